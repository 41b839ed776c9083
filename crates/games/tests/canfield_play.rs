//! Canfield played without peeking: the players' moves replayed on the independent plain model,
//! the greedy player against the thoughtful solver on small deals, the sampler of the hidden
//! cards (the reserve below its top, the stock not dealt yet) checked for consistency and
//! uniformity, and with every card face up the sampling player against the solver.

mod common;

use common::play::{
    assert_players_play_legally, assert_sampling_wins_what_the_solver_wins, assert_uniform,
    greedy_wins, played, sample_counts, Budget,
};
use patience_cards::Card;
use patience_games::canfield::{
    replay, CanfieldAction, CanfieldDeal, CanfieldPlay, CanfieldRules, CheckError, Moving,
};
use patience_games::player::{Playable, PlayerKind, PlayerSpec};
use patience_search::{Solver, SolverConfig, Verdict};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_pcg::Pcg64;

const READINGS: [Moving; 3] = [Moving::Whole, Moving::Partial, Moving::Any];

#[test]
fn players_make_only_legal_moves() {
    // Fewer deals, fewer samples and smaller budgets for the sampling and rollout players.
    let budget = Budget {
        deals: 300,
        few: 4,
        samples: 2,
        sample_nodes: Some(300),
    };
    for moving in READINGS {
        let rules = CanfieldRules::standard(moving);
        assert_players_play_legally(
            &budget,
            true,
            |deal| CanfieldPlay::new(&rules, &CanfieldDeal::ours(&rules, "canfield", deal)),
            |kind, deal, end, g| {
                // The plain model plays every step; the game ends won exactly when the player
                // says so.
                match replay(&rules, end.deal(), &end.steps()) {
                    Ok(()) => assert!(g.won, "deal {deal}: won, but the player lost"),
                    Err(CheckError::NotWon(_)) => assert!(!g.won, "deal {deal}"),
                    Err(e) => panic!("deal {deal} ({kind}, {moving:?}): {e}"),
                }
            },
        );
    }
}

#[test]
fn greedy_never_wins_a_deal_the_solver_proves_lost() {
    // Small games, each solved exactly: every deal the greedy player wins is won.
    let mut rng = Pcg64::seed_from_u64(41);
    for moving in READINGS {
        let rules = small(moving, 6, 8);
        let mut solver = Solver::new(SolverConfig::default());
        let mut greedy_won = 0;
        let start = |_| CanfieldPlay::new(&rules, &small_deal(&rules, &mut rng));
        for (deal, g) in greedy_wins(1..=300, start) {
            greedy_won += 1;
            let thoughtful = solver.solve(&mut g.search());
            assert!(
                matches!(thoughtful.verdict, Verdict::Won(_)),
                "deal {deal} ({moving:?}): greedy won what the solver does not"
            );
        }
        assert!(
            greedy_won >= 10,
            "greedy won {greedy_won} ({moving:?}): the check above is thin"
        );
    }
}

/// A small game: `ranks` ranks a suit, a reserve of `reserve`, deals of three.
fn small(moving: Moving, ranks: u8, reserve: u8) -> CanfieldRules {
    CanfieldRules {
        moving,
        ranks,
        reserve,
        deal: 3,
    }
}

fn small_deal(rules: &CanfieldRules, rng: &mut Pcg64) -> CanfieldDeal {
    let mut cards: Vec<Card> = rules.deck().cards();
    cards.shuffle(rng);
    CanfieldDeal::lay_out(rules, "small", &cards)
}

/// The place of every card of `unseen` in `deal`: the reserve's places, then the stock's.
fn places(deal: &CanfieldDeal, unseen: &[Card]) -> Vec<usize> {
    let all: Vec<Card> = deal.reserve.iter().chain(&deal.stock).copied().collect();
    unseen
        .iter()
        .map(|c| all.iter().position(|a| a == c).unwrap())
        .collect()
}

/// Draws `samples` deals of `g` (played by `actions`) and checks that each shows what was
/// seen, at every moment of play, and that the cards `unseen` land in their places uniformly:
/// each of their orders comes up, and chi-square stays below `limit` (about its 99.999th
/// percentile for that many orders).
fn check_sampler(
    rules: &CanfieldRules,
    g: &CanfieldPlay,
    actions: &[CanfieldAction],
    unseen: &[Card],
    samples: u32,
    limit: f64,
    rng: &mut Pcg64,
) {
    let orders: usize = (1..=unseen.len()).product();
    let counts = sample_counts(g, samples, rng, "the deal", |s| {
        assert_eq!(s.steps(), g.steps(), "the moves read otherwise");
        // What was seen at every moment is what the sample shows then.
        let (mut a, mut b) = (
            CanfieldPlay::new(rules, g.deal()),
            CanfieldPlay::new(rules, s.deal()),
        );
        for &m in actions {
            a.play(m);
            b.play(m);
            assert_eq!(a.seen(), b.seen(), "after {m:?}");
        }
        places(s.deal(), unseen)
    });
    assert_uniform(&counts, orders, samples, limit, &format!("{orders} orders"));
}

#[test]
fn the_sampler_keeps_what_was_seen_and_shuffles_the_unseen_cards_uniformly() {
    // Twelve cards: a reserve of 3, the foundation card, 4 on the tableau, a stock of 4.
    let rules = small(Moving::Whole, 3, 3);
    let mut rng = Pcg64::seed_from_u64(19);
    for _ in 0..2 {
        let deal = small_deal(&rules, &mut rng);
        // At the start: the reserve's two lower cards and the stock's four are hidden, 720
        // placements (chi-square with 719 degrees of freedom: 99.999th percentile about 892).
        let g = CanfieldPlay::new(&rules, &deal);
        let hidden: Vec<Card> = deal.reserve[..2]
            .iter()
            .chain(&deal.stock)
            .copied()
            .collect();
        check_sampler(&rules, &g, &[], &hidden, 144_000, 892.0, &mut rng);
        // After a deal of three and the moves the greedy rule makes before the next deal: the
        // stock's bottom card is still hidden, and the reserve's cards below its top.
        let mut actions = vec![CanfieldAction::Deal];
        let mut g = played(CanfieldPlay::new(&rules, &deal), &actions);
        while let Some(m) = g.greedy(&g.legal_moves()) {
            if matches!(m, CanfieldAction::Deal | CanfieldAction::Redeal) {
                break;
            }
            g.play(m);
            actions.push(m);
        }
        let left = g.seen().reserve.iter().filter(|c| c.is_none()).count();
        let hidden: Vec<Card> = deal.reserve[..left]
            .iter()
            .chain(&deal.stock[..1])
            .copied()
            .collect();
        // 1 to 6 orders: the 99.999th percentile of chi-square with at most 5 degrees of
        // freedom is below 29.
        check_sampler(&rules, &g, &actions, &hidden, 12_000, 29.0, &mut rng);
    }
}

#[test]
fn after_a_pass_through_the_stock_only_the_reserve_is_hidden() {
    let rules = CanfieldRules::standard(Moving::Whole);
    let deal = CanfieldDeal::ours(&rules, "canfield", 1);
    let mut g = CanfieldPlay::new(&rules, &deal);
    // One pass: the deals that go through the stock.
    for _ in 0..rules.stock().div_ceil(usize::from(rules.deal)) {
        g.play(CanfieldAction::Deal);
    }
    assert!(
        g.seen().talon.iter().all(Option::is_some),
        "the stock was dealt through, but some of it is unseen"
    );
    assert_eq!(g.seen().talon.len(), rules.stock());
    let mut rng = Pcg64::seed_from_u64(7);
    let s = g.resample(&mut rng);
    assert_eq!(s.deal().stock, deal.stock, "the stock's order is known");
    assert_eq!(s.deal().reserve.last(), deal.reserve.last());
    assert_eq!(
        g.seen().reserve.iter().filter(|c| c.is_none()).count(),
        usize::from(rules.reserve) - 1
    );
}

#[test]
fn face_up_sampling_wins_what_the_solver_wins() {
    // Every card face up: the sampling player draws one deal, the position itself, and must
    // win exactly the deals the solver wins.
    let spec = PlayerSpec {
        samples: 1,
        sample_nodes: 2_000_000,
        ..PlayerSpec::new(PlayerKind::Sampling)
    };
    let mut rng = Pcg64::seed_from_u64(2026);
    for moving in READINGS {
        let rules = small(moving, 6, 12);
        let mut solver = Solver::new(SolverConfig::default());
        let (mut won, mut lost) = (0, 0);
        for deal in 0..80u64 {
            let layout = small_deal(&rules, &mut rng);
            let g = CanfieldPlay::face_up(&rules, &layout);
            assert!(!g.hides_cards());
            let what = format!("deal {deal} ({moving:?}): {layout:?}");
            let p = assert_sampling_wins_what_the_solver_wins(
                g.clone(),
                deal,
                &spec,
                &mut solver,
                &what,
            );
            let mut end = g;
            for &m in &p.moves {
                end.play(m);
            }
            if p.won {
                replay(&rules, &layout, &end.steps()).unwrap();
            }
            won += u32::from(p.won);
            lost += u32::from(!p.won);
        }
        assert!(
            won >= 5 && lost >= 5,
            "{won} won, {lost} lost: the check is thin"
        );
    }
}
