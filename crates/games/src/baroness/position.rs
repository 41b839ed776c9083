//! The searchable Baroness position: apply and undo, an exact key, and the safe discards.

use super::check::BaronessStep;
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
    /// For each pile, the cards the deal puts on it, a bit a code.
    dealt_to: [u64; MAX_PILES],
}

impl BaronessPos {
    /// The start of play (nothing dealt yet) of `pack`, the pack in dealing order.
    pub fn new(rules: &BaronessRules, pack: &[Card]) -> BaronessPos {
        let rows = RowPiles::new(rules.shape(), pack);
        let mut of_rank = [0; 14];
        let mut dealt_to = [0; MAX_PILES];
        for (i, &c) in pack.iter().enumerate() {
            let k = crate::rows::code(c);
            of_rank[usize::from(rank(k))] |= 1 << k;
            dealt_to[rules.shape().pile_of(i)] |= 1 << k;
        }
        BaronessPos {
            rows,
            ranks: rules.ranks,
            all: of_rank.iter().fold(0, |a, &m| a | m),
            of_rank,
            dealt_to,
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
        let n = self.rows.piles();
        for a in 0..n {
            let Some(x) = self.rows.top(a) else { continue };
            if rank(x) == self.ranks {
                out.push(BaronessMove::King(a as u8));
                continue;
            }
            for b in a + 1..n {
                if self
                    .rows
                    .top(b)
                    .is_some_and(|y| rank(x) + rank(y) == self.ranks)
                {
                    out.push(BaronessMove::Pair(a as u8, b as u8));
                }
            }
        }
        if self.rows.can_deal() {
            out.push(BaronessMove::Deal);
        }
    }

    fn apply(&mut self, m: BaronessMove) -> (u8, u8) {
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
    /// total the top rank) cannot all be paired off. Every card stays on the pile the deal puts
    /// it on until it is discarded, and two cards of one pile never pair (the upper covers the
    /// lower until it is gone). Each discard of these ranks takes one `r` and one `s`, so the
    /// same number `k` of each is left, and they must be matched `r` to `s` across piles. That
    /// is impossible when some pile holds (or will be dealt) more than `k` of them: its `r`
    /// cards need partners among the `s` cards of other piles, `k` less its own. Otherwise a
    /// matching exists (Hall: cards from two piles or more border every card of the other
    /// rank), so the test is exact for this argument. When `r = s` (even top ranks, in small
    /// packs) the `2k` cards of the rank pair among themselves, possible only when no pile
    /// holds more than `k` of them. `tests/baroness.rs` checks the search with this proof
    /// against a brute-force search without it on thousands of small packs.
    fn is_dead(&mut self) -> bool {
        let left = !self.rows.gone();
        let piles = self.rows.piles();
        (1..=self.ranks / 2).any(|r| {
            let both =
                (self.of_rank[usize::from(r)] | self.of_rank[usize::from(self.ranks - r)]) & left;
            let k = both.count_ones() / 2;
            self.dealt_to[..piles]
                .iter()
                .any(|&d| (d & both).count_ones() > k)
        })
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
    fn safe_move(&mut self) -> Option<BaronessMove> {
        let n = self.rows.piles();
        for a in 0..n {
            let Some(x) = self.rows.top(a) else { continue };
            if rank(x) == self.ranks {
                return Some(BaronessMove::King(a as u8));
            }
            for b in a + 1..n {
                if let Some(y) = self.rows.top(b) {
                    if rank(x) + rank(y) == self.ranks && self.only_pair(x, y) {
                        return Some(BaronessMove::Pair(a as u8, b as u8));
                    }
                }
            }
        }
        None
    }
}
