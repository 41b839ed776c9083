//! The presets: games by the names players use.

use crate::error::GameError;
use crate::nestor::NestorRules;
use patience_cards::rectify::Rectify;
use patience_cards::DeckSpec;

/// A named game and where its rules come from.
#[derive(Clone, Debug)]
pub struct Preset {
    /// The name used on the command line.
    pub name: &'static str,
    /// One line on the game and its source.
    pub about: &'static str,
    /// The published win rate, as the source words it, if any.
    pub published: Option<&'static str>,
    /// The rules.
    pub rules: NestorRules,
}

fn nestor(
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

/// Every preset, in the order `patience games` lists them.
pub fn presets() -> Vec<Preset> {
    vec![
        Preset {
            name: "nestor",
            about: "8 columns of 6, open reserve of 4, rectified (seed 000, Keller and Masten)",
            published: Some("just above 4 in 7 (perfect play)"),
            rules: nestor("nestor", vec![6; 8], 1, Rectify::Bottom, false),
        },
        Preset {
            name: "nestor-unrectified",
            about: "Nestor dealt at random: 8 columns of 6, reserve of 4 (seed 000)",
            published: Some("less than 1 in 7 (100,000 deals)"),
            rules: nestor("nestor-unrectified", vec![6; 8], 1, Rectify::None, false),
        },
        Preset {
            name: "double-nestor",
            about:
                "two decks, 10 columns of 10, reserve of 4, unrectified (seed 000, Masten's solver)",
            published: Some("about 92%"),
            rules: nestor("double-nestor", vec![10; 10], 2, Rectify::None, false),
        },
    ]
}

/// The preset called `name`.
///
/// # Errors
/// [`GameError::UnknownGame`].
pub fn preset(name: &str) -> Result<Preset, GameError> {
    presets()
        .into_iter()
        .find(|p| p.name == name)
        .ok_or_else(|| GameError::UnknownGame {
            name: name.to_string(),
        })
}
