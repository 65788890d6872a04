//! The players' keys as they read them to each other: who holds each key and its ten words in
//! two lines of five, drawn alike in the invitation and in Players' keys over the board, so the
//! words a friend reads out look the same on every screen.

use yew::prelude::*;

/// One player's line: who, and their key's words (`None`: no key yet, said by `missing`).
pub struct KeyLine {
    /// The seats the key signs for ("Amber", "Blue (you)").
    pub who: String,
    /// The fingerprint's words.
    pub words: Option<String>,
    /// What stands in for words not there yet.
    pub missing: &'static str,
}

/// The list of keys.
pub fn key_list(lines: Vec<KeyLine>) -> Html {
    html! {
        <dl class="key-words">
            { for lines.into_iter().map(|line| html! {
                <>
                    <dt>{ line.who }</dt>
                    <dd data-fingerprint={line.words.clone().unwrap_or_default()}>{
                        match line.words {
                            Some(words) => in_halves(&words),
                            None => html! { line.missing },
                        }
                    }</dd>
                </>
            }) }
        </dl>
    }
}

/// Ten words as two lines of five, as they are read out.
fn in_halves(words: &str) -> Html {
    let all: Vec<&str> = words.split(' ').collect();
    let (first, second) = all.split_at(all.len().div_ceil(2));
    html! { <><span>{ first.join(" ") }</span><span>{ second.join(" ") }</span></> }
}
