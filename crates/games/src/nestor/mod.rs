//! The Nestor family: rank-pair discarding from open columns and an open reserve.
//!
//! Rules as `../shared/RULES.md` reads the seed (Keller and Masten, "Nestor and Double Nestor"):
//! the pack is dealt row by row into columns of given lengths, the rest forms the reserve. The top
//! card of each column and every reserve card are available; a move discards two available cards of
//! one rank (two reserve cards may pair). With overlap discards on, the top card of a column and the
//! card directly beneath it may be discarded together if they share a rank. Won when every card is
//! discarded.

mod check;
mod game;
mod layout;
mod position;
mod presets;
mod rules;

pub use check::{brute_force_winnable, replay};
pub use game::{NestorGame, NestorSolution, NestorWorker};
pub use layout::{DealFile, Layout, Place, Step};
pub use position::{NestorPos, PackedKey, PairMove};
pub use presets::{preset, presets, NestorPreset};
pub use rules::{NestorDealer, NestorRules};
