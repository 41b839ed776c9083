//! Baroness's search checked against the independent plain model: every verdict against a
//! brute-force search on small packs and on full deals, and every win
//! replayed step by step.

mod common;

use common::pack::{agree, config, shuffled, tampered_fails, Model};
use patience_games::baroness::{self, brute_force_winnable, replay, BaronessRules, Leftover};
use patience_games::pack::PackGame;
use patience_search::{Outcome, Solver};

const MODEL: Model<BaronessRules> = Model {
    winnable: brute_force_winnable,
    replay,
};

#[test]
fn search_agrees_with_brute_force_on_small_packs() {
    for leftover in [Leftover::Aside, Leftover::OnPiles] {
        let (mut won, mut all) = (0, 0);
        // Small packs pair ranks totalling their top rank; 3 piles of a 20-card pack leave a short
        // row of 2, 5 of a 28-card pack one of 3.
        for (ranks, piles, deals) in [(4, 3, 600), (5, 3, 600), (6, 4, 400), (7, 5, 200)] {
            let rules = BaronessRules {
                ranks,
                piles,
                leftover,
            };
            won += agree(
                rules,
                &shuffled(&rules, deals, u64::from(ranks * 10 + piles)),
                &MODEL,
            );
            all += deals;
        }
        // Both verdicts occur often, so the comparison tests something.
        assert!(
            won > all / 10 && won < all * 9 / 10,
            "{leftover:?}: {won} of {all} won"
        );
    }
}

#[test]
fn full_deals_replay() {
    for preset in baroness::PRESETS {
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
    tampered_fails(BaronessRules::STANDARD, &MODEL);
}

/// `child_key`, which Baroness computes without playing the move, is the key of the position
/// the move leads to, for every move along random lines of full deals (and for the safe moves).
#[test]
fn child_keys_are_the_keys_after_the_move() {
    use patience_games::baroness::BaronessPos;
    let rules = baroness::PRESETS[0].rules;
    let game = PackGame::new(rules).expect("valid rules");
    let mut rng = common::Sampler::new("child-keys");
    let mut checked = 0;
    for n in 1..=200u64 {
        let mut pos = BaronessPos::new(&rules, &game.pack(n));
        checked += common::check_child_keys(&mut pos, &mut rng, &format!("deal {n}")).checked;
    }
    assert!(checked > 2_000, "{checked} moves checked");
}
