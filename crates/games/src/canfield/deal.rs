//! Canfield layouts: our deal numbers, Solvitaire's seeds, and the two deal-file formats (ours,
//! and the one Solvitaire reads). PySolFC's game numbers are `super::pysol`'s.

use super::rules::{CanfieldRules, PILES};
use crate::error::GameError;
use patience_cards::solvitaire::canfield_deal;
use patience_cards::{pack_difference, Card, DealRng};
use serde::{Deserialize, Serialize};
use std::fmt::Write;

/// The name that seeds the shuffle of our deal numbers: every reading deals the same layouts.
pub const SHUFFLE_NAME: &str = "canfield";

/// A Canfield layout at the start of play. Every list runs bottom to top.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CanfieldDeal {
    /// The game's name (`canfield`, `canfield-partial`, `canfield-any`).
    pub game: String,
    /// Our deal number, if the layout came from one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<u64>,
    /// Solvitaire's seed (`--random N`), if the layout is Solvitaire's deal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub solvitaire: Option<u64>,
    /// The first foundation card: its rank is the base rank.
    pub foundation: Card,
    /// The reserve, bottom first: the last card is the available one.
    pub reserve: Vec<Card>,
    /// The tableau piles, each bottom first.
    pub tableau: Vec<Vec<Card>>,
    /// The stock, bottom first: the last card is dealt next.
    pub stock: Vec<Card>,
    /// The waste, bottom first: the last card is the available one.
    #[serde(default)]
    pub waste: Vec<Card>,
}

impl CanfieldDeal {
    /// Lays out `cards` (the shuffled pack, first card dealt first) as the source says: the
    /// reserve (its last card on top), the foundation card, one card on each tableau pile, and
    /// the rest face down as the stock (the next card of the pack on top).
    pub fn lay_out(rules: &CanfieldRules, game: &str, cards: &[Card]) -> CanfieldDeal {
        let r = usize::from(rules.reserve);
        CanfieldDeal {
            game: game.to_string(),
            deal: None,
            solvitaire: None,
            foundation: cards[r],
            reserve: cards[..r].to_vec(),
            tableau: cards[r + 1..r + 1 + PILES]
                .iter()
                .map(|&c| vec![c])
                .collect(),
            stock: cards[r + 1 + PILES..].iter().rev().copied().collect(),
            waste: Vec::new(),
        }
    }

    /// Our deal number `deal`: the pack shuffled by [`DealRng`] seeded with `canfield` and the
    /// number, then laid out ([`CanfieldDeal::lay_out`]).
    pub fn ours(rules: &CanfieldRules, game: &str, deal: u64) -> CanfieldDeal {
        let mut cards = rules.deck().cards();
        DealRng::new(SHUFFLE_NAME, deal).shuffle(&mut cards);
        let mut d = CanfieldDeal::lay_out(rules, game, &cards);
        d.deal = Some(deal);
        d
    }

    /// Solvitaire's deal for its seed `seed` (`solvitaire --type canfield --random N`).
    ///
    /// # Errors
    /// A seed above 2^32 - 1 (Solvitaire seeds a 32-bit Mersenne Twister), or rules other than
    /// the full game's layout.
    pub fn solvitaire(rules: &CanfieldRules, game: &str, seed: u64) -> Result<Self, GameError> {
        let s = u32::try_from(seed).map_err(|_| {
            GameError::BadRules(format!("solvitaire:{seed}: Solvitaire's seeds are 32-bit"))
        })?;
        if (rules.ranks, rules.reserve) != (13, 13) {
            return Err(GameError::BadRules(
                "Solvitaire deals only the full Canfield layout".into(),
            ));
        }
        let d = canfield_deal(s);
        Ok(CanfieldDeal {
            game: game.to_string(),
            deal: None,
            solvitaire: Some(seed),
            foundation: d.foundation,
            reserve: d.reserve,
            tableau: d.tableau.iter().map(|&c| vec![c]).collect(),
            stock: d.stock,
            waste: Vec::new(),
        })
    }

    /// Reads a deal file: ours (with `game`), or Solvitaire's format (with `tableau piles`).
    ///
    /// # Errors
    /// [`GameError::DealFile`] for JSON of neither shape.
    pub fn parse(text: &str, game: &str) -> Result<CanfieldDeal, GameError> {
        let v: serde_json::Value =
            serde_json::from_str(text).map_err(|e| GameError::DealFile(e.to_string()))?;
        if v.get("tableau piles").is_some() {
            let f: SolvitaireFile =
                serde_json::from_value(v).map_err(|e| GameError::DealFile(e.to_string()))?;
            let [foundation] = f.foundations[..] else {
                return Err(GameError::DealFile(format!(
                    "{} foundation cards: a Canfield deal starts with one",
                    f.foundations.len()
                )));
            };
            return Ok(CanfieldDeal {
                game: game.to_string(),
                deal: None,
                solvitaire: None,
                foundation,
                reserve: f.reserve,
                tableau: f.tableau,
                stock: f.stock,
                waste: f.waste,
            });
        }
        serde_json::from_value(v).map_err(|e| GameError::DealFile(e.to_string()))
    }

    /// The layout in Solvitaire's deal-file format (`solvitaire --type canfield FILE`).
    ///
    /// # Panics
    /// Never: cards always serialise.
    pub fn to_solvitaire(&self) -> serde_json::Value {
        serde_json::to_value(SolvitaireFile {
            tableau: self.tableau.clone(),
            foundations: vec![self.foundation],
            stock: self.stock.clone(),
            waste: self.waste.clone(),
            reserve: self.reserve.clone(),
        })
        .expect("deal files serialise")
    }

    /// Checks that the layout is a start of a game of `rules`: every card of the pack once, the
    /// tableau's piles each in sequence.
    ///
    /// # Errors
    /// [`GameError::BadLayout`] naming what is wrong.
    pub fn validate(&self, rules: &CanfieldRules) -> Result<(), GameError> {
        let mut have: Vec<Card> = self.reserve.clone();
        have.push(self.foundation);
        have.extend(self.tableau.iter().flatten());
        have.extend(&self.stock);
        have.extend(&self.waste);
        if let Some(diff) = pack_difference(&have, &rules.deck().cards()) {
            return Err(GameError::BadLayout(diff));
        }
        if self.tableau.len() != PILES {
            return Err(GameError::BadLayout(format!(
                "{} tableau piles (Canfield has {PILES})",
                self.tableau.len()
            )));
        }
        if self.reserve.len() > usize::from(rules.reserve) {
            return Err(GameError::BadLayout(format!(
                "a reserve of {} cards (the rules say {})",
                self.reserve.len(),
                rules.reserve
            )));
        }
        let base = self.foundation.rank();
        for (i, pile) in self.tableau.iter().enumerate() {
            for w in pile.windows(2) {
                if !builds_on(rules.ranks, base, w[1], w[0]) {
                    return Err(GameError::BadLayout(format!(
                        "pile {}: {} does not go on {}",
                        i + 1,
                        w[1],
                        w[0]
                    )));
                }
            }
        }
        Ok(())
    }

    /// The layout as a person reads it.
    pub fn text(&self) -> String {
        let list = |cs: &[Card]| {
            cs.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        };
        let mut s = String::new();
        let _ = writeln!(s, "foundation: {}", self.foundation);
        let _ = writeln!(s, "reserve (top last): {}", list(&self.reserve));
        for (i, p) in self.tableau.iter().enumerate() {
            let _ = writeln!(s, "pile {}: {}", i + 1, list(p));
        }
        let next: Vec<Card> = self.stock.iter().rev().copied().collect();
        let _ = writeln!(s, "stock (next dealt first): {}", list(&next));
        if !self.waste.is_empty() {
            let _ = writeln!(s, "waste (top last): {}", list(&self.waste));
        }
        s
    }
}

/// Whether `card` may go on `onto` in the tableau: alternate colours, one rank lower in the
/// foundations' order from the base rank `base` (so a king goes on an ace unless the ace is the
/// base rank, and nothing goes on a card of the base rank).
pub fn builds_on(ranks: u8, base: u8, card: Card, onto: Card) -> bool {
    let rel = |c: Card| (c.rank() + ranks - base) % ranks;
    let red = |c: Card| c.suit().is_some_and(patience_cards::Suit::is_red);
    red(card) != red(onto) && rel(card) + 1 == rel(onto)
}

/// Solvitaire's deal-file format: one JSON object, every list bottom to top.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SolvitaireFile {
    #[serde(rename = "tableau piles")]
    tableau: Vec<Vec<Card>>,
    foundations: Vec<Card>,
    #[serde(default)]
    stock: Vec<Card>,
    #[serde(default)]
    waste: Vec<Card>,
    #[serde(default)]
    reserve: Vec<Card>,
}
