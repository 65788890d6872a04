//! A QR code drawn in the page as SVG (one path of its dark modules; no markup from text, no
//! image fetched), for a phone held beside the screen to read a link. `qrcodegen` makes the
//! code; the smallest version that holds the text at low error correction is chosen.

use qrcodegen::{QrCode, QrCodeEcc};
use yew::prelude::*;

/// The modules of a text's QR code: its side in modules, and the path of its dark ones. Kept out
/// of line, so the encoder's loops are not inlined into the component's render (see
/// `docs/webkit-wasm-fault.md`, "No function holds a whole render").
#[inline(never)]
pub fn qr_path(text: &str) -> Option<(i32, String)> {
    let code = QrCode::encode_text(text, QrCodeEcc::Low).ok()?;
    let size = code.size();
    let mut d = String::new();
    for y in 0..size {
        let mut x = 0;
        while x < size {
            if code.get_module(x, y) {
                let start = x;
                while x < size && code.get_module(x, y) {
                    x += 1;
                }
                d.push_str(&format!("M{start} {y}h{}v1h-{}z", x - start, x - start));
            } else {
                x += 1;
            }
        }
    }
    Some((size, d))
}

/// The QR code's version (1-40) for a text, if it fits in one.
pub fn qr_version(text: &str) -> Option<u8> {
    QrCode::encode_text(text, QrCodeEcc::Low)
        .ok()
        .map(|c| c.version().value())
}

/// Props.
#[derive(Properties, PartialEq)]
pub struct QrProps {
    /// The text (a link).
    pub text: AttrValue,
    /// What it is, for screen readers.
    pub label: AttrValue,
}

/// The QR code, or a line saying the text is too long for one.
#[function_component(Qr)]
pub fn qr(props: &QrProps) -> Html {
    let drawn = use_memo(props.text.clone(), |t| qr_path(t));
    match &*drawn {
        Some((size, d)) => {
            let view = format!("-4 -4 {} {}", size + 8, size + 8);
            html! {
                <svg class="qr" viewBox={view} role="img" aria-label={props.label.clone()} data-modules={size.to_string()}>
                    <rect x="-4" y="-4" width={(size + 8).to_string()} height={(size + 8).to_string()} class="qr-light" />
                    <path d={d.clone()} class="qr-dark" />
                </svg>
            }
        }
        None => {
            html! { <p class="form-note">{ "This link is too long for a QR code: copy or share it." }</p> }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_becomes_modules() {
        let (size, d) = qr_path("https://example.org/#turn=1&g=martian-chess").unwrap();
        assert_eq!((size - 17) % 4, 0, "a QR code's side is 17 + 4 × version");
        assert!(
            d.starts_with("M0 0h7v1h-7z"),
            "the finder pattern's top row"
        );
        assert_eq!(qr_version("https://example.org/"), Some(2));
        assert_eq!(qr_path(&"x".repeat(4000)), None);
    }
}
