//! The actions of every game's history, and the reducer that applies them: a person's step, a
//! roll, the computer's requests and answers shown step by step, undo and redo, looking at an
//! earlier point and playing on from there as a new game, new and restored games, saving,
//! naming, messages and the links of a game by link. Every game's steps go through here; a
//! game adds no action of its own (what its screen keeps for the moment is its screen's).

use std::rc::Rc;

use yew::Reducible;

use super::naming::{clean_name, this_tab_name, SAVED_AS_NOTICE};
use super::{History, Playable};
use crate::services::saved_game::RemoteGame;

/// What can happen to any game's history.
#[derive(Clone, Debug)]
pub enum HistoryAction<G: Playable> {
    /// A person's step on the board. Played on an earlier point (while stepping through the
    /// game), it starts a new game from there under `fork_id`; the original stays as it was.
    Person {
        /// The step.
        step: G::Step,
        /// Now.
        now: f64,
        /// The id of the new game, should the step start one.
        fork_id: String,
    },
    /// The seat to act rolls these numbers (0-5) (a person's Roll button, or the computer's
    /// turn); with friends by link the exchanged dice are rolled instead.
    Roll {
        /// The numbers thrown on this device.
        numbers: [u8; 3],
        /// Now.
        now: f64,
    },
    /// The computer answered `request` with these step texts; a stale answer is dropped.
    ComputerAnswer {
        /// The request answered.
        request: u32,
        /// Its steps, in order.
        steps: Vec<String>,
    },
    /// Show the computer's next step.
    ComputerStep {
        /// Now.
        now: f64,
    },
    /// The computer's search for `request` is under way.
    Think {
        /// Its id.
        request: u32,
    },
    /// The computer's search failed: forget it so it is asked again.
    ComputerFailed {
        /// The request that failed.
        request: u32,
        /// What keeps going wrong, to tell the player, once it has failed several times.
        trouble: Option<String>,
    },
    /// Take back what the game's undo policy takes back.
    Undo {
        /// Now.
        now: f64,
    },
    /// Play again what was taken back (as far as the game's policy goes).
    Redo {
        /// Now.
        now: f64,
    },
    /// Look at the point after `n` steps (`None`: follow the game).
    View(Option<usize>),
    /// Continue from the point being looked at, as a new game under `id`.
    PlayFromHere {
        /// The new game's id.
        id: String,
        /// Now.
        now: f64,
    },
    /// Start a new game.
    NewGame {
        /// Its id.
        id: String,
        /// Its settings (checked by the rules).
        settings: G::Settings,
        /// Now.
        now: f64,
    },
    /// Put back a saved game (or one imported, shared, or changed in another tab).
    Restore(Box<History<G>>),
    /// The game was written to storage with this `updated` value.
    Saved(f64),
    /// Another tab had changed this game, so it was written as a new game under `id`.
    SavedAs {
        /// The new id.
        id: String,
        /// The `updated` written.
        updated: f64,
    },
    /// Name the game.
    Rename {
        /// The name (`None` or blank: back to the default title).
        name: Option<String>,
        /// Now: a new name is a change, which other tabs must see.
        now: f64,
    },
    /// Show or clear a message.
    Notice(Option<String>),
    /// A hint was shown for the seat to act: counted with the game (a change to save).
    Hinted {
        /// Now.
        now: f64,
    },
    /// The link a game with friends owes, sealed by `History::seal` on a copy of the game
    /// (`shell::remote_bar::use_link_seal`): outside the reducer, so a build that never plays
    /// by link (an embed) links no signing or compressing code. Kept only if the game still
    /// has the `steps` it was sealed at.
    Sealed {
        /// The game's part played by link, with the sealed link.
        remote: Option<Box<RemoteGame>>,
        /// What the sealing said (a random source that failed).
        notice: Option<String>,
        /// The steps the game had when it was sealed.
        steps: usize,
        /// Now.
        now: f64,
    },
}

impl<G: Playable> Reducible for History<G> {
    type Action = HistoryAction<G>;

    fn reduce(self: Rc<Self>, action: HistoryAction<G>) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            HistoryAction::Person { step, now, fork_id } => {
                return Rc::new(self.person_step(step, now, fork_id))
            }
            HistoryAction::Roll { numbers, now } => {
                return self.roll_step(numbers, now).map_or(self, Rc::new)
            }
            HistoryAction::ComputerAnswer { request, steps } => {
                return self.computer_answer(request, &steps).map_or(self, Rc::new)
            }
            HistoryAction::ComputerStep { now } => {
                return self.computer_step(now).map_or(self, Rc::new)
            }
            HistoryAction::Think { request } => {
                next.thinking = Some(request);
                next.next_request = next.next_request.max(request + 1);
            }
            HistoryAction::ComputerFailed { request, trouble } => {
                if self.thinking != Some(request) {
                    return self;
                }
                next.thinking = None;
                if let Some(message) = trouble {
                    next.notice = Some(format!(
                        "The computer player keeps failing ({message}); retrying."
                    ));
                }
            }
            HistoryAction::Undo { now } => {
                if !self.can_undo() {
                    return self;
                }
                next.undo_steps();
                next.after_jump(now);
            }
            HistoryAction::Redo { now } => {
                if self.redo.is_empty() {
                    return self;
                }
                next.redo_steps();
                next.after_jump(now);
            }
            HistoryAction::View(cursor) => {
                let n = self.steps().len();
                next.cursor = cursor.filter(|c| *c < n);
            }
            HistoryAction::PlayFromHere { id, now } => {
                if self.viewing_history() {
                    return Rc::new(self.fork(id, now));
                }
            }
            HistoryAction::NewGame { id, settings, now } => {
                match History::<G>::new(id, settings, now) {
                    Ok(mut fresh) => {
                        fresh.next_request = self.next_request;
                        return Rc::new(fresh);
                    }
                    Err(e) => next.notice = Some(format!("Cannot start that game: {e}")),
                }
            }
            HistoryAction::Restore(state) => {
                let mut state = *state;
                state.next_request = self.next_request;
                return Rc::new(state);
            }
            HistoryAction::Saved(updated) => next.stored_at = Some(updated),
            HistoryAction::Hinted { now } => {
                next.hints += 1;
                next.updated = now;
            }
            HistoryAction::SavedAs { id, updated } => {
                next.name = Some(this_tab_name(self.name.as_deref()));
                next.id = id;
                next.stored_at = Some(updated);
                next.notice = Some(SAVED_AS_NOTICE.into());
            }
            HistoryAction::Rename { name, now } => {
                next.name = clean_name(name);
                next.updated = now;
            }
            HistoryAction::Notice(notice) => next.notice = notice,
            HistoryAction::Sealed {
                remote,
                notice,
                steps,
                now,
            } => {
                if next.steps().len() == steps && next.remote.is_some() {
                    next.remote = remote.map(|r| *r);
                    next.notice = notice;
                    next.updated = now;
                }
            }
        }
        Rc::new(next)
    }
}
