//! An Icehouse pyramid seen from above: a square base, four shaded faces meeting at the apex,
//! and its pips (1 to 3) on the face nearest the viewer. Size and pips tell the piece; colour
//! is decoration only.

use yew::prelude::*;

use crate::widgets::fixed::fixed;

/// Half the base width for sizes 1 to 3, in user units (a square is 100).
pub fn half_width(size: u8) -> f64 {
    match size {
        1 => 21.0,
        2 => 29.0,
        _ => 37.0,
    }
}

/// Scales each channel of `#rrggbb` by `k` (below 1 darker, above 1 lighter, towards white).
fn shade(colour: &str, k: f64) -> String {
    let channel = |i: usize| {
        u8::from_str_radix(colour.get(i..i + 2).unwrap_or("80"), 16).unwrap_or(128) as f64
    };
    let adjust = |c: f64| -> u8 {
        let v = if k <= 1.0 {
            c * k
        } else {
            c + (255.0 - c) * (k - 1.0)
        };
        v.clamp(0.0, 255.0) as u8
    };
    format!(
        "#{:02x}{:02x}{:02x}",
        adjust(channel(1)),
        adjust(channel(3)),
        adjust(channel(5))
    )
}

/// The pyramid centred on (0, 0).
pub fn pyramid(size: u8, colour: &str) -> Html {
    let h = half_width(size);
    let face = |points: String, k: f64| {
        html! { <polygon points={points} fill={shade(colour, k)} stroke={shade(colour, 0.45)} stroke-width="1.2" stroke-linejoin="round" /> }
    };
    // The half widths are whole numbers: written as integers (a float's shortest form would
    // pull the standard library's float printing into the embed).
    let w = h as i32;
    let top = format!("0,0 {},{} {},{}", -w, -w, w, -w);
    let left = format!("0,0 {},{} {},{}", -w, -w, -w, w);
    let right = format!("0,0 {},{} {},{}", w, -w, w, w);
    let bottom = format!("0,0 {},{} {},{}", -w, w, w, w);
    // Pips sit in a row on the near (bottom) face, halfway between apex and edge.
    let y = h * 0.62;
    let gap = h * 0.36;
    let pips = (0..size).map(|i| {
        let x = (i as f64 - (size as f64 - 1.0) / 2.0) * gap;
        html! { <circle class="pip" cx={format!("{}", fixed(x, 1))} cy={format!("{}", fixed(y, 1))} r="3.4" /> }
    });
    html! {
        <g class="pyramid">
            <rect x={(3 - w).to_string()} y={(5 - w).to_string()} width={(2 * w).to_string()} height={(2 * w).to_string()} rx="3" class="shadow" />
            { face(top, 1.35) }
            { face(left, 1.05) }
            { face(right, 0.78) }
            { face(bottom, 0.62) }
            { for pips }
        </g>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shading_darkens_and_lightens() {
        assert_eq!(shade("#808080", 0.5), "#404040");
        assert_eq!(shade("#000000", 2.0), "#ffffff");
        assert_eq!(shade("#ff0000", 1.0), "#ff0000");
        // Bad colours do not panic.
        assert_eq!(shade("red", 1.0).len(), 7);
    }

    #[test]
    fn bigger_pieces_are_bigger() {
        assert!(half_width(1) < half_width(2) && half_width(2) < half_width(3));
        assert!(half_width(3) < 50.0, "a queen fits its square");
    }
}
