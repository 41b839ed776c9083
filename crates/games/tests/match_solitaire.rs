//! Match Solitaire: the solver held to an independent checker and a brute-force search, the
//! notation, deals and deal files, and the seed's published solution.

mod common;
use common::Sampler;
use patience_cards::{Card, Suit};
use patience_games::match_solitaire::*;
use patience_games::GameError;
use patience_search::{Game, Outcome, SolverConfig, WideKey};
use std::collections::HashMap;

/// The seed's solution of `3x3x13x5+1` (open deal).
const SEED_OPEN: &str = "3x3x13x5+1 1a 23 42 12 1b 5c *125 5d *45b *25a 54 2a 25 1b 2e *123 c4 2c \
21 24 34 12 12 31 d1 3d 35 15 15 15 31 *23d *345 b3 1b 41 41 41 41 e1 4d *4bd 4b 43 *24a b3 12 12 \
12 12 *135 *235 *235 *235 *25c";

/// The seed's partial solution of `3x3x13x5-1` (closed deal).
const SEED_CLOSED: &str = "3x3x13x5-1 + 1a + 21 3b + b1 41 41 34 32 13 13 13 13 ++ 35 41 *134";

fn rules(id: &str) -> MatchRules {
    let (r, deal) = MatchRules::parse_game_id(id).unwrap();
    assert_eq!(deal, None);
    r
}

// ---------------------------------------------------------------------------------------------
// Game-ids, decks, deals.

#[test]
fn game_ids_parse_and_print() {
    let (r, d) = MatchRules::parse_game_id("3x3x13x5+").unwrap();
    assert_eq!((r, d), (MatchRules::default(), None));
    assert_eq!(r.game_id(), "3x3x13x5+");
    let (r, d) = MatchRules::parse_game_id("3x3x13x5+1").unwrap();
    assert_eq!((r, d), (MatchRules::default(), Some(1)));
    let (r, d) = MatchRules::parse_game_id("4x2x26x7-123").unwrap();
    assert_eq!(d, Some(123));
    assert!(r.closed);
    assert_eq!((r.match_size, r.suits, r.matches, r.columns), (4, 2, 26, 7));
    assert_eq!(r.game_id(), "4x2x26x7-");
    for id in [
        "3x3x13x5u+",
        "3x3x13x5d-",
        "3x3x13x5i+",
        "3x3x13x5ui-",
        "2x1x3x2di+",
        "3x2x10x4w+",
        "3x3x13x5uiw-",
    ] {
        let (r, _) = MatchRules::parse_game_id(id).unwrap();
        assert_eq!(r.game_id(), id);
        assert_eq!(
            r.shuffle_name(),
            format!(
                "{}x{}x{}x{}{}",
                r.match_size,
                r.suits,
                r.matches,
                r.columns,
                if r.closed { '-' } else { '+' }
            )
        );
    }
    let (r, _) = MatchRules::parse_game_id("3x3x13x5iu+").unwrap();
    assert_eq!((r.stacking, r.ignore_suits), (Stacking::Up, true));
    for bad in [
        "",
        "3x3x13x5",
        "3x3x13+",
        "3x3x13x5x1+",
        "5x3x13x5+",
        "1x3x13x5+",
        "3x0x13x5+",
        "3x5x13x5+",
        "3x3x0x5+",
        "3x3x53x5+",
        "3x3x13x0+",
        "3x3x13x27+",
        "3x3x13x5+x",
        "3x3x13x5+1a",
        "3x3x13x5q+",
        "3x3x13x5uu+",
        "3x3x13x5ud+",
        "3x3x13x5ii+",
        "ax3x13x5+",
        "3x3x13x5++",
        "3x3x1300x5+",
    ] {
        let err = MatchRules::parse_game_id(bad);
        assert!(
            matches!(err, Err(GameError::BadRules(_))),
            "{bad:?}: {err:?}"
        );
    }
}

#[test]
fn decks_follow_the_rules() {
    let count = |r: &MatchRules| {
        let mut h: HashMap<Card, usize> = HashMap::new();
        for c in r.deck() {
            *h.entry(c).or_default() += 1;
        }
        h
    };
    let std = count(&MatchRules::default());
    assert_eq!(std.len(), 39);
    assert!(std.values().all(|&n| n == 1));
    assert!(std.keys().all(|c| c.suit() != Some(Suit::Spades)));
    // k = 10 drops the face cards; k = 26 uses every value twice.
    let ten = count(&rules("3x3x10x5+"));
    assert!(ten.keys().all(|c| c.rank() <= 10) && ten.len() == 30);
    let two = count(&rules("3x3x26x5+"));
    assert!(two.len() == 39 && two.values().all(|&n| n == 2));
    // Suits 0..m taken mod s: 3x2 has two clubs and one diamond of each value.
    let r32 = count(&rules("3x2x13x5+"));
    assert_eq!(r32[&Card::new(5, Suit::Clubs)], 2);
    assert_eq!(r32[&Card::new(5, Suit::Diamonds)], 1);
    let r41 = count(&rules("4x1x13x5+"));
    assert_eq!(r41[&Card::new(13, Suit::Clubs)], 4);
    assert_eq!(
        rules("2x4x13x5+")
            .deck()
            .iter()
            .filter(|c| c.suit() == Some(Suit::Hearts))
            .count(),
        0
    );
}

#[test]
fn stacking_follows_the_rules() {
    let c = |r: u8| Card::new(r, Suit::Clubs);
    let d = |r: u8| Card::new(r, Suit::Diamonds);
    let std = MatchRules::default();
    assert!(std.stacks_on(c(5), c(4)) && std.stacks_on(c(4), c(5)));
    assert!(!std.stacks_on(d(5), c(4)) && !std.stacks_on(c(6), c(4)));
    // King and ace are adjacent both ways.
    assert!(std.stacks_on(c(1), c(13)) && std.stacks_on(c(13), c(1)));
    // Up: a card on the one below it; down: on the one above it.
    let (up, down) = (rules("3x3x13x5u+"), rules("3x3x13x5d+"));
    assert!(up.stacks_on(c(5), c(4)) && !up.stacks_on(c(4), c(5)));
    assert!(up.stacks_on(c(1), c(13)) && !up.stacks_on(c(13), c(1)));
    assert!(down.stacks_on(c(4), c(5)) && !down.stacks_on(c(5), c(4)));
    assert!(rules("3x3x13x5i+").stacks_on(d(5), c(4)));
    // Without kings the 10 and the ace are adjacent only with `w`.
    let (ten, ten_w) = (rules("3x2x10x4+"), rules("3x2x10x4w+"));
    assert!(!ten.stacks_on(c(1), c(10)) && !ten.stacks_on(c(10), c(1)));
    assert!(ten_w.stacks_on(c(1), c(10)) && ten_w.stacks_on(c(10), c(1)));
    assert!(ten_w.stacks_on(c(9), c(10)) && !ten_w.stacks_on(c(1), c(9)));
    assert!(rules("3x2x10x4uw+").stacks_on(c(1), c(10)));
    assert!(!rules("3x2x10x4uw+").stacks_on(c(10), c(1)));
    assert_eq!((ten.value_cycle(), ten_w.value_cycle()), (13, 10));
    // With every value in the deck, `w` changes nothing.
    assert_eq!(rules("3x3x26x5w+").value_cycle(), 13);
}

#[test]
fn deals_are_round_robin_and_fixed() {
    let r = MatchRules::default();
    let l = r.deal(1);
    l.validate(&r).unwrap();
    let lens: Vec<usize> = l.tableau.iter().map(Vec::len).collect();
    assert_eq!(lens, [8, 8, 8, 8, 7]);
    assert!(l.cells.is_empty() && l.stock.is_empty());
    assert_eq!(l, r.deal(1));
    assert_ne!(l, r.deal(2));
    // The closed deal of the same number is the same order, not dealt yet.
    let mut c = r;
    c.closed = true;
    let lc = c.deal(1);
    lc.validate(&c).unwrap();
    assert!(lc.tableau.iter().all(Vec::is_empty));
    assert_eq!(lc.stock.len(), 39);
    // Options do not change the cards of a deal number.
    let mut up = r;
    up.stacking = Stacking::Up;
    up.ignore_suits = true;
    up.wrap_highest = true;
    assert_eq!(up.deal(7), r.deal(7));
    // Golden: deal numbers mean the same layout forever.
    let tops = |l: &MatchLayout| {
        l.tableau
            .iter()
            .map(|c| c.last().unwrap().to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let all = format!("{:?}", l.tableau);
    let h = all.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    assert_eq!(
        format!("{} | {h:016x}", tops(&l)),
        GOLDEN_DEAL_1,
        "deal 1 changed"
    );
}

/// The top cards of `3x3x13x5+1` and a hash of its whole tableau: changing them breaks every
/// published deal number.
const GOLDEN_DEAL_1: &str = "8H 2D 2C 4C 5C | d0dae7ec10076a70";

#[test]
fn layouts_are_validated() {
    let r = MatchRules::default();
    let good = r.deal(3);
    let mut l = good.clone();
    let card = l.tableau[0].pop().unwrap();
    let err = l.validate(&r).unwrap_err().to_string();
    assert!(err.contains(&format!("missing [{card}]")), "{err}");
    l.tableau[1].push(Card::new(1, Suit::Spades));
    let err = l.validate(&r).unwrap_err().to_string();
    assert!(
        err.contains("extra [AS]") && err.contains(&format!("missing [{card}]")),
        "{err}"
    );
    let mut l = good.clone();
    l.tableau.pop();
    assert!(matches!(l.validate(&r), Err(GameError::BadLayout(_))));
    let mut l = good.clone();
    let c = l.tableau[4].pop().unwrap();
    l.stock.push(c);
    assert!(l
        .validate(&r)
        .unwrap_err()
        .to_string()
        .contains("stock in an open game"));
    let mut l = good.clone();
    l.cells = vec![None; 6];
    assert!(matches!(l.validate(&r), Err(GameError::BadLayout(_))));
    // Cards in cells are part of the layout.
    let mut l = good.clone();
    let c = l.tableau[2].pop().unwrap();
    l.cells = vec![None, Some(c)];
    l.validate(&r).unwrap();
    assert!(solve(&r, &l, SolverConfig::default()).is_ok());
    let mut l = good;
    l.tableau[0].push(Card::new(1, Suit::Clubs));
    assert!(matches!(
        solve(&r, &l, SolverConfig::default()),
        Err(GameError::BadLayout(_))
    ));
}

#[test]
fn deal_files_round_trip() {
    let r = MatchRules::default();
    let f = MatchDealFile::of_deal(&r, 5);
    let text = f.to_json();
    assert!(
        text.starts_with(r#"{"game":"3x3x13x5+","deal":5,"tableau":[["#),
        "{text}"
    );
    let back = MatchDealFile::parse(&text).unwrap();
    assert_eq!(back, f);
    let (rr, l) = back.rules_and_layout().unwrap();
    assert_eq!((rr, l), (r, r.deal(5)));
    let mut closed = r;
    closed.closed = true;
    let f = MatchDealFile::of_deal(&closed, 5);
    let (rr, l) = MatchDealFile::parse(&f.to_json())
        .unwrap()
        .rules_and_layout()
        .unwrap();
    assert_eq!((rr, l), (closed, closed.deal(5)));
    // Presets are names too; errors are one line.
    let f = MatchDealFile::parse(r#"{"game":"match","tableau":[[],[],[],[],[]],"stock":["AC"]}"#)
        .unwrap();
    assert!(matches!(f.rules_and_layout(), Err(GameError::BadLayout(_))));
    let e = MatchDealFile::parse(r#"{"game":"match","tableau":[["ZZ"]]}"#).unwrap_err();
    assert!(
        matches!(e, GameError::DealFile(_)) && e.to_string().contains("ZZ"),
        "{e}"
    );
    let e = MatchDealFile::parse(r#"{"game":"match","tableau":[],"reserve":[]}"#).unwrap_err();
    assert!(matches!(e, GameError::DealFile(_)), "{e}");
    let f = MatchDealFile {
        game: "nope".into(),
        deal: None,
        tableau: vec![],
        cells: vec![],
        stock: vec![],
    };
    assert!(matches!(
        f.rules_and_layout(),
        Err(GameError::UnknownGame { .. })
    ));
    let f = MatchDealFile {
        game: "3x3x13x5+1".into(),
        ..f
    };
    assert!(matches!(f.rules_and_layout(), Err(GameError::BadRules(_))));
}

#[test]
fn presets_are_valid() {
    let ps = presets();
    assert_eq!(ps[0].name, "match");
    assert_eq!(ps[0].rules, MatchRules::default());
    assert_eq!(ps.len(), 10);
    for MatchPreset {
        name,
        rules: r,
        published: rate,
    } in &ps
    {
        r.validate().unwrap();
        assert!(rate.ends_with('%'));
        assert_eq!(rules_by_name(name).unwrap(), *r);
        assert_eq!(rules_by_name(&r.game_id()).unwrap(), *r);
        if *name != "match" {
            assert_eq!(
                format!("match-{}", r.game_id().trim_end_matches('+')),
                *name
            );
        }
        MatchWorker::new(r, SolverConfig::default()).unwrap();
    }
    assert!(matches!(
        rules_by_name("matchh"),
        Err(GameError::UnknownGame { .. })
    ));
}

// ---------------------------------------------------------------------------------------------
// Notation.

#[test]
fn seed_lines_round_trip() {
    for line in [SEED_OPEN, SEED_CLOSED] {
        let g = GameLine::parse(line).unwrap();
        assert_eq!(g.to_string(), line);
        assert_eq!(GameLine::parse(&g.to_string()).unwrap(), g);
    }
    let g = GameLine::parse(SEED_OPEN).unwrap();
    assert_eq!(
        (g.rules, g.deal, g.moves.len()),
        (MatchRules::default(), Some(1), 55)
    );
    assert_eq!(
        g.moves[0],
        MatchMove::Move {
            from: Place::Column(0),
            to: Place::Cell(0)
        }
    );
    assert_eq!(
        g.moves[1],
        MatchMove::Move {
            from: Place::Column(1),
            to: Place::Column(2)
        }
    );
    assert_eq!(
        g.moves[8],
        MatchMove::Collect(vec![Place::Column(3), Place::Column(4), Place::Cell(1)])
    );
    let c = GameLine::parse(SEED_CLOSED).unwrap();
    assert!(c.rules.closed);
    let deals = c.moves.iter().filter(|m| **m == MatchMove::Deal).count();
    assert_eq!(deals, 5, "++ is two deals");
    assert_eq!(c.moves.len(), 20);
}

#[test]
fn tokens_round_trip_and_bad_tokens_fail() {
    let mut rng = Sampler::new("notation");
    let place = |rng: &mut Sampler| {
        let i = rng.below(26) as u8;
        if rng.below(2) == 0 {
            Place::Column(i)
        } else {
            Place::Cell(i)
        }
    };
    for _ in 0..2000 {
        let mv = match rng.below(3) {
            0 => MatchMove::Move {
                from: place(&mut rng),
                to: place(&mut rng),
            },
            1 => {
                let mut ps = Vec::new();
                while ps.len() < 1 + rng.below(4) as usize {
                    let p = place(&mut rng);
                    if !ps.contains(&p) {
                        ps.push(p);
                    }
                }
                MatchMove::collect(ps)
            }
            _ => MatchMove::Deal,
        };
        let s = mv.to_string();
        assert_eq!(parse_token(&s).unwrap(), vec![mv.clone()], "{s}");
        let json = serde_json::to_string(&mv).unwrap();
        assert_eq!(serde_json::from_str::<MatchMove>(&json).unwrap(), mv);
    }
    assert_eq!(
        MatchMove::Move {
            from: Place::Column(9),
            to: Place::Cell(2)
        }
        .to_string(),
        "(10)c"
    );
    assert_eq!(
        MatchMove::collect(vec![Place::Cell(3), Place::Column(4), Place::Column(1)]).to_string(),
        "*25d"
    );
    assert_eq!(parse_token("+++").unwrap(), vec![MatchMove::Deal; 3]);
    assert_eq!(
        format_moves(&parse_moves("+ 1a ++ 35 + + 2b").unwrap()),
        "+ 1a ++ 35 ++ 2b"
    );
    for bad in [
        "", "1", "123", "*", "*11", "!1", "1(5)", "(10", "(x)1", "1A", "+1", "*1+", "1-2", "a0",
    ] {
        assert!(parse_token(bad).is_err(), "{bad:?}");
    }
    assert!(GameLine::parse("3x3x13x5+1 1a 1q2").is_err());
    assert!(GameLine::parse("3x3x13+1 1a").is_err());
    assert!(GameLine::parse("").is_err());
}

// ---------------------------------------------------------------------------------------------
// The seed's published solution, on a deal built to fit it.

/// How many moves of `g`, replayed on `layout`, put a card into an empty column.
fn moves_into_empty_columns(g: &GameLine, layout: &MatchLayout) -> usize {
    let mut cols = layout.tableau.clone();
    let mut cells: Vec<Option<Card>> = vec![None; cols.len()];
    let mut count = 0;
    let take = |cols: &mut Vec<Vec<Card>>, cells: &mut Vec<Option<Card>>, p: Place| match p {
        Place::Column(i) => cols[usize::from(i)].pop().unwrap(),
        Place::Cell(i) => cells[usize::from(i)].take().unwrap(),
    };
    for mv in &g.moves {
        match mv {
            MatchMove::Move { from, to } => {
                let card = take(&mut cols, &mut cells, *from);
                match *to {
                    Place::Column(i) => {
                        count += usize::from(cols[usize::from(i)].is_empty());
                        cols[usize::from(i)].push(card);
                    }
                    Place::Cell(i) => cells[usize::from(i)] = Some(card),
                }
            }
            MatchMove::Collect(ps) => {
                for &p in ps {
                    take(&mut cols, &mut cells, p);
                }
            }
            MatchMove::Deal => unreachable!("an open game"),
        }
    }
    count
}

fn illegal_at(e: Result<(), VerifyError>) -> (usize, String, String) {
    match e {
        Err(VerifyError::Illegal {
            number,
            token,
            reason,
        }) => (number, token, reason),
        other => panic!("expected an illegal move, got {other:?}"),
    }
}

#[test]
fn seed_solution_verifies_on_a_deal_that_fits_it() {
    let g = GameLine::parse(SEED_OPEN).unwrap();
    let layout = deal_fitting(&g).expect("a deal fits the seed's solution");
    layout.validate(&g.rules).unwrap();
    assert_eq!(
        moves_into_empty_columns(&g, &layout),
        4,
        "the seed's solution moves into an empty column 4 times"
    );
    let sets = g
        .moves
        .iter()
        .filter(|m| matches!(m, MatchMove::Collect(_)))
        .count();
    assert_eq!(sets, 13);
    verify(&g.rules, &layout, &g.moves).unwrap();
    // Our solver wins it too, and its solution checks out.
    let sol = solve(&g.rules, &layout, SolverConfig::default()).unwrap();
    assert_eq!(sol.result, Outcome::Won);
    verify(&g.rules, &layout, &sol.moves).unwrap();

    let check = |moves: &[MatchMove]| verify(&g.rules, &layout, moves);
    let tok = |s: &str| parse_token(s).unwrap().remove(0);
    assert_eq!(g.moves[5], tok("5c"));
    assert_eq!(g.moves[6], tok("*125"));
    // Without `5c` (move 6), `*125` takes the card `5c` parked, which belongs to another set.
    let mut v = g.moves.clone();
    v.remove(5);
    let (n, t, why) = illegal_at(check(&v));
    assert_eq!((n, t.as_str()), (6, "*125"), "{why}");
    assert!(why.contains("values differ"), "{why}");
    // Swapping `5c` and `*125`: the same.
    let mut v = g.moves.clone();
    v.swap(5, 6);
    assert_eq!(illegal_at(check(&v)).0, 6);
    // `1b` (move 5) changed to `1a`: cell a still holds the card of move 1.
    let mut v = g.moves.clone();
    v[4] = tok("1a");
    let (n, _, why) = illegal_at(check(&v));
    assert_eq!(n, 5);
    assert!(why.contains("cell a is full"), "{why}");
    // `*125` changed to `*124`: column 4's top belongs to another set.
    let mut v = g.moves.clone();
    v[6] = tok("*124");
    assert_eq!(illegal_at(check(&v)).0, 7);
    // A label beyond the game.
    let mut v = g.moves.clone();
    v[0] = tok("1f");
    let (n, _, why) = illegal_at(check(&v));
    assert_eq!(n, 1);
    assert!(why.contains("no cell f"), "{why}");
    // The last collect missing.
    let mut v = g.moves.clone();
    v.pop();
    assert_eq!(check(&v), Err(VerifyError::NotWon { moves: 54, left: 3 }));
    // Any one move removed: the replay fails, never before the removed move.
    for i in 0..g.moves.len() {
        let mut v = g.moves.clone();
        v.remove(i);
        match check(&v) {
            Err(VerifyError::Illegal { number, .. }) => {
                assert!(number > i, "removed {}: failed at {number}", i + 1);
            }
            Err(VerifyError::NotWon { .. }) => {}
            other => panic!("removing move {} gives {other:?}", i + 1),
        }
    }
    // Two moves swapped: if it fails, never before the first of them.
    for i in 0..g.moves.len() - 1 {
        let mut v = g.moves.clone();
        v.swap(i, i + 1);
        if let Err(VerifyError::Illegal { number, .. }) = check(&v) {
            assert!(number > i);
        }
    }
}

#[test]
fn seed_closed_example_fits_with_nothing_dealt_at_the_start() {
    let g = GameLine::parse(SEED_CLOSED).unwrap();
    let layout = deal_fitting(&g).expect("a deal fits the seed's closed example");
    assert!(layout.tableau.iter().all(Vec::is_empty));
    // A partial solution: every move legal, the game not over.
    match verify(&g.rules, &layout, &g.moves) {
        Err(VerifyError::NotWon {
            moves: 20,
            left: 36,
        }) => {}
        other => panic!("{other:?}"),
    }
    // A deal past the end of the stock is illegal.
    let mut v = g.moves.clone();
    v.extend(vec![MatchMove::Deal; 6]);
    let (n, t, why) = illegal_at(verify(&g.rules, &layout, &v));
    assert_eq!((n, t.as_str()), (24, "+"), "{why}");
    assert!(why.contains("stock is empty"));
    // Deals are not moves of an open game.
    let open = MatchRules::default();
    let (n, _, why) = illegal_at(verify(&open, &open.deal(1), &[MatchMove::Deal]));
    assert_eq!(n, 1);
    assert!(why.contains("open game"), "{why}");
}

// ---------------------------------------------------------------------------------------------
// The solver against brute force, and every win against the checker.

fn random_small_rules(rng: &mut Sampler) -> MatchRules {
    let m = 2 + rng.below(2) as u8;
    let s = 1 + rng.below(3) as u8;
    // Few columns make lost deals; more columns and cards make the brute force slow.
    let c = [1u8, 2, 2, 2, 3, 3, 4][rng.below(7) as usize];
    let max_k: u64 = match (m, c) {
        (2, _) => 6,
        (_, 4) => 3,
        _ => 5,
    };
    let k = 2 + rng.below(max_k - 1) as u8;
    let mut r = MatchRules::new(m, s, k, c);
    r.closed = rng.below(2) == 0;
    r.stacking = match rng.below(6) {
        0 => Stacking::Up,
        1 => Stacking::Down,
        _ => Stacking::Both,
    };
    r.ignore_suits = rng.below(4) == 0;
    r.wrap_highest = rng.below(3) == 0;
    r
}

#[test]
fn solver_agrees_with_brute_force_on_small_deals() {
    let mut rng = Sampler::new("cross-check");
    let (mut won, mut lost, mut closed, mut hard_lost) = (0, 0, 0, 0);
    for n in 0..4000 {
        let rules = random_small_rules(&mut rng);
        let layout = rules.deal(n);
        let brute = brute_force_winnable(&rules, &layout).unwrap();
        let sol = solve(&rules, &layout, SolverConfig::default()).unwrap();
        assert_eq!(
            sol.result,
            if brute { Outcome::Won } else { Outcome::Lost },
            "{} deal {n}\n{layout}",
            rules.game_id()
        );
        if brute {
            verify(&rules, &layout, &sol.moves)
                .unwrap_or_else(|e| panic!("{} deal {n}: {e}", rules.game_id()));
            won += 1;
        } else {
            lost += 1;
        }
        closed += usize::from(rules.closed);
        hard_lost += usize::from(!brute && rules.columns > 1);
    }
    assert!(
        won > 1000 && hard_lost > 200 && closed > 200,
        "both verdicts and closed deals exercised: {won} won, {lost} lost, {closed} closed"
    );
}

#[test]
fn wins_verify_on_preset_deals() {
    for MatchPreset { name, rules, .. } in presets() {
        let mut w = MatchWorker::new(&rules, SolverConfig::default()).unwrap();
        let mut wins = 0;
        for deal in 1..=25 {
            let layout = rules.deal(deal);
            let sol = w.solve(&layout).unwrap();
            assert_ne!(sol.result, Outcome::Unknown, "{name} deal {deal}");
            if sol.result == Outcome::Won {
                verify(&rules, &layout, &sol.moves)
                    .unwrap_or_else(|e| panic!("{name} deal {deal}: {e}"));
                wins += 1;
            }
        }
        assert!(wins > 15, "{name}: {wins} wins in 25");
        // Closed deals of the same games.
        let mut closed = rules;
        closed.closed = true;
        let mut w = MatchWorker::new(&closed, SolverConfig::default()).unwrap();
        for deal in 1..=5 {
            let layout = closed.deal(deal);
            let sol = w.solve(&layout).unwrap();
            if sol.result == Outcome::Won {
                verify(&closed, &layout, &sol.moves)
                    .unwrap_or_else(|e| panic!("{name}- deal {deal}: {e}"));
                assert_eq!(sol.moves[0], MatchMove::Deal);
            }
        }
    }
}

#[test]
fn verify_line_replays_solutions() {
    let r = MatchRules::default();
    let sol = solve(&r, &r.deal(2), SolverConfig::default()).unwrap();
    assert_eq!(sol.result, Outcome::Won);
    let line = GameLine {
        rules: r,
        deal: Some(2),
        moves: sol.moves.clone(),
    }
    .to_string();
    assert!(line.starts_with("3x3x13x5+2 "));
    verify_line(&line).unwrap();
    assert_eq!(verify_line("3x3x13x5+ 1a"), Err(VerifyError::NoDealNumber));
    // More than 9 columns: labels (10), (11), .. round-trip through a whole line.
    let wide = rules("2x2x13x11+");
    let sol = solve(&wide, &wide.deal(4), SolverConfig::default()).unwrap();
    assert_eq!(sol.result, Outcome::Won);
    let line = GameLine {
        rules: wide,
        deal: Some(4),
        moves: sol.moves,
    }
    .to_string();
    assert!(line.contains('('), "{line}");
    assert_eq!(GameLine::parse(&line).unwrap().to_string(), line);
    verify_line(&line).unwrap();
    // A state too large for the widest key is refused cleanly.
    let huge = rules("4x1x52x26-");
    assert!(key_words(&huge) > 32);
    assert!(matches!(
        MatchWorker::new(&huge, SolverConfig::default()),
        Err(GameError::BadRules(_))
    ));
    assert!(matches!(
        verify_line("3x3x13x5+2 1a 1a"),
        Err(VerifyError::Illegal { number: 2, .. })
    ));
}

// ---------------------------------------------------------------------------------------------
// The key: exact, and blind to the order of columns and cells.

/// The position up to the symmetries the key claims: cells as a multiset, and columns as a
/// multiset unless a stock is left (a closed game's next rows go to columns by position).
fn canonical(l: &MatchLayout) -> String {
    let mut cells: Vec<Card> = l.cells.iter().flatten().copied().collect();
    cells.sort_unstable();
    let mut cols = l.tableau.clone();
    if l.stock.is_empty() {
        cols.sort();
    }
    format!("{cols:?}|{cells:?}|{:?}", l.stock)
}

fn key_walks<const W: usize>(rules: &MatchRules, deal: u64, steps: usize, unique_cards: bool) {
    assert!(key_words(rules) <= W);
    let layout = rules.deal(deal);
    let mut pos = MatchPos::<W>::new(rules, &layout);
    let start = pos.key();
    let mut rng = Sampler::seeded("walk", deal);
    let mut seen: HashMap<WideKey<W>, String> = HashMap::new();
    let mut back: HashMap<String, WideKey<W>> = HashMap::new();
    let mut path = Vec::new();
    let mut moves = Vec::new();
    for _ in 0..steps {
        let here = canonical(&pos.layout());
        let k = pos.key();
        if let Some(prev) = seen.insert(k, here.clone()) {
            assert_eq!(prev, here, "one key for two positions");
        }
        if unique_cards {
            if let Some(prev) = back.insert(here.clone(), k) {
                assert_eq!(prev, k, "two keys for one position: {here}");
            }
        }
        moves.clear();
        pos.moves(&mut moves);
        if moves.is_empty() || rng.below(8) == 0 && !path.is_empty() {
            if let Some((m, u)) = path.pop() {
                pos.undo(m, u);
            }
            continue;
        }
        let m = moves[rng.below(moves.len() as u64) as usize];
        let u = pos.apply(m);
        path.push((m, u));
    }
    while let Some((m, u)) = path.pop() {
        pos.undo(m, u);
    }
    assert_eq!(pos.key(), start);
    assert_eq!(
        (pos.layout().tableau, pos.layout().stock),
        (layout.tableau, layout.stock)
    );
}

#[test]
fn keys_are_exact_and_symmetric() {
    for deal in 0..20 {
        key_walks::<2>(&MatchRules::default(), deal, 3000, true);
        key_walks::<4>(&rules("3x3x13x5-"), deal, 3000, true);
        key_walks::<8>(&rules("3x2x13x5i+"), deal, 2000, true);
        key_walks::<8>(&rules("3x1x13x4-"), deal, 2000, true);
        key_walks::<8>(&rules("3x1x10x4+"), deal, 2000, true);
        key_walks::<8>(&rules("3x2x10x4w+"), deal, 2000, true);
        key_walks::<4>(&rules("3x3x10x5w+"), deal, 2000, true);
        key_walks::<4>(&rules("4x4x13x6u+"), deal, 2000, true);
    }
}

#[test]
fn permuted_columns_and_cells_share_a_key() {
    let r = MatchRules::default();
    let mut l = r.deal(9);
    let c = l.tableau[1].pop().unwrap();
    let d = l.tableau[3].pop().unwrap();
    l.cells = vec![Some(c), None, Some(d)];
    let mut p = l.clone();
    p.tableau.swap(0, 4);
    p.tableau.swap(1, 2);
    p.cells = vec![None, Some(d), None, Some(c)];
    // The dealt-on relation is the same in both, so the keys must agree.
    let k1 = MatchPos::<2>::new(&r, &l).key();
    let k2 = MatchPos::<2>::new(&r, &p).key();
    assert_eq!(k1, k2);
    // In a closed game with a stock left, columns are not interchangeable.
    let mut cr = r;
    cr.closed = true;
    let mut cl = cr.deal(9);
    let rows: Vec<Card> = cl.stock.drain(..10).collect();
    for (i, card) in rows.into_iter().enumerate() {
        cl.tableau[i % 5].push(card);
    }
    let mut cp = cl.clone();
    cp.tableau.swap(0, 1);
    assert_ne!(
        MatchPos::<4>::new(&cr, &cl).key(),
        MatchPos::<4>::new(&cr, &cp).key()
    );
}
