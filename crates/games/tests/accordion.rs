//! Accordion's search checked against the independent plain model: every verdict against a
//! brute-force search on small packs and on full deals, and every win
//! replayed step by step.

mod common;

use common::pack::{agree, agree_with, config, shuffled, tampered_fails, Model};
use patience_games::accordion::{self, brute_force_winnable, replay, AccordionRules, Play};
use patience_games::pack::PackGame;
use patience_search::{Outcome, Solver, SolverConfig};

const MODEL: Model<AccordionRules> = Model {
    winnable: brute_force_winnable,
    replay,
};

/// `child_key`, which Accordion writes from the top cards without playing the move, is the key
/// the move gives, for every move along random lines of full deals, both ways of play.
#[test]
fn child_keys_are_the_keys_after_the_move() {
    let mut rng = common::Sampler::new("child-keys");
    for play in [Play::Book, Play::Free] {
        let rules = AccordionRules { ranks: 13, play };
        let game = PackGame::new(rules).expect("valid rules");
        let mut checked = 0;
        for n in 1..=100u64 {
            let mut pos = accordion::AccordionPos::new(&rules, &game.pack(n));
            let what = format!("{play:?} deal {n}");
            checked += common::check_child_keys(&mut pos, &mut rng, &what).checked;
        }
        assert!(checked > 2_000, "{play:?}: {checked} moves checked");
    }
}

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

/// With every card laid out the search restarts; with runs of one node and more, each run
/// after the first in a new move order (see `patience_search::Solver`), every small pack (all
/// of them won) is still won and its win replays.
#[test]
fn short_runs_agree_with_brute_force() {
    let config = SolverConfig {
        restart_nodes: 1,
        ..config()
    };
    for (ranks, deals) in [(4, 400), (5, 150)] {
        let rules = AccordionRules {
            ranks,
            play: Play::Free,
        };
        let packs = shuffled(&rules, deals, u64::from(ranks) + 64);
        assert_eq!(agree_with(rules, &packs, &MODEL, config), deals);
    }
}

#[test]
fn full_deals_replay() {
    for preset in &accordion::PRESETS {
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
        // Most deals are lost in the book's way, nearly all won with every card laid out.
        match preset.rules.play {
            Play::Book => assert!(won > 0 && won < 60, "{}: {won} of 60 won", preset.name),
            Play::Free => assert!(won >= 59, "{}: {won} of 60 won", preset.name),
        }
    }
}

#[test]
fn a_tampered_solution_fails() {
    tampered_fails(accordion::PRESETS[0].rules, &MODEL);
}

#[test]
fn unlinked_cards_are_lost_at_once() {
    // Two cards sharing neither suit nor rank: lost, proved without a move searched.
    let rules = AccordionRules {
        ranks: 2,
        play: Play::Free,
    };
    let pack: Vec<patience_cards::Card> = ["AS", "2H", "AH", "2S", "AC", "2D", "AD", "2C"]
        .iter()
        .map(|c| c.parse().unwrap())
        .collect();
    let game = PackGame::new(rules).expect("valid rules");
    let sol = game.solve_with(&mut Solver::new(config()), &pack);
    assert_eq!(sol.result, Outcome::Won);
    // With every card laid out and only AS and 2H live (a line of two piles), no move joins them.
    let mut pos = accordion::AccordionPos::new(&rules, &pack[..2]);
    assert!(patience_search::Game::is_dead(&mut pos));
    let mut pos = accordion::AccordionPos::new(&rules, &pack[..3]);
    assert!(!patience_search::Game::is_dead(&mut pos));
}
