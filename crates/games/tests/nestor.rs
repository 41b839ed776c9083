//! The Nestor solver held to an independent checker and a brute-force search.

mod common;
use common::Sampler;

use patience_cards::rectify::{deal_shuffled, Rectify};
use patience_cards::{Card, DealRng, DeckSpec};
use patience_games::nestor::NestorGame;
use patience_games::nestor::NestorPos;
use patience_games::nestor::{brute_force_winnable, replay, Layout, NestorRules};
use patience_games::GameError;
use patience_search::{Game, Outcome, SolverConfig};

fn small_rules(rng: &mut Sampler, overlap: bool) -> NestorRules {
    let ranks = 1 + rng.below(4) as u8;
    let suits = [2u8, 4][rng.below(2) as usize];
    let decks = 1 + rng.below(2) as u8;
    let deck = DeckSpec {
        ranks,
        suits,
        decks,
        jokers: 0,
    };
    let columns = common::random_columns(rng, deck.len(), 4);
    NestorRules {
        overlap,
        ..NestorRules::new("small", columns, deck)
    }
}

/// Thousands of random small layouts: the solver's verdict equals brute force, and every win
/// replays.
#[test]
fn solver_agrees_with_brute_force_on_small_layouts() {
    let mut rng = Sampler::new("cross-check");
    let (mut won, mut lost) = (0, 0);
    for n in 0..4000 {
        let overlap = n % 2 == 1;
        let rules = small_rules(&mut rng, overlap);
        if rules.deck.len() > 24 {
            continue;
        }
        let game = NestorGame::new(rules.clone()).unwrap();
        let d = deal_shuffled(
            Rectify::None,
            &rules.deck,
            &rules.columns,
            &mut DealRng::new("x", n),
        )
        .unwrap();
        let layout = Layout {
            columns: d.columns,
            reserve: d.reserve,
        };
        let brute = brute_force_winnable(&rules, &layout);
        let sol = game.solve_layout(&layout, SolverConfig::default()).unwrap();
        // The smallest table: forgetting and re-searching, with sleep sets, must never change a
        // verdict.
        let tight = SolverConfig {
            table_bytes: 1,
            ..SolverConfig::default()
        };
        let again = game.solve_layout(&layout, tight).unwrap();
        assert_eq!(
            again.result, sol.result,
            "a tight table changed the verdict\n{layout}"
        );
        if again.result == Outcome::Won {
            replay(&rules, &layout, &again.steps).unwrap();
        }
        assert_eq!(
            sol.result,
            if brute { Outcome::Won } else { Outcome::Lost },
            "{rules:?}\n{layout}"
        );
        if brute {
            replay(&rules, &layout, &sol.steps).unwrap();
            won += 1;
        } else {
            lost += 1;
        }
    }
    assert!(
        won > 500 && lost > 500,
        "both verdicts exercised: {won} won, {lost} lost"
    );
}

/// Real games: every win found on the first deals replays.
#[test]
fn wins_replay_on_real_deals() {
    for name in ["nestor", "nestor-unrectified"] {
        let game = NestorGame::preset(name).unwrap();
        let mut wins = 0;
        for deal in 1..=300 {
            let (layout, _) = game.deal(deal).unwrap();
            let sol = game.solve_layout(&layout, SolverConfig::default()).unwrap();
            assert_ne!(sol.result, Outcome::Unknown);
            if sol.result == Outcome::Won {
                replay(game.rules(), &layout, &sol.steps).unwrap();
                wins += 1;
            }
        }
        assert!(wins > 0, "{name}: no win in 300 deals");
    }
}

#[test]
fn replay_rejects_bad_solutions() {
    let game = NestorGame::preset("nestor").unwrap();
    let deal = (1..100)
        .find(|&d| {
            game.solve_layout(&game.deal(d).unwrap().0, SolverConfig::default())
                .unwrap()
                .result
                == Outcome::Won
        })
        .unwrap();
    let (layout, _) = game.deal(deal).unwrap();
    let sol = game.solve_layout(&layout, SolverConfig::default()).unwrap();
    let mut short = sol.steps.clone();
    short.pop();
    assert!(replay(game.rules(), &layout, &short)
        .unwrap_err()
        .contains("not won"));
    let mut swapped = sol.steps.clone();
    let last = swapped.len() - 1;
    swapped.swap(0, last);
    assert!(replay(game.rules(), &layout, &swapped).is_err());
}

/// Golden deals: a deal number means the same layout forever.
#[test]
fn golden_deals() {
    let first = |name: &str, deal: u64| {
        let game = match name.strip_suffix("+uniform") {
            Some(base) => {
                let mut rules = patience_games::nestor::preset(base).unwrap().rules;
                rules.rectify = Rectify::Uniform;
                NestorGame::new(rules).unwrap()
            }
            None => NestorGame::preset(name).unwrap(),
        };
        let (l, _) = game.deal(deal).unwrap();
        let top: Vec<String> = l
            .columns
            .iter()
            .map(|c| c.last().unwrap().to_string())
            .collect();
        let res: Vec<String> = l.reserve.iter().map(Card::to_string).collect();
        // FNV-1a of the whole layout pins every card, not just the ones shown.
        let all = format!("{:?}", l.columns);
        let h = all.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
        });
        format!("{} | {} | {h:016x}", top.join(" "), res.join(" "))
    };
    let got = [
        first("nestor", 1),
        first("nestor", 2),
        first("nestor-unrectified", 1),
        first("double-nestor", 1),
        first("nestor+uniform", 1),
    ];
    assert_eq!(got, GOLDEN, "{got:#?}");
}

/// Top cards of each column, then the reserve. Changing any of these breaks every published
/// deal number: don't.
const GOLDEN: [&str; 5] = [
    "KH 6S 7H 5C 4D 2H AC 10D | AH KD 3H 8H | 5194ca490bd81b20",
    "4H 4S AD JD 2D 8S 3D QH | 6C KS 9C 8C | b242ea4873b0dc05",
    "3D 6D 9S AS 9D 10S QS 9C | 5H 4D 10D 7H | 03ca4b4555498e78",
    "2H KS 9S 7H 7D 3S 9D 8S 2S QS | QD 5H 8C KC | 555c12ebee146afc",
    "8S 9S KS AC AH 10S QS 8C | 10C 8D 3C 7H | b885b6463cbde014",
];

#[test]
fn bad_layouts_are_errors() {
    let game = NestorGame::preset("nestor").unwrap();
    let (mut layout, _) = game.deal(1).unwrap();
    let card = layout.reserve.pop().unwrap();
    let err = game
        .solve_layout(&layout, SolverConfig::default())
        .unwrap_err();
    assert!(matches!(err, GameError::BadLayout(_)), "{err}");
    layout.reserve.push(layout.reserve[0]);
    let err = game
        .solve_layout(&layout, SolverConfig::default())
        .unwrap_err()
        .to_string();
    assert!(err.contains(&format!("missing [{card}]")), "{err}");
    assert!(NestorGame::preset("nestorr").is_err());
}

/// Regression: Double Nestor deal 71,499 is won (found by comparing 100,000 verdicts before and
/// after restarts came in: a path position the table failed to forget was taken for lost).
#[test]
fn restarts_keep_wins_on_a_real_deal() {
    let game = NestorGame::preset("double-nestor").unwrap();
    let (layout, _) = game.deal(71_499).unwrap();
    let sol = game.solve_layout(&layout, SolverConfig::default()).unwrap();
    assert_eq!(sol.result, Outcome::Won);
    replay(game.rules(), &layout, &sol.steps).unwrap();
}

/// Real deals with a table small enough to overflow: never a verdict that contradicts the
/// default settings (a forgetful table may run out of budget instead).
#[test]
fn tight_tables_keep_verdicts() {
    let game = NestorGame::preset("double-nestor").unwrap();
    let tight = SolverConfig {
        node_limit: 1_000_000,
        table_bytes: 1 << 14,
        ..SolverConfig::default()
    };
    let mut decided = 0;
    for deal in 1..=40 {
        let (layout, _) = game.deal(deal).unwrap();
        let a = game.solve_layout(&layout, SolverConfig::default()).unwrap();
        let b = game.solve_layout(&layout, tight).unwrap();
        if b.result != Outcome::Unknown {
            assert_eq!(a.result, b.result, "deal {deal}");
            decided += 1;
        }
    }
    assert!(decided >= 30, "only {decided} decided");
}

/// `child_key`, which the search uses to look children up before playing them, is the key that
/// playing the move gives, all along random lines of real one- and two-deck deals.
#[test]
fn child_keys_match_played_moves() {
    for name in ["nestor", "double-nestor"] {
        let game = NestorGame::preset(name).unwrap();
        let mut rng = Sampler::new("child-keys");
        for deal in 1..=50 {
            let (layout, _) = game.deal(deal).unwrap();
            let mut pos: NestorPos<u64> = NestorPos::new(game.rules(), &layout).unwrap();
            let mut played =
                common::check_child_keys(&mut pos, &mut rng, &format!("{name} deal {deal}")).line;
            let start = NestorPos::<u64>::new(game.rules(), &layout).unwrap().key();
            while let Some((m, u)) = played.pop() {
                pos.undo(m, u);
            }
            assert_eq!(
                pos.key(),
                start,
                "{name} deal {deal}: undo restores the start"
            );
        }
    }
}
