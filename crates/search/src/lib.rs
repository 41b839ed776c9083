//! Exact depth-first search over a game's states, with a bounded transposition table.
//!
//! A game plugs in through [`Game`]: it generates moves (or one safe move, a dominance), applies and
//! undoes them on an incremental position, gives an exact [`StateKey`] of the position, and may
//! prove a position lost early ([`Game::is_dead`]). [`Solver`] answers whether a won position is
//! reachable: [`Verdict::Won`] with the moves, [`Verdict::Lost`] (every reachable position was
//! searched), or [`Verdict::Unknown`] when the node budget ran out. Budgets count nodes, not time.
//!
//! Exactness does not depend on the table keeping every state: a state that the table forgot is
//! searched again (slower, never wrong). Games with cycles (moves that can be undone) set
//! [`Game::CYCLIC`], and the solver then also refuses to re-enter a state on the current path, so the
//! search always ends.
//!
//! Games of two sides (Nestors double dummy) plug in through [`TwoSided`] instead, and
//! [`AlphaBeta`] gives the first side's points with best play by both, with a line of best play.

mod alphabeta;
mod bounds;
mod budget;
mod game;
mod moveset;
pub mod progress;
mod shorten;
mod solver;
mod table;
mod two_sided;
mod wide;

pub use alphabeta::{AlphaBeta, Valued};
pub use budget::set_large_tables;
pub use game::{fmix64, fold_mul, EarlyRun, Game, RestartSchedule, RunKind, RunStart, StateKey};
pub use moveset::MoveSet;
pub use shorten::shorten;
pub use solver::{Outcome, Solved, Solver, SolverConfig, Verdict};
pub use table::{Table, LARGEST_AT_ONCE_BYTES};
pub use two_sided::{Side, TwoSided};
pub use wide::{bits_for, BitWriter, WideKey};
