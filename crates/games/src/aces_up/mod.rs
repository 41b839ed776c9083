//! Aces Up (Firing Squad): four piles dealt in rows of four; a top card is discarded when a
//! higher card of its suit (ace high) is on top of another pile; an empty pile may take any
//! pile's top card; won when only the four aces are left.
//!
//! Rules as `docs/rules.md` reads them (source: the book of patience games introduced by Peter
//! Arnold). [`AcesUpPos`] is the searchable position; [`replay`] and [`brute_force_winnable`]
//! are an independent plain model for checking it. `--deal pysol:N` deals PySolFC's game N
//! (`pysol`).

mod check;
mod play;
mod position;
mod pysol;

pub use check::{brute_force_winnable, replay, AcesUpStep};
pub use play::AcesUpPlay;
pub use position::{AcesUpMove, AcesUpPos};

use crate::error::GameError;
use crate::pack::{PackFamily, PackRules, Preset};
use crate::pack_play::PlaysPack;
use crate::rows::{RowShape, MAX_HEIGHT, MAX_PILES};
use patience_cards::{Card, DeckSpec};
use patience_search::Game;
use serde::{Deserialize, Serialize};

/// Aces Up in the registry.
pub static FAMILY: PackFamily<AcesUpRules> = PackFamily::NEW;

/// The rules: the pack and the piles.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "game", rename = "aces-up", deny_unknown_fields)]
pub struct AcesUpRules {
    /// Ranks of each suit, ace to the top rank (13; fewer in the brute-force checks). The ace
    /// ranks above the top rank.
    pub ranks: u8,
    /// Piles, and cards a row (4).
    pub piles: u8,
    /// Whether a card is discarded as soon as it may be (the book: "any card lower in rank and
    /// of identical suit to another is discarded"), rather than when the player chooses.
    pub compulsory_discards: bool,
}

impl AcesUpRules {
    /// The book's game: 52 cards, four piles.
    pub const STANDARD: AcesUpRules = AcesUpRules {
        ranks: 13,
        piles: 4,
        compulsory_discards: true,
    };

    /// Where the rows go.
    pub fn shape(&self) -> RowShape {
        RowShape {
            width: self.piles,
            cards: self.ranks * 4,
            aside: false,
        }
    }
}

/// The presets. The published figures: the book's "prospects of success" for a person playing,
/// and Mark Masten's solver (which skipped some moves, so a lower bound for thoughtful play).
pub const PRESETS: [Preset<AcesUpRules>; 2] = [
    Preset {
        name: "aces-up",
        rules: AcesUpRules::STANDARD,
        published: "about 1 in 8 played (the book); 11.57% (Masten's solver)",
    },
    Preset {
        name: "aces-up-free",
        rules: AcesUpRules {
            compulsory_discards: false,
            ..AcesUpRules::STANDARD
        },
        published: "11.57% (Masten's solver, which skipped some moves: a lower bound)",
    },
];

impl PackRules for AcesUpRules {
    type Pos = AcesUpPos;
    type Step = AcesUpStep;
    const FAMILY: &'static str = "aces-up";
    const TITLE: &'static str = "Aces Up";

    fn presets() -> &'static [Preset<AcesUpRules>] {
        &PRESETS
    }

    fn validate(&self) -> Result<(), GameError> {
        if !(2..=13).contains(&self.ranks) {
            return Err(GameError::BadRules(format!(
                "ranks {} (Aces Up takes 2 to 13 ranks a suit)",
                self.ranks
            )));
        }
        if !(2..=MAX_PILES as u8).contains(&self.piles) || self.shape().max_height() > MAX_HEIGHT {
            return Err(GameError::BadRules(format!(
                "{} piles for {} cards (Aces Up takes 2 to {MAX_PILES} piles, at most {} rows)",
                self.piles,
                self.ranks * 4,
                MAX_HEIGHT - 1
            )));
        }
        Ok(())
    }

    fn describe(&self) -> String {
        let when = if self.compulsory_discards {
            "is discarded as soon as"
        } else {
            "may be discarded when"
        };
        format!(
            "{} piles dealt in rows of {}; a top card {when} a higher card of its suit (ace \
             high) tops another pile; an empty pile takes any top card; the next row is dealt \
             when the player chooses; won with only the aces left; {} ranks a suit",
            self.piles, self.piles, self.ranks
        )
    }

    fn deck(&self) -> DeckSpec {
        DeckSpec {
            ranks: self.ranks,
            ..DeckSpec::standard(1, 0)
        }
    }

    fn shape(&self) -> RowShape {
        AcesUpRules::shape(self)
    }

    fn start(&self, pack: &[Card]) -> AcesUpPos {
        AcesUpPos::new(self, pack)
    }

    fn step(pos: &AcesUpPos, m: <AcesUpPos as Game>::Move) -> AcesUpStep {
        pos.step(m)
    }

    fn play_steps(pos: &mut AcesUpPos, m: AcesUpMove, out: &mut Vec<AcesUpStep>) {
        pos.play_steps(m, out);
    }

    /// PySolFC's Aces Up (`pysol`): a full pack on 4 piles only.
    fn pysol_pack(&self, game: u64) -> Result<Vec<Card>, GameError> {
        pysol::pysol_pack(self, game)
    }

    fn players(&self) -> Option<&dyn PlaysPack> {
        Some(self)
    }
}
