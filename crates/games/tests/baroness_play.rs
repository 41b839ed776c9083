//! Baroness played without peeking: the players' moves replayed on the independent plain model,
//! the greedy player against the thoughtful solver deal by deal, the sampler of the hidden stock
//! checked for consistency and uniformity, and with every card dealt (none hidden) the sampling
//! player against the solver.

mod common;

use common::play::{
    assert_pack_players_play_legally, assert_sampling_wins_what_the_solver_wins, assert_uniform,
    greedy_until_nothing_hidden, pack_greedy_wins_solved, sample_counts, stock_order, Budget,
};
use patience_cards::Card;
use patience_games::baroness::{replay, BaronessMove, BaronessPlay, BaronessRules, Leftover};
use patience_games::pack::PackGame;
use patience_games::player::{Playable, PlayerKind, PlayerSpec};
use patience_search::{Solver, SolverConfig};
use rand::SeedableRng;
use rand_pcg::Pcg64;

fn readings() -> [BaronessRules; 2] {
    [
        BaronessRules::STANDARD,
        BaronessRules {
            leftover: Leftover::OnPiles,
            ..BaronessRules::STANDARD
        },
    ]
}

#[test]
fn players_make_only_legal_moves_and_their_wins_replay() {
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
    // Every deal greedy wins is solved and proved won.
    for rules in readings() {
        let (greedy_won, solver_won) =
            pack_greedy_wins_solved(rules, 1..=1000, SolverConfig::default());
        assert_eq!(solver_won, greedy_won, "{rules:?}");
        assert!(
            greedy_won >= 10,
            "greedy won {greedy_won}: the check above is thin"
        );
    }
}

#[test]
fn with_the_stock_dealt_sampling_wins_what_the_solver_wins() {
    // Played by the greedy rule until the stock is out: then nothing is hidden, so the
    // sampling player needs one draw, the position itself, and must win exactly the positions
    // the solver wins.
    let spec = PlayerSpec {
        sample_nodes: 1_000_000,
        ..PlayerSpec::new(PlayerKind::Sampling)
    };
    for rules in readings() {
        let game = PackGame::new(rules).unwrap();
        let mut solver = Solver::new(SolverConfig::default());
        let mut won = 0;
        for deal in 1..=1000 {
            let g = greedy_until_nothing_hidden(BaronessPlay::new(&rules, &game.pack(deal)));
            let what = format!("deal {deal}");
            let p = assert_sampling_wins_what_the_solver_wins(g, deal, &spec, &mut solver, &what);
            won += u32::from(p.won);
        }
        assert!(won >= 10, "{won} of 1000 won: the check above is thin");
    }
}

#[test]
fn the_sampler_keeps_what_was_seen_and_shuffles_the_stock_uniformly() {
    // Eight cards on four piles: one row dealt, four cards hidden, 24 orders of the stock.
    let rules = BaronessRules {
        ranks: 2,
        piles: 4,
        leftover: Leftover::Aside,
    };
    let game = PackGame::new(rules).unwrap();
    let mut rng = Pcg64::seed_from_u64(19);
    for deal in 1..=3 {
        let pack = game.pack(deal);
        let mut g = BaronessPlay::new(&rules, &pack);
        g.play(BaronessMove::Deal);
        // A discard after the deal, if any, so that the sampler must keep it consistent too.
        if let Some(&m) = g
            .legal_moves()
            .iter()
            .find(|m| !matches!(m, BaronessMove::Deal))
        {
            g.play(m);
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
