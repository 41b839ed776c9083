//! A won line with its detours cut out, for people to read.
//!
//! A depth-first search reports the first win it reaches, and in a game with cycles that line
//! often wanders: a card packed here and back, a lone card walked round the empty piles. The
//! solver's own line is kept for what relies on it (players, node counts); this gives the line a
//! person is shown.

use crate::game::Game;
use crate::solver::{play_safe_run, undo_moves};
use ahash::AHashMap;

/// `line`, a win from `game`'s current position as [`crate::Solver`] reports it (each chosen
/// move followed by the run of safe moves it leads to, after the root's own run), with detours
/// cut out: from each position of the line, the search's move that leads furthest along the
/// line (to a later position of the same key, from which the rest of the line is checked to
/// play on, move by move, through the same keys) or straight to a win. The result is a line of
/// the same form, each move legal where it is played and ending won, never longer than `line`;
/// `line` itself when it does not replay as such. The position is restored before returning.
///
/// Costs a listing of the moves at each position of the line and one play of each move, plus a
/// replay of the rest of the line for each candidate shortcut (rare): nothing beside a search.
pub fn shorten<G: Game>(game: &mut G, line: &[G::Move]) -> Vec<G::Move> {
    let Some(steps) = split(game, line) else {
        return line.to_vec();
    };
    let mut played: Vec<(G::Move, G::Undo)> = Vec::with_capacity(line.len());
    let out = walk(game, &steps, &mut played);
    for &(m, u) in played.iter().rev() {
        game.undo(m, u);
    }
    match out {
        Some(out) if out.len() <= line.len() => out,
        _ => line.to_vec(),
    }
}

/// A won line cut into steps.
struct Steps<G: Game> {
    /// The safe moves the root's run plays first.
    root_run: usize,
    /// The moves chosen after it, each followed by its run of safe moves.
    chosen: Vec<G::Move>,
    /// The keys of the positions after the root's run and after each step.
    keys: Vec<G::Key>,
}

/// `line` cut into steps, if it replays as the solver's lines do (each chosen move followed by
/// the run of safe moves it leads to) and ends won. Restores the position.
fn split<G: Game>(game: &mut G, line: &[G::Move]) -> Option<Steps<G>> {
    let mut played: Vec<(G::Move, G::Undo)> = Vec::with_capacity(line.len());
    let mut at = 0;
    let mut ok = true;
    let mut chosen = Vec::new();
    let mut keys = Vec::new();
    let root_run = follow_safe_run(game, line, &mut at, &mut played, &mut ok);
    keys.push(game.key());
    while ok && at < line.len() {
        let m = line[at];
        let u = game.apply(m);
        played.push((m, u));
        at += 1;
        chosen.push(m);
        follow_safe_run(game, line, &mut at, &mut played, &mut ok);
        keys.push(game.key());
    }
    let won = ok && game.is_won();
    for &(m, u) in played.iter().rev() {
        game.undo(m, u);
    }
    won.then_some(Steps {
        root_run,
        chosen,
        keys,
    })
}

/// Plays the position's run of safe moves, which must be the line's next moves (else `ok`
/// turns false); returns how many.
fn follow_safe_run<G: Game>(
    game: &mut G,
    line: &[G::Move],
    at: &mut usize,
    played: &mut Vec<(G::Move, G::Undo)>,
    ok: &mut bool,
) -> usize {
    let mut n = 0;
    if !G::SAFE_MOVES {
        return 0;
    }
    while let Some(s) = game.safe_move() {
        if line.get(*at) != Some(&s) {
            *ok = false;
            return n;
        }
        let u = game.apply(s);
        played.push((s, u));
        *at += 1;
        n += 1;
    }
    n
}

/// Plays the shortened line onto `played` (the caller takes it back) and returns it, or `None`
/// if it does not end won.
fn walk<G: Game>(
    game: &mut G,
    steps: &Steps<G>,
    played: &mut Vec<(G::Move, G::Undo)>,
) -> Option<Vec<G::Move>> {
    let n = steps.chosen.len();
    // The last place of each key on the line.
    let place: AHashMap<G::Key, usize> = steps
        .keys
        .iter()
        .enumerate()
        .map(|(i, &k)| (k, i))
        .collect();
    play_safe_run(game, played);
    debug_assert_eq!(played.len(), steps.root_run);
    let mut s = 0;
    let mut moves = Vec::new();
    while s < n {
        // The line's own next move, unless a move of the position leads further.
        let (mut best, mut best_move) = (s + 1, steps.chosen[s]);
        moves.clear();
        game.moves(&mut moves);
        for &m in &moves {
            if best == n {
                break;
            }
            let u = game.apply(m);
            played.push((m, u));
            let run = 1 + play_safe_run(game, played);
            let to = if game.is_won() {
                Some(n)
            } else {
                place
                    .get(&game.key())
                    .copied()
                    .filter(|&j| j > best && plays_on(game, steps, j))
            };
            undo_moves(game, played, run);
            if let Some(j) = to {
                (best, best_move) = (j, m);
            }
        }
        let u = game.apply(best_move);
        played.push((best_move, u));
        play_safe_run(game, played);
        s = best;
    }
    game.is_won()
        .then(|| played.iter().map(|&(m, _)| m).collect())
}

/// Whether the line's moves after its `j`-th position play on from the current position, each
/// listed by [`Game::moves`] there, through the line's keys, to a win. Restores the position.
fn plays_on<G: Game>(game: &mut G, steps: &Steps<G>, j: usize) -> bool {
    let mut played = Vec::new();
    let mut moves = Vec::new();
    let mut ok = true;
    for (i, &m) in steps.chosen.iter().enumerate().skip(j) {
        moves.clear();
        game.moves(&mut moves);
        if !moves.contains(&m) {
            ok = false;
            break;
        }
        let u = game.apply(m);
        played.push((m, u));
        play_safe_run(game, &mut played);
        if game.key() != steps.keys[i + 1] {
            ok = false;
            break;
        }
    }
    ok = ok && game.is_won();
    let all = played.len() as u32;
    undo_moves(game, &mut played, all);
    ok
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Solver, SolverConfig, Verdict};

    /// Reach `target` on a ring of `size` places by steps of -1, +1 or +2.
    struct Ring {
        at: u64,
        size: u64,
        target: u64,
    }

    impl Game for Ring {
        type Move = i64;
        type Undo = ();
        type Key = u64;
        const CYCLIC: bool = true;
        fn key(&self) -> u64 {
            self.at
        }
        fn is_won(&self) -> bool {
            self.at == self.target
        }
        fn moves(&mut self, out: &mut Vec<i64>) {
            out.extend([-1, 1, 2]);
        }
        fn apply(&mut self, m: i64) {
            self.at = (self.at as i64 + m).rem_euclid(self.size as i64) as u64;
        }
        fn undo(&mut self, m: i64, (): ()) {
            self.at = (self.at as i64 - m).rem_euclid(self.size as i64) as u64;
        }
    }

    /// Replays `line` on a fresh ring: whether it ends won.
    fn wins(size: u64, target: u64, line: &[i64]) -> bool {
        let mut h = Ring {
            at: 0,
            size,
            target,
        };
        for &m in line {
            h.apply(m);
        }
        h.is_won()
    }

    #[test]
    fn cuts_a_detour_back_to_the_line() {
        let mut g = Ring {
            at: 0,
            size: 31,
            target: 5,
        };
        // 1, 2, back to 1, then on by ones: each position of the line is reached sooner by a
        // step of two.
        let line = [1, 1, -1, 1, 1, 1, 1];
        assert!(wins(31, 5, &line));
        assert_eq!(shorten(&mut g, &line), vec![2, 2, 1]);
        assert_eq!(g.at, 0, "position restored");
    }

    #[test]
    fn the_solvers_lines_stay_wins_and_get_no_longer() {
        let mut cut = 0;
        for size in [7, 19, 31] {
            for target in 1..size {
                let mut g = Ring {
                    at: 0,
                    size,
                    target,
                };
                // Restarts shuffle the moves, so that the lines wander.
                let mut s: Solver<Ring> = Solver::new(SolverConfig {
                    restart_nodes: 1,
                    ..SolverConfig::default()
                });
                let Verdict::Won(line) = s.solve(&mut g).verdict else {
                    panic!("{target} on a ring of {size} is reachable");
                };
                let short = shorten(&mut g, &line);
                assert_eq!(g.at, 0, "position restored");
                assert!(short.len() <= line.len());
                assert!(wins(size, target, &short), "{short:?}");
                cut += line.len() - short.len();
            }
        }
        assert!(cut > 0, "some line had a detour to cut");
    }

    #[test]
    fn a_line_that_does_not_win_comes_back_as_it_was() {
        let mut g = Ring {
            at: 0,
            size: 7,
            target: 3,
        };
        assert_eq!(shorten(&mut g, &[1, 1]), vec![1, 1]);
        assert_eq!(g.at, 0);
    }
}
