//! Chances as people read them. One chance alone is rounded to the nearest whole per cent; a
//! game's chances side by side are rounded together so that they add up as the chances do: a
//! player who sees "51%" and "50%" (50.5 and 49.5, each rounded half up) takes the sum of 101
//! for a mistake. Whole numbers only: no float formatting is linked into the page's wasm.

/// A chance in tenths of a per cent as people read it: "52%" (below one and above 99, one
/// decimal: "0.4%").
pub fn per_cent(tenths: u16) -> String {
    if shown_whole(tenths) {
        format!("{}%", (tenths + 5) / 10)
    } else {
        decimal(tenths)
    }
}

/// A game's chances (tenths of a per cent, one for each seat) as people read them, rounded
/// together: the whole per cents shown add up to the chances' own sum, rounded (100 for
/// chances that sum to one), or as near as equal chances allow. The floors are raised by the
/// largest remainders first (of equal remainders, the larger chance first). Equal chances are
/// raised together or not at all, since a seat in a team carries its team's chance and
/// teammates must show the same number (and three seats of 33.3% each show 33% each, not one
/// of them 34%). Chances below one per cent or above 99 keep their decimal and take no part.
pub fn per_cents(tenths: &[u16]) -> Vec<String> {
    let whole: Vec<u16> = tenths.iter().copied().filter(|&t| shown_whole(t)).collect();
    let total: u32 = whole.iter().map(|&t| u32::from(t)).sum();
    let floors: u32 = whole.iter().map(|&t| u32::from(t / 10)).sum();
    let mut short = ((total + 5) / 10).saturating_sub(floors);
    let mut raised: Vec<u16> = Vec::new();
    // The next to raise: the largest remainder, then the larger chance (a search, not a sort:
    // a sort's code is kilobytes of wasm for a list of at most six).
    let next = |raised: &[u16]| {
        let waiting = whole.iter().filter(|&t| t % 10 > 0 && !raised.contains(t));
        waiting.max_by_key(|&&t| (t % 10, t)).copied()
    };
    while let (true, Some(chance)) = (short > 0, next(&raised)) {
        let seats = whole.iter().filter(|&&t| t == chance).count() as u32;
        // Raised when that leaves the sum nearer what it should be than not raising it; if
        // not, none with a smaller remainder is raised either.
        if 2 * short <= seats {
            break;
        }
        raised.push(chance);
        short = short.saturating_sub(seats);
    }
    tenths
        .iter()
        .map(|&t| match (shown_whole(t), raised.contains(&t)) {
            (false, _) => decimal(t),
            (true, up) => format!("{}%", t / 10 + u16::from(up)),
        })
        .collect()
}

/// Whether a chance is shown as a whole per cent (from 1% to 99%).
fn shown_whole(tenths: u16) -> bool {
    (10..=990).contains(&tenths)
}

/// A chance with its decimal: "0.4%", "99.6%".
fn decimal(tenths: u16) -> String {
    format!("{}.{}%", tenths / 10, tenths % 10)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(tenths: &[u16]) -> Vec<String> {
        per_cents(tenths)
    }

    #[test]
    fn one_chance_is_rounded_half_up_with_a_decimal_at_the_ends() {
        assert_eq!(per_cent(505), "51%");
        assert_eq!(per_cent(494), "49%");
        assert_eq!(per_cent(4), "0.4%");
        assert_eq!(per_cent(996), "99.6%");
        assert_eq!(per_cent(10), "1%");
        assert_eq!(per_cent(990), "99%");
    }

    #[test]
    fn two_seats_show_a_hundred_between_them() {
        // Each rounded alone: 51% and 50%.
        assert_eq!(shown(&[505, 495]), ["51%", "49%"]);
        assert_eq!(shown(&[495, 505]), ["49%", "51%"]);
        assert_eq!(shown(&[506, 495]), ["51%", "49%"]);
        assert_eq!(shown(&[500, 500]), ["50%", "50%"]);
        assert_eq!(shown(&[723, 277]), ["72%", "28%"]);
    }

    #[test]
    fn several_seats_are_raised_by_the_largest_remainders() {
        // Alone: 25% 25% 25% 26% (101).
        assert_eq!(shown(&[245, 246, 248, 261]), ["24%", "25%", "25%", "26%"]);
        // Two equal ones cannot take one more between them: 99 rather than 101.
        assert_eq!(shown(&[245, 245, 249, 261]), ["24%", "24%", "25%", "26%"]);
        assert_eq!(shown(&[334, 333, 333]), ["34%", "33%", "33%"]);
        let six = shown(&[166, 167, 167, 167, 166, 167]);
        assert_eq!(six, ["16%", "17%", "17%", "17%", "16%", "17%"]);
    }

    #[test]
    fn equal_chances_show_the_same_number() {
        // Three seats alike, and teams, whose seats carry their team's chance.
        assert_eq!(shown(&[333, 333, 333]), ["33%", "33%", "33%"]);
        assert_eq!(shown(&[605, 395, 605, 395]), ["61%", "39%", "61%", "39%"]);
        let six = shown(&[505, 495, 505, 495, 505, 495]);
        assert_eq!(six, ["51%", "49%", "51%", "49%", "51%", "49%"]);
    }

    #[test]
    fn the_whole_numbers_add_up_to_the_chances_sum() {
        // Every split of a thousand tenths among two, three and four seats (a coarse grid).
        let sum = |v: &[u16]| -> u32 {
            per_cents(v)
                .iter()
                .map(|s| s.trim_end_matches('%').parse::<f64>().unwrap())
                .sum::<f64>()
                .round() as u32
        };
        for a in (10..=990).step_by(7) {
            assert_eq!(sum(&[a, 1000 - a]), 100, "{a}");
            for b in (10..=990 - a).step_by(13) {
                let c = 1000 - a - b;
                if (10..=990).contains(&c) {
                    let mut v = vec![a, b, c];
                    // Equal chances may keep 99 between them (33.3% three times).
                    let equal = a == b || b == c || a == c;
                    assert!(equal || sum(&v) == 100, "{v:?} shows {:?}", per_cents(&v));
                    v.push(0);
                    assert!(equal || sum(&v) == 100, "{v:?}");
                }
            }
        }
    }

    #[test]
    fn the_ends_keep_their_decimal() {
        assert_eq!(shown(&[996, 4]), ["99.6%", "0.4%"]);
        assert_eq!(shown(&[1000, 0, 0]), ["100.0%", "0.0%", "0.0%"]);
        // The whole ones add up to their own sum, rounded: 99.5 to 100, 99.4 to 99.
        assert_eq!(shown(&[5, 500, 495]), ["0.5%", "50%", "50%"]);
        assert_eq!(shown(&[6, 500, 494]), ["0.6%", "50%", "49%"]);
    }
}
