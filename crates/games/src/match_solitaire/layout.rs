//! A position as a person writes it (columns, free cells, stock), deal numbers, and deal files.

use super::rules::MatchRules;
use crate::error::GameError;
use patience_cards::{pack_difference, Card, DealRng};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A Match Solitaire position: the columns (each bottom card first, so the last card is the
/// uncovered one), the free cells (`cells[0]` is cell `a`; missing entries are empty), and, in a
/// closed game, the stock still to be dealt, in dealing order.
///
/// The stock is dealt one row at a time: the next `c` cards (or all that are left) go onto columns
/// 1, 2, .. in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchLayout {
    /// Columns, bottom first.
    pub tableau: Vec<Vec<Card>>,
    /// Free cells `a`, `b`, ..; `None` is an empty cell.
    #[serde(default)]
    pub cells: Vec<Option<Card>>,
    /// Cards still to be dealt (closed games), the next card first.
    #[serde(default)]
    pub stock: Vec<Card>,
}

impl MatchRules {
    /// The layout of deal number `deal`: the deck ([`MatchRules::deck`]) shuffled by
    /// `DealRng::new(shuffle_name, deal)` ([`MatchRules::shuffle_name`]), then dealt round robin,
    /// row by row, into the columns. In a closed game nothing is dealt yet: the shuffled deck is the
    /// stock, and the first `+` deals its first row.
    pub fn deal(&self, deal: u64) -> MatchLayout {
        let mut deck = self.deck();
        DealRng::new(&self.shuffle_name(), deal).shuffle(&mut deck);
        let c = usize::from(self.columns);
        if self.closed {
            return MatchLayout {
                tableau: vec![Vec::new(); c],
                cells: Vec::new(),
                stock: deck,
            };
        }
        let mut tableau = vec![Vec::new(); c];
        for (i, card) in deck.into_iter().enumerate() {
            tableau[i % c].push(card);
        }
        MatchLayout {
            tableau,
            cells: Vec::new(),
            stock: Vec::new(),
        }
    }
}

impl MatchLayout {
    /// Every card of the layout: columns, cells, stock.
    pub fn all_cards(&self) -> Vec<Card> {
        self.tableau
            .iter()
            .flatten()
            .chain(self.cells.iter().flatten())
            .chain(&self.stock)
            .copied()
            .collect()
    }

    /// Checks that the layout is a position of `rules` with nothing collected yet: `c` columns, at
    /// most `c` cells, a stock only in a closed game, and exactly the cards of the deck.
    ///
    /// # Errors
    /// [`GameError::BadLayout`] naming the first difference.
    pub fn validate(&self, rules: &MatchRules) -> Result<(), GameError> {
        rules.validate()?;
        let bad = |m: String| Err(GameError::BadLayout(m));
        let c = usize::from(rules.columns);
        if self.tableau.len() != c {
            return bad(format!("{} columns, the game has {c}", self.tableau.len()));
        }
        if self.cells.len() > c {
            return bad(format!("{} free cells, the game has {c}", self.cells.len()));
        }
        if !rules.closed && !self.stock.is_empty() {
            return bad("a stock in an open game".into());
        }
        if let Some(diff) = pack_difference(&self.all_cards(), &rules.deck()) {
            return bad(format!("not the game's deck: {diff}"));
        }
        Ok(())
    }
}

impl fmt::Display for MatchLayout {
    /// Column labels, then the rows of the tableau (row 1 is the bottom card of each column), then
    /// the free cells and the stock.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::grid::write_columns(f, &self.tableau, super::notation::column_label)?;
        write!(f, "cells:")?;
        for (i, c) in self.cells.iter().enumerate() {
            if let Some(c) = c {
                write!(f, " {}={c}", super::notation::cell_label(i))?;
            }
        }
        if !self.stock.is_empty() {
            write!(f, "\nstock:")?;
            for c in &self.stock {
                write!(f, " {c}")?;
            }
        }
        writeln!(f)
    }
}

/// The deal file format: `{"game": "3x3x13x5+", "deal": 1, "tableau": [["AC", ..], ..],
/// "cells": [], "stock": []}`. Columns list their cards bottom first; `deal`, `cells` and `stock`
/// are optional. `game` is a game-id (or a preset name, see [`super::rules_by_name`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchDealFile {
    /// The game-id or preset name.
    pub game: String,
    /// The deal number, if the layout came from one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<u64>,
    /// Columns, bottom first.
    pub tableau: Vec<Vec<Card>>,
    /// Free cells `a`, `b`, ..; `null` is an empty cell.
    #[serde(default)]
    pub cells: Vec<Option<Card>>,
    /// The stock (closed games), the next card first.
    #[serde(default)]
    pub stock: Vec<Card>,
}

impl MatchDealFile {
    /// The file of deal number `deal` of `rules`.
    pub fn of_deal(rules: &MatchRules, deal: u64) -> MatchDealFile {
        let l = rules.deal(deal);
        MatchDealFile {
            game: rules.game_id(),
            deal: Some(deal),
            tableau: l.tableau,
            cells: l.cells,
            stock: l.stock,
        }
    }

    /// Reads a deal file's text (the layout is not checked against the game here).
    ///
    /// # Errors
    /// [`GameError::DealFile`] with serde's one-line reason (a bad card names the card).
    pub fn parse(text: &str) -> Result<MatchDealFile, GameError> {
        serde_json::from_str(text).map_err(|e| GameError::DealFile(e.to_string()))
    }

    /// The file as JSON text.
    ///
    /// # Panics
    /// Never: cards and numbers always serialise.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a deal file always serialises")
    }

    /// The game and the layout of the file, checked against each other.
    ///
    /// # Errors
    /// An unknown game, or a layout that is not a position of it.
    pub fn rules_and_layout(&self) -> Result<(MatchRules, MatchLayout), GameError> {
        let rules = super::rules_by_name(&self.game)?;
        let layout = MatchLayout {
            tableau: self.tableau.clone(),
            cells: self.cells.clone(),
            stock: self.stock.clone(),
        };
        layout.validate(&rules)?;
        Ok((rules, layout))
    }
}
