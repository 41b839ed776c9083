//! The rules of the games patience solves, and the presets users name on the command line.
//!
//! Each family lives in its own module: the rules and their parameters, how a deal number becomes a
//! layout, the searchable position (a [`patience_search::Game`]), and an independent replay
//! checker with a brute-force solver for tests. [`registry`] maps preset names to rules, and
//! [`AnyGame`] is what the simulation driver and the command line work with.

mod any;
mod error;
pub mod match_solitaire;
pub mod nestor;
pub mod registry;

pub use any::{deal_file_game, AnyGame, DealReport, Report, Worker};
pub use error::GameError;
