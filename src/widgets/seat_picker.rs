//! Who plays a seat, for every game's New game form and the Open game dialog: a person, the
//! computer at a level from 1 to 5, or (New game only) a friend on another device who plays by
//! link, as one labelled select.

use yew::prelude::*;

use crate::history::Player;

/// Props.
#[derive(Properties, PartialEq)]
pub struct SeatPickerProps {
    /// The select's id (its label points at it).
    pub id: AttrValue,
    /// The seat's name.
    pub label: AttrValue,
    /// Who plays it now.
    pub current: Player,
    /// Say which levels are the beginner's, the default and the strongest (the New game
    /// forms do; the Open game dialog keeps its options short).
    #[prop_or_default]
    pub describe_levels: bool,
    /// Offer "A friend, by link" (the New game forms do; a record opened here is played on
    /// this screen).
    #[prop_or(true)]
    pub offer_friend: bool,
    /// Another choice.
    pub on_change: Callback<Player>,
}

/// The words of a level's option.
fn level_words(level: u8, describe: bool) -> String {
    let note = match (describe, level) {
        (true, 1) => " (beginner)",
        (true, 3) => " (default)",
        (true, 5) => " (strongest)",
        _ => "",
    };
    format!("Computer, level {level}{note}")
}

/// The select.
#[function_component(SeatPicker)]
pub fn seat_picker(props: &SeatPickerProps) -> Html {
    let onchange = props.on_change.reform(|e: Event| {
        let value = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        match value.as_str() {
            "friend" => Player::Friend,
            v => v
                .parse::<u8>()
                .map(Player::Computer)
                .unwrap_or(Player::Human),
        }
    });
    let current = props.current;
    html! {
        <div class="field">
            <label for={props.id.clone()}>{ props.label.clone() }</label>
            <select id={props.id.clone()} {onchange}>
                <option value="human" selected={current == Player::Human}>{ "Person" }</option>
                { for (1..=5u8).map(|l| html! {
                    <option value={l.to_string()} selected={current == Player::Computer(l)}>
                        { level_words(l, props.describe_levels) }
                    </option>
                }) }
                if props.offer_friend || current == Player::Friend {
                    <option value="friend" selected={current == Player::Friend}>{ "A friend, by link" }</option>
                }
            </select>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_are_described_only_where_asked() {
        assert_eq!(level_words(1, true), "Computer, level 1 (beginner)");
        assert_eq!(level_words(3, true), "Computer, level 3 (default)");
        assert_eq!(level_words(4, true), "Computer, level 4");
        assert_eq!(level_words(5, false), "Computer, level 5");
    }
}
