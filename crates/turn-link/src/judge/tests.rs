use super::*;
use crate::testkit::{play, replay, Device};

fn resign(link: &mut TurnLink, by: &Device) {
    let r = replay(&link.record, link.seats.len(), by.dice_game).unwrap();
    link.sign(&by.secret, by.hand, &r.start, &r.steps);
}

#[test]
fn a_new_game_is_an_invitation_and_its_last_move_the_senders() {
    let mut host = Device::new(0, &[0, 1], false, 1);
    host.play_turn(3);
    let invite = host.send(1);
    let mut guest = Device::new(1, &[0, 1], false, 2);
    assert_eq!(guest.clone().receive(&invite), Ok(Verdict::Invitation));
    // The host moves for the guest's seat too.
    let mut cheat = host.clone();
    cheat.play_turn(4);
    let link = cheat.send(1);
    assert_eq!(
        guest.receive(&link),
        Err(Refusal::Forged(Forgery::Step { step: 2, seat: 1 }))
    );
}

#[test]
fn newer_older_and_forking_links() {
    let (devices, links) = play(&[0, 1], false, 5, 2);
    let mut b = devices[1].clone();
    // Device b took every link of device a: the ones before its own are stale.
    assert_eq!(b.receive(&links[0]), Ok(Verdict::Stale));
    assert_eq!(b.receive(&links[2]), Ok(Verdict::Stale));
    let last = links.last().unwrap();
    let mut a = devices[0].clone();
    assert_eq!(a.receive(last), Err(Refusal::SenderIsYou), "its own link");
    let mut b2 = devices[1].clone();
    assert!(b2.holds_turn());
    b2.play_turn(1);
    let newer = b2.send(0);
    let have = a.steps.len();
    assert_eq!(a.receive(&newer), Ok(Verdict::Update { first_new: have }));
    // A device that played another move from the same point: a fork, both stories signed.
    let mut b3 = devices[1].clone();
    b3.play_turn(2);
    assert_eq!(a.receive(&b3.send(0)), Ok(Verdict::Fork { at: have }));
}

#[test]
fn a_link_from_a_seat_the_device_holds_is_refused() {
    let (devices, links) = play(&[0, 1], false, 3, 3);
    let mut a = devices[0].clone();
    let mine = links.iter().find(|l| l.from == 0).unwrap();
    let mut as_if_b = mine.clone();
    as_if_b.to = 0;
    assert_eq!(a.receive(&as_if_b), Err(Refusal::SenderIsYou));
}

#[test]
fn three_hands_catch_up_and_the_new_moves_end_with_the_sender() {
    let hands = [0, 1, 2];
    let (devices, _) = play(&hands, false, 3, 4);
    let (mut a, mut b, mut c) = (devices[0].clone(), devices[1].clone(), devices[2].clone());
    // A moves and sends to B; B moves, sends to C; C moves and sends to A, who missed nothing
    // but gets B's and C's moves in one link.
    assert!(a.holds_turn());
    a.play_turn(1);
    b.receive(&a.send(1)).unwrap();
    b.play_turn(2);
    c.receive(&b.send(2)).unwrap();
    c.play_turn(3);
    let have = a.steps.len();
    assert_eq!(
        a.receive(&c.send(0)),
        Ok(Verdict::Update { first_new: have })
    );
    assert_eq!(a.steps.len(), have + 2);
}

#[test]
fn a_link_must_agree_with_the_game_its_seats_and_its_start() {
    let (devices, _) = play(&[0, 1], false, 2, 5);
    let (mut a, b) = (devices[0].clone(), devices[1].clone());
    let mut b2 = b.clone();
    let link = b2.send(0);
    let mut other = link.clone();
    other.game = "sandships".into();
    assert_eq!(
        a.receive(&other),
        Err(Refusal::ForeignGame {
            game: "sandships".into()
        })
    );
    let mut seats = link.clone();
    seats.seats[1].computer = Some(2);
    assert!(matches!(a.receive(&seats), Err(Refusal::BadRecord { .. })));
    let mut past = link.clone();
    past.past.steps = 1;
    resign(&mut past, &b);
    assert!(matches!(a.receive(&past), Err(Refusal::BadRecord { .. })));
    let mut dice = link;
    dice.dice.shares.push(crate::dice::Shares {
        hand: 1,
        head: [0; 16],
        reveal: None,
    });
    assert!(matches!(a.receive(&dice), Err(Refusal::BadRecord { .. })));
}

#[test]
fn dice_are_checked_against_the_proof() {
    let (devices, _) = play(&[0, 1], true, 2, 6);
    let (a, mut b) = (devices[0].clone(), devices[1].clone());
    let mut roller = a.clone();
    assert!(roller.holds_turn() && roller.play_turn(2));
    let link = roller.send(1);
    assert!(matches!(
        b.clone().receive(&link),
        Ok(Verdict::Update { .. })
    ));
    // Another roll than the values give, signed by the roller.
    let mut bad_roll = link.clone();
    let rolls = replay(&link.record, 2, true).unwrap().rolls;
    let (step, seat, n) = *rolls.last().unwrap();
    let line = format!("roll {} {} {}", n[0], n[1], n[2]);
    let other = format!("roll {} {} {}", (n[0] + 1) % 6, n[1], n[2]);
    let at = bad_roll.record.rfind(&line).unwrap();
    bad_roll.record.replace_range(at..at + line.len(), &other);
    resign(&mut bad_roll, &a);
    assert_eq!(
        b.clone().receive(&bad_roll),
        Err(Refusal::Dice(DiceError::RollMismatch { step, seat }))
    );
    // A reveal that does not hash to its head (reveals are not signed: they prove themselves).
    let mut bad_reveal = link.clone();
    let chain = bad_reveal
        .dice
        .chains
        .iter_mut()
        .find(|c| c.seat == 0)
        .unwrap();
    chain.reveal.as_mut().unwrap().1[3] ^= 8;
    assert_eq!(
        b.clone().receive(&bad_reveal),
        Err(Refusal::Dice(DiceError::RevealMismatch { seat: 0 }))
    );
    // A chain's head rewritten by its own hand, after the other device had it.
    let mut rewritten = link;
    rewritten.dice.chains[0].head[0] ^= 1;
    resign(&mut rewritten, &a);
    assert!(matches!(
        b.receive(&rewritten),
        Err(Refusal::Forged(Forgery::BadSeal { .. })) | Err(Refusal::Dice(_))
    ));
}

#[test]
fn a_link_of_format_1_opens_as_a_start_and_brings_no_moves() {
    let text = "turn=1&g=testkit&id=old&n=3&from=0&to=1&seats=0h.1h&rec=move+1%0Amove+2%0Amove+3";
    let link = TurnLink::parse(text).unwrap();
    assert_eq!(link.format, 1);
    let mut fresh = Device::new(1, &[0, 1], false, 7);
    assert_eq!(fresh.receive(&link), Ok(Verdict::Invitation));
    let mut behind = Device::new(1, &[0, 1], false, 7);
    behind.has_game = true;
    behind.steps = vec!["move 1".into(), "move 2".into(), "move 3".into()];
    assert_eq!(behind.receive(&link), Ok(Verdict::Stale));
    behind.steps.truncate(2);
    assert_eq!(behind.receive(&link), Err(Refusal::OldFormat));
}

#[test]
fn refusals_are_said_in_words() {
    assert_eq!(
        Refusal::SeatNotSenders { step: 2, seat: 1 }.to_string(),
        "step 2 was made for seat 1, which the sender does not hold"
    );
    assert_eq!(
        Refusal::Dice(DiceError::MissingShare {
            seat: 0,
            roll: 1,
            hand: 1
        })
        .to_string(),
        "its dice proof is broken: seat 0's roll 1 lacks the share of seat 1's player"
    );
    assert!(Refusal::OldFormat.to_string().contains("earlier version"));
    assert!(Refusal::Dice(DiceError::RevealMismatch { seat: 0 })
        .to_string()
        .starts_with("its dice proof is broken"));
}

#[test]
fn a_start_edited_in_transit_is_refused_whoever_signs_after() {
    // An invitation whose start a relay edits (a seat given 20 points): the sender's seal is
    // over another start.
    let mut host = Device::new(0, &[0, 1], false, 8);
    host.play_turn(3);
    let invite = host.send(1);
    let mut edited = invite.clone();
    edited.record = format!("# score 20\n{}", invite.record);
    let guest = Device::new(1, &[0, 1], false, 9);
    assert_eq!(
        guest.clone().receive(&edited),
        Err(Refusal::Forged(Forgery::BadSeal { hand: 0 }))
    );
    let mut guest = guest;
    assert_eq!(guest.receive(&invite), Ok(Verdict::Invitation));
    // The guest's answer, edited and signed again by the guest itself: the host's copy starts
    // otherwise, so it is refused before any seal is read.
    guest.play_turn(1);
    let answer = guest.send(0);
    let mut resigned = answer.clone();
    resigned.record = format!("# score 20\n{}", answer.record);
    resign(&mut resigned, &guest);
    assert_eq!(host.clone().receive(&resigned), Err(Refusal::StartDiffers));
    assert!(matches!(host.receive(&answer), Ok(Verdict::Update { .. })));
}

#[test]
fn a_link_readdressed_in_transit_is_refused() {
    let (devices, _) = play(&[0, 1, 2], false, 1, 9);
    let mut b = devices[1].clone();
    if !b.holds_turn() {
        return assert!(devices[0].holds_turn() || devices[2].holds_turn());
    }
    b.play_turn(1);
    let mut link = b.send(2);
    link.to = 0;
    assert_eq!(
        devices[0].clone().receive(&link),
        Err(Refusal::Forged(Forgery::SenderUnsealed))
    );
}

#[test]
fn a_game_with_dice_that_starts_rolled_is_refused() {
    let mut host = Device::new(0, &[0, 1], true, 3);
    host.start = "# rolled".into();
    let invite = host.send(1);
    let mut guest = Device::new(1, &[0, 1], true, 4);
    assert_eq!(guest.receive(&invite), Err(Refusal::RolledStart));
}
