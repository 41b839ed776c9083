//! Cards, decks and deals for patience games.
//!
//! - [`Card`]: a rank and a suit (or a joker), written `AS`, `10H` (also `TH`), `QD`, `JK`.
//! - [`DeckSpec`]: how many ranks, suits, decks and jokers make the pack.
//! - [`DealRng`]: the project's own generator for deal numbers (PCG-64 seeded by the game and the
//!   deal number), with its own Fisher-Yates shuffle, so a deal number never changes with a
//!   dependency upgrade.
//! - [`rectify`]: the readings of Nestor's rectified deal (`bottom`, `column`, `uniform`, `none`).

mod card;
mod deck;
mod mt;
pub mod pysol;
pub mod rectify;
mod rng;
pub mod solvitaire;

pub use card::{Card, CardParseError, Rank, Suit};
pub use deck::{pack_difference, DeckError, DeckSpec};
pub use mt::Mt19937;
pub use rng::DealRng;
