//! Nuts: every played hand replays on the independent checker, results are deterministic and
//! add up, and each rule of the text behaves as `docs/rules.md` reads it.

mod common;

use common::seats::{
    after, assert_deterministic, assert_greedy_beats_random, each_played, print_head_to_head, KINDS,
};
use patience_cards::Card;
use patience_games::nuts::check::replay;
use patience_games::nuts::{Nuts, NutsDeal, NutsMove, NutsPos, Src, NUTS_CARDS, STALL};
use patience_games::player::PlayerKind;
use patience_games::seats::{standard_pack, End, SeatGame, SeatRules};
use patience_search::Outcome;

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

/// A deal whose decks start (in dealing order) with `first` and `second`, the rest of each
/// deck after them in pack order.
fn deal_with(first: &[&str], second: &[&str]) -> NutsDeal {
    let deck = |given: &[&str]| {
        let mut d: Vec<Card> = given.iter().map(|s| c(s)).collect();
        let rest: Vec<Card> = standard_pack()
            .into_iter()
            .filter(|x| !d.contains(x))
            .collect();
        d.extend(rest);
        d
    };
    NutsDeal {
        game: "nuts".into(),
        deal: None,
        decks: [deck(first), deck(second)],
    }
}

/// Moving `count` cards from column `from` to column `to`.
fn shift(from: u8, count: u8, to: u8) -> NutsMove {
    NutsMove::Shift { from, count, to }
}

#[test]
fn every_played_hand_replays_on_the_checker() {
    for kind in KINDS {
        let mut nuts_called = 0;
        each_played::<Nuts>(kind, 400, |n, deal, g| {
            let r = replay(deal, &g.moves).unwrap_or_else(|e| panic!("{kind} deal {n}: {e}"));
            assert_eq!(r.moves, g.length, "{kind} deal {n}");
            if g.capped {
                return;
            }
            assert!(r.over, "{kind} deal {n}");
            assert_eq!(r.scores[0] - r.scores[1], g.points, "{kind} deal {n}");
            let want = match g.points {
                p if p > 0 => End::Won(0),
                p if p < 0 => End::Won(1),
                _ => End::Level,
            };
            assert_eq!(g.end, want);
            // The cards add up: what each partnership holds and played makes its deck, and
            // its score is what it played less twice its Nuts cards.
            let pos = after::<Nuts>(deal, &g.moves);
            for t in 0..2 {
                let me = pos.side(t);
                assert_eq!(r.held[t] + me.centre as usize, 52);
                assert_eq!(pos.score(t), me.centre as i32 - 2 * me.nuts.len() as i32);
                nuts_called += usize::from(me.nuts.is_empty());
            }
        });
        assert!(nuts_called > 0, "{kind}: some hand ends by Nuts");
    }
}

#[test]
fn results_are_deterministic() {
    for a in assert_deterministic::<Nuts>(&[1, 7]) {
        assert!(a.nodes <= u64::from(Nuts::LIMIT));
        if a.result != Outcome::Unknown {
            assert_ne!(a.points, Some(0));
        }
    }
}

#[test]
fn the_layout_is_dealt_as_the_text_says() {
    let deal = Nuts::deal(5);
    let p = NutsPos::new(&deal).unwrap();
    for t in 0..2 {
        let me = p.side(t);
        assert_eq!(me.nuts.len(), NUTS_CARDS);
        assert_eq!(me.columns.each_ref().map(Vec::len), [5, 4, 3, 2, 1]);
        assert_eq!(me.down, [4, 3, 2, 1, 0], "only each column's top face up");
        assert_eq!(me.stock.len(), 26);
        // The Nuts pile's top is the 11th card counted off.
        assert_eq!(me.nuts.last(), deal.decks[t].get(NUTS_CARDS - 1));
    }
}

#[test]
fn aces_start_centre_piles_that_either_side_builds_up_in_suit() {
    // The first partnership's Nuts top is AH; the second's is 2H: it may build on that pile.
    let mut first = vec!["KC"; 0];
    first.extend([
        "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "AH",
    ]);
    let mut second = vec!["KC"; 0];
    second.extend([
        "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "2H",
    ]);
    let mut p = NutsPos::new(&deal_with(&first, &second)).unwrap();
    assert!(p.legal_moves().contains(&NutsMove::Centre(Src::Nuts)));
    p.play(NutsMove::Centre(Src::Nuts));
    assert_eq!(p.to_move(), 1);
    assert!(p.legal_moves().contains(&NutsMove::Centre(Src::Nuts)));
    p.play(NutsMove::Centre(Src::Nuts));
    assert_eq!(p.centre(), &[c("2H")]);
    assert_eq!((p.side(0).centre, p.side(1).centre), (1, 1));
    // Each scores its card less twice its ten Nuts cards left.
    assert_eq!((p.score(0), p.score(1)), (1 - 20, 1 - 20));
}

#[test]
fn columns_build_down_in_alternate_colours_and_runs_move_as_units() {
    // First deck: Nuts of 11, then the tableau rows: row 1 columns 1-5, row 2 columns 1-4, ...
    // Column tops (the last card of each): column 5 gets card 16 (row 1's fifth), column 4
    // card 20, column 3 card 23, column 2 card 25, column 1 card 26.
    let nuts = [
        "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC",
    ];
    let mut first: Vec<&str> = nuts.to_vec();
    // Row 1 (five cards; the fifth, column 5's only card, face up), row 2 (four), row 3,
    // row 4, row 5.
    first.extend(["2D", "3D", "4D", "5D", "9H"]);
    first.extend(["6D", "7D", "8D", "10S"]);
    first.extend(["2S", "3S", "8H"]);
    first.extend(["4S", "9S"]);
    first.extend(["7S"]);
    let mut p = NutsPos::new(&deal_with(&first, &[])).unwrap();
    let tops: Vec<Card> = (0..5)
        .map(|i| *p.side(0).columns[i].last().unwrap())
        .collect();
    assert_eq!(tops, vec![c("7S"), c("9S"), c("8H"), c("10S"), c("9H")]);
    let legal = p.legal_moves();
    // 8H on 9S (red on black); 9H on 10S; 7S on 8H; not 9S on 10S (both black).
    for m in [shift(2, 1, 1), shift(4, 1, 3), shift(0, 1, 2)] {
        assert!(legal.contains(&m), "{m:?}");
    }
    assert!(!legal.contains(&shift(1, 1, 3)));
    // 8H onto 9S turns up column 3's next card; then 7S onto 8H, and the run 8H 7S moves as one.
    p.play(shift(2, 1, 1));
    assert_eq!(p.side(0).down[2], 1, "a face-down card turned up");
    p.play(NutsMove::Deal); // the second partnership
    p.play(shift(0, 1, 1));
    assert_eq!(
        p.side(0).columns[1].len(),
        6,
        "9S with 8H and 7S on it, over three face down"
    );
    p.play(NutsMove::Deal);
    // Column 5's only card, 9H, onto 10S: the place it leaves takes a run from another column.
    p.play(shift(4, 1, 3));
    assert!(p.side(0).columns[4].is_empty());
    p.play(NutsMove::Deal); // the second partnership
    let legal = p.legal_moves();
    assert!(legal.contains(&shift(1, 3, 4)), "a run into the space");
    assert!(legal.contains(&shift(1, 1, 4)), "part of a run too");
}

#[test]
fn the_stock_is_dealt_by_threes_and_turned_over() {
    let mut p = NutsPos::new(&Nuts::deal(9)).unwrap();
    let stock: Vec<Card> = p.side(0).stock.iter().rev().copied().collect();
    p.play(NutsMove::Deal);
    assert_eq!(p.side(0).waste, stock[..3].to_vec());
    for _ in 0..8 {
        p.play(NutsMove::Pass);
        p.play(NutsMove::Deal);
    }
    assert!(p.side(0).stock.is_empty());
    p.play(NutsMove::Pass);
    p.play(NutsMove::Deal);
    assert_eq!(p.side(0).stock.len(), 26, "the waste turned over");
    assert_eq!(*p.side(0).stock.last().unwrap(), stock[0]);
}

#[test]
fn a_hand_ends_on_nuts_or_when_blocked() {
    let mut ended_by_nuts = 0;
    let mut blocked = 0;
    each_played::<Nuts>(PlayerKind::Greedy, 100, |_, deal, g| {
        let p = after::<Nuts>(deal, &g.moves);
        if p.side(0).nuts.is_empty() || p.side(1).nuts.is_empty() {
            ended_by_nuts += 1;
        } else {
            blocked += 1;
            assert!(g.length >= STALL);
        }
    });
    assert!(ended_by_nuts > 0);
    let _ = blocked;
}

#[test]
fn greedy_beats_random_head_to_head() {
    assert_greedy_beats_random::<Nuts>(55);
}

/// The figures results/README.md quotes: `cargo test -p patience-games --test nuts --
/// --ignored --nocapture figures`.
#[test]
#[ignore = "prints the figures of results/README.md"]
#[allow(clippy::print_stdout)]
fn figures() {
    print_head_to_head::<Nuts>("hands");
    for kind in [PlayerKind::Greedy, PlayerKind::Random] {
        let (mut out, mut scores) = (0, [0i64; 2]);
        each_played::<Nuts>(kind, 1000, |_, deal, g| {
            let p = after::<Nuts>(deal, &g.moves);
            out += usize::from(p.side(0).nuts.is_empty() || p.side(1).nuts.is_empty());
            for (t, s) in scores.iter_mut().enumerate() {
                *s += i64::from(p.score(t));
            }
        });
        println!(
            "nuts, {kind}, deals 1-1000: {out} hands end by a Nuts pile played out, {} blocked; \
             mean scores {:.1} and {:.1}",
            1000 - out,
            scores[0] as f64 / 1000.0,
            scores[1] as f64 / 1000.0
        );
    }
}
