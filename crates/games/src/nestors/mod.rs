//! Nestors, the four-player trick-taking game of "Nestors" by Ali Safaaei (not the Nestor
//! patience), solved double dummy: every hand known, best play by both partnerships.
//!
//! The rules of a trick are in [`rules`], the deal from a deal number in [`deal`], the position
//! the two-sided search plays in [`position`], an independent replay in [`check`], and the seam
//! in [`spec`]. The readings of ambiguous rules are in `docs/rules.md` (Nestors).

pub mod auction;
pub mod check;
pub mod deal;
pub mod game;
pub mod game_spec;
pub mod position;
pub mod rules;
pub mod spec;

pub use spec::{Nestors, FAMILY};
