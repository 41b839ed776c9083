//! Match Solitaire played without peeking: the sampler of a closed deal's stock checked for
//! consistency with what was seen and, by a chi-square test on a tiny deck, for uniformity;
//! every game a player plays checked move by move and replayed on the independent checker; the
//! greedy player's wins against the solver; and with nothing hidden (open deals, or a closed
//! deal once the stock is out) the sampling player against the solver.

mod common;

use common::play::{
    assert_players_play_legally, assert_sampling_wins_what_the_solver_wins, assert_uniform,
    greedy_wins, played, sample_counts, Budget,
};
use patience_cards::Card;
use patience_games::match_solitaire::{
    rules_by_name, solve, verify, MatchPlay, MatchRules, PlayMove, VerifyError,
};
use patience_games::player::{play_kind, Playable, PlayerKind, PlayerSpec};
use patience_search::{Outcome, Solver, SolverConfig};
use rand::SeedableRng;
use rand_pcg::Pcg64;

/// The plays of these tests: 8 words of key is enough for every game here.
type Play = MatchPlay<8>;

fn rules(id: &str) -> MatchRules {
    let r = rules_by_name(id).unwrap();
    assert!(patience_games::match_solitaire::key_words(&r) <= 8);
    r
}

/// Whether the moves of `g` are legal on its deal: they replay on the checker, which complains
/// at most that the game is not won yet.
fn replays(rules: &MatchRules, g: &Play) -> Result<bool, String> {
    match verify(rules, g.deal(), &g.moves()) {
        Ok(()) => Ok(true),
        Err(VerifyError::NotWon { .. }) => Ok(false),
        Err(e) => Err(e.to_string()),
    }
}

/// The cards of a multiset, sorted.
fn sorted(mut v: Vec<Card>) -> Vec<Card> {
    v.sort();
    v
}

#[test]
fn drawn_deals_agree_with_what_was_seen() {
    let rules = rules("3x3x13x5-");
    let mut rng = Pcg64::seed_from_u64(5);
    let mut checked = 0;
    for deal in 1..=30 {
        let start = rules.deal(deal);
        // The greedy player's game (greedy play alone could go round in circles).
        let game = play_kind(
            Play::new(&rules, &start),
            PlayerSpec::new(PlayerKind::Greedy),
            deal,
        );
        let mut g = Play::new(&rules, &start);
        for step in 0..=game.moves.len() {
            if step > 0 {
                g.play(game.moves[step - 1]);
            }
            for _ in 0..4 {
                let d = g.resample(&mut rng);
                assert_eq!(
                    d.seen(),
                    g.seen(),
                    "deal {deal}: the draw shows other cards"
                );
                let k = g.stock_dealt();
                // The cards dealt are the same, in the same order; the rest are the same cards.
                assert_eq!(d.deal().stock[..k], start.stock[..k], "deal {deal}");
                assert_eq!(
                    sorted(d.deal().stock[k..].to_vec()),
                    sorted(start.stock[k..].to_vec()),
                    "deal {deal}"
                );
                assert_eq!(d.moves(), g.moves());
                // The moves so far replay on the drawn deal, and lead to what was seen.
                assert_eq!(replays(&rules, &d), Ok(g.is_won()), "deal {deal}");
                let again = played(Play::new(&rules, d.deal()), g.history());
                assert_eq!(again.seen(), g.seen(), "deal {deal}");
                checked += 1;
            }
        }
    }
    assert!(checked > 500, "{checked} draws checked");
}

#[test]
fn the_sampler_shuffles_the_stock_uniformly() {
    // Six cards in two columns, one row dealt and a set collected if any: four cards hidden in
    // the stock, 24 orders.
    let rules = rules("2x2x3x2-");
    let mut rng = Pcg64::seed_from_u64(23);
    for deal in 1..=3 {
        let start = rules.deal(deal);
        let mut g = Play::new(&rules, &start);
        g.play(PlayMove::Deal);
        if let Some(&m) = g
            .legal_moves()
            .iter()
            .find(|m| matches!(m, PlayMove::Collect { .. }))
        {
            g.play(m);
        }
        let unseen: Vec<Card> = start.stock[2..].to_vec();
        let samples = 24_000;
        let what = format!("deal {deal}");
        let counts = sample_counts(&g, samples, &mut rng, &what, |s| {
            assert_eq!(s.deal().stock[..2], start.stock[..2]);
            s.deal().stock[2..]
                .iter()
                .map(|c| unseen.iter().position(|u| u == c).unwrap())
                .collect::<Vec<usize>>()
        });
        // Chi-square with 23 degrees of freedom: its 99.999th percentile is about 57.
        assert_uniform(&counts, 24, samples, 57.0, &what);
    }
}

#[test]
fn players_make_only_legal_moves_and_their_wins_replay() {
    let budget = Budget {
        deals: 200,
        few: 6,
        samples: 3,
        sample_nodes: Some(2000),
    };
    // The published closed game, and a small one the greedy player often wins.
    for (id, greedy_wins) in [("3x3x13x5-", false), ("3x3x8x4-", true), ("3x2x8x3+", true)] {
        let rules = rules(id);
        assert_players_play_legally(
            &budget,
            greedy_wins,
            |deal| Play::new(&rules, &rules.deal(deal)),
            |kind, deal, end, g| {
                assert_eq!(end.is_won(), g.won, "{id} deal {deal} ({kind})");
                // The checker replays every move; the game ends won exactly when the player
                // says so.
                assert_eq!(replays(&rules, end), Ok(g.won), "{id} deal {deal} ({kind})");
            },
        );
    }
}

#[test]
fn greedy_never_wins_a_deal_the_solver_proves_lost() {
    let mut checked = 0;
    for id in ["3x2x8x3+", "3x2x6x3+", "3x3x8x4-"] {
        let rules = rules(id);
        for (deal, g) in greedy_wins(1..=400, |deal| Play::new(&rules, &rules.deal(deal))) {
            let s = solve(&rules, g.deal(), SolverConfig::default()).unwrap();
            assert_eq!(s.result, Outcome::Won, "{id} deal {deal}");
            checked += 1;
        }
    }
    assert!(checked >= 50, "greedy won {checked}: the check is thin");
}

/// `g` played by the greedy rule, dealing when it gives up, until the stock is out (or `None`
/// if no move is left before that).
fn until_the_stock_is_out(mut g: Play) -> Option<Play> {
    while g.hides_cards() {
        let legal = g.legal_moves();
        let m = g.greedy(&legal).unwrap_or(PlayMove::Deal);
        if !legal.contains(&m) {
            return None;
        }
        g.play(m);
    }
    Some(g)
}

#[test]
fn with_nothing_hidden_sampling_wins_what_the_solver_wins() {
    // Open deals hide nothing; a closed deal hides nothing once the stock is out. The sampling
    // player then draws one deal, the position itself, and must win exactly what the solver
    // wins.
    let spec = PlayerSpec {
        sample_nodes: 1_000_000,
        ..PlayerSpec::new(PlayerKind::Sampling)
    };
    let (mut won, mut lost) = (0, 0);
    for (id, deals) in [
        ("2x2x6x2+", 150),
        ("3x1x6x2+", 100),
        ("3x2x8x3+", 100),
        ("3x3x9x3+", 20),
        ("3x2x8x3-", 60),
    ] {
        let rules = rules(id);
        let mut solver = Solver::new(SolverConfig::default());
        for deal in 1..=deals {
            let Some(g) = until_the_stock_is_out(Play::new(&rules, &rules.deal(deal))) else {
                continue;
            };
            let what = format!("{id} deal {deal}");
            let p = assert_sampling_wins_what_the_solver_wins(g, deal, &spec, &mut solver, &what);
            won += u32::from(p.won);
            lost += u32::from(!p.won);
        }
    }
    assert!(
        won >= 50 && lost >= 30,
        "{won} won, {lost} lost: the check is thin"
    );
}
