//! Accordion played without peeking ([`crate::pack_play`]): the cards not dealt yet are hidden,
//! every pile's top card is face up (in the book's way of play; with every card laid out, the
//! free way, nothing is hidden).

use super::position::{AccordionMove, AccordionPos};
use super::AccordionRules;
use crate::pack_play::{PackPlay, PackPlayers};
use patience_cards::Card;
use patience_search::Game;

/// An Accordion game in play: the deal, the position and the moves played.
pub type AccordionPlay = PackPlay<AccordionRules>;

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

/// How many moves of a pile onto another could be made in `pos` after `m` (before any deal).
fn moves_after(pos: &AccordionPos, m: AccordionMove) -> usize {
    let mut next = pos.clone();
    next.apply(m);
    let mut out = Vec::new();
    next.moves(&mut out);
    out.iter()
        .filter(|m| matches!(m, AccordionMove::Onto { .. }))
        .count()
}

/// Every move of a pile onto the pile one or three to its left whose top card shares a suit or
/// a rank with it; in the book's way, the deal of the next card only when there is none (moves
/// are compulsory): the search's own moves ([`PackPlayers::legal_moves`]' default).
impl PackPlayers for AccordionRules {
    type Seen = AccordionSeen;

    fn dealt(pos: &AccordionPos) -> usize {
        pos.dealt()
    }

    fn seen(pos: &AccordionPos) -> AccordionSeen {
        AccordionSeen {
            tops: pos.tops(),
            dealt: pos.dealt(),
        }
    }

    /// The greedy rule: make the move after which the most moves can be made (so that the
    /// line keeps shrinking before the next card comes); among those, a move three to the left
    /// before one to the left (a gap of three is the rarer chance), then the rightmost pile;
    /// deal when no move can be made (the book's way). It never gives up while a move is left.
    fn greedy(pos: &AccordionPos, legal: &[AccordionMove]) -> Option<AccordionMove> {
        let score = |m: &AccordionMove| match *m {
            AccordionMove::Onto { from, back } => (1, moves_after(pos, *m), back, from),
            AccordionMove::Deal => (0, 0, 0, 0),
        };
        legal.iter().copied().max_by_key(score)
    }
}
