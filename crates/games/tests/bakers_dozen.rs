//! Baker's Dozen's search checked against the independent plain model: every verdict against a
//! brute-force search on small packs (both presets' ways of dealing), every win replayed step
//! by step, full deals replayed.

mod common;

use common::pack::{agree, agree_with, config, shuffled, tampered_fails, Model};
use patience_games::bakers_dozen::{self, brute_force_winnable, replay, BakersRules};
use patience_games::pack::PackGame;
use patience_search::{Outcome, Solver, SolverConfig};

const MODEL: Model<BakersRules> = Model {
    winnable: brute_force_winnable,
    replay,
};

#[test]
fn search_agrees_with_brute_force_on_small_packs() {
    // Few columns make reverses (a card above a lower one of its suit) common, so both
    // verdicts occur; Good Measure's way sends aces out as they are dealt.
    let mut all = 0;
    let mut won = 0;
    for (ranks, columns, aces_out, deals) in [
        (3, 3, 0, 800),
        (4, 4, 0, 800),
        (4, 3, 2, 800),
        (5, 5, 0, 500),
        (5, 4, 2, 500),
        (6, 6, 0, 200),
    ] {
        let rules = BakersRules {
            ranks,
            columns,
            aces_out,
        };
        won += agree(
            rules,
            &shuffled(&rules, deals, u64::from(ranks * 16 + columns)),
            &MODEL,
        );
        all += deals;
    }
    assert!(won > all / 10 && won < all * 9 / 10, "{won} of {all} won");
}

/// Solves `deals` random packs of each layout `(ranks, columns)` with `aces_out` aces sent out,
/// within `node_limit` nodes from first runs of one node, and checks every verdict against brute
/// force.
fn short_runs_agree(node_limit: u64, aces_out: u8, layouts: &[(u8, u8, usize)]) {
    let config = SolverConfig {
        node_limit,
        restart_nodes: 1,
        ..config()
    };
    for &(ranks, columns, deals) in layouts {
        let rules = BakersRules {
            ranks,
            columns,
            aces_out,
        };
        agree_with(
            rules,
            &shuffled(&rules, deals, u64::from(ranks * 16 + columns) + 7),
            &MODEL,
            config,
        );
    }
}

/// Baker's Dozen's layout restarts with short runs and keeps the last tenth of the node limit
/// for one run, which plays the capacity game too (`BakersPos::schedule`). With runs of a node
/// or two at first, the short runs decide few packs and the last run the rest: the verdicts
/// still agree with brute force.
#[test]
fn short_runs_and_the_last_run_agree_with_brute_force() {
    short_runs_agree(50_000, 0, &[(4, 4, 300), (5, 5, 200)]);
}

/// Good Measure's layout (fewer columns than ranks) runs Luby's schedule uncapped and keeps the
/// last two fifths of the node limit for one run (`BakersPos::schedule`). At 2,000 nodes from
/// runs of one node, some of these packs are decided only by that last run (with Luby's runs
/// alone, or with a last run stopped early and called lost, this test fails), and every verdict
/// agrees with brute force.
#[test]
fn good_measures_last_run_agrees_with_brute_force() {
    short_runs_agree(2_000, 2, &[(5, 4, 200), (6, 5, 100)]);
}

#[test]
fn full_deals_replay() {
    for preset in &bakers_dozen::PRESETS {
        let rules = preset.rules;
        let game = PackGame::new(rules).expect("valid rules");
        let mut solver = Solver::new(SolverConfig {
            node_limit: 200_000,
            ..config()
        });
        let mut won = 0;
        for n in 1..=20 {
            let pack = game.pack(n);
            let sol = game.solve_with(&mut solver, &pack);
            if sol.result == Outcome::Won {
                won += 1;
                replay(&rules, &pack, &sol.steps).unwrap_or_else(|e| panic!("deal {n}: {e}"));
            }
        }
        assert!(won >= 5, "{}: {won} of 20 won", preset.name);
    }
}

#[test]
fn a_tampered_solution_fails() {
    tampered_fails(bakers_dozen::PRESETS[0].rules, &MODEL);
}
