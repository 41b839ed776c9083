//! Accordion played without peeking: the players' moves replayed on the independent plain
//! model, the greedy player against the thoughtful solver deal by deal, the sampler of the
//! cards not dealt checked for consistency and uniformity, and with every card laid out (the
//! free way: none hidden) the sampling player against the solver.

mod common;

use common::play::{
    assert_pack_players_play_legally, assert_sampling_wins_what_the_solver_wins, assert_uniform,
    greedy_until_nothing_hidden, pack_greedy_wins_solved, sample_counts, stock_order, Budget,
};
use patience_cards::Card;
use patience_games::accordion::{replay, AccordionMove, AccordionPlay, AccordionRules, Play};
use patience_games::pack::PackGame;
use patience_games::player::{Playable, PlayerKind, PlayerSpec};
use patience_search::{Solver, SolverConfig};
use rand::SeedableRng;
use rand_pcg::Pcg64;

fn rules(ranks: u8, play: Play) -> AccordionRules {
    AccordionRules { ranks, play }
}

#[test]
fn players_make_only_legal_moves_and_their_wins_replay() {
    let budget = Budget {
        deals: 400,
        few: 20,
        samples: 3,
        sample_nodes: Some(1000),
    };
    // The full pack in both ways of play, and a pack of 7 ranks, which greedy wins more often.
    for rules in [
        rules(13, Play::Book),
        rules(13, Play::Free),
        rules(7, Play::Book),
    ] {
        assert_pack_players_play_legally(rules, &budget, rules.ranks < 13, replay);
    }
}

#[test]
fn greedy_never_wins_a_deal_the_solver_proves_lost() {
    // Every deal greedy wins is solved and proved won.
    let mut greedy_won = 0;
    for rules in [rules(13, Play::Book), rules(7, Play::Book)] {
        let (won, solver_won) = pack_greedy_wins_solved(rules, 1..=2000, SolverConfig::default());
        assert_eq!(solver_won, won, "{rules:?}");
        greedy_won += won;
    }
    assert!(
        greedy_won >= 10,
        "greedy won {greedy_won}: the check above is thin"
    );
}

#[test]
fn with_nothing_hidden_sampling_wins_what_the_solver_wins() {
    // Nothing is hidden once every card is dealt: from the start in the free way (every card
    // laid out), after the greedy rule's play in the book's way. The sampling player then needs
    // one draw, the position itself, and must win exactly the positions the solver wins.
    let spec = PlayerSpec {
        sample_nodes: 1_000_000,
        ..PlayerSpec::new(PlayerKind::Sampling)
    };
    let (mut won, mut lost) = (0, 0);
    for rules in [
        rules(4, Play::Free),
        rules(7, Play::Book),
        rules(13, Play::Book),
    ] {
        let game = PackGame::new(rules).unwrap();
        let mut solver = Solver::new(SolverConfig::default());
        for deal in 1..=300 {
            let g = greedy_until_nothing_hidden(AccordionPlay::new(&rules, &game.pack(deal)));
            let what = format!("deal {deal} of {rules:?}");
            let p = assert_sampling_wins_what_the_solver_wins(g, deal, &spec, &mut solver, &what);
            won += u32::from(p.won);
            lost += u32::from(!p.won);
        }
    }
    assert!(
        won >= 10 && lost >= 10,
        "{won} won, {lost} lost: the check is thin"
    );
}

#[test]
fn the_sampler_keeps_what_was_seen_and_shuffles_the_stock_uniformly() {
    // Eight cards, dealt by the book's way (moves made as the greedy rule chooses) until four
    // are out: four cards hidden, 24 orders.
    let rules = rules(2, Play::Book);
    let game = PackGame::new(rules).unwrap();
    let mut rng = Pcg64::seed_from_u64(19);
    for deal in 1..=3 {
        let pack = game.pack(deal);
        let mut g = AccordionPlay::new(&rules, &pack);
        let mut moves = Vec::new();
        while g.seen().dealt < 4 {
            let m = g.greedy(&g.legal_moves()).expect("cards are left");
            g.play(m);
            moves.push(m);
        }
        // The moves the rules compel before the next deal, so that the sampler must keep
        // them consistent too.
        while let Some(&m) = g
            .legal_moves()
            .iter()
            .find(|m| !matches!(m, AccordionMove::Deal))
        {
            g.play(m);
            moves.push(m);
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
            // What was seen at every moment is what the sample shows then.
            let (mut a, mut b) = (
                AccordionPlay::new(&rules, &pack),
                AccordionPlay::new(&rules, s.pack()),
            );
            for &m in &moves {
                a.play(m);
                b.play(m);
                assert_eq!(a.seen(), b.seen(), "deal {deal}, after {m:?}");
            }
            stock_order(s, dealt, &unseen)
        });
        // Every order of the stock turns up, about equally often: chi-square with 23 degrees
        // of freedom, whose 99.999th percentile is about 57.
        assert_uniform(&counts, 24, samples, 57.0, &what);
    }
}
