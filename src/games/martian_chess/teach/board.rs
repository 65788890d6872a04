//! A teaching board on screen: the game's SVG board driven by a [`Session`] owned by the page
//! around it (the embed, a Learn step). Every piece can be picked up; a legal move goes to the
//! session, an illegal one snaps back and the session says why. The other side's replies in a
//! puzzle come by themselves after a short pause.

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use martian_engine::{Game, Position, Seat, Square};
use yew::prelude::*;

use super::session::{Action, Message, Session, Tone};
use crate::games::martian_chess::board::Board;
use crate::games::martian_chess::piece_keys::PieceKeys;
use crate::games::martian_chess::view_model::{board_data, dests, paths, square};

/// How long the other side's reply in a puzzle waits, so the reader sees their own move land.
pub const REPLY_PAUSE_MS: u32 = 550;

/// Plays the other side's replies of a line, each after a pause.
#[hook]
pub fn use_line_replies(session: &UseReducerHandle<Session>) {
    let (due, moves, dispatcher) = (
        session.reply_due(),
        session.game.moves().len(),
        session.dispatcher(),
    );
    use_effect_with((due, moves), move |(due, _)| {
        let timer =
            due.then(|| Timeout::new(REPLY_PAUSE_MS, move || dispatcher.dispatch(Action::Reply)));
        move || drop(timer)
    });
}

/// Props.
#[derive(Properties, PartialEq)]
pub struct SessionBoardProps {
    /// The session shown.
    pub session: UseReducerHandle<Session>,
    /// The game that led to the session's start (its moves keep the pieces' identities, so
    /// they glide rather than jump); `None`: the session's start is the beginning.
    #[prop_or_default]
    pub lead_in: Option<Rc<Game>>,
    /// The seat nearest the reader.
    pub home: Seat,
    /// Whether coordinates are drawn.
    #[prop_or(true)]
    pub coords: bool,
    /// Arrows drawn.
    #[prop_or_default]
    pub arrows: Rc<Vec<(Square, Square)>>,
    /// Squares circled.
    #[prop_or_default]
    pub marks: Rc<Vec<Square>>,
    /// The board's accessible name.
    pub label: AttrValue,
}

/// The board.
#[function_component(SessionBoard)]
pub fn session_board(props: &SessionBoardProps) -> Html {
    let session = &props.session;
    let pos: Position = *session.position();
    let keys = match &props.lead_in {
        Some(game) => {
            let mut moves = game.moves().to_vec();
            moves.extend_from_slice(session.game.moves());
            PieceKeys::replay(game.start(), &moves)
        }
        None => PieceKeys::replay(session.game.start(), session.game.moves()),
    };
    let mut data = board_data(&pos, &keys, props.home);
    data.grid.coords = props.coords;
    // The board stays in the tab order while the other side answers (no targets then), so a
    // keyboard player's focus is where they left it when their turn comes back.
    let reader = session.reader_to_move();
    let (legal, ways) = if reader {
        (dests(pos.legal_moves()), paths(&pos, pos.legal_moves()))
    } else {
        (Vec::new(), Vec::new())
    };
    let on_attempt = {
        let dispatcher = session.dispatcher();
        Callback::from(move |(from, to): (u8, u8)| {
            dispatcher.dispatch(Action::Attempt(square(from), square(to)))
        })
    };
    let arrows: Vec<(u8, u8)> = props
        .arrows
        .iter()
        .map(|(a, b)| (a.index(), b.index()))
        .collect();
    let marks: Vec<u8> = props.marks.iter().map(|s| s.index()).collect();
    html! {
        <Board grid={data.grid} squares={data.squares} pieces={data.pieces} lines={data.lines}
            last_move={data.last_move} dests={Rc::new(legal)} paths={Rc::new(ways)} arrows={Rc::new(arrows)}
            marks={Rc::new(marks)} hint={session.hint.map(|s| s.index())}
            interactive={!pos.is_over()} free_pick={reader} testing_attrs={true}
            on_move={on_attempt.clone()} {on_attempt} label={props.label.clone()} />
    }
}

/// A session's message, coloured by its tone; a wrong move is announced at once.
pub fn message_view(message: &Message, class: &'static str) -> Html {
    let tone = match message.tone {
        Tone::Wrong => "wrong",
        Tone::Info => "info",
        Tone::Success => "success",
    };
    html! {
        <p class={classes!(class, tone)} role={if message.tone == Tone::Wrong { "alert" } else { "status" }}>
            { message.text.clone() }
        </p>
    }
}

/// The "call the clock" switch of a teaching board, while the reader may call it.
pub fn clock_switch(session: &UseReducerHandle<Session>, text: &'static str) -> Html {
    if !(session.reader_to_move() && session.position().clock().is_none()) {
        return html! {};
    }
    let dispatcher = session.dispatcher();
    let onchange = Callback::from(move |_: Event| dispatcher.dispatch(Action::ToggleClock));
    html! {
        <label class="clock toggle">
            <input type="checkbox" checked={session.clock_armed} {onchange} />
            { format!(" {text}") }
        </label>
    }
}
