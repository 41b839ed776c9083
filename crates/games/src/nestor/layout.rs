//! A layout (columns and reserve), the moves of a solution as a person reads them, and deal files.

use super::rules::NestorRules;
use crate::error::GameError;
use patience_cards::{pack_difference, Card};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A Nestor-family layout: each column bottom card first (the last card is uncovered), and the
/// reserve.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Layout {
    /// Columns, bottom first.
    pub columns: Vec<Vec<Card>>,
    /// The reserve.
    pub reserve: Vec<Card>,
}

impl Layout {
    /// Checks that the layout is a deal of `rules`: exactly the cards of its pack, in the game's
    /// column lengths and reserve size.
    ///
    /// # Errors
    /// [`GameError::BadLayout`] naming the first difference.
    pub fn validate(&self, rules: &NestorRules) -> Result<(), GameError> {
        let bad = |m: String| Err(GameError::BadLayout(m));
        // The two jokers of a pack print alike ("JK"), so they are compared as one card.
        let have: Vec<Card> = self
            .columns
            .iter()
            .flatten()
            .chain(&self.reserve)
            .copied()
            .map(same_jokers)
            .collect();
        let want: Vec<Card> = rules.deck.cards().into_iter().map(same_jokers).collect();
        if let Some(diff) = pack_difference(&have, &want) {
            return bad(format!("not the game's pack: {diff}"));
        }
        if self.columns.len() != rules.columns.len() {
            return bad(format!(
                "{} columns, the game has {}",
                self.columns.len(),
                rules.columns.len()
            ));
        }
        for (i, (col, &want)) in self.columns.iter().zip(&rules.columns).enumerate() {
            if col.len() != want {
                return bad(format!(
                    "column {} has {} cards, the game deals {want}",
                    i + 1,
                    col.len()
                ));
            }
        }
        if self.reserve.len() != rules.reserve_len() {
            return bad(format!(
                "a {} of {} cards, the game deals {}",
                if rules.stock { "stock" } else { "reserve" },
                self.reserve.len(),
                rules.reserve_len()
            ));
        }
        Ok(())
    }

    /// The layout as a person reads it under `rules`: as [`Layout`]'s `Display`, with the
    /// leftover cards named `stock` (top first) in a game with a stock, `reserve (in order)` when
    /// the reserve is closed, and a note when the tableau is dealt face down.
    pub fn text(&self, rules: &NestorRules) -> String {
        let mut s = self.to_string();
        if rules.stock {
            s = s.replacen("reserve:", "stock (top first):", 1);
        } else if rules.closed_reserve {
            s = s.replacen("reserve:", "reserve (used in order):", 1);
        }
        if rules.closed_tableau {
            s += "(closed tableau: only the bottom row is face up in play; solved thoughtfully)\n";
        }
        s
    }
}

/// Every joker as joker 0 (they differ only in name).
fn same_jokers(c: Card) -> Card {
    if c.is_joker() {
        Card::joker(0)
    } else {
        c
    }
}

impl fmt::Display for Layout {
    /// Rows of the tableau top to bottom of the page (row 1 is the bottom card of each column),
    /// then the reserve.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::grid::write_columns(f, &self.columns, |i| (i + 1).to_string())?;
        write!(f, "reserve:")?;
        for c in &self.reserve {
            write!(f, " {c}")?;
        }
        writeln!(f)
    }
}

/// Where a discarded card was.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", tag = "from", content = "index")]
pub enum Place {
    /// The top card of column `n` (0-based; printed from 1).
    Column(usize),
    /// The card directly beneath the top of column `n` (overlap discards).
    Beneath(usize),
    /// Reserve card `n` (0-based, in dealing order; printed from 1).
    Reserve(usize),
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Place::Column(c) => write!(f, "column {}", c + 1),
            Place::Beneath(c) => write!(f, "column {}, beneath", c + 1),
            Place::Reserve(i) => write!(f, "reserve {}", i + 1),
        }
    }
}

/// Sources of a move, as both searchable positions number them: `0..64` the top of a column,
/// `RESERVE + i` reserve card `i`.
pub(crate) const RESERVE: u8 = 64;

/// The step that discards sources `a` and `b` (`a == b`: the top two cards of column `a`, an
/// overlap discard) from `layout`, where column `c` holds `heights[c]` of its cards and `top(c)`
/// is the card on top of it.
pub(crate) fn pair_step(
    layout: &Layout,
    heights: &[u8],
    a: u8,
    b: u8,
    top: impl Fn(usize) -> Card,
) -> Step {
    let place = |s: u8| {
        if s >= RESERVE {
            let i = usize::from(s - RESERVE);
            (layout.reserve[i], Place::Reserve(i))
        } else {
            let c = usize::from(s);
            (top(c), Place::Column(c))
        }
    };
    let (ca, pa) = place(a);
    let (cb, pb) = if a == b {
        let c = usize::from(a);
        (
            layout.columns[c][usize::from(heights[c]) - 2],
            Place::Beneath(c),
        )
    } else {
        place(b)
    };
    Step {
        cards: [ca, cb],
        places: [pa, pb],
    }
}

/// One move of a solution: two cards discarded together.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// The two cards.
    pub cards: [Card; 2],
    /// Where each was.
    pub places: [Place; 2],
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "discard {} ({}) and {} ({})",
            self.cards[0], self.places[0], self.cards[1], self.places[1]
        )
    }
}

/// The deal file format, written by `patience deal --json` and read by `--deal-file`.
///
/// `{"game": "nestor", "deal": 1, "tableau": [["AS", …], …], "reserve": ["7H", …]}`; each column
/// lists its cards bottom first, so the last card is the uncovered one. `deal` is optional. A game
/// with a stock (Doublets) lists its leftover cards as `"stock"` (top first) instead of
/// `"reserve"`. A joker is `"JK"`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DealFile {
    /// The preset's name.
    pub game: String,
    /// The deal number, if the layout came from one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<u64>,
    /// Columns, bottom first.
    pub tableau: Vec<Vec<Card>>,
    /// The reserve.
    #[serde(default)]
    pub reserve: Vec<Card>,
    /// The stock, top card first (games with a stock).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stock: Vec<Card>,
}

impl DealFile {
    /// The layout of the file (the reserve, then the stock: a game has one or the other).
    pub fn layout(&self) -> Layout {
        Layout {
            columns: self.tableau.clone(),
            reserve: self.reserve.iter().chain(&self.stock).copied().collect(),
        }
    }

    /// The layout of the file for a game of `rules`: a game with a stock must list its leftover
    /// cards as `stock`, any other as `reserve`.
    ///
    /// # Errors
    /// [`GameError::DealFile`] when the file names the wrong one.
    pub fn layout_for(&self, rules: &NestorRules) -> Result<Layout, GameError> {
        if rules.stock && !self.reserve.is_empty() {
            return Err(GameError::DealFile(format!(
                "{} has a stock, not a reserve: list the leftover cards as \"stock\"",
                rules.name
            )));
        }
        if !rules.stock && !self.stock.is_empty() {
            return Err(GameError::DealFile(format!(
                "{} has a reserve, not a stock: list the leftover cards as \"reserve\"",
                rules.name
            )));
        }
        Ok(self.layout())
    }

    /// Reads a deal file's text.
    ///
    /// # Errors
    /// [`GameError::DealFile`] with serde's one-line reason (a bad card names the card).
    pub fn parse(text: &str) -> Result<DealFile, GameError> {
        serde_json::from_str(text).map_err(|e| GameError::DealFile(e.to_string()))
    }
}
