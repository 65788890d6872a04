//! The parts of an embed's fragment that every game reads alike: the pairs by name (each name
//! at most once, an unknown name an error that lists the known ones), numbers in a range, the
//! theme and the caption.

use super::fragment;
use super::terms::{EmbedError, Theme, MAX_CAPTION};

/// The pairs of a fragment by name, each name at most once.
pub struct Fields(pub Vec<(String, String)>);

impl Fields {
    /// The value given for `name`.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// An error naming `field`.
pub fn err(field: impl Into<String>, message: impl Into<String>) -> EmbedError {
    EmbedError {
        field: field.into(),
        message: message.into(),
    }
}

/// How a pair is named in a message: by its name, or, when it has none, as written.
fn shown<'a>(name: &'a str, value: &str) -> std::borrow::Cow<'a, str> {
    if name.is_empty() {
        format!("={value}").into()
    } else {
        name.into()
    }
}

/// Splits a fragment into its fields: only `names` are known, and with `per_position` also
/// `arrows@N` and `marks@N` (Martian Chess's drawings for one position).
pub fn read_fields(
    fragment: &str,
    names: &[&str],
    per_position: bool,
) -> Result<Fields, EmbedError> {
    let pairs = fragment::pairs(fragment).map_err(|(name, e)| err(shown(&name, ""), e))?;
    let mut fields: Vec<(String, String)> = Vec::new();
    for p in pairs {
        let base = p.name.split_once('@').map_or(p.name.as_str(), |(b, _)| b);
        let at = p.name.contains('@');
        let drawing = base == "arrows" || base == "marks";
        if !names.contains(&base) || (at && !(per_position && drawing)) {
            let extra = if per_position {
                ", and arrows@N / marks@N"
            } else {
                ""
            };
            return Err(err(
                shown(&p.name, &p.value),
                format!("unknown parameter (known: {}{extra})", names.join(", ")),
            ));
        }
        if fields.iter().any(|(n, _)| *n == p.name) {
            return Err(err(&p.name, "given twice"));
        }
        fields.push((p.name, p.value));
    }
    Ok(Fields(fields))
}

/// A whole number in `range`, or an error saying which numbers may be written.
pub fn read_number(
    field: &str,
    text: &str,
    range: std::ops::RangeInclusive<usize>,
) -> Result<usize, EmbedError> {
    text.trim()
        .parse::<usize>()
        .ok()
        .filter(|n| range.contains(n))
        .ok_or_else(|| {
            err(
                field,
                format!(
                    "`{text}`: write a number from {} to {}",
                    range.start(),
                    range.end()
                ),
            )
        })
}

/// The `theme` field (auto when absent).
pub fn read_theme(fields: &Fields) -> Result<Theme, EmbedError> {
    match fields.get("theme") {
        None | Some("auto") => Ok(Theme::Auto),
        Some("light") => Ok(Theme::Light),
        Some("dark") => Ok(Theme::Dark),
        Some(other) => Err(err(
            "theme",
            format!("`{other}`: write light, dark or auto"),
        )),
    }
}

/// The `caption` field, trimmed and cut at [`MAX_CAPTION`] characters; none when blank.
pub fn read_caption(fields: &Fields) -> Option<String> {
    fields
        .get("caption")
        .map(|c| c.trim().chars().take(MAX_CAPTION).collect::<String>())
        .filter(|c| !c.is_empty())
}

/// A record stands alone: none of `others` may come with it (`instead` says what to give
/// instead of the record). The error names the first one given.
pub fn record_alone(fields: &Fields, others: &[&str], instead: &str) -> Result<(), EmbedError> {
    match others.iter().find(|o| fields.get(o).is_some()) {
        Some(other) => Err(err(
            *other,
            format!("comes with the record (give either `record` or {instead})"),
        )),
        None => Ok(()),
    }
}

/// The first point shown (`ply`): after so many steps of a line of `total`, `end` for the last,
/// the start when not given.
pub fn read_ply(fields: &Fields, total: usize) -> Result<usize, EmbedError> {
    match fields.get("ply") {
        None => Ok(0),
        Some("end") => Ok(total),
        Some(text) => read_number("ply", text, 0..=total),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_stands_alone() {
        let fields = Fields(vec![
            ("record".into(), "1. d3-d5".into()),
            ("moves".into(), "c6-b5".into()),
        ]);
        let e = record_alone(&fields, &["position", "moves"], "position and moves").unwrap_err();
        assert_eq!(e.field, "moves");
        assert_eq!(
            e.message,
            "comes with the record (give either `record` or position and moves)"
        );
        assert!(record_alone(&fields, &["position", "state"], "state and actions").is_ok());
    }
}
