//! How to play Sandships, in our own words, with pictures drawn by the same board view as the
//! game (without the play board's testing attributes), and how each action is done here. Each
//! part links to the Learn lesson that teaches it by playing.

use std::rc::Rc;

use sandships::{Options, State};
use yew::prelude::*;

use crate::widgets::rules_page::RulesPage;

use super::board::model::Spot;
use super::board::view::SandBoard;
use super::settings::SandSettings;
use super::ship_keys::ShipKeys;
use super::view_model::{board_data, targets};
use crate::history::Player;
use crate::shell::types::LearnLinks;

/// Props.
#[derive(Properties, PartialEq)]
pub struct SandshipsHowToPlayProps {
    /// Back to the game.
    pub on_close: Callback<()>,
    /// The links to Learn's lessons.
    pub learn: LearnLinks,
}

/// A link to a Learn lesson (`None`: the course, where the reader left off).
fn learn_link(links: &LearnLinks, lesson: Option<&'static str>) -> Html {
    let text = if lesson.is_some() {
        "Try it in Learn →"
    } else {
        "Learn by playing: the interactive lessons →"
    };
    html! {
        <a class="learn-link" href={links.lesson(lesson)} data-lesson={lesson.unwrap_or("")}>{ text }</a>
    }
}

/// One rule picture: a state, and optionally a piece whose legal targets are shown.
fn picture(text: &str, show: Option<Spot>, label: &str) -> Html {
    let Ok(state) = State::from_text(text, Options::default()) else {
        return html! {};
    };
    let settings = SandSettings {
        players: vec![Player::Human; state.players() as usize],
        ..SandSettings::default()
    };
    let data = board_data(&state, &settings, &ShipKeys::of(&state), Vec::new());
    let shown: Vec<_> = match show {
        Some(spot) if state.dice().is_some() => targets(&state, None)
            .into_iter()
            .filter(|t| t.from == spot)
            .collect(),
        _ => Vec::new(),
    };
    html! {
        <figure class="picture sand-picture">
            <SandBoard data={Rc::new(data)} targets={Rc::new(shown)} pending={show}
                interactive={false} label={AttrValue::from(label.to_string())} />
            <figcaption>{ label }</figcaption>
        </figure>
    }
}

/// The rules page.
#[function_component(SandshipsHowToPlay)]
pub fn sandships_how_to_play(props: &SandshipsHowToPlayProps) -> Html {
    let learn =
        |lesson: Option<&'static str>| html! { <p>{ learn_link(&props.learn, lesson) }</p> };
    html! {
        <RulesPage title="How to play Sandships" class="sandships-rules" on_close={props.on_close.clone()}>
            <p class="lede">{ "Mars, long ago: a plague has emptied some of the five great cities, and the survivors race across the sand to claim them. Be the first to control three cities — or the last seat left in the game." }</p>
            { learn(None) }

            <section>
                <h3>{ "The board" }</h3>
                <p>{ "Four canals cut the wasteland into eight triangular zones. Five round cities stand where the canals meet the corners and in the centre. Each city has a notch, a port, facing each zone it touches: a corner city has two ports, the centre has eight. A ship always docks in a port, lying in the zone beside it and pointing at its city." }</p>
                <p>{ "Each seat's home is a city. At the start a trio of your colour (a large, a medium and a small pyramid) stands there as a spire, and your other two trios wait beside the board in your pool. The other cities are dead: each holds a black trio that must be overcome." }</p>
                { picture("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 - -", None, "The two-player start: Blue at home in SW, Amber in NE; NW, SE and the centre are dead.") }
                <p class="note">{ "The rules text describes the board but no picture of it survives that we could find: this geometry (straight canals along the diagonals and midlines, ports facing each zone) is our reading of the text, and the game would change if the real board differs." }</p>
                { learn(Some("sailing")) }
            </section>

            <section>
                <h3>{ "A turn: three dice" }</h3>
                <p>{ "Roll three dice. Their faces are Transform, Build, Unfurl, Move, Zap and Wild. Two equal faces: one of them becomes Wild. Three of a kind: two become Wild and you get a fourth, bonus Wild die. Then use each die once, in any order, for the action it shows; a Wild die for any action." }</p>
                { learn(Some("doubles")) }
                <p>{ "Null is wild: a die whose action you cannot perform right now may be used for any action you can. It keeps its face, so if its own action becomes possible later in the turn it is that action again. You may end your turn at any time with dice left." }</p>
                { learn(Some("null-wild")) }
            </section>

            <section>
                <h3>{ "The actions" }</h3>
                <p><strong>{ "Transform. " }</strong>{ "Launch: take a piece of yours from a spire and dock it as a ship in an empty port of that same city. Or land: stand one of your ships up in the city it points at, joining your spire there or starting one." }</p>
                { learn(Some("launch-land")) }
                <div class="pictures">
                    { picture("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TBM -", Some(Spot::Piece { city: 3, owner: 0, size: 1 }), "Blue's small piece can launch into SW5 or SW6.") }
                    { picture("xlms/1lms/xlms/0lms/xlms C5:0l lmmss/llmmss 0 TBM -", Some(Spot::Port(12)), "Blue's large ship at C5 can sail to any other port of the centre or to SW5 — or land in the centre.") }
                </div>
                <p><strong>{ "Build. " }</strong>{ "The smallest piece of your pool joins your spire at home." }</p>
                { learn(Some("build")) }
                <p><strong>{ "Unfurl. " }</strong>{ "Swap one of your ships for the next larger size from your pool; the smaller one goes back to the pool." }</p>
                { learn(Some("unfurl")) }
                <p><strong>{ "Move. " }</strong>{ "Sail a ship to another port of its city, or to the one port of the other city in its zone. Canals cannot be crossed: to change zones a ship passes through a city. If the port is taken, you may bump the ship there — yours or anyone's, if it is not larger than yours — to an empty port it could sail to itself (the port you left counts: a swap). No chains of bumps." }</p>
                { learn(Some("bump")) }
                { picture("xlms/1lms/xlms/0lms/xlms C1:1s,C6:0m llmss/llmms 0 MW -", Some(Spot::Port(13)), "Blue's medium ship at C6 may sail to C1 by bumping Amber's smaller ship away.") }
                <p><strong>{ "Zap. " }</strong>{ "Where your ships are docked at a city, remove a piece of anyone else's spire there whose pips are fewer than your docked ships' pips together. Ships cannot be zapped. A zapped piece goes back to its owner's pool; a zapped black piece leaves the game." }</p>
                { learn(Some("zap")) }
                { picture("xlms/1lms/xlms/0lms/xlms NE1:0l lmmss/llmmss 0 ZWW -", None, "Blue's large ship docked at NE (3 pips) can zap Amber's small and medium pieces there, not the large.") }
            </section>

            <section>
                <h3>{ "Control, elimination and winning" }</h3>
                <p>{ "You control a city when your spire there has more pips than every other spire in it, black ones included. A tie, or only a black spire, means nobody controls it. Ships never count." }</p>
                { learn(Some("control")) }
                <p>{ "If you have no piece left in your home city, you are out: your ships leave the board and your spires turn black where they stand." }</p>
                { learn(Some("out")) }
                <p>{ "You win as soon as you control three cities (your home need not be one of them, as long as you still have a piece in it), or when every other seat is out." }</p>
                { learn(Some("winning")) }
                { picture("xs/1lms/xlms/0lms/0lm,xs C7:0l ms/lmmss 0 TM -", Some(Spot::Port(14)), "Blue holds SW and the centre: its large ship sails to NW7 and lands for the third city.") }
            </section>

            <section>
                <h3>{ "Three and four players; optional rules" }</h3>
                <p>{ "With three players the centre is a home and two opposite corners are dead; with four, each corner is a home and the centre is dead. Turns go Blue, Amber, Green, Rose." }</p>
                { learn(Some("seats")) }
                <p>{ "Two optional rules can be chosen in New game: zapped pieces leave the game instead of returning to the pool, and only a strictly smaller ship can be bumped." }</p>
                { learn(Some("options")) }
            </section>

            <section>
                <h3>{ "Playing here" }</h3>
                <p>{ "Press Roll the dice. Then act on the board: drag a ship to a marked port to sail (onto a taken port, then tap where the bumped ship goes), or onto its city to land; tap a piece of your spire, then a port, to launch; drag a pool piece onto a ship to unfurl it, or onto your home to build (or use the buttons); tap an enemy piece marked for a zap. The action decides which die is spent — your own face first, then a die that is wild now, keeping a real Wild for later — or pick a die first. Undo takes back your actions until the next roll." }</p>
                <p>{ "With the keyboard: Tab to a piece, Enter to pick it up, Tab to a marked place, Enter to put it down; Escape lets go." }</p>
                { learn(Some("first-turn")) }
            </section>

            <footer class="credits">
                <p>{ "Sandships was designed by Andrew Looney and was the Looney Labs Holiday Gift for 2016; Looney Pyramids are a Looney Labs game system. This page explains the rules in our own words; see Looney Labs for the official rules." }</p>
            </footer>
        </RulesPage>
    }
}
