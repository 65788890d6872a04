//! The choice of game at the top of the New game form: Martian Chess or Sandships.

use yew::prelude::*;

use crate::games::GameKind;

/// Props.
#[derive(Properties, PartialEq)]
pub struct GameChooserProps {
    /// The game chosen.
    pub chosen: GameKind,
    /// Another game chosen.
    pub on_choose: Callback<GameKind>,
}

/// A radio group of the games.
#[function_component(GameChooser)]
pub fn game_chooser(props: &GameChooserProps) -> Html {
    let options = GameKind::ALL.iter().map(|&kind| {
        let onchange = props.on_choose.reform(move |_: Event| kind);
        let id = format!("game-{}", kind.id());
        html! {
            <label class={classes!("game-option", (kind == props.chosen).then_some("chosen"))} for={id.clone()}>
                <input type="radio" name="game" id={id} value={kind.id()} checked={kind == props.chosen} {onchange} />
                <span class="game-name">{ kind.title() }</span>
                <span class="game-blurb">{ match kind {
                    GameKind::MartianChess => "Capture pieces as they cross the canal; 2 or 4 players.",
                    GameKind::Sandships => "Sail, land and zap to hold three cities; dice; 2 to 4 players.",
                } }</span>
            </label>
        }
    });
    html! {
        <fieldset class="game-chooser">
            <legend>{ "Game" }</legend>
            { for options }
        </fieldset>
    }
}
