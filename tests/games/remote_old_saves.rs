//! A Sandships game by link saved by the version before every hand had a share in each roll
//! (format 3), with a turn rolled but not yet sent: that roll cannot be proven in the game it
//! goes on as, so the turn is taken back and rolled again with fresh dice, and the friend's
//! device takes the new game as the same one played on.

use turn_link::{TurnLink, Verdict};

use martian_app::games::sandships::Sandships;
use martian_app::history::remote::{receive_in, Context, FairRoll, OLD_DICE_TAKEN_BACK};

use crate::link_kit::{random, sand_turn, sandships_pair, send, take};

#[test]
fn a_turn_rolled_with_the_old_dice_is_taken_back_and_rolled_again_fairly() {
    let (mut blue, mut amber) = sandships_pair();
    // A round played, as the earlier version played it.
    sand_turn(&mut blue);
    amber = take::<Sandships>(&send(&mut blue, 1).unwrap(), Some(amber))
        .unwrap()
        .1;
    sand_turn(&mut amber);
    blue = take::<Sandships>(&send(&mut amber, 2).unwrap(), Some(blue))
        .unwrap()
        .1;
    for h in [&mut blue, &mut amber] {
        h.remote.as_mut().unwrap().format = 3;
    }
    let agreed = blue.steps().len();
    sand_turn(&mut blue);
    assert!(blue.steps().len() > agreed);
    let to = blue.link_due().expect("Blue's turn is to be sent");
    blue.seal(to, &random(3));
    assert_eq!(
        blue.steps().len(),
        agreed,
        "the turn rolled with the old dice"
    );
    assert_eq!(blue.notice.as_deref(), Some(OLD_DICE_TAKEN_BACK));
    assert_eq!(blue.remote.as_ref().unwrap().format, turn_link::FORMAT);
    assert_eq!(blue.fair_roll(), FairRoll::Waiting);

    // The new game's first link asks Amber's device for its part of the fresh dice.
    let url = send(&mut blue, 4).unwrap();
    let link = TurnLink::parse(&url).unwrap();
    assert_eq!(link.past.steps as usize, agreed);
    let context = Context {
        parent: Some(&amber),
        fork_id: None,
    };
    let (verdict, mut amber2, words) =
        receive_in::<Sandships>(&link, None, context, "a2".into(), 1.0).unwrap();
    assert_eq!(verdict, Verdict::Invitation);
    assert!(words.contains("matches it"), "{words}");
    blue = take::<Sandships>(&send(&mut amber2, 5).unwrap(), Some(blue))
        .unwrap()
        .1;
    assert!(
        matches!(blue.fair_roll(), FairRoll::Ready(_)),
        "{:?}",
        blue.fair_roll()
    );
    sand_turn(&mut blue);
    let url = send(&mut blue, 6).unwrap();
    assert!(matches!(
        take::<Sandships>(&url, Some(amber2)).map(|r| r.0),
        Ok(Verdict::Update { .. })
    ));
}
