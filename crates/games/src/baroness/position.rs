//! The searchable Baroness position: apply and undo, an exact key, and the safe discards.

use super::check::BaronessStep;
use super::relaxed::RelaxedGames;
use super::BaronessRules;
use crate::rows::{card, rank, RowPiles, MAX_PILES, NO_CARD};
use patience_cards::Card;
use patience_search::Game;

/// A move of the search. Piles count from 0; the short row's own piles come after the others.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BaronessMove {
    /// Discard pile `0`'s top card, a king (the top rank) alone.
    King(u8),
    /// Discard the top cards of piles `0` and `1` (`0 < 1`), whose ranks total the top rank.
    Pair(u8, u8),
    /// Deal the next row.
    Deal,
}

/// A Baroness position: the piles, the rows dealt, the cards discarded.
#[derive(Clone, Debug)]
pub struct BaronessPos {
    pub(super) rows: RowPiles,
    ranks: u8,
    /// Every card of the pack, a bit a code: won when all are gone.
    all: u64,
    /// For each rank (1..=ranks), its cards, a bit a code.
    of_rank: [u64; 14],
    /// The relaxed games of the deal, for the loss proof.
    relaxed: RelaxedGames,
    /// The top card of each pile ([`NO_CARD`] past the piles and for an empty one), read once
    /// a position (its safe move, its moves and their keys all ask) while `fresh`.
    tops: [u8; MAX_PILES],
    /// For each rank, the piles it tops, a bit a pile.
    by_rank: [u16; 16],
    /// Whether `tops` and `by_rank` are the current position's (every move clears it).
    fresh: bool,
}

impl BaronessPos {
    /// The start of play (nothing dealt yet) of `pack`, the pack in dealing order.
    pub fn new(rules: &BaronessRules, pack: &[Card]) -> BaronessPos {
        let rows = RowPiles::new(rules.shape(), pack);
        let mut of_rank = [0; 14];
        for &c in pack {
            let k = crate::rows::code(c);
            of_rank[usize::from(rank(k))] |= 1 << k;
        }
        BaronessPos {
            rows,
            ranks: rules.ranks,
            all: of_rank.iter().fold(0, |a, &m| a | m),
            of_rank,
            relaxed: RelaxedGames::new(rules.shape(), rules.ranks, pack),
            tops: [NO_CARD; MAX_PILES],
            by_rank: [0; 16],
            fresh: false,
        }
    }

    /// The move `m` of the current position as a person makes it, with the cards named.
    pub fn step(&self, m: BaronessMove) -> BaronessStep {
        let top = |p: u8| card(self.rows.top(usize::from(p)).unwrap_or_default());
        match m {
            BaronessMove::Deal => BaronessStep::Deal,
            BaronessMove::King(p) => BaronessStep::King {
                card: top(p),
                pile: p + 1,
            },
            BaronessMove::Pair(a, b) => BaronessStep::Pair {
                cards: [top(a), top(b)],
                piles: [a + 1, b + 1],
            },
        }
    }

    /// Reads each pile's top card into `tops` and `by_rank` unless they are the current
    /// position's already. (Callers read the fields in place: copying the arrays out costs
    /// more than filling them.)
    #[inline]
    fn read_tops(&mut self) {
        if !self.fresh {
            self.tops = [NO_CARD; MAX_PILES];
            self.by_rank = [0; 16];
            for p in 0..self.rows.piles() {
                if let Some(x) = self.rows.top(p) {
                    self.tops[p] = x;
                    self.by_rank[usize::from(rank(x))] |= 1 << p;
                }
            }
            self.fresh = true;
        }
    }

    /// Whether the cards left of the ranks of `a` and `b` (which pair) are just `a` and `b`.
    fn only_pair(&self, a: u8, b: u8) -> bool {
        let ranks = self.of_rank[usize::from(rank(a))] | self.of_rank[usize::from(rank(b))];
        ranks & !self.rows.gone() == (1 << a) | (1 << b)
    }
}

impl Game for BaronessPos {
    type Move = BaronessMove;
    /// The cards a discard took.
    type Undo = (u8, u8);
    type Key = u64;

    const SAFE_MOVES: bool = true;

    /// The rows dealt (4 bits) and the cards discarded (a bit a code): exact, since cards leave
    /// the piles only to be discarded, so each pile holds the cards dealt to it that are left.
    fn key(&self) -> u64 {
        u64::from(self.rows.dealt()) | self.rows.gone() << 4
    }

    fn is_won(&self) -> bool {
        self.rows.gone() == self.all
    }

    fn moves(&mut self, out: &mut Vec<BaronessMove>) {
        self.read_tops();
        for (a, &x) in self.tops.iter().enumerate() {
            if x == NO_CARD {
                continue;
            }
            if rank(x) == self.ranks {
                out.push(BaronessMove::King(a as u8));
                continue;
            }
            let mut partners =
                self.by_rank[usize::from(self.ranks - rank(x))] >> (a + 1) << (a + 1);
            while partners != 0 {
                let b = partners.trailing_zeros() as u8;
                partners &= partners - 1;
                out.push(BaronessMove::Pair(a as u8, b));
            }
        }
        if self.rows.can_deal() {
            out.push(BaronessMove::Deal);
        }
    }

    /// The cards a discard takes are the named piles' tops, and a deal adds a row: the key
    /// follows without playing the move.
    #[inline]
    fn child_key(&mut self, m: BaronessMove) -> u64 {
        self.read_tops();
        let top = |p: u8| 1u64 << self.tops[usize::from(p)];
        match m {
            BaronessMove::King(p) => self.key() | top(p) << 4,
            BaronessMove::Pair(a, b) => self.key() | (top(a) | top(b)) << 4,
            BaronessMove::Deal => self.key() + 1,
        }
    }

    fn apply(&mut self, m: BaronessMove) -> (u8, u8) {
        self.fresh = false;
        match m {
            BaronessMove::King(p) => (self.rows.discard(usize::from(p)), NO_CARD),
            BaronessMove::Pair(a, b) => (
                self.rows.discard(usize::from(a)),
                self.rows.discard(usize::from(b)),
            ),
            BaronessMove::Deal => {
                self.rows.deal();
                (NO_CARD, NO_CARD)
            }
        }
    }

    fn undo(&mut self, m: BaronessMove, (x, y): (u8, u8)) {
        self.fresh = false;
        match m {
            BaronessMove::King(p) => self.rows.undiscard(usize::from(p), x),
            BaronessMove::Pair(a, b) => {
                self.rows.undiscard(usize::from(b), y);
                self.rows.undiscard(usize::from(a), x);
            }
            BaronessMove::Deal => self.rows.undeal(),
        }
    }

    /// Proves a position lost when the cards left of two ranks that pair (`r` and `s`, their
    /// total the top rank) cannot all be paired off even with every other card gone: the
    /// relaxed games of [`super::relaxed`], whose module doc argues why. They see, among other
    /// things, a pile that holds (or will be dealt) more than half the cards left of `r` and
    /// `s` (two cards of one pile never pair: the upper covers the lower until it is gone),
    /// and the order of the cards in the piles. `tests/baroness.rs` checks the search with
    /// this proof against a brute-force search without it on thousands of small packs.
    fn is_dead(&mut self) -> bool {
        self.relaxed.lost(self.rows.dealt(), self.rows.gone())
    }

    /// A king on top is discarded at once, and so is a pair when no other card of either of
    /// its ranks is left (so each must go with the other).
    ///
    /// Why it is safe (if the position is won, some win starts with it): take a win `W`. It
    /// discards the king alone, and the pair together (each card's only possible partner is
    /// the other). Make that discard first, then play `W` without it. At every step each pile
    /// holds what it holds in `W`, less those cards: cards leave piles only to be discarded, and
    /// a deal puts one card on every pile (or on the short row's own), empty or not. So every
    /// card on top in `W` is on top here, every discard of `W` stays legal, and so does every
    /// deal; the end is `W`'s: every card gone. `tests/baroness.rs` checks the search with these
    /// moves against a brute-force search without them on thousands of small packs.
    ///
    /// When no discard is left at all, the next row is dealt at once if one is left: it is the
    /// only legal move, so every win starts with it.
    fn safe_move(&mut self) -> Option<BaronessMove> {
        self.read_tops();
        let mut any_pair = false;
        for (a, &x) in self.tops.iter().enumerate() {
            if x == NO_CARD {
                continue;
            }
            if rank(x) == self.ranks {
                return Some(BaronessMove::King(a as u8));
            }
            let mut partners =
                self.by_rank[usize::from(self.ranks - rank(x))] >> (a + 1) << (a + 1);
            while partners != 0 {
                let b = partners.trailing_zeros() as u8;
                partners &= partners - 1;
                if self.only_pair(x, self.tops[usize::from(b)]) {
                    return Some(BaronessMove::Pair(a as u8, b));
                }
                any_pair = true;
            }
        }
        (!any_pair && self.rows.can_deal()).then_some(BaronessMove::Deal)
    }
}
