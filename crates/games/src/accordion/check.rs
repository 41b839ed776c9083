//! An independent plain model of Accordion: piles as vectors of cards, one step at a time. It
//! replays solutions ([`replay`]) and solves small packs by brute force
//! ([`brute_force_winnable`]), to check the search.

use super::{AccordionRules, Play};
use crate::plain::{self, PlainModel};
use patience_cards::Card;
use serde::Serialize;
use std::fmt;

/// A move as a person makes it. Piles count from 1, left to right.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase", tag = "step")]
pub enum AccordionStep {
    /// Deal `card` to the right end of the line.
    Deal {
        /// The card.
        card: Card,
    },
    /// Move the pile topped by `card` (pile `from`) onto the pile topped by `onto` (pile `to`,
    /// one or three to the left).
    Onto {
        /// The moving pile's top card.
        card: Card,
        /// The top card it goes on.
        onto: Card,
        /// The moving pile.
        from: u8,
        /// The pile it goes on.
        to: u8,
    },
}

impl fmt::Display for AccordionStep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AccordionStep::Deal { card } => write!(f, "deal {card}"),
            AccordionStep::Onto {
                card,
                onto,
                from,
                to,
            } => write!(f, "move {card} (pile {from}) onto {onto} (pile {to})"),
        }
    }
}

/// A position of the plain model.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Plain {
    piles: Vec<Vec<Card>>,
    /// The cards not dealt yet, next first.
    stock: Vec<Card>,
    book: bool,
}

impl Plain {
    fn new(rules: &AccordionRules, pack: &[Card]) -> Plain {
        let book = rules.play == Play::Book;
        if book {
            Plain {
                piles: Vec::new(),
                stock: pack.to_vec(),
                book,
            }
        } else {
            Plain {
                piles: pack.iter().map(|&c| vec![c]).collect(),
                stock: Vec::new(),
                book,
            }
        }
    }

    fn won(&self) -> bool {
        self.stock.is_empty() && self.piles.len() == 1
    }

    fn fits(&self, from: usize, to: usize) -> bool {
        let (Some(a), Some(b)) = (self.piles[from].last(), self.piles[to].last()) else {
            return false;
        };
        (from == to + 1 || from == to + 3) && (a.suit() == b.suit() || a.rank() == b.rank())
    }

    fn can_move(&self) -> bool {
        (1..self.piles.len()).any(|f| self.fits(f, f - 1))
            || (3..self.piles.len()).any(|f| self.fits(f, f - 3))
    }

    /// Plays `step`, or says why it is illegal.
    fn play(&mut self, step: AccordionStep) -> Result<(), String> {
        match step {
            AccordionStep::Deal { card } => {
                if self.stock.first() != Some(&card) {
                    return Err(format!("{step}: not the next card"));
                }
                if self.book && self.can_move() {
                    return Err(format!("{step}: a move must be made first"));
                }
                self.stock.remove(0);
                self.piles.push(vec![card]);
            }
            AccordionStep::Onto {
                card,
                onto,
                from,
                to,
            } => {
                let (f, t) = (usize::from(from) - 1, usize::from(to) - 1);
                if f >= self.piles.len()
                    || t >= f
                    || self.piles[f].last() != Some(&card)
                    || self.piles[t].last() != Some(&onto)
                    || !self.fits(f, t)
                {
                    return Err(format!("{step}: not a legal move"));
                }
                let moving = self.piles.remove(f);
                self.piles[t].extend(moving);
            }
        }
        Ok(())
    }

    fn steps(&self) -> Vec<AccordionStep> {
        let mut out = Vec::new();
        if let Some(&card) = self.stock.first() {
            out.push(AccordionStep::Deal { card });
        }
        for f in 1..self.piles.len() {
            for t in [f.wrapping_sub(1), f.wrapping_sub(3)] {
                if t < f {
                    if let (Some(&card), Some(&onto)) = (self.piles[f].last(), self.piles[t].last())
                    {
                        out.push(AccordionStep::Onto {
                            card,
                            onto,
                            from: f as u8 + 1,
                            to: t as u8 + 1,
                        });
                    }
                }
            }
        }
        out
    }
}

impl PlainModel for Plain {
    type Step = AccordionStep;

    fn is_won(&self) -> bool {
        self.won()
    }

    fn play_step(&mut self, step: AccordionStep) -> Result<(), String> {
        self.play(step)
    }

    fn all_steps(&self) -> Vec<AccordionStep> {
        self.steps()
    }
}

/// Replays `steps` from the start of `pack` (dealing order) under `rules`: `Ok` if every step
/// is legal and the game ends won.
///
/// # Errors
/// The first illegal step, numbered from 1, or that the steps do not end won.
pub fn replay(
    rules: &AccordionRules,
    pack: &[Card],
    steps: &[AccordionStep],
) -> Result<(), String> {
    plain::replay(Plain::new(rules, pack), steps)
}

/// Whether `pack` (dealing order) can be won under `rules`, by trying every step from every
/// position reachable (small packs only).
pub fn brute_force_winnable(rules: &AccordionRules, pack: &[Card]) -> bool {
    plain::brute_force(Plain::new(rules, pack))
}
