//! Pieces that glide to their new place, in every engine.
//!
//! The boards place each piece with the SVG `transform` attribute: the pages' Content Security
//! Policy allows no `style` attribute, so an inline CSS transform is not an option. A CSS
//! transition on `transform` glides such a piece in Chromium and Firefox, but WebKit (Safari,
//! every iPhone browser) starts no transition when a presentation attribute changes: there the
//! pieces jumped. The Web Animations API (`Element.animate`) is allowed by the policy and runs
//! the same in the three engines, so after each render this hook compares every gliding
//! element's place with the one it had before and animates the difference.
//!
//! An element opts in with `data-glide="<stable key>"` (its Yew key, so the element survives
//! the move). A piece that was being dragged (class `ghost` in the render before) does not glide:
//! the player has just put it there by hand. Nothing glides for readers who ask for reduced
//! motion.

use wasm_bindgen::prelude::*;
use web_sys::Element;
use yew::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// An element seen only for its `animate` method (web-sys marks `Element.animate` unstable).
    #[wasm_bindgen(extends = Element)]
    type Animatable;

    /// `Element.animate(keyframes, options)`.
    #[wasm_bindgen(method, catch, js_name = animate)]
    fn animate(
        this: &Animatable,
        keyframes: &JsValue,
        options: &JsValue,
    ) -> Result<JsValue, JsValue>;

    /// `Element.getAnimations()`: the element's animations that are running or waiting.
    #[wasm_bindgen(method, catch, js_name = getAnimations)]
    fn get_animations(this: &Animatable) -> Result<js_sys::Array, JsValue>;
}

/// How a board's pieces glide: how long, and along which curve.
#[derive(Clone, Copy, PartialEq)]
pub struct Glide {
    pub millis: f64,
    pub easing: &'static str,
}

/// Where each gliding element was at the last render (key, transform, whether it was being
/// dragged). A list, not a map: a board has a few dozen pieces, and a map's code would add to
/// every build that draws one.
type Places = Vec<(String, String, bool)>;

/// Animates every `[data-glide]` element inside `root` whose `transform` attribute changed
/// since the last render, from its old place to its new one.
#[hook]
pub fn use_glide(root: NodeRef, glide: Glide) {
    let places = use_mut_ref(Places::new);
    use_effect(move || {
        if let Some(root) = root.cast::<Element>() {
            let now = read_places(&root);
            if !reduced_motion() {
                let before = places.borrow();
                for (el, (key, to, _)) in &now {
                    match before.iter().find(|(k, _, _)| k == key) {
                        Some((_, from, false)) if from != to => start(el, from, to, glide),
                        _ => {}
                    }
                }
            }
            *places.borrow_mut() = now.into_iter().map(|(_, place)| place).collect();
        }
    });
}

/// Every gliding element under `root`, with its key, its transform and whether it is dragged.
fn read_places(root: &Element) -> Vec<(Element, (String, String, bool))> {
    let Ok(list) = root.query_selector_all("[data-glide]") else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<Element>().ok())
        .filter_map(|el| {
            let key = el.get_attribute("data-glide")?;
            let at = el.get_attribute("transform").unwrap_or_default();
            let dragged = el.class_list().contains("ghost");
            Some((el, (key, at, dragged)))
        })
        .collect()
}

/// The gliding element drawn at the page point `(x, y)` (client pixels) while it glides, if
/// any. A board finds what a press is about from the places of the position it shows, which a
/// piece reaches only when its glide ends; a quick player who presses the piece mid-glide aims
/// at where it is drawn, so the board asks this first.
pub fn gliding_at(x: f64, y: f64) -> Option<Element> {
    let document = web_sys::window()?.document()?;
    let el = document
        .element_from_point(x as f32, y as f32)?
        .closest("[data-glide]")
        .ok()??;
    let running = el.unchecked_ref::<Animatable>().get_animations().ok()?;
    (running.length() > 0).then_some(el)
}

/// Starts one element's glide; an engine without `Element.animate` simply shows the new place.
fn start(el: &Element, from: &str, to: &str, glide: Glide) {
    let (Some(from), Some(to)) = (css_transform(from), css_transform(to)) else {
        return;
    };
    let frame = |t: &str| {
        let f = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&f, &"transform".into(), &t.into());
        f
    };
    let frames = js_sys::Array::of2(&frame(&from), &frame(&to));
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"duration".into(), &glide.millis.into());
    let _ = js_sys::Reflect::set(&options, &"easing".into(), &glide.easing.into());
    let _ = el.unchecked_ref::<Animatable>().animate(&frames, &options);
}

/// Whether the reader asked the system for less motion.
fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// The CSS form of an SVG `transform` attribute: `translate(12.5 40)` becomes
/// `translate(12.5px, 40px)`, `rotate(30)` becomes `rotate(30deg)`. On an SVG element a CSS
/// pixel is a user unit and the origin is the user space's, so both place the element alike.
/// `None` for anything else (none at all, a matrix, a rotation about a point): such an element
/// jumps. The numbers are carried over as text, never parsed: parsing and printing floats would
/// pull about 18 KB (gzip) of the standard library into every build that draws a board.
pub fn css_transform(attribute: &str) -> Option<String> {
    let attribute = attribute.trim();
    if !attribute.ends_with(')') {
        return None;
    }
    let mut out = Vec::new();
    for part in attribute
        .split(')')
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let (name, args) = part.split_once('(')?;
        let args: Vec<&str> = args
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|a| !a.is_empty())
            .map(number)
            .collect::<Option<_>>()?;
        out.push(match (name.trim(), args.as_slice()) {
            ("translate", [x]) => format!("translate({x}px, 0px)"),
            ("translate", [x, y]) => format!("translate({x}px, {y}px)"),
            ("rotate", [a]) => format!("rotate({a}deg)"),
            ("scale", [k]) => format!("scale({k})"),
            ("scale", [x, y]) => format!("scale({x}, {y})"),
            _ => return None,
        });
    }
    Some(out.join(" "))
}

/// `text` if it is a plain decimal number (`-12.5`, `40`, `.5`), as CSS reads it too.
fn number(text: &str) -> Option<&str> {
    let digits = text.strip_prefix('-').unwrap_or(text);
    let mut halves = digits.splitn(2, '.');
    let (whole, frac) = (halves.next()?, halves.next().unwrap_or(""));
    let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    (!(whole.is_empty() && frac.is_empty()) && all_digits(whole) && all_digits(frac))
        .then_some(text)
}

#[cfg(test)]
mod tests {
    use super::css_transform;

    #[test]
    fn svg_transforms_read_as_css() {
        assert_eq!(
            css_transform("translate(12.5 40)").as_deref(),
            Some("translate(12.5px, 40px)")
        );
        assert_eq!(
            css_transform("translate(100.0 -3.5) scale(0.80)").as_deref(),
            Some("translate(100.0px, -3.5px) scale(0.80)")
        );
        assert_eq!(
            css_transform("translate(1,2) rotate(-45.5)").as_deref(),
            Some("translate(1px, 2px) rotate(-45.5deg)")
        );
        assert_eq!(css_transform(""), None);
    }

    #[test]
    fn forms_it_cannot_read_give_none() {
        assert_eq!(css_transform("matrix(1 0 0 1 0 0)"), None);
        assert_eq!(css_transform("rotate(30 5 5)"), None);
        assert_eq!(css_transform("translate(a b)"), None);
        assert_eq!(css_transform("translate(1 2"), None);
        assert_eq!(css_transform("translate(1e3 2)"), None);
        assert_eq!(css_transform("translate(- 2)"), None);
        assert_eq!(css_transform("translate(1.2.3 2)"), None);
    }
}
