//! `martian analyse <record> [--nodes N] [--json] [--annotate]` and `martian hint '<position>'
//! [--nodes N] [--record FILE] [options]`: the review of a game and the hint, from
//! `martian_ai::study`.

use martian_ai::study::{
    better_in_words, hint as find_hint, read_review, record_with_review, review_game, review_key,
    review_nodes, HINT_NODES,
};
use martian_engine::{Game, Position};
use study::{Review, SeatSummary};

use crate::args::Args;

/// A string as a JSON string.
pub fn json_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out += "\\\"",
            '\\' => out += "\\\\",
            '\n' => out += "\\n",
            c if (c as u32) < 0x20 => out += &format!("\\u{:04x}", c as u32),
            c => out.push(c),
        }
    }
    out + "\""
}

/// A list of JSON values.
pub fn json_list(items: impl IntoIterator<Item = String>) -> String {
    format!("[{}]", items.into_iter().collect::<Vec<_>>().join(","))
}

/// The per-seat summary as text lines, with the seats' names.
pub fn summary_text(summary: &[SeatSummary], name: &dyn Fn(u8) -> String) -> String {
    let mut out = String::from("summary:\n");
    for s in summary {
        out += &format!(
            "{}: accuracy {} over {} moves; {} best, {} inaccuracies, {} mistakes, {} blunders\n",
            name(s.seat),
            s.accuracy,
            s.moves,
            s.best,
            s.inaccuracies,
            s.mistakes,
            s.blunders
        );
    }
    out
}

/// The per-seat summary as JSON.
pub fn summary_json(summary: &[SeatSummary]) -> String {
    json_list(summary.iter().map(|s| {
        format!(
            "{{\"seat\":{},\"moves\":{},\"accuracy\":{},\"best\":{},\"inaccuracies\":{},\"mistakes\":{},\"blunders\":{}}}",
            s.seat, s.moves, s.accuracy, s.best, s.inaccuracies, s.mistakes, s.blunders
        )
    }))
}

/// A judged move as JSON (shared with Sandships).
pub fn move_json(m: &study::MoveReview, words: Option<String>) -> String {
    let tenths = |v: &[study::Tenths]| json_list(v.iter().map(|t| t.to_string()));
    format!(
        "{{\"index\":{},\"mover\":{},\"played\":{},\"best\":{},\"line\":{},\"chances\":{},\"after\":{},\"loss\":{},\"judgement\":{},\"accuracy\":{}{}}}",
        m.index,
        m.mover,
        json_string(&m.played),
        json_string(&m.best),
        json_list(m.line.iter().map(|s| json_string(s))),
        tenths(&m.before),
        tenths(&m.after),
        m.loss,
        json_string(m.judgement.word()),
        m.accuracy,
        words.map_or(String::new(), |w| format!(",\"words\":{}", json_string(&w)))
    )
}

/// The review as JSON (shared with Sandships).
pub fn review_json(
    review: &Review,
    words: &dyn Fn(&study::MoveReview) -> Option<String>,
) -> String {
    format!(
        "{{\"key\":{},\"seats\":{},\"moves\":{},\"summary\":{}}}\n",
        json_string(&review.key.to_string()),
        review.seats,
        json_list(review.moves.iter().map(|m| move_json(m, words(m)))),
        summary_json(&review.summary())
    )
}

/// One judged move as a text line (shared with Sandships).
pub fn move_line(m: &study::MoveReview, number: &str, seat: &str) -> String {
    let chances: Vec<String> = m.before.iter().map(|t| t.to_string()).collect();
    let best = if m.played == m.best || m.loss.0 == 0 {
        String::new()
    } else {
        format!("  better {}", m.best)
    };
    format!(
        "{number:<5} {seat:<11} {:<14} {:<18} {:<11} {:>5}  accuracy {}{best}{}\n",
        m.played,
        chances.join(" "),
        m.judgement.word(),
        m.judgement.sign(),
        m.accuracy,
        if m.loss.0 > 0 {
            format!(" (lost {})", m.loss)
        } else {
            String::new()
        }
    )
}

/// `martian analyse`.
pub fn analyse(args: &Args) -> Result<String, String> {
    args.only_flags(&["--nodes"])?;
    let mut path = None;
    let (mut json, mut annotate) = (false, false);
    for w in &args.positional {
        match w.as_str() {
            "json" => json = true,
            "annotate" => annotate = true,
            _ if path.is_none() => path = Some(w.clone()),
            _ => return Err(format!("unexpected word `{w}`")),
        }
    }
    let path = path.ok_or("missing record file")?;
    let text = std::fs::read_to_string(&path).map_err(|e| format!("cannot read `{path}`: {e}"))?;
    let (game, kept) = read_review(&text)?;
    let nodes = args
        .number("--nodes", 1, u64::MAX)?
        .unwrap_or(review_nodes(game.start().seats()));
    // A review the record already carries for this game and budget is not computed again.
    let review = match kept {
        Some(r) if r.key == review_key(&game, nodes) && r.moves.len() == game.moves().len() => r,
        _ => review_game(&game, nodes, &mut |_| {}),
    };
    if annotate {
        return Ok(record_with_review(&game, &review));
    }
    let seats = game.start().seats();
    let name = |s: u8| game.start().seat_name(martian_engine::Seat(s)).to_string();
    if json {
        return Ok(review_json(&review, &|m| {
            (m.loss.0 > 0).then(|| better_in_words(&game, m)).flatten()
        }));
    }
    let mut out = format!(
        "review {}: {} players, {} moves; chances in per cent, seat by seat\n",
        review.key,
        seats,
        review.moves.len()
    );
    for m in &review.moves {
        let number = format!("{}.", game.round_of(m.index as usize));
        out += &move_line(m, &number, &name(m.mover));
        if m.loss.0 >= study::INACCURACY.0 {
            if let Some(w) = better_in_words(&game, m) {
                out += &format!("      better: {w}; line {}\n", m.line.join(" "));
            }
        }
    }
    Ok(out + &summary_text(&review.summary(), &name))
}

/// `martian hint`.
pub fn hint(args: &Args) -> Result<String, String> {
    args.only_flags(&["--nodes", "--record"])?;
    if let Some(w) = args.positional.get(1) {
        return Err(format!("unexpected word `{w}`"));
    }
    let (pos, history): (Position, Vec<u64>) = match args.text("--record") {
        Some(path) => {
            let text =
                std::fs::read_to_string(path).map_err(|e| format!("cannot read `{path}`: {e}"))?;
            let game = Game::from_record(&text).map_err(|e| e.to_string())?;
            let positions = game.positions();
            let current = *game.current();
            if let Some(t) = args.positional.first() {
                let given = Position::from_text(t, args.options).map_err(|e| e.to_string())?;
                if given != current {
                    return Err("the position is not the record's current position".into());
                }
            }
            (
                current,
                positions[..positions.len() - 1]
                    .iter()
                    .map(Position::hash)
                    .collect(),
            )
        }
        None => (args.position()?, Vec::new()),
    };
    let nodes = args.number("--nodes", 1, u64::MAX)?.unwrap_or(HINT_NODES);
    let h = find_hint(&pos, history, nodes).ok_or_else(|| {
        let why = pos
            .outcome()
            .map_or(String::new(), |o| format!(": {}", o.describe()));
        format!("the game is over{why}")
    })?;
    let chances: Vec<String> = h
        .chances
        .iter()
        .enumerate()
        .map(|(s, p)| {
            format!(
                "{} {}%",
                pos.seat_name(martian_engine::Seat(s as u8)),
                study::Tenths::from_probability(*p)
            )
        })
        .collect();
    let line: Vec<String> = h.line.iter().map(|m| m.to_string()).collect();
    Ok(format!(
        "{}\n{}\nline: {}\nchances after it: {}\n",
        h.text,
        h.words,
        line.join(" "),
        chances.join(", ")
    ))
}
