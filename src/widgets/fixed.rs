//! Numbers written with a fixed count of decimals for the boards' SVG (`fixed(x, 1)` writes
//! what `format!("{x:.1}")` writes, to the last digit: the same rounding, half to even on the
//! number's exact value, and the same sign). The standard library's float formatting is about
//! 11 KB of code (its exact and shortest algorithms and their tables): with the numbers now
//! written here and by [`shortest`], each embed lost 8 KB gzip;
//! a board only ever writes a coordinate with one to three decimals, which integer arithmetic
//! does exactly in a few hundred bytes. The tests compare it with `format!` over many numbers.
//! A number written in full (`format!("{v}")`: a wedge board's view box, a badge's scale) is
//! [`shortest`], the browser's own `Number.prototype.toString`.

use std::borrow::Borrow;
use std::fmt;

/// `value` written with `places` decimals (0 to 3), as `format!("{value:.places$}")` writes it.
/// `value` may be a reference (`fixed(x, 1)` over an iterator of `&f64`).
pub fn fixed(value: impl Borrow<f64>, places: u32) -> Fixed {
    Fixed {
        value: *value.borrow(),
        places,
    }
}

/// See [`fixed`].
#[derive(Clone, Copy, Debug)]
pub struct Fixed {
    value: f64,
    places: u32,
}

impl fmt::Display for Fixed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (value, places) = (self.value, self.places.min(3));
        if value.is_nan() {
            return f.write_str("NaN");
        }
        if value.is_sign_negative() {
            f.write_str("-")?;
        }
        if value.is_infinite() {
            return f.write_str("inf");
        }
        let scale = 10u64.pow(places);
        let scaled = scaled_rounded(value.abs(), scale);
        write!(f, "{}", scaled / scale)?;
        if places > 0 {
            let fraction = (scaled % scale) as u32;
            f.write_str(".")?;
            for digit in (0..places).rev() {
                let d = (fraction / 10u32.pow(digit)) % 10;
                f.write_str(DIGITS[d as usize])?;
            }
        }
        Ok(())
    }
}

/// `value` as `format!("{value}")` writes it: the fewest digits that read back as the same
/// number. In the browser this is JavaScript's `String(value)`, which picks the same digits
/// (both are the shortest that round-trip, the nearest when several are); the two differ only
/// in form below 10^-6 and from 10^21 up, where JavaScript writes an exponent (no board has
/// such a number), and for -0, written here as Rust does. `tests/browser.rs` checks them equal.
pub fn shortest(value: f64) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        if value == 0.0 && value.is_sign_negative() {
            return "-0".into();
        }
        String::from(
            js_sys::Number::from(value)
                .to_string_with_radix(10)
                .unwrap_or_default(),
        )
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        format!("{value}")
    }
}

const DIGITS: [&str; 10] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];

/// `value * scale` (value finite and not negative), rounded half to even on its exact value:
/// a double is `mantissa * 2^exponent`, with a mantissa under 2^53, so `mantissa * scale` is
/// exact in 64 bits (scale at most 1000) and the division by a power of two is a shift. A value
/// of 2^53 or more (never a place on a board) saturates.
fn scaled_rounded(value: f64, scale: u64) -> u64 {
    let bits = value.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let fraction = bits & ((1 << 52) - 1);
    let (mantissa, exponent) = if biased == 0 {
        (fraction, -1074)
    } else {
        (fraction | (1 << 52), biased - 1075)
    };
    let product = mantissa * scale;
    if exponent >= 0 {
        return product.saturating_mul(1 << exponent.min(63));
    }
    let shift = -exponent as u32;
    if shift >= 64 {
        // Under 2^63 / 2^64: below one half.
        return 0;
    }
    let whole = product >> shift;
    let rest = product & ((1u64 << shift) - 1);
    let half = 1u64 << (shift - 1);
    if rest > half || (rest == half && whole % 2 == 1) {
        whole + 1
    } else {
        whole
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn same(value: f64) {
        for places in 0..=3 {
            assert_eq!(
                fixed(value, places).to_string(),
                format!("{value:.*}", places as usize),
                "{value:e} to {places} places"
            );
        }
    }

    #[test]
    fn it_writes_what_format_writes() {
        // Ties (exact halves round to even), signs, zeros, tiny and large numbers.
        for v in [
            0.0,
            -0.0,
            0.05,
            0.25,
            0.35,
            0.5,
            1.5,
            2.5,
            -2.5,
            0.125,
            0.375,
            12.25,
            -12.25,
            1e-9,
            -1e-9,
            5e-324,
            0.0005,
            0.0015,
            999.95,
            1e15,
            123_456.789,
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
        ] {
            same(v);
        }
        // Board coordinates: every tenth, hundredth and a spread of computed values.
        for i in -20_000..20_000 {
            same(i as f64 / 10.0);
            same(i as f64 / 100.0);
            same(i as f64 / 8.0);
            same((i as f64 * 0.731).sin() * 400.0);
            same(i as f64 * 0.0137 + 300.0);
        }
    }
}
