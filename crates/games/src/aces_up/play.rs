//! Aces Up played without peeking ([`crate::player`]): the undealt stock is hidden, everything
//! dealt is face up.

use super::check::AcesUpStep;
use super::position::{AcesUpMove, AcesUpPos};
use super::AcesUpRules;
use crate::player::Playable;
use crate::rows::card;
use patience_cards::Card;
use patience_search::Game;
use rand::seq::SliceRandom;
use rand::Rng;

/// An Aces Up game in play: the deal, the position and the moves played.
#[derive(Clone, Debug)]
pub struct AcesUpPlay {
    rules: AcesUpRules,
    /// The pack in dealing order.
    pack: Vec<Card>,
    pos: AcesUpPos,
    history: Vec<AcesUpMove>,
}

/// What a player sees of Aces Up: every pile (bottom first) and the rows dealt (the rest of the
/// pack is the stock, face down).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AcesUpSeen {
    /// The piles, bottom card first.
    pub piles: Vec<Vec<Card>>,
    /// The rows dealt so far.
    pub rows_dealt: u8,
}

impl AcesUpPlay {
    /// The start of play of `pack` (dealing order, valid for `rules`).
    pub fn new(rules: &AcesUpRules, pack: &[Card]) -> AcesUpPlay {
        AcesUpPlay {
            rules: *rules,
            pack: pack.to_vec(),
            pos: AcesUpPos::new(rules, pack),
            history: Vec::new(),
        }
    }

    /// The pack in dealing order (the stock's order included: what a player never sees).
    pub fn pack(&self) -> &[Card] {
        &self.pack
    }

    /// The moves played so far as a person makes them, for [`super::replay`].
    pub fn steps(&self) -> Vec<AcesUpStep> {
        let mut pos = AcesUpPos::new(&self.rules, &self.pack);
        self.history
            .iter()
            .map(|&m| {
                let s = pos.step(m);
                pos.apply(m);
                s
            })
            .collect()
    }

    /// The cards dealt so far (the stock is the rest of the pack).
    fn dealt(&self) -> usize {
        (usize::from(self.pos.rows.dealt()) * usize::from(self.rules.piles)).min(self.pack.len())
    }

    /// How many top cards could be discarded now.
    fn discards(&self) -> usize {
        (0..self.pos.rows.piles())
            .filter(|&p| self.pos.discardable(p))
            .count()
    }
}

impl Playable for AcesUpPlay {
    type Move = AcesUpMove;
    type Seen = AcesUpSeen;
    type Search = AcesUpPos;

    fn hides_cards(&self) -> bool {
        self.dealt() < self.pack.len()
    }

    fn search(&self) -> AcesUpPos {
        self.pos.clone()
    }

    /// Every discard; then, unless discards are compulsory and one can be made, every move of a
    /// top card into an empty pile, and the deal while the stock lasts.
    fn legal_moves(&self) -> Vec<AcesUpMove> {
        let rows = &self.pos.rows;
        let n = rows.piles();
        let mut out: Vec<AcesUpMove> = (0..n)
            .filter(|&p| self.pos.discardable(p))
            .map(|p| AcesUpMove::Discard(p as u8))
            .collect();
        if self.pos.compulsory && !out.is_empty() {
            return out;
        }
        for to in (0..n).filter(|&p| rows.len(p) == 0) {
            for from in (0..n).filter(|&p| rows.len(p) > 0) {
                out.push(AcesUpMove::Fill {
                    from: from as u8,
                    to: to as u8,
                });
            }
        }
        if rows.can_deal() {
            out.push(AcesUpMove::Deal);
        }
        out
    }

    fn play(&mut self, m: AcesUpMove) {
        self.pos.apply(m);
        self.history.push(m);
    }

    fn is_won(&self) -> bool {
        self.pos.is_won()
    }

    fn seen(&self) -> AcesUpSeen {
        AcesUpSeen {
            piles: (0..self.pos.rows.piles())
                .map(|p| self.pos.rows.pile(p).iter().map(|&c| card(c)).collect())
                .collect(),
            rows_dealt: self.pos.rows.dealt(),
        }
    }

    /// The stock (the cards not dealt) shuffled uniformly, the cards dealt kept in their
    /// places, and the moves played so far played again: every card seen is where it was seen.
    fn resample<R: Rng + ?Sized>(&self, rng: &mut R) -> AcesUpPlay {
        let mut pack = self.pack.clone();
        pack[self.dealt()..].shuffle(rng);
        let mut again = AcesUpPlay::new(&self.rules, &pack);
        for &m in &self.history {
            again.play(m);
        }
        again
    }

    /// The greedy rule: discard whenever possible (the first pile's top card first); else move
    /// a top card into an empty pile from a pile of two cards or more, choosing the move that
    /// leaves the most top cards discardable, then the one from the tallest pile, then the
    /// first pile; else deal the next row. When none of these is left (the stock is out and only
    /// lone cards could move into spaces, which changes nothing), it gives up.
    fn greedy(&self, legal: &[AcesUpMove]) -> Option<AcesUpMove> {
        if let Some(&m) = legal.iter().find(|m| matches!(m, AcesUpMove::Discard(_))) {
            return Some(m);
        }
        let mut best: Option<((usize, usize), AcesUpMove)> = None;
        for &m in legal {
            let AcesUpMove::Fill { from, .. } = m else {
                continue;
            };
            let height = self.pos.rows.len(usize::from(from));
            if height < 2 {
                continue;
            }
            let mut next = self.clone();
            next.pos.apply(m);
            let score = (next.discards(), height);
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, m));
            }
        }
        if let Some((_, m)) = best {
            return Some(m);
        }
        legal.iter().copied().find(|&m| m == AcesUpMove::Deal)
    }
}
