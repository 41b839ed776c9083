//! The interface between a game of two sides and [`crate::AlphaBeta`].

use crate::game::StateKey;
use std::fmt::Debug;

/// One of the two sides of a game (two players, or two partnerships whose turns follow the
/// seating).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The side whose points the search maximises (in Nestors, the bidder and partner).
    First,
    /// The side that minimises the first side's points.
    Second,
}

impl Side {
    /// The other side.
    #[must_use]
    pub fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }
}

/// A position of a game of two sides with perfect information and a score, searched by
/// [`crate::AlphaBeta`].
///
/// The score is the first side's points; the second side wants them low (a zero-sum game: in a
/// game with a fixed total, the second side's points are the rest).
///
/// The game ends: no line comes back to a position it has left (so a line is finite, and a
/// position is never searched below itself). The position is mutable:
/// [`TwoSided::apply`] and [`TwoSided::undo`] change it in place.
pub trait TwoSided {
    /// A move, as [`TwoSided::moves`] lists it.
    type Move: Copy + Debug + PartialEq;
    /// What [`TwoSided::apply`] returns for [`TwoSided::undo`] (`()` when the move says it all).
    type Undo: Copy + Debug;
    /// The position's exact key.
    type Key: StateKey;

    /// The exact key of the current position: two positions with equal keys have the same legal
    /// moves, whose sides, in every line that follows, and the same points still to come for the
    /// first side ([`TwoSided::points`] at the end minus now) along each line. The points taken
    /// so far need not be in it.
    fn key(&self) -> Self::Key;

    /// The side to move.
    fn to_move(&self) -> Side;

    /// The points the first side has taken so far. At the end of the game (no moves), its final
    /// points, every bonus included.
    fn points(&self) -> i32;

    /// Bounds on the points still to come for the first side from here, `(low, high)` with
    /// `low <= high`, whatever either side plays: the search stops at once when the window
    /// excludes everything in between. The default bounds nothing.
    fn rest_bounds(&self) -> (i32, i32) {
        (i32::MIN / 4, i32::MAX / 4)
    }

    /// Whether the search keeps the current position's bounds in its table: a game may leave out
    /// positions cheap to search again (inside a trick), so that the table holds fewer, costlier
    /// positions. By default, every position.
    fn stored(&self) -> bool {
        true
    }

    /// Whether every child of the current position is one [`TwoSided::stored`] keeps, so that
    /// the search looks them all up before it searches any: one whose bounds already settle
    /// the window ends the search of the position at once (enhanced transposition cutoffs).
    /// By default, never.
    fn children_stored(&self) -> bool {
        false
    }

    /// Appends the legal moves of the current position, best first (the search is exact in any
    /// order; a good order only saves nodes). None when the game is over.
    fn moves(&mut self, out: &mut Vec<Self::Move>);

    /// Plays `m`, one of [`TwoSided::moves`], and returns what [`TwoSided::undo`] needs.
    fn apply(&mut self, m: Self::Move) -> Self::Undo;

    /// Takes back `m`, the last move applied, with what its [`TwoSided::apply`] returned.
    fn undo(&mut self, m: Self::Move, u: Self::Undo);
}
