//! An independent plain model of Canfield, for checking the search: it replays solutions step by
//! step ([`replay`]) and solves small deals by brute force ([`brute_force_winnable`]). It shares
//! no code with [`super::position`]: piles are vectors of cards, the stock and the waste are
//! dealt one step at a time, and no move is ever played automatically but the reserve filling
//! a space, which the rules make compulsory.

use super::deal::{builds_on, CanfieldDeal};
use super::rules::{CanfieldRules, Moving};
use patience_cards::Card;
use serde::Serialize;
use std::collections::HashSet;
use std::fmt;

/// A place a card moves from or to.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Place {
    /// The reserve's top card.
    Reserve,
    /// The waste's top card.
    Waste,
    /// Tableau pile `0` (from 0; printed from 1).
    Pile(u8),
    /// The card's foundation.
    Foundation,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Reserve => f.write_str("reserve"),
            Place::Waste => f.write_str("waste"),
            Place::Pile(p) => write!(f, "pile {}", p + 1),
            Place::Foundation => f.write_str("foundation"),
        }
    }
}

/// One step of play as a person makes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "step", rename_all = "lowercase")]
pub enum Step {
    /// Deal the next cards of the stock (up to the deal count) onto the waste.
    Deal,
    /// Turn the waste over as the new stock (the stock being empty).
    Redeal,
    /// Move `count` cards, the lowest of them `card`, from `from` to `to`.
    Play {
        /// The card moved (the one at the bottom of the moved cards).
        card: Card,
        /// Where it was.
        from: Place,
        /// Where it goes.
        to: Place,
        /// How many cards move together.
        count: u8,
    },
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Step::Deal => f.write_str("deal"),
            Step::Redeal => f.write_str("turn the waste over"),
            Step::Play {
                card,
                from,
                to,
                count,
            } => {
                write!(f, "{card} from the {from} to the {to}")?;
                if *count > 1 {
                    write!(f, " ({count} cards)")?;
                }
                Ok(())
            }
        }
    }
}

/// Why a replay failed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CheckError {
    /// A step is not legal.
    #[error("step {number} ({step}): {reason}")]
    Illegal {
        /// Its number, from 1.
        number: usize,
        /// The step.
        step: String,
        /// Why not.
        reason: String,
    },
    /// Every step is legal, but cards are left off the foundations.
    #[error("not won: {0} cards are not on the foundations")]
    NotWon(usize),
}

/// The plain model's table.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Table {
    ranks: u8,
    base: u8,
    moving: Moving,
    deal: u8,
    /// Cards on the foundations, by suit index.
    found: [u8; 4],
    reserve: Vec<Card>,
    piles: Vec<Vec<Card>>,
    /// Bottom first: the last card is dealt next.
    stock: Vec<Card>,
    waste: Vec<Card>,
}

fn suit_index(c: Card) -> usize {
    c.suit().map_or(0, |s| s as usize)
}

impl Table {
    fn new(rules: &CanfieldRules, deal: &CanfieldDeal) -> Table {
        let mut found = [0; 4];
        found[suit_index(deal.foundation)] = 1;
        let mut t = Table {
            ranks: rules.ranks,
            base: deal.foundation.rank(),
            moving: rules.moving,
            deal: rules.deal,
            found,
            reserve: deal.reserve.clone(),
            piles: deal.tableau.clone(),
            stock: deal.stock.clone(),
            waste: deal.waste.clone(),
        };
        t.fill_spaces();
        t
    }

    /// The rank that goes next on `c`'s foundation.
    fn next_up(&self, c: Card) -> u8 {
        (self.base - 1 + self.found[suit_index(c)]) % self.ranks + 1
    }

    fn can_go_up(&self, c: Card) -> bool {
        self.found[suit_index(c)] < self.ranks && self.next_up(c) == c.rank()
    }

    fn fill_spaces(&mut self) {
        for p in 0..self.piles.len() {
            if self.piles[p].is_empty() {
                if let Some(c) = self.reserve.pop() {
                    self.piles[p].push(c);
                }
            }
        }
    }

    fn won(&self) -> bool {
        self.found.iter().all(|&f| f == self.ranks)
    }

    fn left(&self) -> usize {
        self.found
            .iter()
            .map(|&f| usize::from(self.ranks - f))
            .sum()
    }

    /// Plays `step` if it is legal; says why not otherwise.
    fn play(&mut self, step: Step) -> Result<(), String> {
        match step {
            Step::Deal => {
                if self.stock.is_empty() {
                    return Err("the stock is empty".into());
                }
                for _ in 0..self.deal {
                    if let Some(c) = self.stock.pop() {
                        self.waste.push(c);
                    }
                }
            }
            Step::Redeal => {
                if !self.stock.is_empty() || self.waste.is_empty() {
                    return Err("the waste turns over only when the stock is empty".into());
                }
                self.stock = self.waste.drain(..).rev().collect();
            }
            Step::Play {
                card,
                from,
                to,
                count,
            } => {
                let cards = self.take(card, from, count)?;
                match to {
                    Place::Foundation => {
                        if count != 1 || !self.can_go_up(card) {
                            return Err(format!("{card} does not go on its foundation"));
                        }
                        self.found[suit_index(card)] += 1;
                    }
                    Place::Pile(t) => {
                        let t = usize::from(t);
                        if t >= self.piles.len() || from == Place::Pile(t as u8) {
                            return Err("no such pile to move to".into());
                        }
                        match self.piles[t].last() {
                            None => {
                                if !self.reserve.is_empty() {
                                    return Err("a space is filled from the reserve".into());
                                }
                                let whole_or_waste = match from {
                                    Place::Pile(f) => {
                                        self.piles[usize::from(f)].is_empty()
                                            || self.moving != Moving::Whole
                                    }
                                    _ => true,
                                };
                                if !whole_or_waste {
                                    return Err("only whole piles move".into());
                                }
                            }
                            Some(&top) => {
                                if !builds_on(self.ranks, self.base, card, top) {
                                    return Err(format!("{card} does not go on {top}"));
                                }
                                if let Place::Pile(f) = from {
                                    let rest = &self.piles[usize::from(f)];
                                    let ok = match self.moving {
                                        Moving::Whole => rest.is_empty(),
                                        Moving::Partial => {
                                            rest.last().is_none_or(|&c| self.can_go_up(c))
                                        }
                                        Moving::Any => true,
                                    };
                                    if !ok {
                                        return Err("that part of the pile may not move".into());
                                    }
                                }
                            }
                        }
                        self.piles[t].extend(cards);
                    }
                    _ => return Err("cards go to a pile or a foundation".into()),
                }
                self.fill_spaces();
            }
        }
        Ok(())
    }

    /// Takes `count` cards, the lowest `card`, from `from`.
    fn take(&mut self, card: Card, from: Place, count: u8) -> Result<Vec<Card>, String> {
        let n = usize::from(count);
        let src: &mut Vec<Card> = match from {
            Place::Reserve => &mut self.reserve,
            Place::Waste => &mut self.waste,
            Place::Pile(p) => self.piles.get_mut(usize::from(p)).ok_or("no such pile")?,
            Place::Foundation => return Err("cards never leave the foundations".into()),
        };
        if n == 0 || n > src.len() || (n > 1 && !matches!(from, Place::Pile(_))) {
            return Err(format!("{count} cards cannot move from the {from}"));
        }
        let moved = src.split_off(src.len() - n);
        if moved[0] != card {
            let got = moved[0];
            src.extend(moved);
            return Err(format!("the card there is {got}, not {card}"));
        }
        Ok(moved)
    }

    /// Every legal step.
    fn steps(&self) -> Vec<Step> {
        let mut out = Vec::new();
        if !self.stock.is_empty() {
            out.push(Step::Deal);
        } else if !self.waste.is_empty() {
            out.push(Step::Redeal);
        }
        let mut sources: Vec<(Card, Place, u8)> = Vec::new();
        if let Some(&c) = self.reserve.last() {
            sources.push((c, Place::Reserve, 1));
        }
        if let Some(&c) = self.waste.last() {
            sources.push((c, Place::Waste, 1));
        }
        for (p, pile) in self.piles.iter().enumerate() {
            for k in 1..=pile.len() {
                sources.push((pile[pile.len() - k], Place::Pile(p as u8), k as u8));
            }
        }
        for (card, from, count) in sources {
            let mut targets = vec![Place::Foundation];
            targets.extend((0..self.piles.len()).map(|p| Place::Pile(p as u8)));
            for to in targets {
                let step = Step::Play {
                    card,
                    from,
                    to,
                    count,
                };
                if self.clone().play(step).is_ok() {
                    out.push(step);
                }
            }
        }
        out
    }
}

/// Replays `steps` on `deal` under `rules`, checking each step and that the game ends won.
///
/// # Errors
/// [`CheckError::Illegal`] at the first illegal step, [`CheckError::NotWon`] if cards are left.
pub fn replay(
    rules: &CanfieldRules,
    deal: &CanfieldDeal,
    steps: &[Step],
) -> Result<(), CheckError> {
    let mut t = Table::new(rules, deal);
    for (i, &s) in steps.iter().enumerate() {
        t.play(s).map_err(|reason| CheckError::Illegal {
            number: i + 1,
            step: s.to_string(),
            reason,
        })?;
    }
    if t.won() {
        Ok(())
    } else {
        Err(CheckError::NotWon(t.left()))
    }
}

/// Whether `deal` can be won under `rules`, by a depth-first search over every legal step of
/// the plain model, one deal at a time, with no safe moves and no pruning: `Some(won)`, or
/// `None` when more than `max_states` tables were seen. For small packs only.
pub fn brute_force_winnable(
    rules: &CanfieldRules,
    deal: &CanfieldDeal,
    max_states: usize,
) -> Option<bool> {
    let start = Table::new(rules, deal);
    let mut seen: HashSet<Table> = HashSet::new();
    let mut stack = vec![start.clone()];
    seen.insert(start);
    while let Some(t) = stack.pop() {
        if t.won() {
            return Some(true);
        }
        for s in t.steps() {
            let mut next = t.clone();
            if next.play(s).is_ok() && !seen.contains(&next) {
                if seen.len() >= max_states {
                    return None;
                }
                seen.insert(next.clone());
                stack.push(next);
            }
        }
    }
    Some(false)
}
