//! Sharing the puzzle on the board: its link (the trainer's address names it) and its embed, the
//! embed's puzzle mode with the puzzle's start and whole line, as the app's Embed dialog writes
//! it (`embed::author::write`), so a rules page can carry any puzzle of the sets.

use std::rc::Rc;

use martian_engine::Game;
use yew::prelude::*;

use super::sets::Entry;
use crate::embed::snippets::{site_base, EmbedPreview, EmbedSnippets};
use crate::embed::terms::Mode;
use crate::games::martian_chess::embed::author::{write, EmbedSpec};
use crate::games::martian_chess::MartianChess;
use crate::history::Playable;
use crate::learn::address::puzzles_href;

/// The embed's fragment for a puzzle: its start, the puzzle mode, its whole line, a caption.
pub fn fragment(entry: &Entry) -> String {
    let mut game = Game::new(entry.puzzle.start);
    for mv in &entry.line {
        if game.play(*mv).is_err() {
            break;
        }
    }
    let spec = EmbedSpec {
        mode: Mode::Puzzle,
        solution_moves: entry.line.len(),
        caption: format!("Martian Chess puzzle {}", entry.card.id),
        ..EmbedSpec::new(game, 0)
    };
    write(&spec)
}

/// Props.
#[derive(Properties, PartialEq)]
pub struct PuzzleShareProps {
    /// The puzzle on the board.
    pub entry: Rc<Entry>,
    /// What goes at the row's end (Next).
    #[prop_or_default]
    pub children: Html,
}

/// The link to the puzzle and, on demand, its embed's snippets and preview.
#[function_component(PuzzleShare)]
pub fn puzzle_share(props: &PuzzleShareProps) -> Html {
    let open = use_state(|| false);
    let entry = &props.entry;
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    let close = {
        let open = open.clone();
        Callback::from(move |_: ()| open.set(false))
    };
    let (width, height) = match entry.puzzle.start.seats() {
        2 => (340, 800),
        4 => (480, 640),
        _ => (480, 600),
    };
    let fragment = fragment(entry);
    let base = site_base();
    let game = <MartianChess as Playable>::ID;
    html! {
        <>
            <div class="step-nav">
                <div class="puzzle-share">
                    <a class="button secondary" href={puzzles_href(game, Some(&entry.card.id))} data-control="puzzle-link">{ "Link to this puzzle" }</a>
                    <button type="button" class="secondary" data-control="puzzle-embed" aria-expanded={open.to_string()} onclick={toggle}>{ "Embed this puzzle" }</button>
                </div>
                { props.children.clone() }
            </div>
            if *open {
                <section class="puzzle-embed" aria-label="Embed this puzzle">
                    <div class="puzzle-embed-code"><EmbedSnippets base={AttrValue::from(base.clone())} fragment={AttrValue::from(fragment.clone())}
                        title="Martian Chess puzzle" {width} {height} blocked={false} on_close={close} /></div>
                    <EmbedPreview url={AttrValue::from(format!("{base}embed.html#{fragment}"))} {width} problem={None::<String>} />
                </section>
            }
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::martian_chess::embed::params::parse;
    use crate::games::martian_chess::puzzles::sets::{read, Loaded};

    /// The embed reads the fragment back as the same puzzle: its start and its whole line.
    #[test]
    fn a_puzzles_embed_is_the_puzzle() {
        let mut loaded = Loaded::default();
        read(
            "two",
            include_str!("../../../../static/puzzles/two.tsv"),
            &mut loaded,
        )
        .unwrap();
        read(
            "five",
            include_str!("../../../../static/puzzles/five.tsv"),
            &mut loaded,
        )
        .unwrap();
        for entry in loaded.entries.iter().step_by(17) {
            let text = fragment(entry);
            let config =
                parse(&text).unwrap_or_else(|e| panic!("{}: {e:?} in {text}", entry.card.id));
            assert_eq!(config.mode, Mode::Puzzle, "{text}");
            assert_eq!(config.solution, entry.line, "{text}");
            assert!(
                text.contains(&entry.card.id),
                "the caption names it: {text}"
            );
        }
    }
}
