//! The interface between a game's rules and the search.

use crate::moveset::MoveSet;
use std::fmt::Debug;
use std::hash::Hash;

/// An exact, compact key of a position: two positions with equal keys are the same position for
/// the purpose of winning (their futures are identical).
pub trait StateKey: Copy + Eq + Hash + Debug + Default + Send + 'static {
    /// A well-mixed 64-bit hash of the key (fixed, so the search is deterministic).
    fn hash64(&self) -> u64;
}

/// The finaliser of `MurmurHash3` (`fmix64`): a fixed, fast mix with full avalanche, for
/// [`StateKey::hash64`] implementations.
#[inline]
pub fn fmix64(mut k: u64) -> u64 {
    k ^= k >> 33;
    k = k.wrapping_mul(0xff51_afd7_ed55_8ccd);
    k ^= k >> 33;
    k = k.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    k ^ (k >> 33)
}

impl StateKey for u64 {
    #[inline]
    fn hash64(&self) -> u64 {
        fmix64(*self)
    }
}

/// The folded multiply of `a` and `b`, each offset by a constant (as wyhash and ahash mix): the
/// 128-bit product's halves xored, so that each bit of the result depends on many bits of both.
/// One multiplication where a chain of [`fmix64`]s takes two a word. A word equal to its
/// constant zeroes the product: keys that do so collide, which costs the table probes, never a
/// wrong answer.
#[inline]
pub fn fold_mul(a: u64, b: u64) -> u64 {
    let r = u128::from(a ^ 0x243f_6a88_85a3_08d3) * u128::from(b ^ 0x1319_8a2e_0370_7344);
    (r as u64) ^ ((r >> 64) as u64)
}

impl StateKey for u128 {
    /// [`fold_mul`] of the two halves.
    #[inline]
    fn hash64(&self) -> u64 {
        fold_mul(*self as u64, (*self >> 64) as u64)
    }
}

/// How the node budgets of a search's runs grow, in units of
/// [`crate::SolverConfig::restart_nodes`] (see [`crate::Solver`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RestartSchedule {
    /// 1, 2, 4, 8, …: few runs, each long enough to search deep. Suits games where a wrong move
    /// near the root is soon found out.
    Doubling,
    /// 1, 1, 2, 1, 1, 2, 4, 1, … (Luby, Sinclair and Zuckerman, "Optimal speedup of Las Vegas
    /// algorithms", 1993): many short runs, and now and then a long one. Within a constant factor
    /// of the best fixed cut-off for any distribution of run lengths, so it suits games whose
    /// nodes to a win are heavy-tailed over move orders.
    Luby,
    /// Luby's sequence with no term above `cap`, and the last `last_percent` percent of the node
    /// limit kept for one run in the game's own order (but for the turns of
    /// [`Game::deviations_per_mille`]). For games whose deep wins are found by
    /// short runs, where Luby's long runs mostly waste their nodes, but whose hard losses still
    /// need one run through every reachable position: the last run proves those. (A game that
    /// keeps its first run, [`Game::keeps_first_run`], has that run instead of a last one.)
    LubyCapped {
        /// The largest term, in units of the first run's budget (`u64::MAX`: Luby's sequence
        /// uncapped, as Good Measure runs it).
        cap: u64,
        /// The share of the node limit, in percent, left to the last run.
        last_percent: u8,
        /// A run like the last one made early and cut short, if any.
        early: Option<EarlyRun>,
    },
}

/// A run like the schedule's last one (in the game's order but for its deviations, told
/// [`RunKind::Last`]), made once the short runs have taken [`EarlyRun::from`] nodes and cut
/// short at [`EarlyRun::nodes`]. For a game whose hard losses the last run proves soon after it
/// starts: they then cost the short runs until `from` and a little of this run, rather than
/// every node before the last run. A win or a loss it finds ends the search; otherwise its
/// table is thrown away and the short runs go on. Only the order of the moves and the budget
/// of a run differ from any other run's, so every verdict stays sound.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct EarlyRun {
    /// The nodes of the short runs after which it is made.
    pub from: u64,
    /// Its budget, in nodes.
    pub nodes: u64,
}

impl RestartSchedule {
    /// The budget of run `run` (from 0) in units of the first run's.
    pub fn units(self, run: u64) -> u64 {
        match self {
            RestartSchedule::Doubling => u32::try_from(run)
                .ok()
                .and_then(|r| 1u64.checked_shl(r))
                .unwrap_or(u64::MAX),
            RestartSchedule::Luby => luby(run + 1),
            RestartSchedule::LubyCapped { cap, .. } => luby(run + 1).min(cap),
        }
    }

    /// The early run of the schedule, if it has one.
    pub fn early_run(self) -> Option<EarlyRun> {
        match self {
            RestartSchedule::LubyCapped { early, .. } => early,
            _ => None,
        }
    }

    /// The nodes of a search with node limit `limit` after which the rest go to one last run in
    /// the game's own order, but for its deviations (`limit` itself when the schedule has no
    /// last run).
    pub fn last_run_from(self, limit: u64) -> u64 {
        match self {
            RestartSchedule::LubyCapped { last_percent, .. } => {
                limit - limit / 100 * u64::from(last_percent.min(100))
            }
            _ => limit,
        }
    }
}

/// What the search tells a game as one of its runs begins ([`Game::begin_run`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RunStart {
    /// The nodes the runs before took (0 for the first).
    pub nodes: u64,
    /// Which run of the schedule this is.
    pub kind: RunKind,
}

/// The runs of a search with restarts ([`RestartSchedule`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RunKind {
    /// Any run but the two below: the first, a restart's short run, or the only run of a
    /// search without restarts.
    Short,
    /// The schedule's early run ([`EarlyRun`]), made once and cut short, which runs as the
    /// last one does.
    Early,
    /// The schedule's last run ([`RestartSchedule::LubyCapped`]), which takes the rest of the
    /// budget.
    Last,
}

impl RunStart {
    /// Whether the run runs as the schedule's last one does: the last run, or the early run.
    pub fn runs_as_last(self) -> bool {
        matches!(self.kind, RunKind::Early | RunKind::Last)
    }
}

/// The `i`-th term (from 1) of the Luby sequence: 2^(k-1) when `i` = 2^k - 1, else the term of
/// `i` - (2^(k-1) - 1) for the `k` with 2^(k-1) <= `i` < 2^k - 1.
fn luby(mut i: u64) -> u64 {
    loop {
        let k = 64 - i.leading_zeros(); // 2^(k-1) <= i < 2^k
        if i == (1u64 << k) - 1 {
            return 1 << (k - 1);
        }
        i -= (1u64 << (k - 1)) - 1;
    }
}

/// A position of a one-player game with perfect information, searched by [`crate::Solver`].
///
/// The position is mutable: [`Game::apply`] and [`Game::undo`] change it in place, so a search keeps
/// one position and walks it up and down the tree.
pub trait Game {
    /// A move, as [`Game::moves`] lists it.
    type Move: Copy + Debug + PartialEq;
    /// What [`Game::apply`] returns for [`Game::undo`]: what a move changed that the move
    /// itself does not say (a card dealt from a stock, a space filled), so that positions keep
    /// no history of their own. `()` for games whose moves say it all.
    type Undo: Copy + Debug;
    /// The position's exact key.
    type Key: StateKey;

    /// Whether moves can lead back to an earlier position (then the search tracks its path).
    const CYCLIC: bool = false;

    /// How the node budgets of the runs grow when the search restarts (see [`crate::Solver`]):
    /// by default doubling. A game whose readings differ may answer by position.
    fn schedule(&self) -> RestartSchedule {
        RestartSchedule::Doubling
    }

    /// How many levels of the tree, from the root (level 0) down, the runs after the first
    /// shuffle (see [`crate::Solver`]): a position deeper than that keeps the game's own move
    /// order. By default every level. Shuffling near the root only gives the runs different
    /// starts while the game's order still guides each of them down, which finds a deep win
    /// sooner where the game's order is good once the first moves are right (Baker's Dozen).
    const SHUFFLE_LEVELS: usize = usize::MAX;

    /// Asked as each run after the first begins (`run` as [`Game::begin_run`] gets it): the
    /// chance in a thousand that, below [`Game::SHUFFLE_LEVELS`], a position with two moves or
    /// more tries first, instead of the game's best, one of its other moves drawn at random,
    /// from the run's stream (see [`crate::Solver`]); the rest keep the game's order. The
    /// schedule's last run ([`crate::RestartSchedule`]), which shuffles no level, deviates at
    /// every level if this says so. By default never. With a few shuffled levels only, every
    /// run of a problem walks the same way below them from the same position; these turns let
    /// the runs part there too (Good Measure's hard wins lie deep). Only the order of the moves
    /// changes, so every verdict stays sound: a loss is still proved by a run through every
    /// reachable position, whatever its order.
    fn deviations_per_mille(&self, _run: RunStart) -> u64 {
        0
    }

    /// Whether the search restarts with a new move order (see [`crate::Solver`]) from the current
    /// position (the root of a problem): by default, games with cycles do. A game whose hard
    /// problems are mostly lost says no: a restart throws the table away, and a loss must be
    /// proved by one run through every reachable position anyway. A game whose readings differ
    /// (most deals won in one, most lost in another) may answer by position. A game without
    /// cycles that restarts loses only the table of each stopped run.
    fn restarts(&self) -> bool {
        Self::CYCLIC
    }

    /// Whether, when the search restarts, the first run goes on beside the later ones instead of
    /// being thrown away (see [`crate::Solver`]): between any two later runs it searches on for as
    /// many nodes as the run before took, with its own table, from where it stopped. Short
    /// runs in new orders find the wins that a wrong turn near the root hides from one long
    /// search; the first run, never restarted, still proves losses, which need one run through
    /// every reachable position. By default no.
    fn keeps_first_run(&self) -> bool {
        false
    }

    /// Told by the search as each of its runs begins, the first included (see
    /// [`crate::Solver`]): how many nodes the runs before took, and whether this is the
    /// schedule's last run (see [`RestartSchedule`]), the one long run in the game's own order
    /// (but for its deviations) that must prove the losses the short runs could not. A game may
    /// turn on loss proofs that cost too much to pay at every node of every deal, once a deal
    /// has proved hard or for the last run. Any proof turned on must be sound (as
    /// [`Game::is_dead`] says); the position stays as it is. By default nothing.
    fn begin_run(&mut self, _run: RunStart) {}

    /// Whether the positions lie on levels, every move taking the position exactly one level
    /// down (as a Nestor discard takes two cards away), and distinct moves of a position lead to
    /// distinct positions. A position is then reached only from the level above it, which lets
    /// the search mark a position's children in the table as soon as it lists them (see
    /// [`crate::Solver`]). Only for games without cycles.
    const GRADED: bool = false;

    /// The exact key of the current position.
    fn key(&self) -> Self::Key;

    /// Whether the current position is won.
    fn is_won(&self) -> bool;

    /// Appends the moves to try from the current position, best first. When a safe move (a
    /// dominance) exists, a game may append only that move; its doc must argue why it is safe.
    fn moves(&mut self, out: &mut Vec<Self::Move>);

    /// Appends the moves of [`Game::moves`] whose numbers ([`Game::move_number`]) are not in
    /// `asleep`, a sleep set, in the same order. The default lists them all and drops the
    /// sleeping ones; a game may leave them out in the first place.
    fn awake_moves(&mut self, out: &mut Vec<Self::Move>, asleep: MoveSet) {
        let start = out.len();
        self.moves(out);
        if !asleep.is_empty() {
            let mut kept = start;
            for i in start..out.len() {
                let m = out[i];
                out[kept] = m;
                kept += usize::from(!asleep.holds(self.move_number(m)));
            }
            out.truncate(kept);
        }
    }

    /// Plays `m`, which [`Game::moves`] returned for the current position, and returns what
    /// [`Game::undo`] needs to take it back.
    fn apply(&mut self, m: Self::Move) -> Self::Undo;

    /// Takes back `m`, the last move applied, with what its [`Game::apply`] returned.
    fn undo(&mut self, m: Self::Move, u: Self::Undo);

    /// Whether [`Game::safe_move`] may ever return a move. Games that leave it `false` (the
    /// default) pay nothing for runs of safe moves: the search never asks.
    const SAFE_MOVES: bool = false;

    /// The deepest a run's path may go, in positions: a run that would enter a position
    /// deeper stops there, and the search with it unless a later run of a restart schedule
    /// comes after it (the verdict is then unknown, as when the budget is spent). Unlimited by
    /// default. A game with cycles sets it when its runs can wander for millions of positions
    /// down one path through rearrangements of the same cards (Good Measure), each position
    /// on the path holding its frame, its key and its listed moves, some 100 bytes: such a
    /// path is most of a thread's memory.
    const MAX_DEPTH: usize = usize::MAX;

    /// A move the search plays at once, as part of the move that led to the current position:
    /// a run of such moves is one node (one key, one table entry, one count against the
    /// budget). `None` (the default) when there is none. A game returns one only when it is
    /// *safe*, and its doc must argue why: if the position is won at all, some win starts with
    /// that move. The search then never tries the position's other moves, and the run is part
    /// of every line through it (the moves of a win include it). The run must be a function of
    /// the position alone, so that the key of the position before the run stands for the
    /// position after it. Asked only when [`Game::SAFE_MOVES`] is set.
    fn safe_move(&mut self) -> Option<Self::Move> {
        None
    }

    /// Whether the search also looks up the key of each child after its run of safe moves, and
    /// skips the child when that position is known: different positions can end their runs in
    /// the same one (in Aces Up, two moves into an empty pile whose discards leave the same
    /// piles), whose search the first of them already made. Only for games with cycles
    /// ([`Game::CYCLIC`]), whose table holds every position entered, each standing for the
    /// positions it reaches (searched and lost, or on the path); it costs a key and a look-up
    /// a child whose run played something. By default, exactly the games with cycles: in Aces
    /// Up, Baker's Dozen, Good Measure and Canfield it saves nodes (on Aces Up's lost deals,
    /// about half), while the games without cycles tried (As You Like It, Accordion, Baroness)
    /// lost more time to the look-ups than the fewer nodes saved.
    const SETTLED_KEYS: bool = Self::CYCLIC;

    /// With [`Game::SETTLED_KEYS`]: whether a child is looked up by its key after its run of
    /// safe moves only, not also by its key before the run. Each child is then played and its
    /// run made before the look-up, even when an earlier child had the same position before
    /// its run; but the table holds only the positions entered, one key and one look-up a
    /// child fewer. It pays where most runs are short and cheap to make again and most children
    /// end dead or known (Aces Up, whose run is one sweep). Exact either way: every position
    /// entered is in the table, or on the path, under the key it is entered by. Off by default.
    const SETTLED_ONLY: bool = false;

    /// The key of the position after `m` (one of [`Game::moves`] of the current position), which
    /// is left unchanged: the key of the position before any run of safe moves that follows
    /// (see [`Game::safe_move`]). The search uses it to look the child up before playing `m`;
    /// the default plays and takes back `m`, a game may compute it more cheaply.
    fn child_key(&mut self, m: Self::Move) -> Self::Key {
        let u = self.apply(m);
        let k = self.key();
        self.undo(m, u);
        k
    }

    /// Whether the current position is proved lost without search. Must never say `true` of a
    /// position from which a win is reachable. The default proves nothing.
    fn is_dead(&mut self) -> bool {
        false
    }

    /// The key of a position that *dominates* the current one, if the game knows one: every
    /// win from the current position gives a win from it, so that if it is lost, so is the
    /// current one. Games without cycles only: the search looks the key up in its table,
    /// whose positions are lost or still being searched, and skips the current position when
    /// it is there. So the dominating position must never be one still being searched: never
    /// on the path to the current position, and, in a graded game ([`Game::GRADED`]), whose
    /// children are marked in the table as soon as they are listed, never a child of the
    /// position the current one was reached from. Where every move takes a card away, a
    /// position with as many cards left as the current one and not its sibling is neither.
    /// Asked before [`Game::is_dead`] (the table's slot loads while the loss proofs run) and
    /// looked up after it; the default knows none.
    fn dominator(&mut self) -> Option<Self::Key> {
        None
    }

    /// Whether [`Game::covers`] says more than that equal keys cover each other. Only for games
    /// with cycles ([`Game::CYCLIC`]), whose search has no sleep sets: a covered position is
    /// skipped like a known one, and it need not be lost.
    const COVERS: bool = false;

    /// Whether the position of key `seen`, once the search has entered it, makes entering the
    /// position of `key` needless: every position one move from `key`'s (after its run of safe
    /// moves) is one move from `seen`'s, and `key`'s is won only if `seen`'s is. Then whatever
    /// `key`'s position reaches, `seen`'s reaches too, and the search, which tries every move of
    /// every position it enters until it finds a win, reaches it from there (see
    /// [`crate::Solver`]). Keys that may cover each other must have the same
    /// [`StateKey::hash64`], so that the table finds them side by side. Equal keys cover each
    /// other (the default says only that); asked only when [`Game::COVERS`] is set.
    fn covers(&self, seen: &Self::Key, key: &Self::Key) -> bool {
        seen == key
    }

    /// The number of `m` in sleep sets (see [`crate::Solver`]), or `None` if `m` never sleeps.
    /// A number stands for the same move in every position of one search where the move is
    /// legal, and distinct moves of one position have distinct numbers. The default, `None`,
    /// turns sleep sets off.
    fn move_number(&self, _m: Self::Move) -> Option<u8> {
        None
    }

    /// The numbered moves that are not independent of `m` (a move of the current position), `m`
    /// itself included. Two moves, both legal in some position, are *independent* there when,
    /// played in either order, they reach the same position, and each stays legal after the
    /// other and after any moves independent of it. The search never plays a move found lost at
    /// an ancestor below a sibling independent of it (see [`crate::Solver`]). Saying a move is
    /// dependent when it is not only costs nodes; the default says so of every move.
    fn dependents(&self, _m: Self::Move) -> MoveSet {
        MoveSet::ALL
    }
}

#[cfg(test)]
mod tests {
    use super::RestartSchedule;

    #[test]
    fn schedules_are_the_doubling_and_luby_sequences() {
        let luby: Vec<u64> = (0..15).map(|r| RestartSchedule::Luby.units(r)).collect();
        assert_eq!(luby, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
        let doubling: Vec<u64> = (0..5).map(|r| RestartSchedule::Doubling.units(r)).collect();
        assert_eq!(doubling, [1, 2, 4, 8, 16]);
        assert_eq!(RestartSchedule::Doubling.units(70), u64::MAX);
        let early = super::EarlyRun {
            from: 1000,
            nodes: 500,
        };
        let capped = RestartSchedule::LubyCapped {
            cap: 2,
            last_percent: 20,
            early: Some(early),
        };
        let units: Vec<u64> = (0..15).map(|r| capped.units(r)).collect();
        assert_eq!(units, [1, 1, 2, 1, 1, 2, 2, 1, 1, 2, 1, 1, 2, 2, 2]);
        assert_eq!(capped.last_run_from(10_000_000), 8_000_000);
        assert_eq!(RestartSchedule::Luby.last_run_from(1000), 1000);
        assert_eq!(capped.early_run(), Some(early));
        assert_eq!(RestartSchedule::Luby.early_run(), None);
    }
}
