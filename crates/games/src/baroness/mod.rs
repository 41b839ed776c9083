//! Baroness (Five Piles, Thirteens): five piles dealt in rows of five; two top cards whose pips
//! total 13 (jack 11, queen 12) are discarded together, and a king alone; won when every card
//! is discarded.
//!
//! Rules as `docs/rules.md` reads them (source: the book of patience games introduced by Peter
//! Arnold). The book does not say what becomes of the last two cards (52 = 10 x 5 + 2): the
//! usual rule lays them aside face up, both available ([`Leftover::Aside`]); the other reading
//! deals them onto the first two piles ([`Leftover::OnPiles`]). [`BaronessPos`] is the
//! searchable position; [`replay`] and [`brute_force_winnable`] are an independent plain model
//! for checking it. `--deal pysol:N` deals PySolFC's game N (`pysol`).

mod check;
mod play;
mod position;
mod pysol;
mod relaxed;

pub use check::{brute_force_winnable, replay, BaronessStep};
pub use play::BaronessPlay;
pub use position::{BaronessMove, BaronessPos};

use crate::error::GameError;
use crate::pack::{PackFamily, PackRules, Preset};
use crate::pack_play::PlaysPack;
use crate::rows::{RowShape, MAX_HEIGHT, MAX_PILES};
use patience_cards::{Card, DeckSpec};
use patience_search::Game;
use serde::{Deserialize, Serialize};

/// Baroness in the registry.
pub static FAMILY: PackFamily<BaronessRules> = PackFamily::NEW;

/// Where the cards of a short last row go.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Leftover {
    /// Laid aside face up, each available until discarded.
    Aside,
    /// Dealt onto the first piles, like any row.
    OnPiles,
}

/// The rules: the pack, the piles, and the short last row.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "game", rename = "baroness", deny_unknown_fields)]
pub struct BaronessRules {
    /// Ranks of each suit (13; fewer in the brute-force checks). Two cards pair when their ranks
    /// total this, and a card of this rank goes alone.
    pub ranks: u8,
    /// Piles, and cards a row (5).
    pub piles: u8,
    /// Where a short last row goes.
    pub leftover: Leftover,
}

impl BaronessRules {
    /// The book's game with the usual reading of the last two cards.
    pub const STANDARD: BaronessRules = BaronessRules {
        ranks: 13,
        piles: 5,
        leftover: Leftover::Aside,
    };

    /// Where the rows go.
    pub fn shape(&self) -> RowShape {
        RowShape {
            width: self.piles,
            cards: self.ranks * 4,
            aside: self.leftover == Leftover::Aside,
        }
    }
}

/// The presets, with the book's "prospects of success" for a person playing.
pub const PRESETS: [Preset<BaronessRules>; 2] = [
    Preset {
        name: "baroness",
        rules: BaronessRules::STANDARD,
        published: "about 1 in 6 played (the book); no exact figure published",
    },
    Preset {
        name: "baroness-on-piles",
        rules: BaronessRules {
            leftover: Leftover::OnPiles,
            ..BaronessRules::STANDARD
        },
        published: "none published",
    },
];

impl PackRules for BaronessRules {
    type Pos = BaronessPos;
    type Step = BaronessStep;
    const FAMILY: &'static str = "baroness";
    const TITLE: &'static str = "Baroness";

    fn presets() -> &'static [Preset<BaronessRules>] {
        &PRESETS
    }

    fn validate(&self) -> Result<(), GameError> {
        if !(2..=13).contains(&self.ranks) {
            return Err(GameError::BadRules(format!(
                "ranks {} (Baroness takes 2 to 13 ranks a suit)",
                self.ranks
            )));
        }
        if !(2..=MAX_PILES as u8).contains(&self.piles)
            || self.shape().piles() > MAX_PILES
            || self.shape().max_height() > MAX_HEIGHT
        {
            return Err(GameError::BadRules(format!(
                "{} piles for {} cards (Baroness takes 2 to {MAX_PILES} piles in all, the short \
                 row's own included, at most {} rows)",
                self.piles,
                self.ranks * 4,
                MAX_HEIGHT - 1
            )));
        }
        Ok(())
    }

    fn describe(&self) -> String {
        let short = match self.leftover {
            Leftover::Aside => "a short last row laid aside face up",
            Leftover::OnPiles => "a short last row dealt onto the first piles",
        };
        format!(
            "{} piles dealt in rows of {}, {short}; two top cards whose ranks total {} are \
             discarded, and a card of rank {} alone; the next row is dealt when the player \
             chooses; won with every card discarded",
            self.piles, self.piles, self.ranks, self.ranks
        )
    }

    fn deck(&self) -> DeckSpec {
        DeckSpec {
            ranks: self.ranks,
            ..DeckSpec::standard(1, 0)
        }
    }

    fn shape(&self) -> RowShape {
        BaronessRules::shape(self)
    }

    fn start(&self, pack: &[Card]) -> BaronessPos {
        BaronessPos::new(self, pack)
    }

    fn step(pos: &BaronessPos, m: <BaronessPos as Game>::Move) -> BaronessStep {
        pos.step(m)
    }

    /// PySolFC's Baroness (`pysol`): a full pack on 5 piles only.
    fn pysol_pack(&self, game: u64) -> Result<Vec<Card>, GameError> {
        pysol::pysol_pack(self, game)
    }

    fn players(&self) -> Option<&dyn PlaysPack> {
        Some(self)
    }
}
