//! The deflated fragment: the link's fields compressed with raw deflate (miniz_oxide) and
//! written in base64url, used when it is shorter than the plain text (a long Sandships game's
//! record shrinks to about a third). Inflating stops at [`MAX_INFLATED`] bytes, so no small
//! link can fill memory.

use miniz_oxide::deflate::compress_to_vec;
use miniz_oxide::inflate::decompress_to_vec_with_limit;

use crate::link::{bad, LinkError, MAX_INFLATED};
use crate::text::{base64url_decode, base64url_encode};

/// The text deflated (best compression) and in base64url.
pub fn deflate(text: &str) -> String {
    base64url_encode(&compress_to_vec(text.as_bytes(), 10))
}

/// The text [`deflate`] wrote, or why it cannot be read.
pub fn inflate(packed: &str) -> Result<String, LinkError> {
    let bytes = base64url_decode(packed).ok_or_else(|| bad("z", "is not base64url"))?;
    let plain = decompress_to_vec_with_limit(&bytes, MAX_INFLATED).map_err(|e| match e.status {
        miniz_oxide::inflate::TINFLStatus::HasMoreOutput => LinkError::TooLong,
        _ => bad("z", "is not a deflated link"),
    })?;
    String::from_utf8(plain).map_err(|_| bad("z", "inflates to text that is not UTF-8"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deflated_text_inflates_back_and_a_bomb_is_refused() {
        let text = "g=sandships&rec=1.+roll+TBM+B:b+end%0A2.+roll+MMS".repeat(20);
        let packed = deflate(&text);
        assert!(packed.len() < text.len() / 3, "{}", packed.len());
        assert_eq!(inflate(&packed), Ok(text));
        let bomb = deflate(&"a".repeat(MAX_INFLATED + 1));
        assert!(bomb.len() < 1000);
        assert_eq!(inflate(&bomb), Err(LinkError::TooLong));
        assert!(matches!(
            inflate("AAAA"),
            Err(LinkError::Field { field: "z", .. })
        ));
        assert!(matches!(
            inflate("*"),
            Err(LinkError::Field { field: "z", .. })
        ));
    }
}
