//! The choice of game at the top of the New game form: every game the app plays.

use yew::prelude::*;

use super::types::GameEntry;

/// Props.
#[derive(Properties, PartialEq)]
pub struct GameChooserProps {
    /// The games.
    pub games: &'static [GameEntry],
    /// The game chosen (its id).
    pub chosen: &'static str,
    /// Another game chosen.
    pub on_choose: Callback<&'static str>,
}

/// A radio group of the games.
#[function_component(GameChooser)]
pub fn game_chooser(props: &GameChooserProps) -> Html {
    let options = props.games.iter().map(|game| {
        let id = game.id;
        let onchange = props.on_choose.reform(move |_: Event| id);
        let input_id = format!("game-{id}");
        html! {
            <label class={classes!("game-option", (id == props.chosen).then_some("chosen"))} for={input_id.clone()}>
                <input type="radio" name="game" id={input_id} value={id} checked={id == props.chosen} {onchange} />
                <span class="game-name">{ game.title }</span>
                <span class="game-blurb">{ game.blurb }</span>
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
