//! An independent replay of Nuts, written from the text (and `docs/rules.md`) without the
//! position's code: each column a list of (card, face up) pairs, the centre a list of whole
//! piles with the partnership that played each card. It checks every move of a played hand
//! and gives its end: each partnership's score and the moves.

use super::{NutsDeal, NutsMove, Src, NUTS_CARDS, STALL};
use patience_cards::Card;

/// What a replay found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replayed {
    /// Each partnership's score: its cards in the centre less twice its Nuts cards left.
    pub scores: [i32; 2],
    /// Whether the hand ended (a Nuts pile played out, or blocked).
    pub over: bool,
    /// Moves played.
    pub moves: u32,
    /// Cards each partnership still holds anywhere (Nuts, stock, waste, tableau).
    pub held: [usize; 2],
}

struct Team {
    nuts: Vec<Card>,
    stock: Vec<Card>,
    waste: Vec<Card>,
    cols: Vec<Vec<(Card, bool)>>,
}

fn red(c: Card) -> bool {
    matches!(c.suit().map(patience_cards::Suit::letter), Some('D' | 'H'))
}

fn builds(c: Card, on: Card) -> bool {
    c.rank() + 1 == on.rank() && red(c) != red(on)
}

fn team(deck: &[Card]) -> Team {
    let mut cols: Vec<Vec<(Card, bool)>> = vec![Vec::new(); 5];
    let mut k = NUTS_CARDS;
    for row in 0..5 {
        for (j, col) in cols.iter_mut().enumerate().take(5 - row) {
            // The last card of each column (dealt in the row where it is the last) is face up.
            col.push((deck[k], j == 4 - row));
            k += 1;
        }
    }
    Team {
        nuts: deck[..NUTS_CARDS].to_vec(),
        stock: deck[k..].iter().rev().copied().collect(),
        waste: Vec::new(),
        cols,
    }
}

impl Team {
    fn top(&self, s: Src) -> Option<Card> {
        match s {
            Src::Nuts => self.nuts.last().copied(),
            Src::Waste => self.waste.last().copied(),
            Src::Column(i) => self.cols[i as usize].last().map(|x| x.0),
        }
    }

    /// Removes a card; whether a face-down card was turned up.
    fn pop(&mut self, s: Src) -> bool {
        match s {
            Src::Nuts => {
                self.nuts.pop();
                false
            }
            Src::Waste => {
                self.waste.pop();
                false
            }
            Src::Column(i) => {
                let col = &mut self.cols[i as usize];
                col.pop();
                flip(col)
            }
        }
    }

    fn held(&self) -> usize {
        self.nuts.len()
            + self.stock.len()
            + self.waste.len()
            + self.cols.iter().map(Vec::len).sum::<usize>()
    }
}

fn flip(col: &mut [(Card, bool)]) -> bool {
    match col.last_mut() {
        Some(x) if !x.1 => {
            x.1 = true;
            true
        }
        _ => false,
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
pub fn replay(deal: &NutsDeal, moves: &[NutsMove]) -> Result<Replayed, String> {
    let mut teams = [team(&deal.decks[0]), team(&deal.decks[1])];
    let mut piles: Vec<Vec<(Card, usize)>> = Vec::new();
    let mut over = false;
    let mut idle = 0;
    for (i, &m) in moves.iter().enumerate() {
        let bad = |why: &str| Err(format!("move {i} ({m:?}): {why}"));
        if over {
            return bad("the hand is over");
        }
        let t = i % 2;
        let me = &mut teams[t];
        let progress = match m {
            NutsMove::Centre(s) => {
                let Some(c) = me.top(s) else {
                    return bad("no such card");
                };
                let pile = piles.iter().position(|p| {
                    let (x, _) = *p.last().unwrap();
                    x.suit() == c.suit() && x.rank() + 1 == c.rank()
                });
                match (c.rank(), pile) {
                    (1, _) => piles.push(vec![(c, t)]),
                    (_, Some(k)) => piles[k].push((c, t)),
                    _ => return bad("no centre pile takes it"),
                }
                me.pop(s);
                true
            }
            NutsMove::Column(s, to) => {
                if matches!(s, Src::Column(_)) {
                    return bad("columns move by Shift");
                }
                let Some(c) = me.top(s) else {
                    return bad("no such card");
                };
                if let Some(&(top, _)) = me.cols[to as usize].last() {
                    if !builds(c, top) {
                        return bad("does not build on the column");
                    }
                }
                me.pop(s);
                me.cols[to as usize].push((c, true));
                true
            }
            NutsMove::Shift { from, count, to } => {
                let (f, d, n) = (from as usize, to as usize, count as usize);
                if f == d || n == 0 || n > me.cols[f].len() {
                    return bad("no such run");
                }
                let run: Vec<(Card, bool)> = me.cols[f][me.cols[f].len() - n..].to_vec();
                if run.iter().any(|x| !x.1) {
                    return bad("the run holds a face-down card");
                }
                if run.windows(2).any(|w| !builds(w[1].0, w[0].0)) {
                    return bad("not a built run");
                }
                match me.cols[d].last() {
                    Some(&(top, _)) if !builds(run[0].0, top) => {
                        return bad("the run does not build on the column")
                    }
                    None if n == me.cols[f].len() => return bad("a whole column to an empty one"),
                    _ => {}
                }
                let keep = me.cols[f].len() - n;
                me.cols[f].truncate(keep);
                let turned = flip(&mut me.cols[f]);
                me.cols[d].extend(run);
                turned
            }
            NutsMove::Deal => {
                if me.stock.is_empty() {
                    if me.waste.is_empty() {
                        return bad("nothing to deal");
                    }
                    me.stock = me.waste.drain(..).rev().collect();
                } else {
                    for _ in 0..3 {
                        if let Some(c) = me.stock.pop() {
                            me.waste.push(c);
                        }
                    }
                }
                false
            }
            NutsMove::Pass => {
                if !me.stock.is_empty() || !me.waste.is_empty() {
                    return bad("a pass with cards to deal");
                }
                false
            }
        };
        idle = if progress { 0 } else { idle + 1 };
        if teams[t].nuts.is_empty() || idle >= STALL {
            over = true;
        }
    }
    let scores = [0, 1].map(|t| {
        let played = piles.iter().flatten().filter(|x| x.1 == t).count() as i32;
        played - 2 * teams[t].nuts.len() as i32
    });
    Ok(Replayed {
        scores,
        over,
        moves: moves.len() as u32,
        held: [teams[0].held(), teams[1].held()],
    })
}
