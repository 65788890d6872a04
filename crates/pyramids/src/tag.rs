//! A record's tag lines, `[Name "value"]`, with `\"` and `\\` escapes in the value.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

/// One tag line.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Tag {
    /// Its name, such as `Players`.
    pub name: String,
    /// Its value, unquoted.
    pub value: String,
}

impl Tag {
    /// A tag of that name and value.
    pub fn new(name: &str, value: &str) -> Tag {
        Tag {
            name: name.to_string(),
            value: value.to_string(),
        }
    }
}

impl fmt::Display for Tag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let escaped = self.value.replace('\\', "\\\\").replace('"', "\\\"");
        write!(f, "[{} \"{}\"]", self.name, escaped)
    }
}

/// A tag line that cannot be read: the line as written, and why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TagError {
    /// The line.
    pub line: String,
    /// What a reader expects.
    pub reason: &'static str,
}

/// Reads the leading tag lines (lines starting with `[`) of a record; returns them and the rest
/// of the text (the tokens).
pub fn split_tags(text: &str) -> Result<(Vec<Tag>, &str), TagError> {
    let mut tags = Vec::new();
    let mut rest = text;
    loop {
        let trimmed = rest.trim_start();
        if !trimmed.starts_with('[') {
            return Ok((tags, trimmed));
        }
        let end = trimmed.find('\n').unwrap_or(trimmed.len());
        tags.push(parse_tag(trimmed[..end].trim_end())?);
        rest = &trimmed[end..];
    }
}

fn parse_tag(line: &str) -> Result<Tag, TagError> {
    let bad = |reason: &'static str| TagError {
        line: line.to_string(),
        reason,
    };
    let inner = line
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix(']'))
        .ok_or_else(|| bad("a tag line is written [Name \"value\"]"))?;
    let (name, value) = inner
        .split_once(' ')
        .ok_or_else(|| bad("a tag line is written [Name \"value\"]"))?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(bad("a tag name is letters, digits and `_`"));
    }
    let quoted = value
        .trim()
        .strip_prefix('"')
        .and_then(|v| v.strip_suffix('"'))
        .ok_or_else(|| bad("a tag value stands in double quotes"))?;
    let mut out = String::new();
    let mut escape = false;
    for c in quoted.chars() {
        match (escape, c) {
            (false, '\\') => escape = true,
            (false, '"') => return Err(bad("a quote inside a tag value is written \\\"")),
            (_, c) => {
                out.push(c);
                escape = false;
            }
        }
    }
    if escape {
        return Err(bad("a tag value ends in a lone `\\`"));
    }
    Ok(Tag {
        name: name.to_string(),
        value: out,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_round_trip_with_escapes() {
        let tag = Tag::new("Seat0", "Ann \"A\" \\ B");
        let text = alloc::format!("{tag}\n\n1. x");
        let (tags, rest) = split_tags(&text).unwrap();
        assert_eq!(tags, alloc::vec![tag]);
        assert_eq!(rest, "1. x");
        assert!(split_tags("[Players 2]").is_err());
        assert!(split_tags("[Pla-yers \"2\"]").is_err());
        assert!(split_tags("[A \"x\\\"]").is_err());
    }
}
