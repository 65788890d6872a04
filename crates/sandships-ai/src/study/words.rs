//! A Sandships plan said action by action, each with words from the state it is played in
//! ("Launch your large from SW to SW5", "Zap seat 1's medium in C: your ships there have 5
//! pips", "... you now control C"), for the hint and the review's better plan.

use looney_pyramids::Size;
use sandships::{Action, Face, Kind, Owner, State, BOARD};

fn size(s: Size) -> &'static str {
    match s {
        Size::Small => "small",
        Size::Medium => "medium",
        Size::Large => "large",
    }
}

fn face(f: Face) -> &'static str {
    match f {
        Face::T => "Transform",
        Face::B => "Build",
        Face::U => "Unfurl",
        Face::M => "Move",
        Face::Z => "Zap",
        Face::W => "Wild",
    }
}

fn owner(state: &State, o: Owner) -> String {
    match o {
        Owner::Seat(s) if s == state.to_act() => "your own".into(),
        Owner::Seat(s) => format!("seat {s}'s"),
        Owner::Dead => "the dead".into(),
    }
}

/// What one action does, in words, from the state it is played in (`None` for a roll).
fn action_words(state: &State, action: Action) -> Option<String> {
    let Action::Use(die, kind) = action else {
        return match action {
            Action::End => Some("End the turn here, leaving the other dice unused".into()),
            _ => None,
        };
    };
    let ship = |p| state.ship(p).map_or("ship", |s| size(s.size));
    let mut s = match kind {
        Kind::Launch { size: z, port } => format!(
            "Launch your {} from your spire in {} to {}",
            size(z),
            BOARD.city_of(port),
            BOARD.port_name(port)
        ),
        Kind::Land { port } => format!(
            "Land your {} at {} in {}",
            ship(port),
            BOARD.port_name(port),
            BOARD.city_of(port)
        ),
        Kind::Build => {
            let pool = state.pool(state.to_act());
            let smallest = Size::ALL
                .into_iter()
                .find(|z| pool[z.index()] > 0)
                .map_or("piece", size);
            format!(
                "Build: your {smallest} from the pool joins your spire in {}",
                state.home(state.to_act())
            )
        }
        Kind::Unfurl { port } => {
            let next = state
                .ship(port)
                .and_then(|s| Size::from_pips(s.size.pips() + 1))
                .map_or("larger ship", size);
            format!(
                "Unfurl your {} at {} into a {next}",
                ship(port),
                BOARD.port_name(port)
            )
        }
        Kind::Move { from, to, bump } => {
            let mut m = format!(
                "Sail your {} from {} to {}",
                ship(from),
                BOARD.port_name(from),
                BOARD.port_name(to)
            );
            if let Some(b) = bump {
                m += &format!(", bumping the {} there to {}", ship(to), BOARD.port_name(b));
            }
            m
        }
        Kind::Zap {
            city,
            owner: o,
            size: z,
        } => format!(
            "Zap {} {} in {city}: your ships docked there have {} pips",
            owner(state, o),
            size(z),
            state.docked_pips(state.to_act(), city)
        ),
    };
    if die != kind.face() {
        s += &format!(" (with your {} die, as a wild)", face(die));
    }
    Some(s)
}

/// What changed for the mover after an action: cities it now controls, seats put out, a win.
fn consequence(before: &State, after: &State) -> String {
    let me = before.to_act();
    if after.winner() == Some(me) {
        return ": you win".into();
    }
    let mut out = String::new();
    for city in sandships::City::ALL {
        if after.controller(city) == Some(me) && before.controller(city) != Some(me) {
            out += &format!(", and you now control {city}");
        }
        if before.controller(city) == Some(me) && after.controller(city) != Some(me) {
            out += &format!(", and you no longer control {city}");
        }
    }
    for s in (0..before.players()).map(sandships::Seat) {
        if after.is_out(s) && !before.is_out(s) {
            out += &format!(", and seat {s} is out");
        }
    }
    out
}

/// Each action of a plan in words, from the state with the dice in hand; stops at an action
/// that is not legal there.
pub fn plan_words(state: &State, actions: &[Action]) -> Vec<String> {
    let mut s = state.clone();
    let mut out = Vec::new();
    for &a in actions {
        let Some(words) = action_words(&s, a) else {
            break;
        };
        let before = s.clone();
        if s.play(a).is_err() {
            break;
        }
        out.push(words + &consequence(&before, &s));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use sandships::Options;

    #[test]
    fn each_action_is_said() {
        let state = State::from_text(
            "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 BMZ -",
            Options::default(),
        )
        .unwrap();
        let plan: Vec<Action> = ["Z:l>SW5", "M:SW5-C5", "B:b"]
            .iter()
            .map(|t| t.parse().unwrap())
            .collect();
        let words = plan_words(&state, &plan);
        assert_eq!(
            words,
            [
                "Launch your large from your spire in SW to SW5 (with your Zap die, as a wild)",
                "Sail your large from SW5 to C5",
                "Build: your small from the pool joins your spire in SW",
            ]
        );
    }
}
