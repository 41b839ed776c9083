//! Double Solitaire: every played game replays on the independent checker, results are
//! deterministic and add up, and each rule of the text behaves as `docs/rules.md` reads it.

mod common;

use common::seats::{
    assert_checker_agrees, assert_deterministic, assert_greedy_beats_random, assert_winner_scores,
    offers, print_head_to_head, Checked,
};
use patience_cards::Card;
use patience_games::double_solitaire::check::replay;
use patience_games::double_solitaire::{DoubleSolitaire, DsDeal, DsMove, DsPos, From, To};
use patience_games::seats::{standard_pack, SeatGame};

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

/// A deal with centre `centre` whose stocks start (top first) with `first` and `dealer`, the
/// rest of the pack shared out after them in pack order.
fn deal_with(centre: [&str; 4], first: &[&str], dealer: &[&str]) -> DsDeal {
    let centre = centre.map(c);
    let mut a: Vec<Card> = first.iter().map(|s| c(s)).collect();
    let mut b: Vec<Card> = dealer.iter().map(|s| c(s)).collect();
    let rest: Vec<Card> = standard_pack()
        .into_iter()
        .filter(|x| !a.contains(x) && !b.contains(x) && !centre.contains(x))
        .collect();
    for x in rest {
        if a.len() < 24 {
            a.push(x);
        } else {
            b.push(x);
        }
    }
    DsDeal {
        game: "double-solitaire".into(),
        deal: None,
        centre,
        stocks: [a, b],
    }
}

fn start(centre: [&str; 4], first: &[&str], dealer: &[&str]) -> DsPos {
    DsPos::new(&deal_with(centre, first, dealer)).unwrap()
}

#[test]
fn every_played_game_replays_on_the_checker() {
    assert_checker_agrees::<DoubleSolitaire>(1000, 500, |deal, moves| {
        let r = replay(deal, moves)?;
        Ok(Checked {
            winner: r.winner,
            points: r.points,
            length: r.turns,
            elsewhere: r.on_table,
        })
    });
}

#[test]
fn results_are_deterministic() {
    assert_deterministic::<DoubleSolitaire>(&[1, 7, 99]);
}

#[test]
fn the_checker_refuses_illegal_moves() {
    // The first hand card is an ace: it must go to a side stack before anything else.
    let deal = deal_with(["9C", "5D", "KS", "2H"], &["AS", "8D"], &["3C"]);
    assert!(replay(&deal, &[DsMove::End]).is_err());
    assert!(replay(&deal, &[DsMove::Play(From::Hand, To::Side), DsMove::End]).is_ok());
    // 10H cannot go on 9C (it is higher, not lower).
    let deal = deal_with(["9C", "5D", "KS", "2H"], &["10H"], &["3C"]);
    assert!(replay(&deal, &[DsMove::Play(From::Hand, To::Centre(0))]).is_err());
}

#[test]
fn centre_piles_go_down_in_alternate_colours() {
    let p = start(["9C", "9D", "KS", "2H"], &["8H"], &["3C"]);
    let legal = p.legal_moves();
    assert!(
        legal.contains(&DsMove::Play(From::Hand, To::Centre(0))),
        "8H on 9C"
    );
    assert!(
        !legal.contains(&DsMove::Play(From::Hand, To::Centre(1))),
        "not 8H on 9D"
    );
    assert!(
        !legal.contains(&DsMove::Play(From::Hand, To::Centre(2))),
        "not 8H on KS"
    );
    let mut p = p;
    p.play(DsMove::Play(From::Hand, To::Centre(0)));
    // Played: the next card is taken into the hand.
    assert_eq!(p.centre()[0], vec![c("9C"), c("8H")]);
    assert_eq!(p.cards_left(), [23, 24]);
}

#[test]
fn side_stacks_are_compulsory_for_the_hand_and_centre_tops() {
    // The ace in the centre must go up at once, and the hand's 2 of its suit after it.
    let mut p = start(["AH", "9D", "KS", "5C"], &["2H", "7S"], &["3C"]);
    assert_eq!(
        p.legal_moves(),
        vec![DsMove::Play(From::Centre(0), To::Side)]
    );
    p.play(DsMove::Play(From::Centre(0), To::Side));
    assert_eq!(p.legal_moves(), vec![DsMove::Play(From::Hand, To::Side)]);
    p.play(DsMove::Play(From::Hand, To::Side));
    assert_eq!(p.side_stacks()[2], 2);
    // The emptied centre place takes any card: 7S from the hand.
    assert!(offers(&p, DsMove::Play(From::Hand, To::Centre(0))));
}

#[test]
fn merging_moves_a_whole_pile_and_leaves_a_place() {
    let mut p = start(["8H", "9C", "KS", "5C"], &["2D"], &["3C"]);
    assert!(p.legal_moves().contains(&DsMove::Merge { from: 0, to: 1 }));
    p.play(DsMove::Merge { from: 0, to: 1 });
    assert_eq!(p.centre()[1], vec![c("9C"), c("8H")]);
    assert!(p.centre()[0].is_empty());
    assert!(offers(&p, DsMove::Play(From::Hand, To::Centre(0))));
}

#[test]
fn cards_go_onto_the_opponents_discard_pile_up_or_down_in_the_other_colour() {
    // The first player discards 9C; the dealer's centre top 10H and 8D fit on it, KS does not.
    let mut p = start(["10H", "8D", "KS", "4C"], &["9C"], &["2S"]);
    p.play(DsMove::End);
    assert_eq!(p.to_move(), 1);
    let legal = p.legal_moves();
    assert!(legal.contains(&DsMove::Play(From::Centre(0), To::Opponent)));
    assert!(legal.contains(&DsMove::Play(From::Centre(1), To::Opponent)));
    assert!(!legal.contains(&DsMove::Play(From::Centre(2), To::Opponent)));
    // The hand card may not go there (the text names centre piles, side stacks and the own
    // discard pile only).
    assert!(!legal
        .iter()
        .any(|m| matches!(m, DsMove::Play(From::Hand, To::Opponent))));
    p.play(DsMove::Play(From::Centre(0), To::Opponent));
    assert_eq!(p.discard_top(0), Some(c("10H")));
    assert_eq!(p.cards_left()[0], 25);
}

#[test]
fn the_winner_scores_the_cards_the_loser_has_left() {
    assert_winner_scores::<DoubleSolitaire>(200);
}

#[test]
fn greedy_beats_random_head_to_head() {
    assert_greedy_beats_random::<DoubleSolitaire>(90);
}

/// The figures results/README.md quotes: `cargo test -p patience-games --test
/// double_solitaire -- --ignored --nocapture figures`.
#[test]
#[ignore = "prints the figures of results/README.md"]
fn figures() {
    print_head_to_head::<DoubleSolitaire>("games");
}
