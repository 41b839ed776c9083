//! The Nestor family: rank-pair discarding from open columns and an open reserve.
//!
//! Rules as `docs/rules.md` reads Michael Keller and Mark Masten's "Nestor and Double Nestor":
//! the pack is dealt row by row into columns of given lengths, the rest forms the reserve. The top
//! card of each column and every reserve card are available; a move discards two available cards of
//! one rank (two reserve cards may pair). With overlap discards on, the top card of a column and the
//! card directly beneath it may be discarded together if they share a rank. Won when every card is
//! discarded.
//!
//! The variants that article describes are options of [`NestorRules`]: jokers (wild, in the pack or added to
//! the reserve), a closed reserve (used in dealing order), a closed tableau (solved thoughtfully:
//! every card known), and Doublets' stock (the leftover cards refill emptied columns). The plain
//! open game is searched by [`NestorPos`], the variants by [`VariantPos`]; [`inspect`] finds
//! deals lost by inspection alone.

mod check;
mod custom;
mod game;
pub mod inspect;
mod layout;
mod play;
mod position;
mod presets;
mod proofs;
mod pysol;
mod rules;
mod spec;
mod stock_play;
mod variant;

pub use check::{brute_force_winnable, replay};
pub use custom::{custom_rules, vary};
pub use game::{solve_variant, NestorGame, NestorSolution, NestorWorker};
pub use layout::{DealFile, Layout, Place, Step};
pub use play::{NestorDiscard, NestorPlay, NestorSeen, MIX_SWAPS};
pub use position::{NestorPos, PackedKey, PairMove};
pub use presets::{preset, presets, NestorPreset};
pub use pysol::pysol_layout;
pub use rules::{NestorDealer, NestorRules};
pub use spec::{NestorFamily, FAMILY};
pub use stock_play::{NestorStockPlay, StockSeen};
pub use variant::{VariantMove, VariantPos, VariantUndo};
