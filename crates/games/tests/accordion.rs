//! Accordion's search checked against the independent plain model: every verdict against a
//! brute-force search on small packs and on full deals, and every win
//! replayed step by step.

use patience_cards::Card;
use patience_games::accordion::{self, brute_force_winnable, replay, AccordionRules, Play};
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
fn agree(rules: AccordionRules, packs: &[Vec<Card>]) -> usize {
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

fn shuffled(rules: &AccordionRules, n: usize, seed: u64) -> Vec<Vec<Card>> {
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
    for play in [Play::Book, Play::Free] {
        let (mut won, mut all) = (0, 0);
        for (ranks, deals) in [(3, 600), (4, 600), (5, 300)] {
            let rules = AccordionRules { ranks, play };
            won += agree(rules, &shuffled(&rules, deals, u64::from(ranks)));
            all += deals;
        }
        // Both verdicts occur often in the book's way, so the comparison tests something; with
        // every card laid out, small packs are all won (as full ones nearly all are), and the
        // comparison tests the wins.
        if play == Play::Book {
            assert!(
                won > all / 20 && won < all * 19 / 20,
                "{play:?}: {won} of {all} won"
            );
        }
    }
}

#[test]
fn full_deals_replay() {
    // The book's way only: with every card laid out, some deals take millions of nodes.
    for preset in &accordion::PRESETS[..1] {
        let rules = preset.rules;
        let game = PackGame::new(rules).expect("valid rules");
        let mut solver = Solver::new(config());
        let mut won = 0;
        for n in 1..=60 {
            let pack = game.pack(n);
            let sol = game.solve_with(&mut solver, &pack);
            assert_ne!(sol.result, Outcome::Unknown, "deal {n}");
            if sol.result == Outcome::Won {
                won += 1;
                replay(&rules, &pack, &sol.steps).unwrap_or_else(|e| panic!("deal {n}: {e}"));
            }
        }
        assert!(won > 0 && won < 60, "{}: {won} of 60 won", preset.name);
    }
}

#[test]
fn a_tampered_solution_fails() {
    let rules = accordion::PRESETS[0].rules;
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
    steps.insert(0, steps[steps.len() - 1]);
    assert!(
        replay(&rules, &pack, &steps).is_err(),
        "a win with its last step first"
    );
}
