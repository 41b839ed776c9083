//! Errors of rules, layouts and deal files: all are the user's input, none are bugs.

use patience_cards::rectify::DealError;
use patience_cards::{CardParseError, DeckError};

/// What is wrong with a game, a layout or a deal file. Each prints as one line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    /// No preset has that name.
    #[error("unknown game {name:?}{}; `patience games` lists the presets", did_you_mean(.suggestion.as_deref()))]
    UnknownGame {
        /// The name asked for.
        name: String,
        /// The closest known name, if one is close.
        suggestion: Option<String>,
    },
    /// The rules' parameters do not make a playable game.
    #[error("impossible game: {0}")]
    BadRules(String),
    /// A layout does not fit the game: missing or extra cards, wrong shape.
    #[error("impossible layout: {0}")]
    BadLayout(String),
    /// A card could not be read.
    #[error(transparent)]
    Card(#[from] CardParseError),
    /// The pack is impossible.
    #[error(transparent)]
    Deck(#[from] DeckError),
    /// The deal could not be dealt.
    #[error(transparent)]
    Deal(#[from] DealError),
    /// A deal file is not valid JSON of the expected shape.
    #[error("bad deal file: {0}")]
    DealFile(String),
    /// A game file is not valid JSON rules of a game.
    #[error("bad game file: {0}")]
    GameFile(String),
    /// The game has no players yet (`simulate --player`): only its thoughtful win rate.
    #[error("{0} has no players yet; simulate it without --player for its thoughtful win rate")]
    NoPlayers(String),
    /// A player was asked to play a deal that is not one of patience's deal numbers.
    #[error("{0}: a player plays only patience's own deal numbers (--deal N)")]
    PlayerDeal(String),
    /// A search setting that the game's search does not have.
    #[error("{0}")]
    Setting(String),
    /// A game line in a family's notation could not be read or replayed.
    #[error("{0}")]
    Notation(String),
}

fn did_you_mean(suggestion: Option<&str>) -> String {
    suggestion.map_or_else(String::new, |s| format!(" (did you mean {s:?}?)"))
}
