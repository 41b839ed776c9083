//! Canfield's search checked against the independent plain model: every verdict against a
//! brute-force search on small deals, for every reading, and every win replayed step by step.

use patience_cards::Card;
use patience_games::canfield::{
    brute_force_winnable, replay, solve, CanfieldDeal, CanfieldRules, Moving,
};
use patience_search::{Outcome, SolverConfig};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_pcg::Pcg64;

const READINGS: [Moving; 3] = [Moving::Whole, Moving::Partial, Moving::Any];

fn small_deal(rules: &CanfieldRules, rng: &mut Pcg64) -> CanfieldDeal {
    let mut cards: Vec<Card> = rules.deck().cards();
    cards.shuffle(rng);
    CanfieldDeal::lay_out(rules, "small", &cards)
}

/// Compares the search with brute force on `deals` random deals of `rules`; returns how many
/// were won.
fn agree(rules: CanfieldRules, deals: usize, seed: u64) -> usize {
    let mut rng = Pcg64::seed_from_u64(seed);
    let config = SolverConfig {
        table_bytes: 1 << 20,
        ..SolverConfig::default()
    };
    let mut won = 0;
    for i in 0..deals {
        let deal = small_deal(&rules, &mut rng);
        let Some(truth) = brute_force_winnable(&rules, &deal, 2_000_000) else {
            panic!("brute force too large for deal {i} of {rules:?}");
        };
        let sol = solve(&rules, &deal, config);
        let want = if truth { Outcome::Won } else { Outcome::Lost };
        assert_eq!(sol.result, want, "deal {i} of {rules:?}: {deal:?}");
        if truth {
            won += 1;
            replay(&rules, &deal, &sol.steps())
                .unwrap_or_else(|e| panic!("deal {i} of {rules:?}: {e}\n{deal:?}"));
        }
    }
    won
}

#[test]
fn search_agrees_with_brute_force_on_small_deals() {
    for (k, moving) in READINGS.into_iter().enumerate() {
        let (mut won, mut all) = (0, 0);
        for (ranks, reserve, deals) in [(4, 8, 400), (5, 10, 300), (6, 12, 100)] {
            let rules = CanfieldRules {
                moving,
                ranks,
                reserve,
                deal: 3,
            };
            won += agree(rules, deals, 1000 * k as u64 + u64::from(ranks));
            all += deals;
        }
        // Both verdicts occur often, so the comparison tests something.
        assert!(
            won > all / 10 && won < all * 9 / 10,
            "{moving:?}: {won} of {all} won"
        );
    }
}

#[test]
fn full_deals_replay() {
    for moving in READINGS {
        let rules = CanfieldRules::standard(moving);
        let mut won = 0;
        for n in 0..40 {
            let deal = CanfieldDeal::ours(&rules, "canfield", n);
            let sol = solve(&rules, &deal, SolverConfig::default());
            if sol.result == Outcome::Won {
                won += 1;
                replay(&rules, &deal, &sol.steps()).unwrap_or_else(|e| panic!("deal {n}: {e}"));
            }
        }
        assert!(won > 10, "{moving:?}: {won} of 40 won");
    }
}

#[test]
fn a_tampered_solution_fails_the_replay() {
    let rules = CanfieldRules::standard(Moving::Whole);
    let deal = CanfieldDeal::ours(&rules, "canfield", 1);
    let sol = solve(&rules, &deal, SolverConfig::default());
    assert_eq!(sol.result, Outcome::Won);
    let mut steps = sol.steps();
    assert!(replay(&rules, &deal, &steps).is_ok());
    steps.pop();
    assert!(replay(&rules, &deal, &steps).is_err());
    let mut steps = sol.steps();
    steps.remove(0);
    assert!(replay(&rules, &deal, &steps).is_err());
}
