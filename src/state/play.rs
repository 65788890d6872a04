//! The app's one state and the actions that change it (after Yew's `function_todomvc`):
//! pure, so it is tested natively. Time and ids come in with the actions.

use std::rc::Rc;

use martian_engine::{Game, Move, Position, Seat, Square};
use yew::Reducible;

use super::piece_keys::PieceKeys;
use super::settings::{Player, Settings};

/// The game being played and everything around it.
#[derive(Clone, PartialEq, Debug)]
pub struct PlayState {
    /// The saved game's id (its storage key ends in it).
    pub id: String,
    /// How the game was set up.
    pub settings: Settings,
    /// The game with its history.
    pub game: Game,
    /// Stable piece identities for animation.
    pub keys: PieceKeys,
    /// Whether the player to move has asked to call the clock with their next move.
    pub clock_armed: bool,
    /// The computer's search in flight (its request id).
    pub thinking: Option<u32>,
    /// The next request id to hand out.
    pub next_request: u32,
    /// A message for the player (an illegal move, a storage problem), if any.
    pub notice: Option<String>,
    /// When the game began and was last played (ms since 1970).
    pub started: f64,
    /// When the game was last played.
    pub updated: f64,
}

/// What can happen.
#[derive(Clone, Debug)]
pub enum Action {
    /// A person moved a piece (or asked to).
    HumanMove {
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// Now.
        now: f64,
    },
    /// The computer's search for `request` is under way.
    Think {
        /// Its id.
        request: u32,
    },
    /// The computer answered `request`; a stale answer is dropped.
    ComputerMove {
        /// The request answered.
        request: u32,
        /// Its move.
        mv: Move,
        /// Now.
        now: f64,
    },
    /// The computer answered `request` in move text (as the worker sends it).
    ComputerText {
        /// The request answered.
        request: u32,
        /// Its move text, `clock ` in front when it calls the clock.
        text: String,
        /// Now.
        now: f64,
    },
    /// The computer's search failed: forget it so it is retried.
    ComputerFailed {
        /// The request that failed.
        request: u32,
    },
    /// Toggle "call the clock" for the next move.
    ToggleClock,
    /// Start a new game.
    NewGame {
        /// Its id.
        id: String,
        /// Its settings (checked: the start position must be legal).
        settings: Settings,
        /// Now.
        now: f64,
    },
    /// Put back a saved game.
    Restore(Box<PlayState>),
    /// Show or clear a message.
    Notice(Option<String>),
}

impl PlayState {
    /// A fresh game from checked settings.
    pub fn new(id: String, settings: Settings, now: f64) -> Result<PlayState, String> {
        let settings = settings.normalised();
        let start = settings.start_position()?;
        Ok(PlayState::from_game(
            id,
            settings,
            Game::new(start),
            now,
            now,
        ))
    }

    /// A state around an existing game.
    pub fn from_game(
        id: String,
        settings: Settings,
        game: Game,
        started: f64,
        updated: f64,
    ) -> PlayState {
        let keys = PieceKeys::replay(game.start(), game.moves());
        PlayState {
            id,
            settings,
            game,
            keys,
            clock_armed: false,
            thinking: None,
            next_request: 1,
            notice: None,
            started,
            updated,
        }
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        self.game.current()
    }

    /// Who is to move, if the game goes on.
    pub fn to_move(&self) -> Option<Seat> {
        (!self.position().is_over()).then(|| self.position().turn())
    }

    /// Whether a person may move now.
    pub fn human_to_move(&self) -> bool {
        self.to_move()
            .is_some_and(|s| self.settings.player(s) == Player::Human)
    }

    /// The level of the computer to move now, if it is the computer's turn.
    pub fn computer_to_move(&self) -> Option<u8> {
        match self.to_move().map(|s| self.settings.player(s)) {
            Some(Player::Computer(level)) => Some(level),
            _ => None,
        }
    }

    fn play(&mut self, mv: Move, now: f64) -> Result<(), String> {
        self.game.play(mv).map_err(|e| e.to_string())?;
        self.keys.apply(mv);
        self.updated = now;
        self.clock_armed = false;
        self.notice = None;
        Ok(())
    }
}

impl Reducible for PlayState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::HumanMove { from, to, now } => {
                if !self.human_to_move() {
                    next.notice = Some("Wait for your turn.".into());
                    return Rc::new(next);
                }
                let pos = self.position();
                let found = pos
                    .legal_moves()
                    .into_iter()
                    .find(|m| m.from == from && m.to == to);
                match found {
                    Some(mv) => {
                        let calls = self.clock_armed && pos.clock().is_none();
                        if let Err(e) = next.play(mv.with_clock(calls), now) {
                            next.notice = Some(e);
                        }
                    }
                    None => {
                        let probe = Move {
                            from,
                            to,
                            kind: martian_engine::MoveKind::Plain,
                            calls_clock: false,
                        };
                        next.notice = Some(format!(
                            "{from}-{to} is not allowed: {}",
                            pos.why_illegal(probe)
                        ));
                    }
                }
            }
            Action::Think { request } => {
                next.thinking = Some(request);
                next.next_request = next.next_request.max(request + 1);
            }
            Action::ComputerMove { request, mv, now } => {
                if self.thinking != Some(request) || self.computer_to_move().is_none() {
                    return self;
                }
                next.thinking = None;
                if let Err(e) = next.play(mv, now) {
                    next.notice = Some(format!("The computer's move was refused: {e}"));
                }
            }
            Action::ComputerText { request, text, now } => {
                let parsed = text
                    .parse::<martian_engine::MoveText>()
                    .map_err(|e| e.to_string())
                    .and_then(|t| t.resolve(self.position()).map_err(|e| e.to_string()));
                return match parsed {
                    Ok(mv) => self.reduce(Action::ComputerMove { request, mv, now }),
                    Err(e) if self.thinking == Some(request) => {
                        next.thinking = None;
                        next.notice = Some(format!("The computer's move was refused: {e}"));
                        Rc::new(next)
                    }
                    Err(_) => self,
                };
            }
            Action::ComputerFailed { request } => {
                if self.thinking != Some(request) {
                    return self;
                }
                next.thinking = None;
            }
            Action::ToggleClock => {
                if self.position().clock().is_none() && self.human_to_move() {
                    next.clock_armed = !self.clock_armed;
                }
            }
            Action::NewGame { id, settings, now } => match PlayState::new(id, settings, now) {
                Ok(state) => {
                    let mut state = state;
                    state.next_request = self.next_request;
                    return Rc::new(state);
                }
                Err(e) => next.notice = Some(format!("Cannot start that game: {e}")),
            },
            Action::Restore(state) => {
                let mut state = *state;
                state.next_request = self.next_request;
                return Rc::new(state);
            }
            Action::Notice(notice) => next.notice = notice,
        }
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use martian_engine::MoveKind;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    fn fresh() -> Rc<PlayState> {
        Rc::new(PlayState::new("g1".into(), Settings::default(), 0.0).unwrap())
    }

    #[test]
    fn a_human_move_is_played_and_hands_the_turn_to_the_computer() {
        let s = fresh().reduce(Action::HumanMove {
            from: sq("d3"),
            to: sq("d5"),
            now: 5.0,
        });
        assert_eq!(s.game.moves().len(), 1);
        assert_eq!(s.updated, 5.0);
        assert_eq!(s.computer_to_move(), Some(3));
        assert!(!s.human_to_move());
    }

    #[test]
    fn an_illegal_move_changes_nothing_and_says_why() {
        let s0 = fresh();
        let s = s0.clone().reduce(Action::HumanMove {
            from: sq("c3"),
            to: sq("c5"),
            now: 5.0,
        });
        assert_eq!(s.game, s0.game);
        assert!(s.notice.as_deref().unwrap().contains("pawn"));
    }

    #[test]
    fn a_stale_computer_answer_is_dropped() {
        let s = fresh().reduce(Action::HumanMove {
            from: sq("d3"),
            to: sq("d5"),
            now: 1.0,
        });
        let s = s.reduce(Action::Think { request: 7 });
        let mv = Move {
            from: sq("b6"),
            to: sq("a5"),
            kind: MoveKind::Plain,
            calls_clock: false,
        };
        let stale = s.clone().reduce(Action::ComputerMove {
            request: 6,
            mv,
            now: 2.0,
        });
        assert_eq!(stale.game.moves().len(), 1);
        let s = s.reduce(Action::ComputerMove {
            request: 7,
            mv,
            now: 2.0,
        });
        assert_eq!(s.game.moves().len(), 2);
        assert_eq!(s.thinking, None);
        assert!(s.human_to_move());
    }

    #[test]
    fn an_answer_after_a_new_game_is_dropped() {
        let s = fresh().reduce(Action::HumanMove {
            from: sq("d3"),
            to: sq("d5"),
            now: 1.0,
        });
        let s = s.reduce(Action::Think { request: 3 });
        let s = s.reduce(Action::NewGame {
            id: "g2".into(),
            settings: Settings::default(),
            now: 3.0,
        });
        let mv = Move {
            from: sq("b6"),
            to: sq("a5"),
            kind: MoveKind::Plain,
            calls_clock: false,
        };
        let s = s.reduce(Action::ComputerMove {
            request: 3,
            mv,
            now: 4.0,
        });
        assert_eq!(s.game.moves().len(), 0);
        assert_eq!(s.id, "g2");
        assert!(s.next_request > 3, "request ids are never reused");
    }

    #[test]
    fn the_clock_toggle_applies_to_the_next_move_only() {
        let s = fresh().reduce(Action::ToggleClock);
        assert!(s.clock_armed);
        let s = s.reduce(Action::HumanMove {
            from: sq("d3"),
            to: sq("d5"),
            now: 1.0,
        });
        assert!(s.game.moves()[0].calls_clock);
        assert_eq!(s.position().clock(), Some(0));
        assert!(!s.clock_armed);
    }

    #[test]
    fn a_bad_setup_keeps_the_current_game() {
        let s0 = fresh();
        let settings = Settings {
            setup: Some("4/4 0 - - 0,0".into()),
            ..Settings::default()
        };
        let s = s0.clone().reduce(Action::NewGame {
            id: "g9".into(),
            settings,
            now: 1.0,
        });
        assert_eq!(s.id, "g1");
        assert!(s.notice.as_deref().unwrap().starts_with("Cannot start"));
    }
}
