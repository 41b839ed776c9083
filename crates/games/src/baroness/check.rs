//! An independent plain model of Baroness: piles as vectors of cards, one step at a time. It
//! replays solutions ([`replay`]) and solves small packs by brute force
//! ([`brute_force_winnable`]), to check the search and its safe moves.

use super::{BaronessRules, Leftover};
use crate::plain::{self, PlainModel};
use patience_cards::Card;
use serde::Serialize;
use std::fmt;

/// A move as a person makes it. Piles count from 1; the cards laid aside are piles of their own
/// after the others.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase", tag = "step")]
pub enum BaronessStep {
    /// Deal the next row.
    Deal,
    /// Discard `card`, a king on top of pile `pile`.
    King {
        /// The card.
        card: Card,
        /// Its pile.
        pile: u8,
    },
    /// Discard two top cards whose ranks total 13.
    Pair {
        /// The cards.
        cards: [Card; 2],
        /// Their piles.
        piles: [u8; 2],
    },
}

impl fmt::Display for BaronessStep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BaronessStep::Deal => f.write_str("deal a row"),
            BaronessStep::King { card, pile } => write!(f, "discard {card} from pile {pile}"),
            BaronessStep::Pair { cards, piles } => write!(
                f,
                "discard {} from pile {} with {} from pile {}",
                cards[0], piles[0], cards[1], piles[1]
            ),
        }
    }
}

/// A position of the plain model.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Plain {
    /// The piles, then the cards laid aside (one pile each).
    piles: Vec<Vec<Card>>,
    /// The cards not dealt yet, next first.
    stock: Vec<Card>,
    width: usize,
    aside: bool,
    ranks: u8,
}

impl Plain {
    fn new(rules: &BaronessRules, pack: &[Card]) -> Plain {
        let width = usize::from(rules.piles);
        let aside = rules.leftover == Leftover::Aside;
        let extra = if aside { pack.len() % width } else { 0 };
        Plain {
            piles: vec![Vec::new(); width + extra],
            stock: pack.to_vec(),
            width,
            aside,
            ranks: rules.ranks,
        }
    }

    fn won(&self) -> bool {
        self.stock.is_empty() && self.piles.iter().all(Vec::is_empty)
    }

    fn top(&self, p: u8) -> Option<Card> {
        self.piles
            .get(usize::from(p).checked_sub(1)?)
            .and_then(|q| q.last().copied())
    }

    /// Plays `step`, or says why it is illegal.
    fn play(&mut self, step: BaronessStep) -> Result<(), String> {
        match step {
            BaronessStep::Deal => {
                if self.stock.is_empty() {
                    return Err("deal: the stock is empty".into());
                }
                let n = self.width.min(self.stock.len());
                // A short last row goes aside (after the piles) or onto the first piles.
                let first = if self.aside && n < self.width {
                    self.width
                } else {
                    0
                };
                for (i, c) in self.stock.drain(..n).enumerate() {
                    self.piles[first + i].push(c);
                }
            }
            BaronessStep::King { card, pile } => {
                if self.top(pile) != Some(card) || card.rank() != self.ranks {
                    return Err(format!("{step}: not a king on top of that pile"));
                }
                self.piles[usize::from(pile) - 1].pop();
            }
            BaronessStep::Pair { cards, piles } => {
                if piles[0] == piles[1]
                    || self.top(piles[0]) != Some(cards[0])
                    || self.top(piles[1]) != Some(cards[1])
                {
                    return Err(format!("{step}: not two top cards of two piles"));
                }
                if cards[0].rank() + cards[1].rank() != self.ranks {
                    return Err(format!("{step}: the ranks do not total {}", self.ranks));
                }
                self.piles[usize::from(piles[0]) - 1].pop();
                self.piles[usize::from(piles[1]) - 1].pop();
            }
        }
        Ok(())
    }

    fn steps(&self) -> Vec<BaronessStep> {
        let mut out = Vec::new();
        if !self.stock.is_empty() {
            out.push(BaronessStep::Deal);
        }
        let n = self.piles.len() as u8;
        for a in 1..=n {
            let Some(x) = self.top(a) else { continue };
            out.push(BaronessStep::King { card: x, pile: a });
            for b in 1..=n {
                if let Some(y) = self.top(b) {
                    out.push(BaronessStep::Pair {
                        cards: [x, y],
                        piles: [a, b],
                    });
                }
            }
        }
        out
    }
}

impl PlainModel for Plain {
    type Step = BaronessStep;

    fn is_won(&self) -> bool {
        self.won()
    }

    fn play_step(&mut self, step: BaronessStep) -> Result<(), String> {
        self.play(step)
    }

    fn all_steps(&self) -> Vec<BaronessStep> {
        self.steps()
    }
}

/// Replays `steps` from the start of `pack` (dealing order) under `rules`: `Ok` if every step
/// is legal and the game ends won.
///
/// # Errors
/// The first illegal step, numbered from 1, or that the steps do not end won.
pub fn replay(rules: &BaronessRules, pack: &[Card], steps: &[BaronessStep]) -> Result<(), String> {
    plain::replay(Plain::new(rules, pack), steps)
}

/// Whether `pack` (dealing order) can be won under `rules`, by trying every step from every
/// position reachable (small packs only).
pub fn brute_force_winnable(rules: &BaronessRules, pack: &[Card]) -> bool {
    plain::brute_force(Plain::new(rules, pack))
}
