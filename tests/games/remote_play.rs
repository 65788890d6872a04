//! Remote play between devices, natively: each device a `History` of its own, links passed as
//! text, every link read back through `history::remote::receive` as the page does. Martian
//! Chess to its end, Sandships turns with commit-reveal dice equal on both devices, three
//! seats, and every refusal: stale, fork, tampered move, roll, reveal, a seat not the sender's.

use sandships::Roll;
use turn_link::{DiceError, Forgery, Refusal, TurnLink, Verdict};

use martian_app::games::martian_chess::{MartianChess, Settings};
use martian_app::games::sandships::settings::SandSettings;
use martian_app::games::sandships::Sandships;
use martian_app::history::remote::FairRoll;
use martian_app::history::remote::{receive, receive_in, Context};
use martian_app::history::{Playable, Player};
use martian_app::services::remote_game::MAX_FORKS;

use crate::link_kit::{host, random, sand_turn, sandships_pair, send, step, take, three_hands};

#[test]
fn martian_chess_is_played_to_its_end_by_links() {
    let mut a = host::<MartianChess>(Settings {
        players: vec![Player::Human, Player::Friend],
        ..Settings::default()
    });
    assert_eq!(a.link_due(), None, "South moves first: nothing to send yet");
    step(&mut a);
    let url = send(&mut a, 1).expect("a link to North");
    let (verdict, mut b, words) = take::<MartianChess>(&url, None).unwrap();
    assert_eq!(verdict, Verdict::Invitation);
    assert_eq!(
        words,
        "South invites you to a game of Martian Chess; you play North."
    );
    assert_eq!(b.player(0), Player::Friend);
    assert_eq!(b.player(1), Player::Human);
    let mut links = vec![url];
    let mut turn = 0u8;
    while a.game.outcome().is_none() && turn < 200 {
        turn += 1;
        // North (device b) moves, sends; South (a) takes it, moves, sends.
        let (mover, other) = if turn % 2 == 1 {
            (&mut b, &mut a)
        } else {
            (&mut a, &mut b)
        };
        assert!(mover.holds_seat_to_act() && !other.holds_seat_to_act());
        step(mover);
        let url = send(mover, turn).expect("a link after every move");
        let (verdict, next, _) = take::<MartianChess>(&url, Some(other.clone())).unwrap();
        assert_eq!(
            verdict,
            Verdict::Update {
                first_new: other.steps().len()
            }
        );
        *other = next;
        assert_eq!(MartianChess::record(&a.game), MartianChess::record(&b.game));
        links.push(url);
    }
    assert!(a.game.outcome().is_some(), "the game ended in {turn} turns");
    assert_eq!(a.remote_status().as_deref(), Some("played by link, over"));
    // An old link changes nothing.
    let (verdict, same, words) = take::<MartianChess>(&links[3], Some(a.clone())).unwrap();
    assert_eq!(verdict, Verdict::Stale);
    assert_eq!(same, a);
    assert!(words.contains("older"), "{words}");
}

#[test]
fn forks_tampered_moves_and_other_seats_are_told_apart() {
    let mut a = host::<MartianChess>(Settings {
        players: vec![Player::Human, Player::Friend],
        ..Settings::default()
    });
    step(&mut a);
    let invite = send(&mut a, 1).unwrap();
    let (_, mut b, _) = take::<MartianChess>(&invite, None).unwrap();
    let before = b.clone();
    step(&mut b);
    let reply = send(&mut b, 2).unwrap();
    // North's device, told another story from the same invitation (North's other move).
    // (The same device: its signing key is the one it sent the reply with.)
    let mut other = before.clone();
    other.remote.as_mut().unwrap().secret = b.remote.as_ref().unwrap().secret;
    let second = other.game.current().legal_moves()[1];
    MartianChess::play(&mut other.game, second).unwrap();
    let forked = send(&mut other, 3).unwrap();
    let (_, a2, _) = take::<MartianChess>(&reply, Some(a.clone())).unwrap();
    let (verdict, fork, words) = take::<MartianChess>(&forked, Some(a2.clone())).unwrap();
    assert_eq!(verdict, Verdict::Fork { at: 1 });
    assert_ne!(fork.id, a2.id, "kept as a separate game");
    assert!(words.contains("after move 1"), "{words}");
    // The same hand signed two second moves: named as such.
    assert!(
        words.contains("North's device signed both moves there, so one of the two stories is not the game they played with you."),
        "{words}"
    );
    assert_ne!(
        fork.remote.as_ref().unwrap().id,
        a2.remote.as_ref().unwrap().id
    );
    // A device that keeps its MAX_FORKS forks of the game already keeps no more (a flood of
    // fork links cannot fill its storage): refused in words.
    let full = Context {
        parent: None,
        fork_id: None,
    };
    let link = TurnLink::parse(&forked).unwrap();
    let refused = receive_in::<MartianChess>(&link, Some(a2.clone()), full, "f".into(), 1.0)
        .map(|r| r.0)
        .unwrap_err();
    assert_eq!(refused, Refusal::ForksFull { kept: MAX_FORKS });
    assert_eq!(
        refused.to_string(),
        "it forks your game, and you keep 3 forks of it already (delete one in Saved games to keep another)"
    );
    // A tampered move: North's reply with an illegal move.
    let record = MartianChess::record(&b.game);
    let last = b.steps()[1].to_string();
    let tampered = reply.replace(&last.replace(' ', "+"), "a1-h8");
    assert_ne!(tampered, reply, "{record}");
    assert!(matches!(
        take::<MartianChess>(&tampered, Some(a.clone())),
        Err(Refusal::IllegalMove { .. })
    ));
    // South's device makes North's move and sends it as South's.
    let mut cheat = a.clone();
    step(&mut cheat);
    cheat.seal(0, &random(9));
    let mut link = TurnLink::parse(cheat.remote.as_ref().unwrap().last.as_ref().unwrap()).unwrap();
    link.to = 1;
    assert_eq!(
        receive::<MartianChess>(&link, Some(before.clone()), "x".into(), 1.0).map(|r| r.0),
        Err(Refusal::Forged(Forgery::Step { step: 2, seat: 1 }))
    );
    // A damaged link.
    assert!(matches!(
        take::<MartianChess>(&reply.replace("&seats=", "&sets="), Some(a)),
        Err(Refusal::Malformed(_))
    ));
}

#[test]
fn sandships_dice_come_from_the_exchange_and_agree_on_both_devices() {
    let mut a = host::<Sandships>(SandSettings {
        players: vec![Player::Human, Player::Friend],
        ..SandSettings::default()
    });
    assert_eq!(
        a.fair_roll(),
        FairRoll::Waiting,
        "Blue's dice need Amber's part"
    );
    let invite = send(&mut a, 1).expect("Blue sends its commitment first");
    assert!(invite.contains("&dice="));
    let (verdict, mut b, words) = take::<Sandships>(&invite, None).unwrap();
    assert_eq!(verdict, Verdict::Invitation);
    assert_eq!(
        words,
        "Blue invites you to a game of Sandships; you play Amber."
    );
    let answer = send(&mut b, 2).expect("Amber's device adds its part");
    let (verdict, a2, _) = take::<Sandships>(&answer, Some(a.clone())).unwrap();
    assert_eq!(verdict, Verdict::Update { first_new: 0 });
    a = a2;
    let mut last = String::new();
    for turn in 0..8u8 {
        let (mover, other) = if turn % 2 == 0 {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        if mover.game.current().winner().is_some() {
            break;
        }
        sand_turn(mover);
        let url = send(mover, 10 + turn).expect("a link at the end of the turn");
        let (verdict, next, _) = take::<Sandships>(&url, Some(other.clone())).unwrap();
        assert!(matches!(verdict, Verdict::Update { .. }));
        *other = next;
        assert_eq!(Sandships::record(&a.game), Sandships::record(&b.game));
        last = url;
    }
    let rolls = a.rolls().1;
    assert!(rolls.len() >= 6, "{rolls:?}");
    // The device that took the last link: a tampered reveal and a tampered roll are refused.
    let receiver_before = if a.steps().len() == b.steps().len() && b.holds_seat_to_act() {
        b.clone()
    } else {
        a.clone()
    };
    let link = TurnLink::parse(&last).unwrap();
    let previous = {
        // The receiver's copy before the last link: its record cut back to the sender's turn
        // (its commitments were all made before the first roll, so its dice log holds them).
        let mut r = receiver_before.clone();
        let n = r.remote.as_ref().unwrap().last_steps;
        r.game = Sandships::cut(&r.game, n);
        r
    };
    let mut bad_reveal = link.clone();
    let chain = bad_reveal
        .dice
        .chains
        .iter_mut()
        .find(|c| c.seat == link.from)
        .unwrap();
    chain.reveal.as_mut().unwrap().1[0] ^= 1;
    assert_eq!(
        receive::<Sandships>(&bad_reveal, Some(previous.clone()), "x".into(), 1.0).map(|r| r.0),
        Err(Refusal::Dice(DiceError::RevealMismatch { seat: link.from }))
    );
    // The last roll's dice in another order: still legal, but not what the values give.
    let (step, _, numbers) = *rolls.last().unwrap();
    let roll = Roll::from_numbers(numbers).to_string();
    let swapped: String = [2, 0, 1]
        .iter()
        .map(|&i| roll.as_bytes()[i] as char)
        .collect();
    if swapped != roll {
        let mut bad_roll = link.clone();
        bad_roll.record =
            bad_roll
                .record
                .replacen(&format!("roll {roll}"), &format!("roll {swapped}"), 1);
        let refused = receive::<Sandships>(&bad_roll, Some(previous), "x".into(), 1.0).map(|r| r.0);
        assert!(
            matches!(
                refused,
                Err(Refusal::Dice(DiceError::RollMismatch { .. }))
                    | Err(Refusal::IllegalMove { .. })
                    | Err(Refusal::Forged(_))
            ),
            "step {step}: {refused:?}"
        );
    }
}

#[test]
fn a_game_by_link_played_on_from_an_earlier_point_invites_the_friend_to_a_new_game() {
    let (mut a, mut b) = sandships_pair();
    for turn in 0..4u8 {
        let (mover, other) = if turn % 2 == 0 {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        sand_turn(mover);
        let url = send(mover, 10 + turn).unwrap();
        *other = take::<Sandships>(&url, Some(other.clone())).unwrap().1;
    }
    // Blue looks back to the start of its second turn and plays on from there.
    let second_roll = a.rolls().1[2].0 - 1;
    let mut view = a.clone();
    view.cursor = Some(second_roll);
    let fork = view.fork("fork".into(), 2.0);
    assert_ne!(
        fork.remote.as_ref().unwrap().id,
        a.remote.as_ref().unwrap().id
    );
    // Its dice start afresh: Blue's first link of it invites Amber, whose answer brings her
    // part of Blue's dice.
    let mut fork = fork;
    assert_eq!(fork.fair_roll(), FairRoll::Waiting);
    let url = send(&mut fork, 30).expect("the fork's first link");
    let link = TurnLink::parse(&url).unwrap();
    assert_eq!(link.past.steps as usize, second_roll);
    // Amber's browser sees a new game, checked against her copy of the original.
    let context = Context {
        parent: Some(&b),
        fork_id: None,
    };
    let (verdict, mut b2, words) =
        receive_in::<Sandships>(&link, None, context, "b2".into(), 1.0).unwrap();
    assert_eq!(verdict, Verdict::Invitation);
    assert!(words.contains("matches it"), "{words}");
    let answer = send(&mut b2, 31).expect("Amber's part of the dice");
    fork = take::<Sandships>(&answer, Some(fork)).unwrap().1;
    sand_turn(&mut fork);
    // A start that differs from Amber's copy is refused.
    let mut other_start = link.clone();
    other_start.past.steps += 1;
    let context = Context {
        parent: Some(&b),
        fork_id: None,
    };
    assert!(receive_in::<Sandships>(&other_start, None, context, "b3".into(), 1.0).is_err());
}

#[test]
fn three_seats_pass_the_link_round_and_a_missed_link_is_caught_up() {
    let mut a = three_hands();
    let seats = &a.remote.as_ref().unwrap().seats;
    assert_eq!(
        seats.iter().map(|s| s.hand).collect::<Vec<_>>(),
        vec![0, 1, 2, 0]
    );
    step(&mut a);
    let to_b = send(&mut a, 1).unwrap();
    let (_, mut b, words) = take::<MartianChess>(&to_b, None).unwrap();
    let names = a.remote.as_ref().unwrap().names.clone();
    assert!(
        words.ends_with(&format!("you play {}.", names[1])),
        "{words}"
    );
    step(&mut b);
    let to_c = send(&mut b, 2).unwrap();
    let (_, mut c, words) = take::<MartianChess>(&to_c, None).unwrap();
    assert!(
        words.starts_with(&format!("{} invites you", names[1])),
        "{words}"
    );
    assert!(
        words.ends_with(&format!("you play {}.", names[2])),
        "{words}"
    );
    step(&mut c);
    let to_a = send(&mut c, 3).unwrap();
    assert_eq!(
        TurnLink::parse(&to_a).unwrap().to,
        3,
        "the computer's seat: its device is South's"
    );
    // South's device missed East's link: West's brings both moves.
    let (verdict, a2, _) = take::<MartianChess>(&to_a, Some(a.clone())).unwrap();
    assert_eq!(verdict, Verdict::Update { first_new: 1 });
    assert_eq!(a2.steps().len(), 3);
    assert_eq!(a2.live_player(), Some(Player::Computer(3)));
}

/// The link of a long game of each kind fits a QR code (measured for the README: run with
/// `--nocapture` to see the figures).
#[test]
fn links_of_long_games_fit_a_qr_code() {
    use martian_app::widgets::qr::qr_version;
    // Martian Chess: 60 moves (the first seed whose game lasts that long, moves picked by it).
    let mut found = None;
    for seed in 1..50usize {
        let mut a = host::<MartianChess>(Settings {
            players: vec![Player::Human, Player::Friend],
            ..Settings::default()
        });
        for i in 0..60usize {
            let moves = a.game.current().legal_moves();
            if moves.is_empty() || a.game.outcome().is_some() {
                break;
            }
            let mv = moves[(i * 7 + seed * 13) % moves.len()];
            MartianChess::play(&mut a.game, mv).unwrap();
        }
        if a.steps().len() == 60 && a.game.outcome().is_none() {
            found = Some(a);
            break;
        }
    }
    let mut a = found.expect("a 60-move game");
    let to = a.link_due().unwrap_or(1);
    a.seal(to, &random(1));
    let url = format!(
        "https://example.github.io/martian-chess/#{}",
        a.remote.as_ref().unwrap().last.as_ref().unwrap()
    );
    let version = qr_version(&url).expect("fits a QR code");
    println!(
        "Martian Chess, 60 moves: link {} characters, QR version {version} ({} modules)",
        url.len(),
        17 + 4 * version as usize
    );
    assert!(version <= 40);
    // Sandships: 40 turns, two seats, dice proofs and all.
    let mut a = host::<Sandships>(SandSettings {
        players: vec![Player::Human, Player::Friend],
        ..SandSettings::default()
    });
    let invite = send(&mut a, 1).unwrap();
    let (_, mut b, _) = take::<Sandships>(&invite, None).unwrap();
    let answer = send(&mut b, 2).unwrap();
    a = take::<Sandships>(&answer, Some(a.clone())).unwrap().1;
    let mut url = String::new();
    let mut turns = 0;
    for turn in 0..40u8 {
        let (mover, other) = if turn % 2 == 0 {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        if mover.game.current().winner().is_some() {
            break;
        }
        sand_turn(mover);
        turns += 1;
        url = send(mover, 10 + turn).unwrap();
        *other = take::<Sandships>(&url, Some(other.clone())).unwrap().1;
    }
    let url = url.replace(
        "https://host/app/",
        "https://example.github.io/martian-chess/",
    );
    let version = qr_version(&url);
    println!(
        "Sandships, {turns} turns ({} actions): link {} characters, QR version {version:?}",
        a.steps().len(),
        url.len()
    );
    assert_eq!(turns, 40, "the game lasted 40 turns");
    assert!(version.is_some(), "a 40-turn game's link fits a QR code");
}
