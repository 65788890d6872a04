//! Play by link against a tiny game of its own ([`Race`]): the protocol is the history's, for
//! any game, so it is tested here without either real game (those are tested across the
//! registry in `tests/games/`). Two devices, each a `History` of its own, pass links as text:
//! the invitation, the dice exchange (both devices roll the same fair numbers), updates, a
//! stale link, a fork that is only offered, and links changed on the way, each refused.

use turn_link::{Refusal, TurnLink, Verdict};

use super::fake_game::{Race, RaceSettings, RaceStep};
use super::{receive, start_remote, FairRoll};
use crate::history::{History, Playable, Player};

/// A device's random source: distinct bytes per call.
fn random(call: u8) -> Vec<u8> {
    (0..512u32)
        .map(|i| (i as u8).wrapping_mul(31) ^ call)
        .collect()
}

/// The link `h` owes now, sealed, as the text a friend receives.
fn send(h: &mut History<Race>, call: u8) -> String {
    let to = h.link_due().expect("a link is due");
    h.seal(to, &random(call));
    let last = h.remote.as_ref().unwrap().last.clone().unwrap();
    format!("https://host/app/#{last}")
}

fn take(
    url: &str,
    have: Option<History<Race>>,
) -> Result<(Verdict, History<Race>, String), Refusal> {
    let link = TurnLink::parse(url).map_err(Refusal::Malformed)?;
    receive::<Race>(&link, have, "new".into(), 1.0)
}

/// A turn: the fair roll, then the first die's pips.
fn race_turn(h: &mut History<Race>) -> [u8; 3] {
    let FairRoll::Ready(numbers) = h.fair_roll() else {
        panic!("no roll ready: {:?}", h.fair_roll());
    };
    Race::play(&mut h.game, RaceStep::Roll(numbers)).unwrap();
    Race::play(&mut h.game, RaceStep::Go(numbers[0] + 1)).unwrap();
    numbers
}

/// Runner 1 (a) invites Runner 2 (b); b's answer brings its part of the dice.
fn invited() -> (History<Race>, History<Race>) {
    let settings = RaceSettings {
        players: vec![Player::Human, Player::Friend],
    };
    let mut a = History::<Race>::new("race".into(), settings, 0.0).unwrap();
    start_remote(&mut a);
    assert_eq!(
        a.fair_roll(),
        FairRoll::Waiting,
        "the first roll waits for the friend's part"
    );
    let (verdict, mut b, words) = take(&send(&mut a, 1), None).unwrap();
    assert_eq!(verdict, Verdict::Invitation);
    assert_eq!(
        words,
        "Runner 1 invites you to a game of Race; you play Runner 2."
    );
    let (verdict, next, _) = take(&send(&mut b, 2), Some(a.clone())).unwrap();
    assert_eq!(verdict, Verdict::Update { first_new: 0 });
    (next, b)
}

#[test]
fn both_devices_roll_the_same_fair_dice_and_agree_on_the_race() {
    let (mut a, mut b) = invited();
    let mut turn = 0u8;
    while Race::to_act(&a.game, a.steps().len()).is_some() && turn < 60 {
        let (mover, other) = if turn.is_multiple_of(2) {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        assert!(mover.holds_seat_to_act() && !other.holds_seat_to_act());
        let numbers = race_turn(mover);
        let url = send(mover, 10 + turn);
        let (verdict, next, _) = take(&url, Some(other.clone())).unwrap();
        assert!(matches!(verdict, Verdict::Update { .. }), "{verdict:?}");
        *other = next;
        assert_eq!(Race::record(&a.game), Race::record(&b.game));
        assert_eq!(a.rolls(), b.rolls(), "both devices derive the same rolls");
        assert_eq!(
            a.rolls().1.last().map(|r| r.2),
            Some(numbers),
            "the roll played is the one derived"
        );
        turn += 1;
    }
    assert!(turn > 2 && turn < 60, "the race ended after {turn} turns");
}

#[test]
fn a_stale_link_changes_nothing_and_a_fork_is_only_offered() {
    let (mut a, mut b) = invited();
    race_turn(&mut a);
    let first = send(&mut a, 3);
    b = take(&first, Some(b)).unwrap().1;
    let (verdict, same, words) = take(&first, Some(b.clone())).unwrap();
    assert_eq!(verdict, Verdict::Stale);
    assert_eq!(same, b);
    assert!(words.contains("nothing was changed"), "{words}");

    // A copy of Runner 2's device (the same key) plays another line from the same point: to
    // the original device it is a fork, offered as a game of its own.
    let mut copy = b.clone();
    race_turn(&mut b);
    let played = send(&mut b, 4);
    let a_now = take(&played, Some(a.clone())).unwrap().1;
    let FairRoll::Ready(numbers) = copy.fair_roll() else {
        panic!("the copy has the same roll ready")
    };
    Race::play(&mut copy.game, RaceStep::Roll(numbers)).unwrap();
    let other = numbers.iter().find(|&&n| n != numbers[0]);
    let other_die = other.expect("this seeded roll has two different dice") + 1;
    Race::play(&mut copy.game, RaceStep::Go(other_die)).unwrap();
    let forked = send(&mut copy, 5);
    let (verdict, fork, words) = take(&forked, Some(a_now.clone())).unwrap();
    assert!(matches!(verdict, Verdict::Fork { .. }), "{verdict:?}");
    assert_ne!(fork.id, a_now.id, "a fork is a game of its own");
    assert!(words.contains("Keep it as a separate game"), "{words}");
}

#[test]
fn links_changed_on_the_way_are_refused() {
    let (mut a, b) = invited();
    race_turn(&mut a);
    let url = send(&mut a, 3);
    let before = b.clone();
    // An illegal step in the record: the rules refuse it before any seal is looked at.
    let go = url.find("+g").expect("a move in the record") + 2;
    let mut illegal = url.clone();
    illegal.replace_range(go..go + 1, "9");
    assert!(matches!(
        take(&illegal, Some(b.clone())),
        Err(Refusal::IllegalMove { .. } | Refusal::BadRecord { .. })
    ));
    // A legal but different move (another die of the same roll): its seal no longer matches.
    let RaceStep::Roll(numbers) = a.game.steps[0] else {
        panic!("the race starts with a roll")
    };
    let played = &url[go..go + 1];
    let other = numbers
        .iter()
        .map(|n| (n + 1).to_string())
        .find(|pips| pips != played)
        .expect("this seeded roll has two different dice");
    let mut changed = url.clone();
    changed.replace_range(go..go + 1, &other);
    let refused = take(&changed, Some(b.clone())).unwrap_err();
    assert!(
        matches!(refused, Refusal::Forged(_)),
        "{refused:?}: {refused}"
    );
    // The link as sent still reads: nothing about the device changed.
    assert_eq!(b, before);
    assert!(take(&url, Some(b)).is_ok());
}
