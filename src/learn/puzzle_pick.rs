//! Which puzzle comes next, for any game with puzzles: near the player's rating among those not
//! met yet (lichess's way), within the player's filters; the puzzle of the day, the same for
//! every player on a date with no server (a hash of the date over the set); and a streak's
//! order, easiest first.

use super::puzzle_progress::PuzzleProgress;

/// What the picker knows of a puzzle.
#[derive(Clone, PartialEq, Debug)]
pub struct Card {
    /// Its id.
    pub id: String,
    /// Its set (a filter: `two`, `four-teams`, ...).
    pub set: String,
    /// Its themes' names.
    pub themes: Vec<String>,
    /// Its estimated difficulty.
    pub rating: u16,
}

/// The player's filters (`None`: any).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Filter {
    /// Only this set.
    pub set: Option<String>,
    /// Only puzzles with this theme.
    pub theme: Option<String>,
}

impl Filter {
    /// Whether a puzzle passes.
    pub fn admits(&self, card: &Card) -> bool {
        self.set.as_ref().is_none_or(|s| *s == card.set)
            && self
                .theme
                .as_ref()
                .is_none_or(|t| card.themes.iter().any(|c| c == t))
    }
}

/// A 64-bit mix (splitmix64's finaliser): the same on every device.
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The next puzzle (an index into `cards`): of those the filter admits and not `current`, the
/// ones not met yet if any are left; among them the nearest the player's rating, with a little
/// spread (the nearest few, one chosen by how many attempts were made), so the same rating does
/// not always bring the same puzzle.
pub fn next(
    cards: &[Card],
    filter: &Filter,
    progress: &PuzzleProgress,
    current: Option<&str>,
) -> Option<usize> {
    let admitted: Vec<usize> = (0..cards.len())
        .filter(|&i| filter.admits(&cards[i]) && Some(cards[i].id.as_str()) != current)
        .collect();
    let fresh: Vec<usize> = admitted
        .iter()
        .copied()
        .filter(|&i| !progress.tried(&cards[i].id))
        .collect();
    let mut pool = if fresh.is_empty() { admitted } else { fresh };
    let target = progress.player.rating;
    pool.sort_by(|&a, &b| {
        let d = |i: usize| (f64::from(cards[i].rating) - target).abs();
        d(a).total_cmp(&d(b)).then(cards[a].id.cmp(&cards[b].id))
    });
    let spread = pool.len().min(3);
    (spread > 0).then(|| pool[(mix(progress.history.len() as u64) % spread as u64) as usize])
}

/// The puzzle of the day `day` (days since 1970-01-01 by the player's calendar): one of the
/// cards the filter admits, by a hash of the day over their ids in order, so every player on
/// the same date and build gets the same one.
pub fn of_the_day(cards: &[Card], filter: &Filter, day: i64) -> Option<usize> {
    let mut pool: Vec<usize> = (0..cards.len())
        .filter(|&i| filter.admits(&cards[i]))
        .collect();
    pool.sort_by(|&a, &b| cards[a].id.cmp(&cards[b].id));
    (!pool.is_empty()).then(|| pool[(mix(day as u64) % pool.len() as u64) as usize])
}

/// The streak's puzzle after `solved` puzzles solved in a row: the admitted puzzles from the
/// easiest up, one a step, each a little harder than the one before.
pub fn streak_puzzle(cards: &[Card], filter: &Filter, solved: usize) -> Option<usize> {
    let mut pool: Vec<usize> = (0..cards.len())
        .filter(|&i| filter.admits(&cards[i]))
        .collect();
    pool.sort_by(|&a, &b| {
        cards[a]
            .rating
            .cmp(&cards[b].rating)
            .then(cards[a].id.cmp(&cards[b].id))
    });
    pool.get(solved).copied()
}

/// Days since 1970-01-01 of a calendar date (Howard Hinnant's `days_from_civil`).
pub fn day_number(year: i64, month: u32, day: u32) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let m = i64::from(month);
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(day) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards() -> Vec<Card> {
        (0..20)
            .map(|i| Card {
                id: format!("p{i:02}"),
                set: if i % 2 == 0 { "two" } else { "four" }.into(),
                themes: if i % 3 == 0 {
                    vec!["capture".into()]
                } else {
                    vec!["clock".into()]
                },
                rating: 1000 + 50 * i as u16,
            })
            .collect()
    }

    #[test]
    fn next_is_near_the_rating_within_the_filter_and_new() {
        let cards = cards();
        let mut progress = PuzzleProgress::default();
        let filter = Filter {
            set: Some("two".into()),
            theme: None,
        };
        let i = next(&cards, &filter, &progress, None).unwrap();
        assert_eq!(cards[i].set, "two");
        assert!(
            (cards[i].rating as i32 - 1500).abs() <= 100,
            "{:?}",
            cards[i]
        );
        progress.record(&cards[i].id.clone(), cards[i].rating, true, 0.0);
        for _ in 0..9 {
            let j = next(&cards, &filter, &progress, None).unwrap();
            assert!(!progress.tried(&cards[j].id), "a new one while any is left");
            progress.record(&cards[j].id.clone(), cards[j].rating, false, 0.0);
        }
        // All ten met: one is still offered, never the one on the board.
        let j = next(&cards, &filter, &progress, Some("p10")).unwrap();
        assert_ne!(cards[j].id, "p10");
        let none = Filter {
            set: Some("six".into()),
            theme: None,
        };
        assert_eq!(next(&cards, &none, &progress, None), None);
        let themed = Filter {
            set: None,
            theme: Some("capture".into()),
        };
        let k = next(&cards, &themed, &PuzzleProgress::default(), None).unwrap();
        assert!(cards[k].themes.contains(&"capture".to_string()));
    }

    #[test]
    fn the_day_picks_the_same_puzzle_for_everyone_and_days_differ() {
        let cards = cards();
        let any = Filter::default();
        let day = day_number(2026, 11, 28);
        assert_eq!(day, 20_785);
        assert_eq!(day_number(1970, 1, 1), 0);
        assert_eq!(day_number(2000, 3, 1), 11_017);
        let mut reversed = cards.clone();
        reversed.reverse();
        let a = of_the_day(&cards, &any, day).unwrap();
        let b = of_the_day(&reversed, &any, day).unwrap();
        assert_eq!(
            cards[a].id, reversed[b].id,
            "the order the cards came in does not matter"
        );
        let week: std::collections::BTreeSet<usize> = (0..7)
            .filter_map(|d| of_the_day(&cards, &any, day + d))
            .collect();
        assert!(week.len() >= 4, "a week brings several puzzles: {week:?}");
    }

    #[test]
    fn a_streak_climbs_from_the_easiest() {
        let cards = cards();
        let any = Filter::default();
        let ratings: Vec<u16> = (0..5)
            .map(|n| cards[streak_puzzle(&cards, &any, n).unwrap()].rating)
            .collect();
        assert_eq!(ratings, vec![1000, 1050, 1100, 1150, 1200]);
        assert_eq!(streak_puzzle(&cards, &any, 20), None);
    }
}
