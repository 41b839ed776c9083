//! The Nestor family: rank-pair discarding from open columns and an open reserve.
//!
//! Rules as `../shared/RULES.md` reads the seed (Keller and Masten, "Nestor and Double Nestor"):
//! the pack is dealt row by row into columns of given lengths, the rest forms the reserve. The top
//! card of each column and every reserve card are available; a move discards two available cards of
//! one rank (two reserve cards may pair). With overlap discards on, the top card of a column and the
//! card directly beneath it may be discarded together if they share a rank. Won when every card is
//! discarded.

mod check;
mod layout;
mod position;
mod rules;

pub use check::{brute_force_winnable, replay};
pub use layout::{DealFile, Layout, Place, Step};
pub use position::{NestorPos, PackedKey, PairMove};
pub use rules::{NestorDealer, NestorRules};

/// Bits of the exact state key of `rules`' positions.
pub fn key_bits_of(rules: &NestorRules) -> u32 {
    rules::key_bits(&rules.columns, rules.reserve_len())
}
