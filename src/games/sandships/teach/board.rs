//! A Sandships teaching board on screen: the game's own board view, dice tray and buttons,
//! driven by a [`Session`] owned by the page around it (a Learn step). The board offers every
//! legal action, as in a game, so the reader may also try a wrong one and hear why; a press on
//! what cannot be picked up is explained too.

use std::rc::Rc;

use yew::prelude::*;

use super::session::{Input, Session};
use super::turn::TeachTurn;
use crate::games::sandships::board::model::{BoardData, Spot};
use crate::games::sandships::board::view::SandBoard;
use crate::games::sandships::settings::{SandSettings, SEAT_COLOURS};
use crate::games::sandships::ship_keys::ShipKeys;
use crate::games::sandships::view_model::{board_data, last_spots, targets};
use crate::history::Player;

/// Props.
#[derive(Properties, PartialEq)]
pub struct SandTeachBoardProps {
    /// The session shown.
    pub session: UseReducerHandle<Session>,
    /// The board's accessible name.
    pub label: AttrValue,
}

/// What the board draws: the session's state, its last action, the hint's spots, and the
/// reader's seat named as theirs.
fn data(session: &Session) -> BoardData {
    let state = session.state();
    let reader = session.game.start().to_act();
    let settings = SandSettings {
        players: vec![Player::Human; state.players() as usize],
        ..SandSettings::default()
    };
    let keys = ShipKeys::replay(session.game.start(), session.game.actions());
    let n = session.game.actions().len();
    let last = match n {
        0 => Vec::new(),
        _ => last_spots(&session.game.states()[n - 1], session.game.actions()[n - 1]),
    };
    let mut data = board_data(state, &settings, &keys, last);
    data.hints = session.hint.clone().unwrap_or_default().spots;
    if let Some(seat) = data.seats.iter_mut().find(|s| s.seat == reader.0) {
        seat.name = format!("{} (you)", SEAT_COLOURS[reader.index()]);
    }
    data
}

/// The turn's dice and buttons over the board.
#[function_component(SandTeachBoard)]
pub fn sand_teach_board(props: &SandTeachBoardProps) -> Html {
    let session = &props.session;
    let acts = session.reader_acts();
    // Before the roll the board takes presses only to say "roll first".
    let roll_due = session.state().needs_roll() && !session.solved;
    let board_targets = if acts {
        targets(session.state(), session.bump)
    } else {
        Vec::new()
    };
    let on_put = {
        let d = session.dispatcher();
        Callback::from(move |(from, to): (Spot, Spot)| d.dispatch(Input::Put(from, to)))
    };
    let on_tap = {
        let d = session.dispatcher();
        Callback::from(move |spot: Spot| d.dispatch(Input::Tap(spot)))
    };
    let on_touch = {
        let d = session.dispatcher();
        Callback::from(move |spot: Spot| d.dispatch(Input::Touch(spot)))
    };
    html! {
        <div class="sand-teach">
            <TeachTurn session={session.clone()} />
            <div class="teach-board">
                <SandBoard data={Rc::new(data(session))} targets={Rc::new(board_targets)}
                    pending={session.bump.map(|(_, q)| Spot::Port(q.0))}
                    interactive={acts || roll_due} testing_attrs={true}
                    on_move={on_put.clone()} on_attempt={on_put} {on_tap} {on_touch}
                    label={props.label.clone()} />
            </div>
        </div>
    }
}
