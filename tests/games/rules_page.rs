//! The example rules page shipped in dist/examples embeds boards of both games: every one of
//! them must open through the registry as the embed page opens it.

use martian_app::embed::game::{game_of, EmbedEntry};
use martian_app::embed::terms::Mode;
use martian_app::games::martian_chess::embed::params::parse;
use martian_app::games::sandships::embed::params::parse_sandships;
use martian_app::games::GAMES;

/// The example rules page shipped in dist/examples: every board on it must open, and together
/// they show every mode.
#[test]
fn the_example_rules_page_boards_are_all_valid() {
    let page = include_str!("../../static/examples/rules-page.html");
    let mut fragments = Vec::new();
    for (attr, cut) in [
        ("src=\"../embed.html#", "\""),
        ("data-martian-chess=\"", "\""),
    ] {
        let mut rest = page;
        while let Some(i) = rest.find(attr) {
            let after = &rest[i + attr.len()..];
            let end = after.find(cut).unwrap();
            fragments.push(after[..end].replace("&amp;", "&"));
            rest = &after[end..];
        }
    }
    assert!(
        fragments.len() >= 6,
        "at least six boards, found {}",
        fragments.len()
    );
    let iframes = page.matches("src=\"../embed.html#").count();
    assert!(
        iframes >= 2 && fragments.len() - iframes >= 2,
        "both forms are used"
    );
    let entries: Vec<EmbedEntry> = GAMES.iter().map(|g| g.embed_entry()).collect();
    let mut modes = Vec::new();
    let mut sandships = 0;
    for f in &fragments {
        match game_of(f, &entries).map(|g| g.id) {
            Ok("sandships") => {
                parse_sandships(f).unwrap_or_else(|e| panic!("{f}: {e}"));
                sandships += 1;
            }
            _ => modes.push(parse(f).unwrap_or_else(|e| panic!("{f}: {e}")).mode),
        }
    }
    for mode in Mode::ALL {
        assert!(modes.contains(&mode), "no board in {mode:?} mode");
    }
    assert!(sandships >= 2, "Sandships boards too");
}
