//! The searchable Accordion position: apply and undo, and an exact key.

use super::check::AccordionStep;
use super::{AccordionRules, Play};
use crate::rows::{card, code, rank, suit};
use patience_cards::Card;
use patience_search::{BitWriter, Game, WideKey};

/// The most cards.
const MAX_CARDS: usize = 52;

/// A move of the search.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AccordionMove {
    /// The pile at `from` (from 0, left to right) onto the pile `back` (1 or 3) places to its
    /// left.
    Onto {
        /// The pile that moves.
        from: u8,
        /// How far left it goes: 1 or 3.
        back: u8,
    },
    /// Deal the next card to the right end of the line (the book's way of play).
    Deal,
}

/// An Accordion position: the top card of each pile, left to right, and the cards dealt. The
/// cards under a top card never matter again: a pile moves whole, by its top card.
#[derive(Clone, Debug)]
pub struct AccordionPos {
    pack: Vec<u8>,
    dealt: u8,
    tops: [u8; MAX_CARDS],
    len: u8,
    book: bool,
    /// The live cards (see [`AccordionPos::linked`]), a bit a code: every card not covered.
    live: u64,
}

/// The lowest bit of each rank's four codes (codes run rank by rank, four suits a rank): a
/// set of ranks, a bit at each rank's first code.
const RANK_BITS: u64 = 0x0001_1111_1111_1111;

/// Whether the cards `live` (a bit a code) are linked: in the graph whose nodes are the suits
/// and the ranks and whose edges are the cards (each from its suit to its rank), every node a
/// card touches is reached from every other. Grows the cards reached from the lowest card
/// until nothing changes: the cards of the suits reached give the ranks reached, whose cards
/// give the suits reached.
#[inline]
fn linked(live: u64) -> bool {
    if live == 0 {
        return true;
    }
    let mut suits = 1u64 << (live.trailing_zeros() % 4);
    let mut reached = 0;
    loop {
        let of_suits = live & (suits * RANK_BITS);
        let ranks = (of_suits | of_suits >> 1 | of_suits >> 2 | of_suits >> 3) & RANK_BITS;
        let cards = live & (ranks * 0xF);
        if cards == reached {
            return cards == live;
        }
        reached = cards;
        let mut y = cards;
        y |= y >> 32;
        y |= y >> 16;
        y |= y >> 8;
        y |= y >> 4;
        suits = y & 0xF;
    }
}

#[inline]
fn matches(a: u8, b: u8) -> bool {
    suit(a) == suit(b) || rank(a) == rank(b)
}

impl AccordionPos {
    /// The start of play of `pack` (dealing order): nothing dealt in the book's way, every card
    /// laid out in the free way.
    pub fn new(rules: &AccordionRules, pack: &[Card]) -> AccordionPos {
        let mut pos = AccordionPos {
            pack: pack.iter().map(|&c| code(c)).collect(),
            dealt: 0,
            tops: [0; MAX_CARDS],
            len: 0,
            book: rules.play == Play::Book,
            live: 0,
        };
        for &c in &pos.pack {
            pos.live |= 1 << c;
        }
        if !pos.book {
            while usize::from(pos.dealt) < pos.pack.len() {
                pos.deal();
            }
        }
        pos
    }

    fn deal(&mut self) {
        self.tops[usize::from(self.len)] = self.pack[usize::from(self.dealt)];
        self.len += 1;
        self.dealt += 1;
    }

    /// The move `m` of the current position as a person makes it, with the cards named.
    pub fn step(&self, m: AccordionMove) -> AccordionStep {
        match m {
            AccordionMove::Deal => AccordionStep::Deal {
                card: card(self.pack[usize::from(self.dealt)]),
            },
            AccordionMove::Onto { from, back } => AccordionStep::Onto {
                card: card(self.tops[usize::from(from)]),
                onto: card(self.tops[usize::from(from - back)]),
                from: from + 1,
                to: from - back + 1,
            },
        }
    }

    /// The piles' top cards, left to right (what a player sees, with the cards dealt).
    pub(super) fn tops(&self) -> Vec<Card> {
        self.tops[..usize::from(self.len)]
            .iter()
            .map(|&c| card(c))
            .collect()
    }

    /// The cards dealt so far (the rest of the pack is the stock).
    pub(super) fn dealt(&self) -> usize {
        usize::from(self.dealt)
    }

    /// Whether the live cards (the piles' top cards and the cards not dealt yet) are linked
    /// (see [`Game::is_dead`] of [`AccordionPos`]).
    fn linked(&self) -> bool {
        linked(self.live)
    }

    fn onto_moves(&self, out: &mut Vec<AccordionMove>) {
        for i in 1..usize::from(self.len) {
            for back in [1, 3] {
                if i >= back && matches(self.tops[i], self.tops[i - back]) {
                    out.push(AccordionMove::Onto {
                        from: i as u8,
                        back: back as u8,
                    });
                }
            }
        }
    }
}

impl Game for AccordionPos {
    type Move = AccordionMove;
    /// The top card a move covered.
    type Undo = u8;
    type Key = WideKey<5>;

    /// The cards dealt (6 bits), then each pile's top card, left to right (6 bits each, the
    /// code plus one, so that the first zero ends the line).
    fn key(&self) -> WideKey<5> {
        let mut w = BitWriter::<5>::new();
        w.put(u32::from(self.dealt), 6);
        for &t in &self.tops[..usize::from(self.len)] {
            w.put(u32::from(t) + 1, 6);
        }
        WideKey(w.finish())
    }

    /// With every card laid out (the free way), the search restarts with new move orders (see
    /// [`patience_search::Solver`]): nearly every deal is won, and a run that goes astray
    /// early can spend millions of nodes proving a lost corner. In the book's way most deals
    /// are lost, and a restart would only repeat the proof.
    fn restarts(&self) -> bool {
        !self.book
    }

    /// Lost when the live cards, the piles' top cards and the cards not dealt yet, are not
    /// linked. They are linked when, in the graph whose nodes are the four suits and the ranks
    /// and whose edges are the live cards (each from its suit to its rank), every node a live
    /// card touches is reached from every other.
    ///
    /// Why such a position is lost: a move covers a top card with one of the same suit or rank,
    /// which stays live, and a deal keeps the card live; so a card stops being live only while
    /// another of its suit or rank is, and no card ever becomes live again. Split the live cards
    /// of an unlinked position into two groups such that no card of one shares a suit or a rank
    /// with a card of the other (two parts of the graph with no node in common). Neither group
    /// can lose its last card, since that needs a live card sharing its suit or rank, which
    /// would be of the same group; so at least two piles always remain.
    fn is_dead(&mut self) -> bool {
        !self.linked()
    }

    fn is_won(&self) -> bool {
        usize::from(self.dealt) == self.pack.len() && self.len == 1
    }

    const SAFE_MOVES: bool = true;

    /// The position's only legal move, if it has just one: every win starts with it. In the
    /// book's way that is the deal whenever no pile can move, and the one pile move when only
    /// one can be made (a deal is not allowed then).
    fn safe_move(&mut self) -> Option<AccordionMove> {
        let mut only = None;
        for i in 1..usize::from(self.len) {
            for back in [1, 3] {
                if i >= back && matches(self.tops[i], self.tops[i - back]) {
                    if only.is_some() {
                        return None;
                    }
                    only = Some(AccordionMove::Onto {
                        from: i as u8,
                        back: back as u8,
                    });
                }
            }
        }
        if only.is_none() && self.book && usize::from(self.dealt) < self.pack.len() {
            return Some(AccordionMove::Deal);
        }
        only
    }

    fn moves(&mut self, out: &mut Vec<AccordionMove>) {
        let start = out.len();
        self.onto_moves(out);
        // The book's way: a card is dealt only when no move can be made.
        if self.book && out.len() == start && usize::from(self.dealt) < self.pack.len() {
            out.push(AccordionMove::Deal);
        }
    }

    fn apply(&mut self, m: AccordionMove) -> u8 {
        match m {
            AccordionMove::Deal => {
                self.deal();
                0
            }
            AccordionMove::Onto { from, back } => {
                let (f, t) = (usize::from(from), usize::from(from - back));
                let covered = self.tops[t];
                self.live &= !(1 << covered);
                self.tops[t] = self.tops[f];
                let n = usize::from(self.len);
                self.tops.copy_within(f + 1..n, f);
                self.len -= 1;
                covered
            }
        }
    }

    fn undo(&mut self, m: AccordionMove, covered: u8) {
        match m {
            AccordionMove::Deal => {
                self.len -= 1;
                self.dealt -= 1;
            }
            AccordionMove::Onto { from, back } => {
                let (f, t) = (usize::from(from), usize::from(from - back));
                let n = usize::from(self.len);
                self.tops.copy_within(f..n, f + 1);
                self.tops[f] = self.tops[t];
                self.tops[t] = covered;
                self.live |= 1 << covered;
                self.len += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The graph search `linked` replaces: suits and ranks as nodes, each card an edge.
    fn linked_by_search(live: u64) -> bool {
        let cards: Vec<u8> = (0..52).filter(|&c| live >> c & 1 == 1).collect();
        let Some(&first) = cards.first() else {
            return true;
        };
        let mut reached = vec![first];
        let mut i = 0;
        while i < reached.len() {
            let c = reached[i];
            for &d in &cards {
                if matches(c, d) && !reached.contains(&d) {
                    reached.push(d);
                }
            }
            i += 1;
        }
        reached.len() == cards.len()
    }

    #[test]
    fn linked_agrees_with_a_graph_search() {
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        let (mut yes, mut no) = (0, 0);
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // Sparse sets too, where unlinked ones are common.
            let live = x & (x >> 7) & (x >> 23) & ((1 << 52) - 1);
            let l = linked(live);
            assert_eq!(l, linked_by_search(live), "live {live:#x}");
            if l {
                yes += 1;
            } else {
                no += 1;
            }
        }
        assert!(yes > 1000 && no > 1000, "{yes} linked, {no} not");
    }
}
