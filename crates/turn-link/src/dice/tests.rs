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

fn seed(seat: u8, b: u8) -> Seed {
    Seed {
        seat,
        bytes: [b; 16],
    }
}

/// Seats on devices (`hands[s]`: seat `s`'s hand) play `turns` rounds by the protocol: every
/// hand commits, then each seat in turn rolls and each device reveals its shares. Returns the
/// log, the rolls and the seeds.
fn table(hands: &[u8], turns: usize) -> (DiceLog, Vec<Rolled>, Vec<Seed>) {
    let hold = seats(hands);
    let seeds: Vec<Seed> = (0..hands.len() as u8).map(|s| seed(s, s + 1)).collect();
    let first = |hand: u8| seeds[hands.iter().position(|&h| h == hand).unwrap()];
    let mut log = DiceLog::default();
    let mut made = vec![0u32; hands.len()];
    let mut rolls = Vec::new();
    for (s, &hand) in hands.iter().enumerate() {
        log.commit(hand, &seeds[s]);
    }
    let give_all = |log: &mut DiceLog, made: &[u32]| {
        for &hand in hands {
            log.give_shares(hand, &first(hand), &hold, made);
        }
    };
    give_all(&mut log, &made);
    for t in 0..turns * hands.len() {
        let seat = (t % hands.len()) as u8;
        let i = usize::from(seat);
        let numbers = log.next_roll("g", &hold, &seeds[i], made[i]).unwrap();
        made[i] += 1;
        rolls.push((t + 1, seat, numbers));
        log.reveal(&seeds[i], made[i]);
        give_all(&mut log, &made);
    }
    (log, rolls, seeds)
}

fn exchange(turns: usize) -> (DiceLog, Vec<Rolled>) {
    let (log, rolls, _) = table(&[0, 1], turns);
    (log, rolls)
}

#[test]
fn an_honest_exchange_verifies() {
    let (log, rolls) = exchange(5);
    assert_eq!(rolls.len(), 10);
    assert_eq!(log.verify("g", &seats(&[0, 1]), &rolls), Ok(()));
    assert!(rolls.iter().all(|r| r.2.iter().all(|&n| n < 6)));
    let (log, rolls, _) = table(&[0, 1, 2, 1], 4);
    assert_eq!(log.verify("g", &seats(&[0, 1, 2, 1]), &rolls), Ok(()));
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
    let (mut log, rolls) = exchange(3);
    log.shares[1].reveal.as_mut().unwrap().1[0] ^= 1;
    assert_eq!(
        log.verify("g", &seats(&[0, 1]), &rolls),
        Err(DiceError::ShareMismatch { hand: 1 })
    );
}

#[test]
fn a_roll_needs_every_other_hands_share_and_never_the_rollers_own() {
    let (mut log, rolls, _) = table(&[0, 1, 2], 2);
    assert_eq!(log.verify("g", &seats(&[0, 1, 2]), &rolls), Ok(()));
    // Hand 2's share hidden again: seat 0's first roll lacks it.
    log.shares[2].reveal = None;
    assert_eq!(
        log.verify("g", &seats(&[0, 1, 2]), &rolls),
        Err(DiceError::MissingShare {
            seat: 0,
            roll: 1,
            hand: 2
        })
    );
    // The same rolls read as if seats 0 and 1 were one hand's: seat 0's roll would have had
    // no share of hand 1, so it does not follow.
    let (log, rolls, _) = table(&[0, 1, 2], 2);
    assert!(matches!(
        log.verify("g", &seats(&[0, 0, 2]), &rolls),
        Err(DiceError::RollMismatch { .. })
    ));
    let (mut log, rolls) = exchange(2);
    log.chains.remove(1);
    assert_eq!(
        log.verify("g", &seats(&[0, 1]), &rolls),
        Err(DiceError::NoCommitment { seat: 1 })
    );
}

#[test]
fn no_share_is_shown_before_every_hand_has_committed() {
    let hold = seats(&[0, 1, 2]);
    let (a, b, c) = (seed(0, 9), seed(1, 8), seed(2, 7));
    let mut log = DiceLog::default();
    log.commit(0, &a);
    log.commit(1, &b);
    // Hand 2 has not committed: hands 0 and 1 show nothing, and nobody can roll.
    log.give_shares(0, &a, &hold, &[0, 0, 0]);
    log.give_shares(1, &b, &hold, &[0, 0, 0]);
    assert!(log.shares.iter().all(|s| s.reveal.is_none()));
    assert_eq!(log.waits_on(&hold, 0, 0), vec![1, 2]);
    assert_eq!(log.next_roll("g", &hold, &a, 0), None);
    log.commit(2, &c);
    log.give_shares(2, &c, &hold, &[0, 0, 0]);
    // Hand 1's share still missing; its own hand gives seat 0 nothing that counts.
    log.give_shares(0, &a, &hold, &[0, 0, 0]);
    assert_eq!(log.waits_on(&hold, 0, 0), vec![1]);
    assert!(!log.can_roll(&hold, 0, 0));
    log.give_shares(1, &b, &hold, &[0, 0, 0]);
    assert!(log.can_roll(&hold, 0, 0));
    assert!(log.next_roll("g", &hold, &a, 0).is_some());
    // Shares go only as deep as the others' next rolls.
    assert_eq!(log.shares_of(1).unwrap().reveal.unwrap().0, 1);
    // Another seed (a device that lost its own) cannot roll for the seat.
    assert_eq!(log.next_roll("g", &hold, &seed(0, 1), 0), None);
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
        for n in derive_roll(of, &secret, &[[0; 16]]) {
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
    changed.shares[0].head[0] ^= 1;
    assert_eq!(changed.keeps(&older), Err(DiceError::Rewritten { seat: 0 }));
    // A share revealed deeper keeps the older log.
    let mut deeper = older.clone();
    deeper.shares[0].reveal = log.shares[0].reveal;
    assert_eq!(deeper.keeps(&older), Ok(()));
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
    let nonce = [[9u8; 16]];
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
