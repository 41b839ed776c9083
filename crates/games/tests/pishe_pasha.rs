//! Pishe Pasha: every played game replays on the independent checker, results are
//! deterministic and add up, and each rule of the text behaves as `docs/rules.md` reads it.

mod common;

use common::seats::{
    assert_checker_agrees, assert_deterministic, assert_greedy_beats_random, assert_winner_scores,
    print_head_to_head, Checked,
};
use patience_cards::Card;
use patience_games::pishe_pasha::check::replay;
use patience_games::pishe_pasha::{PisheDeal, PisheMove, PishePasha, PishePos, Source};
use patience_games::player::PlayerKind;
use patience_games::seats::{play_kind, standard_pack, SeatGame, SeatRules, SeatSpec};

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

/// A deal whose stacks start (top first) with `first` and `dealer`, the rest of the pack
/// shared out after them in pack order.
fn deal_with(first: &[&str], dealer: &[&str]) -> PisheDeal {
    let mut a: Vec<Card> = first.iter().map(|s| c(s)).collect();
    let mut b: Vec<Card> = dealer.iter().map(|s| c(s)).collect();
    let rest: Vec<Card> = standard_pack()
        .into_iter()
        .filter(|x| !a.contains(x) && !b.contains(x))
        .collect();
    for x in rest {
        if a.len() < 26 {
            a.push(x);
        } else {
            b.push(x);
        }
    }
    PisheDeal {
        game: "pishe-pasha".into(),
        deal: None,
        stocks: [a, b],
    }
}

fn start(first: &[&str], dealer: &[&str]) -> PishePos {
    PishePos::new(&deal_with(first, dealer)).unwrap()
}

#[test]
fn every_played_game_replays_on_the_checker() {
    assert_checker_agrees::<PishePasha>(1500, 1000, |deal, moves| {
        let r = replay(deal, moves)?;
        if r.winner.is_some() {
            assert!(r.points > 0, "the loser has cards left");
        }
        Ok(Checked {
            winner: r.winner,
            points: r.points,
            length: r.turns,
            elsewhere: r.on_foundations,
        })
    });
}

#[test]
fn results_are_deterministic() {
    assert_deterministic::<PishePasha>(&[1, 7, 99]);
    for n in [1, 7, 99] {
        assert_eq!(PishePasha::deal(n), PishePasha::deal(n));
    }
}

#[test]
fn the_checker_refuses_illegal_moves() {
    // The first player's first card is an ace: it must go up before anything else.
    let deal = deal_with(&["AH", "9C"], &["5D"]);
    assert!(replay(&deal, &[PisheMove::Next, PisheMove::Next]).is_err());
    assert!(replay(
        &deal,
        &[PisheMove::Next, PisheMove::Foundation(Source::Drawn)]
    )
    .is_ok());
    assert!(replay(&deal, &[PisheMove::Opponent(Source::Drawn)]).is_err());
}

#[test]
fn an_ace_starts_a_foundation_and_the_play_goes_on() {
    // The text's first turn: an ace goes to the centre, the next card is turned, and a card
    // that fits must be played.
    let mut p = start(&["AH", "2H", "9C"], &["5D"]);
    p.play(PisheMove::Next);
    assert_eq!(p.legal_moves(), vec![PisheMove::Foundation(Source::Drawn)]);
    p.play(PisheMove::Foundation(Source::Drawn));
    p.play(PisheMove::Next);
    assert_eq!(p.legal_moves(), vec![PisheMove::Foundation(Source::Drawn)]);
    p.play(PisheMove::Foundation(Source::Drawn));
    assert_eq!(p.foundations()[2], 2);
    p.play(PisheMove::Next);
    // 9C fits nowhere (no discard pile across yet): it is discarded, ending the turn.
    assert_eq!(p.legal_moves(), vec![PisheMove::Next]);
    p.play(PisheMove::Next);
    assert_eq!(p.to_move(), 1);
    assert_eq!(p.discard_top(0), Some(c("9C")));
    assert_eq!(p.length(), 1);
}

#[test]
fn a_card_goes_on_the_opponents_discard_one_rank_up_or_down_any_suit() {
    let mut p = start(&["9C"], &["10H", "8S", "JD", "2S"]);
    p.play(PisheMove::Next);
    p.play(PisheMove::Next); // 9C discarded; the dealer's turn
    p.play(PisheMove::Next); // turns 10H: one above 9C, another suit
    assert_eq!(
        p.legal_moves(),
        vec![PisheMove::Opponent(Source::Drawn), PisheMove::Next]
    );
    p.play(PisheMove::Opponent(Source::Drawn));
    assert_eq!(p.discard_top(0), Some(c("10H")));
    p.play(PisheMove::Next); // 8S: not one from 10H
    assert_eq!(p.legal_moves(), vec![PisheMove::Next]);
    p.play(PisheMove::Next); // discarded: the first player's turn
    assert_eq!(p.cards_left(), [27, 25], "the 10H changed hands");
}

#[test]
fn king_and_ace_are_not_adjacent() {
    let mut p = start(&["KC"], &["AS", "QD"]);
    p.play(PisheMove::Next);
    p.play(PisheMove::Next);
    p.play(PisheMove::Next); // the dealer turns AS: it must go up, not across
    assert_eq!(p.legal_moves(), vec![PisheMove::Foundation(Source::Drawn)]);
    p.play(PisheMove::Foundation(Source::Drawn));
    p.play(PisheMove::Next); // QD: one below KC
    assert!(p
        .legal_moves()
        .contains(&PisheMove::Opponent(Source::Drawn)));
    // An ace on a king's pile would be a wrap: nothing offers it.
    let mut q = start(&["KC"], &["2S"]);
    q.play(PisheMove::Next);
    q.play(PisheMove::Next);
    q.play(PisheMove::Next);
    assert_eq!(q.legal_moves(), vec![PisheMove::Next]);
}

#[test]
fn the_discard_pile_plays_first_and_foundation_plays_from_it_are_compulsory() {
    // The first player discards 2H; once the dealer has put AH up, 2H must go up at the start
    // of the first player's next turn, before he turns a card.
    let mut p = start(&["2H", "7C"], &["AH", "9S"]);
    p.play(PisheMove::Next);
    p.play(PisheMove::Next); // 2H discarded
    p.play(PisheMove::Next);
    p.play(PisheMove::Foundation(Source::Drawn)); // AH up
    p.play(PisheMove::Next);
    p.play(PisheMove::Next); // 9S discarded; the first player's turn
    assert_eq!(
        p.legal_moves(),
        vec![PisheMove::Foundation(Source::Discard)]
    );
}

#[test]
fn the_discard_pile_is_turned_over_into_a_new_stock() {
    // Play a greedy game and watch a stock run out and come back in discarding order.
    let deal = PishePasha::deal(3);
    let mut p = PishePos::new(&deal).unwrap();
    let g = play_kind(p.clone(), PlayerKind::Greedy, 3, PishePasha::LIMIT);
    let mut turned_over = false;
    for &m in &g.moves {
        let before = p.cards_left();
        let side = p.to_move();
        p.play(m);
        assert!(
            p.cards_left()[side] <= before[side],
            "a player never gains on his own turn"
        );
        turned_over |= m == PisheMove::Next && p.drawn().is_some() && p.length() > 26;
    }
    assert!(turned_over);
}

#[test]
fn the_winner_scores_the_cards_the_loser_has_left() {
    assert!(assert_winner_scores::<PishePasha>(200) > 150);
}

#[test]
fn players_are_chosen_through_the_seam() {
    use patience_games::player::{with_player, PlayerSpec};
    use patience_games::{registry, GameOptions};
    use patience_search::SolverConfig;
    let game = || registry::game("pishe-pasha", &GameOptions::default()).unwrap();
    assert_eq!(game().params()["player"], "greedy");
    let random = with_player(game(), PlayerSpec::new(PlayerKind::Random)).unwrap();
    assert_eq!(random.params()["player"], "random");
    assert_ne!(
        random.params(),
        game().params(),
        "a per-deal file names its player"
    );
    let mut worker = random.worker(SolverConfig::default()).unwrap();
    assert_eq!(
        worker.solve_deal(5).unwrap(),
        SeatSpec::<PishePasha>::report(5, PlayerKind::Random).unwrap()
    );
    let mut greedy = game().worker(SolverConfig::default()).unwrap();
    assert_eq!(
        greedy.solve_deal(5).unwrap(),
        SeatSpec::<PishePasha>::report(5, PlayerKind::Greedy).unwrap()
    );
    assert!(with_player(game(), PlayerSpec::new(PlayerKind::Sampling)).is_err());
}

#[test]
fn greedy_beats_random_head_to_head() {
    assert_greedy_beats_random::<PishePasha>(90);
}

/// The figures results/README.md quotes: `cargo test -p patience-games --test pishe_pasha --
/// --ignored --nocapture figures`.
#[test]
#[ignore = "prints the figures of results/README.md"]
#[allow(clippy::print_stdout)]
fn figures() {
    print_head_to_head::<PishePasha>("games");
    let (mut decisions, mut most) = (0usize, 0usize);
    for n in 1..=2000 {
        let deal = PishePasha::deal(n);
        let g = play_kind(
            PishePos::new(&deal).unwrap(),
            PlayerKind::Greedy,
            n,
            PishePasha::LIMIT,
        );
        let mut p = PishePos::new(&deal).unwrap();
        let mut d = 0;
        for &m in &g.moves {
            d += usize::from(p.legal_moves().len() > 1);
            p.play(m);
        }
        decisions += d;
        most = most.max(d);
    }
    println!(
        "pishe-pasha: positions with a choice in a greedy game, deals 1-2000: mean {:.1}, max {most}",
        decisions as f64 / 2000.0
    );
}
