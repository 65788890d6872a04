//! Whose turn it is and what one press does, for every game: who may act on the board, which
//! computer seat is to act, how a step is played (by a person, possibly on an earlier point,
//! which starts a new game from there; by the computer, one step of its answer at a time), and
//! the one undo policy every game shares.
//!
//! Undo takes back the last step and, against the computer, the computer's steps before it,
//! back to the latest point where a person is to act; it never takes back a step the game fixes
//! (a roll: that would let a player roll again), and takes back nothing unless it reaches such a
//! point. So in Martian Chess against the computer one undo takes back a whole round, between
//! people one move; in Sandships one action of the turn under way, never the roll, and never the
//! computer's turn. Nothing is taken back while an earlier point is looked at, or while the
//! computer's answer is being shown.

use super::{History, Playable, Player};

impl<G: Playable> History<G> {
    /// Whether a person acts on the board now: the seat to act there is a person's (on an
    /// earlier point too, where a step starts a new game), and the computer is not in the
    /// middle of showing its answer.
    pub fn person_may_act(&self) -> bool {
        self.shown_player() == Some(Player::Human)
            && (self.viewing_history() || self.pending.is_empty())
    }

    /// The level of the computer seat to act in the live game, while no earlier point is
    /// looked at (the computer waits while a person looks back).
    pub fn computer_to_act(&self) -> Option<u8> {
        if self.viewing_history() {
            return None;
        }
        match self.live_player() {
            Some(Player::Computer(level)) => Some(level),
            _ => None,
        }
    }

    /// How many steps one press of undo takes back now (`None`: none may be).
    fn undo_length(&self) -> Option<usize> {
        let steps = self.steps();
        if steps.is_empty() || self.viewing_history() || !self.pending.is_empty() {
            return None;
        }
        let computer = self.has_computer();
        for i in (0..steps.len()).rev() {
            if G::fixed(&steps[i]) {
                return None;
            }
            if !computer || self.player_of_step(i) == Some(Player::Human) {
                return Some(steps.len() - i);
            }
        }
        None
    }

    /// Whether undo may take something back now (in a game with friends, only this device's
    /// own steps of its turn under way: what was sent is never taken back).
    pub fn can_undo(&self) -> bool {
        self.undo_length().is_some() && self.remote_undo_allowed()
    }

    /// Takes back what one press of undo takes back.
    pub(super) fn undo_steps(&mut self) {
        for _ in 0..self.undo_length().unwrap_or(0) {
            self.take_back();
        }
    }

    /// Plays again what one press of redo plays again: one step, and against the computer on
    /// to the next point where a person is to act.
    pub(super) fn redo_steps(&mut self) {
        let computer = self.has_computer();
        while self.play_again() {
            if !computer || self.redo.is_empty() || self.live_player() == Some(Player::Human) {
                break;
            }
        }
    }

    /// Plays a step on the live game: checked by the rules; the message for the player is then
    /// the game's remark on it, if any.
    pub(super) fn play_step(&mut self, step: G::Step, now: f64) -> Result<(), String> {
        G::play(&mut self.game, step)?;
        self.updated = now;
        self.notice = G::remark(self, &step);
        Ok(())
    }

    /// A person's step on the board: on an earlier point it starts a new game from there under
    /// `fork_id` (the original stays as it was); on the live game it forgets the steps taken
    /// back. A step out of turn or refused by the rules changes nothing but the message.
    pub(super) fn person_step(&self, step: G::Step, now: f64, fork_id: String) -> History<G> {
        let mut refused = self.clone();
        if !self.person_may_act() {
            refused.notice = Some("Wait for your turn.".into());
            return refused;
        }
        let mut next = if self.viewing_history() {
            self.fork(fork_id, now)
        } else {
            let mut next = self.clone();
            next.redo.clear();
            next
        };
        match next.play_step(step, now) {
            Ok(()) => next,
            Err(e) => {
                refused.notice = Some(format!("{step} is not allowed: {e}"));
                refused
            }
        }
    }

    /// The computer's answer to `request`, as step texts: read against the live game one after
    /// the other, then kept to be shown step by step. A stale answer (another request, or the
    /// seat to act is no longer the computer's) changes nothing.
    pub(super) fn computer_answer(&self, request: u32, texts: &[String]) -> Option<History<G>> {
        let computer = matches!(self.live_player(), Some(Player::Computer(_)));
        if self.thinking != Some(request) || !computer {
            return None;
        }
        let mut next = self.clone();
        next.thinking = None;
        let mut probe = self.game.clone();
        let mut steps = Vec::new();
        for text in texts {
            let read = G::read_step(&probe, text)
                .ok_or_else(|| format!("“{text}” cannot be read here"))
                .and_then(|step| G::play(&mut probe, step).map(|()| step));
            match read {
                Ok(step) => steps.push(step),
                Err(e) => {
                    let word = G::STEP_WORD;
                    next.notice = Some(format!("The computer's {word} was refused: {e}"));
                    return Some(next);
                }
            }
        }
        if steps.is_empty() {
            next.notice = Some("The computer found nothing to play.".into());
        }
        next.pending = steps;
        Some(next)
    }

    /// Shows the computer's next step: plays it on the live game. Dropped when the seat to act
    /// is no longer the computer's.
    pub(super) fn computer_step(&self, now: f64) -> Option<History<G>> {
        let &first = self.pending.first()?;
        let mut next = self.clone();
        next.pending.remove(0);
        if !matches!(self.live_player(), Some(Player::Computer(_))) {
            next.pending.clear();
            return Some(next);
        }
        next.redo.clear();
        if let Err(e) = next.play_step(first, now) {
            next.pending.clear();
            let word = G::STEP_WORD;
            next.notice = Some(format!("The computer's {word} {first} was refused: {e}"));
        }
        Some(next)
    }

    /// The roll of the seat to act: these numbers on one screen; with friends by link the
    /// numbers the commit-reveal exchange gives (`history::remote`), never this device's own.
    /// `None` when no roll is due, or the friends' part of the dice has not arrived.
    pub(super) fn roll_step(&self, numbers: [u8; 3], now: f64) -> Option<History<G>> {
        if self.viewing_history() || !G::roll_due(&self.game) {
            return None;
        }
        let numbers = match self.fair_roll() {
            super::remote::FairRoll::Local => numbers,
            super::remote::FairRoll::Ready(fair) => fair,
            super::remote::FairRoll::Waiting => return None,
        };
        let step = G::roll(numbers)?;
        let mut next = self.clone();
        next.redo.clear();
        if let Err(e) = next.play_step(step, now) {
            next.notice = Some(e);
        }
        Some(next)
    }
}
