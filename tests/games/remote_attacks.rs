//! Attacks on play by link, each as a player who wants to cheat or someone who relays a link
//! would make it, through the app's receive path with real records (headers and all). Every
//! one must be refused, or change nothing a player relies on.

use turn_link::{TurnLink, Verdict};

use martian_app::games::martian_chess::{MartianChess, Settings};
use martian_app::games::sandships::settings::SandSettings;
use martian_app::games::sandships::Sandships;
use martian_app::history::remote::{receive_in, Context};
use martian_app::history::{History, Playable, Player};

use crate::link_kit::{edit_record, host, sandships_pair, send, step, take, three_hands, with_tag};

/// South invites North, North answers: (South's copy before the answer, the answer's text).
fn martian_reply() -> (History<MartianChess>, String) {
    let (a, _, reply) = martian_exchange();
    (a, reply)
}

/// South invites North, North moves and answers: (South's copy before the answer, North's copy,
/// the answer's text).
fn martian_exchange() -> (History<MartianChess>, History<MartianChess>, String) {
    let mut a = host::<MartianChess>(Settings {
        players: vec![Player::Human, Player::Friend],
        ..Settings::default()
    });
    step(&mut a);
    let invite = send(&mut a, 1).unwrap();
    let (_, mut b, _) = take::<MartianChess>(&invite, None).unwrap();
    step(&mut b);
    let reply = send(&mut b, 2).unwrap();
    (a, b, reply)
}

/// South and North have each moved once and South took North's answer: (South's copy,
/// North's).
fn martian_two_moves() -> (History<MartianChess>, History<MartianChess>) {
    let (a, b, reply) = martian_exchange();
    (take::<MartianChess>(&reply, Some(a)).unwrap().1, b)
}

/// A record edited so that it is still a game the rules accept: what refuses it is the seal.
fn still_a_game<G: Playable>(url: &str) {
    let link = TurnLink::parse(url).unwrap();
    if let Err(e) = G::from_record(&link.record) {
        panic!(
            "the edited record must be a legal game, or the rules refuse it, not the seals: {e}"
        );
    }
}

fn refused<G: martian_app::shell::screens::GameScreens>(url: &str, have: Option<History<G>>) {
    match take::<G>(url, have) {
        Err(_) => {}
        Ok((verdict, game, words)) => panic!(
            "taken as {verdict:?} ({words}): {}",
            G::record(&game.game)
                .lines()
                .take(4)
                .map(|l| l.chars().take(80).collect::<String>())
                .collect::<Vec<_>>()
                .join(" | ")
        ),
    }
}

/// North's reply with `tag` put in its record on the way, every move and seal as sent: still a
/// game the rules accept, and refused.
fn reply_with_tag_is_refused(tag: &str) {
    let (a, reply) = martian_reply();
    let tampered = edit_record(&reply, |r| with_tag(r, tag));
    still_a_game::<MartianChess>(&tampered);
    refused::<MartianChess>(&tampered, Some(a));
}

#[test]
fn a_reply_whose_record_gains_a_setup_giving_north_20_points_is_refused() {
    reply_with_tag_is_refused(r#"[Setup "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,20"]"#);
}

#[test]
fn a_reply_whose_record_gains_a_rule_option_is_refused() {
    reply_with_tag_is_refused(r#"[Options "queens-guard"]"#);
}

#[test]
fn a_reply_whose_start_has_a_piece_turned_into_another_is_refused() {
    // South's back-rank drone on b1 made a queen: North's queen moves stay legal.
    reply_with_tag_is_refused(r#"[Setup "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1qqq 0 - - 0,0"]"#);
}

#[test]
fn a_tag_that_is_not_part_of_the_game_is_refused_so_nobody_can_bloat_the_next_link() {
    reply_with_tag_is_refused(&format!("[Event \"{}\"]", "x".repeat(4000)));
}

#[test]
fn an_invitation_readdressed_to_another_seat_is_refused() {
    // Four seats, three hands: South (and the computer's West), North, East.
    let mut a = three_hands();
    step(&mut a);
    let to_b = send(&mut a, 1).unwrap();
    let mut link = TurnLink::parse(&to_b).unwrap();
    assert_eq!(link.to, 1);
    link.to = 2;
    refused::<MartianChess>(&link.to_url("https://host/app/"), None);
}

#[test]
fn sandships_a_reply_whose_start_changes_a_pool_is_refused() {
    let mut a = host::<Sandships>(SandSettings {
        players: vec![Player::Human, Player::Friend],
        ..SandSettings::default()
    });
    let invite = send(&mut a, 1).unwrap();
    let (_, mut b, _) = take::<Sandships>(&invite, None).unwrap();
    let answer = send(&mut b, 2).unwrap();
    // Blue's pool one large piece short.
    let tampered = edit_record(&answer, |r| {
        with_tag(
            r,
            r#"[Setup "xlms/1lms/xlms/0lms/xlms - lmmss/llmmss 0 - -"]"#,
        )
    });
    still_a_game::<Sandships>(&tampered);
    refused::<Sandships>(&tampered, Some(a));
}

#[test]
fn sandships_an_invitation_that_starts_with_the_hosts_dice_on_the_table_is_refused() {
    let mut a = host::<Sandships>(SandSettings {
        players: vec![Player::Human, Player::Friend],
        ..SandSettings::default()
    });
    // Blue's device starts from a state where Blue has rolled already (Thrust, Build and
    // Move in hand): no roll in the record, so no share of Amber's would be needed to check it.
    a.game = Sandships::from_record(
        "[Game \"sandships\"]\n[Players \"2\"]\n[Setup \"xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TBM -\"]\n\n",
    )
    .unwrap();
    let end = a.game.current().legal_actions().last().copied().unwrap();
    Sandships::play(&mut a.game, end).unwrap();
    let invite = send(&mut a, 1).expect("Amber is to roll: a link to her");
    refused::<Sandships>(&invite, None);
}

#[test]
fn a_game_played_on_from_another_with_another_start_is_refused() {
    let (a, b) = martian_two_moves();
    // South plays on from move 2 of the same moves, from a start where South has 20 points.
    let record = with_tag(
        &MartianChess::record(&a.game),
        r#"[Setup "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 20,0"]"#,
    );
    let mut cheat = a.clone();
    cheat.game = MartianChess::from_record(&record).unwrap();
    let mut view = cheat.fork("fork".into(), 2.0);
    step(&mut view);
    let url = send(&mut view, 3).expect("the new game's first link");
    let link = TurnLink::parse(&url).unwrap();
    assert_eq!(link.past.steps, 2);
    let context = Context {
        parent: Some(&b),
        fork_id: None,
    };
    let taken = receive_in::<MartianChess>(&link, None, context, "b2".into(), 1.0);
    assert!(
        taken.is_err(),
        "taken: {:?}",
        taken.map(|(v, _, words)| (v, words))
    );
}

#[test]
fn a_link_number_set_high_in_transit_does_not_make_the_next_link_unreadable() {
    // Format 2 carried an unsigned link number (`n`): set to 999999999, the victim's next link
    // was one more, which no reader takes. Format 3 has none, and a field it does not know
    // means nothing.
    let (a, reply) = martian_reply();
    let link = TurnLink::parse(&reply).unwrap();
    let url = format!("https://host/app/#{}&n=999999999", link.to_plain_fragment());
    let (verdict, mut a, _) = take::<MartianChess>(&url, Some(a)).unwrap();
    assert!(matches!(verdict, Verdict::Update { first_new: 1 }));
    step(&mut a);
    let next = send(&mut a, 5).expect("South's next link");
    assert!(
        TurnLink::parse(&next).is_ok(),
        "South's next link cannot be read: {:?}",
        TurnLink::parse(&next)
    );
}

#[test]
fn a_device_that_opens_a_link_meant_for_another_seat_does_not_answer_it_out_of_turn() {
    // Sandships, three seats: each link gives shares, so a device that answered a link passed
    // round a group chat would fork the game with values nobody asked it for.
    let mut blue = host::<Sandships>(SandSettings {
        players: vec![Player::Human, Player::Friend, Player::Friend],
        ..SandSettings::default()
    });
    let to_amber = send(&mut blue, 1).unwrap();
    let (_, mut amber, _) = take::<Sandships>(&to_amber, None).unwrap();
    let to_green = send(&mut amber, 2).unwrap();
    let (_, mut green, _) = take::<Sandships>(&to_green, None).unwrap();
    let to_blue = send(&mut green, 3).unwrap();
    blue = take::<Sandships>(&to_blue, Some(blue)).unwrap().1;
    // Every seat has joined; Blue rolls, plays and sends to Amber.
    while blue.link_due().is_some() {
        let url = send(&mut blue, 4).unwrap();
        let to = TurnLink::parse(&url).unwrap().to;
        let other = if to == 1 { &mut amber } else { &mut green };
        *other = take::<Sandships>(&url, Some(other.clone())).unwrap().1;
        let back = send(other, 5).unwrap();
        blue = take::<Sandships>(&back, Some(blue)).unwrap().1;
    }
    crate::link_kit::sand_turn(&mut blue);
    let url = send(&mut blue, 6).expect("Blue's turn goes on to Amber");
    assert_eq!(TurnLink::parse(&url).unwrap().to, 1);
    // Green's device opens the link meant for Amber: it takes the moves, and owes nothing.
    let (verdict, green, _) = take::<Sandships>(&url, Some(green)).unwrap();
    assert!(matches!(verdict, Verdict::Update { .. }));
    assert!(!green.holds_seat_to_act());
    assert_eq!(
        green.link_due(),
        None,
        "Green answered a link meant for Amber"
    );
    // Amber's device answers it.
    let (_, amber, _) = take::<Sandships>(&url, Some(amber)).unwrap();
    assert!(amber.holds_seat_to_act() || amber.link_due().is_some());
}

#[test]
fn a_move_changed_in_transit_to_another_legal_move_is_refused_by_the_seals() {
    let (a, reply) = martian_reply();
    let link = TurnLink::parse(&reply).unwrap();
    // North's move replaced by another legal move from the same position: the rules take it,
    // the seals do not.
    let mut game = MartianChess::from_record(&link.record).unwrap();
    let played = MartianChess::undo(&mut game).unwrap();
    let other = game
        .current()
        .legal_moves()
        .into_iter()
        .find(|m| *m != played)
        .unwrap();
    let tampered = edit_record(&reply, |r| {
        r.replace(&format!(" {played}"), &format!(" {other}"))
    });
    still_a_game::<MartianChess>(&tampered);
    assert!(matches!(
        take::<MartianChess>(&tampered, Some(a)).map(|r| r.0),
        Err(turn_link::Refusal::Forged(_))
    ));
}

#[test]
fn sandships_a_roll_its_roller_chose_and_signed_is_refused_by_the_dice_proof() {
    use martian_app::history::remote::FairRoll;
    use sandships::{Action, Roll};
    let (mut a, b) = sandships_pair();
    let before = b.clone();
    let FairRoll::Ready(fair) = a.fair_roll() else {
        panic!("Blue's roll is ready: {:?}", a.fair_roll());
    };
    // Blue's device rolls what it likes instead, plays the turn out and signs all of it.
    let chosen = [(fair[0] + 1) % 6, fair[1], fair[2]];
    Sandships::play(&mut a.game, Action::Roll(Roll::from_numbers(chosen))).unwrap();
    let end = a.game.current().legal_actions().last().copied().unwrap();
    Sandships::play(&mut a.game, end).unwrap();
    let url = send(&mut a, 3).expect("a link to Amber");
    assert!(matches!(
        take::<Sandships>(&url, Some(before)).map(|r| r.0),
        Err(turn_link::Refusal::Dice(
            turn_link::DiceError::RollMismatch { .. }
        ))
    ));
}

#[test]
fn the_host_is_told_who_joined_through_another_players_link() {
    // Four seats, three hands: South (and the computer's West), then North, then East.
    let mut a = three_hands();
    step(&mut a);
    let (_, mut b, _) = take::<MartianChess>(&send(&mut a, 1).unwrap(), None).unwrap();
    step(&mut b);
    let (_, mut c, _) = take::<MartianChess>(&send(&mut b, 2).unwrap(), None).unwrap();
    step(&mut c);
    let (_, a2, words) = take::<MartianChess>(&send(&mut c, 3).unwrap(), Some(a)).unwrap();
    let names = a2.remote.as_ref().unwrap().names.clone();
    // North's key reached South in East's link: South is told to compare it with North.
    assert!(
        words.contains(&format!(
            "{} joined through {}'s link: compare their key's words with {}",
            names[1], names[2], names[1]
        )),
        "{words}"
    );
    assert!(
        words.contains(&format!("{} joined: compare", names[2])),
        "{words}"
    );
    // Players' keys is shown open until South sends its next link.
    assert!(a2.remote.as_ref().unwrap().keys_new);
    let mut a3 = a2.clone();
    while a3.link_due().is_none() {
        step(&mut a3);
    }
    send(&mut a3, 4).unwrap();
    assert!(!a3.remote.as_ref().unwrap().keys_new);
    let keys = a2.remote.as_ref().unwrap().players_keys();
    assert_eq!(keys.len(), 3);
    assert!(keys
        .iter()
        .all(|k| k.words.as_ref().is_some_and(|w| w.split(' ').count() == 10)));
    assert_eq!(keys.iter().filter(|k| k.yours).count(), 1);
}

#[test]
fn a_game_sealed_in_format_2_goes_on_as_a_game_played_on_from_its_moves() {
    // Both devices' copies as an earlier version saved them: seals that cover no start.
    let (mut a, mut b) = martian_two_moves();
    for h in [&mut a, &mut b] {
        h.remote.as_mut().unwrap().format = 2;
    }
    // South's next link invites North to the same game played on from its two moves, with
    // fresh dice, keys and seals, checked against North's copy.
    step(&mut a);
    let link = TurnLink::parse(&send(&mut a, 3).unwrap()).unwrap();
    assert_eq!(link.past.steps, 2);
    assert_eq!(
        link.past.parent.as_deref(),
        Some(b.remote.as_ref().unwrap().id.as_str())
    );
    assert_eq!(link.keys.len(), 1, "only South's new key");
    let context = Context {
        parent: Some(&b),
        fork_id: None,
    };
    let (verdict, b2, words) =
        receive_in::<MartianChess>(&link, None, context, "b2".into(), 1.0).unwrap();
    assert_eq!(verdict, Verdict::Invitation);
    assert!(words.contains("matches it"), "{words}");
    assert_eq!(b2.steps().len(), 3);
}
