//! Accordion's search checked against the independent plain model: every verdict against a
//! brute-force search on small packs and on full deals, and every win
//! replayed step by step.

mod common;

use common::pack::{agree, config, shuffled, tampered_fails, Model};
use patience_games::accordion::{self, brute_force_winnable, replay, AccordionRules, Play};
use patience_games::pack::PackGame;
use patience_search::{Outcome, Solver};

const MODEL: Model<AccordionRules> = Model {
    winnable: brute_force_winnable,
    replay,
};

#[test]
fn search_agrees_with_brute_force_on_small_packs() {
    for play in [Play::Book, Play::Free] {
        let (mut won, mut all) = (0, 0);
        for (ranks, deals) in [(3, 600), (4, 600), (5, 300)] {
            let rules = AccordionRules { ranks, play };
            won += agree(rules, &shuffled(&rules, deals, u64::from(ranks)), &MODEL);
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
    tampered_fails(accordion::PRESETS[0].rules, &MODEL);
}
