use super::*;
use crate::dice::Seed;

pub(crate) fn sample() -> TurnLink {
    let mut dice = DiceLog::default();
    dice.commit(
        &Seed {
            seat: 0,
            bytes: [7; 16],
        },
        1,
    );
    dice.nonces.push(Nonce {
        seat: 0,
        from: 1,
        hop: 2,
        value: [1, 2, 3, 4, 5, 6, 7, 8],
    });
    dice.reveal(
        &Seed {
            seat: 0,
            bytes: [7; 16],
        },
        1,
    );
    TurnLink {
        game: "sandships".into(),
        id: "k3f9".into(),
        hop: 3,
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
        dice,
        record: "[Game \"sandships\"]\n\n1. roll TBM B:b end".into(),
    }
}

#[test]
fn a_link_round_trips_through_its_text() {
    let link = sample();
    let url = link.to_url("https://host/app/index.html#game=old");
    assert!(url.starts_with("https://host/app/index.html#turn=1&g=sandships&id=k3f9&n=3&from=0&to=1&seats=0h.1h.0c3&dice="));
    assert!(url.ends_with("&rec=[Game+%22sandships%22]%0A%0A1.+roll+TBM+B:b+end"));
    assert_eq!(TurnLink::parse(&url), Ok(link.clone()));
    let fragment = link.to_fragment();
    assert_eq!(TurnLink::parse(&fragment), Ok(link.clone()));
    assert_eq!(TurnLink::parse(&format!("#{fragment}")), Ok(link));
}

#[test]
fn a_game_without_dice_writes_no_dice_field() {
    let link = TurnLink {
        dice: DiceLog::default(),
        ..sample()
    };
    assert!(!link.to_fragment().contains("dice="));
    assert_eq!(TurnLink::parse(&link.to_fragment()), Ok(link));
}

fn field_error(text: &str) -> &'static str {
    match TurnLink::parse(text) {
        Err(LinkError::Field { field, .. }) => field,
        other => panic!("expected a field error for {text}, got {other:?}"),
    }
}

#[test]
fn every_bad_field_is_named() {
    let good = sample().to_fragment();
    assert_eq!(TurnLink::parse("#game=1.+d3-d5"), Err(LinkError::NotALink));
    assert_eq!(
        TurnLink::parse("turn=2&g=x"),
        Err(LinkError::Version("2".into()))
    );
    for (from, to, field) in [
        ("&g=sandships", "", "g"),
        ("&id=k3f9", "&id=", "id"),
        ("&n=3", "&n=x", "n"),
        ("&n=3", "&n=99999999999", "n"),
        ("&from=0", "&from=7", "from"),
        ("&to=1", "&to=3", "to"),
        ("&seats=0h.1h.0c3", "&seats=0h", "seats"),
        ("&seats=0h.1h.0c3", "&seats=0h.1x.0c3", "seats"),
        ("&seats=0h.1h.0c3", "&seats=0h.1h.0c9", "seats"),
        ("&seats=0h.1h.0c3", "&seats=0h.5h.0c3", "seats"),
        ("&rec=", "&rec=%ZZ&x=", "rec"),
        ("&dice=", "&dice=0.1.AAAA~&x=", "dice"),
        ("&dice=", "&dice=9.1.", "dice"),
    ] {
        assert!(good.contains(from), "{from}");
        let broken = good.replacen(from, to, 1);
        assert_eq!(field_error(&broken), field, "{broken}");
    }
    let doubled = format!("{good}&g=again");
    assert_eq!(field_error(&doubled), "g");
    let missing = good.split("&rec=").next().unwrap().to_string();
    assert_eq!(field_error(&missing), "rec");
}

#[test]
fn dice_entries_after_the_link_are_refused() {
    let mut link = sample();
    link.dice.nonces[0].hop = 9;
    assert_eq!(field_error(&link.to_fragment()), "dice");
}

#[test]
fn errors_are_said_in_words() {
    let e = TurnLink::parse("turn=1&g=x").unwrap_err();
    assert_eq!(e.to_string(), "its field `id` is missing");
}
