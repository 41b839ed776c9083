//! Taylor's move notation: `1a`, `23`, `b3`, `*125`, `+`, and whole game lines.
//!
//! Columns are labelled `1`, `2`, .. from the left and free cells `a`, `b`, ..; a move from one
//! place to another is the two labels (`1a`: column 1 to cell a; `23`: column 2 onto column 3;
//! `b3`: cell b onto column 3). A collect is `*` and the labels of its cards, columns in increasing
//! order then cells in increasing order, as Taylor writes them (`*125`, `*45b`, `*4bd`). A deal is
//! `+`; consecutive deals are written together (`++` is two deals), as in Taylor's closed example.
//!
//! Taylor only needs columns 1 to 9. Columns 10 and up (a game may have up to 26) are written in
//! parentheses, `(10)`, an extension of ours that keeps every label unambiguous: `(10)a`, `*1(12)b`.
//! A game line is the game-id with its deal number, then the moves: `3x3x13x5+1 1a 23 ..`.

use super::rules::MatchRules;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A place a card can be taken from or put on.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Place {
    /// The top of column `n` (0-based; labelled from `1`).
    Column(u8),
    /// Free cell `n` (0-based; labelled from `a`).
    Cell(u8),
}

/// One move of a game, as the notation writes it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MatchMove {
    /// One card from `from` to `to`: a column's top onto a column or into a cell, or a cell's card
    /// onto a column. (The notation can also write moves the rules forbid, like cell to cell; the
    /// checker rejects them.)
    Move {
        /// Where the card is taken from.
        from: Place,
        /// Where it goes.
        to: Place,
    },
    /// A set collected: the places of its cards.
    Collect(Vec<Place>),
    /// The next row dealt from the stock (closed games).
    Deal,
}

/// The label of column `i` (0-based): `1`..`9`, then `(10)`, `(11)`, ...
pub fn column_label(i: usize) -> String {
    if i < 9 {
        (i + 1).to_string()
    } else {
        format!("({})", i + 1)
    }
}

/// The label of free cell `i` (0-based): `a`, `b`, ...
pub fn cell_label(i: usize) -> char {
    char::from(b'a' + (i % 26) as u8)
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Place::Column(c) => f.write_str(&column_label(usize::from(c))),
            Place::Cell(c) => write!(f, "{}", cell_label(usize::from(c))),
        }
    }
}

impl MatchMove {
    /// A collect of `places`, put in the notation's order (columns, then cells, each increasing).
    pub fn collect(mut places: Vec<Place>) -> MatchMove {
        places.sort_unstable();
        MatchMove::Collect(places)
    }
}

impl fmt::Display for MatchMove {
    /// The move's token: `1a`, `23`, `b3`, `*125`, `+`. A collect is written as its places are
    /// listed (see [`MatchMove::collect`] for the notation's order).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchMove::Move { from, to } => write!(f, "{from}{to}"),
            MatchMove::Collect(places) => {
                f.write_str("*")?;
                for p in places {
                    write!(f, "{p}")?;
                }
                Ok(())
            }
            MatchMove::Deal => f.write_str("+"),
        }
    }
}

/// A token that is not a move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("bad token {token:?}: {why}")]
pub struct NotationError {
    /// The token.
    pub token: String,
    /// What is wrong with it.
    pub why: String,
}

/// Reads the labels of a token (after any `*`).
fn labels(token: &str, body: &str) -> Result<Vec<Place>, NotationError> {
    let err = |why: &str| NotationError {
        token: token.to_string(),
        why: why.to_string(),
    };
    let mut out = Vec::new();
    let b = body.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            d @ b'1'..=b'9' => {
                out.push(Place::Column(d - b'1'));
                i += 1;
            }
            c @ b'a'..=b'z' => {
                out.push(Place::Cell(c - b'a'));
                i += 1;
            }
            b'(' => {
                let close = body[i..]
                    .find(')')
                    .ok_or_else(|| err("a '(' without its ')'"))?
                    + i;
                let n: usize = body[i + 1..close]
                    .parse()
                    .map_err(|_| err("a column number in parentheses is needed"))?;
                if !(10..=255).contains(&n) {
                    return Err(err("columns 1 to 9 are written without parentheses"));
                }
                out.push(Place::Column((n - 1) as u8));
                i = close + 1;
            }
            _ => {
                return Err(err(
                    "labels are column digits 1-9, (10).., or cell letters a-z",
                ))
            }
        }
    }
    Ok(out)
}

/// Reads one token into its moves: one move, or several deals for `++`, `+++`, ...
///
/// # Errors
/// [`NotationError`] when the token is not a move.
pub fn parse_token(token: &str) -> Result<Vec<MatchMove>, NotationError> {
    let err = |why: &str| NotationError {
        token: token.to_string(),
        why: why.to_string(),
    };
    if token.is_empty() {
        return Err(err("empty"));
    }
    if token.bytes().all(|b| b == b'+') {
        return Ok(vec![MatchMove::Deal; token.len()]);
    }
    if let Some(body) = token.strip_prefix('*') {
        let places = labels(token, body)?;
        if places.is_empty() {
            return Err(err("a collect names its cards' places"));
        }
        for (i, p) in places.iter().enumerate() {
            if places[..i].contains(p) {
                return Err(err("a place named twice"));
            }
        }
        return Ok(vec![MatchMove::Collect(places)]);
    }
    let places = labels(token, token)?;
    match places[..] {
        [from, to] => Ok(vec![MatchMove::Move { from, to }]),
        _ => Err(err("a move is two labels, from and to")),
    }
}

/// Reads a move list separated by white space (`1a 23 *125 ++`).
///
/// # Errors
/// [`NotationError`] for the first token that is not a move.
pub fn parse_moves(text: &str) -> Result<Vec<MatchMove>, NotationError> {
    let mut out = Vec::new();
    for token in text.split_whitespace() {
        out.extend(parse_token(token)?);
    }
    Ok(out)
}

/// Writes a move list as Taylor does: one token a move, separated by spaces, consecutive deals
/// joined (`+ 1a ++ 35`).
pub fn format_moves(moves: &[MatchMove]) -> String {
    let mut out = String::new();
    let mut prev_deal = false;
    for m in moves {
        let deal = matches!(m, MatchMove::Deal);
        if !(out.is_empty() || deal && prev_deal) {
            out.push(' ');
        }
        out.push_str(&m.to_string());
        prev_deal = deal;
    }
    out
}

/// A whole game line: the game-id with its deal number, then the moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLine {
    /// The game.
    pub rules: MatchRules,
    /// The deal number (shuffle-id), if the line has one.
    pub deal: Option<u64>,
    /// The moves.
    pub moves: Vec<MatchMove>,
}

impl GameLine {
    /// Reads `3x3x13x5+1 1a 23 ..`.
    ///
    /// # Errors
    /// [`NotationError`] for a bad game-id (its reason is the [`crate::GameError`]'s text) or the
    /// first token that is not a move.
    pub fn parse(text: &str) -> Result<GameLine, NotationError> {
        let mut it = text.split_whitespace();
        let id = it.next().ok_or_else(|| NotationError {
            token: String::new(),
            why: "an empty game line".into(),
        })?;
        let (rules, deal) = MatchRules::parse_game_id(id).map_err(|e| NotationError {
            token: id.to_string(),
            why: e.to_string(),
        })?;
        let mut moves = Vec::new();
        for token in it {
            moves.extend(parse_token(token)?);
        }
        Ok(GameLine { rules, deal, moves })
    }
}

impl fmt::Display for GameLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.rules.game_id())?;
        if let Some(d) = self.deal {
            write!(f, "{d}")?;
        }
        if !self.moves.is_empty() {
            write!(f, " {}", format_moves(&self.moves))?;
        }
        Ok(())
    }
}

impl Serialize for MatchMove {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for MatchMove {
    /// One move's token (`++` is two moves, so it is not one `MatchMove`).
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<MatchMove, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        let mut v = parse_token(&s).map_err(serde::de::Error::custom)?;
        if v.len() != 1 {
            return Err(serde::de::Error::custom(format!(
                "{s:?} is {} moves, not one",
                v.len()
            )));
        }
        Ok(v.pop().expect("one move"))
    }
}
