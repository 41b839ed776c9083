//! An independent plain model of As You Like It: piles and foundations as vectors of cards, one
//! step at a time. It replays solutions ([`replay`]) and solves small packs by brute force
//! ([`brute_force_winnable`]), to check the search, its safe moves and its loss proofs.

use super::{AylitRules, Redeal, Start};
use crate::plain::{self, PlainModel};
use patience_cards::Card;
use serde::Serialize;
use std::fmt;

/// A move as a person makes it. Piles and foundations count from 1, left to right; the
/// foundation numbered `i` is the one above index card `i`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase", tag = "step")]
pub enum AylitStep {
    /// Play `card`, the available card of pile `pile`, to the foundation above index card
    /// `foundation` (`index`).
    Up {
        /// The card.
        card: Card,
        /// Its pile.
        pile: u8,
        /// The foundation's number (the index card's place).
        foundation: u8,
        /// The index card under that foundation.
        index: Card,
    },
    /// Pick up pile `pile` (its `cards` cards), turn it face down and deal it out.
    Redeal {
        /// The pile, the next in turn.
        pile: u8,
        /// How many cards it holds.
        cards: u8,
    },
}

impl fmt::Display for AylitStep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AylitStep::Up {
                card,
                pile,
                foundation,
                index,
            } => write!(
                f,
                "{card} from pile {pile} to the foundation on index {foundation} ({index})"
            ),
            AylitStep::Redeal { pile, cards } => {
                let s = if *cards == 1 { "" } else { "s" };
                write!(f, "redeal pile {pile} ({cards} card{s})")
            }
        }
    }
}

/// The deal of `pack` (dealing order) under `rules`: the index cards and the piles after they
/// are turned face up, bottom first (the last card of each is available).
///
/// Card `i` of the pack goes face down onto pile `i mod piles`; the last card dealt to each
/// pile (its top) is turned up as its index card (a pile dealt no card has none: a pack that
/// fits the rules deals `ranks` cards to each pile). Turning the rest of a pile over, as a packet,
/// reverses it: the first card dealt to it comes to the top, available.
pub fn deal_piles(rules: &AylitRules, pack: &[Card]) -> (Vec<Card>, Vec<Vec<Card>>) {
    let n = rules.piles();
    let mut face_down = vec![Vec::new(); n];
    for (i, &c) in pack.iter().enumerate() {
        face_down[i % n].push(c);
    }
    let mut index = Vec::with_capacity(n);
    let mut piles = Vec::with_capacity(n);
    for mut p in face_down {
        index.extend(p.pop());
        p.reverse();
        piles.push(p);
    }
    (index, piles)
}

/// A position of the plain model.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Plain {
    /// The piles, bottom first.
    piles: Vec<Vec<Card>>,
    index: Vec<Card>,
    /// The cards on each foundation, first played first.
    foundations: Vec<Vec<Card>>,
    /// Piles redealt so far.
    redealt: u8,
    ranks: u8,
    redeal: Redeal,
    start: Start,
}

impl Plain {
    fn new(rules: &AylitRules, pack: &[Card]) -> Plain {
        let (index, piles) = deal_piles(rules, pack);
        Plain {
            foundations: vec![Vec::new(); piles.len()],
            piles,
            index,
            redealt: 0,
            ranks: rules.ranks,
            redeal: rules.redeal,
            start: rules.start,
        }
    }

    /// The rank foundation `f` takes next, or `None` when it is complete.
    fn wants(&self, f: usize) -> Option<u8> {
        let built = &self.foundations[f];
        if built.len() + 1 == usize::from(self.ranks) {
            return None;
        }
        let last = built.last().unwrap_or(&self.index[f]).rank();
        Some(if last == self.ranks { 1 } else { last + 1 })
    }

    fn won(&self) -> bool {
        (0..self.foundations.len()).all(|f| self.wants(f).is_none())
    }

    fn ups(&self) -> Vec<AylitStep> {
        let mut out = Vec::new();
        for (p, pile) in self.piles.iter().enumerate() {
            let Some(&card) = pile.last() else { continue };
            for f in 0..self.foundations.len() {
                if self.wants(f) == Some(card.rank()) {
                    out.push(AylitStep::Up {
                        card,
                        pile: p as u8 + 1,
                        foundation: f as u8 + 1,
                        index: self.index[f],
                    });
                }
            }
        }
        out
    }

    /// Plays `step`, or says why it is illegal.
    fn play(&mut self, step: AylitStep) -> Result<(), String> {
        match step {
            AylitStep::Up {
                card,
                pile,
                foundation,
                index,
            } => {
                let (p, f) = (usize::from(pile) - 1, usize::from(foundation) - 1);
                if self.piles.get(p).and_then(|x| x.last()) != Some(&card) {
                    return Err(format!("{step}: {card} is not that pile's available card"));
                }
                if self.index.get(f) != Some(&index) {
                    return Err(format!("{step}: no such index card there"));
                }
                if self.wants(f) != Some(card.rank()) {
                    return Err(format!("{step}: that foundation does not take {card}"));
                }
                self.piles[p].pop();
                self.foundations[f].push(card);
            }
            AylitStep::Redeal { pile, cards } => {
                let k = usize::from(pile).wrapping_sub(1);
                if k != usize::from(self.redealt) || k >= self.piles.len() {
                    return Err(format!("{step}: not the pile to redeal next"));
                }
                if usize::from(cards) != self.piles[k].len() {
                    return Err(format!("{step}: the pile holds {}", self.piles[k].len()));
                }
                if self.redeal == Redeal::Stuck && !self.ups().is_empty() {
                    return Err(format!("{step}: a card can still go to a foundation"));
                }
                // Picked up face up and turned face down: its bottom card is dealt first.
                let packet = std::mem::take(&mut self.piles[k]);
                let n = self.piles.len();
                let first = match self.start {
                    Start::Left => 0,
                    Start::Own => k,
                };
                for (i, c) in packet.into_iter().enumerate() {
                    self.piles[(first + i) % n].push(c);
                }
                self.redealt += 1;
            }
        }
        Ok(())
    }

    fn steps(&self) -> Vec<AylitStep> {
        let mut out = self.ups();
        if let Some(p) = self.piles.get(usize::from(self.redealt)) {
            out.push(AylitStep::Redeal {
                pile: self.redealt + 1,
                cards: p.len() as u8,
            });
        }
        out
    }
}

impl PlainModel for Plain {
    type Step = AylitStep;

    fn is_won(&self) -> bool {
        self.won()
    }

    fn play_step(&mut self, step: AylitStep) -> Result<(), String> {
        self.play(step)
    }

    fn all_steps(&self) -> Vec<AylitStep> {
        self.steps()
    }
}

/// Replays `steps` from the start of `pack` (dealing order) under `rules`: `Ok` if every step
/// is legal and the game ends won.
///
/// # Errors
/// The first illegal step, numbered from 1, or that the steps do not end won.
pub fn replay(rules: &AylitRules, pack: &[Card], steps: &[AylitStep]) -> Result<(), String> {
    plain::replay(Plain::new(rules, pack), steps)
}

/// Whether `pack` (dealing order) can be won under `rules`, by trying every step from every
/// position reachable (small packs only).
pub fn brute_force_winnable(rules: &AylitRules, pack: &[Card]) -> bool {
    plain::brute_force(Plain::new(rules, pack))
}

/// Whether the game can still be won after `steps` from the start of `pack` under `rules`, by
/// brute force on this plain model (small packs only): the search's loss proofs are checked
/// against it at positions along a line of play.
///
/// # Panics
/// If a step is illegal.
#[cfg(test)]
pub(super) fn brute_force_winnable_after(
    rules: &AylitRules,
    pack: &[Card],
    steps: &[AylitStep],
) -> bool {
    plain::brute_force_after(Plain::new(rules, pack), steps)
}

/// [`brute_force_winnable_after`] with each foundation's index rank and height replaced by
/// `founds`' (by foundation): the position a dominance names in place of the one `steps`
/// reach. The index cards are those of the deal, moved between foundations (`founds` must
/// name the same ranks); a foundation's cards are stood for by cards of the ranks it holds.
///
/// # Panics
/// If a step is illegal, or `founds` names an index rank the deal does not have.
#[cfg(test)]
pub(super) fn brute_force_winnable_after_with(
    rules: &AylitRules,
    pack: &[Card],
    steps: &[AylitStep],
    founds: &[(u8, u8)],
) -> bool {
    let mut pos = Plain::new(rules, pack);
    for &s in steps {
        pos.play(s).expect("a legal step");
    }
    let mut spare = pos.index.clone();
    for (f, &(rank, height)) in founds.iter().enumerate() {
        let at = spare
            .iter()
            .position(|c| c.rank() == rank)
            .expect("an index card of that rank");
        let index = spare.swap_remove(at);
        let suit = index.suit().expect("an index card has a suit");
        pos.index[f] = index;
        pos.foundations[f] = (1..=height)
            .map(|h| Card::new((rank + h - 1) % pos.ranks + 1, suit))
            .collect();
    }
    plain::brute_force(pos)
}
