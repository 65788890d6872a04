//! Sandships actions in words, for the action log, screen readers and messages: "launched a
//! small ship to SW6", "sailed C6 → C1, bumping Amber's small ship to C2".

use sandships::{Action, Kind, Owner, State, BOARD};

use super::settings::SEAT_COLOURS;

fn size_word(pips: u8) -> &'static str {
    match pips {
        1 => "small",
        2 => "medium",
        _ => "large",
    }
}

/// An action in words, as the seat that played it did it on `before`.
pub fn describe(before: &State, action: Action) -> String {
    let port = |p: sandships::Port| BOARD.port_name(p).to_string();
    match action {
        Action::Roll(roll) => format!("rolled {roll}"),
        Action::End => "ended the turn".into(),
        Action::Use(face, kind) => {
            let what = match kind {
                Kind::Launch { size, port: p } => {
                    format!("launched a {} ship to {}", size_word(size.pips()), port(p))
                }
                Kind::Land { port: p } => format!(
                    "landed the ship at {} in {}",
                    port(p),
                    BOARD.city_of(p).name()
                ),
                Kind::Build => "built at home".into(),
                Kind::Unfurl { port: p } => format!("unfurled the ship at {}", port(p)),
                Kind::Move { from, to, bump } => match (bump, before.ship(to)) {
                    (Some(d), Some(bumped)) => format!(
                        "sailed {} → {}, bumping {}'s {} ship to {}",
                        port(from),
                        port(to),
                        SEAT_COLOURS[bumped.seat.index()],
                        size_word(bumped.size.pips()),
                        port(d)
                    ),
                    _ => format!("sailed {} → {}", port(from), port(to)),
                },
                Kind::Zap { city, owner, size } => {
                    let whose = match owner {
                        Owner::Seat(s) => format!("{}'s", SEAT_COLOURS[s.index()]),
                        Owner::Dead => "a dead".into(),
                    };
                    format!(
                        "zapped {whose} {} piece in {}",
                        size_word(size.pips()),
                        city.name()
                    )
                }
            };
            if face != kind.face() {
                format!("{what} (with the {} die, as wild)", face.letter())
            } else {
                what
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sandships::Options;

    #[test]
    fn actions_read_as_sentences() {
        let s = State::from_text(
            "xlms/1lms/xlms/0lms/xlms C1:1s,C6:0m llmss/llmms 0 MW -",
            Options::default(),
        )
        .unwrap();
        assert_eq!(
            describe(&s, "M:C6-C1/C2".parse().unwrap()),
            "sailed C6 → C1, bumping Amber's small ship to C2"
        );
        assert_eq!(
            describe(&s, "W:C6^".parse().unwrap()),
            "landed the ship at C6 in C (with the W die, as wild)"
        );
        assert_eq!(
            describe(&s, "Z:C.xl".parse().unwrap()),
            "zapped a dead large piece in C"
        );
    }
}
