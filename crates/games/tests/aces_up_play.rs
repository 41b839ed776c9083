//! Aces Up played without peeking: the players' moves replayed on the independent plain model,
//! the greedy player against the thoughtful solver deal by deal, and the sampler of the hidden
//! stock checked for consistency and uniformity.

mod common;

use common::play::{
    assert_pack_players_play_legally, assert_uniform, pack_greedy_wins_solved, sample_counts,
    stock_order, Budget,
};
use patience_cards::Card;
use patience_games::aces_up::{replay, AcesUpMove, AcesUpPlay, AcesUpRules};
use patience_games::pack::PackGame;
use patience_games::player::Playable;
use patience_search::SolverConfig;
use rand::SeedableRng;
use rand_pcg::Pcg64;

fn readings() -> [AcesUpRules; 2] {
    [
        AcesUpRules::STANDARD,
        AcesUpRules {
            compulsory_discards: false,
            ..AcesUpRules::STANDARD
        },
    ]
}

#[test]
fn players_make_only_legal_moves() {
    let budget = Budget {
        deals: 400,
        few: 40,
        samples: 3,
        sample_nodes: None,
    };
    for rules in readings() {
        assert_pack_players_play_legally(rules, &budget, true, replay);
    }
}

#[test]
fn greedy_never_wins_a_deal_the_solver_proves_lost() {
    // Only the deals greedy wins are solved (a thoughtful solve of every deal is slow): each
    // must be won, or at worst unknown under the budget, never proved lost.
    let config = SolverConfig {
        node_limit: 2_000_000,
        ..SolverConfig::default()
    };
    for rules in readings() {
        let (greedy_won, solver_won) = pack_greedy_wins_solved(rules, 1..=2000, config);
        assert!(
            greedy_won >= 10,
            "greedy won {greedy_won}: the check above is thin"
        );
        assert!(
            solver_won * 10 >= greedy_won * 9,
            "{solver_won} of {greedy_won}"
        );
    }
}

#[test]
fn the_sampler_keeps_what_was_seen_and_shuffles_the_stock_uniformly() {
    // Eight cards on four piles: one row dealt, four cards hidden, 24 orders of the stock.
    let rules = AcesUpRules {
        ranks: 2,
        piles: 4,
        compulsory_discards: false,
    };
    let game = PackGame::new(rules).unwrap();
    let mut rng = Pcg64::seed_from_u64(19);
    for deal in 1..=3 {
        let pack = game.pack(deal);
        let mut g = AcesUpPlay::new(&rules, &pack);
        g.play(AcesUpMove::Deal);
        // Some moves after the deal, so that the sampler must keep them consistent too.
        for _ in 0..2 {
            if let Some(&m) = g
                .legal_moves()
                .iter()
                .find(|m| !matches!(m, AcesUpMove::Deal))
            {
                g.play(m);
            }
        }
        let dealt = 4;
        let unseen: Vec<Card> = pack[dealt..].to_vec();
        let samples = 24_000;
        let what = format!("deal {deal}");
        let counts = sample_counts(&g, samples, &mut rng, &what, |s| {
            assert_eq!(&s.pack()[..dealt], &pack[..dealt]);
            assert_eq!(
                s.steps(),
                g.steps(),
                "deal {deal}: the moves read otherwise"
            );
            stock_order(s, dealt, &unseen)
        });
        // Every order of the stock turns up, about equally often: chi-square with 23 degrees
        // of freedom, whose 99.999th percentile is about 57.
        assert_uniform(&counts, 24, samples, 57.0, &what);
    }
}
