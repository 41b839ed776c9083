//! An independent plain model of Baroness: piles as vectors of cards, one step at a time. It
//! replays solutions ([`replay`]) and solves small packs by brute force
//! ([`brute_force_winnable`]), to check the search and its safe moves.

use super::{BaronessRules, Leftover};
use patience_cards::Card;
use serde::Serialize;
use std::collections::HashSet;
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

/// Replays `steps` from the start of `pack` (dealing order) under `rules`: `Ok` if every step
/// is legal and the game ends won.
///
/// # Errors
/// The first illegal step, or a game that does not end won, in words.
pub fn replay(rules: &BaronessRules, pack: &[Card], steps: &[BaronessStep]) -> Result<(), String> {
    let mut pos = Plain::new(rules, pack);
    for (i, &s) in steps.iter().enumerate() {
        pos.play(s).map_err(|e| format!("step {}: {e}", i + 1))?;
    }
    if pos.won() {
        Ok(())
    } else {
        Err("the steps do not end won".into())
    }
}

/// Whether `pack` (dealing order) can be won under `rules`, by trying every step (legal or not:
/// the illegal ones are refused) from every position reachable (small packs only).
pub fn brute_force_winnable(rules: &BaronessRules, pack: &[Card]) -> bool {
    let mut seen = HashSet::new();
    let mut todo = vec![Plain::new(rules, pack)];
    while let Some(pos) = todo.pop() {
        if pos.won() {
            return true;
        }
        for s in pos.steps() {
            let mut next = pos.clone();
            if next.play(s).is_ok() && seen.insert(next.clone()) {
                todo.push(next);
            }
        }
    }
    false
}
