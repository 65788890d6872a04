//! The saved-games page wired to the shell: resuming a game opens it in its room, renaming
//! writes the name at once (the open game takes it too), deleting the open game starts a fresh
//! one so nothing writes it back, and a game played by link can show its last link again.

use yew::prelude::*;

use super::control::ShellControl;
use super::letters::Letter;
use super::library::Library;
use super::opened;
use super::types::Screen;
use crate::hooks::now;
use crate::services::saved_game::Summary;
use crate::services::storage;

/// The page, with the games' lines and notices for entries set aside as read when it opened.
pub fn library_screen(shell: &ShellControl, list: &(Vec<Summary>, Vec<String>)) -> Html {
    let shell = shell.clone();
    let current = (*shell.current).clone();
    let reviewed: Vec<&'static str> = shell
        .games
        .iter()
        .filter(|g| g.has_review)
        .map(|g| g.id)
        .collect();
    let on_open = {
        let shell = shell.clone();
        Callback::from(move |id: String| shell.open_saved(&id, false))
    };
    let on_send_again = {
        let shell = shell.clone();
        Callback::from(move |id: String| shell.open_saved(&id, true))
    };
    let on_rename = {
        let (shell, current) = (shell.clone(), current.clone());
        Callback::from(move |(id, name): (String, Option<String>)| {
            // Written at once (the list is read back right after); the open game also takes the
            // name, and its next save agrees with this write.
            let t = now();
            if id == current {
                shell.tell_active(Letter::Rename(name.clone(), t));
            }
            if let Err(e) = opened::rename(shell.games, &id, name, t) {
                shell.notice(e);
            }
            shell.show(shell.library());
        })
    };
    let on_delete = {
        let (shell, current) = (shell.clone(), current.clone());
        Callback::from(move |id: String| {
            if let Err(e) = storage::delete(&id) {
                shell.notice(e);
            }
            if id == current {
                shell.tell_active(Letter::Restart);
            }
            shell.show(shell.library());
        })
    };
    html! {
        <Library games={list.0.clone()} notices={list.1.clone()} {current}
            {on_open} {on_rename} {on_delete} on_close={shell.show_on(Screen::Play)}
            {on_send_again} {reviewed} />
    }
}
