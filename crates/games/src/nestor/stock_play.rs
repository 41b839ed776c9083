//! The Nestor games with a stock (Doublets) played without peeking ([`crate::player`]).
//!
//! **What the player sees** (`docs/rules.md`, "Stock"): with a closed tableau, the top card of
//! each column (each card is turned up when uncovered), every stock card dealt into an emptied
//! column (dealt face up), every card discarded and where it was, how many cards each column
//! still holds and how many the stock holds. Hidden: the cards beneath the column tops and the
//! stock's cards not dealt yet. With an open tableau only the stock is hidden.
//!
//! **What the sampler draws.** The player knows which cards are hidden (the pack less the cards
//! seen) and how many lie in each hidden place. These games are dealt at random (no
//! rectification: [`NestorStockPlay::supports`] refuses rectified rules and jokers put at the
//! end of the stock), so every arrangement of the hidden cards in the hidden places is equally
//! likely given what was seen: the sampler shuffles them uniformly into those places (columns
//! beneath their tops, and the stock's undealt part). Every card discarded so far was face up
//! when discarded, in a place the sampler does not touch, so the moves so far replay on the
//! drawn deal. `tests/doublets_play.rs` checks this, and the uniformity by chi-square on a tiny
//! pack.

use super::layout::{Layout, Place, Step};
use super::play::{discards, NestorDiscard};
use super::rules::NestorRules;
use super::variant::{VariantMove, VariantPos};
use crate::player::Playable;
use patience_cards::rectify::Rectify;
use patience_cards::Card;
use patience_search::Game;
use rand::seq::SliceRandom;
use rand::Rng;
use std::sync::Arc;

/// A Nestor game with a stock in play: the deal, the cards left and the discards made. Moves are
/// [`NestorDiscard`]s: `Place::Column(c)` is column `c`'s top card, a stock card dealt into it
/// included; `Place::Beneath(c)` the card under it (overlap discards, open tableau only).
#[derive(Clone, Debug)]
pub struct NestorStockPlay {
    rules: Arc<NestorRules>,
    /// The deal; its `reserve` is the stock, top card first.
    layout: Layout,
    /// Dealt cards left in each column.
    heights: Vec<u8>,
    /// The stock card (index into the stock) lying alone in each emptied column.
    col_stock: Vec<Option<u8>>,
    /// Stock cards dealt so far.
    dealt: usize,
    history: Vec<NestorDiscard>,
}

/// What a player sees of a Nestor game with a stock.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct StockSeen {
    /// Each column: its dealt cards left, its face-up dealt cards (bottom first: the top one with
    /// a closed tableau, all of them otherwise), and the stock card dealt into it once emptied.
    pub columns: Vec<(u8, Vec<Card>, Option<Card>)>,
    /// Cards left in the stock (face down).
    pub stock_left: usize,
}

impl NestorStockPlay {
    /// Whether players can play `rules`: a stock, no closed reserve, dealt at random
    /// (unrectified), and no jokers put at the end of the stock (those would be known cards in
    /// known places: not a uniform shuffle of the hidden cards).
    pub fn supports(rules: &NestorRules) -> bool {
        rules.stock
            && !rules.closed_reserve
            && rules.rectify == Rectify::None
            && !rules.jokers_in_reserve
    }

    /// The start of play of `layout`, a deal of `rules` (which [`NestorStockPlay::supports`]).
    pub fn new(rules: Arc<NestorRules>, layout: Layout) -> NestorStockPlay {
        NestorStockPlay {
            heights: layout.columns.iter().map(|c| c.len() as u8).collect(),
            col_stock: vec![None; layout.columns.len()],
            dealt: 0,
            rules,
            layout,
            history: Vec::new(),
        }
    }

    /// The deal being played (after [`Playable::resample`], the drawn one); its `reserve` is
    /// the stock, top card first.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// Stock cards dealt so far.
    pub fn stock_dealt(&self) -> usize {
        self.dealt
    }

    /// The discards made so far, as a person reads them (for [`super::replay`]).
    pub fn steps(&self) -> Vec<Step> {
        let mut g = NestorStockPlay::new(self.rules.clone(), self.layout.clone());
        self.history
            .iter()
            .map(|&d| {
                let step = Step {
                    cards: [g.card_at(d.a), g.card_at(d.b)],
                    places: [d.a, d.b],
                };
                g.play(d);
                step
            })
            .collect()
    }

    /// The card at `p` now (`p` holds one).
    fn card_at(&self, p: Place) -> Card {
        match p {
            Place::Column(c) => self.top(c).expect("a card on top"),
            Place::Beneath(c) => self.layout.columns[c][usize::from(self.heights[c]) - 2],
            Place::Reserve(_) => unreachable!("a game with a stock has no reserve"),
        }
    }

    /// Column `c`'s top card: its top dealt card, or the stock card dealt into it.
    fn top(&self, c: usize) -> Option<Card> {
        let h = usize::from(self.heights[c]);
        if h > 0 {
            Some(self.layout.columns[c][h - 1])
        } else {
            self.col_stock[c].map(|i| self.layout.reserve[usize::from(i)])
        }
    }

    fn stock_left(&self) -> usize {
        self.layout.reserve.len() - self.dealt
    }

    /// Whether discarding column `c`'s top brings a new card into play: a dealt card beneath
    /// it, or (the column emptying) the stock's next card.
    fn covering(&self, c: usize) -> bool {
        self.heights[c] >= 2 || self.stock_left() > 0
    }

    /// The hidden places: (column, index) beneath the tops with a closed tableau, then the
    /// undealt stock as (`usize::MAX`, index).
    fn hidden_slots(&self) -> Vec<(usize, usize)> {
        let mut slots = Vec::new();
        if self.rules.closed_tableau {
            for (c, &h) in self.heights.iter().enumerate() {
                slots.extend((0..usize::from(h).saturating_sub(1)).map(|i| (c, i)));
            }
        }
        slots.extend((self.dealt..self.layout.reserve.len()).map(|i| (usize::MAX, i)));
        slots
    }

    fn slot(&mut self, (c, i): (usize, usize)) -> &mut Card {
        if c == usize::MAX {
            &mut self.layout.reserve[i]
        } else {
            &mut self.layout.columns[c][i]
        }
    }
}

impl Playable for NestorStockPlay {
    type Move = NestorDiscard;
    type Seen = StockSeen;
    type Search = VariantPos;

    /// Every pair of column tops that match, and with overlap discards (open tableau only) a
    /// top card with the dealt card beneath it.
    fn legal_moves(&self) -> Vec<NestorDiscard> {
        let tops: Vec<(Place, Card)> = (0..self.heights.len())
            .filter_map(|c| self.top(c).map(|k| (Place::Column(c), k)))
            .collect();
        discards(&self.rules, &tops, &self.layout, &self.heights)
    }

    /// Discards the two cards, then deals the stock's next card into each column left empty,
    /// left to right, while the stock lasts.
    fn play(&mut self, m: NestorDiscard) {
        for p in [m.a, m.b] {
            match p {
                Place::Column(c) | Place::Beneath(c) => {
                    if self.heights[c] > 0 {
                        self.heights[c] -= 1;
                    } else {
                        self.col_stock[c] = None;
                    }
                }
                Place::Reserve(_) => unreachable!("a game with a stock has no reserve"),
            }
        }
        for c in 0..self.heights.len() {
            if self.heights[c] == 0 && self.col_stock[c].is_none() && self.stock_left() > 0 {
                self.col_stock[c] = Some(self.dealt as u8);
                self.dealt += 1;
            }
        }
        self.history.push(m);
    }

    fn is_won(&self) -> bool {
        self.heights.iter().all(|&h| h == 0)
            && self.col_stock.iter().all(Option::is_none)
            && self.stock_left() == 0
    }

    fn seen(&self) -> StockSeen {
        StockSeen {
            columns: (0..self.heights.len())
                .map(|c| {
                    let h = usize::from(self.heights[c]);
                    let from = if self.rules.closed_tableau {
                        h.saturating_sub(1)
                    } else {
                        0
                    };
                    (
                        self.heights[c],
                        self.layout.columns[c][from..h].to_vec(),
                        self.col_stock[c].map(|i| self.layout.reserve[usize::from(i)]),
                    )
                })
                .collect(),
            stock_left: self.stock_left(),
        }
    }

    fn hides_cards(&self) -> bool {
        self.stock_left() > 0 || (self.rules.closed_tableau && self.heights.iter().any(|&h| h >= 2))
    }

    /// The hidden cards shuffled uniformly into the hidden places (see the module doc).
    fn resample<R: Rng + ?Sized>(&self, rng: &mut R) -> NestorStockPlay {
        let mut out = self.clone();
        let slots = self.hidden_slots();
        let mut hidden: Vec<Card> = slots.iter().map(|&s| *out.slot(s)).collect();
        hidden.shuffle(rng);
        for (&s, k) in slots.iter().zip(hidden) {
            *out.slot(s) = k;
        }
        out
    }

    /// The greedy rule: bring as many new cards into play as possible. Among the discards, it
    /// takes the one with the most *covering* cards (a card is covering when discarding it turns
    /// up the card beneath, or empties its column while the stock still deals into it), then the
    /// one from the tallest columns (the larger sum of their dealt cards left), then the first
    /// listed.
    fn greedy(&self, legal: &[NestorDiscard]) -> Option<NestorDiscard> {
        let score = |m: &NestorDiscard| {
            let (mut covering, mut height) = (0, 0);
            for p in [m.a, m.b] {
                if let Place::Column(c) | Place::Beneath(c) = p {
                    covering += usize::from(self.covering(c));
                    height += usize::from(self.heights[c]);
                }
            }
            (covering, height)
        };
        let best = legal.iter().map(score).max()?;
        legal.iter().copied().find(|m| score(m) == best)
    }

    /// The deal searched by [`VariantPos`], with the discards so far made again.
    fn search(&self) -> VariantPos {
        let mut pos =
            VariantPos::new(&self.rules, &self.layout).expect("a drawn deal is a deal of the game");
        let source = |p: Place| match p {
            Place::Column(c) | Place::Beneath(c) => c as u8,
            Place::Reserve(_) => unreachable!("a game with a stock has no reserve"),
        };
        for d in &self.history {
            pos.apply(VariantMove::new(source(d.a), source(d.b)));
        }
        pos
    }
}
