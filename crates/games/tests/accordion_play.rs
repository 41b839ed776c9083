//! Accordion played without peeking: the players' moves replayed on the independent plain
//! model, the greedy player against the thoughtful solver deal by deal, the sampler of the
//! cards not dealt checked for consistency and uniformity, and with every card laid out (the
//! free way: none hidden) the sampling player against the solver.

use patience_cards::Card;
use patience_games::accordion::{replay, AccordionMove, AccordionPlay, AccordionRules, Play};
use patience_games::pack::PackGame;
use patience_games::player::{play, play_kind, Playable, PlayerKind, PlayerSpec, SamplingPlayer};
use patience_search::{Outcome, Solver, SolverConfig, Verdict};
use rand::SeedableRng;
use rand_pcg::Pcg64;
use std::collections::HashMap;

fn rules(ranks: u8, play: Play) -> AccordionRules {
    AccordionRules { ranks, play }
}

/// The game `moves` played from the start of `pack`, each move checked to be listed legal.
fn played(rules: &AccordionRules, pack: &[Card], moves: &[AccordionMove]) -> AccordionPlay {
    let mut g = AccordionPlay::new(rules, pack);
    for &m in moves {
        assert!(g.legal_moves().contains(&m), "{m:?} is not legal");
        g.play(m);
    }
    g
}

#[test]
fn players_make_only_legal_moves_and_their_wins_replay() {
    // The full pack in both ways of play, and a pack of 7 ranks, which greedy wins more often.
    for rules in [
        rules(13, Play::Book),
        rules(13, Play::Free),
        rules(7, Play::Book),
    ] {
        let game = PackGame::new(rules).unwrap();
        for kind in PlayerKind::ALL {
            // The sampling player solves a deal a move and a sample, the rollout player plays
            // one out: fewer deals, fewer samples.
            let (deals, spec) = match kind {
                PlayerKind::Sampling | PlayerKind::Rollout => (
                    20,
                    PlayerSpec {
                        samples: 3,
                        sample_nodes: 1000,
                        ..PlayerSpec::new(kind)
                    },
                ),
                _ => (400, PlayerSpec::new(kind)),
            };
            let mut won = 0;
            for deal in 1..=deals {
                let pack = game.pack(deal);
                let g = play_kind(AccordionPlay::new(&rules, &pack), spec, deal);
                let steps = played(&rules, &pack, &g.moves).steps();
                // The plain model plays every step; the game ends won exactly when the player
                // says so.
                match replay(&rules, &pack, &steps) {
                    Ok(()) => assert!(g.won, "deal {deal}: won, but the player lost"),
                    Err(e) => {
                        assert_eq!(e, "the steps do not end won", "deal {deal} ({kind})");
                        assert!(!g.won, "deal {deal}");
                    }
                }
                won += u32::from(g.won);
                // The same deal and player play the same game.
                assert_eq!(g, play_kind(AccordionPlay::new(&rules, &pack), spec, deal));
            }
            if kind == PlayerKind::Greedy && rules.ranks < 13 {
                assert!(
                    won > 0,
                    "{kind} won no deal of 400: the check above is empty"
                );
            }
        }
    }
}

#[test]
fn greedy_never_wins_a_deal_the_solver_proves_lost() {
    let mut greedy_won = 0;
    for rules in [rules(13, Play::Book), rules(7, Play::Book)] {
        let game = PackGame::new(rules).unwrap();
        let mut solver = Solver::new(SolverConfig::default());
        for deal in 1..=2000 {
            let pack = game.pack(deal);
            let g = play_kind(
                AccordionPlay::new(&rules, &pack),
                PlayerSpec::new(PlayerKind::Greedy),
                deal,
            );
            if !g.won {
                continue;
            }
            greedy_won += 1;
            assert_eq!(
                game.solve_with(&mut solver, &pack).result,
                Outcome::Won,
                "deal {deal}: greedy won what the solver does not"
            );
        }
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
            let mut g = AccordionPlay::new(&rules, &game.pack(deal));
            while g.hides_cards() {
                let m = g.greedy(&g.legal_moves()).expect("a deal is left");
                g.play(m);
            }
            let thoughtful = solver.solve(&mut g.search()).verdict;
            assert!(!matches!(thoughtful, Verdict::Unknown), "deal {deal}");
            let mut player = SamplingPlayer::new(deal, spec.samples, spec.sample_nodes);
            let p = play(g, &mut player);
            assert_eq!(
                p.won,
                matches!(thoughtful, Verdict::Won(_)),
                "deal {deal} of {rules:?}"
            );
            won += u32::from(p.won);
            lost += u32::from(!p.won);
        }
    }
    assert!(
        won >= 10 && lost >= 10,
        "{won} won, {lost} lost: the check is thin"
    );
}

/// The order of the cards not dealt of `g`, as indices into `unseen`.
fn stock_order(g: &AccordionPlay, dealt: usize, unseen: &[Card]) -> Vec<usize> {
    g.pack()[dealt..]
        .iter()
        .map(|c| unseen.iter().position(|u| u == c).unwrap())
        .collect()
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
        let seen = g.seen();
        let samples = 24_000;
        let mut counts: HashMap<Vec<usize>, u32> = HashMap::new();
        for _ in 0..samples {
            let s = g.resample(&mut rng);
            assert_eq!(
                s.seen(),
                seen,
                "deal {deal}: the sample changes what is seen"
            );
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
            *counts.entry(stock_order(&s, dealt, &unseen)).or_default() += 1;
        }
        // Every order of the stock turns up, about equally often: chi-square with 23 degrees
        // of freedom, whose 99.999th percentile is about 57.
        assert_eq!(counts.len(), 24, "deal {deal}: {counts:?}");
        let expected = f64::from(samples) / 24.0;
        let chi2: f64 = counts
            .values()
            .map(|&c| (f64::from(c) - expected).powi(2) / expected)
            .sum();
        assert!(chi2 < 57.0, "deal {deal}: chi-square {chi2:.1}");
    }
}
