//! Nestors double dummy: the search against plain minimax on the last tricks of many deals,
//! every line the search plays replayed by the independent checker, and the points of a
//! played deal adding up to 190.

use patience_games::nestors::check::replay;
use patience_games::nestors::deal::NestorsDeal;
use patience_games::nestors::position::{NestorsPos, Play};
use patience_games::nestors::rules::{Trump, DEAL_POINTS};
use patience_games::nestors::Nestors;
use patience_search::{AlphaBeta, Side, TwoSided};

/// Plain minimax: every legal play (no equivalent cards left out), no table, no pruning.
fn minimax(pos: &mut NestorsPos) -> i32 {
    let mut moves = Vec::new();
    pos.legal(&mut moves);
    if moves.is_empty() {
        return pos.points();
    }
    let first = pos.to_move() == Side::First;
    let mut best = if first { i32::MIN } else { i32::MAX };
    for m in moves {
        let u = pos.apply(m);
        let v = minimax(pos);
        pos.undo(m, u);
        best = if first { best.max(v) } else { best.min(v) };
    }
    best
}

#[test]
fn alphabeta_equals_minimax_on_the_last_tricks() {
    let mut search = AlphaBeta::default();
    let mut checked = 0;
    for n in 0..600u64 {
        let trump = Trump::ALL[(n % 3) as usize];
        // 33 plays a deal: leave 9 to 13 of them (three to four tricks and a part).
        let skip = 20 + (n % 5) as usize;
        let (mut pos, _) = NestorsPos::along_fixed_plays(n, trump, skip);
        let want = minimax(&mut pos);
        assert_eq!(
            search.solve(&mut pos).points,
            Some(want),
            "deal {n} {trump}"
        );
        checked += 1;
    }
    assert_eq!(checked, 600);
}

/// Small deals from the very start, alpha-beta against plain minimax: the bidder holds 3 cards
/// and the others 2, with three face-up table cards (the first trick, the second, then two
/// tricks of three cards), four deals in five drawn from two suits so that the third player is
/// often bound. The test above starts in the last tricks; this one covers the first play (a
/// card and the table card kept) and the second trick, led by a table card.
#[test]
fn alphabeta_equals_minimax_from_the_start_of_small_deals() {
    use rand::seq::SliceRandom;
    use rand::SeedableRng;
    let mut rng = rand_pcg::Pcg64::seed_from_u64(20);
    let mut search = AlphaBeta::default();
    for n in 0..3000 {
        let trump = Trump::ALL[n % 3];
        // Two suits (codes are suit * 9 + rank), or the whole pack every fifth deal.
        let suits = [n % 4, (n + 1 + n / 4 % 3) % 4];
        let mut pack: Vec<u8> = (0..36u8)
            .filter(|&c| n % 5 == 4 || suits.contains(&usize::from(c / 9)))
            .collect();
        pack.shuffle(&mut rng);
        let hands = [
            pack[0..3].to_vec(),
            pack[3..5].to_vec(),
            pack[5..7].to_vec(),
            pack[7..9].to_vec(),
        ];
        let table = [pack[9], pack[10], pack[11]];
        let mut pos = NestorsPos::new(trump, &hands, table);
        let want = minimax(&mut pos);
        assert_eq!(
            search.solve(&mut pos).points,
            Some(want),
            "deal {n} {trump}: {hands:?} {table:?}"
        );
    }
}

/// A table far too small for the positions searched (1,024 entries for six tricks' worth):
/// full, it forgets positions all the time, which costs nodes but changes no value.
#[test]
fn a_table_that_forgets_gives_the_same_values() {
    let mut large = AlphaBeta::default();
    let mut small = AlphaBeta::with_table(u64::MAX, 0);
    let mut more_nodes = 0;
    for n in 0..40u64 {
        let trump = Trump::ALL[(n % 3) as usize];
        let (mut pos, _) = NestorsPos::along_fixed_plays(n, trump, 15);
        let want = large.solve(&mut pos);
        let got = small.solve(&mut pos);
        assert_eq!(got.points, want.points, "deal {n} {trump}");
        more_nodes += u32::from(got.nodes > want.nodes);
    }
    // The small table did forget (else the test shows nothing).
    assert!(more_nodes > 20, "{more_nodes}");
}

/// Deal `n` played along the legal plays `skip` times, then solved: the whole line.
fn solve(n: u64, trump: Trump, skip: usize) -> (NestorsDeal, Vec<Play>, i32) {
    let deal = NestorsDeal::number(n);
    let (mut pos, mut line) = NestorsPos::along_fixed_plays(n, trump, skip);
    let solved = AlphaBeta::default().solve(&mut pos);
    line.extend(solved.line);
    (deal, line, solved.points.unwrap())
}

#[test]
fn solved_lines_replay_and_add_up_to_190() {
    for n in 0..60u64 {
        let trump = Trump::ALL[(n % 3) as usize];
        let (deal, line, points) = solve(n, trump, 15);
        assert_eq!(line.len(), 33);
        let played = replay(&deal, trump, &Nestors::line_cards(&line)).unwrap();
        assert_eq!(played.points[0], points, "deal {n} {trump}");
        assert_eq!(played.points[0] + played.points[1], DEAL_POINTS);
        assert_eq!(played.tricks.len(), 12);
        assert_eq!(played.tricks[0].side, 0, "the bidder takes the first trick");
    }
}

/// Deals played to the end along every legal choice in turn: the position and the checker
/// agree on every point, and the sides' points add up to 190.
#[test]
fn played_deals_add_up_to_190() {
    for n in 0..300u64 {
        let trump = Trump::ALL[(n % 3) as usize];
        let (pos, line) = NestorsPos::along_fixed_plays(n, trump, 33);
        let played = replay(&NestorsDeal::number(n), trump, &Nestors::line_cards(&line)).unwrap();
        assert_eq!(played.points, pos.taken(), "deal {n} {trump}");
        assert_eq!(played.points[0] + played.points[1], DEAL_POINTS);
    }
}

#[test]
fn the_checker_refuses_illegal_play() {
    let (deal, line, _) = solve(1, Trump::Jacks, 15);
    let mut plays = Nestors::line_cards(&line);
    assert!(replay(&deal, Trump::Jacks, &plays).is_ok());
    plays.swap(1, 2);
    assert!(replay(&deal, Trump::Jacks, &plays).is_err());
    assert!(replay(&deal, Trump::Jacks, &Nestors::line_cards(&line)[..32]).is_err());
}
