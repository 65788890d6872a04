//! The reader never panics, on any input: random text, and real links cut, spliced and
//! mutated. What it cannot read it refuses with a named field.

use proptest::prelude::*;
use turn_link::{judge, DiceLog, LinkError, Replay, SeatHold, Seed, TurnLink};

fn sample() -> TurnLink {
    let mut dice = DiceLog::default();
    let seed = Seed {
        seat: 0,
        bytes: [7; 16],
    };
    dice.commit(&seed, 1);
    dice.give_nonces(1, 2, &holds(), &[0, 0], || [9; 8]);
    dice.reveal(&seed, 1);
    TurnLink {
        game: "sandships".into(),
        id: "abc".into(),
        hop: 3,
        from: 0,
        to: 1,
        seats: holds(),
        dice,
        record: "[Game \"sandships\"]\n\n1. roll TBM B:b end".into(),
    }
}

fn holds() -> Vec<SeatHold> {
    vec![
        SeatHold {
            hand: 0,
            computer: None,
        },
        SeatHold {
            hand: 1,
            computer: None,
        },
    ]
}

fn check(text: &str) {
    match TurnLink::parse(text) {
        Ok(link) => {
            // What was read writes back to something that reads the same.
            assert_eq!(TurnLink::parse(&link.to_fragment()), Ok(link.clone()));
            let replay = Replay {
                seats: link.seats.len(),
                ..Replay::default()
            };
            let _ = judge(&link, &replay, None, true);
        }
        Err(LinkError::Field { field, reason }) => {
            assert!(!field.is_empty() && !reason.is_empty())
        }
        Err(_) => {}
    }
}

proptest! {
    #[test]
    fn any_text_is_read_or_refused(text in ".{0,300}") {
        check(&text);
        check(&format!("turn=1&{text}"));
    }

    #[test]
    fn mutated_links_are_read_or_refused(
        cut in 0usize..400,
        at in 0usize..400,
        byte in any::<u8>(),
        insert in "[&=.~,%+0-9a-zA-Z_-]{0,6}",
    ) {
        let text = sample().to_fragment();
        let mut bytes = text.clone().into_bytes();
        let at = at % bytes.len();
        bytes[at] = byte;
        check(&String::from_utf8_lossy(&bytes));
        let cut = cut % text.len();
        check(&text[..cut]);
        check(&format!("{}{}{}", &text[..cut], insert, &text[cut..]));
    }
}
