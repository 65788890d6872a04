//! Devices that play by link, for the tests of remote play: each a `History` of its own, its
//! random source fixed per call, links passed as the text a friend receives and read back
//! through `history::remote::receive` as the page does.

use sandships::{Action, Roll};
use turn_link::{Refusal, TurnLink, Verdict};

use martian_app::games::martian_chess::{MartianChess, Settings};
use martian_app::games::sandships::settings::SandSettings;
use martian_app::games::sandships::Sandships;
use martian_app::history::remote::{receive, start_remote, FairRoll};
use martian_app::history::{History, Playable, Player};
use martian_app::shell::screens::GameScreens;

/// A device's random source: distinct bytes per call.
pub fn random(call: u8) -> Vec<u8> {
    (0..512u32)
        .map(|i| (i as u8).wrapping_mul(31) ^ call)
        .collect()
}

/// The link a device owes now, sealed and written out (`None`: it owes none).
pub fn send<G: Playable>(h: &mut History<G>, call: u8) -> Option<String> {
    let to = h.link_due()?;
    h.seal(to, &random(call));
    let last = h.remote.as_ref()?.last.clone()?;
    assert_eq!(h.link_due(), None, "a sealed link is owed no more");
    Some(format!("https://host/app/#{last}"))
}

/// What a device makes of a link's text.
pub fn take<G: GameScreens>(
    url: &str,
    have: Option<History<G>>,
) -> Result<(Verdict, History<G>, String), Refusal> {
    let link = TurnLink::parse(url).map_err(Refusal::Malformed)?;
    receive::<G>(&link, have, format!("id{}", url.len()), 1.0)
}

/// A device that starts a game by link with `settings`.
pub fn host<G: GameScreens>(settings: G::Settings) -> History<G> {
    let mut h = History::<G>::new("host-game".into(), settings, 0.0).unwrap();
    start_remote(&mut h);
    h
}

/// Blue's device invites Amber's to a two-seat Sandships game and takes her answer, which
/// brings her part of the dice: (Blue's device, Amber's), both joined.
pub fn sandships_pair() -> (History<Sandships>, History<Sandships>) {
    let mut a = host::<Sandships>(SandSettings {
        players: vec![Player::Human, Player::Friend],
        ..SandSettings::default()
    });
    let invite = send(&mut a, 1).unwrap();
    let (_, mut b, _) = take::<Sandships>(&invite, None).unwrap();
    let a = take::<Sandships>(&send(&mut b, 2).unwrap(), Some(a))
        .unwrap()
        .1;
    (a, b)
}

/// South's device starting a four-seat Martian Chess game with three hands: South and the
/// computer's West on it, North and East friends by link.
pub fn three_hands() -> History<MartianChess> {
    host::<MartianChess>(Settings {
        four_players: true,
        players: vec![
            Player::Human,
            Player::Friend,
            Player::Friend,
            Player::Computer(3),
        ],
        ..Settings::default()
    })
}

/// The device plays its seat's first legal move.
pub fn step(h: &mut History<MartianChess>) {
    let mv = h.game.current().legal_moves()[0];
    MartianChess::play(&mut h.game, mv).unwrap();
}

/// Plays a Sandships turn on a device: the fair roll, then legal actions until the turn passes.
pub fn sand_turn(h: &mut History<Sandships>) -> Roll {
    let FairRoll::Ready(numbers) = h.fair_roll() else {
        panic!("no roll ready: {:?}", h.fair_roll());
    };
    let roll = Roll::from_numbers(numbers);
    let seat = h.game.current().to_act();
    Sandships::play(&mut h.game, Action::Roll(roll)).unwrap();
    while h.game.current().to_act() == seat
        && !h.game.current().needs_roll()
        && h.game.current().winner().is_none()
    {
        let action = h.game.current().legal_actions()[0];
        Sandships::play(&mut h.game, action).unwrap();
    }
    roll
}

/// The link's text with its record put through `edit` and nothing else changed: every move,
/// key and seal as sent, as someone who relays a link can do.
pub fn edit_record(url: &str, edit: impl FnOnce(&str) -> String) -> String {
    let mut link = TurnLink::parse(url).unwrap();
    let edited = edit(&link.record);
    assert_ne!(edited, link.record, "the edit changes the record");
    link.record = edited;
    link.to_url("https://host/app/")
}

/// The record with a tag line put before its moves (after its other tags).
pub fn with_tag(record: &str, tag: &str) -> String {
    let split = record.find("\n\n").map_or(0, |i| i + 1);
    format!("{}{tag}\n{}", &record[..split], &record[split..])
}
