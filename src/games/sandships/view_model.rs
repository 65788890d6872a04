//! The rules adapter: a Sandships state turned into what the board view draws (spires, ships,
//! seats, controllers) and what the person may do now (targets), and a target the view reports
//! turned back into the rules' action. The view knows no rules; this is where they meet it.

use sandships::{City, Face, Kind, Owner, Port, Seat, Size, State, BOARD, PORTS};

use super::board::model::{BoardData, Mark, SeatView, ShipView, SpireView, Spot, Target};
use super::dice::DieView;
use super::layout::layout;
use super::settings::SandSettings;
use super::ship_keys::ShipKeys;

/// What the board draws for a state.
pub fn board_data(
    state: &State,
    settings: &SandSettings,
    keys: &ShipKeys,
    last: Vec<Spot>,
) -> BoardData {
    let mut spires = Vec::new();
    for city in City::ALL {
        for owner in 0..5 {
            let counts = state.spire(city, Owner::from_index(owner));
            let mut pieces = Vec::new();
            for size in [Size::Large, Size::Medium, Size::Small] {
                for _ in 0..counts[size.index()] {
                    pieces.push(size.pips());
                }
            }
            if !pieces.is_empty() {
                spires.push(SpireView {
                    city: city.index() as u8,
                    owner: owner as u8,
                    pieces,
                });
            }
        }
    }
    let ships = (0..PORTS)
        .filter_map(|p| {
            state.ship(Port(p as u8)).map(|ship| ShipView {
                key: keys.at(p),
                port: p as u8,
                seat: ship.seat.0,
                size: ship.size.pips(),
            })
        })
        .collect();
    let seats = (0..state.players())
        .map(|i| {
            let seat = Seat(i);
            SeatView {
                seat: i,
                name: settings.seat_name(seat),
                pool: state.pool(seat),
                out: state.is_out(seat),
                home: state.home(seat).index() as u8,
            }
        })
        .collect();
    BoardData {
        layout: layout(),
        spires,
        ships,
        seats,
        controllers: City::ALL.map(|c| state.controller(c).map(|s| s.0)),
        to_act: state.winner().is_none().then(|| state.to_act().0),
        winner: state.winner().map(|s| s.0),
        last,
        hints: Vec::new(),
    }
}

/// The spot a performance picks up and the spot it puts it on.
fn spots(state: &State, kind: Kind) -> (Spot, Spot, Mark) {
    let me = state.to_act();
    let port = |p: Port| Spot::Port(p.0);
    match kind {
        Kind::Launch { size, port: p } => (
            Spot::Piece {
                city: BOARD.city_of(p).index() as u8,
                owner: me.0,
                size: size.pips(),
            },
            port(p),
            Mark::Launch,
        ),
        Kind::Land { port: p } => (
            port(p),
            Spot::City(BOARD.city_of(p).index() as u8),
            Mark::Land,
        ),
        Kind::Build => {
            let pool = state.pool(me);
            let smallest = (0..3).find(|&i| pool[i] > 0).unwrap_or(0) as u8 + 1;
            (
                Spot::Pool {
                    seat: me.0,
                    size: smallest,
                },
                Spot::City(state.home(me).index() as u8),
                Mark::Build,
            )
        }
        Kind::Unfurl { port: p } => {
            let size = state.ship(p).map_or(1, |s| s.size.pips() + 1);
            (Spot::Pool { seat: me.0, size }, port(p), Mark::Unfurl)
        }
        Kind::Move { from, to, bump } => (
            port(from),
            port(to),
            if bump.is_some() {
                Mark::Bump
            } else {
                Mark::Move
            },
        ),
        Kind::Zap { city, owner, size } => {
            let piece = Spot::Piece {
                city: city.index() as u8,
                owner: owner.index() as u8,
                size: size.pips(),
            };
            (piece, piece, Mark::Zap)
        }
    }
}

/// The spots an action touched, to highlight after it (played on `before`).
pub fn last_spots(before: &State, action: sandships::Action) -> Vec<Spot> {
    match action {
        sandships::Action::Use(_, kind) => {
            let (from, to, _) = spots(before, kind);
            let mut out = vec![from, to];
            if let Kind::Move { bump: Some(d), .. } = kind {
                out.push(Spot::Port(d.0));
            }
            out.dedup();
            out
        }
        _ => Vec::new(),
    }
}

/// The kinds of action some unused die may buy now.
pub fn playable(state: &State) -> Vec<Kind> {
    let mut kinds: Vec<Kind> = Vec::new();
    for action in state.legal_actions() {
        if let sandships::Action::Use(_, kind) = action {
            if !kinds.contains(&kind) {
                kinds.push(kind);
            }
        }
    }
    kinds
}

/// What the person may do on the board now: every playable action as a target; while a bump
/// waits, only where the bumped ship may go.
pub fn targets(state: &State, bump: Option<(Port, Port)>) -> Vec<Target> {
    let kinds = playable(state);
    let mut out: Vec<Target> = Vec::new();
    if let Some((from, to)) = bump {
        for kind in &kinds {
            if let Kind::Move {
                from: f,
                to: t,
                bump: Some(dest),
            } = *kind
            {
                if (f, t) == (from, to) {
                    out.push(Target {
                        from: Spot::Port(to.0),
                        to: Spot::Port(dest.0),
                        mark: Mark::BumpTo,
                    });
                }
            }
        }
        return out;
    }
    for &kind in &kinds {
        let (from, to, mark) = spots(state, kind);
        let t = Target { from, to, mark };
        if !out.contains(&t) {
            out.push(t);
        }
    }
    out
}

/// What the person did on the board, as the rules' performance: `None` when the spots make no
/// action of the rules (the view offers only targets, so this is for attempts). A sail onto an
/// occupied port comes back as a move without its bump: the host asks where the bumped ship
/// goes (see [`bump_choices`]).
pub fn kind_of(state: &State, from: Spot, to: Spot) -> Option<Kind> {
    let me = state.to_act();
    let size = |pips: u8| Size::from_pips(pips);
    Some(match (from, to) {
        (Spot::Piece { owner, size: s, .. }, Spot::Port(p)) if owner == me.0 => Kind::Launch {
            size: size(s)?,
            port: Port(p),
        },
        (Spot::Port(p), Spot::City(_)) => Kind::Land { port: Port(p) },
        (Spot::Pool { .. }, Spot::City(_)) => Kind::Build,
        (Spot::Pool { .. }, Spot::Port(p)) => Kind::Unfurl { port: Port(p) },
        (Spot::Port(a), Spot::Port(b)) => Kind::Move {
            from: Port(a),
            to: Port(b),
            bump: None,
        },
        (
            Spot::Piece {
                city,
                owner,
                size: s,
            },
            _,
        ) => Kind::Zap {
            city: City::ALL[city as usize % 5],
            owner: Owner::from_index(owner as usize),
            size: size(s)?,
        },
        _ => return None,
    })
}

/// Where the ship on `to` may be bumped when the ship on `from` sails there.
pub fn bump_choices(state: &State, from: Port, to: Port) -> Vec<Port> {
    playable(state)
        .into_iter()
        .filter_map(|k| match k {
            Kind::Move {
                from: f,
                to: t,
                bump: Some(d),
            } if (f, t) == (from, to) => Some(d),
            _ => None,
        })
        .collect()
}

/// The die faces of the turn, as the tray shows them: each die's face, whether it is spent,
/// whether it is wild now (its own action impossible), and whether it is the three-of-a-kind
/// bonus die.
pub fn dice_states(state: &State, turn_dice: &[(Face, bool)]) -> Vec<(Face, bool, bool, bool)> {
    let kinds = state.performances();
    let possible = |f: Face| kinds.iter().any(|k| k.face() == f);
    // Only three of a kind gives a fourth die.
    let rolled_triple = turn_dice.len() == 4;
    let last_w = turn_dice.iter().rposition(|(f, _)| *f == Face::W);
    turn_dice
        .iter()
        .enumerate()
        .map(|(i, &(face, used))| {
            let wild = face != Face::W && !used && !possible(face);
            let bonus = rolled_triple && Some(i) == last_w;
            (face, used, wild, bonus)
        })
        .collect()
}

/// The turn's dice as the tray draws them (see [`dice_states`]).
pub fn dice_views(state: &State, turn_dice: &[(Face, bool)]) -> Vec<DieView> {
    dice_states(state, turn_dice)
        .into_iter()
        .map(|(face, used, wild, bonus)| DieView {
            face: face.letter(),
            used,
            wild,
            bonus,
        })
        .collect()
}

/// Why putting `from` on `to` is not allowed, in words (the view snapped it back).
pub fn why_not(state: &State, from: Spot, to: Spot) -> String {
    if state.needs_roll() {
        return "Roll the dice first.".into();
    }
    match kind_of(state, from, to) {
        Some(kind) => {
            let any_die = Face::ALL
                .into_iter()
                .find(|f| state.dice().is_some_and(|d| d.count(*f) > 0));
            match any_die {
                Some(face) => {
                    let mut probe = state.clone();
                    match probe.play(sandships::Action::Use(face, kind)) {
                        Err(e) => capital(&e.reason),
                        Ok(()) => "No unused die may do that now.".into(),
                    }
                }
                None => "No die is left: end the turn.".into(),
            }
        }
        None => "That piece cannot go there.".into(),
    }
}

/// The text with its first letter capital and one full stop. ASCII case only: the rules'
/// texts are English, and Unicode's case tables would add about 7 KB gzip to every download.
fn capital(text: &str) -> String {
    let mut c = text.chars();
    match c.next() {
        Some(f) => format!(
            "{}{}.",
            f.to_ascii_uppercase(),
            c.as_str().trim_end_matches('.')
        ),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sandships::Options;

    fn state(t: &str) -> State {
        State::from_text(t, Options::default()).unwrap()
    }

    #[test]
    fn targets_cover_every_playable_action_and_map_back() {
        let s = state("xlms/1lms/xlms/0lms/xlms C1:1s,C6:0m llmss/llmms 0 TBW -");
        let ts = targets(&s, None);
        // Every target maps back to a playable kind.
        let kinds = playable(&s);
        for t in &ts {
            let k = kind_of(&s, t.from, t.to).unwrap();
            let k = match k {
                Kind::Move { from, to, .. } if t.mark == Mark::Bump => kinds
                    .iter()
                    .copied()
                    .find(|x| matches!(x, Kind::Move { from: f, to: tt, bump: Some(_) } if *f == from && *tt == to))
                    .unwrap(),
                k => k,
            };
            assert!(kinds.contains(&k), "{t:?} -> {k:?}");
        }
        assert!(ts.iter().any(|t| t.mark == Mark::Build));
        assert!(ts
            .iter()
            .any(|t| t.mark == Mark::Unfurl && t.to == Spot::Port(13)));
        assert!(ts
            .iter()
            .any(|t| t.mark == Mark::Land && t.to == Spot::City(4)));
        assert!(ts
            .iter()
            .any(|t| t.mark == Mark::Bump && t.to == Spot::Port(8)));
        // The bump: only where Amber's small ship on C1 may go.
        let bumps = targets(&s, Some((Port(13), Port(8))));
        assert!(
            !bumps.is_empty()
                && bumps
                    .iter()
                    .all(|t| t.mark == Mark::BumpTo && t.from == Spot::Port(8))
        );
        assert_eq!(bumps.len(), bump_choices(&s, Port(13), Port(8)).len());
    }

    #[test]
    fn dice_show_spent_and_wild_now() {
        // No ship: the Move die is wild now; Unfurl too.
        let s = state("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 BUM -");
        let d = dice_states(&s, &[(Face::B, false), (Face::U, false), (Face::M, false)]);
        assert_eq!(d[0], (Face::B, false, false, false));
        assert!(d[1].2 && d[2].2);
        let triple = dice_states(
            &s,
            &[
                (Face::U, false),
                (Face::W, false),
                (Face::W, false),
                (Face::W, true),
            ],
        );
        assert!(triple[3].3, "the fourth die is the bonus");
    }

    #[test]
    fn attempts_are_explained() {
        let s = state("xlms/1lms/xlms/0lms/xlms C6:0m llmss/llmmss 0 T -");
        let why = why_not(&s, Spot::Port(13), Spot::Port(6));
        assert!(!why.is_empty());
        let before = state("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 - -");
        assert_eq!(
            why_not(&before, Spot::Port(1), Spot::Port(2)),
            "Roll the dice first."
        );
    }
}
