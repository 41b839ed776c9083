//! As You Like It (PySolFC's Primrose, also Capuchin): two packs dealt face down into 8 piles
//! of 13; the top card of each pile is laid above it as its index card; the piles are turned
//! face up, and their top cards go to the foundations, one above each index card, built up
//! regardless of suit from the rank above the index card round the corner to the rank below it.
//! When play stops, pile 1 is picked up and dealt out again one card to each pile from the left,
//! then pile 2, and so on to pile 8.
//!
//! Rules as `docs/rules.md` reads them (source: "As You Like It" in the book of patience games
//! introduced by Peter Arnold). Suits play no part: only ranks decide what may move, so the
//! search keys positions on ranks alone. The readings this module names:
//!
//! - **Turning a packet over reverses it.** The face-down piles are turned face up as packets,
//!   so the card available on a pile is the *first* card dealt to it (the one that lay at the
//!   bottom), and the card at its bottom is the last but one (the last became the index card). A
//!   redealt pile is picked up face up and turned face down in the hand, so its *bottom* card is
//!   dealt first, and its available card last.
//! - **Moves are compulsory** ([`Redeal::Stuck`], the book's "when all possible moves have been
//!   completed"): a pile is redealt only when no card can go to a foundation; the player chooses
//!   which moves and in which order. [`Redeal::Any`] lets the player redeal before any move.
//!
//! [`AylitPos`] is the searchable position; [`replay`] and [`brute_force_winnable`] are an
//! independent plain model for checking it.

mod check;
mod position;
mod pysol;

pub use check::{brute_force_winnable, deal_piles, replay, AylitStep};
pub use position::{AylitMove, AylitPos, Undone};

use crate::error::GameError;
use crate::pack::{PackFamily, PackRules, Preset};
use crate::rows::RowShape;
use patience_cards::{Card, DeckSpec};
use patience_search::Game;
use serde::{Deserialize, Serialize};
use std::fmt::Write;

/// As You Like It in the registry.
pub static FAMILY: PackFamily<AylitRules> = PackFamily::NEW;

/// The most piles.
pub const MAX_PILES: usize = 8;

/// When the next pile may be redealt.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Redeal {
    /// The book's: only when no card can go to a foundation (every possible move has been
    /// made; the player chooses which and in which order).
    Stuck,
    /// Whenever the player chooses, also while cards could still go up (as PySolFC allows).
    Any,
}

/// Where the cards of a redealt pile start to go.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Start {
    /// The book's: one card to each pile beginning with pile 1 (the leftmost), spaces included.
    Left,
    /// PySolFC's: beginning with the pile just picked up, on to the last pile, then from pile 1.
    Own,
}

/// The rules: the pack, the piles and the redeals.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "game", rename = "as-you-like-it", deny_unknown_fields)]
pub struct AylitRules {
    /// Ranks of each suit (13; fewer in the brute-force checks). Each pile is dealt `ranks`
    /// cards, one of which becomes its index card, so that every foundation takes `ranks - 1`.
    pub ranks: u8,
    /// Piles (8): the pack is two decks of `piles / 2` suits, so each rank has `piles` cards.
    /// There are as many redeals as piles.
    pub piles: u8,
    /// When a pile may be redealt.
    pub redeal: Redeal,
    /// Where a redealt pile's cards start to go.
    pub start: Start,
}

/// The presets.
pub const PRESETS: [Preset<AylitRules>; 3] = [
    Preset {
        name: "as-you-like-it",
        rules: AylitRules {
            ranks: 13,
            piles: 8,
            redeal: Redeal::Stuck,
            start: Start::Left,
        },
        published: "no figure published (the book)",
    },
    Preset {
        name: "as-you-like-it-free",
        rules: AylitRules {
            ranks: 13,
            piles: 8,
            redeal: Redeal::Any,
            start: Start::Left,
        },
        published: "no figure published",
    },
    Preset {
        name: "primrose",
        rules: AylitRules {
            ranks: 13,
            piles: 8,
            redeal: Redeal::Any,
            start: Start::Own,
        },
        published: "no figure published (PySolFC's game 569)",
    },
];

impl AylitRules {
    /// The number of piles, as an index bound.
    pub fn piles(&self) -> usize {
        usize::from(self.piles)
    }
}

impl PackRules for AylitRules {
    type Pos = AylitPos;
    type Step = AylitStep;
    const FAMILY: &'static str = "as-you-like-it";
    const TITLE: &'static str = "As You Like It";

    fn presets() -> &'static [Preset<AylitRules>] {
        &PRESETS
    }

    fn validate(&self) -> Result<(), GameError> {
        if !(2..=13).contains(&self.ranks) {
            return Err(GameError::BadRules(format!(
                "ranks {} (As You Like It takes 2 to 13 ranks a suit)",
                self.ranks
            )));
        }
        if !(2..=MAX_PILES as u8).contains(&self.piles) || !self.piles.is_multiple_of(2) {
            return Err(GameError::BadRules(format!(
                "piles {} (2, 4, 6 or 8: two decks of half as many suits)",
                self.piles
            )));
        }
        Ok(())
    }

    fn describe(&self) -> String {
        let redeal = match self.redeal {
            Redeal::Stuck => "when no card can go up",
            Redeal::Any => "whenever the player chooses",
        };
        let start = match self.start {
            Start::Left => "pile 1",
            Start::Own => "the pile picked up",
        };
        format!(
            "two packs dealt face down in {p} piles; each pile's top card is its index card; the \
             piles turned face up (the first card dealt to a pile is available); foundations \
             above the index cards, up regardless of suit from one rank above the index round the \
             corner to one below; {redeal}, the next pile (1 to {p}) is turned face down and dealt \
             one card to each pile from {start}, its bottom card first; {r} ranks a suit",
            p = self.piles,
            r = self.ranks
        )
    }

    fn deck(&self) -> DeckSpec {
        DeckSpec {
            ranks: self.ranks,
            suits: self.piles / 2,
            decks: 2,
            jokers: 0,
        }
    }

    /// The rows as dealt (only for reading: [`PackRules::layout_text`] shows the piles).
    fn shape(&self) -> RowShape {
        RowShape {
            width: self.piles,
            cards: self.ranks * self.piles,
            aside: false,
        }
    }

    fn start(&self, pack: &[Card]) -> AylitPos {
        AylitPos::new(self, pack)
    }

    fn step(pos: &AylitPos, m: <AylitPos as Game>::Move) -> AylitStep {
        pos.step(m)
    }

    fn pysol_pack(&self, game: u64) -> Result<Vec<Card>, GameError> {
        pysol::pysol_pack(self, game)
    }

    /// 64 MiB: a hard deal's loss is proved by the first run, kept beside the short ones, only
    /// while the table holds what that run searched. Of 40 deals unknown at a million nodes,
    /// solved at ten million: 2 proved lost with 32 MiB, 6 with 64 and 7 with 96, the same 19
    /// won. 64 is the most with which both threads of a two-core run may hold a full table at
    /// once and stay within 256 MiB (the simulation driver lends large tables from a bounded
    /// pool).
    fn table_mib(&self) -> usize {
        64
    }

    fn layout_text(&self, pack: &[Card]) -> String {
        let (index, piles) = deal_piles(self, pack);
        let names = |cs: &[Card]| cs.iter().map(ToString::to_string).collect::<Vec<_>>();
        let mut s = format!("index cards: {}\n", names(&index).join(" "));
        s += "piles, bottom first (the last card is available):\n";
        for (i, p) in piles.iter().enumerate() {
            let _ = writeln!(s, "{:2}: {}", i + 1, names(p).join(" "));
        }
        s
    }
}
