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

fn link(from: u8, to: u8, hop: u32, hands: &[u8]) -> TurnLink {
    TurnLink {
        game: "martian-chess".into(),
        id: "g1".into(),
        hop,
        from,
        to,
        seats: seats(hands),
        dice: DiceLog::default(),
        record: String::new(),
    }
}

/// A two-seat game's replay: steps alternate seats from seat 0.
fn replay(steps: &[&str], seats: usize) -> Replay {
    Replay {
        steps: steps.iter().map(|s| s.to_string()).collect(),
        actors: (0..steps.len()).map(|i| (i % seats) as u8).collect(),
        rolls: Vec::new(),
        seats,
        to_act: Some((steps.len() % seats) as u8),
    }
}

fn known<'a>(
    steps: &'a [String],
    dice: &'a DiceLog,
    seats: &'a [SeatHold],
    hop: u32,
    hand: u8,
) -> Known<'a> {
    Known {
        game: "martian-chess",
        hop,
        steps,
        dice,
        seats,
        hand,
    }
}

#[test]
fn a_new_game_is_an_invitation_and_its_last_move_the_senders() {
    let l = link(0, 1, 1, &[0, 1]);
    assert_eq!(
        judge(&l, &replay(&["a"], 2), None, false),
        Ok(Verdict::Invitation)
    );
    assert_eq!(
        judge(&l, &replay(&["a", "b"], 2), None, false),
        Err(Refusal::SeatNotSenders { step: 2, seat: 1 })
    );
    // Played on from an earlier point: the receiver's earlier moves, then the sender's.
    assert_eq!(
        judge(&l, &replay(&["a", "b", "c"], 2), None, false),
        Ok(Verdict::Invitation)
    );
}

#[test]
fn newer_older_and_forking_links() {
    let hold = seats(&[0, 1]);
    let dice = DiceLog::default();
    let have: Vec<String> = ["a", "b"].iter().map(|s| s.to_string()).collect();
    let me = known(&have, &dice, &hold, 2, 0);
    // Seat 1 (the friend) moved after "a": the link has "a b c"? No: seat 0 moved "c".
    let l = link(1, 0, 3, &[0, 1]);
    assert_eq!(
        judge(&l, &replay(&["a", "b"], 2), Some(me), false),
        Ok(Verdict::Stale)
    );
    assert_eq!(
        judge(&l, &replay(&["a"], 2), Some(me), false),
        Ok(Verdict::Stale)
    );
    let have3: Vec<String> = ["a", "b", "c"].iter().map(|s| s.to_string()).collect();
    let me3 = known(&have3, &dice, &hold, 3, 0);
    assert_eq!(
        judge(
            &link(1, 0, 4, &[0, 1]),
            &replay(&["a", "b", "c", "d"], 2),
            Some(me3),
            false
        ),
        Ok(Verdict::Update { first_new: 3 })
    );
    assert_eq!(
        judge(
            &link(1, 0, 4, &[0, 1]),
            &replay(&["a", "x", "c", "d"], 2),
            Some(me3),
            false
        ),
        Ok(Verdict::Fork { at: 1 })
    );
    // Same steps, an older or equal link number: nothing new.
    assert_eq!(
        judge(
            &link(1, 0, 3, &[0, 1]),
            &replay(&["a", "b", "c"], 2),
            Some(me3),
            false
        ),
        Ok(Verdict::Stale)
    );
}

#[test]
fn a_player_moves_only_their_own_seats() {
    let hold = seats(&[0, 1]);
    let dice = DiceLog::default();
    let have: Vec<String> = vec!["a".into()];
    let me = known(&have, &dice, &hold, 1, 1);
    // Hand 0 sends "a b c": "b" is seat 1's, which this device (hand 1) holds.
    assert_eq!(
        judge(
            &link(0, 1, 2, &[0, 1]),
            &replay(&["a", "b", "c"], 2),
            Some(me),
            false
        ),
        Err(Refusal::SeatNotSenders { step: 2, seat: 1 })
    );
    // A link claiming to come from this device's own seat.
    assert_eq!(
        judge(&link(1, 0, 2, &[0, 1]), &replay(&["a"], 2), Some(me), false),
        Err(Refusal::SenderIsYou)
    );
}

#[test]
fn three_hands_catch_up_and_the_new_moves_end_with_the_sender() {
    let hold = seats(&[0, 1, 2]);
    let dice = DiceLog::default();
    let have: Vec<String> = vec!["a".into()];
    let me = known(&have, &dice, &hold, 1, 0);
    // Hand 0 missed hand 1's link: hand 2's link brings both moves.
    assert_eq!(
        judge(
            &link(2, 0, 3, &[0, 1, 2]),
            &replay(&["a", "b", "c"], 3),
            Some(me),
            false
        ),
        Ok(Verdict::Update { first_new: 1 })
    );
    // Hand 1 sends a move made for hand 2's seat.
    assert_eq!(
        judge(
            &link(1, 0, 3, &[0, 1, 2]),
            &replay(&["a", "b", "c"], 3),
            Some(me),
            false
        ),
        Err(Refusal::SeatNotSenders { step: 3, seat: 2 })
    );
    // Hand 2, to act, sends only its part of the dice: it brings hand 1's move.
    assert_eq!(
        judge(
            &link(2, 0, 3, &[0, 1, 2]),
            &replay(&["a", "b"], 3),
            Some(me),
            false
        ),
        Ok(Verdict::Update { first_new: 1 })
    );
}

#[test]
fn a_link_must_agree_with_the_game_and_its_seats() {
    let hold = seats(&[0, 1]);
    let dice = DiceLog::default();
    let have: Vec<String> = vec!["a".into()];
    let me = known(&have, &dice, &hold, 1, 0);
    let mut other = link(1, 0, 2, &[0, 1]);
    other.game = "sandships".into();
    assert_eq!(
        judge(&other, &replay(&["a", "b"], 2), Some(me), false),
        Err(Refusal::ForeignGame {
            game: "sandships".into()
        })
    );
    assert!(matches!(
        judge(
            &link(1, 0, 2, &[0, 1, 1]),
            &replay(&["a", "b"], 2),
            Some(me),
            false
        ),
        Err(Refusal::BadRecord { .. })
    ));
    assert!(matches!(
        judge(
            &link(2, 0, 2, &[0, 1, 2]),
            &replay(&["a", "b"], 3),
            Some(me),
            false
        ),
        Err(Refusal::BadRecord { .. })
    ));
    let mut with_dice = link(1, 0, 2, &[0, 1]);
    with_dice.dice.nonces.push(crate::dice::Nonce {
        seat: 0,
        from: 1,
        hop: 2,
        value: [0; 8],
    });
    assert!(matches!(
        judge(&with_dice, &replay(&["a", "b"], 2), Some(me), false),
        Err(Refusal::BadRecord { .. })
    ));
}

#[test]
fn dice_are_checked_against_the_proof_and_the_device_copy() {
    use crate::dice::Seed;
    let hold = seats(&[0, 1]);
    let (s0, s1) = (
        Seed {
            seat: 0,
            bytes: [3; 16],
        },
        Seed {
            seat: 1,
            bytes: [4; 16],
        },
    );
    // Link 1 (hand 0): its commitment. Link 2 (hand 1): its own, and a nonce for seat 0.
    let mut log = DiceLog::default();
    log.commit(&s0, 1);
    let at_hand1 = log.clone();
    log.commit(&s1, 2);
    log.give_nonces(1, 2, &hold, &[0, 0], || [7; 8]);
    let before_roll = log.clone();
    // Hand 0 rolls and sends link 3.
    let numbers = log.next_roll(&s0, 0).unwrap();
    log.reveal(&s0, 1);
    log.give_nonces(0, 3, &hold, &[1, 0], || [8; 8]);
    let mut l = link(0, 1, 3, &[0, 1]);
    l.dice = log.clone();
    let r = Replay {
        steps: vec!["roll".into()],
        actors: vec![0],
        rolls: vec![(1, 0, numbers)],
        seats: 2,
        to_act: Some(1),
    };
    let have: Vec<String> = Vec::new();
    let me = known(&have, &before_roll, &hold, 2, 1);
    assert_eq!(
        judge(&l, &r, Some(me), true),
        Ok(Verdict::Update { first_new: 0 })
    );
    let mut tampered = r.clone();
    tampered.rolls[0].2 = [(numbers[0] + 1) % 6, numbers[1], numbers[2]];
    assert_eq!(
        judge(&l, &tampered, Some(me), true),
        Err(Refusal::Dice(DiceError::RollMismatch { step: 1, seat: 0 }))
    );
    let mut bad_reveal = l.clone();
    bad_reveal.dice.chains[0].reveal.as_mut().unwrap().1[3] ^= 8;
    assert_eq!(
        judge(&bad_reveal, &r, Some(me), true),
        Err(Refusal::Dice(DiceError::RevealMismatch { seat: 0 }))
    );
    // A dice-only link (hand 1's answer) that rewrites hand 0's commitment.
    let mut rewritten = link(1, 0, 2, &[0, 1]);
    rewritten.dice = before_roll.clone();
    rewritten.dice.chains[0].head[0] ^= 1;
    let none = Replay {
        seats: 2,
        ..Replay::default()
    };
    let hand0 = known(&have, &at_hand1, &hold, 1, 0);
    assert_eq!(
        judge(&rewritten, &none, Some(hand0), true),
        Err(Refusal::Dice(DiceError::Rewritten { seat: 0 }))
    );
    // The honest answer is new to hand 0 although no step is.
    let mut answer = link(1, 0, 2, &[0, 1]);
    answer.dice = before_roll;
    assert_eq!(
        judge(&answer, &none, Some(hand0), true),
        Ok(Verdict::Update { first_new: 0 })
    );
}

#[test]
fn refusals_are_said_in_words() {
    assert_eq!(
        Refusal::SeatNotSenders { step: 2, seat: 1 }.to_string(),
        "step 2 was made for seat 1, which the sender does not hold"
    );
    assert!(Refusal::Dice(DiceError::RevealMismatch { seat: 0 })
        .to_string()
        .starts_with("its dice proof is broken"));
}
