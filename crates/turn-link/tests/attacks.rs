//! Attacks by a player on the others (issue 36), each written as the cheat it is: an honest
//! table plays by the protocol (`turn_link::testkit`), the cheater's device writes a link by
//! hand, signs what it can sign, and the victim's device must refuse it. Before seats signed
//! (commit 2aa3be6, format 1) every one of these was accepted.

use turn_link::testkit::{play, replay, Device};
use turn_link::{
    derive_roll, fingerprint, DiceError, Forgery, LinkError, Nonce, Refusal, RollOf, Seed,
    TurnLink, Verdict, MAX_INFLATED, MAX_LINK,
};

/// Tries nonces until one gives the roll wanted (about 216 tries for an exact triple).
fn chosen_nonce(of: RollOf<'_>, secret: &[u8; 16], wanted: [u8; 3]) -> [u8; 8] {
    (0u64..)
        .map(|i| i.to_le_bytes())
        .find(|n| derive_roll(of, secret, n) == wanted)
        .expect("some nonce gives it")
}

/// The cheater signs the link as it now stands, as its own device would.
fn resign(link: &mut TurnLink, cheater: &Device) {
    let r = replay(&link.record, link.seats.len(), cheater.dice_game)
        .expect("a record of the small game");
    link.sign(&cheater.secret, cheater.hand, &r.start, &r.steps);
}

fn fresh_nonces() -> impl FnMut() -> [u8; 8] {
    let mut n = 1000u64;
    move || {
        n += 1;
        n.to_le_bytes()
    }
}

/// Attack 1: in the link that reveals its roll, the roller adds a nonce for its own next roll
/// labelled as given by the other seat, chosen offline against its own next chain value.
#[test]
fn a_roller_cannot_give_its_own_nonce_in_the_other_seats_name() {
    let (mut devices, _) = play(&[0, 1], true, 2, 1);
    let (cheater, victim) = (devices[0].clone(), &mut devices[1]);
    assert!(cheater.holds_turn(), "seat 0 rolls its second turn next");
    let mut c = cheater.clone();
    assert!(c.play_turn(3), "its roll is ready");
    let mut link = c.send(1, fresh_nonces());
    let seed: Seed = c.seeds[0];
    let made = c.made()[0];
    let of = RollOf {
        game: &link.id,
        seat: 0,
        roll: made + 1,
    };
    let wanted = [5, 5, 5];
    let value = chosen_nonce(of, &seed.secret(made + 1), wanted);
    link.dice.nonces.push(Nonce {
        seat: 0,
        from: 1,
        value,
    });
    assert_eq!(
        link.dice.next_roll(&link.id, &seed, made),
        Some(wanted),
        "the cheat works offline"
    );
    resign(&mut link, &cheater);
    let before = victim.clone();
    assert_eq!(
        victim.receive(&link),
        Err(Refusal::Forged(Forgery::Nonce { seat: 0, from: 1 }))
    );
    assert_eq!(victim.steps, before.steps, "nothing taken");
    // The same nonce in its own name.
    link.dice.nonces.last_mut().unwrap().from = 0;
    resign(&mut link, &cheater);
    assert!(matches!(
        victim.receive(&link),
        Err(Refusal::Dice(DiceError::BadNonce { seat: 0, .. }))
    ));
}

/// Attack 1: the host's invitation carries its first roll, with a nonce it chose itself
/// labelled as the invited seat's.
#[test]
fn an_invitation_cannot_carry_a_roll_on_a_nonce_the_receiver_never_gave() {
    let mut host = Device::new(0, &[0, 1], true, 1);
    let seed = host.seeds[0];
    host.dice.commit(&seed);
    let wanted = [0, 0, 0];
    let of = RollOf {
        game: &host.id,
        seat: 0,
        roll: 1,
    };
    host.dice.nonces.push(Nonce {
        seat: 0,
        from: 1,
        value: chosen_nonce(of, &seed.secret(1), wanted),
    });
    host.steps = vec!["roll 0 0 0".into(), "move 1".into()];
    host.dice.reveal(&seed, 1);
    let link = host.send(1, fresh_nonces());
    let mut guest = Device::new(1, &[0, 1], true, 2);
    let refused = guest.receive(&link);
    assert!(
        matches!(
            refused,
            Err(Refusal::Dice(DiceError::BadNonce { seat: 0, roll: 1 }))
        ),
        "{refused:?}"
    );
    assert!(!guest.has_game, "nothing kept");
}

/// Attack 1: the invited player answers with its chain, a nonce in the host's name and its own
/// first roll chosen by it (before, it backdated its chain's link number to do so).
#[test]
fn an_invited_player_cannot_roll_on_a_nonce_in_the_hosts_name() {
    // The host (hand 0) holds seat 1; the invited hand 1 holds seat 0 and rolls first.
    let hands = [1, 0];
    let mut host = Device::new(0, &hands, true, 1);
    let invite = host.send(0, fresh_nonces());
    let mut guest = Device::new(1, &hands, true, 2);
    assert_eq!(guest.receive(&invite), Ok(Verdict::Invitation));
    let seed = guest.seeds[0];
    guest.dice.commit(&seed);
    let wanted = [2, 2, 2];
    let of = RollOf {
        game: &guest.id,
        seat: 0,
        roll: 1,
    };
    guest.dice.nonces.push(Nonce {
        seat: 0,
        from: 1,
        value: chosen_nonce(of, &seed.secret(1), wanted),
    });
    guest.steps = vec!["roll 2 2 2".into(), "move 0".into()];
    let mut answer = guest.send(1, fresh_nonces());
    assert_eq!(
        host.clone().receive(&answer),
        Err(Refusal::Forged(Forgery::Nonce { seat: 0, from: 1 }))
    );
    // Its chain moved before the host's, as if published first: the host's seal breaks.
    answer.dice.chains.swap(0, 1);
    resign(&mut answer, &guest);
    assert_eq!(
        host.receive(&answer),
        Err(Refusal::Forged(Forgery::BadSeal { hand: 0 }))
    );
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
    let mut link = cheater.send(2, fresh_nonces());
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
    let to_b = a.send(1, fresh_nonces());
    b.receive(&to_b).unwrap();
    b.play_turn(1);
    let mut to_c = b.send(2, fresh_nonces());
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
    let to_a = c.send(0, fresh_nonces());
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
    b.receive(&a.send(1, fresh_nonces())).unwrap();
    b.play_turn(2);
    a.receive(&b.send(0, fresh_nonces())).unwrap();
    // The cheater rewrites seat 1's move (step 2, the victim's) and moves on from there.
    let mut cheat = earlier.clone();
    cheat.steps[1] = "move 6".into();
    cheat.seals.retain(|s| s.hand != 1);
    cheat.play_turn(5);
    let link = cheat.send(1, fresh_nonces());
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
        b.receive(&cheat.send(1, fresh_nonces())),
        Err(Refusal::Forged(Forgery::BadSeal { hand: 1 }))
    );
    // An honest other story from the same point (both devices signed all of it) is a fork.
    let mut other = earlier;
    other.play_turn(4);
    assert_eq!(
        b.receive(&other.send(1, fresh_nonces())),
        Ok(Verdict::Fork { at: 2 })
    );
}

/// Attack 4: a link of any size and any number of nonces was read (verifying was rolls x
/// nonces); a deflated link could inflate without end.
#[test]
fn a_huge_link_a_flood_of_nonces_or_a_deflate_bomb_is_refused_unread() {
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
        l.dice.nonces.push(Nonce {
            seat: 0,
            from: 1,
            value: [(i % 251) as u8; 8],
        });
    }
    let text = l.to_fragment();
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
