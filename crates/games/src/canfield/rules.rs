//! Canfield's rules as data: which part of a pile may move, and the size of the pack and layout
//! (the full game, or the small games the brute-force checks use).

use crate::error::GameError;
use patience_cards::DeckSpec;
use serde::{Deserialize, Serialize};

/// The tableau piles of a Canfield layout.
pub const PILES: usize = 4;

/// Which part of a tableau pile may move onto another pile: the three readings of the source's
/// "a stack of cards can be moved ... as a unit".
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Moving {
    /// Whole piles only, or the top card alone when it goes to a foundation (the text's "as a
    /// unit"; Solvitaire's `canfield-strict`).
    Whole,
    /// Whole piles, and part of a pile when the card it uncovers can go to a foundation at once;
    /// any part of a pile may move into a space (Solvitaire's default `canfield`).
    Partial,
    /// Any part of a pile that is in sequence, onto a pile or into a space.
    Any,
}

impl Moving {
    /// Its name in rules files and `describe`.
    pub fn as_str(self) -> &'static str {
        match self {
            Moving::Whole => "whole",
            Moving::Partial => "partial",
            Moving::Any => "any",
        }
    }
}

/// The rules of a Canfield game (source: Canfield, as catsatcards.com describes it; the readings
/// are in `docs/rules.md`).
///
/// The pack has four suits of `ranks` ranks each (13 in the real game; fewer in the brute-force
/// checks). The layout is a reserve of `reserve` cards, one foundation card that fixes the base
/// rank, one card on each of the 4 tableau piles, and the rest in the stock, dealt `deal` at a time.
/// Ranks are counted from the base rank: the foundations go up from it in suit, turning the
/// corner from king to ace, and the tableau goes down in the same order in alternate colours (a
/// king on an ace, unless the base rank is the ace; never a card of the rank below the base onto
/// a base card, as Solvitaire reads it).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CanfieldRules {
    /// Which part of a pile may move.
    pub moving: Moving,
    /// Ranks in each of the four suits (13 for the real game).
    pub ranks: u8,
    /// Cards in the reserve (13).
    pub reserve: u8,
    /// Cards dealt from the stock at a time (3).
    pub deal: u8,
}

impl CanfieldRules {
    /// The real game with the reading `moving`: 52 cards, a reserve of 13, deals of three.
    pub fn standard(moving: Moving) -> CanfieldRules {
        CanfieldRules {
            moving,
            ranks: 13,
            reserve: 13,
            deal: 3,
        }
    }

    /// The pack: four suits of `ranks` ranks, one deck.
    pub fn deck(&self) -> DeckSpec {
        DeckSpec {
            ranks: self.ranks,
            ..DeckSpec::STANDARD
        }
    }

    /// Cards in the pack.
    pub fn cards(&self) -> usize {
        self.deck().len()
    }

    /// Cards in the stock at the start: what the reserve, the foundation card and the tableau
    /// leave.
    pub fn stock(&self) -> usize {
        self.cards() - usize::from(self.reserve) - 1 - PILES
    }

    /// Checks that the rules make a game.
    ///
    /// # Errors
    /// [`GameError::BadRules`] for ranks outside 2..=13, a deal of 0, or a layout larger than
    /// the pack.
    pub fn validate(&self) -> Result<(), GameError> {
        if !(2..=13).contains(&self.ranks) {
            return Err(GameError::BadRules(format!(
                "ranks {} (Canfield takes 2 to 13 ranks a suit)",
                self.ranks
            )));
        }
        if self.deal == 0 || self.deal > 8 {
            return Err(GameError::BadRules(format!(
                "deal {} (the stock is dealt 1 to 8 cards at a time)",
                self.deal
            )));
        }
        if usize::from(self.reserve) + 1 + PILES > self.cards() {
            return Err(GameError::BadRules(format!(
                "a reserve of {} and {PILES} tableau cards do not fit a pack of {}",
                self.reserve,
                self.cards()
            )));
        }
        Ok(())
    }

    /// The full rules in one line.
    pub fn describe(&self) -> String {
        let moving = match self.moving {
            Moving::Whole => "whole piles move",
            Moving::Partial => "whole piles move, or part of one when the card it uncovers goes up",
            Moving::Any => "any part of a pile moves",
        };
        format!(
            "reserve {}, 4 tableau piles built down in alternate colours, {moving}; spaces filled \
             from the reserve; stock of {} dealt {} at a time, unlimited redeals; foundations \
             from a random base rank, {} ranks a suit",
            self.reserve,
            self.stock(),
            self.deal,
            self.ranks
        )
    }
}
