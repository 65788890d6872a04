//! Attacks on the app's side of play by link (issue 36): dice reused by a game played on from
//! an earlier point, and a random source that fails.

use sandships::{Action, Roll};
use turn_link::TurnLink;

use martian_app::games::sandships::settings::SandSettings;
use martian_app::games::sandships::Sandships;
use martian_app::history::remote::FairRoll;
use martian_app::history::remote::{receive, start_remote};
use martian_app::history::{History, Playable, Player};

fn random(call: u8) -> Vec<u8> {
    (0..512u32)
        .map(|i| (i as u8).wrapping_mul(31) ^ call)
        .collect()
}

fn send(h: &mut History<Sandships>, call: u8) -> TurnLink {
    let to = h.link_due().expect("a link is due");
    h.seal(to, &random(call));
    TurnLink::parse(h.remote.as_ref().unwrap().last.as_ref().unwrap()).unwrap()
}

fn take(link: &TurnLink, have: Option<History<Sandships>>) -> History<Sandships> {
    receive::<Sandships>(link, have, "id".into(), 1.0)
        .unwrap()
        .1
}

/// Plays a Sandships turn: the fair roll, then the first legal actions until the turn passes.
fn sand_turn(h: &mut History<Sandships>) {
    let FairRoll::Ready(numbers) = h.fair_roll() else {
        panic!("no roll ready: {:?}", h.fair_roll());
    };
    let seat = h.game.current().to_act();
    Sandships::play(&mut h.game, Action::Roll(Roll::from_numbers(numbers))).unwrap();
    while h.game.current().to_act() == seat
        && !h.game.current().needs_roll()
        && h.game.current().winner().is_none()
    {
        let action = h.game.current().legal_actions()[0];
        Sandships::play(&mut h.game, action).unwrap();
    }
}

/// Two devices, Blue (a) and Amber (b), after `turns` turns by link.
fn two_devices(turns: u8) -> (History<Sandships>, History<Sandships>) {
    let mut a = History::<Sandships>::new(
        "host".into(),
        SandSettings {
            players: vec![Player::Human, Player::Friend],
            ..SandSettings::default()
        },
        0.0,
    )
    .unwrap();
    start_remote(&mut a);
    let invite = send(&mut a, 1);
    let mut b = take(&invite, None);
    let answer = send(&mut b, 2);
    a = take(&answer, Some(a));
    for turn in 0..turns {
        let (mover, other) = if turn % 2 == 0 {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        sand_turn(mover);
        let link = send(mover, 10 + turn);
        *other = take(&link, Some(other.clone()));
    }
    (a, b)
}

/// Attack 2: "play from here" kept the seeds, the chain heads and the values given (nonces
/// then, shares now), so the new game's rolls were the original's, known to everyone before
/// they were rolled.
#[test]
fn a_game_played_on_from_an_earlier_point_rolls_fresh_dice() {
    let (a, _) = two_devices(4);
    let second_roll = a.rolls().1[2].0 - 1;
    let mut view = a.clone();
    view.cursor = Some(second_roll);
    let mut fork = view.fork("fork".into(), 2.0);
    // Its first link, the invitation to the new game, commits its dice.
    let invitation = send(&mut fork, 7);
    let (original, forked) = (a.remote.as_ref().unwrap(), &invitation.dice);
    assert!(
        !forked.chains.is_empty() && !forked.shares.is_empty(),
        "the invitation commits the new game's dice: {forked:?}"
    );
    for chain in &forked.chains {
        assert!(
            original.dice.chains.iter().all(|c| c.head != chain.head),
            "seat {}'s chain is the original's",
            chain.seat
        );
    }
    for shares in &forked.shares {
        assert!(
            original.dice.shares.iter().all(|c| c.head != shares.head),
            "hand {}'s shares are the original's",
            shares.hand
        );
        assert_eq!(
            shares.reveal, None,
            "no share shown before the friend joins"
        );
    }
    assert_eq!(
        fork.fair_roll(),
        FairRoll::Waiting,
        "the next roll is not known before the friends' part arrives"
    );
}

/// Attack 4: a random source that fails left zero bytes, which made that seat's dice public.
#[test]
fn a_failed_random_source_seals_no_link_and_says_so() {
    let mut a = History::<Sandships>::new(
        "host".into(),
        SandSettings {
            players: vec![Player::Human, Player::Friend],
            ..SandSettings::default()
        },
        0.0,
    )
    .unwrap();
    start_remote(&mut a);
    for failed in [Vec::new(), vec![0u8; 512]] {
        let mut h = a.clone();
        let to = h.link_due().unwrap();
        h.seal(to, &failed);
        let r = h.remote.as_ref().unwrap();
        assert!(
            r.last.is_none() && r.seeds.is_empty(),
            "sealed on {} bytes",
            failed.len()
        );
        let notice = h.notice.clone().unwrap_or_default();
        assert!(notice.contains("random"), "{notice:?}");
    }
}
