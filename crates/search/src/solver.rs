//! The depth-first search.

use crate::game::{Game, RunKind, RunStart, StateKey};
use crate::moveset::MoveSet;
use crate::table::Table;

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
    /// The deepest a run's path may go, in positions; `None` for the game's own
    /// [`Game::MAX_DEPTH`]. A larger one lets a long search spend its budget where the game's
    /// would stop it early (at some 100 bytes a position on the path, beside the table).
    pub max_depth: Option<usize>,
}

impl Default for SolverConfig {
    fn default() -> SolverConfig {
        SolverConfig {
            node_limit: 10_000_000,
            table_bytes: 32 << 20,
            restart_nodes: 10_000,
            max_depth: None,
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
    /// The node budget ran out first, or the path reached the deepest the search keeps
    /// ([`SolverConfig::max_depth`], by default [`Game::MAX_DEPTH`]).
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
    /// The node budget ran out first, or the path reached the deepest the search keeps
    /// ([`SolverConfig::max_depth`], by default [`Game::MAX_DEPTH`]).
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
/// Its sleep sets, in games without cycles, are beside it in [`RunState::sleeps`]: a path of a
/// game with cycles may be hundreds of thousands of positions deep, and its frames are then
/// much of the search's memory.
///
/// Indices are `u32` (16 bytes a frame): the moves listed along one path are far fewer than
/// 2^32, each taking bytes of memory.
struct Frame {
    end: u32,
    next: u32,
    /// Where its children's keys lie: the key of `moves[i]` is `move_keys[i - shift]` (the keys
    /// of the frames above it are fewer than their moves, see `lazy`).
    shift: u32,
    /// Whether its children's keys are worked out as the walk comes to each, not kept (a frame
    /// deeper than [`LAZY_DEPTH`]).
    lazy: bool,
    /// Whether its children are in the table already (see [`Solver::drop_known_children`]).
    marked: bool,
}

/// A frame's sleep sets (games without cycles only; see [`Solver`]).
struct Sleep {
    /// Its sleep set.
    asleep: MoveSet,
    /// Its moves tried so far (their positions are lost), as numbers.
    tried: MoveSet,
}

/// How one run of the search ended.
enum Run<M> {
    Won(Vec<M>),
    Lost,
    /// The run's budget ran out.
    Stopped,
    /// The run's path reached [`SolverConfig::max_depth`] (by default [`Game::MAX_DEPTH`]).
    TooDeep,
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
/// a win is never lost. A child's run of safe moves comes before its own moves, so the moves
/// that depend on a move of the run wake too. Positions the sleep sets cut short are still
/// lost, so the table stays sound. On Double Nestor 10x10 this searches about a fifth fewer nodes. A sleep set is a
/// [`MoveSet`] of move numbers, so a child's is the parent's and its tried moves less the
/// dependents of the move, in a few word operations, and the game leaves the sleeping moves out as
/// it lists its moves ([`Game::awake_moves`]): about half the moves Double Nestor lists sleep, and
/// they cost no scoring, sorting, key or table look-up.
///
/// **Restarts** (games that ask, [`Game::restarts`]: by default those with cycles). The search
/// runs with node budgets that grow from [`SolverConfig::restart_nodes`] as the game's
/// [`Game::schedule`] says, each run with an empty table. Each run after the first tries the
/// moves of the positions within [`Game::SHUFFLE_LEVELS`] of the root (by default, of every
/// position) in a new pseudo-random order, seeded by the run number so that results never vary;
/// deeper positions keep the game's order, but for a few that try a random other move first
/// ([`Game::deviations_per_mille`], by default none). The node limit counts the nodes of all runs;
/// a schedule may keep its last part for one run in the game's own order (but for those
/// deviations), which proves the losses that short runs cannot
/// ([`crate::RestartSchedule::LubyCapped`]), and make such a run once early, cut short, for
/// losses it proves soon after it starts ([`crate::EarlyRun`]). Games without cycles mostly
/// do not restart: there a position searched through is lost for good, and restarts only lose
/// the table and the sleep sets of the stopped run; but where nearly every problem is won and
/// one early wrong turn can cost millions of nodes (Accordion with every card laid out),
/// restarts cut that tail. With restarts, Double Nestor 10x10 searched more nodes (20,000
/// deals: 8,220 a deal with a first budget of 10,000, 6,878 without).
///
/// **The first run kept** ([`Game::keeps_first_run`]). Restarts throw a stopped run away, and a
/// loss is proved only by one run through every reachable position: where losses are common and
/// the schedule's runs short (Luby's), they go unproved. A game may then ask for its first run,
/// in its own order, to go on beside the later ones: when it stops it keeps its path and its
/// table, and after each later run (in a second state, with its own table, which never borrows
/// a large buffer) it searches on for as many nodes as that run took. Stopping leaves its last
/// move untried (taken out of the table, its frame's next move again), so the walk that goes on
/// is the walk it would have been without stopping, and its verdicts are as sound. Half the
/// budget goes to each.
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
    /// The state of the run under way.
    st: RunState<G>,
    /// The state of the short runs while the first run goes on beside them (see
    /// [`Game::keeps_first_run`]), and of the first run meanwhile.
    side: RunState<G>,
    /// How the current run orders each position's moves.
    order: MoveOrder,
}

/// How a run orders each position's moves: the runs after the first draw from a stream of their
/// own, so that they walk elsewhere than the runs before them.
enum MoveOrder {
    /// The game's own order: the first run, and a last run whose game asks for no deviations.
    Game,
    /// A restart's run before the last: the levels near the root ([`Game::SHUFFLE_LEVELS`])
    /// shuffled, and below them, at `per_mille` in a thousand, a random other move first
    /// ([`Game::deviations_per_mille`]); `stream` is an xorshift64 state, never 0.
    Shuffled { stream: u64, per_mille: u64 },
    /// The schedule's last run, when its game asks for deviations: no level shuffled, a random
    /// other move first at every level at `per_mille` in a thousand.
    Deviating { stream: u64, per_mille: u64 },
}

/// What one run of the search works on: its table and its path.
struct RunState<G: Game> {
    table: Table<G::Key>,
    moves: Vec<G::Move>,
    frames: Vec<Frame>,
    /// Beside `frames`, their sleep sets (games without cycles only).
    sleeps: Vec<Sleep>,
    /// The moves played from the root, each with what its undo needs: the moves that entered
    /// the frames, and the safe moves of their runs (see [`Game::safe_move`]).
    path: Vec<(G::Move, G::Undo)>,
    /// How many moves of `path` each frame after the root's entered with: 1 and its run.
    entered: Vec<u32>,
    /// Beside `path_keys`, the slot where the table pinned each ([`Table::pin`]), so that
    /// a position on the path that the table forgets is still known to be on it.
    path_slots: Vec<u32>,
    /// The table's [`Table::pin_epoch`] when the path's keys were last pinned.
    pinned_at: u64,
    /// The keys of the positions on the path (games with cycles only).
    path_keys: Vec<G::Key>,
    /// Beside `moves`, the key of each move's child, and in `move_hashes` its hash, computed once
    /// when the move is listed (two vectors, not one of pairs: a pair with a 16-byte key pads
    /// to 32 bytes).
    move_keys: Vec<G::Key>,
    move_hashes: Vec<u64>,
}

/// Entries a path vector keeps between problems: one that grew beyond this (a deep path of a
/// game with cycles) gives its memory back when its problem ends, so that a thread's memory is
/// that of its current problem, not of the hardest it has met.
const KEEP_ENTRIES: usize = 1 << 14;

/// The depth from which a frame keeps no keys of its children (games with cycles): the walk
/// works each out as it comes to the move. A path this deep is a long run of a game with cycles
/// wandering through rearrangements (hundreds of thousands of positions deep in Baker's Dozen's
/// last run), where the keys and hashes of the listed moves were most of the search's memory;
/// above it, the keys are made together as the position is entered, which costs less time.
const LAZY_DEPTH: usize = 1 << 13;

/// The most memory of the short runs' table beside a first run that goes on: their runs are
/// short, and their table never borrows a large buffer, so that a thread never waits for one
/// while its first run holds one.
const SIDE_TABLE_BYTES: usize = 16 << 20;

impl<G: Game> RunState<G> {
    fn new(mut table: Table<G::Key>) -> RunState<G> {
        table.set_pinning(G::CYCLIC);
        RunState {
            table,
            moves: Vec::new(),
            frames: Vec::new(),
            sleeps: Vec::new(),
            path: Vec::new(),
            entered: Vec::new(),
            path_slots: Vec::new(),
            pinned_at: 0,
            path_keys: Vec::new(),
            move_keys: Vec::new(),
            move_hashes: Vec::new(),
        }
    }

    /// Pins the path's keys if the table has forgotten an entry or grown since they were
    /// pinned ([`Table::pin_epoch`]); called once the table has forgotten an entry.
    ///
    /// With cycles, a child on the path must not be entered again (the search would go round
    /// the cycle for ever). Every position on the path went into the table when it was entered
    /// (the root at the start of the run, the others as fresh children), so the table answers
    /// until it forgets one: from then on the positions on the path are pinned, and one that an
    /// insert overwrites is remembered apart ([`Table::overwritten_pinned`]). Until they are
    /// pinned (from the table's clearing, or a grow, which moves the keys, to the first entry
    /// after the first overwrite), an overwrite remembers whatever it overwrites: a position
    /// entered before, which the search may skip as it would skip it in the table, or one on
    /// the path, which this then finds missing from the table and pins as remembered.
    fn pin_path(&mut self) {
        if self.table.pin_epoch() == self.pinned_at {
            return;
        }
        self.pinned_at = self.table.pin_epoch();
        self.table.clear_pins();
        for (&k, slot) in self.path_keys.iter().zip(&mut self.path_slots) {
            *slot = self.table.pin(k);
        }
    }

    /// Forgets the path (not the table).
    fn clear(&mut self) {
        self.moves.clear();
        self.move_keys.clear();
        self.move_hashes.clear();
        self.frames.clear();
        self.sleeps.clear();
        self.path.clear();
        self.entered.clear();
        self.path_slots.clear();
        self.path_keys.clear();
    }

    /// Forgets the path and gives back the memory of path vectors that grew large.
    fn release(&mut self) {
        self.clear();
        self.moves.shrink_to(KEEP_ENTRIES);
        self.frames.shrink_to(KEEP_ENTRIES);
        self.sleeps.shrink_to(KEEP_ENTRIES);
        self.path.shrink_to(KEEP_ENTRIES);
        self.entered.shrink_to(KEEP_ENTRIES);
        self.path_slots.shrink_to(KEEP_ENTRIES);
        self.path_keys.shrink_to(KEEP_ENTRIES);
        self.move_keys.shrink_to(KEEP_ENTRIES);
        self.move_hashes.shrink_to(KEEP_ENTRIES);
    }
}

impl<G: Game> Solver<G> {
    /// A solver with `config`.
    pub fn new(config: SolverConfig) -> Solver<G> {
        Solver {
            config,
            st: RunState::new(Table::with_max_bytes(config.table_bytes)),
            side: RunState::new(Table::own_with_max_bytes(
                config.table_bytes.min(SIDE_TABLE_BYTES),
            )),
            order: MoveOrder::Game,
        }
    }

    /// The settings.
    pub fn config(&self) -> SolverConfig {
        self.config
    }

    /// Searches from `game`'s current position, which is restored before returning.
    pub fn solve(&mut self, game: &mut G) -> Solved<G::Move> {
        let out = self.search(game);
        self.st.table.end_problem();
        self.side.table.end_problem();
        self.st.release();
        self.side.release();
        out
    }

    fn search(&mut self, game: &mut G) -> Solved<G::Move> {
        // Only games that ask restart (see [`Solver`]).
        let first = self.config.restart_nodes;
        let restarts = first != 0 && game.restarts();
        // A search without restarts clears its table once a problem: it may take its largest
        // size at once (see `Table::set_largest_at_once`). One that restarts clears it every run,
        // which costs the size it has.
        self.st.table.set_largest_at_once(!restarts);
        self.st.table.reset();
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
        let keep_first = restarts && game.keeps_first_run();
        let schedule = game.schedule();
        let last_run_from = schedule.last_run_from(limit);
        let budget = |run: u64| {
            if restarts {
                first.saturating_mul(schedule.units(run))
            } else {
                limit
            }
        };
        let done = |run: Run<G::Move>, nodes: u64, last: bool| match run {
            Run::Won(line) => Some(Solved {
                verdict: Verdict::Won(line),
                nodes,
            }),
            Run::Lost => Some(Solved {
                verdict: Verdict::Lost,
                nodes,
            }),
            Run::Stopped | Run::TooDeep if nodes >= limit => Some(Solved {
                verdict: Verdict::Unknown,
                nodes,
            }),
            Run::Stopped => None,
            // A restart's run before the schedule's last has another after it; the kept first
            // run, a last run and a search without restarts have none.
            Run::TooDeep if restarts && !keep_first && !last => None,
            Run::TooDeep => Some(Solved {
                verdict: Verdict::Unknown,
                nodes,
            }),
        };
        // Taken when it is made: it is made once.
        let mut early_run = schedule.early_run().filter(|_| restarts && !keep_first);
        let mut run_no: u64 = 0;
        loop {
            // The schedule's last run, if it has one, takes the rest of the budget in the
            // game's own order, but for the deviations the game asks of it.
            let last = restarts && !keep_first && nodes >= last_run_from;
            // Its early run, if it has one, runs as it does, once, cut short; it takes no run
            // number, so the short runs after it are those there would have been without it.
            let early = match early_run {
                Some(e) if !last && nodes >= e.from => early_run.take(),
                _ => None,
            };
            let start = RunStart {
                nodes,
                kind: if early.is_some() {
                    RunKind::Early
                } else if last {
                    RunKind::Last
                } else {
                    RunKind::Short
                },
            };
            game.begin_run(start);
            // The last run shuffles no level; it deviates at every level if the game says so.
            let per_mille = if run_no == 0 {
                0
            } else {
                game.deviations_per_mille(start)
            };
            self.order = if run_no == 0 || (start.runs_as_last() && per_mille == 0) {
                MoveOrder::Game
            } else {
                let stream = splitmix(run_no) | 1;
                if start.runs_as_last() {
                    MoveOrder::Deviating { stream, per_mille }
                } else {
                    MoveOrder::Shuffled { stream, per_mille }
                }
            };
            let allowed = match early {
                Some(e) => e.nodes.min(limit - nodes),
                None if last => limit - nodes,
                None => budget(run_no).min(limit - nodes),
            };
            let (run, used) = if keep_first && run_no > 0 {
                // A later run, in the side state, while the first one waits there.
                std::mem::swap(&mut self.st, &mut self.side);
                self.st.table.reset();
                let out = self.run(game, allowed, false);
                std::mem::swap(&mut self.st, &mut self.side);
                out
            } else {
                self.run(game, allowed, keep_first)
            };
            nodes += used;
            if let Some(out) = done(run, nodes, last) {
                return out;
            }
            if keep_first && run_no > 0 {
                // The first run goes on from where it stopped, for as many nodes.
                self.order = MoveOrder::Game;
                let (run, used) = self.resume(game, used.min(limit - nodes));
                nodes += used;
                if let Some(out) = done(run, nodes, last) {
                    return out;
                }
            } else if !keep_first {
                // The stopped run's table holds the positions on its path, not searched
                // through: the next run starts afresh.
                self.st.table.reset();
            }
            if early.is_none() {
                run_no += 1;
            }
        }
    }

    /// One run from the root with at most `budget` nodes; restores the position before returning.
    /// With `park`, a run that stops keeps its path and table, to go on later ([`Solver::resume`]).
    fn run(&mut self, game: &mut G, budget: u64, park: bool) -> (Run<G::Move>, u64) {
        self.st.clear();
        // The root counts one node (for the shared count too), and the walk the rest.
        crate::progress::add(1);
        let result = match self.begin(game) {
            Some(run) => (run, 1),
            None => self.walk(game, budget, 1, park),
        };
        self.put_away(game, park && matches!(result.0, Run::Stopped));
        result
    }

    /// Goes on with the run that stopped with `park` for at most `budget` more nodes; restores the
    /// position before returning.
    fn resume(&mut self, game: &mut G, budget: u64) -> (Run<G::Move>, u64) {
        for e in &mut self.st.path {
            e.1 = game.apply(e.0);
        }
        let result = self.walk(game, budget, 0, true);
        self.put_away(game, matches!(result.0, Run::Stopped));
        result
    }

    /// Takes the path's moves back from the position: keeping them, to play them again, when
    /// `keep`; else for good.
    fn put_away(&mut self, game: &mut G, keep: bool) {
        if keep {
            for &(m, u) in self.st.path.iter().rev() {
                game.undo(m, u);
            }
        } else {
            while let Some((m, u)) = self.st.path.pop() {
                game.undo(m, u);
            }
        }
    }

    /// Enters the root: `Some` if that decides the run.
    fn begin(&mut self, game: &mut G) -> Option<Run<G::Move>> {
        let root = game.key();
        self.st.table.insert(root);
        // The root's own run of safe moves (its key stands for the position after it).
        let run = self.play_safe_run(game);
        if game.is_won() {
            return Some(Run::Won(self.line()));
        }
        if run > 0 && game.is_dead() {
            return Some(Run::Lost);
        }
        // The root stands for the position after its run too (see `Game::SETTLED_KEYS`).
        let root = if G::SETTLED_KEYS && G::CYCLIC && run > 0 {
            let settled = game.key();
            self.st.table.insert(settled);
            settled
        } else {
            root
        };
        self.enter(game, root, MoveSet::EMPTY);
        None
    }

    /// Walks on from the current frame, `nodes` being counted already, until `budget` nodes.
    /// With `resumable`, a run that stops leaves its last frame as if the move it stopped at had
    /// not been tried (not in the table, next to try), so that it can go on from there.
    fn walk(
        &mut self,
        game: &mut G,
        budget: u64,
        nodes: u64,
        resumable: bool,
    ) -> (Run<G::Move>, u64) {
        let mut added = nodes;
        let out = self.walk_adding(game, budget, nodes, resumable, &mut added);
        crate::progress::add(out.1 - added);
        out
    }

    /// [`Solver::walk`], adding its nodes to the shared count ([`crate::progress`]) in steps as
    /// it goes: `added` is the count it started with, and then the count added so far.
    fn walk_adding(
        &mut self,
        game: &mut G,
        budget: u64,
        mut nodes: u64,
        resumable: bool,
        added: &mut u64,
    ) -> (Run<G::Move>, u64) {
        // Where the walk next stops to look: the budget, or sooner, a step of the shared count,
        // so that the count costs no test of its own a node.
        let mut mark = budget.min(nodes + crate::progress::STEP);
        let depth = self.config.max_depth.unwrap_or(G::MAX_DEPTH);
        loop {
            let Some(frame) = self.st.frames.last_mut() else {
                return (Run::Lost, nodes);
            };
            if frame.next == frame.end {
                let shift = frame.shift as usize;
                self.st.frames.pop();
                if !G::CYCLIC {
                    self.st.sleeps.pop();
                }
                self.leave(shift);
                if G::SAFE_MOVES {
                    match self.st.entered.pop() {
                        Some(n) => self.undo_moves(game, n),
                        None => return (Run::Lost, nodes),
                    }
                } else {
                    match self.st.path.pop() {
                        Some((m, u)) => game.undo(m, u),
                        None => return (Run::Lost, nodes),
                    }
                }
                continue;
            }
            let m = self.st.moves[frame.next as usize];
            let (key, hash) = if frame.lazy {
                let k = game.child_key(m);
                (k, k.hash64())
            } else {
                let i = (frame.next - frame.shift) as usize;
                (self.st.move_keys[i], self.st.move_hashes[i])
            };
            let marked = frame.marked;
            frame.next += 1;
            if !G::CYCLIC {
                if let Some(n) = game.move_number(m) {
                    if let Some(sleep) = self.st.sleeps.last_mut() {
                        sleep.tried.insert(n);
                    }
                }
            }
            // Look the child up before playing the move: most children are transpositions.
            // Looked up after its run only (see `Game::SETTLED_ONLY`).
            let after_only = Self::AFTER_ONLY;
            let fresh = if G::CYCLIC {
                after_only || self.fresh(game, key, hash)
            } else {
                marked || self.st.table.insert_hashed(key, hash)
            };
            if !fresh {
                continue;
            }
            // The sleep set below `m` (see [`Solver`]): the frame's own and its tried moves, `m`
            // now among them, less those not independent of `m`. With cycles, none: a known
            // child may be on the path rather than lost.
            let mut below = match self.st.sleeps.last() {
                Some(sleep) if !G::CYCLIC => {
                    sleep.asleep.union(sleep.tried).minus(game.dependents(m))
                }
                _ => MoveSet::EMPTY,
            };
            let u = game.apply(m);
            self.st.path.push((m, u));
            let n = 1 + play_safe_run_awake(game, &mut self.st.path, &mut below);
            // `n` is 1 unless the game has runs of safe moves (a constant then).
            if game.is_won() {
                let line = self.line();
                self.undo_moves(game, n);
                return (Run::Won(line), nodes);
            }
            // A position dominated by a lost one is lost (see `Game::dominator`). Its slot is
            // fetched while the game's loss proofs run, and looked at after them.
            let dominator = if G::CYCLIC {
                None
            } else {
                game.dominator().map(|d| {
                    let h = d.hash64();
                    self.st.table.prefetch_hashed(h);
                    (d, h)
                })
            };
            if game.is_dead() {
                self.undo_moves(game, n);
                continue;
            }
            if let Some((d, h)) = dominator {
                if self.st.table.contains_hashed(d, h) {
                    self.undo_moves(game, n);
                    continue;
                }
            }
            let too_deep = self.st.frames.len() >= depth;
            if nodes >= mark || too_deep {
                if nodes < budget && !too_deep {
                    crate::progress::add(nodes - *added);
                    *added = nodes;
                    mark = budget.min(nodes + crate::progress::STEP);
                } else {
                    self.undo_moves(game, n);
                    if resumable {
                        let frame = self.st.frames.last_mut().expect("the walk is in a frame");
                        frame.next -= 1;
                        if !marked && !after_only {
                            self.st.table.remove(key);
                        }
                    }
                    return (if too_deep { Run::TooDeep } else { Run::Stopped }, nodes);
                }
            }
            // A child whose run of safe moves ends where an entered position's did is known
            // (see `Game::SETTLED_KEYS`); the path then holds the key after the run.
            let key = if G::SETTLED_KEYS && G::CYCLIC && (n > 1 || after_only) {
                let settled = game.key();
                if (settled != key || after_only) && !self.fresh(game, settled, settled.hash64()) {
                    self.undo_moves(game, n);
                    continue;
                }
                settled
            } else {
                key
            };
            nodes += 1;
            if G::SAFE_MOVES {
                self.st.entered.push(n);
            }
            self.enter(game, key, below);
        }
    }

    /// With cycles: puts `key` (of hash `hash`) into the table and says whether it is new there
    /// and not on the path, that is, whether its position is to be entered.
    #[inline(always)]
    fn fresh(&mut self, game: &G, key: G::Key, hash: u64) -> bool {
        let new = if G::COVERS {
            self.st
                .table
                .insert_covering(key, hash, |e| game.covers(e, &key))
        } else {
            self.st.table.insert_hashed(key, hash)
        };
        new && !self.st.table.overwritten_pinned(key)
    }

    /// Plays the position's run of safe moves onto the path; returns how many.
    #[inline(always)]
    fn play_safe_run(&mut self, game: &mut G) -> u32 {
        play_safe_run(game, &mut self.st.path)
    }

    /// Takes back the last `n` moves of the path.
    #[inline(always)]
    fn undo_moves(&mut self, game: &mut G, n: u32) {
        undo_moves(game, &mut self.st.path, n);
    }

    /// The moves of the path, from the root.
    fn line(&self) -> Vec<G::Move> {
        self.st.path.iter().map(|&(m, _)| m).collect()
    }

    /// Whether children are looked up only by their keys after their runs
    /// ([`Game::SETTLED_ONLY`]).
    const AFTER_ONLY: bool = G::SETTLED_ONLY && G::SETTLED_KEYS && G::CYCLIC;

    /// Pushes the frame of the current position, whose sleep set is `asleep`.
    fn enter(&mut self, game: &mut G, key: G::Key, mut asleep: MoveSet) {
        let start = self.st.moves.len();
        let keys = self.st.move_keys.len();
        game.awake_moves(&mut self.st.moves, asleep);
        // Only games that restart shuffle (each run after the first).
        let near_root = self.st.frames.len() < G::SHUFFLE_LEVELS;
        match &mut self.order {
            MoveOrder::Game => {}
            MoveOrder::Shuffled { stream, .. } if near_root => {
                shuffle(&mut self.st.moves[start..], stream);
            }
            MoveOrder::Shuffled { stream, per_mille }
            | MoveOrder::Deviating { stream, per_mille } => {
                if *per_mille != 0 {
                    deviate(&mut self.st.moves[start..], stream, *per_mille);
                }
            }
        }
        // The children's keys first, so that with a large table their slots load while the
        // known children are looked for. Children looked up only after their runs need no keys
        // before them (the walk reads none): the parent's stands in. Dropping known children
        // early would drop only those the walk finds known after their (empty) runs, so the
        // nodes are the same without it.
        let large = !Self::AFTER_ONLY && self.st.table.is_large();
        let lazy = G::CYCLIC && !Self::AFTER_ONLY && self.st.frames.len() >= LAZY_DEPTH;
        if Self::AFTER_ONLY {
            let n = self.st.moves.len() - start;
            self.st.move_keys.extend(std::iter::repeat_n(key, n));
            self.st.move_hashes.extend(std::iter::repeat_n(0, n));
        } else if !lazy || large {
            // A lazy frame makes keys only for the look-ups of a large table.
            for &m in &self.st.moves[start..] {
                let k = game.child_key(m);
                let h = k.hash64();
                if large {
                    self.st.table.prefetch_hashed(h);
                }
                self.st.move_keys.push(k);
                self.st.move_hashes.push(h);
            }
        }
        let marked = G::GRADED && !G::CYCLIC && large;
        if large {
            self.drop_known_children(game, start, keys, marked, &mut asleep);
        }
        if lazy {
            // Made for the look-ups of a large table only: not kept.
            self.st.move_keys.truncate(keys);
            self.st.move_hashes.truncate(keys);
        }
        self.st.frames.push(Frame {
            end: self.st.moves.len() as u32,
            next: start as u32,
            // The keys of the moves the lazy frames above it listed and did not keep: a few
            // bytes of memory each, so far fewer than 2^32.
            shift: (start - keys) as u32,
            lazy,
            marked,
        });
        if !G::CYCLIC {
            self.st.sleeps.push(Sleep {
                asleep,
                tried: MoveSet::EMPTY,
            });
        }
        if G::CYCLIC {
            // Pinned only once the table has forgotten an entry (see `RunState::pin_path`).
            let slot = if self.st.table.forgot() {
                self.st.pin_path();
                self.st.table.pin(key)
            } else {
                u32::MAX
            };
            self.st.path_keys.push(key);
            self.st.path_slots.push(slot);
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
    ///
    /// The keys of the moves from `start` on lie in `move_keys` from `keys` on.
    fn drop_known_children(
        &mut self,
        game: &G,
        start: usize,
        keys: usize,
        mark: bool,
        asleep: &mut MoveSet,
    ) {
        let shift = start - keys;
        let mut kept = start;
        for i in start..self.st.moves.len() {
            let k = self.st.move_keys[i - shift];
            let h = self.st.move_hashes[i - shift];
            let m = self.st.moves[i];
            let known = if mark {
                !self.st.table.insert_hashed(k, h)
            } else if G::CYCLIC && G::COVERS {
                self.st
                    .table
                    .contains_covering(k, h, |e| game.covers(e, &k))
            } else {
                self.st.table.contains_hashed(k, h)
            };
            if let Some(n) = game.move_number(m) {
                asleep.insert_if(n, known);
            }
            self.st.moves[kept] = m;
            self.st.move_keys[kept - shift] = k;
            self.st.move_hashes[kept - shift] = h;
            kept += usize::from(!known);
        }
        self.st.moves.truncate(kept);
        self.st.move_keys.truncate(kept - shift);
        self.st.move_hashes.truncate(kept - shift);
    }

    /// Pops the current position's moves (its frame, whose keys were `shift` fewer than the
    /// moves before it, is already popped).
    fn leave(&mut self, shift: usize) {
        let keep = self.st.frames.last().map_or(0, |f| f.end as usize);
        self.st.moves.truncate(keep);
        self.st.move_keys.truncate(keep - shift);
        self.st.move_hashes.truncate(keep - shift);
        if G::CYCLIC {
            if let (Some(k), Some(slot)) = (self.st.path_keys.pop(), self.st.path_slots.pop()) {
                self.st.table.unpin(k, slot);
            }
        }
    }
}

/// Plays `game`'s run of safe moves ([`Game::safe_move`]) onto `path`, each with its undo;
/// returns how many (none unless the game has safe moves).
#[inline(always)]
pub(crate) fn play_safe_run<G: Game>(game: &mut G, path: &mut Vec<(G::Move, G::Undo)>) -> u32 {
    let mut none = MoveSet::EMPTY;
    play_safe_run_awake(game, path, &mut none)
}

/// [`play_safe_run`] for a child whose sleep set is `asleep`: the moves of the run are played
/// before the child's own, so they wake the moves dependent on them as the move that led to
/// the child does (a sleeping move is one that every move since it was found lost leaves
/// alone, see [`Solver`]).
#[inline(always)]
pub(crate) fn play_safe_run_awake<G: Game>(
    game: &mut G,
    path: &mut Vec<(G::Move, G::Undo)>,
    asleep: &mut MoveSet,
) -> u32 {
    if !G::SAFE_MOVES {
        return 0;
    }
    let mut n = 0;
    while let Some(s) = game.safe_move() {
        if !asleep.is_empty() {
            *asleep = asleep.minus(game.dependents(s));
        }
        let u = game.apply(s);
        path.push((s, u));
        n += 1;
    }
    n
}

/// Takes the last `n` moves of `path` back from `game` (fewer if the path is shorter).
#[inline(always)]
pub(crate) fn undo_moves<G: Game>(game: &mut G, path: &mut Vec<(G::Move, G::Undo)>, n: u32) {
    for _ in 0..n {
        if let Some((m, u)) = path.pop() {
            game.undo(m, u);
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

/// With chance `per_mille` in a thousand, swaps the first of `items` with one of the others
/// drawn at random, from the xorshift64 stream in `state` (never 0), which advances once when
/// there are two items or more (see [`Game::deviations_per_mille`]).
fn deviate<T>(items: &mut [T], state: &mut u64, per_mille: u64) {
    if items.len() < 2 {
        return;
    }
    let x = xorshift64(state);
    if (x >> 32) % 1000 < per_mille {
        let j = 1 + ((x & 0xffff_ffff) as usize) % (items.len() - 1);
        items.swap(0, j);
    }
}

/// Fisher-Yates with an xorshift64 stream in `state` (never 0).
fn shuffle<T>(items: &mut [T], state: &mut u64) {
    for i in (1..items.len()).rev() {
        let j = ((u128::from(xorshift64(state)) * (i as u128 + 1)) >> 64) as usize;
        items.swap(i, j);
    }
}

/// Advances Marsaglia's xorshift64 stream in `state` (never 0, so never 0 after) and returns
/// its new value: the runs' move orders ([`shuffle`], [`deviate`]).
fn xorshift64(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
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

    /// A pile of two cards (`c` on top of `d`), two bins and a token: a move takes the pile's
    /// top card to a bin (to the second bin only once the token is taken), or takes the token.
    /// Won with `c` in the second bin, `d` in the first and the token taken. With the token
    /// taken and `c` on top, `c` to the second bin is a safe move (every win starts with it).
    /// Moves of the pile depend on each other; the token's move is independent of a move to
    /// the first bin (either order, the same position) and not of one to the second bin (whose
    /// legality it changes).
    #[derive(Default)]
    struct PileAndToken {
        /// Cards gone from the pile (0, 1 or 2), and the bin each went to.
        gone: usize,
        bins: [usize; 2],
        token: bool,
    }

    /// The moves of [`PileAndToken`]: the pile's top card to a bin, or the token.
    #[derive(Copy, Clone, Debug, PartialEq, Eq)]
    enum TokenMove {
        Card(usize),
        Token,
    }

    impl Game for PileAndToken {
        type Move = TokenMove;
        type Undo = ();
        type Key = u64;
        const SAFE_MOVES: bool = true;
        fn key(&self) -> u64 {
            (self.gone as u64)
                | (self.bins[0] as u64) << 4
                | (self.bins[1] as u64) << 8
                | u64::from(self.token) << 12
        }
        fn is_won(&self) -> bool {
            self.gone == 2 && self.bins == [1, 0] && self.token
        }
        /// The first bin first, so that the search tries `c` there (a loss) before the token.
        fn moves(&mut self, out: &mut Vec<TokenMove>) {
            if self.gone < 2 {
                out.push(TokenMove::Card(0));
                if self.token {
                    out.push(TokenMove::Card(1));
                }
            }
            if !self.token {
                out.push(TokenMove::Token);
            }
        }
        fn apply(&mut self, m: TokenMove) {
            match m {
                TokenMove::Card(b) => {
                    self.bins[self.gone] = b;
                    self.gone += 1;
                }
                TokenMove::Token => self.token = true,
            }
        }
        fn undo(&mut self, m: TokenMove, (): ()) {
            match m {
                TokenMove::Card(_) => self.gone -= 1,
                TokenMove::Token => self.token = false,
            }
        }
        fn safe_move(&mut self) -> Option<TokenMove> {
            (self.token && self.gone == 0).then_some(TokenMove::Card(1))
        }
        fn move_number(&self, m: TokenMove) -> Option<u8> {
            Some(match m {
                TokenMove::Card(b) => b as u8,
                TokenMove::Token => 2,
            })
        }
        fn dependents(&self, m: TokenMove) -> MoveSet {
            MoveSet::from_low(match m {
                TokenMove::Card(_) => 0b011,
                TokenMove::Token => 0b110,
            })
        }
    }

    /// A move asleep below a move independent of it wakes when the child's run of safe moves
    /// plays a move it depends on: `c` to the first bin is lost, the token is independent of
    /// it, and its run puts `c` in the second bin, after which "the top card to the first bin"
    /// is `d` there, the only win. Left asleep, it would make the deal lost.
    #[test]
    fn a_run_of_safe_moves_wakes_the_moves_it_depends_on() {
        let mut s: Solver<PileAndToken> = Solver::new(SolverConfig::default());
        let mut g = PileAndToken::default();
        let out = s.solve(&mut g);
        let Verdict::Won(line) = out.verdict else {
            panic!("{out:?}")
        };
        assert_eq!(
            line,
            [TokenMove::Token, TokenMove::Card(1), TokenMove::Card(0)]
        );
    }

    /// A deep problem's path (the walk climbs to 100,000 by steps of two first, so its path
    /// is about 50,000 positions deep) gives its memory back when the problem ends, and the
    /// next problem is solved as before.
    #[test]
    fn a_deep_path_gives_its_memory_back() {
        let mut s: Solver<Walk> = Solver::new(SolverConfig::default());
        let mut g = Walk {
            at: 0,
            target: 100_001,
            ceiling: 100_000,
            cyclic_moves: true,
        };
        assert_eq!(s.solve(&mut g).verdict, Verdict::Lost);
        for st in [&s.st, &s.side] {
            assert!(
                st.moves.capacity() <= KEEP_ENTRIES,
                "{}",
                st.moves.capacity()
            );
            assert!(st.move_keys.capacity() <= KEEP_ENTRIES);
            assert!(st.move_hashes.capacity() <= KEEP_ENTRIES);
            assert!(st.frames.capacity() <= KEEP_ENTRIES);
            assert!(st.path.capacity() <= KEEP_ENTRIES);
            assert!(st.path_keys.capacity() <= KEEP_ENTRIES);
        }
        let mut g = Walk {
            at: 0,
            target: 7,
            ceiling: 10,
            cyclic_moves: true,
        };
        assert!(matches!(s.solve(&mut g).verdict, Verdict::Won(_)));
    }

    /// How a [`Graph`]'s search runs: restarts alone, with the first run kept beside the later
    /// ones, or (with `LUBY`) Luby's schedule capped at one unit with the last half of the node
    /// limit kept for one run ([`crate::RestartSchedule::LubyCapped`]).
    #[derive(Copy, Clone, PartialEq, Eq)]
    enum Runs {
        Restarts,
        FirstKept,
        CappedLastRun,
        /// As `CappedLastRun`, with an early run of 200 nodes after 100 ([`crate::EarlyRun`]).
        EarlyRun,
    }

    /// A random directed graph: reach a target node from node 0. With cycles, restarts run as
    /// `runs` says ([`Runs`]); with `LUBY`, Luby's schedule and runs that shuffle only the moves of
    /// the top three levels and below them try a random other move first at a fifth of the
    /// positions ([`Game::deviations_per_mille`]), and the last run, which shuffles no level, at
    /// every level. With `FUNNEL`, a node with one edge, to a higher node, takes it as a safe
    /// move, so that runs of safe moves from different nodes end in the same node; with the keys
    /// after the runs looked up too when `SETTLED` ([`Game::SETTLED_KEYS`]), and only those when
    /// `ONLY` ([`Game::SETTLED_ONLY`]).
    struct Graph<
        const LUBY: bool,
        const FUNNEL: bool = false,
        const SETTLED: bool = false,
        const ONLY: bool = false,
        const DEPTH: usize = { usize::MAX },
    > {
        at: u64,
        edges: Vec<Vec<u64>>,
        targets: Vec<bool>,
        runs: Runs,
        /// What the search said as each run began ([`Game::begin_run`]).
        runs_begun: Vec<RunStart>,
    }

    impl<
            const LUBY: bool,
            const FUNNEL: bool,
            const SETTLED: bool,
            const ONLY: bool,
            const DEPTH: usize,
        > Game for Graph<LUBY, FUNNEL, SETTLED, ONLY, DEPTH>
    {
        type Move = u64;
        type Undo = u64;
        type Key = u64;
        const CYCLIC: bool = true;
        const MAX_DEPTH: usize = DEPTH;
        const SAFE_MOVES: bool = FUNNEL;
        const SETTLED_KEYS: bool = SETTLED;
        const SETTLED_ONLY: bool = ONLY;
        // Luby's runs shuffle only near the root (the graph's own order below), as Baker's
        // Dozen's do; the doubling runs shuffle every level.
        const SHUFFLE_LEVELS: usize = if LUBY { 3 } else { usize::MAX };
        fn deviations_per_mille(&self, _run: crate::RunStart) -> u64 {
            if LUBY {
                200
            } else {
                0
            }
        }
        fn key(&self) -> u64 {
            self.at + 1
        }
        fn is_won(&self) -> bool {
            self.targets[self.at as usize]
        }
        fn moves(&mut self, out: &mut Vec<u64>) {
            out.extend(&self.edges[self.at as usize]);
        }
        fn apply(&mut self, m: u64) -> u64 {
            std::mem::replace(&mut self.at, m)
        }
        fn undo(&mut self, _m: u64, from: u64) {
            self.at = from;
        }
        fn keeps_first_run(&self) -> bool {
            self.runs == Runs::FirstKept
        }
        fn begin_run(&mut self, run: RunStart) {
            self.runs_begun.push(run);
        }
        fn schedule(&self) -> crate::RestartSchedule {
            if LUBY && matches!(self.runs, Runs::CappedLastRun | Runs::EarlyRun) {
                crate::RestartSchedule::LubyCapped {
                    cap: 1,
                    last_percent: 50,
                    early: (self.runs == Runs::EarlyRun).then_some(crate::EarlyRun {
                        from: 100,
                        nodes: 200,
                    }),
                }
            } else if LUBY {
                crate::RestartSchedule::Luby
            } else {
                crate::RestartSchedule::Doubling
            }
        }
        fn safe_move(&mut self) -> Option<u64> {
            match self.edges[self.at as usize][..] {
                [m] if FUNNEL && m > self.at && !self.is_won() => Some(m),
                _ => None,
            }
        }
    }

    /// Numbers below the argument from a xorshift generator seeded with `seed`, the same
    /// sequence every run, for the random graphs.
    fn xorshift(mut seed: u64) -> impl FnMut(u64) -> u64 {
        move |m| xorshift64(&mut seed) % m
    }

    /// A random graph of 2 to 61 nodes, each with up to 3 edges, and one target node (or, one
    /// time in three, none), drawn with `next`.
    fn random_graph(next: &mut impl FnMut(u64) -> u64) -> (Vec<Vec<u64>>, Vec<bool>) {
        let n = 2 + next(60);
        let degree = 1 + next(3);
        let edges: Vec<Vec<u64>> = (0..n)
            .map(|_| (0..next(degree + 1)).map(|_| next(n)).collect())
            .collect();
        let mut targets = vec![false; n as usize];
        targets[next(n) as usize] = next(3) > 0;
        (edges, targets)
    }

    /// Whether some node of `targets` is reachable from node 0 along `edges` (plain search).
    fn reaches_target(edges: &[Vec<u64>], targets: &[bool]) -> bool {
        let mut seen = vec![false; edges.len()];
        let mut stack = vec![0u64];
        seen[0] = true;
        while let Some(v) = stack.pop() {
            for &w in &edges[v as usize] {
                if !seen[w as usize] {
                    seen[w as usize] = true;
                    stack.push(w);
                }
            }
        }
        (0..edges.len()).any(|v| seen[v] && targets[v])
    }

    /// Asserts that `line` is a path of the graph from node 0 to a node of `targets`.
    fn assert_path_to_target(edges: &[Vec<u64>], targets: &[bool], line: &[u64]) {
        let mut at = 0u64;
        for &m in line {
            assert!(edges[at as usize].contains(&m), "not an edge");
            at = m;
        }
        assert!(targets[at as usize], "the line ends on a target");
    }

    /// Solves reachability of `targets` from node 0 on the graph [`Graph`] of those parameters,
    /// checking that the search leaves it at node 0.
    fn solve_graph<const LUBY: bool, const FUNNEL: bool, const SETTLED: bool, const ONLY: bool>(
        edges: &[Vec<u64>],
        targets: &[bool],
        runs: Runs,
        config: SolverConfig,
    ) -> Solved<u64> {
        solve_deep_graph::<LUBY, FUNNEL, SETTLED, ONLY, { usize::MAX }>(
            edges, targets, runs, config,
        )
    }

    /// [`solve_graph`] in a game whose runs may go `DEPTH` positions deep ([`Game::MAX_DEPTH`]).
    fn solve_deep_graph<
        const LUBY: bool,
        const FUNNEL: bool,
        const SETTLED: bool,
        const ONLY: bool,
        const DEPTH: usize,
    >(
        edges: &[Vec<u64>],
        targets: &[bool],
        runs: Runs,
        config: SolverConfig,
    ) -> Solved<u64> {
        let mut g = Graph::<LUBY, FUNNEL, SETTLED, ONLY, DEPTH> {
            at: 0,
            edges: edges.to_vec(),
            targets: targets.to_vec(),
            runs,
            runs_begun: Vec::new(),
        };
        let out = Solver::new(config).solve(&mut g);
        assert_eq!(g.at, 0, "start position restored");
        // Each run is told the nodes before it, from none, and only a capped schedule's final
        // run is the last: after the nodes of the runs before (which may pass the mark by less
        // than a run).
        let begun = &g.runs_begun;
        match begun.first() {
            Some(first) => assert_eq!(first.nodes, 0, "the first run is told"),
            // No run begins when the root is won or proved lost at once.
            None => assert!(out.nodes <= 1, "the first run is told"),
        }
        // Only the early run, which runs as the last one does, is told so before another run.
        assert!(begun
            .windows(2)
            .all(|w| w[0].nodes < w[1].nodes && w[0].kind != RunKind::Last));
        assert!(begun.last().is_none_or(|r| r.nodes < out.nodes));
        let last_runs = u32::from(begun.last().is_some_and(|r| r.kind == RunKind::Last));
        let ended_early = begun.last().is_some_and(|r| r.kind == RunKind::Early);
        if let Some(e) = g
            .schedule()
            .early_run()
            .filter(|_| config.restart_nodes > 0)
        {
            // Made once, by the first run that begins after its nodes, unless that is the last.
            let late = begun.iter().position(|r| r.nodes >= e.from);
            let early: Vec<usize> = (0..begun.len())
                .filter(|&i| begun[i].kind == RunKind::Early)
                .collect();
            match late {
                Some(i) if begun[i].kind != RunKind::Last => assert_eq!(early, [i]),
                _ => assert!(early.is_empty()),
            }
        }
        let expected = match g.schedule() {
            crate::RestartSchedule::LubyCapped { .. } if g.restarts() && !g.keeps_first_run() => {
                let from = g.schedule().last_run_from(config.node_limit);
                let short_run = config.restart_nodes;
                match out.nodes {
                    n if n <= from || ended_early => 0,
                    n if n > from + short_run => 1,
                    _ => last_runs,
                }
            }
            _ => 0,
        };
        assert_eq!(last_runs, expected, "last runs begun, {} nodes", out.nodes);
        out
    }

    /// With the first run kept beside the later ones, the search decides what plain reachability
    /// does (every verdict, on thousands of random graphs, with and without it, for either
    /// schedule of restarts), and every win it reports is a path of the graph to a target.
    #[test]
    fn first_run_kept_beside_restarts_decides_reachability() {
        let mut next = xorshift(0x9e37_79b9_7f4a_7c15_u64);
        let mut decided = [0u32; 2];
        for _ in 0..3000 {
            let (edges, targets) = random_graph(&mut next);
            let reachable = reaches_target(&edges, &targets);
            for runs in [Runs::Restarts, Runs::FirstKept] {
                let restart_nodes = 1 + next(4);
                let config = SolverConfig {
                    node_limit: 1_000_000,
                    restart_nodes,
                    ..SolverConfig::default()
                };
                for verdict in [
                    solve_graph::<false, false, false, false>(&edges, &targets, runs, config)
                        .verdict,
                    solve_graph::<true, false, false, false>(&edges, &targets, runs, config)
                        .verdict,
                ] {
                    assert_decides(verdict, reachable, &edges, &targets);
                }
                decided[usize::from(reachable)] += 2;
            }
        }
        assert!(decided[0] > 1000 && decided[1] > 1000, "{decided:?}");
    }

    /// With Luby's runs capped at one unit, only the schedule's last run (and its early run, when
    /// it has one) can prove a loss larger than a unit: the search still decides what plain
    /// reachability does on thousands of random graphs, with and without an early run, and
    /// every win it reports is a path to a target.
    #[test]
    fn capped_runs_and_a_last_run_decide_reachability() {
        let mut next = xorshift(0x2545_f491_4f6c_dd1d_u64);
        let mut decided = [0u32; 2];
        let mut large_losses = 0;
        for _ in 0..3000 {
            let (edges, targets) = random_graph(&mut next);
            let reachable = reaches_target(&edges, &targets);
            let config = SolverConfig {
                node_limit: 1_000,
                restart_nodes: 1 + next(4),
                ..SolverConfig::default()
            };
            for runs in [Runs::CappedLastRun, Runs::EarlyRun] {
                let out = solve_graph::<true, false, false, false>(&edges, &targets, runs, config);
                if !reachable && out.nodes > 500 && runs == Runs::CappedLastRun {
                    large_losses += 1;
                }
                assert_decides(out.verdict, reachable, &edges, &targets);
                decided[usize::from(reachable)] += 1;
            }
        }
        assert!(decided[0] > 2000 && decided[1] > 600, "{decided:?}");
        assert!(
            large_losses > 100,
            "{large_losses} losses proved by the last run"
        );
    }

    /// A table too small for the graph forgets positions, the path's among them: the search
    /// must still never go round a cycle (a ring longer than the table is proved lost in one pass,
    /// not searched round and round until the budget), and never give a wrong verdict.
    #[test]
    fn a_table_that_forgets_still_stops_at_the_path() {
        let tiny = SolverConfig {
            node_limit: 1_000_000,
            restart_nodes: 0,
            table_bytes: 0,
            max_depth: None,
        };
        let n = 2000u64;
        let ring: Vec<Vec<u64>> = (0..n).map(|v| vec![(v + 1) % n]).collect();
        let mut g: Graph<false> = Graph {
            at: 0,
            edges: ring,
            targets: vec![false; n as usize],
            runs: Runs::Restarts,
            runs_begun: Vec::new(),
        };
        let mut solver = Solver::new(tiny);
        let out = solver.solve(&mut g);
        assert_eq!(out.verdict, Verdict::Lost);
        assert!(out.nodes <= n, "{} nodes for a ring of {n}", out.nodes);
        // Tables that grow before they forget: the path's keys move, and are pinned again.
        for slots in [1024, 4096] {
            let mut solver = Solver::new(SolverConfig {
                table_bytes: slots * 8,
                ..tiny
            });
            let out = solver.solve(&mut g);
            assert_eq!(out.verdict, Verdict::Lost);
            assert!(out.nodes <= n, "{} nodes for a ring of {n}", out.nodes);
        }
        // Random graphs larger than the table: every verdict right.
        let mut next = xorshift(0x2545_f491_4f6c_dd1d_u64);
        let mut decided = 0;
        for _ in 0..100 {
            let n = 300 + next(700);
            let edges: Vec<Vec<u64>> = (0..n)
                .map(|v| {
                    let mut e = vec![(v + 1) % n];
                    e.extend((0..next(2)).map(|_| next(n)));
                    e
                })
                .collect();
            let mut targets = vec![false; n as usize];
            if next(2) == 0 {
                targets[next(n) as usize] = true;
            }
            let reachable = targets.iter().any(|&t| t);
            let out =
                solve_graph::<false, false, false, false>(&edges, &targets, Runs::Restarts, tiny);
            match out.verdict {
                Verdict::Won(line) => {
                    assert_path_to_target(&edges, &targets, &line);
                    decided += 1;
                }
                Verdict::Lost => {
                    assert!(!reachable);
                    decided += 1;
                }
                Verdict::Unknown => {}
            }
        }
        assert!(decided > 50, "{decided} of 100 decided");
    }

    /// Checks that `verdict` is plain reachability's answer (`reachable`), a win's line being a
    /// path of the graph to a target.
    fn assert_decides(
        verdict: Verdict<u64>,
        reachable: bool,
        edges: &[Vec<u64>],
        targets: &[bool],
    ) {
        match verdict {
            Verdict::Won(line) => {
                assert!(reachable);
                assert_path_to_target(edges, targets, &line);
            }
            Verdict::Lost => assert!(!reachable),
            Verdict::Unknown => panic!("unknown within a million nodes"),
        }
    }

    /// With the keys after the runs of safe moves looked up (as well as the keys before them,
    /// or instead of them), the search still decides plain reachability (thousands of random
    /// graphs, tables that hold everything and tables that forget), every win is a path of the
    /// graph, and with both keys on lost graphs it searches no more nodes than without the keys
    /// after the runs, and fewer on some.
    #[test]
    fn settled_keys_decide_reachability() {
        let mut next = xorshift(0x6a09_e667_f3bc_c908_u64);
        let mut skipped = 0;
        for round in 0..2000 {
            let n = 5 + next(300);
            let edges: Vec<Vec<u64>> = (0..n)
                .map(|v| {
                    if v + 1 < n && next(2) == 0 {
                        vec![v + 1 + next((n - v - 1).min(3))]
                    } else {
                        (0..next(4)).map(|_| next(n)).collect()
                    }
                })
                .collect();
            let mut targets = vec![false; n as usize];
            targets[next(n) as usize] = next(3) > 0;
            let reachable = reaches_target(&edges, &targets);
            let config = SolverConfig {
                node_limit: 1_000_000,
                restart_nodes: 0,
                table_bytes: if round % 2 == 0 { 0 } else { 1 << 20 },
                max_depth: None,
            };
            let out =
                solve_graph::<false, true, true, false>(&edges, &targets, Runs::Restarts, config);
            assert_decides(out.verdict, reachable, &edges, &targets);
            // The keys after the runs only.
            let only =
                solve_graph::<false, true, true, true>(&edges, &targets, Runs::Restarts, config);
            assert_decides(only.verdict, reachable, &edges, &targets);
            // The same search without the keys after the runs.
            if !reachable && round % 2 == 1 {
                let without = solve_graph::<false, true, false, false>(
                    &edges,
                    &targets,
                    Runs::Restarts,
                    config,
                );
                assert!(
                    out.nodes <= without.nodes,
                    "{} > {}",
                    out.nodes,
                    without.nodes
                );
                skipped += without.nodes - out.nodes;
            }
        }
        assert!(skipped > 0, "the keys after the runs never saved a node");
    }

    /// A path deeper than [`LAZY_DEPTH`], whose frames keep no keys of their children: a chain
    /// of `N` positions, each with a side position besides the next, and a target behind the
    /// side position of a deep one. The search goes down the chain, then back up through the
    /// side positions until the target's: every position once, exactly as many as that, with
    /// a table large or small (its look-ups of keys made as the position is entered, or none),
    /// and with no target at all, the loss in every position once.
    #[test]
    fn frames_deeper_than_the_lazy_depth_work_out_their_keys() {
        let n = LAZY_DEPTH as u64 + 30_000;
        let deep = LAZY_DEPTH as u64 + 10_000;
        let mut edges: Vec<Vec<u64>> = (0..n)
            .map(|i| {
                let side = n + i;
                if i + 1 < n {
                    vec![i + 1, side]
                } else {
                    vec![side]
                }
            })
            .chain((0..n).map(|_| Vec::new()))
            .collect();
        edges.push(Vec::new());
        let mut targets = vec![false; edges.len()];
        for (table_bytes, won) in [(32 << 20, true), (256 << 10, true), (32 << 20, false)] {
            if won {
                edges[(n + deep) as usize] = vec![2 * n];
                targets[(2 * n) as usize] = true;
            } else {
                edges[(n + deep) as usize].clear();
                targets[(2 * n) as usize] = false;
            }
            let config = SolverConfig {
                node_limit: 10 * n,
                restart_nodes: 0,
                table_bytes,
                max_depth: None,
            };
            let out =
                solve_graph::<false, false, false, false>(&edges, &targets, Runs::Restarts, config);
            if won {
                assert_decides(out.verdict, true, &edges, &targets);
                // The chain, then the side positions from the last up to the deep one.
                assert_eq!(out.nodes, n + (n - deep), "table of {table_bytes} bytes");
            } else {
                assert_eq!(out.verdict, Verdict::Lost);
                assert_eq!(out.nodes, 2 * n);
            }
        }
    }

    /// A run stops where its path would pass [`Game::MAX_DEPTH`]: on a chain of positions (each
    /// with a move to the next and one back), a target deeper is not found, a loss deeper is not
    /// proved (unknown, never lost), and the search ends within the budget; with Luby's runs of
    /// 100 nodes and a last run, each short run stops at the depth and the next begins, up to
    /// the last run, which ends the search. A chain within the depth is searched as before.
    /// [`SolverConfig::max_depth`] takes the game's place, above or below it.
    #[test]
    fn a_path_stops_at_the_games_depth() {
        fn solve_at<const DEPTH: usize>(
            len: u64,
            won: bool,
            restarts: bool,
            max_depth: Option<usize>,
        ) -> Solved<u64> {
            let edges: Vec<Vec<u64>> = (0..len)
                .map(|i| {
                    (i + 1 < len)
                        .then_some(i + 1)
                        .into_iter()
                        .chain(i.checked_sub(1))
                        .collect()
                })
                .collect();
            let mut targets = vec![false; len as usize];
            targets[len as usize - 1] = won;
            let config = SolverConfig {
                node_limit: 100_000,
                restart_nodes: if restarts { 100 } else { 0 },
                table_bytes: 1 << 20,
                max_depth,
            };
            solve_deep_graph::<true, false, false, false, DEPTH>(
                &edges,
                &targets,
                Runs::CappedLastRun,
                config,
            )
        }
        fn solve<const DEPTH: usize>(len: u64, won: bool, restarts: bool) -> Solved<u64> {
            solve_at::<DEPTH>(len, won, restarts, None)
        }
        for restarts in [false, true] {
            // The setting's depth, not the game's.
            let out = solve_at::<64>(1000, true, restarts, Some(2000));
            assert!(matches!(out.verdict, Verdict::Won(ref l) if l.len() == 999));
            let out = solve_at::<64>(1000, false, restarts, Some(2000));
            assert_eq!(out.verdict, Verdict::Lost);
            for won in [true, false] {
                let out = solve_at::<{ usize::MAX }>(1000, won, restarts, Some(64));
                assert_eq!(out.verdict, Verdict::Unknown, "won {won}");
                assert!(out.nodes < 100_000, "{} nodes", out.nodes);
            }
            let out = solve::<64>(40, true, restarts);
            assert!(matches!(out.verdict, Verdict::Won(ref l) if l.len() == 39));
            assert_eq!(solve::<64>(40, false, restarts).verdict, Verdict::Lost);
            assert!(matches!(
                solve::<{ usize::MAX }>(1000, true, restarts).verdict,
                Verdict::Won(_)
            ));
            assert_eq!(
                solve::<{ usize::MAX }>(1000, false, restarts).verdict,
                Verdict::Lost
            );
            for won in [true, false] {
                let out = solve::<64>(1000, won, restarts);
                assert_eq!(
                    out.verdict,
                    Verdict::Unknown,
                    "won {won}, restarts {restarts}"
                );
                assert!(
                    out.nodes < 100_000,
                    "stopped before the budget: {}",
                    out.nodes
                );
                // The short runs went on to the last run, half the budget in.
                assert_eq!(out.nodes > 50_000, restarts, "{} nodes", out.nodes);
            }
        }
    }

    /// A deviation swaps the first item with another at the rate asked, each other item alike,
    /// leaves a single item alone without drawing, and never happens at a rate of 0.
    #[test]
    fn deviations_swap_the_first_item_at_their_rate() {
        let mut state = 0x1234_5678_9abc_def1u64;
        let mut firsts = [0u32; 4];
        for _ in 0..100_000 {
            let mut items = [0, 1, 2, 3];
            deviate(&mut items, &mut state, 30);
            let mut sorted = items;
            sorted.sort_unstable();
            assert_eq!(sorted, [0, 1, 2, 3]);
            assert!(items[0] == 0 || items[items[0]] == 0, "{items:?}");
            firsts[items[0]] += 1;
        }
        assert!(
            (2_700..3_300).contains(&(100_000 - firsts[0])),
            "{firsts:?}"
        );
        for &n in &firsts[1..] {
            assert!((800..1_200).contains(&n), "{firsts:?}");
        }
        let before = state;
        let mut one = [7];
        deviate(&mut one, &mut state, 1000);
        assert_eq!((one, state), ([7], before));
        let mut items = [0, 1, 2];
        for _ in 0..1_000 {
            deviate(&mut items, &mut state, 0);
            assert_eq!(items, [0, 1, 2]);
        }
    }
}
