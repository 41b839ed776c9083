//! What the tests of the games played without peeking share (Accordion, Aces Up, Baroness,
//! Canfield): every player's moves checked legal and replayed, the greedy player's wins, the
//! sampling player against the solver once nothing is hidden, and the sampler's uniformity.

use patience_cards::Card;
use patience_games::pack::PackGame;
use patience_games::pack_play::{PackPlay, PackPlayers};
use patience_games::player::SamplingPlayer;
use patience_games::player::{play, play_kind, Playable, PlayedGame, PlayerKind, PlayerSpec};
use patience_search::{Outcome, Solver, SolverConfig, Verdict};
use rand_pcg::Pcg64;
use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;

/// The game `moves` played from `g`, each move checked to be listed legal.
pub(crate) fn played<G: Playable>(mut g: G, moves: &[G::Move]) -> G {
    for &m in moves {
        assert!(g.legal_moves().contains(&m), "{m:?} is not legal");
        g.play(m);
    }
    g
}

/// How many deals each player plays: the sampling player solves a deal a move and a sample,
/// the rollout player plays one out, so they play fewer deals with fewer samples.
pub(crate) struct Budget {
    /// The deals of the other players.
    pub(crate) deals: u64,
    /// The deals of the sampling and rollout players.
    pub(crate) few: u64,
    /// Their samples.
    pub(crate) samples: u32,
    /// Their budget of nodes a sample, if not the default.
    pub(crate) sample_nodes: Option<u64>,
}

impl Budget {
    /// The deals `kind` plays, and how.
    pub(crate) fn of(&self, kind: PlayerKind) -> (u64, PlayerSpec) {
        match kind {
            PlayerKind::Sampling | PlayerKind::Rollout => {
                let mut spec = PlayerSpec {
                    samples: self.samples,
                    ..PlayerSpec::new(kind)
                };
                if let Some(nodes) = self.sample_nodes {
                    spec.sample_nodes = nodes;
                }
                (self.few, spec)
            }
            _ => (self.deals, PlayerSpec::new(kind)),
        }
    }
}

/// For every kind of player, plays deals 1 to its number in `budget` from `start(deal)`:
/// checks every move was listed legal, calls `check(kind, deal, end, game)` on the position
/// at the end and the game (to replay it on the plain model), and checks that the same deal
/// and player play the same game. With `greedy_wins`, asserts that greedy won some deal.
pub(crate) fn assert_players_play_legally<G: Playable>(
    budget: &Budget,
    greedy_wins: bool,
    start: impl Fn(u64) -> G,
    mut check: impl FnMut(PlayerKind, u64, &G, &PlayedGame<G::Move>),
) {
    for kind in PlayerKind::ALL {
        let (deals, spec) = budget.of(kind);
        let mut won = 0;
        for deal in 1..=deals {
            let g = play_kind(start(deal), spec, deal);
            let end = played(start(deal), &g.moves);
            check(kind, deal, &end, &g);
            won += u32::from(g.won);
            // The same deal and player play the same game.
            assert_eq!(g, play_kind(start(deal), spec, deal));
        }
        if greedy_wins && kind == PlayerKind::Greedy {
            assert!(
                won > 0,
                "{kind} won no deal of {deals}: the check above is empty"
            );
        }
    }
}

/// Asserts that the plain model's replay of a game (`replayed`) agrees with the player: the
/// game ends won exactly when the player says so.
pub(crate) fn assert_replay_agrees(
    replayed: Result<(), String>,
    won: bool,
    deal: u64,
    kind: PlayerKind,
) {
    match replayed {
        Ok(()) => assert!(won, "deal {deal}: won, but the player lost"),
        Err(e) => {
            assert_eq!(e, "the steps do not end won", "deal {deal} ({kind})");
            assert!(!won, "deal {deal}");
        }
    }
}

/// The deals of `deals` the greedy player wins from `start(deal)`, each with its start.
pub(crate) fn greedy_wins<G: Playable>(
    deals: std::ops::RangeInclusive<u64>,
    mut start: impl FnMut(u64) -> G,
) -> Vec<(u64, G)> {
    let mut wins = Vec::new();
    for deal in deals {
        let g = start(deal);
        if play_kind(g.clone(), PlayerSpec::new(PlayerKind::Greedy), deal).won {
            wins.push((deal, g));
        }
    }
    wins
}

/// `g` played by the greedy rule until no card is hidden.
pub(crate) fn greedy_until_nothing_hidden<G: Playable>(mut g: G) -> G {
    while g.hides_cards() {
        let m = g.greedy(&g.legal_moves()).expect("a deal is left");
        g.play(m);
    }
    g
}

/// Plays `g`, in which nothing is hidden, with the sampling player of `spec` (one draw: the
/// position itself), asserting that the solver proves it won or lost and that the player wins
/// exactly when the solver does (`what` names the game); returns the game played.
pub(crate) fn assert_sampling_wins_what_the_solver_wins<G: Playable>(
    g: G,
    deal: u64,
    spec: &PlayerSpec,
    solver: &mut Solver<G::Search>,
    what: &str,
) -> PlayedGame<G::Move> {
    let thoughtful = solver.solve(&mut g.search()).verdict;
    assert!(!matches!(thoughtful, Verdict::Unknown), "deal {deal}");
    let mut player = SamplingPlayer::new(deal, spec.samples, spec.sample_nodes);
    let p = play(g, &mut player);
    assert_eq!(p.won, matches!(thoughtful, Verdict::Won(_)), "{what}");
    p
}

/// Asserts that `counts` (how often each order of the cards drawn came up, of `samples`) hold
/// every one of `orders` orders, about equally often: chi-square below `limit` (about its
/// 99.999th percentile for that many orders); `what` names the draw.
pub(crate) fn assert_uniform<K: Debug>(
    counts: &HashMap<K, u32>,
    orders: usize,
    samples: u32,
    limit: f64,
    what: &str,
) {
    assert_eq!(counts.len(), orders, "{what}: {counts:?}");
    let expected = f64::from(samples) / orders as f64;
    let chi2: f64 = counts
        .values()
        .map(|&c| (f64::from(c) - expected).powi(2) / expected)
        .sum();
    assert!(chi2 < limit, "{what}: chi-square {chi2:.1}");
}

/// Draws `samples` deals of `g` consistent with what was seen ([`Playable::resample`]),
/// asserting that each shows what `g` shows (`what` names the game), and counts the keys
/// `key(sample)` gives (after any checks of its own).
pub(crate) fn sample_counts<G: Playable, K: Eq + Hash>(
    g: &G,
    samples: u32,
    rng: &mut Pcg64,
    what: &str,
    mut key: impl FnMut(&G) -> K,
) -> HashMap<K, u32> {
    let seen = g.seen();
    let mut counts = HashMap::new();
    for _ in 0..samples {
        let s = g.resample(rng);
        assert_eq!(s.seen(), seen, "{what}: the sample changes what was seen");
        *counts.entry(key(&s)).or_default() += 1;
    }
    counts
}

/// The order of the stock cards of `g` (the pack's cards after the first `dealt`), as indices
/// into `unseen`.
pub(crate) fn stock_order<R: PackPlayers>(
    g: &PackPlay<R>,
    dealt: usize,
    unseen: &[Card],
) -> Vec<usize> {
    g.pack()[dealt..]
        .iter()
        .map(|c| unseen.iter().position(|u| u == c).unwrap())
        .collect()
}

/// [`assert_players_play_legally`] for a game of the pack seam under `rules`, our deal numbers
/// dealt by [`PackGame`]: every game ends won exactly when `replay` (the game's plain model,
/// independent of the search) says its steps win.
pub(crate) fn assert_pack_players_play_legally<R: PackPlayers>(
    rules: R,
    budget: &Budget,
    greedy_wins: bool,
    replay: impl Fn(&R, &[Card], &[R::Step]) -> Result<(), String>,
) {
    let game = PackGame::new(rules).unwrap();
    assert_players_play_legally(
        budget,
        greedy_wins,
        |deal| PackPlay::new(&rules, &game.pack(deal)),
        |kind, deal, end, g| {
            let replayed = replay(&rules, end.pack(), &end.steps());
            assert_replay_agrees(replayed, g.won, deal, kind);
        },
    );
}

/// The deals of `deals` of the pack game under `rules` that the greedy player wins, each
/// solved thoughtfully with `config`: asserts that the solver proves none of them lost, and
/// gives how many greedy won and how many of those the solver proves won.
pub(crate) fn pack_greedy_wins_solved<R: PackPlayers>(
    rules: R,
    deals: std::ops::RangeInclusive<u64>,
    config: SolverConfig,
) -> (u32, u32) {
    let game = PackGame::new(rules).unwrap();
    let mut solver = Solver::new(config);
    let (mut greedy_won, mut solver_won) = (0, 0);
    for (deal, g) in greedy_wins(deals, |deal| PackPlay::new(&rules, &game.pack(deal))) {
        greedy_won += 1;
        let solved = game.solve_with(&mut solver, g.pack()).result;
        assert_ne!(
            solved,
            Outcome::Lost,
            "deal {deal} of {rules:?}: greedy won what the solver proves lost"
        );
        solver_won += u32::from(solved == Outcome::Won);
    }
    (greedy_won, solver_won)
}
