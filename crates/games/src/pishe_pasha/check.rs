//! An independent replay of Pishe Pasha, written from the text (and `docs/rules.md`) without
//! the position's code: plain piles of cards, the foundations as piles each started by an ace.
//! It checks every move of a played game, the compulsory foundation plays included, and
//! gives the end: the winner, his points and the turns.

use super::{PisheDeal, PisheMove, Source};
use crate::seats::stock_queues;
use patience_cards::Card;
use std::collections::VecDeque;

/// What a replay found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replayed {
    /// The winner (0: the dealer's opponent), if a player played out.
    pub winner: Option<usize>,
    /// The winner's points (the cards the loser has left), 0 without a winner.
    pub points: u32,
    /// Turns ended.
    pub turns: u32,
    /// Cards on the foundations.
    pub on_foundations: usize,
}

struct Table {
    stock: [VecDeque<Card>; 2],
    discard: [Vec<Card>; 2],
    foundations: Vec<Vec<Card>>,
    drawn: Option<Card>,
    player: usize,
    turns: u32,
}

impl Table {
    fn top(&self, source: Source) -> Option<Card> {
        match source {
            Source::Discard => self.discard[self.player].last().copied(),
            Source::Drawn => self.drawn,
        }
    }

    fn goes_up(&self, c: Card) -> bool {
        if c.rank() == 1 {
            return true;
        }
        self.foundations.iter().any(|p| {
            p.last()
                .is_some_and(|t| t.suit() == c.suit() && t.rank() + 1 == c.rank())
        })
    }

    fn goes_across(&self, c: Card) -> bool {
        match self.discard[1 - self.player].last() {
            Some(t) => t.rank() + 1 == c.rank() || c.rank() + 1 == t.rank(),
            None => false,
        }
    }

    fn any_compulsory(&self) -> bool {
        [Source::Discard, Source::Drawn]
            .iter()
            .any(|&s| self.top(s).is_some_and(|c| self.goes_up(c)))
    }

    fn remove(&mut self, source: Source) -> Card {
        match source {
            Source::Discard => self.discard[self.player].pop().unwrap(),
            Source::Drawn => self.drawn.take().unwrap(),
        }
    }

    fn out(&self, p: usize) -> bool {
        self.stock[p].is_empty()
            && self.discard[p].is_empty()
            && !(p == self.player && self.drawn.is_some())
    }
}

/// Replays `moves` on `deal`.
///
/// # Errors
/// The first illegal move: its index and why.
///
/// # Panics
/// On a deal that is not a whole deck (or two) laid out as the game deals: check it with the
/// position's constructor first.
pub fn replay(deal: &PisheDeal, moves: &[PisheMove]) -> Result<Replayed, String> {
    let mut t = Table {
        stock: stock_queues(&deal.stocks),
        discard: [Vec::new(), Vec::new()],
        foundations: Vec::new(),
        drawn: None,
        player: 0,
        turns: 0,
    };
    let mut winner = None;
    for (i, &m) in moves.iter().enumerate() {
        let bad = |why: &str| Err(format!("move {i} ({m:?}): {why}"));
        if winner.is_some() {
            return bad("the game is over");
        }
        match m {
            PisheMove::Foundation(s) => {
                let Some(c) = t.top(s) else {
                    return bad("no such card");
                };
                if !t.goes_up(c) {
                    return bad("the card does not go on a foundation");
                }
                t.remove(s);
                if c.rank() == 1 {
                    t.foundations.push(vec![c]);
                } else {
                    let pile = t
                        .foundations
                        .iter_mut()
                        .find(|p| {
                            p.last()
                                .is_some_and(|x| x.suit() == c.suit() && x.rank() + 1 == c.rank())
                        })
                        .unwrap();
                    pile.push(c);
                }
            }
            PisheMove::Opponent(s) => {
                if t.any_compulsory() {
                    return bad("a foundation play is compulsory first");
                }
                let Some(c) = t.top(s) else {
                    return bad("no such card");
                };
                if !t.goes_across(c) {
                    return bad("not one rank from the opponent's discard top");
                }
                t.remove(s);
                let other = 1 - t.player;
                t.discard[other].push(c);
            }
            PisheMove::Next => {
                if t.any_compulsory() {
                    return bad("a foundation play is compulsory first");
                }
                let p = t.player;
                if let Some(c) = t.drawn.take() {
                    t.discard[p].push(c);
                    t.player = 1 - p;
                    t.turns += 1;
                } else {
                    if t.stock[p].is_empty() {
                        // Turned over: the first card discarded is on top.
                        t.stock[p] = t.discard[p].drain(..).collect();
                    }
                    match t.stock[p].pop_front() {
                        Some(c) => t.drawn = Some(c),
                        None => return bad("nothing to turn"),
                    }
                }
            }
        }
        if t.out(t.player) {
            winner = Some(t.player);
        }
    }
    let points = winner.map_or(0, |w| {
        (t.stock[1 - w].len() + t.discard[1 - w].len()) as u32
    });
    Ok(Replayed {
        winner,
        points,
        turns: t.turns,
        on_foundations: t.foundations.iter().map(Vec::len).sum(),
    })
}
