//! What a lesson asks for, in words: an action as something to do ("sail the ship on SW5 to
//! C5", "zap Amber's medium piece in NE") and a die by its action ("a Move"). The action log's
//! words (`words.rs`) say what was done; a learner is told what to do.

use sandships::{Face, Kind, Owner, Port, State, BOARD};

use crate::games::sandships::settings::SEAT_COLOURS;

/// A port's name (`SW5`).
pub fn port(p: Port) -> String {
    BOARD.port_name(p).to_string()
}

/// A die's face as a noun: "Transform", "Move", "Wild".
pub fn face_name(face: Face) -> &'static str {
    match face {
        Face::T => "Transform",
        Face::B => "Build",
        Face::U => "Unfurl",
        Face::M => "Move",
        Face::Z => "Zap",
        Face::W => "Wild",
    }
}

/// A die's face with its article: "a Move", "an Unfurl".
pub fn a_face(face: Face) -> String {
    let article = if face == Face::U { "an" } else { "a" };
    format!("{article} {}", face_name(face))
}

/// What a die's own action is, as a verb phrase: "launch or land", "sail a ship".
pub fn face_verb(face: Face) -> &'static str {
    match face {
        Face::T => "launch or land",
        Face::B => "build",
        Face::U => "unfurl a ship",
        Face::M => "sail a ship",
        Face::Z => "zap",
        Face::W => "do any action",
    }
}

/// Whose a piece is, for a sentence: "Amber's", "a dead".
pub fn whose(owner: Owner) -> String {
    match owner {
        Owner::Seat(s) => format!("{}'s", SEAT_COLOURS[s.index()]),
        Owner::Dead => "the dead".into(),
    }
}

/// An action to do on `state`, in words: "launch a small ship into SW5".
pub fn to_do(state: &State, kind: Kind) -> String {
    match kind {
        Kind::Launch { size, port: p } => format!("launch a {size} ship into {}", port(p)),
        Kind::Land { port: p } => format!(
            "land the ship on {} in {}",
            port(p),
            BOARD.city_of(p).name()
        ),
        Kind::Build => "build".into(),
        Kind::Unfurl { port: p } => format!("unfurl the ship on {}", port(p)),
        Kind::Move { from, to, bump } => match (bump, state.ship(to)) {
            (Some(d), Some(bumped)) => format!(
                "sail the ship on {} to {}, bumping {}'s {} ship to {}",
                port(from),
                port(to),
                SEAT_COLOURS[bumped.seat.index()],
                bumped.size,
                port(d)
            ),
            _ => format!("sail the ship on {} to {}", port(from), port(to)),
        },
        Kind::Zap { city, owner, size } => {
            format!("zap {} {size} piece in {}", whose(owner), city.name())
        }
    }
}

/// The ports a ship on `from` may sail to, as a list in words: "SW6 or C5".
pub fn reach(from: Port) -> String {
    let names: Vec<String> = (0..sandships::PORTS as u8)
        .map(Port)
        .filter(|&p| BOARD.reaches(from, p))
        .map(port)
        .collect();
    or_list(&names)
}

/// "A", "A or B", "A, B or C".
pub fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// "A", "A and B", "A, B and C".
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sandships::Options;

    #[test]
    fn actions_read_as_things_to_do() {
        let s = State::from_text(
            "xlms/1lms/xlms/0lms/xlms C1:1s,C6:0m llmss/llmms 0 MW -",
            Options::default(),
        )
        .unwrap();
        let kind = |t: &str| t.parse::<Kind>().unwrap();
        assert_eq!(
            to_do(&s, kind("C6-C1/C2")),
            "sail the ship on C6 to C1, bumping Amber's small ship to C2"
        );
        assert_eq!(to_do(&s, kind("s>SW5")), "launch a small ship into SW5");
        assert_eq!(to_do(&s, kind("C.xl")), "zap the dead large piece in C");
        assert_eq!(reach(BOARD.port("SW5").unwrap()), "SW6 or C5");
        assert_eq!(
            reach(BOARD.port("C1").unwrap()),
            "NE1, C2, C3, C4, C5, C6, C7 or C8"
        );
        assert_eq!(
            and_list(&["a".into(), "b".into(), "c".into()]),
            "a, b and c"
        );
    }
}
