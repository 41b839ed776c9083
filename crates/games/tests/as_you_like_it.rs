//! As You Like It's search checked against the independent plain model: every verdict against
//! a brute-force search on small packs (each way of redealing), every win replayed step by
//! step, full deals replayed, and the layout as the book deals it.

mod common;

use common::pack::{agree_with, config, shuffled, tampered_fails, Model};
use patience_cards::Card;
use patience_games::as_you_like_it::{
    self, brute_force_winnable, deal_piles, replay, AylitRules, Redeal, Start,
};
use patience_games::pack::PackGame;
use patience_search::{Outcome, Solver, SolverConfig};

const MODEL: Model<AylitRules> = Model {
    winnable: brute_force_winnable,
    replay,
};

fn small(ranks: u8, piles: u8, redeal: Redeal, start: Start) -> AylitRules {
    AylitRules {
        ranks,
        piles,
        redeal,
        start,
    }
}

/// Compares the search with brute force over small packs of every way of play; returns (won,
/// all).
fn agree_all(redeal: Redeal, start: Start, sizes: &[(u8, u8, usize)]) -> (usize, usize) {
    agree_all_with(redeal, start, sizes, config())
}

/// [`agree_all`] with the solver's settings given.
fn agree_all_with(
    redeal: Redeal,
    start: Start,
    sizes: &[(u8, u8, usize)],
    config: SolverConfig,
) -> (usize, usize) {
    let mut won = 0;
    let mut all = 0;
    for &(ranks, piles, deals) in sizes {
        let rules = small(ranks, piles, redeal, start);
        let seed = u64::from(ranks) * 16 + u64::from(piles) + 256 * (redeal as u64);
        won += agree_with(rules, &shuffled(&rules, deals, seed), &MODEL, config);
        all += deals;
    }
    (won, all)
}

/// (ranks, piles, packs): two piles (two redeals) lose often, more piles win more often.
const STUCK: [(u8, u8, usize); 8] = [
    (4, 2, 400),
    (5, 2, 400),
    (6, 2, 400),
    (7, 2, 400),
    (6, 4, 300),
    (7, 4, 300),
    (8, 4, 100),
    (3, 8, 100),
];

/// Free redeals branch more: smaller packs for brute force.
const ANY: [(u8, u8, usize); 5] = [
    (5, 2, 300),
    (6, 2, 300),
    (7, 2, 300),
    (5, 4, 200),
    (6, 4, 60),
];

#[test]
fn book_search_agrees_with_brute_force() {
    let (won, all) = agree_all(Redeal::Stuck, Start::Left, &STUCK);
    assert!(won > all / 10 && won < all * 9 / 10, "{won} of {all} won");
}

/// Runs of one node and more (Luby's, beside the first run, kept): the packs are decided after
/// many stopped runs, by a short run that wins or by the first run, parked and resumed after
/// each of them (see `patience_search::Solver`), and every verdict agrees with brute force:
/// the book's packs of `book_search_agrees_with_brute_force`, searched another way.
#[test]
fn short_runs_agree_with_brute_force() {
    let config = SolverConfig {
        restart_nodes: 1,
        ..config()
    };
    let (won, all) = agree_all_with(Redeal::Stuck, Start::Left, &STUCK, config);
    assert!(won > all / 10 && won < all * 9 / 10, "{won} of {all} won");
}

#[test]
fn free_search_agrees_with_brute_force() {
    let (won, all) = agree_all(Redeal::Any, Start::Left, &ANY);
    assert!(won > all / 10 && won < all * 9 / 10, "{won} of {all} won");
}

#[test]
fn primrose_search_agrees_with_brute_force() {
    let (won, all) = agree_all(Redeal::Any, Start::Own, &ANY);
    assert!(won > all / 10 && won < all * 9 / 10, "{won} of {all} won");
    let (won, all) = agree_all(Redeal::Stuck, Start::Own, &STUCK[..6]);
    assert!(won > all / 10 && won < all * 9 / 10, "{won} of {all} won");
}

#[test]
fn the_book_deals_index_cards_and_turns_piles_over() {
    // A pack of two suits, two decks, 3 ranks, 4 piles: 24 cards in dealing order.
    let rules = small(3, 4, Redeal::Stuck, Start::Left);
    let pack: Vec<Card> = PackGame::new(rules).expect("valid rules").pack(0);
    let (index, piles) = deal_piles(&rules, &pack);
    // The index card is the last card dealt to each pile.
    assert_eq!(index, pack[8..12].to_vec());
    // Turned over: the first card dealt to a pile is on top (available), the last but one at
    // the bottom.
    for (i, p) in piles.iter().enumerate() {
        assert_eq!(p, &vec![pack[4 + i], pack[i]], "pile {}", i + 1);
    }
}

#[test]
fn full_deals_replay() {
    for preset in &as_you_like_it::PRESETS {
        let rules = preset.rules;
        let game = PackGame::new(rules).expect("valid rules");
        let mut solver = Solver::new(SolverConfig {
            node_limit: 100_000,
            ..config()
        });
        let mut won = 0;
        for n in 1..=10 {
            let pack = game.pack(n);
            let sol = game.solve_with(&mut solver, &pack);
            if sol.result == Outcome::Won {
                won += 1;
                replay(&rules, &pack, &sol.steps).unwrap_or_else(|e| panic!("deal {n}: {e}"));
            }
        }
        assert!(won >= 3, "{}: {won} of 10 won", preset.name);
    }
}

#[test]
fn a_tampered_solution_fails() {
    tampered_fails(as_you_like_it::PRESETS[0].rules, &MODEL);
}

/// The sleep sets' contract ([`patience_search::Game::dependents`]): two listed moves that are
/// not dependent on each other reach the same position in either order, on positions met along
/// random lines of small packs and full deals (each way of redealing). A move up that left its
/// pile out of its dependents fails here.
#[test]
fn independent_moves_commute() {
    use patience_games::as_you_like_it::AylitPos;
    use patience_search::Game;
    use rand::{RngExt, SeedableRng};
    let mut rng = rand_pcg::Pcg64::seed_from_u64(7);
    let mut checked = 0;
    for preset in &as_you_like_it::PRESETS {
        for (ranks, piles, packs) in [(6, 4, 40), (8, 4, 40), (13, 8, 20)] {
            let rules = AylitRules {
                ranks,
                piles,
                ..preset.rules
            };
            for pack in shuffled(&rules, packs, u64::from(ranks)) {
                let mut pos = AylitPos::new(&rules, &pack);
                let mut moves = Vec::new();
                loop {
                    moves.clear();
                    pos.moves(&mut moves);
                    let Some(&next) = moves.get(rng.random_range(0..moves.len().max(1))) else {
                        break;
                    };
                    for &a in &moves {
                        for &b in &moves {
                            let independent = a != b
                                && pos.move_number(b).is_some()
                                && !pos.dependents(a).holds(pos.move_number(b));
                            if !independent {
                                continue;
                            }
                            let ua = pos.apply(a);
                            let ub = pos.apply(b);
                            let ab = pos.key();
                            pos.undo(b, ub);
                            pos.undo(a, ua);
                            let ub = pos.apply(b);
                            let ua = pos.apply(a);
                            assert_eq!(ab, pos.key(), "{a:?} and {b:?} of {rules:?}: {pack:?}");
                            pos.undo(a, ua);
                            pos.undo(b, ub);
                            checked += 1;
                        }
                    }
                    pos.apply(next);
                }
            }
        }
    }
    assert!(checked > 1000, "{checked} pairs checked");
}
