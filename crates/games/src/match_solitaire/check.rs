//! A plain model of the rules: the replay checker [`verify`] and the brute-force solver
//! [`brute_force_winnable`], sharing no code with the search position.
//!
//! The model is the layout as a person sees it (columns of cards, cells, stock), changed one move
//! at a time exactly as the rules say, with no symmetry, no dominance and no pruning, so the tests
//! can hold the solver to it.

use super::layout::MatchLayout;
use super::notation::{cell_label, column_label, GameLine, MatchMove, Place};
use super::rules::MatchRules;
use crate::error::GameError;
use patience_cards::Card;
use std::collections::HashSet;

/// Why a game does not check out.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum VerifyError {
    /// The layout is not a position of the game.
    #[error(transparent)]
    Layout(#[from] GameError),
    /// A move the rules do not allow.
    #[error("move {number} ({token}) is illegal: {reason}")]
    Illegal {
        /// The move's number, from 1 (each deal of a `++` counts as one move).
        number: usize,
        /// The move's token.
        token: String,
        /// Why it is illegal.
        reason: String,
    },
    /// Every move is legal, but the game is not won at the end.
    #[error("not won: {left} cards left after {moves} moves")]
    NotWon {
        /// Moves played.
        moves: usize,
        /// Cards not collected.
        left: usize,
    },
    /// A game line without a deal number cannot be replayed.
    #[error("the game line has no deal number")]
    NoDealNumber,
    /// The game line could not be read.
    #[error(transparent)]
    Notation(#[from] super::notation::NotationError),
}

/// A position of the plain model.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Plain {
    cols: Vec<Vec<Card>>,
    cells: Vec<Option<Card>>,
    stock: Vec<Card>,
    /// Cards of the stock already dealt.
    dealt: usize,
}

fn name(p: Place) -> String {
    match p {
        Place::Column(c) => format!("column {}", column_label(usize::from(c))),
        Place::Cell(c) => format!("cell {}", cell_label(usize::from(c))),
    }
}

impl Plain {
    fn new(rules: &MatchRules, layout: &MatchLayout) -> Plain {
        let mut cells = layout.cells.clone();
        cells.resize(usize::from(rules.columns), None);
        Plain {
            cols: layout.tableau.clone(),
            cells,
            stock: layout.stock.clone(),
            dealt: 0,
        }
    }

    fn left(&self) -> usize {
        self.cols.iter().map(Vec::len).sum::<usize>()
            + self.cells.iter().flatten().count()
            + (self.stock.len() - self.dealt)
    }

    /// The uncovered card at `p`: a column's top or a cell's card.
    fn card_at(&self, p: Place) -> Result<Card, String> {
        match p {
            Place::Column(c) => match self.cols.get(usize::from(c)) {
                None => Err(format!("there is no {}", name(p))),
                Some(col) => col
                    .last()
                    .copied()
                    .ok_or_else(|| format!("{} is empty", name(p))),
            },
            Place::Cell(c) => match self.cells.get(usize::from(c)) {
                None => Err(format!("there is no {}", name(p))),
                Some(x) => x.ok_or_else(|| format!("{} is empty", name(p))),
            },
        }
    }

    /// Whether `mv` is legal here, and if not why.
    fn check(&self, rules: &MatchRules, mv: &MatchMove) -> Result<(), String> {
        match mv {
            MatchMove::Move { from, to } => {
                if from == to {
                    return Err("a card cannot move to its own place".into());
                }
                let card = self.card_at(*from)?;
                match *to {
                    Place::Cell(t) => {
                        if matches!(from, Place::Cell(_)) {
                            return Err("a free-cell card cannot move to another free cell".into());
                        }
                        match self.cells.get(usize::from(t)) {
                            None => Err(format!("there is no {}", name(*to))),
                            Some(Some(x)) => Err(format!("{} is full ({x})", name(*to))),
                            Some(None) => Ok(()),
                        }
                    }
                    Place::Column(t) => match self.cols.get(usize::from(t)) {
                        None => Err(format!("there is no {}", name(*to))),
                        Some(col) => match col.last() {
                            None => Ok(()),
                            Some(&base) if rules.stacks_on(card, base) => Ok(()),
                            Some(&base) => Err(format!("{card} does not stack on {base}")),
                        },
                    },
                }
            }
            MatchMove::Collect(places) => {
                let m = usize::from(rules.match_size);
                if places.len() != m {
                    return Err(format!("a set is {m} cards, not {}", places.len()));
                }
                let mut cards = Vec::with_capacity(m);
                for (i, &p) in places.iter().enumerate() {
                    if places[..i].contains(&p) {
                        return Err(format!("{} named twice", name(p)));
                    }
                    cards.push(self.card_at(p)?);
                }
                if cards.iter().any(|c| c.rank() != cards[0].rank()) {
                    let list: Vec<String> = cards.iter().map(Card::to_string).collect();
                    return Err(format!("the values differ ({})", list.join(" ")));
                }
                Ok(())
            }
            MatchMove::Deal => {
                if !rules.closed {
                    Err("there is no deal in an open game".into())
                } else if self.dealt == self.stock.len() {
                    Err("the stock is empty".into())
                } else {
                    Ok(())
                }
            }
        }
    }

    /// Plays `mv`, which [`Plain::check`] accepted.
    fn play(&mut self, mv: &MatchMove) {
        let take = |s: &mut Plain, p: Place| match p {
            Place::Column(c) => s.cols[usize::from(c)].pop().expect("checked"),
            Place::Cell(c) => s.cells[usize::from(c)].take().expect("checked"),
        };
        match mv {
            MatchMove::Move { from, to } => {
                let card = take(self, *from);
                match *to {
                    Place::Column(c) => self.cols[usize::from(c)].push(card),
                    Place::Cell(c) => self.cells[usize::from(c)] = Some(card),
                }
            }
            MatchMove::Collect(places) => {
                for &p in places {
                    take(self, p);
                }
            }
            MatchMove::Deal => {
                for col in &mut self.cols {
                    if self.dealt == self.stock.len() {
                        break;
                    }
                    col.push(self.stock[self.dealt]);
                    self.dealt += 1;
                }
            }
        }
    }
}

/// Replays `moves` from `layout` and checks that each is legal and that the game is won at the end.
///
/// # Errors
/// [`VerifyError::Illegal`] with the number (from 1) and token of the first illegal move and why,
/// [`VerifyError::NotWon`], or [`VerifyError::Layout`] when the layout is not a deal of `rules`.
pub fn verify(
    rules: &MatchRules,
    layout: &MatchLayout,
    moves: &[MatchMove],
) -> Result<(), VerifyError> {
    layout.validate(rules)?;
    let mut pos = Plain::new(rules, layout);
    for (i, mv) in moves.iter().enumerate() {
        if let Err(reason) = pos.check(rules, mv) {
            return Err(VerifyError::Illegal {
                number: i + 1,
                token: mv.to_string(),
                reason,
            });
        }
        pos.play(mv);
    }
    match pos.left() {
        0 => Ok(()),
        left => Err(VerifyError::NotWon {
            moves: moves.len(),
            left,
        }),
    }
}

/// Replays a whole game line (`3x3x13x5+1 1a 23 ..`) on the deal its number names.
///
/// # Errors
/// As [`verify`], or a line that cannot be read or has no deal number.
pub fn verify_line(line: &str) -> Result<(), VerifyError> {
    let g = GameLine::parse(line)?;
    let deal = g.deal.ok_or(VerifyError::NoDealNumber)?;
    verify(&g.rules, &g.rules.deal(deal), &g.moves)
}

/// Every move the notation can write from `pos` that names only occupied source places: all
/// from-to pairs, every choice of `m` uncovered places, and a deal. The rules then filter them.
fn candidates(rules: &MatchRules, pos: &Plain) -> Vec<MatchMove> {
    let c = usize::from(rules.columns);
    let places: Vec<Place> = (0..c as u8)
        .map(Place::Column)
        .chain((0..c as u8).map(Place::Cell))
        .collect();
    let occupied: Vec<Place> = places
        .iter()
        .copied()
        .filter(|&p| pos.card_at(p).is_ok())
        .collect();
    let mut out = Vec::new();
    for &from in &occupied {
        for &to in &places {
            out.push(MatchMove::Move { from, to });
        }
    }
    let m = usize::from(rules.match_size);
    let mut pick = Vec::new();
    subsets(&occupied, m, 0, &mut pick, &mut out);
    out.push(MatchMove::Deal);
    out
}

fn subsets(
    from: &[Place],
    m: usize,
    start: usize,
    pick: &mut Vec<Place>,
    out: &mut Vec<MatchMove>,
) {
    if pick.len() == m {
        out.push(MatchMove::Collect(pick.clone()));
        return;
    }
    for i in start..from.len() {
        pick.push(from[i]);
        subsets(from, m, i + 1, pick, out);
        pick.pop();
    }
}

/// Whether `layout` can be won, by exhaustive search of every legal move of the plain model (a set
/// of visited positions only avoids repeating work; no symmetry, no dominance). For small decks in
/// tests: the number of positions grows fast with the deck.
///
/// # Errors
/// [`GameError::BadLayout`] when the layout is not a deal of `rules`.
pub fn brute_force_winnable(rules: &MatchRules, layout: &MatchLayout) -> Result<bool, GameError> {
    layout.validate(rules)?;
    let start = Plain::new(rules, layout);
    let mut seen: HashSet<Plain> = HashSet::new();
    let mut todo = vec![start.clone()];
    seen.insert(start);
    while let Some(pos) = todo.pop() {
        if pos.left() == 0 {
            return Ok(true);
        }
        for mv in candidates(rules, &pos) {
            if pos.check(rules, &mv).is_ok() {
                let mut next = pos.clone();
                next.play(&mv);
                if !seen.contains(&next) {
                    seen.insert(next.clone());
                    todo.push(next);
                }
            }
        }
    }
    Ok(false)
}
