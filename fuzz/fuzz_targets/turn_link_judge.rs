//! Feeds links to the judge of `turn-link` against a real stored game: a table of honest
//! devices (`turn_link::testkit`) plays a Sandships-like game with dice and signed links, and
//! each input is judged by the device that received the last link, as it was just before it
//! (its copy, keys, seals and dice log), and by a device with no copy (an invitation). The
//! input is either a whole link text, or bytes spliced into a real link's text (first byte
//! odd). Nothing may panic; a link of this format that the reader takes writes back and reads
//! the same; a link
//! the judge takes must replay by the rules and keep every step the receiver had signed by
//! its seat.
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use turn_link::testkit::{play_recorded, replay, Device};
use turn_link::{TurnLink, Verdict};

struct Table {
    receiver: Device,
    stranger: Device,
    last: String,
}

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| {
        let hands = [0, 1, 2];
        let (_, links, before) = play_recorded(&hands, true, 7, 9);
        let last = links.last().expect("links were sent");
        let to = hands[usize::from(last.to)];
        Table {
            receiver: before.last().expect("a receiver").clone(),
            stranger: Device::new(to, &hands, true, 42),
            last: last.to_fragment(),
        }
    })
}

fuzz_target!(|data: &[u8]| {
    let t = table();
    let text = match data.split_first() {
        Some((&mode, rest)) if mode % 2 == 1 => {
            let at = usize::from(mode / 2) * 37 % t.last.len();
            let splice = String::from_utf8_lossy(rest);
            format!("{}{}{}", &t.last[..at], splice, &t.last[at..])
        }
        _ => String::from_utf8_lossy(data).into_owned(),
    };
    let Ok(link) = TurnLink::parse(&text) else {
        return;
    };
    if link.format == turn_link::FORMAT {
        assert_eq!(TurnLink::parse(&link.to_fragment()).as_ref(), Ok(&link));
    }
    let mut receiver = t.receiver.clone();
    let had = receiver.steps.clone();
    if let Ok(verdict) = receiver.receive(&link) {
        assert!(replay(&link.record, link.seats.len(), true).is_some());
        if let Verdict::Update { first_new } = verdict {
            assert_eq!(first_new, had.len());
            assert!(receiver.steps.starts_with(&had), "an update kept what it had");
        }
    }
    let _ = t.stranger.clone().receive(&link);
});
