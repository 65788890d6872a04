//! Sine, cosine and the angle of a vector for the boards' drawings (a wedge board's zones, a
//! seat's star, Sandships' ports and pools), from the browser's `Math`: the standard
//! library's own are compiled in from libm, 7 KB of code (3 KB gzip) in each embed for a few
//! angles a board computes once. Both are the same fdlibm algorithms to within the last bit,
//! and a board writes its numbers with one decimal. Outside the browser (the native tests) they
//! are the standard library's.

/// `x.sin()`.
pub fn sin(x: f64) -> f64 {
    #[cfg(target_arch = "wasm32")]
    return js_sys::Math::sin(x);
    #[cfg(not(target_arch = "wasm32"))]
    return x.sin();
}

/// `x.cos()`.
pub fn cos(x: f64) -> f64 {
    #[cfg(target_arch = "wasm32")]
    return js_sys::Math::cos(x);
    #[cfg(not(target_arch = "wasm32"))]
    return x.cos();
}

/// `y.atan2(x)`.
pub fn atan2(y: f64, x: f64) -> f64 {
    #[cfg(target_arch = "wasm32")]
    return js_sys::Math::atan2(y, x);
    #[cfg(not(target_arch = "wasm32"))]
    return y.atan2(x);
}
