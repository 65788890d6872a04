//! The reader and the judge never panic, on any input: random text, and real links of a game
//! played by the protocol, cut, spliced and mutated, judged against a real device's copy. What
//! the reader cannot read it refuses with a named field.

use proptest::prelude::*;
use turn_link::testkit::{play, replay, Device};
use turn_link::{LinkError, TurnLink};

fn check(text: &str, device: &Device) {
    match TurnLink::parse(text) {
        Ok(link) => {
            // What was read writes back to something that reads the same (a link of an earlier
            // format writes back in this one).
            if link.format == turn_link::FORMAT {
                assert_eq!(TurnLink::parse(&link.to_fragment()), Ok(link.clone()));
            }
            if let Some(r) = replay(&link.record, link.seats.len(), true) {
                let _ = turn_link::judge(&link, &r, None, true);
            }
            let _ = device.clone().receive(&link);
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
        let (devices, _) = play(&[0, 1], true, 2, 1);
        check(&text, &devices[1]);
        check(&format!("turn=3&{text}"), &devices[1]);
        check(&format!("turn=2&{text}"), &devices[1]);
        check(&format!("turn=1&{text}"), &devices[1]);
    }

    #[test]
    fn mutated_links_are_read_or_refused(
        cut in 0usize..4000,
        at in 0usize..4000,
        byte in any::<u8>(),
        insert in "[&=.~,%+0-9a-zA-Z_-]{0,6}",
        which in 0usize..8,
    ) {
        let (devices, links) = play(&[0, 1], true, 6, 2);
        let link = &links[which % links.len()];
        let receiver = &devices[usize::from(link.seats[usize::from(link.to)].hand)];
        for text in [link.to_fragment(), link.to_plain_fragment()] {
            let mut bytes = text.clone().into_bytes();
            let at = at % bytes.len();
            bytes[at] = byte;
            check(&String::from_utf8_lossy(&bytes), receiver);
            let cut = cut % text.len();
            check(&text[..cut], receiver);
            check(&format!("{}{}{}", &text[..cut], insert, &text[cut..]), receiver);
        }
    }
}
