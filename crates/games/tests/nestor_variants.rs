//! The Nestor variants (jokers, overlap discards, closed reserve, Doublets' stock, closed tableau)
//! held to the independent replay checker and brute force, and the inspection rules held to the
//! solver.

mod common;
use common::Sampler;

use patience_cards::rectify::{deal_shuffled, Rectify};
use patience_cards::{Card, DealRng, DeckSpec};
use patience_games::nestor::inspect::{inspect, LostBy};
use patience_games::nestor::{
    brute_force_winnable, preset, presets, replay, solve_variant, DealFile, Layout, NestorGame,
    NestorRules, Place, Step,
};
use patience_games::GameError;
use patience_search::{Outcome, SolverConfig};

/// Which options a random small game switches on.
#[derive(Copy, Clone, Debug, Default)]
struct Options {
    jokers: bool,
    overlap: bool,
    closed_reserve: bool,
    stock: bool,
    closed_tableau: bool,
    jokers_in_reserve: bool,
    jokers_apart: bool,
}

fn small_rules(rng: &mut Sampler, o: Options) -> NestorRules {
    loop {
        let deck = DeckSpec {
            ranks: 1 + rng.below(4) as u8,
            suits: [2u8, 4][rng.below(2) as usize],
            decks: 1 + rng.below(2) as u8,
            // Jokers apart matters most with more jokers: half the packs have four.
            jokers: match (o.jokers, o.jokers_apart) {
                (false, _) => 0,
                (true, false) => 2,
                (true, true) => [2, 4][rng.below(2) as usize],
            },
        };
        let dealt = deck.len()
            - if o.jokers_in_reserve {
                usize::from(deck.jokers)
            } else {
                0
            };
        let columns = common::random_columns(rng, dealt, 5);
        let rules = NestorRules {
            overlap: o.overlap,
            closed_reserve: o.closed_reserve,
            closed_tableau: o.closed_tableau,
            stock: o.stock,
            jokers_in_reserve: o.jokers_in_reserve,
            jokers_apart: o.jokers_apart,
            ..NestorRules::new("small", columns, deck)
        };
        if deck.len() <= 22 && rules.validate().is_ok() {
            return rules;
        }
    }
}

fn layout_of(rules: &NestorRules, n: u64) -> Layout {
    let d = deal_shuffled(
        Rectify::None,
        &rules.tableau_deck(),
        &rules.columns,
        &mut DealRng::new("variants", n),
    )
    .unwrap();
    let mut reserve = d.reserve;
    if rules.jokers_in_reserve {
        reserve.extend((0..rules.deck.jokers).map(Card::joker));
    }
    Layout {
        columns: d.columns,
        reserve,
    }
}

/// Solves `count` random small games with options `o` by the game's own solver (and by the
/// variant solver directly), and checks both against brute force; every win replays.
fn cross_check(label: &str, o: Options, count: u64) {
    let mut rng = Sampler::new(label);
    let (mut won, mut lost) = (0, 0);
    for n in 0..count {
        let rules = small_rules(&mut rng, o);
        let layout = layout_of(&rules, n);
        let brute = brute_force_winnable(&rules, &layout);
        let want = if brute { Outcome::Won } else { Outcome::Lost };
        let game = NestorGame::new(rules.clone()).unwrap();
        let sol = game.solve_layout(&layout, SolverConfig::default()).unwrap();
        assert_eq!(sol.result, want, "{label}: {rules:?}\n{layout}");
        let var = solve_variant(&rules, &layout, SolverConfig::default()).unwrap();
        assert_eq!(var.result, want, "{label} (variant): {rules:?}\n{layout}");
        if brute {
            replay(&rules, &layout, &sol.steps)
                .unwrap_or_else(|e| panic!("{label}: {e}\n{rules:?}\n{layout}"));
            replay(&rules, &layout, &var.steps)
                .unwrap_or_else(|e| panic!("{label} (variant): {e}\n{rules:?}\n{layout}"));
            won += 1;
        } else {
            lost += 1;
        }
        // Inspection never calls a winnable deal lost.
        if !inspect(&rules, &layout).is_empty() {
            assert!(!brute, "{label}: inspection says lost\n{rules:?}\n{layout}");
        }
    }
    assert!(
        won > count / 50 && lost > count / 50,
        "{label}: both verdicts exercised: {won} won, {lost} lost"
    );
}

#[test]
fn plain_rules_on_the_variant_solver() {
    cross_check("plain", Options::default(), 4500);
    cross_check(
        "plain-overlap",
        Options {
            overlap: true,
            ..Options::default()
        },
        4500,
    );
}

#[test]
fn jokers_against_brute_force() {
    let o = Options {
        jokers: true,
        ..Options::default()
    };
    cross_check("jokers", o, 6000);
    cross_check(
        "jokers-in-reserve",
        Options {
            jokers_in_reserve: true,
            ..o
        },
        3000,
    );
}

/// Jokers apart (two jokers never pair), alone and with every other option that takes jokers:
/// the search agrees with brute force, and the rule matters on enough of these layouts (brute
/// force with wild jokers wins some that jokers apart loses) that a search ignoring it would fail.
#[test]
fn jokers_apart_against_brute_force() {
    let o = Options {
        jokers: true,
        jokers_apart: true,
        ..Options::default()
    };
    cross_check("jokers-apart", o, 6000);
    for (label, o) in [
        ("jokers-apart-overlap", Options { overlap: true, ..o }),
        (
            "jokers-apart-in-reserve",
            Options {
                jokers_in_reserve: true,
                ..o
            },
        ),
        (
            "jokers-apart-closed-reserve",
            Options {
                closed_reserve: true,
                ..o
            },
        ),
        (
            "jokers-apart-stock",
            Options {
                stock: true,
                closed_tableau: true,
                ..o
            },
        ),
    ] {
        cross_check(label, o, 2500);
    }
    // Tiny packs dealt whole into columns, where jokers must often cover cards they would take:
    // the search agrees with brute force, and the rule changes enough verdicts (a search that
    // let jokers pair, or kept a safe move that needs them to, would fail here).
    let mut rng = Sampler::new("jokers-apart-tiny");
    let (mut differ, mut won) = (0, 0);
    for n in 0..4000 {
        let deck = DeckSpec {
            ranks: 1 + rng.below(3) as u8,
            suits: 2,
            decks: 1,
            jokers: [2, 4][rng.below(2) as usize],
        };
        let mut columns = Vec::new();
        let mut left = deck.len();
        while left > 0 {
            let l = 1 + rng.below(left.min(4) as u64) as usize;
            columns.push(l);
            left -= l;
        }
        let apart = NestorRules {
            jokers_apart: true,
            ..NestorRules::new("tiny", columns, deck)
        };
        if apart.validate().is_err() {
            continue;
        }
        let layout = layout_of(&apart, n);
        let wild = NestorRules {
            jokers_apart: false,
            ..apart.clone()
        };
        let (a, w) = (
            brute_force_winnable(&apart, &layout),
            brute_force_winnable(&wild, &layout),
        );
        assert!(!a || w, "jokers apart wins what wild jokers lose\n{layout}");
        let sol = NestorGame::new(apart.clone())
            .unwrap()
            .solve_layout(&layout, SolverConfig::default())
            .unwrap();
        let want = if a { Outcome::Won } else { Outcome::Lost };
        assert_eq!(sol.result, want, "{apart:?}\n{layout}");
        if a {
            replay(&apart, &layout, &sol.steps).unwrap();
            won += 1;
        }
        differ += usize::from(w && !a);
    }
    assert!(
        differ >= 100 && won >= 1000,
        "jokers apart changed {differ} verdicts, {won} won"
    );
}

/// Two jokers pair when wild, not when apart; the search's safe moves keep wins that need the
/// jokers to take cards a rank could pair among themselves.
#[test]
fn jokers_apart_never_pair() {
    // Columns [AC JK] [AD JK]: wild, JK-JK then AC-AD; apart, each joker covers an ace it would
    // need.
    let wild = tiny(vec![2, 2], 1, 2, 2);
    let apart = NestorRules {
        jokers_apart: true,
        ..wild.clone()
    };
    let layout = Layout {
        columns: vec![cards("AC JK"), cards("AD JK")],
        reserve: vec![],
    };
    let steps = [
        step("JK", Place::Column(0), "JK", Place::Column(1)),
        step("AC", Place::Column(0), "AD", Place::Column(1)),
    ];
    replay(&wild, &layout, &steps).unwrap();
    let e = replay(&apart, &layout, &steps).unwrap_err();
    assert!(e.contains("two jokers"), "{e}");
    assert!(brute_force_winnable(&wild, &layout));
    assert!(!brute_force_winnable(&apart, &layout));
    let solve = |r: &NestorRules| {
        NestorGame::new(r.clone())
            .unwrap()
            .solve_layout(&layout, SolverConfig::default())
            .unwrap()
            .result
    };
    assert_eq!(solve(&wild), Outcome::Won);
    assert_eq!(solve(&apart), Outcome::Lost);
    // Columns [AC JK] [AD JK] [2C] [2D]: all the twos are available, but pairing them first
    // loses when jokers are apart; the win is JK-2C, JK-2D, AC-AD (the whole-rank rule must not
    // apply while a joker is left).
    let rules = NestorRules {
        jokers_apart: true,
        ..tiny(vec![2, 2, 1, 1], 2, 2, 2)
    };
    let layout = Layout {
        columns: vec![cards("AC JK"), cards("AD JK"), cards("2C"), cards("2D")],
        reserve: vec![],
    };
    assert!(brute_force_winnable(&rules, &layout));
    let sol = NestorGame::new(rules.clone())
        .unwrap()
        .solve_layout(&layout, SolverConfig::default())
        .unwrap();
    assert_eq!(sol.result, Outcome::Won);
    replay(&rules, &layout, &sol.steps).unwrap();
    // Every card available, two jokers and a pair of aces: each joker takes an ace.
    let layout = Layout {
        columns: vec![cards("JK"), cards("AC"), cards("JK"), cards("AD")],
        reserve: vec![],
    };
    let rules = NestorRules {
        jokers_apart: true,
        ..tiny(vec![1, 1, 1, 1], 1, 2, 2)
    };
    let sol = NestorGame::new(rules.clone())
        .unwrap()
        .solve_layout(&layout, SolverConfig::default())
        .unwrap();
    assert_eq!(sol.result, Outcome::Won);
    replay(&rules, &layout, &sol.steps).unwrap();
    // The game file format: absent means wild; set, it is written and read back.
    let r: NestorRules = serde_json::from_str(r#"{"columns": [6,6,6,6,6,6,6,6,6], "deck": {"decks": 1, "jokers": 2, "ranks": 13, "suits": 4}}"#).unwrap();
    assert!(!r.jokers_apart);
    assert!(!serde_json::to_string(&r).unwrap().contains("jokers_apart"));
    let text = serde_json::to_string(&apart).unwrap();
    assert!(text.contains("\"jokers_apart\":true"), "{text}");
    assert_eq!(serde_json::from_str::<NestorRules>(&text).unwrap(), apart);
    assert!(apart.describe().contains("jokers apart"));
}

#[test]
fn overlap_and_closed_tableau_against_brute_force() {
    cross_check(
        "overlap-jokers",
        Options {
            overlap: true,
            jokers: true,
            ..Options::default()
        },
        4500,
    );
    cross_check(
        "closed-tableau",
        Options {
            closed_tableau: true,
            overlap: true,
            ..Options::default()
        },
        3000,
    );
}

#[test]
fn closed_reserve_against_brute_force() {
    let o = Options {
        closed_reserve: true,
        ..Options::default()
    };
    cross_check("closed-reserve", o, 6000);
    cross_check(
        "closed-reserve-jokers-overlap",
        Options {
            jokers: true,
            overlap: true,
            ..o
        },
        4500,
    );
}

#[test]
fn stock_against_brute_force() {
    let o = Options {
        stock: true,
        closed_tableau: true,
        ..Options::default()
    };
    cross_check("stock", o, 6000);
    cross_check(
        "stock-jokers-overlap",
        Options {
            jokers: true,
            overlap: true,
            ..o
        },
        4500,
    );
}

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace().map(c).collect()
}

fn tiny(columns: Vec<usize>, ranks: u8, suits: u8, jokers: u8) -> NestorRules {
    let deck = DeckSpec {
        ranks,
        suits,
        decks: 1,
        jokers,
    };
    NestorRules::new("tiny", columns, deck)
}

fn step(a: &str, pa: Place, b: &str, pb: Place) -> Step {
    Step {
        cards: [c(a), c(b)],
        places: [pa, pb],
    }
}

/// A joker pairs with any card, and the two jokers pair with each other.
#[test]
fn jokers_are_wild() {
    // Columns [AC 2C] [AD 2D], reserve [JK JK]: 2C-JK, 2D-JK, AC-AD.
    let rules = tiny(vec![2, 2], 2, 2, 2);
    let layout = Layout {
        columns: vec![cards("AC 2C"), cards("AD 2D")],
        reserve: cards("JK JK"),
    };
    let steps = [
        step("2C", Place::Column(0), "JK", Place::Reserve(0)),
        step("2D", Place::Column(1), "JK", Place::Reserve(1)),
        step("AC", Place::Column(0), "AD", Place::Column(1)),
    ];
    replay(&rules, &layout, &steps).unwrap();
    // Without the jokers' help it is lost: each column covers its own ace.
    let steps = [step("JK", Place::Reserve(0), "JK", Place::Reserve(1))];
    assert!(replay(&rules, &layout, &steps)
        .unwrap_err()
        .contains("not won"));
    assert!(brute_force_winnable(&rules, &layout));
    let sol = NestorGame::new(rules.clone())
        .unwrap()
        .solve_layout(&layout, SolverConfig::default())
        .unwrap();
    assert_eq!(sol.result, Outcome::Won);
    replay(&rules, &layout, &sol.steps).unwrap();
    // A layout whose jokers are covered by the cards they must pair with is lost.
    let layout = Layout {
        columns: vec![cards("JK AC 2C"), cards("JK AD 2D")],
        reserve: vec![],
    };
    let rules = tiny(vec![3, 3], 2, 2, 2);
    assert!(brute_force_winnable(&rules, &layout));
    let layout = Layout {
        columns: vec![cards("2C AC JK"), cards("2D AD JK")],
        reserve: vec![],
    };
    // JK-JK leaves AC over 2C and AD over 2D: AC-AD, 2C-2D wins; so does JK-AD etc.
    assert!(brute_force_winnable(&rules, &layout));
    let layout = Layout {
        columns: vec![cards("AD AC JK 2C 2D"), cards("JK")],
        reserve: vec![],
    };
    let rules = tiny(vec![5, 1], 2, 2, 2);
    let sol = NestorGame::new(rules.clone())
        .unwrap()
        .solve_layout(&layout, SolverConfig::default())
        .unwrap();
    assert_eq!(
        sol.result,
        if brute_force_winnable(&rules, &layout) {
            Outcome::Won
        } else {
            Outcome::Lost
        }
    );
}

/// With a closed reserve only the next reserve card is available.
#[test]
fn closed_reserve_is_used_in_order() {
    let mut rules = tiny(vec![1, 1], 2, 2, 0);
    // Columns [AC] [2C], reserve [2D AD]: open, AC-AD and 2C-2D win at once; closed, 2D comes
    // first: 2C-2D, then AC-AD.
    let layout = Layout {
        columns: vec![cards("AC"), cards("2C")],
        reserve: cards("2D AD"),
    };
    let early = [
        step("AC", Place::Column(0), "AD", Place::Reserve(1)),
        step("2C", Place::Column(1), "2D", Place::Reserve(0)),
    ];
    replay(&rules, &layout, &early).unwrap();
    rules.closed_reserve = true;
    assert!(replay(&rules, &layout, &early)
        .unwrap_err()
        .contains("used in order"));
    let in_order = [early[1], early[0]];
    replay(&rules, &layout, &in_order).unwrap();
    // Two reserve cards never pair with each other when closed.
    let layout = Layout {
        columns: vec![cards("AC"), cards("AD")],
        reserve: cards("2C 2D"),
    };
    assert!(!brute_force_winnable(&rules, &layout));
    let sol = NestorGame::new(rules.clone())
        .unwrap()
        .solve_layout(&layout, SolverConfig::default())
        .unwrap();
    assert_eq!(sol.result, Outcome::Lost);
    rules.closed_reserve = false;
    assert!(brute_force_winnable(&rules, &layout));
}

/// With a stock, an emptied column receives the stock's next card, left to right.
#[test]
fn stock_refills_emptied_columns() {
    let mut rules = tiny(vec![1, 1], 2, 2, 0);
    rules.stock = true;
    // Columns [AC] [AD], stock [2C 2D]: AC-AD empties both columns, which take 2C and 2D.
    let layout = Layout {
        columns: vec![cards("AC"), cards("AD")],
        reserve: cards("2C 2D"),
    };
    let steps = [
        step("AC", Place::Column(0), "AD", Place::Column(1)),
        step("2C", Place::Column(0), "2D", Place::Column(1)),
    ];
    replay(&rules, &layout, &steps).unwrap();
    let wrong = [
        step("AC", Place::Column(0), "AD", Place::Column(1)),
        step("2D", Place::Column(0), "2C", Place::Column(1)),
    ];
    assert!(replay(&rules, &layout, &wrong).is_err());
    let sol = NestorGame::new(rules.clone())
        .unwrap()
        .solve_layout(&layout, SolverConfig::default())
        .unwrap();
    assert_eq!(sol.result, Outcome::Won);
    replay(&rules, &layout, &sol.steps).unwrap();
    // Stock cards are not available until a column empties: columns [2C AC] [2D AD], stock
    // [AS AH 2S 2H]... with 2 suits: a stock that must come out early loses.
    let rules2 = NestorRules {
        columns: vec![2, 1],
        ..rules.clone()
    };
    let layout = Layout {
        columns: vec![cards("AC 2C"), cards("AD")],
        reserve: cards("2D"),
    };
    // 2C needs 2D, which only comes when a column empties: AD has no partner available. Lost.
    assert!(!brute_force_winnable(&rules2, &layout));
    assert_eq!(
        NestorGame::new(rules2)
            .unwrap()
            .solve_layout(&layout, SolverConfig::default())
            .unwrap()
            .result,
        Outcome::Lost
    );
    // Deal files of a stock game list it as "stock".
    let game = NestorGame::preset("doublets").unwrap();
    let f = game.deal_file(5).unwrap();
    assert_eq!(f.stock.len(), 4);
    assert!(f.reserve.is_empty());
    let text = serde_json::to_string(&f).unwrap();
    assert!(text.contains("\"stock\""), "{text}");
    let back = DealFile::parse(&text).unwrap();
    assert_eq!(
        back.layout_for(game.rules()).unwrap(),
        game.deal(5).unwrap().0
    );
    let mut wrong = back.clone();
    wrong.reserve = std::mem::take(&mut wrong.stock);
    assert!(wrong.layout_for(game.rules()).is_err());
}

/// A closed tableau is solved thoughtfully: exactly as the open game.
#[test]
fn closed_tableau_solves_as_open() {
    let open = NestorGame::preset("nestor").unwrap();
    let mut rules = open.rules().clone();
    rules.closed_tableau = true;
    let closed = NestorGame::new(rules.clone()).unwrap();
    for deal in 1..200 {
        let (layout, _) = open.deal(deal).unwrap();
        let a = open.solve_layout(&layout, SolverConfig::default()).unwrap();
        let b = closed
            .solve_layout(&layout, SolverConfig::default())
            .unwrap();
        assert_eq!(a.result, b.result);
        if b.result == Outcome::Won {
            replay(&rules, &layout, &b.steps).unwrap();
        }
    }
    assert!(rules.is_closed());
}

/// Every preset deals, and on its first deals every win replays and every verdict is certain.
#[test]
fn presets_deal_and_solve() {
    for p in presets() {
        let game = NestorGame::new(p.rules.clone()).unwrap();
        let n = if p.rules.deck.decks > 1 { 10 } else { 60 };
        for deal in 1..=n {
            let (layout, _) = game.deal(deal).unwrap();
            layout.validate(game.rules()).unwrap();
            let sol = game.solve_layout(&layout, SolverConfig::default()).unwrap();
            assert_ne!(sol.result, Outcome::Unknown, "{} deal {deal}", p.name);
            if sol.result == Outcome::Won {
                replay(game.rules(), &layout, &sol.steps)
                    .unwrap_or_else(|e| panic!("{} deal {deal}: {e}", p.name));
            }
            // The deal file round-trips (jokers print alike, and still validate).
            let f = game.deal_file(deal).unwrap();
            let back = DealFile::parse(&serde_json::to_string(&f).unwrap()).unwrap();
            back.layout_for(game.rules())
                .unwrap()
                .validate(game.rules())
                .unwrap();
        }
    }
    let names: Vec<&str> = presets().iter().map(|p| p.name).collect();
    for want in [
        "vertical",
        "vertical-centre",
        "heracles",
        "alcides",
        "turkish-kerchief",
        "full-parade",
        "doublets",
        "closed-nestor",
        "nestors-revenge",
        "nestor-jokers",
        "nestor-jokers-reserve",
        "nestor-closed-reserve",
        "double-nestor-12x8",
        "double-nestor-10x10-rectified",
        "double-nestor-11x9",
        "double-nestor-12x8-unrectified",
        "double-nestor-7x13",
    ] {
        assert!(names.contains(&want), "{want}");
    }
    // Shapes the seed gives.
    let r = preset("turkish-kerchief").unwrap().rules;
    assert_eq!((r.columns.iter().sum::<usize>(), r.reserve_len()), (52, 0));
    let r = preset("full-parade").unwrap().rules;
    assert_eq!((r.columns.len(), r.reserve_len()), (9, 0));
    let r = preset("nestor-jokers-reserve").unwrap().rules;
    assert_eq!(r.reserve_len(), 6);
    let g = NestorGame::new(r).unwrap();
    let (l, _) = g.deal(1).unwrap();
    assert!(l.reserve[4].is_joker() && l.reserve[5].is_joker());
    assert!(l.columns.iter().flatten().all(|c| !c.is_joker()));
    assert_eq!(preset("vertical-centre").unwrap().rules.reserve_len(), 9);
    assert_eq!(
        preset("double-nestor-7x13").unwrap().rules.reserve_len(),
        13
    );
}

/// Deals lost by inspection are lost: the solver agrees on every one.
#[test]
fn inspection_is_sound() {
    let mut flagged = [0usize; 3];
    // A two-suit pack, where every rank is a forced pair.
    let two_suits = NestorRules {
        name: "two-suits".into(),
        deck: DeckSpec {
            ranks: 13,
            suits: 2,
            decks: 1,
            jokers: 0,
        },
        columns: vec![5; 4],
        ..tiny(vec![1], 1, 2, 0)
    };
    let mut games: Vec<NestorGame> = [
        "nestor-unrectified",
        "alcides",
        "turkish-kerchief",
        "doublets",
        "nestor-closed-reserve",
        "vertical",
        "double-nestor-12x8-unrectified",
    ]
    .iter()
    .map(|name| NestorGame::preset(name).unwrap())
    .collect();
    games.push(NestorGame::new(two_suits).unwrap());
    for game in games {
        let name = game.rules().name.clone();
        for deal in 1..=600 {
            let (layout, _) = game.deal(deal).unwrap();
            let why = inspect(game.rules(), &layout);
            if why.is_empty() {
                continue;
            }
            for w in &why {
                flagged[LostBy::ALL.iter().position(|x| x == w).unwrap()] += 1;
            }
            let sol = game.solve_layout(&layout, SolverConfig::default()).unwrap();
            assert_eq!(sol.result, Outcome::Lost, "{name} deal {deal}: {why:?}");
        }
    }
    assert!(
        flagged.iter().all(|&k| k > 0),
        "every rule fires: {flagged:?}"
    );
}

/// Three of a rank in one column is lost; with overlap discards, adjacent ones are not.
#[test]
fn inspection_rules() {
    let rules = tiny(vec![3, 1], 1, 4, 0);
    let layout = Layout {
        columns: vec![cards("AC AD AH"), cards("AS")],
        reserve: vec![],
    };
    assert_eq!(inspect(&rules, &layout), vec![LostBy::TooManyInChain]);
    let mut overlap = rules.clone();
    overlap.overlap = true;
    assert!(inspect(&overlap, &layout).is_empty());
    assert!(brute_force_winnable(&overlap, &layout));
    // Forced pairs in a cycle: A over 2 in one column, 2 over A in the other (two suits).
    let rules = tiny(vec![3, 3], 3, 2, 0);
    let layout = Layout {
        columns: vec![cards("2C AC 3C"), cards("AD 2D 3D")],
        reserve: vec![],
    };
    assert_eq!(inspect(&rules, &layout), vec![LostBy::ForcedCycle]);
    assert!(!brute_force_winnable(&rules, &layout));
    // No first move.
    let rules = tiny(vec![2, 2], 2, 2, 0);
    let layout = Layout {
        columns: vec![cards("AC 2C"), cards("2D AD")],
        reserve: vec![],
    };
    assert!(inspect(&rules, &layout).contains(&LostBy::NoFirstMove));
}

#[test]
fn bad_variant_rules_are_errors() {
    let ok = tiny(vec![2, 2], 2, 2, 2);
    assert!(ok.validate().is_ok());
    let bad = |r: NestorRules, needle: &str| {
        let e = NestorGame::new(r).unwrap_err();
        assert!(
            matches!(e, GameError::BadRules(_) | GameError::Deck(_)),
            "{e}"
        );
        assert!(e.to_string().contains(needle), "{e} lacks {needle:?}");
    };
    bad(tiny(vec![2, 2], 2, 2, 1), "never all pair off");
    bad(
        NestorRules {
            jokers_apart: true,
            ..tiny(vec![2, 2], 2, 2, 0)
        },
        "jokers apart, but the pack has no jokers",
    );
    bad(
        NestorRules {
            stock: true,
            closed_reserve: true,
            ..ok.clone()
        },
        "stock",
    );
    bad(
        NestorRules {
            closed_reserve: true,
            columns: vec![3, 3],
            ..ok.clone()
        },
        "no cards are left",
    );
    bad(
        NestorRules {
            jokers_in_reserve: true,
            ..tiny(vec![2, 2], 2, 2, 0)
        },
        "no jokers",
    );
    bad(
        NestorRules {
            rectify: Rectify::Bottom,
            columns: vec![4, 1],
            ..ok.clone()
        },
        "rectified column",
    );
    bad(
        NestorRules {
            columns: vec![40],
            ..ok.clone()
        },
        "need 40 cards",
    );
    // The game file format: new options default to off; unknown fields are errors.
    let r: NestorRules =
        serde_json::from_str(r#"{"columns": [6,6,6,6,6,6,6,6], "rectify": "bottom"}"#).unwrap();
    assert_eq!(r.reserve_len(), 4);
    assert!(!r.stock && !r.overlap && r.deck == DeckSpec::STANDARD);
    assert!(serde_json::from_str::<NestorRules>(r#"{"columns": [6], "overlapp": true}"#).is_err());
}
