//! Canfield (Richard A. Canfield, 1890s): a reserve of 13, four tableau piles built down in
//! alternate colours, foundations from a random base rank, and a stock dealt three at a time
//! without limit.
//!
//! Rules as `docs/rules.md` reads them (source: Canfield as catsatcards.com describes it); the
//! three readings of "moved as a unit" are [`Moving`]'s. [`CanfieldPos`] is the searchable
//! position (the stock and waste as one sequence with a pointer, safe moves to the foundations);
//! [`replay`] and [`brute_force_winnable`] are an independent plain model for checking it.
//! Layouts come from our deal numbers, from Solvitaire's seeds ([`CanfieldDeal`]) or from
//! PySolFC's game numbers (`pysol`); players who see only the face-up cards play
//! [`CanfieldPlay`].

mod check;
mod deal;
mod play;
mod position;
mod pysol;
mod rules;
mod spec;

pub use check::{brute_force_winnable, replay, CheckError, Place, Step};
pub use deal::{builds_on, CanfieldDeal, SHUFFLE_NAME};
pub use play::{CanfieldAction, CanfieldPlay, CanfieldSeen};
pub use position::{CanfieldMove, CanfieldPos, CanfieldUndo};
pub use rules::{CanfieldRules, Moving, PILES};
pub use spec::{
    solve, solve_with, CanfieldFamily, CanfieldGame, CanfieldPreset, CanfieldSolution, FAMILY,
    PRESETS,
};
