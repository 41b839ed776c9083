//! The depth-first search.

use crate::game::Game;
use crate::table::Table;
use std::collections::HashSet;

/// Settings of a [`Solver`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SolverConfig {
    /// The most nodes (positions expanded) one problem may take before it is [`Verdict::Unknown`].
    pub node_limit: u64,
    /// The most memory the transposition table may take, in bytes.
    pub table_bytes: usize,
}

impl Default for SolverConfig {
    fn default() -> SolverConfig {
        SolverConfig { node_limit: 10_000_000, table_bytes: 32 << 20 }
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict<M> {
    /// A win, with the moves from the start position.
    Won(Vec<M>),
    /// Proved lost: no won position is reachable.
    Lost,
    /// The node budget ran out first.
    Unknown,
}

impl<M> Verdict<M> {
    /// `"won"`, `"lost"` or `"unknown"`.
    pub fn name(&self) -> &'static str {
        match self {
            Verdict::Won(_) => "won",
            Verdict::Lost => "lost",
            Verdict::Unknown => "unknown",
        }
    }
}

/// A verdict and what it cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome<M> {
    /// The verdict.
    pub verdict: Verdict<M>,
    /// Positions expanded (the start position counts as one).
    pub nodes: u64,
}

/// One position on the current path: its moves are `moves[parent.end..end]`, `next` walks them.
struct Frame {
    end: usize,
    next: usize,
}

/// A reusable depth-first solver: keep one per thread and call [`Solver::solve`] for each problem.
pub struct Solver<G: Game> {
    config: SolverConfig,
    table: Table<G::Key>,
    moves: Vec<G::Move>,
    frames: Vec<Frame>,
    path: Vec<G::Move>,
    on_path: HashSet<G::Key>,
    path_keys: Vec<G::Key>,
}

impl<G: Game> Solver<G> {
    /// A solver with `config`.
    pub fn new(config: SolverConfig) -> Solver<G> {
        Solver {
            config,
            table: Table::with_max_bytes(config.table_bytes),
            moves: Vec::new(),
            frames: Vec::new(),
            path: Vec::new(),
            on_path: HashSet::new(),
            path_keys: Vec::new(),
        }
    }

    /// The settings.
    pub fn config(&self) -> SolverConfig {
        self.config
    }

    /// Searches from `game`'s current position, which is restored before returning.
    pub fn solve(&mut self, game: &mut G) -> Outcome<G::Move> {
        self.table.reset();
        self.moves.clear();
        self.frames.clear();
        self.path.clear();
        self.on_path.clear();
        self.path_keys.clear();
        let outcome = self.search(game);
        // Restore the start position.
        while let Some(m) = self.path.pop() {
            game.undo(m);
        }
        outcome
    }

    fn search(&mut self, game: &mut G) -> Outcome<G::Move> {
        if game.is_won() {
            return Outcome { verdict: Verdict::Won(Vec::new()), nodes: 0 };
        }
        let mut nodes: u64 = 1;
        if game.is_dead() {
            return Outcome { verdict: Verdict::Lost, nodes };
        }
        let root = game.key();
        self.table.insert(root);
        self.enter(game, root);
        loop {
            let Some(frame) = self.frames.last_mut() else {
                return Outcome { verdict: Verdict::Lost, nodes };
            };
            if frame.next == frame.end {
                self.frames.pop();
                self.leave();
                match self.path.pop() {
                    Some(m) => game.undo(m),
                    None => return Outcome { verdict: Verdict::Lost, nodes },
                }
                continue;
            }
            let m = self.moves[frame.next];
            frame.next += 1;
            game.apply(m);
            if game.is_won() {
                let mut line = self.path.clone();
                line.push(m);
                game.undo(m);
                return Outcome { verdict: Verdict::Won(line), nodes };
            }
            let key = game.key();
            let fresh = if G::CYCLIC {
                !self.on_path.contains(&key) && self.table.insert(key)
            } else {
                self.table.insert(key)
            };
            if !fresh || game.is_dead() {
                game.undo(m);
                continue;
            }
            nodes += 1;
            if nodes > self.config.node_limit {
                game.undo(m);
                return Outcome { verdict: Verdict::Unknown, nodes: nodes - 1 };
            }
            self.path.push(m);
            self.enter(game, key);
        }
    }

    /// Pushes the frame of the current position.
    fn enter(&mut self, game: &mut G, key: G::Key) {
        let start = self.moves.len();
        game.moves(&mut self.moves);
        self.frames.push(Frame { end: self.moves.len(), next: start });
        if G::CYCLIC {
            self.on_path.insert(key);
            self.path_keys.push(key);
        }
    }

    /// Pops the current position's moves (its frame is already popped).
    fn leave(&mut self) {
        let keep = self.frames.last().map_or(0, |f| f.end);
        self.moves.truncate(keep);
        if G::CYCLIC {
            if let Some(k) = self.path_keys.pop() {
                self.on_path.remove(&k);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A toy game: reach `target` from 0 by +1 or +2 steps below a ceiling, with cycles (-1) allowed.
    struct Walk {
        at: i64,
        target: i64,
        ceiling: i64,
        cyclic_moves: bool,
    }

    impl Game for Walk {
        type Move = i64;
        type Key = u64;
        const CYCLIC: bool = true;
        fn key(&self) -> u64 {
            self.at as u64
        }
        fn is_won(&self) -> bool {
            self.at == self.target
        }
        fn moves(&mut self, out: &mut Vec<i64>) {
            for d in [2, 1, -1] {
                if d < 0 && !self.cyclic_moves {
                    continue;
                }
                let n = self.at + d;
                if (0..=self.ceiling).contains(&n) {
                    out.push(d);
                }
            }
        }
        fn apply(&mut self, m: i64) {
            self.at += m;
        }
        fn undo(&mut self, m: i64) {
            self.at -= m;
        }
    }

    #[test]
    fn finds_wins_and_proves_losses_with_cycles() {
        let mut s: Solver<Walk> = Solver::new(SolverConfig::default());
        let mut g = Walk { at: 0, target: 7, ceiling: 10, cyclic_moves: true };
        let out = s.solve(&mut g);
        let Verdict::Won(line) = out.verdict else { panic!("{out:?}") };
        assert_eq!(line.iter().sum::<i64>(), 7);
        assert_eq!(g.at, 0, "start position restored");
        let mut g = Walk { at: 0, target: 11, ceiling: 10, cyclic_moves: true };
        assert_eq!(s.solve(&mut g).verdict, Verdict::Lost);
        let mut s: Solver<Walk> =
            Solver::new(SolverConfig { node_limit: 3, ..SolverConfig::default() });
        assert_eq!(s.solve(&mut g).verdict, Verdict::Unknown);
        assert_eq!(g.at, 0);
    }
}
