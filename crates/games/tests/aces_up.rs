//! Aces Up's search checked against the independent plain model: every verdict against a
//! brute-force search on small packs and on full deals of the book's reading, and every win
//! replayed step by step.

mod common;

use common::pack::{agree, shuffled, tampered_fails, Model};
use patience_cards::Card;
use patience_games::aces_up::{brute_force_winnable, replay, AcesUpRules};
use patience_games::pack::PackGame;

const MODEL: Model<AcesUpRules> = Model {
    winnable: brute_force_winnable,
    replay,
};

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
                &MODEL,
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
    let won = agree(rules, &packs, &MODEL);
    assert!(won > 0 && won < packs.len(), "{won} of {} won", packs.len());
}

#[test]
fn a_tampered_solution_fails() {
    tampered_fails(AcesUpRules::STANDARD, &MODEL);
}
