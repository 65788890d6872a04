//! Small components every game's screens use: the history bar, the seat picker, the How to
//! play frame, icons.

pub mod fixed;
pub mod history_bar;
pub mod icons;
pub mod per_cent;
pub mod qr;
pub mod review_graph;
pub mod review_mistakes;
pub mod review_progress;
pub mod review_summary;
pub mod review_words;
pub mod rules_page;
pub mod seat_picker;
pub mod send_link;
pub mod short_sort;
pub mod study;
pub mod trig;
