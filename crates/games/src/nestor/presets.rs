//! The Nestor-family presets, by the names players use (Michael Keller and Mark Masten, "Nestor
//! and Double Nestor"; the readings are in `docs/rules.md`).

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
        rectify,
        overlap,
        ..NestorRules::new(name, columns, DeckSpec::standard(decks, 0))
    }
}

/// `rules` with two jokers in the pack.
fn with_jokers(mut r: NestorRules) -> NestorRules {
    r.deck.jokers = 2;
    r
}

/// Every Nestor-family preset, in the order `patience games` lists them.
pub fn presets() -> Vec<NestorPreset> {
    vec![
        NestorPreset {
            name: "nestor",
            about: "8 columns of 6, open reserve of 4, rectified (Keller and Masten; Keller and Masten)",
            published: Some("just above 4 in 7 (perfect play)"),
            rules: rules("nestor", vec![6; 8], 1, Rectify::Bottom, false),
        },
        NestorPreset {
            name: "nestor-unrectified",
            about: "Nestor dealt at random: 8 columns of 6, reserve of 4 (Keller and Masten)",
            published: Some("less than 1 in 7 (100,000 deals)"),
            rules: rules("nestor-unrectified", vec![6; 8], 1, Rectify::None, false),
        },
        NestorPreset {
            name: "double-nestor",
            about: "two decks, 10 columns of 10, reserve of 4, unrectified (Keller and Masten; Masten)",
            published: Some("about 92%"),
            rules: rules("double-nestor", vec![10; 10], 2, Rectify::None, false),
        },
        NestorPreset {
            name: "nestor-closed-reserve",
            about: "Nestor with the reserve of 4 used in dealing order (\"some older sources\")",
            published: None,
            rules: NestorRules {
                closed_reserve: true,
                ..rules(
                    "nestor-closed-reserve",
                    vec![6; 8],
                    1,
                    Rectify::Bottom,
                    false,
                )
            },
        },
        NestorPreset {
            name: "vertical",
            about: "7 columns of 6, reserve of 10, unrectified (Keller and Masten; older books)",
            published: None,
            rules: rules("vertical", vec![6; 7], 1, Rectify::None, false),
        },
        NestorPreset {
            name: "vertical-centre",
            about: "Vertical with a 7th card in the centre (4th) column, reserve of 9 (Keller and Masten)",
            published: None,
            rules: rules(
                "vertical-centre",
                vec![6, 6, 6, 7, 6, 6, 6],
                1,
                Rectify::None,
                false,
            ),
        },
        NestorPreset {
            name: "heracles",
            about: "9 columns of 5, reserve of 7, rectified (Keller and Masten; Pretty Good Solitaire)",
            published: None,
            rules: rules("heracles", vec![5; 9], 1, Rectify::Bottom, false),
        },
        NestorPreset {
            name: "alcides",
            about: "10 columns of 5, reserve of 2, unrectified (Keller and Masten; Pretty Good Solitaire)",
            published: None,
            rules: rules("alcides", vec![5; 10], 1, Rectify::None, false),
        },
        NestorPreset {
            name: "turkish-kerchief",
            about: "the whole deck in 10 columns (two of 6, eight of 5), no reserve, unrectified, \
                    overlap discards (Keller and Masten; BVS Solitaire, Rozaliev 1998)",
            published: Some("quite difficult (with overlap discards)"),
            rules: rules(
                "turkish-kerchief",
                vec![6, 6, 5, 5, 5, 5, 5, 5, 5, 5],
                1,
                Rectify::None,
                true,
            ),
        },
        NestorPreset {
            name: "full-parade",
            about: "the whole deck in 9 columns (seven of 6, two of 5), no reserve, unrectified, \
                    overlap discards (Keller and Masten; BVS Solitaire, Rozaliev 1998)",
            published: Some("quite difficult (with overlap discards)"),
            rules: rules(
                "full-parade",
                vec![6, 6, 6, 6, 6, 6, 6, 5, 5],
                1,
                Rectify::None,
                true,
            ),
        },
        NestorPreset {
            name: "doublets",
            about: "12 columns of 4 face down but the top card, unrectified; a stock of 4 fills \
                    emptied columns (Keller and Masten); solved thoughtfully: an upper bound",
            published: None,
            rules: NestorRules {
                closed_tableau: true,
                stock: true,
                ..rules("doublets", vec![4; 12], 1, Rectify::None, false)
            },
        },
        NestorPreset {
            name: "closed-nestor",
            about: "8 columns of 6 face down but the top card, open reserve of 4, rectified \
                    (Keller and Masten; Masten); solved thoughtfully: an upper bound",
            published: Some("about 1 in 4 (Masten's solver, rectified)"),
            rules: NestorRules {
                closed_tableau: true,
                ..rules("closed-nestor", vec![6; 8], 1, Rectify::Bottom, false)
            },
        },
        NestorPreset {
            name: "nestor-jokers-reserve",
            about: "Nestor from 52 cards, then the 2 jokers join the reserve (6); jokers are wild \
                    (Keller and Masten; Gibson 1964)",
            published: None,
            rules: NestorRules {
                jokers_in_reserve: true,
                ..with_jokers(rules(
                    "nestor-jokers-reserve",
                    vec![6; 8],
                    1,
                    Rectify::Bottom,
                    false,
                ))
            },
        },
        NestorPreset {
            name: "nestor-jokers",
            about: "54 cards with 2 wild jokers shuffled in: 8 columns of 6, reserve of 6, \
                    rectified (Keller and Masten; Masten)",
            published: None,
            rules: with_jokers(rules(
                "nestor-jokers",
                vec![6; 8],
                1,
                Rectify::Bottom,
                false,
            )),
        },
        NestorPreset {
            name: "nestors-revenge",
            about: "54 cards with 2 wild jokers: 9 columns of 6, no reserve, rectified (Keller and Masten; \
                    Masten)",
            published: Some("about 1 in 6 (Masten's solver)"),
            rules: with_jokers(rules(
                "nestors-revenge",
                vec![6; 9],
                1,
                Rectify::Bottom,
                false,
            )),
        },
        NestorPreset {
            name: "double-nestor-12x8",
            about: "two decks, 12 columns of 8, reserve of 8, rectified (Keller and Masten; Keller's first \
                    try)",
            published: None,
            rules: rules("double-nestor-12x8", vec![8; 12], 2, Rectify::Bottom, false),
        },
        NestorPreset {
            name: "double-nestor-10x10-rectified",
            about: "two decks, 10 columns of 10, reserve of 4, rectified (Keller and Masten)",
            published: None,
            rules: rules(
                "double-nestor-10x10-rectified",
                vec![10; 10],
                2,
                Rectify::Bottom,
                false,
            ),
        },
        NestorPreset {
            name: "double-nestor-11x9",
            about: "two decks, 11 columns of 9, reserve of 5, rectified (Keller and Masten)",
            published: None,
            rules: rules("double-nestor-11x9", vec![9; 11], 2, Rectify::Bottom, false),
        },
        NestorPreset {
            name: "double-nestor-12x8-unrectified",
            about: "two decks, 12 columns of 8, reserve of 8, unrectified (Keller and Masten; Pretty Good \
                    Solitaire's Double Nestor)",
            published: None,
            rules: rules(
                "double-nestor-12x8-unrectified",
                vec![8; 12],
                2,
                Rectify::None,
                false,
            ),
        },
        NestorPreset {
            name: "double-nestor-7x13",
            about: "two decks, 7 columns of 13, reserve of 13, rectified: each column and the \
                    reserve hold one card of each rank (Keller and Masten; Masten)",
            published: None,
            rules: rules("double-nestor-7x13", vec![13; 7], 2, Rectify::Bottom, false),
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
            suggestion: None,
        })
}
