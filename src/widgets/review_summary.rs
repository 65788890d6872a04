//! A review's summary, for any game: each seat's accuracy over the moves judged so far and its
//! count of inaccuracies, mistakes and blunders (lichess's table beside its graph).

use std::rc::Rc;

use study::SeatSummary;
use yew::prelude::*;

/// Props.
#[derive(Properties, PartialEq)]
pub struct ReviewSummaryProps {
    /// Each seat's summary, in seat order.
    pub seats: Rc<Vec<SeatSummary>>,
    /// Each seat's colour class (`zone-0`) and name.
    pub names: Rc<Vec<(&'static str, String)>>,
}

/// The table.
#[function_component(ReviewSummary)]
pub fn review_summary(props: &ReviewSummaryProps) -> Html {
    let rows = props.seats.iter().map(|s| {
        let (class, name) = props
            .names
            .get(s.seat as usize)
            .cloned()
            .unwrap_or(("", format!("Seat {}", s.seat + 1)));
        html! {
            <tr data-summary-seat={s.seat.to_string()}>
                <th scope="row"><span class={classes!("swatch", class)}></span>{ name }</th>
                <td data-accuracy={s.accuracy.to_string()}>{ format!("{}%", s.accuracy) }</td>
                <td>{ s.inaccuracies }</td>
                <td>{ s.mistakes }</td>
                <td>{ s.blunders }</td>
            </tr>
        }
    });
    html! {
        <table class="review-summary">
            <caption>{ "Accuracy, and the moves that cost chances" }</caption>
            <thead>
                <tr>
                    <th scope="col">{ "Seat" }</th>
                    <th scope="col">{ "Accuracy" }</th>
                    <th scope="col"><abbr title="inaccuracies">{ "?!" }</abbr></th>
                    <th scope="col"><abbr title="mistakes">{ "?" }</abbr></th>
                    <th scope="col"><abbr title="blunders">{ "??" }</abbr></th>
                </tr>
            </thead>
            <tbody>{ for rows }</tbody>
        </table>
    }
}
