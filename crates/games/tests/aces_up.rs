//! Aces Up's search checked against the independent plain model: every verdict against a
//! brute-force search on small packs and on full deals of the book's reading, and every win
//! replayed step by step.

use patience_cards::Card;
use patience_games::aces_up::{brute_force_winnable, replay, AcesUpRules};
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
fn agree(rules: AcesUpRules, packs: &[Vec<Card>]) -> usize {
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

fn shuffled(rules: &AcesUpRules, n: usize, seed: u64) -> Vec<Vec<Card>> {
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
    for compulsory_discards in [true, false] {
        let (mut won, mut all) = (0, 0);
        for (ranks, piles, deals) in [(4, 4, 600), (5, 4, 400), (6, 3, 300)] {
            let rules = AcesUpRules {
                ranks,
                piles,
                compulsory_discards,
            };
            won += agree(
                rules,
                &shuffled(&rules, deals, u64::from(ranks * 10 + piles)),
            );
            all += deals;
        }
        // Both verdicts occur often, so the comparison tests something.
        assert!(
            won > all / 10 && won < all * 9 / 10,
            "compulsory {compulsory_discards}: {won} of {all} won"
        );
    }
}

#[test]
fn full_deals_agree_and_replay() {
    let rules = AcesUpRules::STANDARD;
    let game = PackGame::new(rules).expect("valid rules");
    let packs: Vec<Vec<Card>> = (1..=40).map(|n| game.pack(n)).collect();
    let won = agree(rules, &packs);
    assert!(won > 0 && won < packs.len(), "{won} of {} won", packs.len());
}

#[test]
fn a_tampered_solution_fails() {
    let rules = AcesUpRules::STANDARD;
    let game = PackGame::new(rules).expect("valid rules");
    let pack = game.pack(1);
    let sol = game.solve_with(&mut Solver::new(config()), &pack);
    assert_eq!(sol.result, Outcome::Won);
    assert!(replay(&rules, &pack, &sol.steps).is_ok());
    let mut steps = sol.steps.clone();
    steps.pop();
    assert!(replay(&rules, &pack, &steps).is_err(), "a shortened win");
    let mut steps = sol.steps.clone();
    steps.swap(0, 1);
    steps.insert(0, steps[0]);
    assert!(replay(&rules, &pack, &steps).is_err(), "a reordered win");
}
