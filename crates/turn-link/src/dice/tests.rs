use super::*;
use crate::link::SeatHold;

fn seats(hands: &[u8]) -> Vec<SeatHold> {
    hands
        .iter()
        .map(|&hand| SeatHold {
            hand,
            computer: None,
        })
        .collect()
}

/// Two seats on two devices play `turns` turns each by the protocol: seat 0 commits in link 1,
/// seat 1 commits and gives a nonce in link 2, then each link reveals and gives.
fn exchange(turns: usize) -> (DiceLog, Vec<Rolled>) {
    let hold = seats(&[0, 1]);
    let seeds = [
        Seed {
            seat: 0,
            bytes: [1; 16],
        },
        Seed {
            seat: 1,
            bytes: [2; 16],
        },
    ];
    let mut log = DiceLog::default();
    let mut made = [0u32; 2];
    let mut rolls = Vec::new();
    let mut nonce = 0u8;
    let mut fresh = || {
        nonce += 1;
        [nonce; 8]
    };
    log.commit(&seeds[0]);
    log.commit(&seeds[1]);
    log.give_nonces(1, &hold, &made, &mut fresh);
    for t in 0..turns * 2 {
        let seat = (t % 2) as u8;
        let numbers = log
            .next_roll("g", &seeds[seat as usize], made[seat as usize])
            .unwrap();
        made[seat as usize] += 1;
        rolls.push((t + 1, seat, numbers));
        log.reveal(&seeds[seat as usize], made[seat as usize]);
        log.give_nonces(seat, &hold, &made, &mut fresh);
    }
    (log, rolls)
}

#[test]
fn an_honest_exchange_verifies() {
    let (log, rolls) = exchange(5);
    assert_eq!(rolls.len(), 10);
    assert_eq!(log.verify("g", &seats(&[0, 1]), &rolls), Ok(()));
    assert!(rolls.iter().all(|r| r.2.iter().all(|&n| n < 6)));
}

#[test]
fn a_roll_that_does_not_follow_is_refused() {
    let (log, mut rolls) = exchange(3);
    rolls[3].2[0] = (rolls[3].2[0] + 1) % 6;
    assert_eq!(
        log.verify("g", &seats(&[0, 1]), &rolls),
        Err(DiceError::RollMismatch { step: 4, seat: 1 })
    );
}

#[test]
fn a_reveal_that_does_not_match_its_commitment_is_refused() {
    let (mut log, rolls) = exchange(3);
    log.chains[0].reveal.as_mut().unwrap().1[0] ^= 1;
    assert_eq!(
        log.verify("g", &seats(&[0, 1]), &rolls),
        Err(DiceError::RevealMismatch { seat: 0 })
    );
    let (mut log, rolls) = exchange(3);
    log.chains[1].reveal = None;
    assert_eq!(
        log.verify("g", &seats(&[0, 1]), &rolls),
        Err(DiceError::RevealMismatch { seat: 1 })
    );
    let (mut log, rolls) = exchange(3);
    log.chains[1].reveal.as_mut().unwrap().0 = 2;
    assert_eq!(
        log.verify("g", &seats(&[0, 1]), &rolls),
        Err(DiceError::RevealMismatch { seat: 1 })
    );
}

#[test]
fn a_nonce_from_the_rollers_hand_or_one_too_many_is_refused() {
    let (mut log, rolls) = exchange(2);
    log.nonces[0].from = 0;
    assert_eq!(
        log.verify("g", &seats(&[0, 1]), &rolls),
        Err(DiceError::BadNonce { seat: 0, roll: 1 })
    );
    // The same nonce from a seat of the roller's own hand.
    let (log, rolls) = exchange(2);
    assert_eq!(
        log.verify("g", &seats(&[0, 0]), &rolls),
        Err(DiceError::BadNonce { seat: 0, roll: 1 })
    );
    let (mut log, rolls) = exchange(2);
    let extra = log.nonces[0];
    log.nonces.push(extra);
    assert_eq!(
        log.verify("g", &seats(&[0, 1]), &rolls),
        Err(DiceError::TooManyNonces { seat: 0 })
    );
    let (mut log, rolls) = exchange(2);
    log.chains.remove(1);
    assert_eq!(
        log.verify("g", &seats(&[0, 1]), &rolls),
        Err(DiceError::NoCommitment { seat: 1 })
    );
}

#[test]
fn the_first_roll_waits_for_a_nonce_given_after_the_commitment() {
    let hold = seats(&[0, 1]);
    let seed = Seed {
        seat: 0,
        bytes: [9; 16],
    };
    let mut log = DiceLog::default();
    log.commit(&seed);
    assert!(!log.can_roll(0, 0));
    assert_eq!(log.next_roll("g", &seed, 0), None);
    // Its own hand gives nothing; the friend's does.
    log.give_nonces(0, &hold, &[0, 0], || [5; 8]);
    assert!(!log.can_roll(0, 0));
    log.give_nonces(1, &hold, &[0, 0], || [5; 8]);
    assert!(log.can_roll(0, 0));
    // A waiting nonce is not given twice.
    log.give_nonces(1, &hold, &[0, 0], || [6; 8]);
    assert_eq!(log.nonces.len(), 1);
    assert!(log.next_roll("g", &seed, 0).is_some());
    // Another seed (a device that lost its own) cannot roll for the seat.
    assert_eq!(
        log.next_roll(
            "g",
            &Seed {
                seat: 0,
                bytes: [8; 16]
            },
            0
        ),
        None
    );
}

#[test]
fn the_roll_is_equally_likely_per_face() {
    let mut counts = [0u32; 6];
    for i in 0..2000u32 {
        let mut secret = [0u8; 16];
        secret[..4].copy_from_slice(&i.to_le_bytes());
        let of = RollOf {
            game: "g",
            seat: 0,
            roll: 1,
        };
        for n in derive_roll(of, &secret, &[0; 8]) {
            counts[n as usize] += 1;
        }
    }
    // 6000 faces: each near 1000 (a loose bound, the test is deterministic).
    assert!(
        counts.iter().all(|&c| (880..1120).contains(&c)),
        "{counts:?}"
    );
}

#[test]
fn a_log_keeps_an_older_one_only_unchanged() {
    let (log, _) = exchange(3);
    let (older, _) = exchange(2);
    assert_eq!(log.keeps(&older), Ok(()));
    let mut changed = log.clone();
    changed.chains[1].head[0] ^= 1;
    assert_eq!(changed.keeps(&older), Err(DiceError::Rewritten { seat: 1 }));
    let mut changed = log.clone();
    changed.nonces[0].value[0] ^= 1;
    assert_eq!(changed.keeps(&older), Err(DiceError::Rewritten { seat: 0 }));
}

#[test]
fn dice_errors_are_said_in_words() {
    assert_eq!(
        DiceError::RevealMismatch { seat: 1 }.to_string(),
        "seat 1's revealed dice value does not match its commitment"
    );
    assert_eq!(
        DiceError::RollMismatch { step: 4, seat: 1 }.to_string(),
        "the roll at step 4 (seat 1) does not follow from the revealed values"
    );
}

#[test]
fn a_roll_is_bound_to_its_game_seat_and_number() {
    let secret = [7u8; 16];
    let nonce = [9u8; 8];
    let of = RollOf {
        game: "g",
        seat: 0,
        roll: 1,
    };
    let rolls: Vec<[u8; 3]> = (0..40u32)
        .map(|i| {
            let (game, seat, roll) = match i % 3 {
                0 => (format!("g{i}"), 0, 1),
                1 => ("g".to_string(), (i % 6) as u8, 1),
                _ => ("g".to_string(), 0, i),
            };
            derive_roll(
                RollOf {
                    game: &game,
                    seat,
                    roll,
                },
                &secret,
                &nonce,
            )
        })
        .collect();
    let same = rolls
        .iter()
        .filter(|&&r| r == derive_roll(of, &secret, &nonce))
        .count();
    // 1 in 216 by chance: 40 draws give a handful at most, never all.
    assert!(same < 5, "{same} of 40 repeat the roll");
}
