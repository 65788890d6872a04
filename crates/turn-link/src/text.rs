//! The link's text: values percent-encoded (spaces as `+`, so a record stays readable) and
//! bytes as unpadded base64url. Both readers refuse bad input with `None`, never panic.

/// Characters kept as they are in a value.
fn kept(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"-_.~!*'(),:;@/?$[]{}<>".contains(&b)
}

/// A value as the link writes it: spaces as `+`, other characters outside a small safe set
/// as `%XX`.
pub fn encode_component(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for &b in value.as_bytes() {
        match b {
            b' ' => out.push('+'),
            b if kept(b) => out.push(b as char),
            b => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// A value as [`encode_component`] wrote it (`None`: a bad `%` escape or not UTF-8).
pub fn decode_component(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = bytes.get(i + 1..i + 3)?;
                let s = std::str::from_utf8(hex).ok()?;
                out.push(u8::from_str_radix(s, 16).ok()?);
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).ok()
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Bytes as unpadded base64url.
pub fn base64url_encode(bytes: &[u8]) -> String {
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | (b as u32) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

/// Unpadded base64url (`None`: a character outside the alphabet, or a length no bytes give).
pub fn base64url_decode(text: &str) -> Option<Vec<u8>> {
    if text.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::new();
    for chunk in text.as_bytes().chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            let v = ALPHABET.iter().position(|&a| a == c)? as u32;
            n |= v << (18 - 6 * i);
        }
        for i in 0..chunk.len() - 1 {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    // Only the canonical spelling: re-encoding must give the same text.
    (base64url_encode(&out) == text).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_round_trip_and_stay_readable() {
        let record = "[Game \"sandships\"]\n1. roll TBM T:l>SW5 50% & #x+y";
        let enc = encode_component(record);
        assert!(!enc.contains(' ') && !enc.contains('&') && !enc.contains('#'));
        assert!(enc.contains("1.+roll+TBM"));
        assert_eq!(decode_component(&enc).as_deref(), Some(record));
        assert_eq!(decode_component("%G1"), None);
        assert_eq!(decode_component("%4"), None);
        assert_eq!(decode_component("%FF"), None);
    }

    #[test]
    fn base64url_round_trips_and_refuses_bad_text() {
        for n in 0..20u8 {
            let bytes: Vec<u8> = (0..n).map(|i| i.wrapping_mul(37)).collect();
            let text = base64url_encode(&bytes);
            assert_eq!(base64url_decode(&text), Some(bytes));
        }
        assert_eq!(base64url_decode("A"), None);
        assert_eq!(base64url_decode("AB=C"), None);
        assert_eq!(base64url_decode("AA"), Some(vec![0]));
        assert_eq!(base64url_decode("AB"), None, "not canonical");
    }
}
