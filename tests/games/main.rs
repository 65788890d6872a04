//! Tests across the registered games, natively, through the app's public modules as the
//! machinery reaches them: records and saves, embed fragments, the example rules page and
//! remote play by link. A game's own tests live in its folder; these check that every game
//! plugged into the machinery answers as the shell expects.
#![cfg(not(target_arch = "wasm32"))]

mod embed_readers;
mod link_kit;
mod records;
mod remote_attacks;
mod remote_dice;
mod remote_mutations;
mod remote_old_saves;
mod remote_play;
mod remote_two_hands;
mod rules_page;
