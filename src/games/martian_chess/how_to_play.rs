//! How to play, in our own words, with small pictures of each rule drawn by the same board
//! view (without the play board's testing attributes).

use std::rc::Rc;

use martian_engine::{Position, RuleOptions, Seat, Square};
use yew::prelude::*;

use crate::shell::types::LearnLinks;
use crate::widgets::rules_page::RulesPage;

use crate::games::martian_chess::board::Board;
use crate::games::martian_chess::piece_keys::PieceKeys;
use crate::games::martian_chess::view_model::{board_data, dests, paths};

/// Props.
#[derive(Properties, PartialEq)]
pub struct HowToPlayProps {
    /// Back to the game.
    pub on_close: Callback<()>,
    /// The links to Learn's lessons.
    pub learn: LearnLinks,
}

/// One rule picture: a position, the piece whose moves are shown, squares to point out.
fn picture(text: &str, from: Option<&str>, highlights: &[&str], label: &str) -> Html {
    let Ok(pos) = Position::from_text(text, RuleOptions::default()) else {
        return html! {};
    };
    let data = board_data(&pos, &PieceKeys::new(&pos), Seat(0));
    let from_sq = from.and_then(Square::parse);
    let moves = from_sq.map(|f| dests(pos.legal_moves().into_iter().filter(|m| m.from == f)));
    let ways = from_sq.map(|f| paths(&pos, pos.legal_moves().into_iter().filter(|m| m.from == f)));
    let highlights: Vec<u8> = highlights
        .iter()
        .filter_map(|h| Square::parse(h))
        .map(|s| s.index())
        .collect();
    html! {
        <figure class="picture">
            <Board grid={data.grid} squares={data.squares} pieces={data.pieces} lines={data.lines}
                last_move={data.last_move} dests={Rc::new(moves.unwrap_or_default())}
                paths={Rc::new(ways.unwrap_or_default())}
                show_from={from_sq.map(|s| s.index())} highlights={Rc::new(highlights)}
                label={AttrValue::from(label.to_string())} class={classes!("mini")} />
            <figcaption>{ label }</figcaption>
        </figure>
    }
}

/// The rules page.
#[function_component(HowToPlay)]
pub fn how_to_play(props: &HowToPlayProps) -> Html {
    let learn = |lesson: Option<&'static str>| {
        let text = if lesson.is_some() {
            "Try it in Learn →"
        } else {
            "Learn by playing: the interactive tutorial →"
        };
        html! { <a class="learn-link" href={props.learn.lesson(lesson)} data-lesson={lesson.unwrap_or("")}>{ text }</a> }
    };
    html! {
        <RulesPage title="How to play Martian Chess" on_close={props.on_close.clone()}>
            <p class="lede">{ "Score the most points. On Mars colour means nothing: you command whatever stands in your zone, and a piece that crosses the canal changes sides." }</p>
            <p>{ learn(None) }</p>

            <section>
                <h3>{ "The board and your zone" }</h3>
                <p>{ "Two players share a 4 × 8 board split by a canal. Your zone is your half (with four players, your quarter of an 8 × 8 board). Every piece in your zone is yours to move, whatever its colour. The tint of a square shows whose zone it is." }</p>
                { picture("qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,0", None, &[], "The start: each side's nine pieces fill its corner. South owns the lower half.") }
                <p>{ learn(Some("zone")) }</p>
            </section>

            <section>
                <h3>{ "The pieces" }</h3>
                <p>{ "Small pyramids are pawns (1 point), medium ones drones (2 points), large ones queens (3 points). The pips on a piece show its value. No piece jumps over another." }</p>
                <div class="pictures">
                    { picture("3p/4/4/4/4/1p2/4/4 0 - - 0,0", Some("b3"), &[], "A pawn steps one square diagonally, any direction.") }
                    { picture("3p/4/4/4/1p2/4/1d2/q3 0 - - 0,0", Some("b2"), &[], "A drone moves one or two squares straight, never through a piece (here the pawn on b4 blocks).") }
                    { picture("3p/4/4/4/4/4/1q2/4 0 - - 0,0", Some("b2"), &[], "A queen moves any distance straight or diagonally.") }
                </div>
                <p>{ learn(Some("pieces")) }</p>
            </section>

            <section>
                <h3>{ "Crossing the canal and capturing" }</h3>
                <p>{ "Move onto an empty square anywhere, even across the canal: the piece now belongs to the zone it stands in. Move onto a piece in another zone to capture it: you score its points and your moving piece now belongs to that zone's player. You never capture pieces in your own zone." }</p>
                <div class="pictures">
                    { picture("4/4/2p1/4/4/4/2q1/4 0 - - 0,0", Some("c2"), &["c6"], "The queen on c2 can capture the pawn on c6 (1 point); the queen then belongs to North.") }
                </div>
                <p>{ "Beware the double whammy: after you capture, your piece sits in the enemy zone and may take one of your own pieces on the next move." }</p>
                <p>{ learn(Some("capture")) }</p>
            </section>

            <section>
                <h3>{ "No rejection" }</h3>
                <p>{ "In the two-player game you may not send a piece straight back across the canal to the square it just came from. Any other move of it is fine, and so is the same move a turn later." }</p>
                { picture("3p/4/4/4/2p1/4/4/q3 0 b5-c4 - 0,0", Some("c4"), &["b5"], "North just moved the pawn b5-c4; South may not move it straight back to b5.") }
                <p>{ learn(Some("rejection")) }</p>
            </section>

            <section>
                <h3>{ "Field promotion" }</h3>
                <p>{ "If your zone has no queen, you may move a drone onto your own pawn (or a pawn onto your own drone): they merge into a queen. If your zone has no drone, you may move a pawn onto your own pawn to make a drone. A promotion scores nothing." }</p>
                { picture("4/4/4/1d2/4/4/1p2/d3 0 - - 0,0", Some("b2"), &[], "No queen in South's zone: the pawn on b2 may join the drone on a1 to make a queen.") }
                <p>{ learn(Some("promotion")) }</p>
            </section>

            <section>
                <h3>{ "Calling the clock and the end" }</h3>
                <p>{ "When play stalls, call the clock together with a move. From then on, once seven moves in a row capture nothing, the game ends; a capture sets the count back to zero. The game also ends at once when any zone is empty — so when you are ahead and low on pieces, run your last pieces over the border." }</p>
                <p>{ "Highest score wins. On a tie, whoever emptied a zone wins; a tie when the clock runs out is a draw." }</p>
                <p>{ learn(Some("clock")) }</p>
            </section>

            <section>
                <h3>{ "Four players" }</h3>
                <p>{ "Four players use an 8 × 8 board with two canals, one zone each, playing clockwise. There is no rejection rule. In a team game, diagonal partners add their scores; capturing a partner's piece still scores for you." }</p>
                <p>{ learn(Some("four")) }</p>
            </section>

            <section>
                <h3>{ "Three, five and six players" }</h3>
                <p>{ "For three, five or six players the board is a wedge board, after Eeyore's Martian Chessboard Wedges: one 4 × 4 zone a player, set round a centre point, each zone's corner at the centre taking its share of the circle. Each zone has its own files a to d and ranks 1 to 4 (a1 at its outer corner, d4 at the centre), and a square is named by its zone: 0c3 is c3 of the first player's zone. Seats are named by their zone's colour and shape." }</p>
                <p>{ "Where two zones meet, the canal glues the top edge of one to the side of the next, so a line goes on straight into the next zone, turned with it; pick up a piece and its lines are drawn. Nothing crosses the centre point: no square lies across it. Six players may play in three teams of two, partners sitting across the centre. The rest is the four-player game (there is no rejection rule; Of Knights and Kings is not played on wedge boards)." }</p>
                <div class="pictures">
                    { picture("4/dpp1/qdp1/qqd1|4/dpp1/qdp1/qqd1|4/dpp1/qdp1/qqd1 0 - - 0,0,0", None, &[], "The three-player start: three zones round the centre, each with the two-player start in its corner.") }
                    { picture("q3/4/4/3p|4/4/4/pd2|4/4/4/3p 0 - - 0,0,0", Some("0a4"), &["1b1"], "The queen on a4 runs out of its zone across the canal and on along the next zone's first rank, to the drone on its b1.") }
                </div>
                <p>{ learn(Some("wedge")) }</p>
            </section>

            <footer class="credits">
                <p>{ "Martian Chess was designed by Andrew Looney in 1997 and is published by Looney Labs as part of Pyramid Arcade. Looney Pyramids are a Looney Labs game system. This page explains the rules in our own words; see Looney Labs for the official rules." }</p>
                <p>{ "The boards for three, five and six players follow Eeyore's Martian Chessboard Wedges, to which the official rules send players who want more seats; how lines cross the glued edges is this app's reading (the wedges give no move rules)." }</p>
            </footer>
        </RulesPage>
    }
}
