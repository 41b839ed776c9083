//! Baroness played without peeking ([`crate::player`]): the undealt stock is hidden, everything
//! dealt is face up (the cards laid aside too, once dealt).

use super::check::BaronessStep;
use super::position::{BaronessMove, BaronessPos};
use super::BaronessRules;
use crate::player::Playable;
use crate::rows::card;
use patience_cards::Card;
use patience_search::Game;
use rand::seq::SliceRandom;
use rand::Rng;

/// A Baroness game in play: the deal, the position and the moves played.
#[derive(Clone, Debug)]
pub struct BaronessPlay {
    rules: BaronessRules,
    /// The pack in dealing order.
    pack: Vec<Card>,
    pos: BaronessPos,
    history: Vec<BaronessMove>,
}

/// What a player sees of Baroness: every pile (bottom first; the piles of the cards laid aside
/// after the others) and the rows dealt (the rest of the pack is the stock, face down).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BaronessSeen {
    /// The piles, bottom card first.
    pub piles: Vec<Vec<Card>>,
    /// The rows dealt so far.
    pub rows_dealt: u8,
}

impl BaronessPlay {
    /// The start of play of `pack` (dealing order, valid for `rules`).
    pub fn new(rules: &BaronessRules, pack: &[Card]) -> BaronessPlay {
        BaronessPlay {
            rules: *rules,
            pack: pack.to_vec(),
            pos: BaronessPos::new(rules, pack),
            history: Vec::new(),
        }
    }

    /// The pack in dealing order (the stock's order included: what a player never sees).
    pub fn pack(&self) -> &[Card] {
        &self.pack
    }

    /// The moves played so far as a person makes them, for [`super::replay`].
    pub fn steps(&self) -> Vec<BaronessStep> {
        let mut pos = BaronessPos::new(&self.rules, &self.pack);
        self.history
            .iter()
            .map(|&m| {
                let s = pos.step(m);
                pos.apply(m);
                s
            })
            .collect()
    }

    /// The cards dealt so far (the stock is the rest of the pack): whole rows of `piles` cards,
    /// the short last one included.
    fn dealt(&self) -> usize {
        (usize::from(self.pos.rows.dealt()) * usize::from(self.rules.piles)).min(self.pack.len())
    }
}

impl Playable for BaronessPlay {
    type Move = BaronessMove;
    type Seen = BaronessSeen;
    type Search = BaronessPos;

    fn hides_cards(&self) -> bool {
        self.dealt() < self.pack.len()
    }

    fn search(&self) -> BaronessPos {
        self.pos.clone()
    }

    /// Every king on top, every pair of top cards whose ranks total the top rank, and the deal
    /// while the stock lasts (the search's own moves, before any safe move is chosen).
    fn legal_moves(&self) -> Vec<BaronessMove> {
        let mut out = Vec::new();
        self.pos.clone().moves(&mut out);
        out
    }

    fn play(&mut self, m: BaronessMove) {
        self.pos.apply(m);
        self.history.push(m);
    }

    fn is_won(&self) -> bool {
        self.pos.is_won()
    }

    fn seen(&self) -> BaronessSeen {
        let rows = &self.pos.rows;
        BaronessSeen {
            piles: (0..rows.piles())
                .map(|p| rows.pile(p).iter().map(|&c| card(c)).collect())
                .collect(),
            rows_dealt: rows.dealt(),
        }
    }

    /// The stock (the cards not dealt) shuffled uniformly, the cards dealt kept in their
    /// places, and the moves played so far played again: every card seen is where it was seen.
    fn resample<R: Rng + ?Sized>(&self, rng: &mut R) -> BaronessPlay {
        let mut pack = self.pack.clone();
        pack[self.dealt()..].shuffle(rng);
        let mut again = BaronessPlay::new(&self.rules, &pack);
        for &m in &self.history {
            again.play(m);
        }
        again
    }

    /// The greedy rule: discard whenever possible, a king first, else the pair whose cards lie
    /// on the tallest piles (the larger sum of their heights: they cover the most cards), then
    /// the first listed; else deal the next row; else give up (nothing is left to do).
    fn greedy(&self, legal: &[BaronessMove]) -> Option<BaronessMove> {
        let rows = &self.pos.rows;
        let score = |m: &BaronessMove| match *m {
            BaronessMove::King(p) => (2, rows.len(usize::from(p))),
            BaronessMove::Pair(a, b) => (1, rows.len(usize::from(a)) + rows.len(usize::from(b))),
            BaronessMove::Deal => (0, 0),
        };
        let best = legal.iter().map(score).max()?;
        legal.iter().copied().find(|m| score(m) == best)
    }
}
