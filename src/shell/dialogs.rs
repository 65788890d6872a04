//! The shell's dialogs over the open game: Import, the seats of an imported or shared record,
//! and a friend's invitation to a game by link.

use std::rc::Rc;

use yew::prelude::*;

use super::control::ShellControl;
use super::import::Import;
use super::invitation::Invitation;
use super::seats::Seats;
use super::types::{LinkOutcome, OpenedRecord, Screen};
use crate::history::Player;

/// The dialog up, if any (the shell's screen says which).
pub fn dialogs(shell: &ShellControl) -> Html {
    let close = shell.show_on(Screen::Play);
    match (*shell.screen).clone() {
        Screen::Import => {
            let games = shell.games;
            let shell = shell.clone();
            let on_import = Callback::from(move |game: OpenedRecord| {
                shell.show(Screen::Seats(Rc::new(game), "Imported game"))
            });
            html! { <Import {games} {on_import} on_cancel={close} /> }
        }
        Screen::Invite(outcome) => invite(shell, outcome),
        Screen::Seats(game, title) => {
            let on_open = {
                let (shell, game) = (shell.clone(), game.clone());
                Callback::from(move |players: Vec<Player>| open_record(&shell, &game, players))
            };
            html! {
                <Seats game={game.clone()} title={AttrValue::from(title)} {on_open} on_cancel={close} />
            }
        }
        _ => html! {},
    }
}

/// Opens a checked record as a new game with these players.
fn open_record(shell: &ShellControl, record: &OpenedRecord, players: Vec<Player>) {
    let entry = shell.games.iter().find(|g| g.id == record.game);
    match entry.map(|g| (g.open_record)(record, players)) {
        Some(Ok(open)) => shell.open(record.game, open, false),
        Some(Err(e)) => shell.notice(e),
        None => {}
    }
    shell.show(Screen::Play);
}

/// A friend's invitation, or a fork of a game by link: nothing is kept unless the player
/// accepts, which opens the game.
fn invite(shell: &ShellControl, outcome: Rc<LinkOutcome>) -> Html {
    let on_accept = {
        let (shell, outcome) = (shell.clone(), outcome.clone());
        Callback::from(move |()| {
            shell.open(outcome.game, outcome.open.clone(), false);
            shell.show(Screen::Play);
        })
    };
    let on_close = shell.show_on(Screen::Play);
    html! { <Invitation {outcome} {on_accept} {on_close} /> }
}
