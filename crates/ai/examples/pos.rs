use martian_ai::reference::minimax;
use martian_ai::{search_position, Limits, SearchParams, StoppedClock};
use martian_engine::{Position, RuleOptions};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let pos = Position::from_text(&args[1], RuleOptions::default()).unwrap();
    let depth: u32 = args[2].parse().unwrap();
    let p = SearchParams {
        limits: Limits::depth(depth),
        ..SearchParams::default()
    };
    let r = search_position(&pos, &p, &StoppedClock, &mut |_| {});
    println!(
        "search: {:?} score {} pv {:?}",
        r.best.map(|m| m.to_string()),
        r.score,
        r.pv.iter().map(|m| m.to_string()).collect::<Vec<_>>()
    );
    if args.len() > 3 {
        let v = match &pos {
            Position::Two(x) => minimax(x, depth, &p),
            Position::Four(x) => minimax(x, depth, &p),
        };
        println!("minimax: {v}");
    }
    for m in pos.legal_moves() {
        print!("{m} ");
    }
    println!();
}
