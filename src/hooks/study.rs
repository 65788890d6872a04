//! Studying a game while it is played, for any game: the hint for a person's seat on its turn
//! and every seat's chance to win, both asked of the AI's worker with the same request the
//! computer's turn uses (`Playable::ai_request`), never computed on the page. An answer is kept
//! with the position it was asked for (the game's id and its number of steps): one that comes
//! back after a step was played is stale and dropped, so a hint never points at a position that
//! is gone.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::ai_worker::{AiAnswer, AiHandle};
use super::now;
use crate::history::{History, HistoryAction, Playable, Player};
use crate::services::storage;

/// The setting that remembers the "Show chances" switch.
const SHOW_CHANCES: &str = "show-chances";

/// The position an answer belongs to: the game's id and its number of steps.
type Key = (String, usize);

/// Every seat's chance (tenths) and the position it is for, once one came.
type Chances = Option<(Key, Rc<Vec<u16>>)>;

/// A hint: the steps of the engine's best move (one) or plan (a Sandships turn, several), each
/// as the game writes it and in words.
#[derive(Clone, PartialEq, Debug)]
pub struct Hint {
    /// Each step's text and its words, in order.
    pub steps: Vec<(String, String)>,
    /// The step shown now (a plan is shown one step at a time).
    pub shown: usize,
    /// The plan's first steps the player has played since (shown as done; the rest goes on
    /// from the live position).
    pub done: usize,
}

impl Hint {
    /// Reads the worker's answer (`step<TAB>words`, one entry a step).
    fn read(texts: &[String]) -> Option<Hint> {
        let steps: Vec<(String, String)> = texts
            .iter()
            .map(|t| {
                let (step, words) = t.split_once('\t')?;
                Some((step.to_string(), words.to_string()))
            })
            .collect::<Option<_>>()?;
        (!steps.is_empty()).then_some(Hint {
            steps,
            shown: 0,
            done: 0,
        })
    }

    /// The step shown now: its text and words.
    pub fn current(&self) -> Option<&(String, String)> {
        self.steps.get(self.shown)
    }

    /// How many of its first steps `played` (the steps made since the hint was given) follows,
    /// when it follows them all and some of the plan is left: a player who plays a Sandships
    /// plan as shown keeps the rest of it, step by step, without asking (or counting) again.
    fn followed_by<S: std::fmt::Display>(&self, played: &[S]) -> Option<usize> {
        let done = played.len();
        let follows = played
            .iter()
            .zip(&self.steps)
            .all(|(s, (text, _))| s.to_string() == *text);
        (done > 0 && done < self.steps.len() && follows).then_some(done)
    }

    /// The plan after its first `done` steps were played: those marked done, the step shown
    /// one still to play.
    fn after(&self, done: usize) -> Hint {
        Hint {
            steps: self.steps.clone(),
            shown: self.shown.max(done),
            done,
        }
    }
}

/// Where the Hint button stands.
#[derive(Clone, PartialEq, Debug)]
pub enum HintOffer {
    /// A person's seat is to act: the button asks.
    Ready,
    /// The worker is computing the hint.
    Working,
    /// The hint for this position is shown.
    Shown(Rc<Hint>),
    /// The worker could not give one (why, in words).
    Failed(String),
    /// Not now: the computer's turn, a roll due, the game over, an earlier point looked at.
    NotNow,
    /// A game played by link has no hints.
    ByLink,
}

/// What a play screen needs to show the hint and the chances.
#[derive(Clone, PartialEq)]
pub struct Study {
    /// The Hint button's state, and the hint once it came.
    pub offer: HintOffer,
    /// The hints used in this game.
    pub hints: u32,
    /// Whether the "Show chances" switch is on.
    pub show_chances: bool,
    /// Every seat's chance to win in tenths of a per cent, while shown (stale: still those of
    /// the position before the last step, until the new ones come).
    pub chances: Option<(Rc<Vec<u16>>, bool)>,
    /// Ask for a hint.
    pub on_hint: Callback<()>,
    /// Show step `n` of the hint's plan.
    pub on_hint_step: Callback<usize>,
    /// Turn the chances on or off.
    pub on_show_chances: Callback<bool>,
}

/// No hint now, none used, chances hidden: a panel shown outside a game against the computer
/// or on one screen (and the panel's tests).
impl Default for Study {
    fn default() -> Study {
        Study {
            offer: HintOffer::NotNow,
            hints: 0,
            show_chances: false,
            chances: None,
            on_hint: Callback::noop(),
            on_hint_step: Callback::noop(),
            on_show_chances: Callback::noop(),
        }
    }
}

impl Study {
    /// The hint shown, if any.
    pub fn hint(&self) -> Option<&Hint> {
        match &self.offer {
            HintOffer::Shown(h) => Some(h),
            _ => None,
        }
    }

    /// Seat `seat`'s chance in tenths, while shown and fresh or stale.
    pub fn chance(&self, seat: usize) -> Option<u16> {
        self.chances.as_ref()?.0.get(seat).copied()
    }
}

/// The hint's state for one position.
#[derive(Clone, PartialEq)]
enum Asked {
    Working,
    Shown(Rc<Hint>),
    Failed(String),
}

/// Whether the game in `history` takes a hint now, and why not.
fn offer_now<G: Playable>(history: &History<G>) -> Option<HintOffer> {
    let by_link = G::players(&history.settings).contains(&Player::Friend);
    if history.remote.is_some() || by_link {
        return Some(HintOffer::ByLink);
    }
    let person = matches!(history.live_player(), Some(Player::Human));
    let now = person && !history.viewing_history() && !G::roll_due(&history.game);
    (!now).then_some(HintOffer::NotNow)
}

/// The hint and the chances of the game in `state`, asked of `ai` while `active`.
#[hook]
pub fn use_study<G: Playable>(
    state: &UseReducerHandle<History<G>>,
    ai: &AiHandle,
    active: bool,
) -> Study {
    let key: Key = (state.id.clone(), state.steps().len());
    // The position now, read by answers as they come (a stale one is dropped).
    let current = use_mut_ref(|| key.clone());
    *current.borrow_mut() = key.clone();
    let asked = use_state_eq(|| None::<(Key, Asked)>);
    let show_chances = use_state_eq(|| storage::setting(SHOW_CHANCES).as_deref() == Some("on"));
    let chances = use_state_eq(|| None::<(Key, Rc<Vec<u16>>)>);

    // The steps of the plan played since the hint was given (0: the hint's own position).
    let done = match &*asked {
        Some((k, Asked::Shown(h))) if k.0 == key.0 && k.1 < key.1 => {
            h.followed_by(&state.steps()[k.1..])
        }
        _ => None,
    };
    let offer = offer_now(&**state).unwrap_or_else(|| match (&*asked, done) {
        (Some((_, Asked::Shown(h))), Some(done)) => HintOffer::Shown(Rc::new(h.after(done))),
        (Some((k, a)), _) if *k == key => match a {
            Asked::Working => HintOffer::Working,
            Asked::Shown(h) => HintOffer::Shown(h.clone()),
            Asked::Failed(why) => HintOffer::Failed(why.clone()),
        },
        _ => HintOffer::Ready,
    });
    let done = done.unwrap_or(0);
    let on_hint = {
        let (state, ai, asked, current) =
            (state.clone(), ai.clone(), asked.clone(), current.clone());
        let ready = matches!(offer, HintOffer::Ready | HintOffer::Failed(_));
        Callback::from(move |()| {
            if ready {
                ask_hint(&state, &ai, &asked, &current);
            }
        })
    };
    let on_hint_step = {
        let asked = asked.clone();
        // Never back to a step already played.
        Callback::from(move |n: usize| {
            if let Some((k, Asked::Shown(h))) = &*asked {
                let shown = n.max(done).min(h.steps.len().saturating_sub(1));
                let hint = Hint {
                    shown,
                    ..(**h).clone()
                };
                asked.set(Some((k.clone(), Asked::Shown(Rc::new(hint)))));
            }
        })
    };
    use_hint_key(on_hint.clone(), active && offer == HintOffer::Ready);
    use_chances(state, ai, active && *show_chances, &chances, &current);
    let on_show_chances = {
        let show_chances = show_chances.clone();
        Callback::from(move |on: bool| {
            storage::set_setting(SHOW_CHANCES, if on { "on" } else { "off" });
            show_chances.set(on);
        })
    };
    Study {
        offer,
        hints: state.hints,
        show_chances: *show_chances,
        chances: (*show_chances)
            .then(|| chances.as_ref().map(|(k, c)| (c.clone(), *k != key)))
            .flatten(),
        on_hint,
        on_hint_step,
        on_show_chances,
    }
}

/// Asks the worker for the hint of the live position; the answer is counted with the game
/// when it is shown.
fn ask_hint<G: Playable>(
    state: &UseReducerHandle<History<G>>,
    ai: &AiHandle,
    asked: &UseStateHandle<Option<(Key, Asked)>>,
    current: &Rc<RefCell<Key>>,
) {
    let key: Key = (state.id.clone(), state.steps().len());
    asked.set(Some((key.clone(), Asked::Working)));
    let (asked, current, dispatcher) = (asked.clone(), current.clone(), state.dispatcher());
    let on_answer = Callback::from(move |answer: AiAnswer| {
        if *current.borrow() != key {
            return;
        }
        let outcome = match answer {
            AiAnswer::Steps(texts) => match Hint::read(&texts) {
                Some(hint) => {
                    dispatcher.dispatch(HistoryAction::Hinted { now: now() });
                    Asked::Shown(Rc::new(hint))
                }
                None => Asked::Failed("the hint could not be read".into()),
            },
            AiAnswer::Failed { trouble } => {
                Asked::Failed(trouble.unwrap_or_else(|| "no hint came: try again".into()))
            }
        };
        asked.set(Some((key.clone(), outcome)));
    });
    ai.ask_for(G::ID, "hint", &G::ai_request(&state.game, 5, 0), on_answer);
}

/// The key H asks for a hint while `enabled` (not while typing in a field, nor with Ctrl, Alt
/// or Meta held).
#[hook]
fn use_hint_key(on_hint: Callback<()>, enabled: bool) {
    // The latest callback, read by the listener (which outlives renders).
    let latest = use_mut_ref(|| on_hint.clone());
    *latest.borrow_mut() = on_hint;
    use_effect_with(enabled, move |enabled| {
        let listener = enabled.then(|| {
            let latest = latest.clone();
            let options = EventListenerOptions::enable_prevent_default();
            EventListener::new_with_options(
                &gloo::utils::document(),
                "keydown",
                options,
                move |event| {
                    let Some(e) = event.dyn_ref::<KeyboardEvent>() else {
                        return;
                    };
                    let typing = e
                        .target()
                        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                        .is_some_and(|t| {
                            matches!(t.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
                        });
                    let held = e.ctrl_key() || e.alt_key() || e.meta_key();
                    if !typing && !held && e.key().eq_ignore_ascii_case("h") {
                        e.prevent_default();
                        latest.borrow().emit(());
                    }
                },
            )
        });
        move || drop(listener)
    });
}

/// Asks the worker for every seat's chance after each step, while `enabled`.
#[hook]
fn use_chances<G: Playable>(
    state: &UseReducerHandle<History<G>>,
    ai: &AiHandle,
    enabled: bool,
    chances: &UseStateHandle<Chances>,
    current: &Rc<RefCell<Key>>,
) {
    let key: Key = (state.id.clone(), state.steps().len());
    let (state, ai, chances, current) =
        (state.clone(), ai.clone(), chances.clone(), current.clone());
    // Asked after a pause of 0 ms: on the first render the app's worker is started by an
    // effect that runs after this one.
    use_effect_with((key, enabled), move |(key, enabled)| {
        let key = key.clone();
        let timer = enabled.then(|| {
            Timeout::new(0, move || {
                let on_answer = {
                    let key = key.clone();
                    Callback::from(move |answer: AiAnswer| {
                        let AiAnswer::Steps(texts) = answer else {
                            return;
                        };
                        let read: Option<Vec<u16>> = texts.iter().map(|t| t.parse().ok()).collect();
                        if let (Some(read), true) = (read, *current.borrow() == key) {
                            chances.set(Some((key.clone(), Rc::new(read))));
                        }
                    })
                };
                ai.ask_for(
                    G::ID,
                    "chances",
                    &G::ai_request(&state.game, 5, 0),
                    on_answer,
                );
            })
        });
        move || drop(timer)
    });
}

#[cfg(test)]
mod tests {
    use super::Hint;

    fn plan(shown: usize) -> Hint {
        let steps = ["T:l>SW5", "M:SW5-C5", "B:b"]
            .iter()
            .map(|s| (s.to_string(), format!("words for {s}")))
            .collect();
        Hint {
            steps,
            shown,
            done: 0,
        }
    }

    #[test]
    fn a_plan_played_as_shown_goes_on_with_its_next_step() {
        let hint = plan(0);
        assert_eq!(hint.followed_by(&["T:l>SW5"]), Some(1));
        let after = hint.after(1);
        assert_eq!(after.current().map(|c| c.0.as_str()), Some("M:SW5-C5"));
        assert_eq!((after.done, after.steps.len()), (1, 3));
        assert_eq!(hint.followed_by(&["T:l>SW5", "M:SW5-C5"]), Some(2));
        assert_eq!(hint.after(2).current().map(|c| c.0.as_str()), Some("B:b"));
        // A step looked ahead at stays shown.
        assert_eq!(plan(2).after(1).shown, 2);
    }

    #[test]
    fn a_step_off_the_plan_or_the_whole_plan_played_ends_the_hint() {
        let hint = plan(0);
        assert_eq!(hint.followed_by(&["M:SW5-C6"]), None, "another step");
        assert_eq!(hint.followed_by(&["T:l>SW5", "Z:C5.SW5"]), None);
        assert_eq!(
            hint.followed_by(&["T:l>SW5", "M:SW5-C5", "B:b"]),
            None,
            "all played"
        );
        assert_eq!(
            hint.followed_by::<&str>(&[]),
            None,
            "nothing played: the hint itself"
        );
    }
}
