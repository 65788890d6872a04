//! Arithmetic that gives the same bits on every machine. A review must read the same natively,
//! in Chromium, Firefox and WebKit: the search counts nodes, not time, and the chances made
//! from its values use only `+ - * /` (correctly rounded by IEEE 754 everywhere) and this file's
//! `exp`, never the platform's (glibc's and the wasm build's `exp` may differ in the last bit,
//! and a chance on a judgement's threshold would then fall on either side).

/// ln 2, split so that `k * LN2_HI` is exact for the `k` used here.
const LN2_HI: f64 = f64::from_bits(0x3fe6_2e42_fee0_0000);
const LN2_LO: f64 = f64::from_bits(0x3dea_39ef_3579_3c76);
const LOG2_E: f64 = core::f64::consts::LOG2_E;

/// `e^x`, within a few units in the last place, the same bits on every platform. Below -700
/// it is 0 and above 700 the largest finite value: enough for chances.
pub fn exp(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x < -700.0 {
        return 0.0;
    }
    if x > 700.0 {
        return f64::MAX;
    }
    // x = k ln 2 + r with |r| <= ln 2 / 2 (k rounded half away from zero by the cast).
    let k = (x * LOG2_E + if x < 0.0 { -0.5 } else { 0.5 }) as i64;
    let kf = k as f64;
    let r = (x - kf * LN2_HI) - kf * LN2_LO;
    // Taylor's series to r^14/14! (|r| <= 0.35: the rest is below 1e-17).
    let mut term = 1.0;
    let mut sum = 1.0;
    for n in 1..=14 {
        term = term * r / n as f64;
        sum += term;
    }
    // Times 2^k, in two steps so that no factor leaves the normal range.
    let half = k / 2;
    sum * pow2(half) * pow2(k - half)
}

/// `2^k` for `|k| <= 1000`, exactly.
fn pow2(k: i64) -> f64 {
    f64::from_bits(((k + 1023) as u64) << 52)
}

/// The logistic `1 / (1 + e^-x)`, 0 to 1.
pub fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + exp(-x))
}

/// Chances from scores: `e^z_i / sum e^z`, shifted by the largest so nothing overflows. An
/// empty slice gives an empty answer.
pub fn softmax(z: &[f64]) -> alloc::vec::Vec<f64> {
    let top = z.iter().copied().fold(f64::MIN, f64::max);
    let e: alloc::vec::Vec<f64> = z.iter().map(|v| exp(v - top)).collect();
    let sum: f64 = e.iter().sum();
    e.iter().map(|v| v / sum).collect()
}

/// Rounds half away from zero to a whole number (core has no `round` without std).
pub fn round(x: f64) -> i64 {
    (x + if x < 0.0 { -0.5 } else { 0.5 }) as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exp_is_close_to_the_real_thing() {
        for i in -400..=400 {
            let x = i as f64 * 0.173;
            let want = std::primitive::f64::exp(x);
            let got = exp(x);
            assert!(((got - want) / want).abs() < 4e-15, "{x}: {got} vs {want}");
        }
        assert_eq!(exp(0.0), 1.0);
        assert_eq!(exp(-800.0), 0.0);
        assert!(exp(f64::NAN).is_nan());
        assert!((logistic(0.0) - 0.5).abs() < 1e-15);
        let s = softmax(&[1.0, 1.0, 1000.0]);
        assert!(s[2] > 0.999_999 && (s.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        assert_eq!((round(2.5), round(-2.5), round(2.49)), (3, -3, 2));
    }
}
