//! Real links, mutated one field at a time as someone who relays a link could (the record's
//! header included), through the app's receive path against the receiver's real copy: every
//! mutation is refused, or changes nothing (a stale link, or the very game the honest link
//! gives). Not only "nothing panics": a mutation that is taken and means something else fails.

use std::fmt::Debug;

use proptest::prelude::*;
use turn_link::{Refusal, TurnLink, Verdict};

use martian_app::games::martian_chess::{MartianChess, Settings};
use martian_app::games::sandships::settings::SandSettings;
use martian_app::games::sandships::Sandships;
use martian_app::history::remote::receive;
use martian_app::history::{History, Player};
use martian_app::shell::screens::GameScreens;

use crate::link_kit::{host, sand_turn, send, step, take, with_tag};

/// A link as it was sent, and its receiver's copy just before it took it (`None`: an
/// invitation).
struct Sent<G: GameScreens> {
    link: TurnLink,
    have: Option<History<G>>,
}

/// Two devices playing by link, every link kept with its receiver's copy before it.
fn exchange<G: GameScreens>(
    mut a: History<G>,
    turns: usize,
    mut turn: impl FnMut(&mut History<G>),
) -> Vec<Sent<G>> {
    let mut sent = Vec::new();
    let url = send(&mut a, 1).expect("the invitation");
    sent.push(Sent {
        link: TurnLink::parse(&url).unwrap(),
        have: None,
    });
    let mut b = take::<G>(&url, None).unwrap().1;
    for i in 0..turns {
        let (mover, other) = if i % 2 == 0 {
            (&mut b, &mut a)
        } else {
            (&mut a, &mut b)
        };
        if mover.link_due().is_none() {
            turn(mover);
        }
        let Some(url) = send(mover, 10 + i as u8) else {
            break;
        };
        sent.push(Sent {
            link: TurnLink::parse(&url).unwrap(),
            have: Some(other.clone()),
        });
        *other = take::<G>(&url, Some(other.clone())).unwrap().1;
    }
    sent
}

fn martian_links() -> Vec<Sent<MartianChess>> {
    let mut a = host::<MartianChess>(Settings {
        players: vec![Player::Human, Player::Friend],
        ..Settings::default()
    });
    step(&mut a);
    exchange(a, 6, step)
}

fn sandships_links() -> Vec<Sent<Sandships>> {
    let a = host::<Sandships>(SandSettings {
        players: vec![Player::Human, Player::Friend],
        ..SandSettings::default()
    });
    exchange(a, 7, |h| {
        sand_turn(h);
    })
}

/// Tags a relay could put in a record (or change there).
const HEADERS: [&str; 9] = [
    r#"[Setup "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,20"]"#,
    r#"[Setup "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1qqq 0 - - 0,0"]"#,
    r#"[Options "queens-guard"]"#,
    r#"[Options "zap-removes"]"#,
    r#"[Setup "xlms/1lms/xlms/0lms/xlms - lmmss/llmmss 0 - -"]"#,
    r#"[Setup "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TBM -"]"#,
    r#"[FirstSeat "1"]"#,
    r#"[Event "a note"]"#,
    r#"[Result "seat 1 wins"]"#,
];

/// The link with one field changed (`what` picks the field, `n` and `byte` the change).
fn mutate(link: &TurnLink, what: u8, n: usize, byte: u8) -> TurnLink {
    let mut m = link.clone();
    let flip = |b: &mut u8| *b ^= byte | 1;
    match what % 16 {
        0 => m.record = with_tag(&m.record, HEADERS[n % HEADERS.len()]),
        1 => m.to = (m.to + 1 + byte % 5) % m.seats.len() as u8,
        2 => m.from = (m.from + 1 + byte % 5) % m.seats.len() as u8,
        3 => m.id.push(char::from(b'a' + byte % 26)),
        4 => m.past.steps += 1 + u32::from(byte % 3),
        5 => m.past.parent = Some(format!("other{byte}")),
        6 => {
            let s = n % m.seats.len();
            m.seats[s].computer = match m.seats[s].computer {
                Some(_) => None,
                None => Some(1 + byte % 5),
            }
        }
        7 if !m.keys.is_empty() => {
            let k = n % m.keys.len();
            flip(&mut m.keys[k].key[n % 32]);
        }
        8 if !m.seals.is_empty() => {
            let k = n % m.seals.len();
            flip(&mut m.seals[k].sig[n % 64]);
        }
        9 if !m.seals.is_empty() => {
            let k = n % m.seals.len();
            m.seals[k].counts.steps = m.seals[k].counts.steps.saturating_sub(1 + n as u32 % 2);
        }
        10 if !m.seals.is_empty() => {
            let k = n % m.seals.len();
            m.seals.remove(k);
        }
        11 if !m.dice.shares.is_empty() => {
            let k = n % m.dice.shares.len();
            match m.dice.shares[k].reveal.as_mut() {
                Some((_, x)) => flip(&mut x[n % 16]),
                None => flip(&mut m.dice.shares[k].head[n % 16]),
            }
        }
        12 if !m.dice.chains.is_empty() => {
            let k = n % m.dice.chains.len();
            match m.dice.chains[k].reveal.as_mut() {
                Some((_, x)) => flip(&mut x[n % 16]),
                None => flip(&mut m.dice.chains[k].head[n % 16]),
            }
        }
        13 => {
            // The record's last line cut short, or a step of it changed to another text.
            let lines: Vec<&str> = m.record.lines().collect();
            let last = lines.len().saturating_sub(1);
            let words: Vec<&str> = lines[last].split(' ').collect();
            let keep = words.len().saturating_sub(1 + n % 2);
            let mut out = lines[..last].join("\n");
            out.push('\n');
            out.push_str(&words[..keep].join(" "));
            m.record = out;
        }
        14 => m.record = m.record.replacen("1.", "1. ", 1),
        _ => m.record = with_tag(&m.record, HEADERS[(n + 3) % HEADERS.len()]),
    }
    m
}

/// The mutated link is refused, or changes nothing the honest one would not.
fn refused_or_unchanged<G: GameScreens>(sent: &Sent<G>, m: &TurnLink)
where
    History<G>: Debug,
{
    let honest = receive::<G>(&sent.link, sent.have.clone(), "new".into(), 1.0);
    let got = receive::<G>(m, sent.have.clone(), "new".into(), 1.0);
    let honest = honest.map(|(v, h, _)| (v, h));
    match got {
        Err(Refusal::ForksFull { .. }) | Err(_) => {}
        Ok((Verdict::Stale, h, _)) => assert_eq!(
            Some(&h),
            sent.have.as_ref(),
            "a stale link changed the copy"
        ),
        Ok((v, h, words)) => {
            let same = honest.as_ref().is_ok_and(|(hv, hh)| *hv == v && *hh == h);
            assert!(
                same,
                "a mutated link was taken as {v:?} ({words}):\n{}",
                m.record
            );
        }
    }
}

thread_local! {
    static MARTIAN: Vec<Sent<MartianChess>> = martian_links();
    static SANDSHIPS: Vec<Sent<Sandships>> = sandships_links();
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn a_martian_chess_link_mutated_in_transit_is_refused_or_changes_nothing(
        which in 0usize..64, what in 0u8..16, n in 0usize..64, byte in any::<u8>(),
    ) {
        MARTIAN.with(|links| {
            let sent = &links[which % links.len()];
            refused_or_unchanged(sent, &mutate(&sent.link, what, n, byte));
        });
    }

    #[test]
    fn a_sandships_link_mutated_in_transit_is_refused_or_changes_nothing(
        which in 0usize..64, what in 0u8..16, n in 0usize..64, byte in any::<u8>(),
    ) {
        SANDSHIPS.with(|links| {
            let sent = &links[which % links.len()];
            refused_or_unchanged(sent, &mutate(&sent.link, what, n, byte));
        });
    }
}

#[test]
fn the_mutations_reach_every_link_of_both_games() {
    // Enough links of each kind that every field is mutated on an invitation and on updates.
    let (m, s) = (martian_links(), sandships_links());
    assert!(
        m.len() >= 5 && s.len() >= 5,
        "{} and {} links",
        m.len(),
        s.len()
    );
    assert!(s
        .iter()
        .skip(1)
        .any(|l| l.link.dice.shares.iter().any(|c| c.reveal.is_some())));
}
