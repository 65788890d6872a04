use super::*;
use crate::dice::Seed;

/// The sample's start, as a rules engine would write it.
pub(crate) const START: &str = "[Game \"sandships\"]";

pub(crate) fn sample() -> TurnLink {
    let seed = Seed {
        seat: 0,
        bytes: [7; 16],
    };
    let mut dice = DiceLog::default();
    dice.commit(0, &seed);
    dice.shares.push(Shares {
        hand: 1,
        head: [3; 16],
        reveal: Some((1, [1; 16])),
    });
    dice.reveal(&seed, 1);
    let mut link = TurnLink {
        format: FORMAT,
        game: "sandships".into(),
        id: "k3f9".into(),
        from: 0,
        to: 1,
        seats: vec![
            SeatHold {
                hand: 0,
                computer: None,
            },
            SeatHold {
                hand: 1,
                computer: None,
            },
            SeatHold {
                hand: 0,
                computer: Some(3),
            },
        ],
        past: Past {
            steps: 1,
            parent: Some("old~move1".into()),
        },
        keys: Vec::new(),
        seals: Vec::new(),
        dice,
        record: "[Game \"sandships\"]\n\n1. roll TBM B:b end".into(),
    };
    link.sign(&[5; 32], 0, START, &["roll TBM".into()]);
    link
}

#[test]
fn a_link_round_trips_through_its_text() {
    let link = sample();
    let fields = link.fields();
    assert!(fields
        .starts_with("g=sandships&id=k3f9&from=0&to=1&seats=0h.1h.0c3&past=1.old~move1&keys=0."));
    assert!(fields.ends_with("&rec=[Game+%22sandships%22]%0A%0A1.+roll+TBM+B:b+end"));
    let url = link.to_url("https://host/app/index.html#game=old");
    assert!(url.starts_with("https://host/app/index.html#turn=4&"));
    assert_eq!(TurnLink::parse(&url), Ok(link.clone()));
    let plain = format!("turn=4&{fields}");
    assert_eq!(TurnLink::parse(&plain), Ok(link.clone()));
    assert_eq!(TurnLink::parse(&format!("#{plain}")), Ok(link));
}

#[test]
fn a_long_record_is_deflated_and_read_back() {
    let mut link = sample();
    link.record = "1. roll TBM T:l>SW5 B:b end\n".repeat(40);
    let fragment = link.to_fragment();
    assert!(fragment.starts_with("turn=4&z="), "{fragment}");
    assert!(fragment.len() < link.fields().len() / 2);
    assert_eq!(TurnLink::parse(&fragment), Ok(link));
}

#[test]
fn a_game_without_dice_writes_no_dice_field() {
    let link = TurnLink {
        dice: DiceLog::default(),
        past: Past::default(),
        ..sample()
    };
    assert!(!link.fields().contains("dice=") && !link.fields().contains("past="));
    assert_eq!(TurnLink::parse(&link.to_fragment()), Ok(link));
}

#[test]
fn a_link_of_format_1_is_still_read() {
    // Written by the app before seats signed (its dice entries carry link numbers).
    let old = "https://host/app/#turn=1&g=sandships&id=k3f9&n=3&from=0&to=1&seats=0h.1h.0c3&dice=0.1.AAAAAAAAAAAAAAAAAAAAAA.1.AQEBAQEBAQEBAQEBAQEBAQ~0.1.2.AQIDBAUGBwg&rec=[Game+%22sandships%22]%0A%0A1.+roll+TBM+B:b+end";
    let link = TurnLink::parse(old).unwrap();
    assert_eq!(link.format, 1);
    assert_eq!((link.from, link.to), (0, 1));
    // Its dice prove nothing (nobody signed them): not read.
    assert!(link.dice.is_empty());
    assert!(link.keys.is_empty() && link.seals.is_empty());
    assert_eq!(link.record, "[Game \"sandships\"]\n\n1. roll TBM B:b end");
}

#[test]
fn a_link_of_format_2_is_still_read_as_proving_nothing() {
    // Written by the app before the start was signed: a link number, seals of six parts.
    let old = "turn=2&g=sandships&id=k3f9&n=3&from=0&to=1&seats=0h.1h.0c3&past=1&keys=0.AAAA&seals=0.1.1.1.1.AAAA&dice=0.AAAAAAAAAAAAAAAAAAAAAA~&rec=[Game+%22sandships%22]%0A%0A1.+roll+TBM";
    let link = TurnLink::parse(old).unwrap();
    assert_eq!(link.format, 2);
    assert_eq!((link.from, link.to, link.past.steps), (0, 1, 1));
    assert!(link.keys.is_empty() && link.seals.is_empty() && link.dice.is_empty());
    assert_eq!(link.record, "[Game \"sandships\"]\n\n1. roll TBM");
}

#[test]
fn a_link_of_format_3_is_still_read_as_proving_nothing() {
    // Written by the app whose rolls took one other hand's nonce: seals of eight parts, nonces
    // after the `~`.
    let old = "turn=3&g=sandships&id=k3f9&from=0&to=1&seats=0h.1h.0c3&past=1&keys=0.AAAA&seals=0.1.1.1.1.0.1.AAAA&dice=0.AAAAAAAAAAAAAAAAAAAAAA~0.1.AQIDBAUGBwg&rec=[Game+%22sandships%22]%0A%0A1.+roll+TBM";
    let link = TurnLink::parse(old).unwrap();
    assert_eq!(link.format, 3);
    assert_eq!((link.from, link.to, link.past.steps), (0, 1, 1));
    assert!(link.keys.is_empty() && link.seals.is_empty() && link.dice.is_empty());
    assert_eq!(link.record, "[Game \"sandships\"]\n\n1. roll TBM");
}

#[test]
fn a_field_of_no_meaning_is_not_read_so_it_cannot_change_any() {
    // The link number of format 2, set beyond any number a link can write back, changes
    // nothing: format 4 has none.
    let link = sample();
    let plain = format!("turn=4&{}&n=999999999999", link.fields());
    assert_eq!(TurnLink::parse(&plain), Ok(link));
}

fn field_error(text: &str) -> &'static str {
    match TurnLink::parse(text) {
        Err(LinkError::Field { field, .. }) => field,
        other => panic!("expected a field error for {text}, got {other:?}"),
    }
}

#[test]
fn every_bad_field_is_named() {
    let good = format!("turn=4&{}", sample().fields());
    assert_eq!(TurnLink::parse("#game=1.+d3-d5"), Err(LinkError::NotALink));
    assert_eq!(
        TurnLink::parse("turn=5&g=x"),
        Err(LinkError::Version("5".into()))
    );
    for (from, to, field) in [
        ("&g=sandships", "", "g"),
        ("&id=k3f9", "&id=", "id"),
        ("&from=0", "&from=7", "from"),
        ("&to=1", "&to=3", "to"),
        ("&seats=0h.1h.0c3", "&seats=0h", "seats"),
        ("&seats=0h.1h.0c3", "&seats=0h.1x.0c3", "seats"),
        ("&seats=0h.1h.0c3", "&seats=0h.1h.0c9", "seats"),
        ("&seats=0h.1h.0c3", "&seats=0h.5h.0c3", "seats"),
        ("&past=1.", "&past=x.", "past"),
        ("&keys=0.", "&keys=9.", "keys"),
        ("&keys=0.", "&keys=0.AA,0.", "keys"),
        ("&seals=0.", "&seals=7.", "seals"),
        ("&seals=0.", "&seals=0.1.", "seals"),
        ("&rec=", "&rec=%ZZ&x=", "rec"),
        ("&dice=", "&dice=0.AAAA~&x=", "dice"),
        ("&dice=", "&dice=9.", "dice"),
    ] {
        assert!(good.contains(from), "{from}");
        let broken = good.replacen(from, to, 1);
        assert_eq!(field_error(&broken), field, "{broken}");
    }
    let doubled = format!("{good}&g=again");
    assert_eq!(field_error(&doubled), "g");
    let missing = good.split("&rec=").next().unwrap().to_string();
    assert_eq!(field_error(&missing), "rec");
    assert_eq!(field_error("turn=3&z=AAAA"), "z");
}

#[test]
fn errors_are_said_in_words() {
    let e = TurnLink::parse("turn=3&g=x").unwrap_err();
    assert_eq!(e.to_string(), "its field `id` is missing");
    assert_eq!(
        LinkError::TooLong.to_string(),
        "it is longer than any game's link"
    );
}
