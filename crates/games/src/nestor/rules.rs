//! The parameters of a Nestor-family game and how a deal number becomes its layout.

use super::layout::Layout;
use crate::error::GameError;
use patience_cards::rectify::{deal_shuffled, Rectify, UniformRectifier};
use patience_cards::{Card, DealRng, DeckSpec};
use serde::{Deserialize, Serialize};
use std::fmt::Write;

/// A Nestor-family game: the layout's shape, the pack and the rule options.
///
/// This is also the format of a game file (`--game-file`): the options added after the first
/// release default to off when absent, `name` to `"custom"`, `deck` to one standard deck and
/// `rectify` to `none`; an unknown field is an error.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NestorRules {
    /// The game's name; with the deal number it seeds the shuffle.
    #[serde(default = "custom_name")]
    pub name: String,
    /// The length of each column, left to right.
    pub columns: Vec<usize>,
    /// The pack.
    #[serde(default = "standard_deck")]
    pub deck: DeckSpec,
    /// How the deal is rectified.
    #[serde(default = "no_rectify")]
    pub rectify: Rectify,
    /// Whether the top card of a column and the card beneath it may pair (overlap discards).
    #[serde(default)]
    pub overlap: bool,
    /// Closed reserve ("older sources"): only the next reserve card in dealing order is
    /// available.
    #[serde(default, skip_serializing_if = "is_false")]
    pub closed_reserve: bool,
    /// Closed tableau (Closed Nestor, Doublets): only the top card of each column is face up. A
    /// thoughtful solve (every card known) plays it as the open game; its win rate is an upper
    /// bound for play without peeking.
    #[serde(default, skip_serializing_if = "is_false")]
    pub closed_tableau: bool,
    /// Doublets' stock: the cards left after the columns form a face-down stock instead of a
    /// reserve; when a column is emptied, the stock's next card is dealt face up into it.
    #[serde(default, skip_serializing_if = "is_false")]
    pub stock: bool,
    /// Gibson's jokers: the columns and the reserve are dealt from the pack without its jokers,
    /// then the jokers join the end of the reserve (or of the stock).
    #[serde(default, skip_serializing_if = "is_false")]
    pub jokers_in_reserve: bool,
    /// Jokers apart: a joker pairs with any card but another joker, so two jokers are never
    /// discarded together (one reading of Masten's Nestor's Revenge, whose "can be matched with
    /// any card" does not say). Off: jokers are fully wild, and two jokers pair.
    #[serde(default, skip_serializing_if = "is_false")]
    pub jokers_apart: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn custom_name() -> String {
    "custom".to_string()
}

fn standard_deck() -> DeckSpec {
    DeckSpec::STANDARD
}

fn no_rectify() -> Rectify {
    Rectify::None
}

/// The most reserve cards a game may have (the reserve is a 64-bit set in the search).
pub(crate) const MAX_RESERVE: usize = 64;

impl NestorRules {
    /// The plain open game of `columns` (lengths, left to right) dealt from `deck`, unrectified,
    /// with every option off; set the fields to change them.
    pub fn new(name: &str, columns: Vec<usize>, deck: DeckSpec) -> NestorRules {
        NestorRules {
            name: name.to_string(),
            columns,
            deck,
            rectify: Rectify::None,
            overlap: false,
            closed_reserve: false,
            closed_tableau: false,
            stock: false,
            jokers_in_reserve: false,
            jokers_apart: false,
        }
    }

    /// Cards left for the reserve (or for the stock, in a game with one), jokers that join the
    /// reserve included.
    pub fn reserve_len(&self) -> usize {
        self.deck.len().saturating_sub(self.columns.iter().sum())
    }

    /// Whether the rules are the plain open game (any overlap, closed tableau or not: a
    /// thoughtful solve plays a closed tableau as an open one), which the fast [`NestorPos`]
    /// solves. Jokers, a closed reserve or a stock need [`super::VariantPos`].
    ///
    /// [`NestorPos`]: super::NestorPos
    pub fn is_plain(&self) -> bool {
        self.deck.jokers == 0 && !self.closed_reserve && !self.stock
    }

    /// Whether the game hides cards from a player (closed tableau or a stock): its solved win
    /// rate is then thoughtful (every card known), an upper bound for play without peeking.
    pub fn is_closed(&self) -> bool {
        self.closed_tableau || self.stock
    }

    /// The pack the columns are dealt from: the whole pack, or without its jokers when they join
    /// the reserve afterwards.
    pub fn tableau_deck(&self) -> DeckSpec {
        let mut d = self.deck;
        if self.jokers_in_reserve {
            d.jokers = 0;
        }
        d
    }

    /// One line on the rules a person reads: the shape, the pack, the options.
    pub fn describe(&self) -> String {
        let r = self;
        let cols = if r.columns.iter().all(|&l| l == r.columns[0]) {
            format!("{} of {}", r.columns.len(), r.columns[0])
        } else {
            r.columns
                .iter()
                .map(usize::to_string)
                .collect::<Vec<_>>()
                .join(",")
        };
        let d = &r.deck;
        let mut pack = format!("{} deck{}", d.decks, if d.decks == 1 { "" } else { "s" });
        if (d.ranks, d.suits) != (13, 4) {
            let _ = write!(pack, " of {} ranks x {} suits", d.ranks, d.suits);
        }
        if d.jokers > 0 {
            let _ = write!(
                pack,
                " + {} joker{}",
                d.jokers,
                if d.jokers == 1 { "" } else { "s" }
            );
        }
        let left = if r.stock {
            format!("stock {}", r.reserve_len())
        } else if r.closed_reserve {
            format!("closed reserve {}", r.reserve_len())
        } else {
            format!("reserve {}", r.reserve_len())
        };
        let mut s = format!("{cols}, {left}, {pack}, rectify {}", r.rectify);
        if r.jokers_in_reserve {
            s += ", jokers to the reserve";
        }
        if r.jokers_apart {
            s += ", jokers apart";
        }
        if r.overlap {
            s += ", overlap";
        }
        if r.closed_tableau {
            s += ", closed tableau";
        }
        s
    }

    /// Checks that the parameters make a game patience can play and solve.
    ///
    /// # Errors
    /// [`GameError::BadRules`] naming the first problem found.
    pub fn validate(&self) -> Result<(), GameError> {
        let bad = |m: String| Err(GameError::BadRules(m));
        self.deck.validate()?;
        if self.jokers_in_reserve && self.deck.jokers == 0 {
            return bad("jokers to the reserve, but the pack has no jokers".into());
        }
        if self.jokers_apart && self.deck.jokers == 0 {
            return bad("jokers apart, but the pack has no jokers".into());
        }
        if self.columns.is_empty() {
            return bad("no columns".into());
        }
        if self.columns.contains(&0) {
            return bad("a column of length 0".into());
        }
        let need: usize = self.columns.iter().sum();
        let dealt = self.tableau_deck().len();
        if need > dealt {
            return bad(format!(
                "the columns need {need} cards, the pack has {dealt}{}",
                if self.jokers_in_reserve {
                    " (its jokers go to the reserve)"
                } else {
                    ""
                }
            ));
        }
        if self.stock && self.closed_reserve {
            return bad(
                "a closed reserve and a stock: with a stock the cards left over are the stock, \
                 there is no reserve to close"
                    .into(),
            );
        }
        if self.closed_reserve && self.reserve_len() == 0 {
            return bad("a closed reserve, but no cards are left for a reserve".into());
        }
        if self.reserve_len() > MAX_RESERVE {
            return bad(format!(
                "a {} of {} cards (at most {MAX_RESERVE})",
                if self.stock { "stock" } else { "reserve" },
                self.reserve_len()
            ));
        }
        if self.deck.jokers == 0 {
            if self.deck.copies_per_rank() % 2 == 1 {
                return bad("an odd number of cards of each rank can never all pair off".into());
            }
        } else {
            let odd = if self.deck.copies_per_rank() % 2 == 1 {
                self.deck.ranks
            } else {
                0
            };
            // Jokers apart: each joker needs a card of a rank for its partner.
            let short = self.jokers_apart && 2 * usize::from(self.deck.jokers) > self.deck.len();
            if odd > self.deck.jokers || self.deck.len() % 2 == 1 || short {
                return bad(format!(
                    "{} cards with {} joker{} can never all pair off",
                    self.deck.len(),
                    self.deck.jokers,
                    if self.deck.jokers == 1 { "" } else { "s" }
                ));
            }
        }
        if self.columns.len() > 64 || self.columns.iter().any(|&l| l > 255) {
            return bad("at most 64 columns of at most 255 cards".into());
        }
        let bits = if self.is_plain() {
            key_bits(&self.columns, self.reserve_len())
        } else {
            super::variant::variant_key_bits(self)
        };
        if bits > 128 {
            return bad(format!(
                "the state needs {bits} bits, more than the 128 patience packs"
            ));
        }
        if self.rectify != Rectify::None {
            let distinct = usize::from(self.deck.ranks)
                + usize::from(self.deck.jokers > 0 && !self.jokers_in_reserve);
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
    pub fn new(rules: NestorRules) -> Result<NestorDealer, GameError> {
        rules.validate()?;
        let uniform = match rules.rectify {
            Rectify::Uniform => Some(UniformRectifier::new(
                &rules.tableau_deck(),
                &rules.columns,
            )?),
            _ => None,
        };
        Ok(NestorDealer { rules, uniform })
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
                &self.rules.tableau_deck(),
                &self.rules.columns,
                &mut rng,
            )?,
        };
        let mut reserve = d.reserve;
        if self.rules.jokers_in_reserve {
            reserve.extend((0..self.rules.deck.jokers).map(Card::joker));
        }
        Ok((
            Layout {
                columns: d.columns,
                reserve,
            },
            d.failures,
        ))
    }
}

/// Whether two cards may be discarded together with fully wild jokers: one rank, or a joker
/// among them (two jokers included). The plain games (no jokers) and the players use it;
/// [`NestorRules::pairs`] is the rule of a game with its options.
pub(crate) fn matches(a: Card, b: Card) -> bool {
    a.rank() == b.rank() || a.is_joker() || b.is_joker()
}

impl NestorRules {
    /// Whether two cards may be discarded together under these rules: one rank, or a joker among
    /// them (jokers are wild), except two jokers when [`NestorRules::jokers_apart`] is set.
    pub fn pairs(&self, a: Card, b: Card) -> bool {
        if self.jokers_apart && a.is_joker() && b.is_joker() {
            return false;
        }
        matches(a, b)
    }
}
