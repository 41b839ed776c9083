//! What the tests of the games for two sides share (Double Solitaire, Pishe Pasha, Nuts): games
//! played by greedy and random players, their reports, and greedy against random.

use patience_games::player::PlayerKind;
use patience_games::seats::{
    play_kind, play_out, GreedySeat, RandomSeat, SeatGame, SeatResult, SeatRules, SeatSpec,
};
use patience_games::spec::DealReport;
use patience_search::Outcome;
use std::fmt::Debug;

/// A move of the game `R`.
pub(crate) type Move<R> = <<R as SeatRules>::Pos as SeatGame>::Move;

/// The players the tests play each deal with, on both sides.
pub(crate) const KINDS: [PlayerKind; 2] = [PlayerKind::Greedy, PlayerKind::Random];

/// Plays deals `1..=deals` with `kind` on both sides, calling `each(n, deal, game)` for each.
pub(crate) fn each_played<R: SeatRules>(
    kind: PlayerKind,
    deals: u64,
    mut each: impl FnMut(u64, &R::Deal, &SeatResult<Move<R>>),
) {
    for n in 1..=deals {
        let deal = R::deal(n);
        let g = play_kind(R::start(&deal).unwrap(), kind, n, R::LIMIT);
        each(n, &deal, &g);
    }
}

/// The position after `moves` from the start of `deal`.
pub(crate) fn after<R: SeatRules>(deal: &R::Deal, moves: &[Move<R>]) -> R::Pos {
    let mut pos = R::start(deal).unwrap();
    for &m in moves {
        pos.play(m);
    }
    pos
}

/// What a game's independent checker found replaying a game whose loser scores the winner.
pub(crate) struct Checked {
    /// The winning side, if any.
    pub(crate) winner: Option<usize>,
    /// The winner's points: the cards the loser has left.
    pub(crate) points: u32,
    /// The game's length.
    pub(crate) length: u32,
    /// The cards the loser does not hold: with `points`, the pack.
    pub(crate) elsewhere: usize,
}

/// Plays deals `1..=deals` with each of [`KINDS`] and replays every game on the checker
/// (`check`), asserting that it finds the winner, the length and the points (signed for the
/// first side) of the game played, that a decided game's cards add up to the pack, and that more
/// than `most` games of each kind were decided.
pub(crate) fn assert_checker_agrees<R: SeatRules>(
    deals: u64,
    most: usize,
    check: impl Fn(&R::Deal, &[Move<R>]) -> Result<Checked, String>,
) {
    for kind in KINDS {
        let mut decided = 0;
        each_played::<R>(kind, deals, |n, deal, g| {
            let r = check(deal, &g.moves).unwrap_or_else(|e| panic!("{kind} deal {n}: {e}"));
            assert_eq!(r.winner, g.winner(), "{kind} deal {n}");
            assert_eq!(r.length, g.length, "{kind} deal {n}");
            let signed = match r.winner {
                Some(0) => r.points as i32,
                Some(_) => -(r.points as i32),
                None => 0,
            };
            assert_eq!(signed, g.points, "{kind} deal {n}");
            if g.winner().is_some() {
                decided += 1;
                // The cards add up: the loser's cards left and the rest make the pack.
                assert_eq!(r.points as usize + r.elsewhere, 52, "{kind} deal {n}");
            }
        });
        assert!(
            decided > most,
            "{kind}: most games end ({decided} of {deals})"
        );
    }
}

/// Asserts that each deal of `deals` reports the same twice with each of [`KINDS`], and that
/// deals 1 and 2 differ; returns the reports, kind by kind and deal by deal.
pub(crate) fn assert_deterministic<R: SeatRules>(deals: &[u64]) -> Vec<DealReport>
where
    R::Deal: PartialEq + Debug,
{
    let mut reports = Vec::new();
    for kind in KINDS {
        for &n in deals {
            let a = SeatSpec::<R>::report(n, kind).unwrap();
            let b = SeatSpec::<R>::report(n, kind).unwrap();
            assert_eq!(a, b);
            reports.push(a);
        }
    }
    assert_ne!(R::deal(1), R::deal(2));
    reports
}

/// Asserts, for the greedy reports of deals `1..=deals`, that a won game scores points, a lost
/// one loses points, an unfinished one none, and that no game is longer than the limit;
/// returns how many games were decided.
pub(crate) fn assert_winner_scores<R: SeatRules>(deals: u64) -> usize {
    let mut decided = 0;
    for n in 1..=deals {
        let r = SeatSpec::<R>::report(n, PlayerKind::Greedy).unwrap();
        let points = r.points.unwrap();
        match r.result {
            Outcome::Won => assert!(points > 0),
            Outcome::Lost => assert!(points < 0),
            Outcome::Unknown => assert_eq!(points, 0),
        }
        decided += usize::from(r.result != Outcome::Unknown);
        assert!(r.nodes <= u64::from(R::LIMIT));
    }
    decided
}

/// Greedy against random on deals 1 to `deals`, each twice, greedy on either side: the games
/// greedy won and the games decided.
pub(crate) fn head_to_head<R: SeatRules>(deals: u64) -> (usize, usize) {
    let (mut greedy, mut decided) = (0, 0);
    for n in 1..=deals {
        for side in 0..2 {
            let mut random = RandomSeat::new(n, 1 - side);
            let pos = R::start(&R::deal(n)).unwrap();
            let g = if side == 0 {
                play_out(pos, &mut [&mut GreedySeat, &mut random], R::LIMIT)
            } else {
                play_out(pos, &mut [&mut random, &mut GreedySeat], R::LIMIT)
            };
            if let Some(w) = g.winner() {
                decided += 1;
                greedy += usize::from(w == side);
            }
        }
    }
    (greedy, decided)
}

/// Asserts that greedy wins more than `percent` in a hundred of the games it decides against
/// random on deals 1 to 300 (the texts' hints are worth something).
pub(crate) fn assert_greedy_beats_random<R: SeatRules>(percent: usize) {
    let (greedy, decided) = head_to_head::<R>(300);
    assert!(
        greedy * 100 > decided * percent,
        "greedy won {greedy} of {decided}"
    );
}

/// Prints how often greedy beats random on deals 1 to 2000 (`games`: what the game calls a
/// game, plural), for results/README.md.
#[allow(clippy::print_stdout)]
pub(crate) fn print_head_to_head<R: SeatRules>(games: &str) {
    let (greedy, decided) = head_to_head::<R>(2000);
    println!(
        "{}: greedy beats random in {greedy} of {decided} decided {games}",
        R::NAME
    );
}

/// Whether `m` is among the legal moves of `pos`.
pub(crate) fn offers<G: SeatGame>(pos: &G, m: G::Move) -> bool {
    pos.legal_moves().contains(&m)
}
