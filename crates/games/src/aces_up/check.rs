//! An independent plain model of Aces Up: piles as vectors of cards, one step at a time. It
//! replays solutions ([`replay`]) and solves small packs by brute force
//! ([`brute_force_winnable`]), to check the search and its safe moves.

use super::AcesUpRules;
use crate::plain::{self, PlainModel};
use patience_cards::Card;
use serde::Serialize;
use std::fmt;

/// A move as a person makes it. Piles count from 1.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase", tag = "step")]
pub enum AcesUpStep {
    /// Deal the next row, a card onto each pile.
    Deal,
    /// Discard `card`, the top of pile `pile`.
    Discard {
        /// The card.
        card: Card,
        /// Its pile.
        pile: u8,
    },
    /// Move `card`, the top of pile `from`, into the empty pile `to`.
    Fill {
        /// The card.
        card: Card,
        /// The pile it leaves.
        from: u8,
        /// The empty pile it goes to.
        to: u8,
    },
}

impl fmt::Display for AcesUpStep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AcesUpStep::Deal => f.write_str("deal a row"),
            AcesUpStep::Discard { card, pile } => write!(f, "discard {card} from pile {pile}"),
            AcesUpStep::Fill { card, from, to } => {
                write!(f, "move {card} from pile {from} into the empty pile {to}")
            }
        }
    }
}

/// A position of the plain model.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Plain {
    piles: Vec<Vec<Card>>,
    /// The cards not dealt yet, next first.
    stock: Vec<Card>,
    /// Whether a discard, while one can be made, is the only legal step.
    compulsory: bool,
}

/// The rank of `c` with the ace above every other rank.
fn value(c: Card) -> u8 {
    if c.rank() == 1 {
        14
    } else {
        c.rank()
    }
}

impl Plain {
    fn new(rules: &AcesUpRules, pack: &[Card]) -> Plain {
        Plain {
            piles: vec![Vec::new(); usize::from(rules.piles)],
            stock: pack.to_vec(),
            compulsory: rules.compulsory_discards,
        }
    }

    fn won(&self) -> bool {
        self.stock.is_empty() && self.piles.iter().flatten().all(|c| c.rank() == 1)
    }

    fn can_discard(&self, p: usize) -> bool {
        let Some(&c) = self.piles[p].last() else {
            return false;
        };
        self.piles.iter().enumerate().any(|(q, pile)| {
            q != p
                && pile
                    .last()
                    .is_some_and(|&t| t.suit() == c.suit() && value(t) > value(c))
        })
    }

    fn must_discard(&self) -> bool {
        self.compulsory && (0..self.piles.len()).any(|p| self.can_discard(p))
    }

    /// Plays `step`, or says why it is illegal.
    fn play(&mut self, step: AcesUpStep) -> Result<(), String> {
        if !matches!(step, AcesUpStep::Discard { .. }) && self.must_discard() {
            return Err(format!("{step}: a discard must be made first"));
        }
        match step {
            AcesUpStep::Deal => {
                if self.stock.is_empty() {
                    return Err("deal: the stock is empty".into());
                }
                let n = self.piles.len().min(self.stock.len());
                for (p, c) in self.stock.drain(..n).enumerate() {
                    self.piles[p].push(c);
                }
            }
            AcesUpStep::Discard { card, pile } => {
                let p = usize::from(pile) - 1;
                if self.piles.get(p).and_then(|q| q.last()) != Some(&card) {
                    return Err(format!("{step}: {card} is not that pile's top card"));
                }
                if !self.can_discard(p) {
                    return Err(format!("{step}: no higher {card} suit card tops a pile"));
                }
                self.piles[p].pop();
            }
            AcesUpStep::Fill { card, from, to } => {
                let (f, t) = (usize::from(from) - 1, usize::from(to) - 1);
                if self.piles.get(f).and_then(|q| q.last()) != Some(&card) {
                    return Err(format!("{step}: {card} is not that pile's top card"));
                }
                if self.piles.get(t).is_none_or(|q| !q.is_empty()) {
                    return Err(format!("{step}: pile {to} is not empty"));
                }
                self.piles[f].pop();
                self.piles[t].push(card);
            }
        }
        Ok(())
    }

    fn steps(&self) -> Vec<AcesUpStep> {
        let mut out = Vec::new();
        if !self.stock.is_empty() && !self.must_discard() {
            out.push(AcesUpStep::Deal);
        }
        for (p, pile) in self.piles.iter().enumerate() {
            let Some(&card) = pile.last() else { continue };
            if self.can_discard(p) {
                out.push(AcesUpStep::Discard {
                    card,
                    pile: p as u8 + 1,
                });
            }
            for (t, target) in self.piles.iter().enumerate() {
                if target.is_empty() && !self.must_discard() {
                    out.push(AcesUpStep::Fill {
                        card,
                        from: p as u8 + 1,
                        to: t as u8 + 1,
                    });
                }
            }
        }
        out
    }
}

impl PlainModel for Plain {
    type Step = AcesUpStep;

    fn is_won(&self) -> bool {
        self.won()
    }

    fn play_step(&mut self, step: AcesUpStep) -> Result<(), String> {
        self.play(step)
    }

    fn all_steps(&self) -> Vec<AcesUpStep> {
        self.steps()
    }
}

/// Replays `steps` from the start of `pack` (dealing order) under `rules`: `Ok` if every step
/// is legal and the game ends won.
///
/// # Errors
/// The first illegal step, numbered from 1, or that the steps do not end won.
pub fn replay(rules: &AcesUpRules, pack: &[Card], steps: &[AcesUpStep]) -> Result<(), String> {
    plain::replay(Plain::new(rules, pack), steps)
}

/// Whether `pack` (dealing order) can be won under `rules`, by trying every step from every
/// position reachable (small packs only).
pub fn brute_force_winnable(rules: &AcesUpRules, pack: &[Card]) -> bool {
    plain::brute_force(Plain::new(rules, pack))
}
