//! An independent plain model of Baker's Dozen: columns as vectors of cards, one step at a
//! time. It replays solutions ([`replay`]) and solves small packs by brute force
//! ([`brute_force_winnable`]), to check the search and its safe moves.

use super::BakersRules;
use crate::plain::{self, PlainModel};
use patience_cards::{Card, Suit};
use serde::Serialize;
use std::fmt;

/// A move as a person makes it. Columns count from 1.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase", tag = "step")]
pub enum BakersStep {
    /// Play `card`, the top of column `from`, to its foundation.
    Foundation {
        /// The card.
        card: Card,
        /// Its column.
        from: u8,
    },
    /// Pack `card`, the top of column `from`, on `onto`, the top of column `to`.
    Pack {
        /// The card.
        card: Card,
        /// The column it leaves.
        from: u8,
        /// The card it goes on (one rank higher).
        onto: Card,
        /// That card's column.
        to: u8,
    },
}

impl fmt::Display for BakersStep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BakersStep::Foundation { card, from } => {
                write!(f, "{card} from column {from} to its foundation")
            }
            BakersStep::Pack {
                card,
                from,
                onto,
                to,
            } => write!(f, "{card} from column {from} onto {onto} in column {to}"),
        }
    }
}

/// The deal of `pack` (dealing order): the columns, head first, and the aces sent to the
/// foundations. Card `i` of the pack (aces sent out not counted) goes to column `i mod
/// columns`; then each column's kings move to its head, keeping their order.
pub fn deal_columns(rules: &BakersRules, pack: &[Card]) -> (Vec<Vec<Card>>, Vec<Card>) {
    let mut columns = vec![Vec::new(); usize::from(rules.columns)];
    let mut out = Vec::new();
    let mut k = 0;
    for &c in pack {
        if c.rank() == 1 && out.len() < usize::from(rules.aces_out) {
            out.push(c);
        } else {
            let n = columns.len();
            columns[k % n].push(c);
            k += 1;
        }
    }
    for col in &mut columns {
        let (mut kings, rest): (Vec<Card>, Vec<Card>) =
            col.iter().partition(|c| c.rank() == rules.ranks);
        kings.extend(rest);
        *col = kings;
    }
    (columns, out)
}

/// A position of the plain model.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Plain {
    columns: Vec<Vec<Card>>,
    /// The top rank on each suit's foundation (0 for none), in [`Suit::ALL`]'s order.
    foundations: [u8; 4],
    ranks: u8,
}

fn suit_index(c: Card) -> usize {
    Suit::ALL
        .iter()
        .position(|&s| Some(s) == c.suit())
        .unwrap_or(0)
}

impl Plain {
    fn new(rules: &BakersRules, pack: &[Card]) -> Plain {
        let (columns, out) = deal_columns(rules, pack);
        let mut foundations = [0; 4];
        for c in out {
            foundations[suit_index(c)] = 1;
        }
        Plain {
            columns,
            foundations,
            ranks: rules.ranks,
        }
    }

    fn won(&self) -> bool {
        self.foundations.iter().all(|&f| f == self.ranks)
    }

    fn top(&self, col: u8) -> Option<Card> {
        self.columns
            .get(usize::from(col).wrapping_sub(1))?
            .last()
            .copied()
    }

    /// Plays `step`, or says why it is illegal.
    fn play(&mut self, step: BakersStep) -> Result<(), String> {
        match step {
            BakersStep::Foundation { card, from } => {
                if self.top(from) != Some(card) {
                    return Err(format!("{step}: {card} is not that column's top card"));
                }
                let s = suit_index(card);
                if self.foundations[s] + 1 != card.rank() {
                    return Err(format!(
                        "{step}: its foundation is at {}",
                        self.foundations[s]
                    ));
                }
                self.foundations[s] += 1;
                self.columns[usize::from(from) - 1].pop();
            }
            BakersStep::Pack {
                card,
                from,
                onto,
                to,
            } => {
                if self.top(from) != Some(card) {
                    return Err(format!("{step}: {card} is not column {from}'s top card"));
                }
                if from == to || self.top(to) != Some(onto) {
                    return Err(format!("{step}: {onto} is not column {to}'s top card"));
                }
                if onto.rank() != card.rank() + 1 {
                    return Err(format!("{step}: {onto} is not one rank above {card}"));
                }
                self.columns[usize::from(from) - 1].pop();
                self.columns[usize::from(to) - 1].push(card);
            }
        }
        Ok(())
    }

    fn steps(&self) -> Vec<BakersStep> {
        let mut out = Vec::new();
        for (i, col) in self.columns.iter().enumerate() {
            let Some(&card) = col.last() else { continue };
            let from = i as u8 + 1;
            if self.foundations[suit_index(card)] + 1 == card.rank() {
                out.push(BakersStep::Foundation { card, from });
            }
            for (j, other) in self.columns.iter().enumerate() {
                if let Some(&onto) = other.last() {
                    if j != i && onto.rank() == card.rank() + 1 {
                        out.push(BakersStep::Pack {
                            card,
                            from,
                            onto,
                            to: j as u8 + 1,
                        });
                    }
                }
            }
        }
        out
    }
}

impl PlainModel for Plain {
    type Step = BakersStep;

    fn is_won(&self) -> bool {
        self.won()
    }

    fn play_step(&mut self, step: BakersStep) -> Result<(), String> {
        self.play(step)
    }

    fn all_steps(&self) -> Vec<BakersStep> {
        self.steps()
    }
}

/// Replays `steps` from the start of `pack` (dealing order) under `rules`: `Ok` if every step
/// is legal and the game ends won.
///
/// # Errors
/// The first illegal step, numbered from 1, or that the steps do not end won.
pub fn replay(rules: &BakersRules, pack: &[Card], steps: &[BakersStep]) -> Result<(), String> {
    plain::replay(Plain::new(rules, pack), steps)
}

/// Whether `pack` (dealing order) can be won under `rules`, by trying every step from every
/// position reachable (small packs only).
pub fn brute_force_winnable(rules: &BakersRules, pack: &[Card]) -> bool {
    plain::brute_force(Plain::new(rules, pack))
}

/// Whether the position after `steps` from the start of `pack` can be won, by brute force
/// (small packs only).
///
/// # Panics
/// If a step is illegal.
#[cfg(test)]
pub(super) fn brute_force_winnable_after(
    rules: &BakersRules,
    pack: &[Card],
    steps: &[BakersStep],
) -> bool {
    plain::brute_force_after(Plain::new(rules, pack), steps)
}
