//! The tokens of a record after its tags: words separated by white space, numbers `N.`, and
//! `{comments}` (which need no space around them).

use alloc::string::String;

/// One token.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Token<'a> {
    /// A `{comment}`'s text, trimmed (empty comments are skipped).
    Comment(&'a str),
    /// A number `N.`: its value, or `None` when what stands before the dot is not a number; and
    /// the token as written.
    Number(Option<u32>, &'a str),
    /// Any other word: a move, an action, a keyword such as `clock` or `roll`.
    Word(&'a str),
}

/// A comment opened with `{` and never closed: the text from the `{` (its first 20 characters).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TokenError {
    /// The start of the unclosed comment.
    pub token: String,
}

impl TokenError {
    /// Why it cannot be read.
    pub const REASON: &'static str = "a comment opened with `{` is never closed with `}`";
}

/// The tokens of a text, in order.
pub struct Tokens<'a> {
    rest: &'a str,
}

impl<'a> Tokens<'a> {
    /// The tokens of `text` (a record without its tag lines).
    pub fn new(text: &'a str) -> Tokens<'a> {
        Tokens { rest: text }
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = Result<Token<'a>, TokenError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            let text = self.rest.trim_start();
            if text.is_empty() {
                self.rest = text;
                return None;
            }
            if let Some(body) = text.strip_prefix('{') {
                let Some(close) = body.find('}') else {
                    self.rest = "";
                    return Some(Err(TokenError {
                        token: text.chars().take(20).collect(),
                    }));
                };
                self.rest = &body[close + 1..];
                let comment = body[..close].trim();
                if comment.is_empty() {
                    continue;
                }
                return Some(Ok(Token::Comment(comment)));
            }
            let end = text
                .find(|c: char| c.is_whitespace() || c == '{')
                .unwrap_or(text.len());
            let word = &text[..end];
            self.rest = &text[end..];
            if let Some(number) = word.strip_suffix('.') {
                let value = (!number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()))
                    .then(|| number.parse().ok())
                    .flatten();
                return Some(Ok(Token::Number(value, word)));
            }
            return Some(Ok(Token::Word(word)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    #[test]
    fn words_numbers_and_comments() {
        let tokens: Vec<_> = Tokens::new(" 1. c3-c5{a  note }b6-b4 { } x. 12.\n")
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(
            tokens,
            [
                Token::Number(Some(1), "1."),
                Token::Word("c3-c5"),
                Token::Comment("a  note"),
                Token::Word("b6-b4"),
                Token::Number(None, "x."),
                Token::Number(Some(12), "12."),
            ]
        );
        let mut open = Tokens::new("a {never closed");
        assert_eq!(open.next(), Some(Ok(Token::Word("a"))));
        assert!(matches!(open.next(), Some(Err(_))));
        assert_eq!(open.next(), None);
    }
}
