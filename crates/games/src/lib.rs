//! The rules of the games patience solves, behind one seam.
//!
//! Each family lives in its own module: the rules and their parameters, how a deal number becomes a
//! layout, the searchable position (a [`patience_search::Game`]), an independent replay checker
//! with a brute-force solver for tests, and its [`spec::Family`] (presets by name) and
//! [`spec::GameSpec`] (a game ready to deal and solve). [`registry`] lists the families; the
//! simulation driver and the command line work only with [`spec::GameSpec`].

pub mod accordion;
pub mod aces_up;
pub mod as_you_like_it;
pub mod bakers_dozen;
pub mod baroness;
pub mod canfield;
pub mod double_solitaire;
mod error;
mod grid;
pub mod match_solitaire;
pub mod nestor;
pub mod nestors;
pub mod nuts;
pub mod pack;
pub mod pack_play;
pub mod pishe_pasha;
mod plain;
pub mod player;
pub mod registry;
pub mod rows;
pub mod seats;
pub mod spec;
#[cfg(feature = "toy-game")]
pub mod toy;

pub use error::GameError;
pub use spec::{
    Contracts, DealFormat, DealNumber, DealReport, DealSolver, GameOptions, GameSpec, Report,
};
