//! The Nestor family played without peeking: the sampler of Closed Nestor's hidden cards checked
//! for consistency with what was seen and, by chi-square tests on a tiny pack, for its
//! distribution; every game a player plays replayed on the independent checker; and with every
//! card face up, the sampling player wins exactly the deals the solver wins.

use patience_cards::rectify::Rectify;
use patience_cards::{Card, DeckSpec, Suit};
use patience_games::nestor::{replay, Layout, NestorGame, NestorPlay, NestorRules};
use patience_games::player::{play_kind, Playable, PlayerKind, PlayerSpec};
use patience_search::{Outcome, SolverConfig};
use rand::SeedableRng;
use rand_pcg::Pcg64;
use std::collections::HashMap;
use std::sync::Arc;

fn closed_nestor() -> (NestorGame, Arc<NestorRules>) {
    let game = NestorGame::preset("closed-nestor").unwrap();
    let rules = Arc::new(game.rules().clone());
    (game, rules)
}

/// The cards of a layout, sorted, as a multiset.
fn cards_of(layout: &Layout) -> Vec<Card> {
    let mut v: Vec<Card> = layout
        .columns
        .iter()
        .flatten()
        .chain(&layout.reserve)
        .copied()
        .collect();
    v.sort();
    v
}

fn rectified(layout: &Layout) -> bool {
    layout.columns.iter().all(|col| {
        let mut ranks: Vec<u8> = col.iter().map(|c| c.rank()).collect();
        ranks.sort_unstable();
        ranks.windows(2).all(|w| w[0] != w[1])
    })
}

#[test]
fn drawn_deals_agree_with_what_was_seen() {
    let (game, rules) = closed_nestor();
    let mut rng = Pcg64::seed_from_u64(7);
    let mut checked = 0;
    for deal in 1..=60 {
        let (layout, _) = game.deal(deal).unwrap();
        let mut g = NestorPlay::new(rules.clone(), layout.clone());
        // Check at the start and after each greedy move.
        loop {
            for _ in 0..5 {
                let d = g.resample(&mut rng);
                assert_eq!(
                    d.seen(),
                    g.seen(),
                    "deal {deal}: a drawn deal shows other cards"
                );
                assert_eq!(cards_of(d.layout()), cards_of(&layout), "deal {deal}");
                assert!(
                    rectified(d.layout()),
                    "deal {deal}: a drawn deal is not rectified"
                );
                // The moves so far are the same discards of the drawn deal.
                assert!(replay_prefix(&rules, &d), "deal {deal}");
                checked += 1;
            }
            let legal = g.legal_moves();
            let Some(m) = (!legal.is_empty()).then(|| g.greedy(&legal)).flatten() else {
                break;
            };
            g.play(m);
        }
    }
    assert!(checked > 1000);
}

/// Whether the discards of `g` are legal on its layout: they replay up to the last one (the
/// checker wants a win, so only the "not won" complaint is allowed).
fn replay_prefix(rules: &NestorRules, g: &NestorPlay) -> bool {
    match replay(rules, g.layout(), &g.steps()) {
        Ok(()) => true,
        Err(e) => e.starts_with("not won"),
    }
}

/// A tiny closed game: two columns of three and a reserve of two, from a pack of four ranks in
/// two suits, rectified or not.
fn tiny(rectify: Rectify) -> (Arc<NestorRules>, Layout) {
    let deck = DeckSpec {
        ranks: 4,
        suits: 2,
        decks: 1,
        jokers: 0,
    };
    let mut rules = NestorRules::new("tiny", vec![3, 3], deck);
    rules.rectify = rectify;
    rules.closed_tableau = true;
    let c = |r, s: usize| Card::new(r, Suit::ALL[s]);
    let layout = Layout {
        columns: vec![
            vec![c(1, 0), c(2, 0), c(3, 0)],
            vec![c(2, 1), c(4, 0), c(1, 1)],
        ],
        reserve: vec![c(3, 1), c(4, 1)],
    };
    (Arc::new(rules), layout)
}

/// Draws `n` deals of the tiny game and counts each placement of the hidden cards; checks that
/// the placements drawn are exactly the `expect` consistent ones, equally often (chi-square at
/// the 0.1% level).
fn chi_square(rectify: Rectify, expect: usize) {
    let (rules, layout) = tiny(rectify);
    let g = NestorPlay::new(rules, layout);
    let mut rng = Pcg64::seed_from_u64(11);
    let n = 40_000;
    let mut seen: HashMap<Vec<Vec<Card>>, u32> = HashMap::new();
    for _ in 0..n {
        let d = g.resample(&mut rng);
        if rectify != Rectify::None {
            assert!(rectified(d.layout()));
        }
        *seen.entry(d.layout().columns.clone()).or_default() += 1;
    }
    assert_eq!(seen.len(), expect, "placements drawn");
    let e = f64::from(n) / expect as f64;
    let chi: f64 = seen.values().map(|&o| (f64::from(o) - e).powi(2) / e).sum();
    // The 0.1% critical value of chi-square with k = expect - 1 degrees of freedom
    // (Wilson-Hilferty).
    let k = (expect - 1) as f64;
    let crit = k * (1.0 - 2.0 / (9.0 * k) + 3.09 * (2.0 / (9.0 * k)).sqrt()).powi(3);
    assert!(
        chi < crit,
        "chi-square {chi:.1} over {crit:.1} ({expect} placements)"
    );
}

#[test]
fn plain_sampler_is_uniform() {
    // Four hidden cards (2 under each top) in any order: 4! placements.
    chi_square(Rectify::None, 24);
}

#[test]
fn rectified_sampler_is_uniform_over_rectified_layouts() {
    // Hidden: 1C 2C under 3C and 2D 4C under 1D. Rectified: column 1 takes no 3, column 2 no 1
    // and no pair. The hidden ranks are 1, 2, 2, 4: column 2 cannot take the 1, so it takes
    // two of {2C, 2D, 4C} with distinct ranks (2C or 2D with 4C: 2 sets, 2 orders each), and
    // column 1 the rest (1 and a 2: 2 orders): 8 placements.
    chi_square(Rectify::Uniform, 8);
}

#[test]
fn players_play_legal_games_and_their_wins_replay() {
    let (game, rules) = closed_nestor();
    for kind in PlayerKind::ALL {
        let spec = PlayerSpec {
            samples: 4,
            ..PlayerSpec::new(kind)
        };
        let mut won = 0;
        for deal in 1..=150 {
            let (layout, _) = game.deal(deal).unwrap();
            let g = play_kind(NestorPlay::new(rules.clone(), layout.clone()), spec, deal);
            let mut p = NestorPlay::new(rules.clone(), layout.clone());
            for &m in &g.moves {
                assert!(p.legal_moves().contains(&m), "deal {deal} ({kind}): {m:?}");
                p.play(m);
            }
            assert_eq!(p.is_won(), g.won);
            match replay(&rules, &layout, &p.steps()) {
                Ok(()) => assert!(g.won),
                Err(e) => assert!(!g.won && e.starts_with("not won"), "deal {deal}: {e}"),
            }
            won += u32::from(g.won);
            assert_eq!(
                g,
                play_kind(NestorPlay::new(rules.clone(), layout), spec, deal)
            );
        }
        if kind != PlayerKind::Random {
            assert!(
                won >= 10,
                "{kind} won {won} of 150: the check above is thin"
            );
        }
    }
}

#[test]
fn sampling_with_every_card_face_up_wins_what_the_solver_wins() {
    let game = NestorGame::preset("nestor").unwrap();
    let rules = Arc::new(game.rules().clone());
    let mut won = 0;
    for deal in 1..=400 {
        let (layout, _) = game.deal(deal).unwrap();
        let thoughtful = game.solve_layout(&layout, SolverConfig::default()).unwrap();
        let g = play_kind(
            NestorPlay::new(rules.clone(), layout),
            PlayerSpec::new(PlayerKind::Sampling),
            deal,
        );
        assert_eq!(g.won, thoughtful.result == Outcome::Won, "deal {deal}");
        won += u32::from(g.won);
    }
    assert!(won > 100, "{won} of 400 won");
}
