//! A stable sort for the boards' short lists (a Sandships city's spires, its ships, the ports
//! and cities near a pointer; a Martian Chess board's pieces, an embed's annotations), by
//! insertion. std's stable sort is compiled out in full, about 3 KB of code, for each element
//! type it sorts: seven of them were 21 KB of the Sandships embed's wasm. These lists hold at
//! most a few dozen items (72 pieces on a six-player board), where insertion is as quick.

/// Sorts `items` so that no item comes after one it is `less` than, keeping equal items in
/// their order (as `sort_by` does).
pub fn sort_by<T>(items: &mut [T], less: impl Fn(&T, &T) -> bool) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && less(&items[j], &items[j - 1]) {
            items.swap(j, j - 1);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_sorts_as_the_standard_stable_sort_does() {
        let mut seed = 7u32;
        for len in 0..40 {
            let items: Vec<(u8, usize)> = (0..len)
                .map(|i| {
                    seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                    ((seed >> 16) as u8 % 5, i)
                })
                .collect();
            let mut ours = items.clone();
            sort_by(&mut ours, |a, b| a.0 < b.0);
            let mut std = items;
            std.sort_by_key(|x| x.0);
            assert_eq!(ours, std);
        }
    }
}
