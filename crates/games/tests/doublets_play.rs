//! Doublets (a Nestor game with a stock) played without peeking: the sampler of the hidden
//! cards checked for consistency with what was seen and, by a chi-square test on a tiny pack,
//! for uniformity; every game a player plays replayed on the independent checker; the greedy
//! player's wins against the solver; and once nothing is hidden, the sampling player against
//! the solver.

mod common;

use common::play::{
    assert_players_play_legally, assert_sampling_wins_what_the_solver_wins, assert_uniform,
    greedy_wins, sample_counts, Budget,
};
use patience_cards::{Card, DeckSpec, Suit};
use patience_games::nestor::{
    replay, Layout, NestorDiscard, NestorGame, NestorRules, NestorStockPlay, Place,
};
use patience_games::player::{Playable, Player, PlayerKind, PlayerSpec, RandomPlayer};
use patience_search::{Outcome, Solver, SolverConfig};
use rand::SeedableRng;
use rand_pcg::Pcg64;
use std::sync::Arc;

fn doublets() -> (NestorGame, Arc<NestorRules>) {
    let game = NestorGame::preset("doublets").unwrap();
    let rules = Arc::new(game.rules().clone());
    assert!(NestorStockPlay::supports(&rules));
    (game, rules)
}

fn start(game: &NestorGame, rules: &Arc<NestorRules>, deal: u64) -> NestorStockPlay {
    NestorStockPlay::new(rules.clone(), game.deal(deal).unwrap().0)
}

/// The cards of a layout, sorted.
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

/// Whether the discards of `g` replay on its deal, and whether they win (the checker wants a
/// win, so only its "not won" complaint means a legal game not won).
fn replays(rules: &NestorRules, g: &NestorStockPlay) -> Result<bool, String> {
    match replay(rules, g.layout(), &g.steps()) {
        Ok(()) => Ok(true),
        Err(e) if e.starts_with("not won") => Ok(false),
        Err(e) => Err(e),
    }
}

#[test]
fn drawn_deals_agree_with_what_was_seen() {
    let (game, rules) = doublets();
    let mut rng = Pcg64::seed_from_u64(3);
    let mut checked = 0;
    for deal in 1..=60 {
        let mut g = start(&game, &rules, deal);
        let dealt = g.layout().clone();
        loop {
            for _ in 0..5 {
                let d = g.resample(&mut rng);
                assert_eq!(
                    d.seen(),
                    g.seen(),
                    "deal {deal}: the draw shows other cards"
                );
                assert_eq!(cards_of(d.layout()), cards_of(&dealt), "deal {deal}");
                // The stock cards dealt so far are where they were.
                let k = g.stock_dealt();
                assert_eq!(d.layout().reserve[..k], dealt.reserve[..k], "deal {deal}");
                // The same discards, of the same cards from the same places, replay on the
                // drawn deal.
                assert_eq!(d.steps(), g.steps(), "deal {deal}");
                assert_eq!(replays(&rules, &d), Ok(g.is_won()), "deal {deal}");
                checked += 1;
            }
            let legal = g.legal_moves();
            let Some(m) = (!legal.is_empty()).then(|| g.greedy(&legal)).flatten() else {
                break;
            };
            g.play(m);
        }
    }
    assert!(checked > 2000, "{checked} draws checked");
}

/// A tiny Doublets: three columns of two, face down but the top card, and a stock of two, from
/// a pack of four ranks in two suits.
fn tiny() -> (Arc<NestorRules>, Layout) {
    let deck = DeckSpec {
        ranks: 4,
        suits: 2,
        decks: 1,
        jokers: 0,
    };
    let mut rules = NestorRules::new("tiny", vec![2, 2, 2], deck);
    rules.closed_tableau = true;
    rules.stock = true;
    let c = |r, s: usize| Card::new(r, Suit::ALL[s]);
    let layout = Layout {
        columns: vec![
            vec![c(1, 0), c(2, 0)],
            vec![c(3, 0), c(2, 1)],
            vec![c(4, 0), c(1, 1)],
        ],
        reserve: vec![c(3, 1), c(4, 1)],
    };
    (Arc::new(rules), layout)
}

#[test]
fn the_sampler_places_the_hidden_cards_uniformly() {
    let (rules, layout) = tiny();
    let mut rng = Pcg64::seed_from_u64(29);
    // At the start: the three cards beneath the tops and the stock's two are hidden, 5!
    // placements. After discarding the two 2s, columns 1 and 2 show their last cards, the 1C
    // and the 3C, and the stock is whole: the 4C beneath the 1D and the stock's two are hidden,
    // 3! placements.
    let mut g = NestorStockPlay::new(rules, layout);
    let all = |s: &NestorStockPlay| -> Vec<Card> {
        let mut v: Vec<Card> = s.layout().columns.iter().flatten().copied().collect();
        v.extend(&s.layout().reserve);
        v
    };
    // Chi-square below about its 99.999th percentile (119 and 5 degrees of freedom).
    for (expect, limit) in [(120, 205.0), (6, 25.7)] {
        let before = all(&g);
        let samples = 60_000;
        let what = format!("{expect} placements");
        let counts = sample_counts(&g, samples, &mut rng, &what, |s| {
            all(s)
                .iter()
                .map(|c| before.iter().position(|u| u == c).unwrap())
                .collect::<Vec<usize>>()
        });
        assert_uniform(&counts, expect, samples, limit, &what);
        let twos = NestorDiscard {
            a: Place::Column(0),
            b: Place::Column(1),
        };
        if g.steps().is_empty() {
            assert!(g.legal_moves().contains(&twos));
            g.play(twos);
        }
    }
}

#[test]
fn players_make_only_legal_moves_and_their_wins_replay() {
    let (game, rules) = doublets();
    let budget = Budget {
        deals: 300,
        few: 40,
        samples: 3,
        sample_nodes: None,
    };
    assert_players_play_legally(
        &budget,
        true,
        |deal| start(&game, &rules, deal),
        |kind, deal, end, g| {
            assert_eq!(end.is_won(), g.won, "deal {deal} ({kind})");
            // The checker replays every discard; the game ends won exactly when the player
            // says so.
            assert_eq!(replays(&rules, end), Ok(g.won), "deal {deal} ({kind})");
        },
    );
}

#[test]
fn greedy_never_wins_a_deal_the_solver_proves_lost() {
    let (game, rules) = doublets();
    let wins = greedy_wins(1..=1000, |deal| start(&game, &rules, deal));
    for (deal, g) in &wins {
        let s = game
            .solve_layout(g.layout(), SolverConfig::default())
            .unwrap();
        assert_eq!(s.result, Outcome::Won, "deal {deal}");
    }
    assert!(wins.len() >= 100, "greedy won {}", wins.len());
}

#[test]
fn with_nothing_hidden_sampling_wins_what_the_solver_wins() {
    // With a closed tableau nothing is hidden only once every column is down to its last card
    // and the stock is out, when every card is free and the deal is won. So Doublets with its
    // tableau face up: nothing is hidden once the stock is out (random discards until then).
    // The sampling player then draws one deal, the position itself, and must win exactly what
    // the solver wins.
    let mut open = NestorGame::preset("doublets").unwrap().rules().clone();
    open.closed_tableau = false;
    let game = NestorGame::new(open).unwrap();
    let rules = Arc::new(game.rules().clone());
    let spec = PlayerSpec {
        sample_nodes: 1_000_000,
        ..PlayerSpec::new(PlayerKind::Sampling)
    };
    let mut solver = Solver::new(SolverConfig::default());
    let (mut won, mut lost) = (0, 0);
    for deal in 1..=300 {
        let mut g = start(&game, &rules, deal);
        let mut random = RandomPlayer::new(deal);
        while g.hides_cards() {
            let legal = g.legal_moves();
            let Some(m) = (!legal.is_empty())
                .then(|| random.choose(&g, &legal))
                .flatten()
            else {
                break;
            };
            g.play(m);
        }
        if g.hides_cards() || g.is_won() {
            continue;
        }
        let what = format!("deal {deal}");
        let p = assert_sampling_wins_what_the_solver_wins(g, deal, &spec, &mut solver, &what);
        won += u32::from(p.won);
        lost += u32::from(!p.won);
    }
    assert!(
        won >= 20 && lost >= 20,
        "{won} won, {lost} lost: the check is thin"
    );
}
