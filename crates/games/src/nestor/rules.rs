//! The parameters of a Nestor-family game and how a deal number becomes its layout.

use super::layout::Layout;
use crate::error::GameError;
use patience_cards::rectify::{deal_shuffled, Rectify, UniformRectifier};
use patience_cards::{DealRng, DeckSpec};
use serde::{Deserialize, Serialize};

/// A Nestor-family game: the layout's shape, the pack and the rule options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NestorRules {
    /// The game's name; with the deal number it seeds the shuffle.
    pub name: String,
    /// The length of each column, left to right.
    pub columns: Vec<usize>,
    /// The pack.
    pub deck: DeckSpec,
    /// How the deal is rectified.
    pub rectify: Rectify,
    /// Whether the top card of a column and the card beneath it may pair (overlap discards).
    pub overlap: bool,
}

/// The most reserve cards a game may have (the reserve is a 64-bit set in the search).
pub const MAX_RESERVE: usize = 64;

impl NestorRules {
    /// Cards left for the reserve.
    pub fn reserve_len(&self) -> usize {
        self.deck.len().saturating_sub(self.columns.iter().sum())
    }

    /// Checks that the parameters make a game patience can play and solve.
    ///
    /// # Errors
    /// [`GameError::BadRules`] naming the first problem found.
    pub fn validate(&self) -> Result<(), GameError> {
        let bad = |m: String| Err(GameError::BadRules(m));
        self.deck.validate()?;
        if self.deck.jokers > 0 {
            return bad("jokers are not supported yet in the Nestor family".into());
        }
        if self.columns.is_empty() {
            return bad("no columns".into());
        }
        if self.columns.contains(&0) {
            return bad("a column of length 0".into());
        }
        let need: usize = self.columns.iter().sum();
        if need > self.deck.len() {
            return bad(format!(
                "the columns need {need} cards, the pack has {}",
                self.deck.len()
            ));
        }
        if self.reserve_len() > MAX_RESERVE {
            return bad(format!(
                "a reserve of {} cards (at most {MAX_RESERVE})",
                self.reserve_len()
            ));
        }
        if self.deck.copies_per_rank() % 2 == 1 {
            return bad("an odd number of cards of each rank can never all pair off".into());
        }
        if self.columns.len() > 64 || self.columns.iter().any(|&l| l > 255) {
            return bad("at most 64 columns of at most 255 cards".into());
        }
        let bits = key_bits(&self.columns, self.reserve_len());
        if bits > 128 {
            return bad(format!(
                "the state needs {bits} bits, more than the 128 patience packs"
            ));
        }
        if self.rectify != Rectify::None {
            let distinct = usize::from(self.deck.ranks);
            if let Some(l) = self.columns.iter().find(|&&l| l > distinct) {
                return bad(format!(
                    "a rectified column of {l} cards, but only {distinct} ranks"
                ));
            }
        }
        Ok(())
    }
}

/// Bits of the exact state key: each column's height, then one bit a reserve card.
pub(crate) fn key_bits(columns: &[usize], reserve: usize) -> u32 {
    let max = columns.iter().copied().max().unwrap_or(0);
    let per = usize::BITS - max.leading_zeros();
    per * columns.len() as u32 + reserve as u32
}

/// Deals layouts of one game by deal number. Build once, share between threads.
#[derive(Clone, Debug)]
pub struct NestorDealer {
    rules: NestorRules,
    uniform: Option<UniformRectifier>,
}

impl NestorDealer {
    /// A dealer for `rules` (validated here).
    ///
    /// # Errors
    /// Invalid rules, or a layout that cannot be rectified.
    pub fn new(rules: &NestorRules) -> Result<NestorDealer, GameError> {
        rules.validate()?;
        let uniform = match rules.rectify {
            Rectify::Uniform => Some(UniformRectifier::new(&rules.deck, &rules.columns)?),
            _ => None,
        };
        Ok(NestorDealer {
            rules: rules.clone(),
            uniform,
        })
    }

    /// The rules.
    pub fn rules(&self) -> &NestorRules {
        &self.rules
    }

    /// The layout of deal number `deal`, and how often `bottom` rectification failed and redrew.
    ///
    /// # Errors
    /// [`GameError::Deal`] when rectification fails [`patience_cards::rectify::MAX_FAILURES`] times.
    pub fn deal(&self, deal: u64) -> Result<(Layout, u32), GameError> {
        let mut rng = DealRng::new(&self.rules.name, deal);
        let d = match &self.uniform {
            Some(u) => u.deal(&mut rng)?,
            None => deal_shuffled(
                self.rules.rectify,
                &self.rules.deck,
                &self.rules.columns,
                &mut rng,
            )?,
        };
        Ok((
            Layout {
                columns: d.columns,
                reserve: d.reserve,
            },
            d.failures,
        ))
    }
}
