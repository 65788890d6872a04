//! The saved-games page wired to the shell: resuming a game opens it in its room, renaming
//! writes the name at once (the open game takes it too), deleting the open game starts a fresh
//! one so nothing writes it back, and a game played by link can show its last link again.

use std::rc::Rc;

use yew::prelude::*;

use super::control::ShellControl;
use super::letters::Letter;
use super::library::Library;
use super::opened;
use super::types::Screen;
use crate::hooks::now;
use crate::services::saved_game::Summary;
use crate::services::storage;

/// Props.
#[derive(Properties, PartialEq)]
pub struct LibraryScreenProps {
    /// The shell.
    pub shell: ShellControl,
    /// The games' lines and notices for entries set aside, as read when the page opened.
    pub list: Rc<(Vec<Summary>, Vec<String>)>,
}

/// The page.
#[function_component(LibraryScreen)]
pub fn library_screen(props: &LibraryScreenProps) -> Html {
    let shell = props.shell.clone();
    let current = (*shell.current).clone();
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
        <Library games={props.list.0.clone()} notices={props.list.1.clone()} {current}
            {on_open} {on_rename} {on_delete} on_close={shell.show_on(Screen::Play)}
            {on_send_again} />
    }
}
