//! The way into "Learn from your mistakes", for any game: which seats' mistakes to go through
//! and the button that starts. A review opens on the seats a person played (every seat when
//! nobody did, a game of computers watched); in a game on one screen, or one reviewed by the
//! friend who played the other side, the player picks their own seat here (lichess asks the
//! same of a game between two of its players). Only seats with a mistake or a blunder are
//! offered; the button counts the mistakes of the seats picked.

use std::rc::Rc;

use study::{Judgement, MoveReview};
use yew::prelude::*;

/// The units (each judged move's or turn's `index`) "Learn from your mistakes" goes through:
/// the mistakes and blunders of `seats`, in the order played.
pub fn mistakes(judged: &[MoveReview], seats: &[u8]) -> Vec<usize> {
    judged
        .iter()
        .filter(|m| seats.contains(&m.mover))
        .filter(|m| m.judgement >= Judgement::Mistake)
        .map(|m| m.index as usize)
        .collect()
}

/// The seats a review starts with: those a person played, or all `seats` when none was.
pub fn first_chosen(persons: &[u8], seats: u8) -> Vec<u8> {
    if persons.is_empty() {
        (0..seats).collect()
    } else {
        persons.to_vec()
    }
}

/// Props.
#[derive(Properties, PartialEq)]
pub struct LearnMistakesEntryProps {
    /// The judgements so far.
    pub judged: Rc<Vec<MoveReview>>,
    /// Each seat's colour class (`zone-0`) and name, in seat order.
    pub names: Rc<Vec<(&'static str, String)>>,
    /// The seats picked.
    pub chosen: Rc<Vec<u8>>,
    /// A new choice of seats.
    pub on_choose: Callback<Vec<u8>>,
    /// Start.
    pub on_start: Callback<()>,
}

/// The entry wired to a review page's state: the seats picked kept in `whose`, the button
/// setting `learning` (each game's page then shows its own lesson).
pub fn learn_entry(
    judged: Rc<Vec<MoveReview>>,
    names: Rc<Vec<(&'static str, String)>>,
    whose: &UseStateHandle<Rc<Vec<u8>>>,
    learning: &UseStateHandle<bool>,
) -> Html {
    let (learning, choose) = (learning.clone(), whose.clone());
    html! {
        <LearnMistakesEntry {judged} {names} chosen={(**whose).clone()}
            on_choose={Callback::from(move |seats| choose.set(Rc::new(seats)))}
            on_start={Callback::from(move |_| learning.set(true))} />
    }
}

/// The seats to pick from and the button.
#[function_component(LearnMistakesEntry)]
pub fn learn_mistakes_entry(props: &LearnMistakesEntryProps) -> Html {
    let count_of = |seat: u8| mistakes(&props.judged, &[seat]).len();
    let offered: Vec<u8> = (0..props.names.len() as u8)
        .filter(|&s| count_of(s) > 0)
        .collect();
    let count = mistakes(&props.judged, &props.chosen).len();
    let boxes = offered.iter().map(|&seat| {
        let (class, name) = props.names[seat as usize].clone();
        let picked = props.chosen.contains(&seat);
        let (chosen, on_choose) = (props.chosen.clone(), props.on_choose.clone());
        let toggle = Callback::from(move |_: Event| {
            let mut next: Vec<u8> = chosen.iter().copied().filter(|&s| s != seat).collect();
            if !picked {
                next.push(seat);
                next.sort_unstable();
            }
            on_choose.emit(next);
        });
        html! {
            <label class="whose-seat">
                <input type="checkbox" checked={picked} onchange={toggle} data-whose-seat={seat.to_string()} />
                <span class={classes!("swatch", class)}></span>{ format!("{name} ({})", count_of(seat)) }
            </label>
        }
    });
    let start = props.on_start.reform(|_: MouseEvent| ());
    html! {
        <div class="learn-entry">
            if offered.len() > 1 {
                <fieldset class="whose-mistakes">
                    <legend>{ "Whose mistakes" }</legend>
                    { for boxes }
                </fieldset>
            }
            <button type="button" class="primary" data-control="learn-mistakes" disabled={count == 0} onclick={start}>
                { if count == 0 { "No mistakes to learn from".to_string() } else { format!("Learn from your mistakes ({count})") } }
            </button>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use study::Tenths;

    /// A judged unit of `mover`'s that lost `loss` tenths of a point.
    fn judged(index: u32, mover: u8, loss: u16) -> MoveReview {
        let before = vec![Tenths(1000), Tenths(1000)];
        let mut after = before.clone();
        after[mover as usize] = Tenths(1000 - loss);
        MoveReview::new(
            index,
            mover,
            String::new(),
            String::new(),
            Vec::new(),
            before,
            after,
        )
    }

    #[test]
    fn the_mistakes_are_the_chosen_seats_mistakes_and_blunders_in_order() {
        let all = [
            judged(0, 0, 300),
            judged(1, 1, 120),
            judged(2, 0, 60),
            judged(3, 1, 10),
            judged(4, 0, 100),
        ];
        let judgements: Vec<Judgement> = all.iter().map(|m| m.judgement).collect();
        assert_eq!(
            judgements,
            [
                Judgement::Blunder,
                Judgement::Mistake,
                Judgement::Inaccuracy,
                Judgement::Good,
                Judgement::Mistake
            ]
        );
        assert_eq!(mistakes(&all, &[0]), vec![0, 4]);
        assert_eq!(mistakes(&all, &[1]), vec![1]);
        assert_eq!(mistakes(&all, &[0, 1]), vec![0, 1, 4]);
        assert!(mistakes(&all, &[]).is_empty());
        assert_eq!(first_chosen(&[1], 2), vec![1]);
        assert_eq!(first_chosen(&[], 3), vec![0, 1, 2]);
    }
}
