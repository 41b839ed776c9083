//! The Nestor-family presets, by the names players use (seed 000; `../shared/RULES.md`).

use super::rules::NestorRules;
use crate::error::GameError;
use patience_cards::rectify::Rectify;
use patience_cards::DeckSpec;

/// A named game and where its rules come from.
#[derive(Clone, Debug)]
pub struct NestorPreset {
    /// The name used on the command line.
    pub name: &'static str,
    /// One line on the game and its source.
    pub about: &'static str,
    /// The published win rate, as the source words it, if any.
    pub published: Option<&'static str>,
    /// The rules.
    pub rules: NestorRules,
}

fn rules(
    name: &str,
    columns: Vec<usize>,
    decks: u8,
    rectify: Rectify,
    overlap: bool,
) -> NestorRules {
    NestorRules {
        name: name.to_string(),
        columns,
        deck: DeckSpec::standard(decks, 0),
        rectify,
        overlap,
    }
}

/// Every Nestor-family preset, in the order `patience games` lists them.
pub fn presets() -> Vec<NestorPreset> {
    vec![
        NestorPreset {
            name: "nestor",
            about: "8 columns of 6, open reserve of 4, rectified (seed 000, Keller and Masten)",
            published: Some("just above 4 in 7 (perfect play)"),
            rules: rules("nestor", vec![6; 8], 1, Rectify::Bottom, false),
        },
        NestorPreset {
            name: "nestor-unrectified",
            about: "Nestor dealt at random: 8 columns of 6, reserve of 4 (seed 000)",
            published: Some("less than 1 in 7 (100,000 deals)"),
            rules: rules("nestor-unrectified", vec![6; 8], 1, Rectify::None, false),
        },
        NestorPreset {
            name: "double-nestor",
            about: "two decks, 10 columns of 10, reserve of 4, unrectified (seed 000, Masten)",
            published: Some("about 92%"),
            rules: rules("double-nestor", vec![10; 10], 2, Rectify::None, false),
        },
    ]
}

/// The preset called `name`.
///
/// # Errors
/// [`GameError::UnknownGame`].
pub fn preset(name: &str) -> Result<NestorPreset, GameError> {
    presets()
        .into_iter()
        .find(|p| p.name == name)
        .ok_or_else(|| GameError::UnknownGame {
            name: name.to_string(),
        })
}
