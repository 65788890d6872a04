//! Why something a reader tried on a teaching board is not allowed, said for a learner ("That
//! die is a Move, and your ship on SW5 can still sail, so it is not wild"). The engine says
//! which rule an action breaks in a player's short terms (`State::play`'s reasons); a learner
//! also needs the rule itself and, for the dice, why a die is or is not wild now, so each case
//! is said here in full.

use sandships::{Action, City, Face, Kind, Owner, Port, Size, State, BOARD, PORTS};

use super::phrase::{a_face, and_list, face_name, face_verb, or_list, port, reach, to_do, whose};
use crate::games::sandships::board::model::Spot;
use crate::games::sandships::settings::SEAT_COLOURS;
use crate::games::sandships::state::die_for;
use crate::games::sandships::view_model::kind_of;

/// Why the seat to act may not do `kind` now with the die it picked (or, with none picked, with
/// any die); empty when it may.
pub fn explain(state: &State, picked: Option<Face>, kind: Kind) -> String {
    if state.winner().is_some() {
        return "The game is over: nothing more can be done.".into();
    }
    if state.needs_roll() {
        return "Roll the dice first: press Roll the dice.".into();
    }
    if !state.performances().contains(&kind) {
        return impossible(state, kind);
    }
    match picked {
        Some(face) if state.clone().play(Action::Use(face, kind)).is_err() => format!(
            "That die is {}, and {}, so it is not wild: a die is wild only when its own action is impossible. Use it to {}, or pick another die.",
            a_face(face),
            own_action(state, face),
            face_verb(face)
        ),
        Some(_) => String::new(),
        None if die_for(state, kind, None).is_some() => String::new(),
        None => {
            let faces: Vec<String> = state
                .dice()
                .map(|d| d.faces().map(|f| face_name(f).to_string()).collect())
                .unwrap_or_default();
            format!(
                "None of your dice can {} now: your {} {} their own actions to do, and a die is wild only when its own action is impossible.",
                to_do(state, kind),
                and_list(&faces),
                if faces.len() == 1 { "die has" } else { "dice have" }
            )
        }
    }
}

/// Why a die's own action is possible now, as a clause: "your ship on SW5 can still sail".
fn own_action(state: &State, face: Face) -> String {
    let first = state.performances().into_iter().find(|k| k.face() == face);
    match first {
        Some(Kind::Launch { size, port: p }) => format!(
            "your {size} piece in {} can still launch",
            BOARD.city_of(p).name()
        ),
        Some(Kind::Land { port: p }) => format!("your ship on {} can still land", port(p)),
        Some(Kind::Build) => "your pool still has pieces to build".into(),
        Some(Kind::Unfurl { port: p }) => format!("your ship on {} can still unfurl", port(p)),
        Some(Kind::Move { from, .. }) => format!("your ship on {} can still sail", port(from)),
        Some(Kind::Zap { city, .. }) => format!("your ships at {} can still zap", city.name()),
        None => "its own action is possible".into(),
    }
}

/// Whose a ship is, when it is not the mover's: "That ship is Amber's".
fn not_yours(state: &State, p: Port, what: &str) -> Option<String> {
    match state.ship(p) {
        None => Some(format!("There is no ship on {}.", port(p))),
        Some(ship) if ship.seat != state.to_act() => Some(format!(
            "That ship is {}'s: you {what} only your own ships.",
            SEAT_COLOURS[ship.seat.index()]
        )),
        Some(_) => None,
    }
}

/// Why a performance is not open to the seat to act at all.
fn impossible(state: &State, kind: Kind) -> String {
    match kind {
        Kind::Launch { size, port: p } => {
            let me = Owner::Seat(state.to_act());
            let stands = City::ALL
                .into_iter()
                .find(|&c| state.spire(c, me)[size.index()] > 0);
            match stands {
                _ if state.ship(p).is_some() => format!(
                    "{} is taken: a piece launches only into an empty port of its own city.",
                    port(p)
                ),
                Some(city) => launches_at_home(city),
                None => format!("You have no {size} piece in a spire to launch."),
            }
        }
        Kind::Land { port: p } => not_yours(state, p, "land")
            .unwrap_or_else(|| "That ship cannot land now.".into()),
        Kind::Build => "Your pool is empty: there is nothing left to build.".into(),
        Kind::Unfurl { port: p } => not_yours(state, p, "unfurl").unwrap_or_else(|| {
            match state.ship(p).and_then(|s| s.size.larger()) {
                None => "A large ship cannot unfurl: there is no larger size.".into(),
                Some(next) => format!(
                    "Your pool has no {next} piece: unfurling swaps a ship for the next larger size from your pool."
                ),
            }
        }),
        Kind::Move { from, to, bump } => not_yours(state, from, "sail")
            .unwrap_or_else(|| no_sail(state, from, to, bump)),
        Kind::Zap { city, owner, size } => no_zap(state, city, owner, size),
    }
}

/// A piece launched into another city's port: where it may go instead.
fn launches_at_home(city: City) -> String {
    let ports: Vec<String> = (0..PORTS as u8)
        .map(Port)
        .filter(|&q| BOARD.city_of(q) == city)
        .map(port)
        .collect();
    format!(
        "A piece launches only into a port of the city it stands in: from {}, that is {}.",
        city.name(),
        or_list(&ports)
    )
}

/// Why the mover's ship on `from` cannot sail to `to` (bumping to `bump`).
fn no_sail(state: &State, from: Port, to: Port, bump: Option<Port>) -> String {
    if !BOARD.reaches(from, to) {
        return format!(
            "A ship sails to another port of its own city, or across its zone to the other city's port: from {}, that is {}.",
            port(from),
            reach(from)
        );
    }
    let (Some(mine), Some(other)) = (state.ship(from), state.ship(to)) else {
        return format!("{} is empty: there is no ship to bump.", port(to));
    };
    let owner = SEAT_COLOURS[other.seat.index()];
    if state.options().bump_smaller && other.size >= mine.size {
        return format!(
            "With the bump-smaller rule a ship bumps only a smaller ship, and {owner}'s {} ship on {} is not smaller than yours.",
            other.size,
            port(to)
        );
    }
    if other.size > mine.size {
        return format!(
            "{owner}'s {} ship on {} is larger than yours: a ship bumps only a ship no larger than itself.",
            other.size,
            port(to)
        );
    }
    let open: Vec<String> = (0..PORTS as u8)
        .map(Port)
        .filter(|&d| BOARD.reaches(to, d) && (state.ship(d).is_none() || d == from))
        .map(port)
        .collect();
    match bump {
        Some(d) if d == from && other == mine => {
            "Swapping two identical ships changes nothing, so it is not an action.".into()
        }
        _ if open.is_empty() => format!(
            "{owner}'s ship on {} has nowhere to go: a bumped ship goes to an empty port it could sail to itself ({}), and those are taken.",
            port(to),
            reach(to)
        ),
        _ => format!(
            "A bumped ship goes to an empty port it could sail to itself from {} (the port you sail from counts as empty): {}.",
            port(to),
            or_list(&open)
        ),
    }
}

/// Why that piece cannot be zapped by the seat to act.
fn no_zap(state: &State, city: City, owner: Owner, size: Size) -> String {
    if owner == Owner::Seat(state.to_act()) {
        return "That piece is yours: you zap only other seats' pieces and dead ones.".into();
    }
    if state.spire(city, owner)[size.index()] == 0 {
        return format!("There is no such piece in {}.", city.name());
    }
    let pips = state.docked_pips(state.to_act(), city);
    if pips == 0 {
        return format!(
            "You have no ship docked at {}: a zap needs your ships in that city's ports.",
            city.name()
        );
    }
    format!(
        "Your ships docked at {} have {pips} pip{} together: they zap only pieces of fewer pips, and {} {size} piece has {}.",
        city.name(),
        if pips == 1 { "" } else { "s" },
        whose(owner),
        size.pips()
    )
}

/// Why the piece at `from` cannot go to `to` (a gesture the rules refuse, or one that is no
/// action at all); empty when it can.
pub fn explain_put(state: &State, picked: Option<Face>, from: Spot, to: Spot) -> String {
    if let (Spot::Piece { city, owner, .. }, Spot::Port(p)) = (from, to) {
        let home = City::ALL[city as usize % 5];
        if owner == state.to_act().0 && BOARD.city_of(Port(p)) != home {
            return launches_at_home(home);
        }
    }
    match kind_of(state, from, to) {
        Some(kind) => explain(state, picked, kind),
        None => "That piece cannot go there.".into(),
    }
}

/// Why the spot the reader touched can do nothing now (it is not something to pick up); empty
/// when there is nothing to say (an empty port, a city).
pub fn explain_touch(state: &State, picked: Option<Face>, spot: Spot) -> String {
    if state.winner().is_some() || state.needs_roll() {
        return explain(state, picked, Kind::Build);
    }
    let me = state.to_act();
    match spot {
        Spot::Port(p) => match state.ship(Port(p)) {
            None => String::new(),
            Some(ship) if ship.seat != me => format!(
                "That ship is {}'s: you sail, land and unfurl only your own ships.",
                SEAT_COLOURS[ship.seat.index()]
            ),
            Some(_) => format!(
                "Your ship on {} can do nothing with the dice you have left.",
                port(Port(p))
            ),
        },
        Spot::Piece { city, owner, size } if owner != me.0 => {
            let Some(size) = Size::from_pips(size) else {
                return String::new();
            };
            let kind = Kind::Zap {
                city: City::ALL[city as usize % 5],
                owner: Owner::from_index(owner as usize),
                size,
            };
            explain(state, picked, kind)
        }
        Spot::Piece { city, .. } => format!(
            "Your pieces in {} cannot launch now: a piece launches into an empty port of its city, with a Transform die or a die that is wild.",
            City::ALL[city as usize % 5].name()
        ),
        Spot::Pool { seat, .. } if seat != me.0 => format!(
            "That is {}'s pool: your own pool is the one marked with your colour.",
            SEAT_COLOURS[seat as usize % 4]
        ),
        Spot::Pool { .. } => {
            "No die of yours can build or unfurl with your pool's pieces now.".into()
        }
        Spot::City(_) => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sandships::Options;

    fn state(t: &str) -> State {
        State::from_text(t, Options::default()).unwrap()
    }

    fn kind(t: &str) -> Kind {
        t.parse().unwrap()
    }

    #[test]
    fn a_die_that_is_not_wild_is_told_why() {
        // A ship on SW5 and a Transform and a Move die: the Move die can sail, so it may not
        // launch.
        let s = state("xlms/1lms/xlms/0lm/xlms SW5:0s llmmss/llmmss 0 TM -");
        let why = explain(&s, Some(Face::M), kind("m>SW6"));
        assert!(
            why.starts_with("That die is a Move, and your ship on SW5 can still sail"),
            "{why}"
        );
        assert_eq!(explain(&s, Some(Face::T), kind("m>SW6")), "");
        assert_eq!(explain(&s, None, kind("m>SW6")), "");
        // With no ship, the Move die is wild: it may launch.
        let wild = state("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TM -");
        assert_eq!(explain(&wild, Some(Face::M), kind("s>SW5")), "");
        // Two dice whose own actions are open: neither may land.
        let both = state("xlms/1lms/xlms/0lm/xlms C5:0s llmmss/llmmss 0 BM -");
        let why = explain(&both, None, kind("C5^"));
        assert!(
            why.starts_with(
                "None of your dice can land the ship on C5 in C now: your Build and Move dice have"
            ),
            "{why}"
        );
    }

    #[test]
    fn each_impossible_action_names_its_rule() {
        let s = state("xlms/1lms/xlms/0lm/xlms SW5:0s,C5:1m llmmss/llmss 0 TMW -");
        let why = |k: &str| explain(&s, None, kind(k));
        assert!(why("SW5-C4").contains("from SW5, that is SW6 or C5"));
        assert!(why("SW5-C5/C4").contains("Amber's medium ship on C5 is larger than yours"));
        assert!(why("s>SW5").starts_with("SW5 is taken"));
        assert!(why("l>C1").contains("from SW, that is SW5 or SW6"));
        assert!(why("C5^").contains("That ship is Amber's"));
        assert!(why("C.xl").contains("no ship docked at C"));
        let zap = state("xlms/1lms/xlms/0lms/xlms NE1:0l lmmss/llmmss 0 Z -");
        let why = explain(&zap, None, kind("NE.1l"));
        assert!(
            why.contains("have 3 pips together") && why.contains("Amber's large piece has 3"),
            "{why}"
        );
        let launch = explain_put(
            &s,
            None,
            Spot::Piece {
                city: 3,
                owner: 0,
                size: 3,
            },
            Spot::Port(8),
        );
        assert!(launch.contains("from SW, that is SW5 or SW6"), "{launch}");
    }

    #[test]
    fn touching_what_cannot_be_picked_up_is_explained() {
        let s = state("xlms/1lms/xlms/0lm/xlms SW5:0s,C5:1m llmmss/llmss 0 TMW -");
        assert!(explain_touch(&s, None, Spot::Port(12)).contains("That ship is Amber's"));
        assert_eq!(explain_touch(&s, None, Spot::Port(13)), "");
        let before = state("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 - -");
        assert!(explain_touch(&before, None, Spot::Port(1)).starts_with("Roll the dice first"));
    }
}
