//! Baker's Dozen's search checked against the independent plain model: every verdict against a
//! brute-force search on small packs (both presets' ways of dealing), every win replayed step
//! by step, full deals replayed.

use patience_cards::Card;
use patience_games::bakers_dozen::{self, brute_force_winnable, replay, BakersRules};
use patience_games::pack::PackGame;
use patience_search::{Outcome, Solver, SolverConfig};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_pcg::Pcg64;

fn config() -> SolverConfig {
    SolverConfig {
        table_bytes: 1 << 20,
        ..SolverConfig::default()
    }
}

/// Compares the search with brute force on `packs`; returns how many were won.
fn agree(rules: BakersRules, packs: &[Vec<Card>]) -> usize {
    let game = PackGame::new(rules).expect("valid rules");
    let mut solver = Solver::new(config());
    let mut won = 0;
    for (i, pack) in packs.iter().enumerate() {
        let truth = brute_force_winnable(&rules, pack);
        let sol = game.solve_with(&mut solver, pack);
        let want = if truth { Outcome::Won } else { Outcome::Lost };
        assert_eq!(sol.result, want, "pack {i} of {rules:?}: {pack:?}");
        if truth {
            won += 1;
            replay(&rules, pack, &sol.steps)
                .unwrap_or_else(|e| panic!("pack {i} of {rules:?}: {e}\n{pack:?}"));
        }
    }
    won
}

fn shuffled(rules: &BakersRules, n: usize, seed: u64) -> Vec<Vec<Card>> {
    let game = PackGame::new(*rules).expect("valid rules");
    let mut rng = Pcg64::seed_from_u64(seed);
    (0..n)
        .map(|_| {
            let mut cards = game.pack(0);
            cards.shuffle(&mut rng);
            cards
        })
        .collect()
}

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
        );
        all += deals;
    }
    assert!(won > all / 10 && won < all * 9 / 10, "{won} of {all} won");
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
    let rules = bakers_dozen::PRESETS[0].rules;
    let game = PackGame::new(rules).expect("valid rules");
    let mut solver = Solver::new(config());
    let (pack, sol) = (1..=100)
        .map(|n| {
            let pack = game.pack(n);
            let sol = game.solve_with(&mut solver, &pack);
            (pack, sol)
        })
        .find(|(_, sol)| sol.result == Outcome::Won)
        .expect("some deal is won");
    assert!(replay(&rules, &pack, &sol.steps).is_ok());
    let mut steps = sol.steps.clone();
    steps.pop();
    assert!(replay(&rules, &pack, &steps).is_err(), "a shortened win");
    let mut steps = sol.steps.clone();
    let last = steps.len() - 1;
    steps.swap(0, last);
    assert!(
        replay(&rules, &pack, &steps).is_err(),
        "a win with its ends swapped"
    );
}
