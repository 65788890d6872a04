//! The clipboard: copying a text the player asked for (a record, a share link, a friend's
//! link, an embed snippet) and saying in words whether it worked. A browser may refuse (no
//! permission, a page not focused, an insecure origin); the text is then still on screen to
//! select by hand, and the message says so.

/// Copies `text` and hands `done` the sentence to show: "Record copied." or why not.
/// `what` names the text in the words the player sees, capitalised as a sentence's start
/// ("Record", "Share link").
pub fn copy(text: &str, what: &'static str, done: impl FnOnce(String) + 'static) {
    let promise = gloo::utils::window()
        .navigator()
        .clipboard()
        .write_text(text);
    wasm_bindgen_futures::spawn_local(async move {
        done(match wasm_bindgen_futures::JsFuture::from(promise).await {
            Ok(_) => copied(what),
            Err(_) => not_copied(what),
        });
    });
}

/// "Record copied."
fn copied(what: &str) -> String {
    format!("{what} copied.")
}

/// "Could not copy the record: …", with `what` in lower case mid-sentence ("embed.js" stays).
fn not_copied(what: &str) -> String {
    let mut chars = what.chars();
    let lower = match chars.next() {
        Some(first) if chars.clone().next().is_some_and(|c| c.is_lowercase()) => {
            first.to_ascii_lowercase().to_string() + chars.as_str()
        }
        Some(first) => first.to_string() + chars.as_str(),
        None => String::new(),
    };
    format!("Could not copy the {lower}: select it and copy it by hand.")
}

#[cfg(test)]
mod tests {
    use super::{copied, not_copied};

    #[test]
    fn messages_read_as_sentences() {
        assert_eq!(copied("Share link"), "Share link copied.");
        assert_eq!(
            not_copied("Share link"),
            "Could not copy the share link: select it and copy it by hand."
        );
        assert_eq!(
            not_copied("Frame snippet"),
            "Could not copy the frame snippet: select it and copy it by hand."
        );
        assert_eq!(copied("Embed.js snippet"), "Embed.js snippet copied.");
        assert_eq!(
            not_copied("Embed.js snippet"),
            "Could not copy the embed.js snippet: select it and copy it by hand."
        );
    }
}
