//! The depth-first search.

use crate::game::{Game, StateKey};
use crate::moveset::MoveSet;
use crate::table::Table;
use ahash::AHashSet;

/// Settings of a [`Solver`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SolverConfig {
    /// The most nodes (positions expanded) one problem may take before it is [`Verdict::Unknown`].
    pub node_limit: u64,
    /// The most memory the transposition table may take, in bytes.
    pub table_bytes: usize,
    /// In games that restart ([`Game::restarts`]: those with cycles, and Accordion with every
    /// card laid out), nodes of the first run before the search restarts with the moves in a new
    /// random order (each later run may take twice as many); 0 never restarts. See [`Solver`].
    pub restart_nodes: u64,
}

impl Default for SolverConfig {
    fn default() -> SolverConfig {
        SolverConfig {
            node_limit: 10_000_000,
            table_bytes: 32 << 20,
            restart_nodes: 10_000,
        }
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
    /// The verdict without its moves.
    pub fn outcome(&self) -> Outcome {
        match self {
            Verdict::Won(_) => Outcome::Won,
            Verdict::Lost => Outcome::Lost,
            Verdict::Unknown => Outcome::Unknown,
        }
    }
}

/// What a search answered about one problem, without the moves: the one word every report uses.
#[derive(
    Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// A won position is reachable.
    Won,
    /// Proved lost: no won position is reachable.
    Lost,
    /// The node budget ran out first.
    Unknown,
}

impl Outcome {
    /// `"won"`, `"lost"` or `"unknown"`, as in JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Won => "won",
            Outcome::Lost => "lost",
            Outcome::Unknown => "unknown",
        }
    }
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A verdict and what it cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved<M> {
    /// The verdict.
    pub verdict: Verdict<M>,
    /// Positions expanded (the start position counts as one).
    pub nodes: u64,
}

/// One position on the current path: its moves are `moves[parent.end..end]`, `next` walks them.
struct Frame {
    end: usize,
    next: usize,
    /// Its sleep set.
    asleep: MoveSet,
    /// Its moves tried so far (their positions are lost), as numbers.
    tried: MoveSet,
    /// Whether its children are in the table already (see [`Solver::drop_known_children`]).
    marked: bool,
}

/// How one run of the search ended.
enum Run<M> {
    Won(Vec<M>),
    Lost,
    /// The run's budget ran out.
    Stopped,
}

/// A reusable depth-first solver: keep one per thread and call [`Solver::solve`] for each problem.
///
/// **Sleep sets** (for games without cycles that number their moves, [`Game::move_number`], and say
/// which moves commute, [`Game::dependents`]). When a move `z` of a position `P` has been tried and
/// its position found lost, no win from `P` plays `z` at any point: the moves before it in such a
/// win would all be independent of it (they leave its cards alone), so it could be played first,
/// and its position would not be lost. The same holds below `P` for as long as only moves
/// independent of `z` are played, since `z` stays legal and means the same there. So each position
/// carries a sleep set: the moves of its parent's sleep set and the parent's moves tried before it
/// (searched, found in the table or proved dead: all lost) that are independent of the move that
/// led to it; its own moves that are in the set are never tried. A game's dominances keep the
/// guarantee "if a win exists, one starts with a listed move", and a sleeping move starts none, so
/// a win is never lost. Positions the sleep sets cut short are still lost, so the table stays
/// sound. On Double Nestor 10x10 this searches about a fifth fewer nodes. A sleep set is a
/// [`MoveSet`] of move numbers, so a child's is the parent's and its tried moves less the
/// dependents of the move, in a few word operations, and the game leaves the sleeping moves out as
/// it lists its moves ([`Game::awake_moves`]): about half the moves Double Nestor lists sleep, and
/// they cost no scoring, sorting, key or table look-up.
///
/// **Restarts** (games that ask, [`Game::restarts`]: by default those with cycles). The search
/// runs with node budgets that grow from [`SolverConfig::restart_nodes`] as the game's
/// [`Game::SCHEDULE`] says, and each run after the first tries the moves of every
/// position in a new pseudo-random order (seeded by the run number, so results never vary), each
/// run with an empty table. The node limit counts the nodes of all runs. Games without cycles
/// mostly do not restart: there a position searched through is lost for good, and restarts only
/// lose the table and the sleep sets of the stopped run; but where nearly every problem is won
/// and one early wrong turn can cost millions of nodes (Accordion with every card laid out),
/// restarts cut that tail. With restarts, Double Nestor 10x10 searched more nodes (20,000
/// deals: 8,220 a deal with a first budget of 10,000, 6,878 without).
///
/// **Covering** ([`Game::COVERS`], games with cycles). With cycles the table is the set of
/// positions entered (lost, or on the path, or searched in a run that found a win), and the
/// search answers whether a won position is reachable: it tries every move of every position it
/// enters. A child covered by an entered position ([`Game::covers`]) reaches nothing the entered
/// one does not, so it is skipped like a known one.
///
/// **Graded games** ([`Game::GRADED`]). With a large table, a position's children go into the
/// table when it is entered, in one pass over their slots, and the walk never probes the table
/// again for them: one probe a child instead of two. A child already there is lost (see
/// `Solver::drop_known_children`) and joins the sleep set. (A small table stays in cache, where
/// the second probe costs little; probing children the walk never reaches would cost more.)
pub struct Solver<G: Game> {
    config: SolverConfig,
    table: Table<G::Key>,
    moves: Vec<G::Move>,
    frames: Vec<Frame>,
    /// The moves played from the root, each with what its undo needs: the moves that entered
    /// the frames, and the safe moves of their runs (see [`Game::safe_move`]).
    path: Vec<(G::Move, G::Undo)>,
    /// How many moves of `path` each frame after the root's entered with: 1 and its run.
    entered: Vec<u32>,
    on_path: AHashSet<G::Key>,
    /// The keys of the positions on the path (games with cycles only: for `on_path`).
    path_keys: Vec<G::Key>,
    /// Beside `moves`, the key of each move's child and its hash, computed once when the move is
    /// listed.
    move_keys: Vec<(G::Key, u64)>,
    /// The shuffle stream of the current run (0 in the first run: the game's own order).
    shuffle: u64,
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
            entered: Vec::new(),
            on_path: AHashSet::with_hasher(ahash::RandomState::with_seeds(
                0x243f_6a88_85a3_08d3,
                0x1319_8a2e_0370_7344,
                0xa409_3822_299f_31d0,
                0x082e_fa98_ec4e_6c89,
            )),
            path_keys: Vec::new(),
            move_keys: Vec::new(),
            shuffle: 0,
        }
    }

    /// The settings.
    pub fn config(&self) -> SolverConfig {
        self.config
    }

    /// Searches from `game`'s current position, which is restored before returning.
    pub fn solve(&mut self, game: &mut G) -> Solved<G::Move> {
        let out = self.search(game);
        self.table.end_problem();
        out
    }

    fn search(&mut self, game: &mut G) -> Solved<G::Move> {
        self.table.reset();
        if game.is_won() {
            return Solved {
                verdict: Verdict::Won(Vec::new()),
                nodes: 0,
            };
        }
        if game.is_dead() {
            return Solved {
                verdict: Verdict::Lost,
                nodes: 1,
            };
        }
        let limit = self.config.node_limit;
        let mut nodes: u64 = 0;
        // Only games that ask restart (see [`Solver`]).
        let first = self.config.restart_nodes;
        let restarts = first != 0 && game.restarts();
        let budget = |run: u64| {
            if restarts {
                first.saturating_mul(G::SCHEDULE.units(run))
            } else {
                limit
            }
        };
        let mut run_no: u64 = 0;
        loop {
            self.shuffle = if run_no == 0 { 0 } else { splitmix(run_no) | 1 };
            let allowed = budget(run_no).min(limit - nodes);
            let (run, used) = self.run(game, allowed);
            nodes += used;
            match run {
                Run::Won(line) => {
                    return Solved {
                        verdict: Verdict::Won(line),
                        nodes,
                    }
                }
                Run::Lost => {
                    return Solved {
                        verdict: Verdict::Lost,
                        nodes,
                    }
                }
                Run::Stopped if nodes >= limit => {
                    return Solved {
                        verdict: Verdict::Unknown,
                        nodes,
                    };
                }
                Run::Stopped => {
                    // The stopped run's table holds the positions on its path, not searched
                    // through: the next run starts afresh.
                    self.table.reset();
                    run_no += 1;
                }
            }
        }
    }

    /// One run from the root with at most `budget` nodes; restores the position before returning.
    fn run(&mut self, game: &mut G, budget: u64) -> (Run<G::Move>, u64) {
        self.moves.clear();
        self.move_keys.clear();
        self.frames.clear();
        self.path.clear();
        self.entered.clear();
        self.on_path.clear();
        self.path_keys.clear();
        let result = self.walk(game, budget);
        while let Some((m, u)) = self.path.pop() {
            game.undo(m, u);
        }
        result
    }

    fn walk(&mut self, game: &mut G, budget: u64) -> (Run<G::Move>, u64) {
        let mut nodes: u64 = 1;
        let root = game.key();
        self.table.insert(root);
        // The root's own run of safe moves (its key stands for the position after it).
        let run = self.play_safe_run(game);
        if game.is_won() {
            return (Run::Won(self.line()), nodes);
        }
        if run > 0 && game.is_dead() {
            return (Run::Lost, nodes);
        }
        self.enter(game, root, MoveSet::EMPTY);
        loop {
            let Some(frame) = self.frames.last_mut() else {
                return (Run::Lost, nodes);
            };
            if frame.next == frame.end {
                self.frames.pop();
                self.leave();
                if G::SAFE_MOVES {
                    match self.entered.pop() {
                        Some(n) => self.undo_moves(game, n),
                        None => return (Run::Lost, nodes),
                    }
                } else {
                    match self.path.pop() {
                        Some((m, u)) => game.undo(m, u),
                        None => return (Run::Lost, nodes),
                    }
                }
                continue;
            }
            let m = self.moves[frame.next];
            let (key, hash) = self.move_keys[frame.next];
            let marked = frame.marked;
            frame.next += 1;
            if let Some(n) = game.move_number(m) {
                frame.tried.insert(n);
            }
            // Look the child up before playing the move: most children are transpositions.
            let fresh = if G::CYCLIC && G::COVERS {
                !self.on_path.contains(&key)
                    && self
                        .table
                        .insert_covering(key, hash, |e| game.covers(e, &key))
            } else if G::CYCLIC {
                !self.on_path.contains(&key) && self.table.insert_hashed(key, hash)
            } else {
                marked || self.table.insert_hashed(key, hash)
            };
            if !fresh {
                continue;
            }
            // The sleep set below `m` (see [`Solver`]): the frame's own and its tried moves, `m`
            // now among them, less those not independent of `m`. With cycles, none: a known
            // child may be on the path rather than lost.
            let below = if G::CYCLIC {
                MoveSet::EMPTY
            } else {
                frame.asleep.union(frame.tried).minus(game.dependents(m))
            };
            let u = game.apply(m);
            self.path.push((m, u));
            let n = 1 + self.play_safe_run(game);
            // `n` is 1 unless the game has runs of safe moves (a constant then).
            if game.is_won() {
                let line = self.line();
                self.undo_moves(game, n);
                return (Run::Won(line), nodes);
            }
            if game.is_dead() {
                self.undo_moves(game, n);
                continue;
            }
            if nodes >= budget {
                self.undo_moves(game, n);
                return (Run::Stopped, nodes);
            }
            nodes += 1;
            if G::SAFE_MOVES {
                self.entered.push(n);
            }
            self.enter(game, key, below);
        }
    }

    /// Plays the position's run of safe moves onto the path; returns how many.
    #[inline(always)]
    fn play_safe_run(&mut self, game: &mut G) -> u32 {
        if !G::SAFE_MOVES {
            return 0;
        }
        let mut n = 0;
        while let Some(s) = game.safe_move() {
            let u = game.apply(s);
            self.path.push((s, u));
            n += 1;
        }
        n
    }

    /// Takes back the last `n` moves of the path.
    #[inline(always)]
    fn undo_moves(&mut self, game: &mut G, n: u32) {
        for _ in 0..n {
            if let Some((m, u)) = self.path.pop() {
                game.undo(m, u);
            }
        }
    }

    /// The moves of the path, from the root.
    fn line(&self) -> Vec<G::Move> {
        self.path.iter().map(|&(m, _)| m).collect()
    }

    /// Pushes the frame of the current position, whose sleep set is `asleep`.
    fn enter(&mut self, game: &mut G, key: G::Key, mut asleep: MoveSet) {
        let start = self.moves.len();
        game.awake_moves(&mut self.moves, asleep);
        // Only games that restart shuffle (each run after the first).
        if self.shuffle != 0 {
            shuffle(&mut self.moves[start..], &mut self.shuffle);
        }
        // The children's keys first, so that with a large table their slots load while the
        // known children are looked for.
        let large = self.table.is_large();
        for &m in &self.moves[start..] {
            let k = game.child_key(m);
            let h = k.hash64();
            if large {
                self.table.prefetch_hashed(h);
            }
            self.move_keys.push((k, h));
        }
        let marked = G::GRADED && !G::CYCLIC && large;
        if large {
            self.drop_known_children(game, start, marked, &mut asleep);
        }
        self.frames.push(Frame {
            end: self.moves.len(),
            next: start,
            asleep,
            tried: MoveSet::EMPTY,
            marked,
        });
        if G::CYCLIC {
            self.on_path.insert(key);
            self.path_keys.push(key);
        }
    }

    /// Drops the moves from `start` on whose positions are already in the table, all at once,
    /// rather than each after the search of the move before: their slots were prefetched
    /// together, so their cache misses overlap. Their positions are lost, so the dropped moves
    /// join the sleep set of the current position (being entered), which its children inherit as
    /// they would inherit tried moves. Worth it only when the table is too large for the cache;
    /// whether it is depends only on the problem, so node counts still do too.
    ///
    /// With `mark` (graded games, [`Game::GRADED`]), the children kept are put into the table
    /// there and then, so that the walk need not probe for them again. That is exact there:
    /// - A child lies one level below the current position, so it is reached only from that
    ///   level. The only position of that level on the path is the current one, and the
    ///   subtrees of its earlier siblings lie lower down, so nothing searched before the walk
    ///   comes back to the child can reach it: marking it early changes no answer.
    /// - A child found in the table was put there by another position of the current level
    ///   (when it was entered, or when its walk reached the child), which is not on the path,
    ///   so its search ended (a search that ends in a win ends the problem): the child was
    ///   searched and found lost, or found dead.
    fn drop_known_children(&mut self, game: &G, start: usize, mark: bool, asleep: &mut MoveSet) {
        let mut kept = start;
        for i in start..self.moves.len() {
            let (k, h) = self.move_keys[i];
            let m = self.moves[i];
            let known = if mark {
                !self.table.insert_hashed(k, h)
            } else if G::CYCLIC && G::COVERS {
                self.table.contains_covering(k, h, |e| game.covers(e, &k))
            } else {
                self.table.contains_hashed(k, h)
            };
            if let Some(n) = game.move_number(m) {
                asleep.insert_if(n, known);
            }
            self.moves[kept] = m;
            self.move_keys[kept] = (k, h);
            kept += usize::from(!known);
        }
        self.moves.truncate(kept);
        self.move_keys.truncate(kept);
    }

    /// Pops the current position's moves (its frame is already popped).
    fn leave(&mut self) {
        let keep = self.frames.last().map_or(0, |f| f.end);
        self.moves.truncate(keep);
        self.move_keys.truncate(keep);
        if G::CYCLIC {
            if let Some(k) = self.path_keys.pop() {
                self.on_path.remove(&k);
            }
        }
    }
}

/// `SplitMix64`'s output function: a fixed seed for run `n`.
fn splitmix(n: u64) -> u64 {
    let mut z = n.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Fisher-Yates with an xorshift64 stream in `state` (never 0).
fn shuffle<T>(items: &mut [T], state: &mut u64) {
    for i in (1..items.len()).rev() {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        let j = ((u128::from(*state) * (i as u128 + 1)) >> 64) as usize;
        items.swap(i, j);
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
        type Undo = ();
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
        fn undo(&mut self, m: i64, (): ()) {
            self.at -= m;
        }
    }

    #[test]
    fn finds_wins_and_proves_losses_with_cycles() {
        let mut s: Solver<Walk> = Solver::new(SolverConfig::default());
        let mut g = Walk {
            at: 0,
            target: 7,
            ceiling: 10,
            cyclic_moves: true,
        };
        let out = s.solve(&mut g);
        let Verdict::Won(line) = out.verdict else {
            panic!("{out:?}")
        };
        assert_eq!(line.iter().sum::<i64>(), 7);
        assert_eq!(g.at, 0, "start position restored");
        let mut g = Walk {
            at: 0,
            target: 11,
            ceiling: 10,
            cyclic_moves: true,
        };
        assert_eq!(s.solve(&mut g).verdict, Verdict::Lost);
        let mut s: Solver<Walk> = Solver::new(SolverConfig {
            node_limit: 3,
            restart_nodes: 1,
            ..SolverConfig::default()
        });
        assert_eq!(s.solve(&mut g).verdict, Verdict::Unknown);
        assert_eq!(g.at, 0);
    }
}
