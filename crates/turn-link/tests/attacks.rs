//! Attacks by a player on the others (issue 36), each written as the cheat it is: an honest
//! table plays by the protocol (`turn_link::testkit`), the cheater's device writes a link by
//! hand, signs what it can sign, and the victim's device must refuse it. Before seats signed
//! (commit 2aa3be6, format 1) every one of these was accepted.

use turn_link::testkit::{grind_share, play, replay, Device};
use turn_link::{
    fingerprint, hash16, DiceError, Forgery, LinkError, Refusal, RollOf, Seed, Shares, TurnLink,
    Verdict, MAX_INFLATED, MAX_LINK,
};

/// The cheater signs the link as it now stands, as its own device would.
fn resign(link: &mut TurnLink, cheater: &Device) {
    let r = replay(&link.record, link.seats.len(), cheater.dice_game)
        .expect("a record of the small game");
    link.sign(&cheater.secret, cheater.hand, &r.start, &r.steps);
}

/// `x` hashed `times` times.
fn hashed(mut x: [u8; 16], times: u32) -> [u8; 16] {
    for _ in 0..times {
        x = hash16(&x);
    }
    x
}
/// Attack 1: in the link that reveals its roll, the roller puts in the other hand's share for
/// its own next roll, chosen offline against its own next chain value.
#[test]
fn a_roller_cannot_put_a_share_of_its_choosing_in_the_other_hands_name() {
    let (mut devices, _) = play(&[0, 1], true, 2, 1);
    let (cheater, victim) = (devices[0].clone(), &mut devices[1]);
    assert!(cheater.holds_turn(), "seat 0 rolls its second turn next");
    let mut c = cheater.clone();
    assert!(c.play_turn(3), "its roll is ready");
    let seed: Seed = c.seeds[0];
    let made = c.made()[0];
    let mut link = c.send(1);
    let of = RollOf {
        game: &link.id,
        seat: 0,
        roll: made + 1,
    };
    let value = grind_share(of, &seed.secret(made + 1), &[], 0);
    link.dice.shares[1].reveal = Some((made + 1, value));
    resign(&mut link, &cheater);
    let before = victim.clone();
    assert_eq!(
        victim.receive(&link),
        Err(Refusal::Dice(DiceError::ShareMismatch { hand: 1 }))
    );
    assert_eq!(victim.steps, before.steps, "nothing taken");
    // The other hand's whole chain of shares made up to match: its seal breaks.
    link.dice.shares[1] = Shares {
        hand: 1,
        head: hashed(value, made + 1),
        reveal: Some((made + 1, value)),
    };
    resign(&mut link, &cheater);
    assert_eq!(
        victim.receive(&link),
        Err(Refusal::Forged(Forgery::BadSeal { hand: 1 }))
    );
}

/// Attack 1: the host's invitation carries its first roll, on a share of the invited hand's
/// that the host made up.
#[test]
fn an_invitation_cannot_carry_a_roll_on_a_share_the_receiver_never_gave() {
    let mut host = Device::new(0, &[0, 1], true, 1);
    let seed = host.seeds[0];
    host.dice.commit(0, &seed);
    let of = RollOf {
        game: &host.id,
        seat: 0,
        roll: 1,
    };
    let value = grind_share(of, &seed.secret(1), &[], 0);
    host.dice.shares.push(Shares {
        hand: 1,
        head: hash16(&value),
        reveal: Some((1, value)),
    });
    host.steps = vec!["roll 5 5 5".into(), "move 1".into()];
    host.dice.reveal(&seed, 1);
    let link = host.send(1);
    let mut guest = Device::new(1, &[0, 1], true, 2);
    let refused = guest.receive(&link);
    assert!(
        matches!(
            refused,
            Err(Refusal::Dice(DiceError::MissingShare {
                seat: 0,
                roll: 1,
                hand: 1
            }))
        ),
        "{refused:?}"
    );
    assert!(!guest.has_game, "nothing kept");
}

/// Attack 1: the invited player answers with its chain, a share in the host's name and its own
/// first roll chosen by it (before, it backdated its chain's link number to do so).
#[test]
fn an_invited_player_cannot_roll_on_a_share_in_the_hosts_name() {
    // The host (hand 0) holds seat 1; the invited hand 1 holds seat 0 and rolls first.
    let hands = [1, 0];
    let mut host = Device::new(0, &hands, true, 1);
    let invite = host.send(0);
    let mut guest = Device::new(1, &hands, true, 2);
    assert_eq!(guest.receive(&invite), Ok(Verdict::Invitation));
    let seed = guest.seeds[0];
    guest.dice.commit(1, &seed);
    let of = RollOf {
        game: &guest.id,
        seat: 0,
        roll: 1,
    };
    let value = grind_share(of, &seed.secret(1), &[], 0);
    guest.dice.shares[0].reveal = Some((1, value));
    guest.steps = vec!["roll 5 5 5".into(), "move 0".into()];
    let mut answer = guest.send(1);
    assert_eq!(
        host.clone().receive(&answer),
        Err(Refusal::Dice(DiceError::ShareMismatch { hand: 0 }))
    );
    // Its chain moved before the host's, as if published first: the host's seal breaks.
    answer.dice.shares[0].reveal = None;
    answer.dice.chains.swap(0, 1);
    resign(&mut answer, &guest);
    assert_eq!(
        host.receive(&answer),
        Err(Refusal::Forged(Forgery::BadSeal { hand: 0 }))
    );
}

/// Attack 3 of issue 50: with three seats, B opens C's invitation in a second browser (its
/// own fake C) and never passes it on. When a roll took one other hand's nonce, the fake C
/// gave the nonce for B's roll, ground against B's secret: B chose its own dice (at d6ea70a
/// the host took it). Now B's roll takes A's share too, which A shows only once every hand
/// (the fake C too) has committed: all B can still change is the fake C's commitment, and the
/// host refuses a commitment made twice, even where it would read as a fork.
#[test]
fn a_player_holding_two_hands_cannot_choose_their_own_roll() {
    // B (hand 1) holds seat 0 and rolls first; the host A (hand 0) seat 1; the fake C seat 2.
    let hands = [1, 0, 2];
    let mut a = Device::new(0, &hands, true, 8);
    let mut b = Device::new(1, &hands, true, 8);
    let mut fake_c = Device::new(2, &hands, true, 9);
    let invite = a.send(0);
    b.receive(&invite).unwrap();
    fake_c.receive(&b.send(2)).unwrap();
    a.receive(&fake_c.send(1)).unwrap();
    assert!(!b.play_turn(0), "B's first roll waits on A's share");
    b.receive(&a.send(0)).unwrap();
    let seed = b.seeds[0];
    let share_a = b.dice.shares_of(0).unwrap().reveal.unwrap();
    assert_eq!(share_a.0, 1, "A shows its share once every hand committed");
    // B's first roll: its own value, A's share and the fake C's, in hand order.
    let of = RollOf {
        game: &b.id,
        seat: 0,
        roll: 1,
    };
    let wanted = grind_share(of, &seed.secret(1), &[share_a.1], 1);
    let mut cheat = b.clone();
    cheat.steps = vec!["roll 5 5 5".to_string(), "move 1".to_string()];
    cheat.dice.reveal(&seed, 1);
    let mut link = cheat.send(1);
    // (a) The fake C reveals the share B wants in place of its own: it does not hash to the
    // fake C's head.
    link.dice.shares[2].reveal = Some((1, wanted));
    resign(&mut link, &b);
    let before = a.clone();
    assert_eq!(
        a.receive(&link),
        Err(Refusal::Dice(DiceError::ShareMismatch { hand: 2 }))
    );
    // (b) The fake C commits again, to a chain whose first share is the one B wants, and
    // signs it (B holds its key); A's seal from the invitation, which covers no commitment but
    // A's own, stands in for A's latest. Every signature holds, and B's roll follows from the
    // values in the link.
    link.dice.shares[2] = Shares {
        hand: 2,
        head: hash16(&wanted),
        reveal: Some((1, wanted)),
    };
    link.seals.retain(|s| s.hand != 0);
    link.seals
        .extend(invite.seals.iter().filter(|s| s.hand == 0));
    link.seals.sort_by_key(|s| s.hand);
    resign(&mut link, &fake_c);
    resign(&mut link, &b);
    assert_eq!(
        a.receive(&link),
        Err(Refusal::Dice(DiceError::Rewritten { seat: 2 })),
        "a hand that committed twice"
    );
    assert_eq!(
        (a.steps.clone(), a.dice.clone()),
        (before.steps, before.dice),
        "nothing taken"
    );
    // B's honest roll is what the committed values give, whoever holds the fake C.
    let mut honest = b.clone();
    assert!(honest.play_turn(1));
    assert!(matches!(
        a.receive(&honest.send(1)),
        Ok(Verdict::Update { .. })
    ));
}

/// Attack 3: with three hands, hand 1 sends hand 0 a link marked as from seat 2 carrying a
/// move for seat 2 that hand 2 never made; then the same with a key made up for hand 2.
#[test]
fn a_link_cannot_claim_a_third_seat_as_its_sender() {
    let hands = [0, 1, 2];
    let (devices, _) = play(&hands, false, 4, 3);
    // Seat 1 is to act: hand 1 moves, then moves for seat 2 too and names seat 2 as sender.
    let mut cheater = devices[1].clone();
    assert!(cheater.holds_turn());
    cheater.play_turn(1);
    let mut link = cheater.send(2);
    link.from = 2;
    link.to = 0;
    let mut victim = devices[0].clone();
    assert_eq!(
        victim.receive(&link),
        Err(Refusal::Forged(Forgery::SenderUnsealed)),
        "hand 1's own link, named as seat 2's"
    );
    let steps = victim.steps.len();
    link.record.push_str("\nmove 9");
    resign(&mut link, &cheater);
    assert_eq!(
        victim.receive(&link),
        Err(Refusal::Forged(Forgery::Step {
            step: steps + 2,
            seat: 2
        }))
    );
    // With a key of its own making for hand 2, in place of the real one.
    let mut fake = Device::new(2, &hands, false, 99);
    fake.keys = link.keys.iter().filter(|k| k.hand != 2).copied().collect();
    link.keys = fake.keys.clone();
    link.seals.retain(|s| s.hand != 2);
    resign(&mut link, &cheater);
    resign(&mut link, &fake);
    assert_eq!(
        victim.receive(&link),
        Err(Refusal::Forged(Forgery::KeyChanged { hand: 2 }))
    );
}

/// Attack 3, what signing cannot stop: a device that never heard from a hand takes the first
/// key it sees for it. A relay that swaps it is caught two ways: the fingerprint words differ
/// from the ones the real player reads out, and the real player's device refuses every link
/// that carries a key for its seat that is not its own.
#[test]
fn a_key_swapped_before_first_contact_shows_in_the_words_and_is_refused_by_its_owner() {
    let hands = [0, 1, 2];
    let mut a = Device::new(0, &hands, false, 5);
    let mut b = Device::new(1, &hands, false, 5);
    let mut c = Device::new(2, &hands, false, 5);
    a.play_turn(0);
    let to_b = a.send(1);
    b.receive(&to_b).unwrap();
    b.play_turn(1);
    let mut to_c = b.send(2);
    // B swaps A's key for one of its own making and signs A's part with it.
    let mut fake_a = Device::new(0, &hands, false, 77);
    to_c.keys[0].key = turn_link::public_key(&fake_a.secret);
    fake_a.keys = to_c.keys.clone();
    let steps = replay(&to_c.record, 3, false).unwrap().steps;
    let partial = to_c.clone();
    let mut signed_a = partial.clone();
    signed_a.sign(&fake_a.secret, 0, "", &steps[..1]);
    to_c.seals.retain(|s| s.hand != 0);
    to_c.seals
        .push(*signed_a.seals.iter().find(|s| s.hand == 0).expect("a seal"));
    to_c.seals.sort_by_key(|s| s.hand);
    resign(&mut to_c, &b);
    assert_eq!(
        c.receive(&to_c),
        Ok(Verdict::Invitation),
        "a key never seen before is taken on first contact"
    );
    assert_ne!(
        fingerprint(&to_c.keys[0].key),
        fingerprint(&turn_link::public_key(&a.secret)),
        "the words C is shown for A differ from the words A reads out"
    );
    c.play_turn(2);
    let to_a = c.send(0);
    assert_eq!(
        a.receive(&to_a),
        Err(Refusal::Forged(Forgery::KeyChanged { hand: 0 })),
        "A's device refuses the game with its key swapped"
    );
}

/// Attack 2: a fork link was taken without the seat checks: its sender moved for the
/// receiver's seat after the point where it forks.
#[test]
fn a_fork_link_cannot_move_for_the_receivers_seat() {
    let (devices, _) = play(&[0, 1], false, 2, 4);
    let (mut a, mut b) = (devices[0].clone(), devices[1].clone());
    let earlier = a.clone();
    assert!(a.holds_turn());
    a.play_turn(1);
    b.receive(&a.send(1)).unwrap();
    b.play_turn(2);
    a.receive(&b.send(0)).unwrap();
    // The cheater rewrites seat 1's move (step 2, the victim's) and moves on from there.
    let mut cheat = earlier.clone();
    cheat.steps[1] = "move 6".into();
    cheat.seals.retain(|s| s.hand != 1);
    cheat.play_turn(5);
    let link = cheat.send(1);
    let before = b.clone();
    assert_eq!(
        b.receive(&link),
        Err(Refusal::Forged(Forgery::Step { step: 2, seat: 1 }))
    );
    assert_eq!(b.steps, before.steps);
    // The same with the victim's seal kept: it no longer matches.
    let mut cheat = earlier.clone();
    cheat.steps[1] = "move 6".into();
    cheat.play_turn(5);
    assert_eq!(
        b.receive(&cheat.send(1)),
        Err(Refusal::Forged(Forgery::BadSeal { hand: 1 }))
    );
    // An honest other story from the same point (both devices signed all of it) is a fork.
    let mut other = earlier;
    other.play_turn(4);
    assert_eq!(b.receive(&other.send(1)), Ok(Verdict::Fork { at: 2 }));
}

/// Attack 4: a link of any size and any number of commitments was read; a deflated link
/// could inflate without end.
#[test]
fn a_huge_link_a_flood_of_commitments_or_a_deflate_bomb_is_refused_unread() {
    let (_, links) = play(&[0, 1], true, 4, 6);
    // Longer than any game's link, written plainly: refused on its length, before anything
    // is read or inflated.
    let mut l = links.last().unwrap().clone();
    l.record = "x".repeat(300_000);
    let huge = l.to_plain_fragment();
    assert!(huge.len() > MAX_LINK && !huge.contains("&z="));
    assert_eq!(TurnLink::parse(&huge), Err(LinkError::TooLong));
    let mut l = links.last().unwrap().clone();
    for i in 0..3_000u32 {
        l.dice.shares.push(Shares {
            hand: (i % 2) as u8,
            head: [(i % 251) as u8; 16],
            reveal: None,
        });
    }
    let text = l.to_fragment();
    assert!(text.len() < MAX_LINK);
    assert!(matches!(
        TurnLink::parse(&text),
        Err(LinkError::Field { field: "dice", .. })
    ));
    // A few hundred bytes that would inflate past the cap.
    let mut l = links.last().unwrap().clone();
    l.record = "move 1\n".repeat(MAX_INFLATED / 7 + 10);
    let bomb = l.to_fragment();
    assert!(bomb.contains("&z=") && bomb.len() < 2_000, "{}", bomb.len());
    assert_eq!(TurnLink::parse(&bomb), Err(LinkError::TooLong));
}
