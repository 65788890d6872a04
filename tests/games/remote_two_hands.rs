//! Issue 50's third attack through the app's receive path: in a three-seat Sandships game, the
//! player at the first seat opens the third seat's invitation in a second browser and never
//! passes it on, so they hold two hands. When a roll took one other hand's nonce, the second
//! hand gave it, ground against the first's secret: they chose their own dice. Now every roll
//! takes a share from every other hand, each fixed when it joined, and the host's device
//! refuses a second browser that fixes its shares again.

use sandships::{Action, Roll};
use turn_link::testkit::grind_share;
use turn_link::{hash16, DiceError, Refusal, RollOf, Shares, TurnLink, Verdict};

use martian_app::games::sandships::settings::SandSettings;
use martian_app::games::sandships::Sandships;
use martian_app::history::remote::{replay, FairRoll};
use martian_app::history::{History, Playable, Player};

use crate::link_kit::{host, send, take};

/// Signs the link as the device `by` would, over the link as it now stands.
fn resign(link: &mut TurnLink, by: &History<Sandships>) {
    let r = by.remote.as_ref().unwrap();
    let rules = Sandships::from_record(&link.record).unwrap();
    let replayed = replay::<Sandships>(&rules, link.seats.len());
    link.sign(
        &r.secret.expect("a key"),
        r.hand,
        &replayed.start,
        &replayed.steps,
    );
}

#[test]
fn a_player_holding_two_hands_cannot_choose_their_own_roll() {
    // The host sits at the second seat; the first seat rolls first.
    let mut host_device = host::<Sandships>(SandSettings {
        players: vec![Player::Friend, Player::Human, Player::Friend],
        ..SandSettings::default()
    });
    // The host's invitation goes to the third seat first; its player passes the first seat's
    // on, and opens it in a second browser of their own.
    let invite = TurnLink::parse(&send(&mut host_device, 1).unwrap()).unwrap();
    assert_eq!(invite.to, 2);
    let (_, mut second, _) = take::<Sandships>(&invite.to_url("https://host/app/"), None).unwrap();
    let (_, mut cheat, _) = take::<Sandships>(&send(&mut second, 2).unwrap(), None).unwrap();
    // The last to join: nobody has shown a share yet, so its roll waits on both others.
    assert_eq!(cheat.fair_roll(), FairRoll::Waiting);
    host_device = take::<Sandships>(&send(&mut cheat, 3).unwrap(), Some(host_device))
        .unwrap()
        .1;
    let host_share = send(&mut host_device, 4).unwrap();
    second = take::<Sandships>(&host_share, Some(second)).unwrap().1;
    let share = send(&mut second, 5).unwrap();
    cheat = take::<Sandships>(&share, Some(cheat)).unwrap().1;
    assert!(matches!(cheat.fair_roll(), FairRoll::Ready(_)));
    let mut fair = cheat.clone();

    // The share that makes the cheat's roll three Winds, in the second browser's place.
    let r = cheat.remote.as_ref().unwrap();
    let host_share = r.dice.shares_of(1).unwrap().reveal.unwrap().1;
    let of = RollOf {
        game: &r.id,
        seat: 0,
        roll: 1,
    };
    let wanted = grind_share(of, &r.seeds[0].secret(1), &[host_share], 1);
    let before = host_device.clone();
    Sandships::play(&mut cheat.game, Action::Roll(Roll::from_numbers([5, 5, 5]))).unwrap();
    let end = cheat
        .game
        .current()
        .legal_actions()
        .last()
        .copied()
        .unwrap();
    Sandships::play(&mut cheat.game, end).unwrap();
    let mut link = TurnLink::parse(&send(&mut cheat, 6).unwrap()).unwrap();
    let i = link.dice.shares.iter().position(|c| c.hand == 2).unwrap();

    // Revealed in place of the second browser's own share: it is not what it committed to.
    let real = link.dice.shares[i];
    link.dice.shares[i].reveal = Some((1, wanted));
    resign(&mut link, &cheat);
    let refused = take::<Sandships>(&link.to_url("https://host/app/"), Some(before.clone()));
    assert_eq!(
        refused.map(|r| r.0),
        Err(Refusal::Dice(DiceError::ShareMismatch { hand: 2 }))
    );

    // The second browser commits again to a chain ending in that share and signs it; the
    // host's seal from the invitation (which covers only the host's own commitment) stands in
    // for its latest. Every signature holds and the roll follows from the values in the link.
    link.dice.shares[i] = Shares {
        hand: 2,
        head: hash16(&wanted),
        reveal: Some((1, wanted)),
    };
    assert_ne!(link.dice.shares[i].head, real.head);
    link.seals.retain(|s| s.hand != 1);
    link.seals
        .extend(invite.seals.iter().filter(|s| s.hand == 1));
    link.seals.sort_by_key(|s| s.hand);
    resign(&mut link, &second);
    resign(&mut link, &cheat);
    let refused = take::<Sandships>(&link.to_url("https://host/app/"), Some(before.clone()));
    let Err(refusal) = refused.map(|r| r.0) else {
        panic!("the host took a roll its roller chose");
    };
    assert_eq!(refusal, Refusal::Dice(DiceError::Rewritten { seat: 2 }));
    assert_eq!(
        refusal.to_string(),
        "its dice proof is broken: seat 2's dice commitment differs from the one this device already has"
    );

    // The fair turn, from the values fixed before anyone saw the others', is taken.
    crate::link_kit::sand_turn(&mut fair);
    let url = send(&mut fair, 7).unwrap();
    assert!(matches!(
        take::<Sandships>(&url, Some(before)).map(|r| r.0),
        Ok(Verdict::Update { .. })
    ));
}
