//! The shell's dialogs over the open game: Import, the seats of an imported or shared record,
//! and a friend's invitation to a game by link.

use std::rc::Rc;

use yew::prelude::*;

use super::control::ShellControl;
use super::import::Import;
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

/// A friend's invitation: accepting opens the game.
fn invite(shell: &ShellControl, outcome: Rc<LinkOutcome>) -> Html {
    let message = outcome.message.clone();
    let accept = {
        let shell = shell.clone();
        Callback::from(move |_: MouseEvent| {
            shell.open(outcome.game, outcome.open.clone(), false);
            shell.show(Screen::Play);
        })
    };
    html! {
        <div class="dialog-backdrop">
            <div class="dialog invite" role="dialog" aria-modal="true" aria-labelledby="invite-title">
                <h2 id="invite-title">{ "A game by link" }</h2>
                <p>{ message }</p>
                <p class="form-note">{ "Your moves go back by link: nothing reaches a server. Every move in the links is checked by the rules." }</p>
                <div class="actions">
                    <button class="secondary" onclick={shell.show_on(Screen::Play)}>{ "Not now" }</button>
                    <button class="primary" onclick={accept}>{ "Accept" }</button>
                </div>
            </div>
        </div>
    }
}
