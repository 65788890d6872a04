//! Attacks by a player on the others (issue 36), each written as the cheat it is: the cheater's
//! device writes a link by hand and the victim's device must refuse it.

use turn_link::{
    derive_roll, judge, DiceLog, Known, Nonce, Replay, SeatHold, Seed, TurnLink, Verdict,
};

fn holds(hands: &[u8]) -> Vec<SeatHold> {
    hands
        .iter()
        .map(|&hand| SeatHold {
            hand,
            computer: None,
        })
        .collect()
}

fn link(from: u8, to: u8, hop: u32, hands: &[u8], dice: DiceLog) -> TurnLink {
    TurnLink {
        game: "sandships".into(),
        id: "g".into(),
        hop,
        from,
        to,
        seats: holds(hands),
        dice,
        record: String::new(),
    }
}

fn replay(actors: &[u8], rolls: &[(usize, u8, [u8; 3])], seats: usize, to_act: u8) -> Replay {
    Replay {
        steps: (0..actors.len()).map(|i| format!("s{i}")).collect(),
        actors: actors.to_vec(),
        rolls: rolls.to_vec(),
        seats,
        to_act: Some(to_act),
    }
}

/// Tries nonces until one gives the roll wanted (about 216 tries for an exact triple).
fn chosen_nonce(secret: &[u8; 16], wanted: [u8; 3]) -> [u8; 8] {
    (0u64..)
        .map(|i| i.to_le_bytes())
        .find(|n| derive_roll(secret, n) == wanted)
        .expect("some nonce gives it")
}

/// Attack 1: in the link that reveals its roll, the roller adds a nonce for its own next roll
/// labelled as given by the other seat, chosen offline against its own next chain value.
#[test]
fn a_roller_cannot_give_its_own_nonce_in_the_other_seats_name() {
    let hands = [0, 1];
    let s0 = Seed {
        seat: 0,
        bytes: [3; 16],
    };
    let s1 = Seed {
        seat: 1,
        bytes: [4; 16],
    };
    let mut log = DiceLog::default();
    log.commit(&s0, 1);
    log.commit(&s1, 2);
    log.give_nonces(1, 2, &holds(&hands), &[0, 0], || [7; 8]);
    // Hand 1's copy after its answer (link 2).
    let at_hand1 = log.clone();
    // Hand 0 rolls its first roll honestly, then writes a nonce for its second in seat 1's name.
    let first = log.next_roll(&s0, 0).unwrap();
    log.reveal(&s0, 1);
    let wanted = [5, 5, 5];
    log.nonces.push(Nonce {
        seat: 0,
        from: 1,
        hop: 3,
        value: chosen_nonce(&s0.secret(2), wanted),
    });
    assert_eq!(log.next_roll(&s0, 1), Some(wanted), "the cheat works offline");
    let l = link(0, 1, 3, &hands, log);
    let steps: Vec<String> = Vec::new();
    let me = Known {
        game: "sandships",
        hop: 2,
        steps: &steps,
        dice: &at_hand1,
        seats: &holds(&hands),
        hand: 1,
    };
    let verdict = judge(&l, &replay(&[0], &[(1, 0, first)], 2, 1), Some(me), true);
    assert!(verdict.is_err(), "accepted: {verdict:?}");
}

/// Attack 1: the host's invitation carries its first roll, with a nonce it chose itself
/// labelled as the invited seat's.
#[test]
fn an_invitation_cannot_carry_a_roll_on_a_nonce_the_receiver_never_gave() {
    let hands = [0, 1];
    let s0 = Seed {
        seat: 0,
        bytes: [3; 16],
    };
    let mut log = DiceLog::default();
    log.commit(&s0, 1);
    let wanted = [0, 0, 0];
    log.nonces.push(Nonce {
        seat: 0,
        from: 1,
        hop: 2,
        value: chosen_nonce(&s0.secret(1), wanted),
    });
    log.reveal(&s0, 1);
    let l = link(0, 1, 3, &hands, log);
    let verdict = judge(&l, &replay(&[0], &[(1, 0, wanted)], 2, 1), None, true);
    assert!(verdict.is_err(), "accepted: {verdict:?}");
}

/// Attack 1: the invited player answers with its chain backdated before the host's link, a
/// nonce in the host's name and its own first roll chosen by it.
#[test]
fn an_invited_player_cannot_backdate_its_chain_and_roll_on_its_own_nonce() {
    let hands = [1, 0]; // the host (hand 0) holds seat 1; the invited hand 1 rolls first
    let host = Seed {
        seat: 1,
        bytes: [3; 16],
    };
    let guest = Seed {
        seat: 0,
        bytes: [4; 16],
    };
    let mut log = DiceLog::default();
    log.commit(&host, 1);
    let at_host = log.clone();
    log.chains.push(turn_link::Chain {
        seat: 0,
        hop: 0,
        head: guest.head(),
        reveal: None,
    });
    let wanted = [2, 2, 2];
    log.nonces.push(Nonce {
        seat: 0,
        from: 1,
        hop: 1,
        value: chosen_nonce(&guest.secret(1), wanted),
    });
    log.reveal(&guest, 1);
    let l = link(0, 1, 2, &hands, log);
    let steps: Vec<String> = Vec::new();
    let me = Known {
        game: "sandships",
        hop: 1,
        steps: &steps,
        dice: &at_host,
        seats: &holds(&hands),
        hand: 0,
    };
    let verdict = judge(&l, &replay(&[0], &[(1, 0, wanted)], 2, 1), Some(me), true);
    assert!(verdict.is_err(), "accepted: {verdict:?}");
}

/// Attack 3: with three hands, hand 1 sends hand 0 a link marked as from seat 2 carrying a
/// move made for seat 2, which hand 2 never made.
#[test]
fn a_link_cannot_claim_a_third_seat_as_its_sender() {
    let hands = [0, 1, 2];
    let steps: Vec<String> = vec!["s0".into()];
    let dice = DiceLog::default();
    let me = Known {
        game: "martian-chess",
        hop: 1,
        steps: &steps,
        dice: &dice,
        seats: &holds(&hands),
        hand: 0,
    };
    let mut forged = link(2, 0, 3, &hands, DiceLog::default());
    forged.game = "martian-chess".into();
    let verdict = judge(&forged, &replay(&[0, 1, 2], &[], 3, 0), Some(me), false);
    assert!(verdict.is_err(), "accepted: {verdict:?}");
}

/// Attack 2: a fork link is taken without the seat checks: its sender moves for the
/// receiver's seat after the point where it forks.
#[test]
fn a_fork_link_cannot_move_for_the_receivers_seat() {
    let hands = [0, 1];
    let steps: Vec<String> = vec!["s0".into(), "s1".into(), "s2".into()];
    let dice = DiceLog::default();
    let me = Known {
        game: "martian-chess",
        hop: 3,
        steps: &steps,
        dice: &dice,
        seats: &holds(&hands),
        hand: 1,
    };
    let mut forked = link(0, 1, 4, &hands, DiceLog::default());
    forked.game = "martian-chess".into();
    let mut r = replay(&[0, 1, 0, 1, 0], &[], 2, 1);
    r.steps[1] = "other".into(); // seat 1's move, which hand 1 never made
    let verdict = judge(&forked, &r, Some(me), false);
    assert!(
        !matches!(verdict, Ok(Verdict::Fork { .. })),
        "accepted: {verdict:?}"
    );
}

/// Attack 4: a link of any size and any number of nonces is read (verifying is rolls x nonces).
#[test]
fn a_huge_link_or_a_flood_of_nonces_is_refused_unread() {
    let mut l = link(0, 1, 3, &[0, 1], DiceLog::default());
    l.record = "x".repeat(300_000);
    assert!(TurnLink::parse(&l.to_fragment()).is_err(), "a 300 KB link");
    let mut dice = DiceLog::default();
    for i in 0..3_000u32 {
        dice.nonces.push(Nonce {
            seat: 0,
            from: 1,
            hop: 2,
            value: [(i % 251) as u8; 8],
        });
    }
    let l = link(0, 1, 3, &[0, 1], dice);
    let text = l.to_fragment();
    assert!(text.len() < 60_000, "{}", text.len());
    assert!(TurnLink::parse(&text).is_err(), "3,000 nonces");
}
