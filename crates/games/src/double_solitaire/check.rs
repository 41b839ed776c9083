//! An independent replay of Double Solitaire, written from the text (and `docs/rules.md`)
//! without the position's code: plain piles of cards, the side stacks as piles each started by
//! an ace. It checks every move of a played game, the compulsory side-stack plays included, and
//! gives the end: the winner, his points and the turns.

use super::{DsDeal, DsMove, From, To};
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
    /// Cards on the centre piles and on the side stacks.
    pub on_table: usize,
}

fn red(c: Card) -> bool {
    matches!(c.suit().map(patience_cards::Suit::letter), Some('D' | 'H'))
}

struct Table {
    stock: [VecDeque<Card>; 2],
    discard: [Vec<Card>; 2],
    centre: Vec<Vec<Card>>,
    stacks: Vec<Vec<Card>>,
    hand: Option<Card>,
    player: usize,
    turns: u32,
}

impl Table {
    fn draw(&mut self) {
        let p = self.player;
        if self.stock[p].is_empty() {
            self.stock[p] = self.discard[p].drain(..).collect();
        }
        self.hand = self.stock[p].pop_front();
    }

    fn stack_of(&self, c: Card) -> Option<usize> {
        self.stacks.iter().position(|s| s[0].suit() == c.suit())
    }

    fn goes_up(&self, c: Card) -> bool {
        match self.stack_of(c) {
            Some(i) => self.stacks[i].len() as u8 + 1 == c.rank(),
            None => c.rank() == 1,
        }
    }

    fn get(&self, f: From) -> Option<Card> {
        match f {
            From::Hand => self.hand,
            From::Discard => self.discard[self.player].last().copied(),
            From::Centre(i) => self.centre[i as usize].last().copied(),
            From::Side(s) => self
                .stacks
                .iter()
                .find(|p| p[0].suit().map(|x| x as u8) == Some(s))
                .and_then(|p| p.last().copied()),
        }
    }

    fn must(&self) -> bool {
        self.hand.is_some_and(|c| self.goes_up(c))
            || self
                .centre
                .iter()
                .any(|p| p.last().is_some_and(|&c| self.goes_up(c)))
    }

    fn take(&mut self, f: From) -> Card {
        let c = self.get(f).unwrap();
        match f {
            From::Hand => self.hand = None,
            From::Discard => {
                self.discard[self.player].pop();
            }
            From::Centre(i) => {
                self.centre[i as usize].pop();
            }
            From::Side(_) => {
                let i = self.stack_of(c).unwrap();
                self.stacks[i].pop();
                if self.stacks[i].is_empty() {
                    self.stacks.remove(i);
                }
            }
        }
        c
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
pub fn replay(deal: &DsDeal, moves: &[DsMove]) -> Result<Replayed, String> {
    let mut t = Table {
        stock: stock_queues(&deal.stocks),
        discard: [Vec::new(), Vec::new()],
        centre: deal.centre.iter().map(|&c| vec![c]).collect(),
        stacks: Vec::new(),
        hand: None,
        player: 0,
        turns: 0,
    };
    t.draw();
    let mut winner = None;
    for (i, &m) in moves.iter().enumerate() {
        let bad = |why: &str| Err(format!("move {i} ({m:?}): {why}"));
        if winner.is_some() {
            return bad("the game is over");
        }
        let p = t.player;
        match m {
            DsMove::Play(f, to) => {
                let Some(c) = t.get(f) else {
                    return bad("no such card");
                };
                let compulsory_kind = to == To::Side && matches!(f, From::Hand | From::Centre(_));
                if t.must() && !(compulsory_kind && t.goes_up(c)) {
                    return bad("a side-stack play is compulsory first");
                }
                let ok = match (f, to) {
                    (From::Hand | From::Discard, To::Centre(j)) => {
                        match t.centre[j as usize].last() {
                            None => true,
                            Some(&top) => c.rank() + 1 == top.rank() && red(c) != red(top),
                        }
                    }
                    (From::Hand | From::Discard | From::Centre(_), To::Side) => t.goes_up(c),
                    (From::Discard | From::Centre(_) | From::Side(_), To::Opponent) => {
                        match t.discard[1 - p].last() {
                            None => false,
                            Some(&top) => {
                                (c.rank() + 1 == top.rank() || top.rank() + 1 == c.rank())
                                    && red(c) != red(top)
                            }
                        }
                    }
                    _ => false,
                };
                if !ok {
                    return bad("the card does not go there");
                }
                t.take(f);
                match to {
                    To::Centre(j) => t.centre[j as usize].push(c),
                    To::Side => match t.stack_of(c) {
                        Some(k) => t.stacks[k].push(c),
                        None => t.stacks.push(vec![c]),
                    },
                    To::Opponent => t.discard[1 - p].push(c),
                }
                if f == From::Hand {
                    t.draw();
                }
            }
            DsMove::Merge { from, to } => {
                if t.must() {
                    return bad("a side-stack play is compulsory first");
                }
                let (a, b) = (from as usize, to as usize);
                if a == b || t.centre[a].is_empty() {
                    return bad("no pile to merge");
                }
                let bottom = t.centre[a][0];
                match t.centre[b].last() {
                    Some(&top) if bottom.rank() + 1 == top.rank() && red(bottom) != red(top) => {}
                    _ => return bad("the pile's bottom card does not fit"),
                }
                let moved = std::mem::take(&mut t.centre[a]);
                t.centre[b].extend(moved);
            }
            DsMove::End => {
                if t.must() {
                    return bad("a side-stack play is compulsory first");
                }
                let Some(c) = t.hand.take() else {
                    return bad("no hand card");
                };
                t.discard[p].push(c);
                t.player = 1 - p;
                t.turns += 1;
                t.draw();
                continue;
            }
        }
        if t.hand.is_none() && t.stock[p].is_empty() && t.discard[p].is_empty() {
            winner = Some(p);
        }
    }
    let points = winner.map_or(0, |w| {
        (t.stock[1 - w].len() + t.discard[1 - w].len()) as u32
    });
    Ok(Replayed {
        winner,
        points,
        turns: t.turns,
        on_table: t.centre.iter().map(Vec::len).sum::<usize>()
            + t.stacks.iter().map(Vec::len).sum::<usize>(),
    })
}
