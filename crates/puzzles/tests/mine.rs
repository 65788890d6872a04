//! The miner on a fixed seed finds a known puzzle, and what it finds verifies.

use martian_engine::RuleOptions;
use martian_puzzles::{verify, write_puzzle, MineParams, Miner, Theme};

#[test]
fn the_miner_finds_a_known_puzzle_on_a_fixed_seed() {
    let params = MineParams {
        players: 2,
        options: RuleOptions::default(),
        nodes: 2_000,
        seed: 7,
    };
    let mut miner = Miner::new(params).unwrap();
    assert!(miner.play_game().is_empty());
    let found = miner.play_game();
    assert_eq!(found.len(), 1);
    let p = &found[0];
    // North has just moved its pawn b5-c4 across the canal and left the queen on d6 in front
    // of South's queen on d1: taking it is the one move that keeps South in the game.
    assert_eq!(
        write_puzzle(p),
        "9df4f9faf1\t2\t-\tqqd1/qdp1/dp1d/q3/2p1/4/1pd1/1dqq 0 b5-c4 0 0,2\td1xd6\tcapture,defence,across-canal\t1220"
    );
    assert_eq!(
        p.themes,
        [Theme::Capture, Theme::Defence, Theme::AcrossCanal]
    );
    let s = miner.stats;
    assert_eq!((s.games, s.candidates, s.rejected, s.kept), (2, 1, 0, 1));
    // It verifies at the mining budget and at the check budget (ten times it).
    for nodes in [2_000, 20_000] {
        assert_eq!(verify(p, nodes).unwrap().len(), 1);
    }
}
