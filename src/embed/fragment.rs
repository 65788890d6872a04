//! The URL fragment an embed is configured by: `name=value` pairs separated by `&`, values
//! percent-encoded (UTF-8). Pure Rust, so it is tested natively and behaves alike in every
//! browser.
//!
//! `+` is kept as a plus sign, never read as a space: move text writes a field promotion as
//! `b2+c3`, and authors paste such moves straight into links. A space is `%20`.

/// Characters written as they are: the unreserved ones, and the few that position text, move
/// lists and square lists use and that a fragment may carry (`/ , : @ + -`), so links stay
/// readable.
fn kept(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"-_.!~*'()/,:@+".contains(&b)
}

/// Percent-encodes a value for a fragment.
pub fn encode(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for b in value.bytes() {
        if kept(b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Decodes a percent-encoded value; the error says what is wrong with it.
pub fn decode(value: &str) -> Result<String, String> {
    let bytes = value.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = bytes
                .get(i + 1..i + 3)
                .and_then(|h| std::str::from_utf8(h).ok())
                .and_then(|h| u8::from_str_radix(h, 16).ok())
                .ok_or_else(|| {
                    "a `%` must be followed by two hex digits (write a percent sign as %25)"
                        .to_string()
                })?;
            out.push(hex);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| "its %-escapes do not spell UTF-8 text".to_string())
}

/// One `name=value` pair, decoded.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Pair {
    /// The name as written (`arrows@3`).
    pub name: String,
    /// The decoded value.
    pub value: String,
}

/// Splits a fragment (with or without its leading `#`) into decoded pairs, in order. A pair
/// without `=` has an empty value. The error names the pair that cannot be decoded.
pub fn pairs(fragment: &str) -> Result<Vec<Pair>, (String, String)> {
    let body = fragment.strip_prefix('#').unwrap_or(fragment);
    body.split('&')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let (name, value) = p.split_once('=').unwrap_or((p, ""));
            let name = decode(name).map_err(|e| (name.to_string(), e))?;
            let value = decode(value).map_err(|e| (name.clone(), e))?;
            Ok(Pair { name, value })
        })
        .collect()
}

/// Writes pairs as a fragment body (without `#`).
pub fn write(pairs: &[(&str, String)]) -> String {
    pairs
        .iter()
        .map(|(name, value)| format!("{}={}", encode(name), encode(value)))
        .collect::<Vec<_>>()
        .join("&")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_round_trip_and_stay_readable() {
        let text = "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,0";
        let encoded = encode(text);
        assert_eq!(
            encoded,
            "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq%200%20-%20-%200,0"
        );
        assert_eq!(decode(&encoded).unwrap(), text);
        for odd in ["a&b=c#d%e", "Zürich ▲ “quotes”", "b2+c3 clock c3-d4", ""] {
            assert_eq!(decode(&encode(odd)).unwrap(), odd);
        }
    }

    #[test]
    fn a_plus_is_a_plus() {
        assert_eq!(decode("b2+c3").unwrap(), "b2+c3");
    }

    #[test]
    fn bad_escapes_are_named() {
        assert!(decode("50%").unwrap_err().contains("two hex digits"));
        assert!(decode("%zz").is_err());
        assert!(decode("%FF").unwrap_err().contains("UTF-8"));
        let err = pairs("#mode=step&caption=%E2%28").unwrap_err();
        assert_eq!(err.0, "caption");
    }

    #[test]
    fn pairs_keep_their_order_and_names() {
        let p = pairs("#players=4&arrows@3=c3d4&coords").unwrap();
        let names: Vec<&str> = p.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["players", "arrows@3", "coords"]);
        assert_eq!(p[1].value, "c3d4");
        assert_eq!(p[2].value, "");
        assert_eq!(
            write(&[("caption", "A & B".into()), ("ply", "end".into())]),
            "caption=A%20%26%20B&ply=end"
        );
    }
}
