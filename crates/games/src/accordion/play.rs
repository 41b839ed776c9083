//! Accordion played without peeking ([`crate::player`]): the cards not dealt yet are hidden,
//! every pile's top card is face up (in the book's way of play; with every card laid out, the
//! free way, nothing is hidden).

use super::check::AccordionStep;
use super::position::{AccordionMove, AccordionPos};
use super::AccordionRules;
use crate::player::Playable;
use patience_cards::Card;
use patience_search::Game;
use rand::seq::SliceRandom;
use rand::Rng;

/// An Accordion game in play: the deal, the position and the moves played.
#[derive(Clone, Debug)]
pub struct AccordionPlay {
    rules: AccordionRules,
    /// The pack in dealing order.
    pack: Vec<Card>,
    pos: AccordionPos,
    history: Vec<AccordionMove>,
}

/// What a player sees of Accordion: the piles' top cards, left to right, and how many cards
/// were dealt (the rest of the pack is the stock, face down). The cards under a top card never
/// matter again.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AccordionSeen {
    /// The piles' top cards, left to right.
    pub tops: Vec<Card>,
    /// The cards dealt so far.
    pub dealt: usize,
}

impl AccordionPlay {
    /// The start of play of `pack` (dealing order, valid for `rules`).
    pub fn new(rules: &AccordionRules, pack: &[Card]) -> AccordionPlay {
        AccordionPlay {
            rules: *rules,
            pack: pack.to_vec(),
            pos: AccordionPos::new(rules, pack),
            history: Vec::new(),
        }
    }

    /// The pack in dealing order (the stock's order included: what a player never sees).
    pub fn pack(&self) -> &[Card] {
        &self.pack
    }

    /// The moves played so far as a person makes them, for [`super::replay`].
    pub fn steps(&self) -> Vec<AccordionStep> {
        let mut pos = AccordionPos::new(&self.rules, &self.pack);
        self.history
            .iter()
            .map(|&m| {
                let s = pos.step(m);
                pos.apply(m);
                s
            })
            .collect()
    }

    /// How many moves of a pile onto another could be made after `m` (before any deal).
    fn moves_after(&self, m: AccordionMove) -> usize {
        let mut next = self.pos.clone();
        next.apply(m);
        let mut out = Vec::new();
        next.moves(&mut out);
        out.iter()
            .filter(|m| matches!(m, AccordionMove::Onto { .. }))
            .count()
    }
}

impl Playable for AccordionPlay {
    type Move = AccordionMove;
    type Seen = AccordionSeen;
    type Search = AccordionPos;

    fn hides_cards(&self) -> bool {
        self.pos.dealt() < self.pack.len()
    }

    fn search(&self) -> AccordionPos {
        self.pos.clone()
    }

    /// Every move of a pile onto the pile one or three to its left whose top card shares a
    /// suit or a rank with it; in the book's way, the deal of the next card only when there is
    /// none (moves are compulsory).
    fn legal_moves(&self) -> Vec<AccordionMove> {
        let mut out = Vec::new();
        self.pos.clone().moves(&mut out);
        out
    }

    fn play(&mut self, m: AccordionMove) {
        self.pos.apply(m);
        self.history.push(m);
    }

    fn is_won(&self) -> bool {
        self.pos.is_won()
    }

    fn seen(&self) -> AccordionSeen {
        AccordionSeen {
            tops: self.pos.tops(),
            dealt: self.pos.dealt(),
        }
    }

    /// The stock (the cards not dealt) shuffled uniformly, the cards dealt kept in their
    /// places, and the moves played so far played again: every card seen is where it was seen.
    fn resample<R: Rng + ?Sized>(&self, rng: &mut R) -> AccordionPlay {
        let mut pack = self.pack.clone();
        pack[self.pos.dealt()..].shuffle(rng);
        let mut again = AccordionPlay::new(&self.rules, &pack);
        for &m in &self.history {
            again.play(m);
        }
        again
    }

    /// The greedy rule: make the move after which the most moves can be made (so that the
    /// line keeps shrinking before the next card comes); among those, a move three to the left
    /// before one to the left (a gap of three is the rarer chance), then the rightmost pile;
    /// deal when no move can be made (the book's way). It never gives up while a move is left.
    fn greedy(&self, legal: &[AccordionMove]) -> Option<AccordionMove> {
        let score = |m: &AccordionMove| match *m {
            AccordionMove::Onto { from, back } => (1, self.moves_after(*m), back, from),
            AccordionMove::Deal => (0, 0, 0, 0),
        };
        legal.iter().copied().max_by_key(score)
    }
}
