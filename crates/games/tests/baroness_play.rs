//! Baroness played without peeking: the players' moves replayed on the independent plain model,
//! the greedy player against the thoughtful solver deal by deal, the sampler of the hidden stock
//! checked for consistency and uniformity, and with every card dealt (none hidden) the sampling
//! player against the solver.

use patience_cards::Card;
use patience_games::baroness::{replay, BaronessMove, BaronessPlay, BaronessRules, Leftover};
use patience_games::pack::PackGame;
use patience_games::player::{play, play_kind, Playable, PlayerKind, PlayerSpec, SamplingPlayer};
use patience_search::{Outcome, Solver, SolverConfig, Verdict};
use rand::SeedableRng;
use rand_pcg::Pcg64;
use std::collections::HashMap;

fn readings() -> [BaronessRules; 2] {
    [
        BaronessRules::STANDARD,
        BaronessRules {
            leftover: Leftover::OnPiles,
            ..BaronessRules::STANDARD
        },
    ]
}

/// The game `moves` played from the start of `pack`, each move checked to be listed legal.
fn played(rules: &BaronessRules, pack: &[Card], moves: &[BaronessMove]) -> BaronessPlay {
    let mut g = BaronessPlay::new(rules, pack);
    for &m in moves {
        assert!(g.legal_moves().contains(&m), "{m:?} is not legal");
        g.play(m);
    }
    g
}

#[test]
fn players_make_only_legal_moves_and_their_wins_replay() {
    for rules in readings() {
        let game = PackGame::new(rules).unwrap();
        for kind in PlayerKind::ALL {
            // The sampling player solves a deal a move and a sample, the rollout player plays
            // one out: fewer deals, fewer samples.
            let (deals, spec) = match kind {
                PlayerKind::Sampling | PlayerKind::Rollout => (
                    40,
                    PlayerSpec {
                        samples: 3,
                        ..PlayerSpec::new(kind)
                    },
                ),
                _ => (400, PlayerSpec::new(kind)),
            };
            let mut won = 0;
            for deal in 1..=deals {
                let pack = game.pack(deal);
                let g = play_kind(BaronessPlay::new(&rules, &pack), spec, deal);
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
                assert_eq!(g, play_kind(BaronessPlay::new(&rules, &pack), spec, deal));
            }
            if kind == PlayerKind::Greedy {
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
    for rules in readings() {
        let game = PackGame::new(rules).unwrap();
        let mut solver = Solver::new(SolverConfig::default());
        let mut greedy_won = 0;
        for deal in 1..=1000 {
            let pack = game.pack(deal);
            let g = play_kind(
                BaronessPlay::new(&rules, &pack),
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
            let mut g = BaronessPlay::new(&rules, &game.pack(deal));
            while g.hides_cards() {
                let m = g.greedy(&g.legal_moves()).expect("a deal is left");
                g.play(m);
            }
            let thoughtful = solver.solve(&mut g.search()).verdict;
            assert!(!matches!(thoughtful, Verdict::Unknown), "deal {deal}");
            let mut player = SamplingPlayer::new(deal, spec.samples, spec.sample_nodes);
            let p = play(g, &mut player);
            assert_eq!(p.won, matches!(thoughtful, Verdict::Won(_)), "deal {deal}");
            won += u32::from(p.won);
        }
        assert!(won >= 10, "{won} of 1000 won: the check above is thin");
    }
}

/// The order of the stock cards of `g` (the cards not dealt), as indices into `unseen`.
fn stock_order(g: &BaronessPlay, dealt: usize, unseen: &[Card]) -> Vec<usize> {
    g.pack()[dealt..]
        .iter()
        .map(|c| unseen.iter().position(|u| u == c).unwrap())
        .collect()
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
        let seen = g.seen();
        let samples = 24_000;
        let mut counts: HashMap<Vec<usize>, u32> = HashMap::new();
        for _ in 0..samples {
            let s = g.resample(&mut rng);
            assert_eq!(
                s.seen(),
                seen,
                "deal {deal}: the sample changes what was seen"
            );
            assert_eq!(&s.pack()[..dealt], &pack[..dealt]);
            assert_eq!(
                s.steps(),
                g.steps(),
                "deal {deal}: the moves read otherwise"
            );
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
