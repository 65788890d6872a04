//! Property tests of whole exchanges with a stored game (the device's copy), through every
//! path of the judge: invitations, updates, stale links, forks, and the rolls checked at each.

use proptest::prelude::*;
use turn_link::testkit::{play, play_recorded};
use turn_link::{Refusal, TurnLink, Verdict};

fn hands_of(kind: usize) -> Vec<u8> {
    match kind % 4 {
        0 => vec![0, 1],
        1 => vec![1, 0],
        2 => vec![0, 1, 2],
        _ => vec![0, 1, 0, 2],
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Every honest link is taken (`play` panics otherwise); a device that took every link
    /// addressed to it takes each again as stale, and only links between other hands may bring
    /// it something; the rolls agree with the dice proof everywhere.
    #[test]
    fn honest_tables_agree_and_old_links_change_nothing(
        kind in 0usize..4, dice in any::<bool>(), turns in 1usize..12, salt in any::<u8>(),
    ) {
        let hands = hands_of(kind);
        let (devices, links) = play(&hands, dice, turns, salt);
        let longest = devices.iter().map(|d| d.steps.len()).max().unwrap();
        prop_assert!(longest >= turns, "{} steps for {turns} turns", longest);
        for d in devices.iter().filter(|d| d.has_game) {
            let mut again = d.clone();
            for link in &links {
                let from = link.seats[usize::from(link.from)].hand;
                let to = link.seats[usize::from(link.to)].hand;
                let verdict = again.receive(link);
                match verdict {
                    Err(Refusal::SenderIsYou) => prop_assert_eq!(from, d.hand),
                    Ok(Verdict::Stale) => {}
                    // A link between two other hands may bring what this one has not seen.
                    Ok(Verdict::Update { .. }) if to != d.hand && from != d.hand => {}
                    other => prop_assert!(false, "an old link gave {:?}", other),
                }
            }
            again = d.clone();
            for link in links.iter().filter(|l| l.seats[usize::from(l.to)].hand == d.hand) {
                prop_assert_eq!(again.receive(link), Ok(Verdict::Stale));
            }
            prop_assert_eq!(&again.steps, &d.steps);
        }
    }

    /// A latest link changed by one byte in its dice, keys or seals, or with its record cut,
    /// is refused or changes nothing the receiver had; and it never panics.
    #[test]
    fn a_changed_latest_link_is_refused_or_harmless(
        kind in 0usize..4, turns in 2usize..10, salt in any::<u8>(),
        part in 0usize..5, index in any::<usize>(), flip in 1u8..=255,
    ) {
        let hands = hands_of(kind);
        let (devices, links, receivers) = play_recorded(&hands, true, turns, salt);
        let last = links.last().unwrap();
        let to = usize::from(hands[usize::from(last.to)]);
        let before = receivers.last().unwrap().clone();
        let mut changed: TurnLink = last.clone();
        fn pick<T>(list: &mut [T], index: usize) -> Option<&mut T> {
            let len = list.len().max(1);
            list.get_mut(index % len)
        }
        let touched = match part {
            0 => pick(&mut changed.dice.shares, index).map(|c| match c.reveal.as_mut() {
                Some(r) if index % 2 == 0 => r.1[index % 16] ^= flip,
                _ => c.head[index % 16] ^= flip,
            }),
            1 => pick(&mut changed.dice.chains, index).map(|c| c.head[index % 16] ^= flip),
            2 => pick(&mut changed.keys, index).map(|k| k.key[index % 32] ^= flip),
            3 => pick(&mut changed.seals, index).map(|s| s.sig[index % 64] ^= flip),
            _ => {
                let lines: Vec<String> = changed.record.lines().map(str::to_string).collect();
                changed.record = lines[..index % lines.len().max(1)].join("\n");
                Some(())
            }
        }
        .is_some();
        prop_assume!(touched && changed != *last);
        let mut victim = before.clone();
        match victim.receive(&changed) {
            Err(_) | Ok(Verdict::Stale) => prop_assert_eq!(&victim.steps, &before.steps),
            Ok(v) => prop_assert!(false, "a changed link was taken: {:?} ({part})", v),
        }
        // The honest link still goes in.
        let mut honest = before;
        prop_assert!(honest.receive(last).is_ok());
        prop_assert_eq!(&honest.steps, &devices[to].steps);
    }
}
