//! The searchable position of the Nestor variants: jokers, a closed reserve, Doublets' stock, in
//! any combination with overlap discards (and a closed tableau, which a thoughtful solve plays as
//! an open one). The plain open game without jokers goes to the faster [`super::NestorPos`].
//!
//! # The rules searched
//!
//! - Available cards: the top card of each column; every reserve card (open reserve) or only the
//!   next one in dealing order (closed reserve); stock cards dealt into emptied columns are
//!   column tops like any other.
//! - A move discards two available cards that *match*: equal ranks, or either is a joker (wild);
//!   with jokers apart ([`NestorRules::jokers_apart`]) two jokers do not match. With overlap
//!   discards, the top card of a column and the card directly beneath it may be discarded
//!   together if they match.
//! - Stock: after a move, each column it emptied (left to right) receives the stock's next card,
//!   face up, while the stock lasts.
//!
//! # The state key
//!
//! The key is the number of dealt cards left in each column, then: the set of reserve cards left
//! (open reserve), the number of reserve cards used (closed reserve), or the set of stock cards
//! discarded (stock). With a stock this is exact although it does not say which emptied column
//! holds which stock card: every stock card in play lies alone in an emptied column, so it is
//! available and behaves the same (when discarded, the column empties and takes the next stock
//! card) whichever column holds it; positions with equal keys differ only by the names of those
//! columns, and have the same futures. How many stock cards were dealt follows from the key: each
//! emptying of a column deals one, and the emptyings so far are the columns with no dealt card
//! left plus the stock cards discarded.
//!
//! # Why the dominances hold for these rules
//!
//! Write `D` for the set of cards discarded. In every variant here, **which cards are available
//! is a function of `D` alone, and grows with it**: a column card is available when every card
//! above it is in `D`; a closed-reserve card when every earlier reserve card is; stock card `i`
//! when it is not in `D` and at least `i + 1` columns emptyings happened, and that count (columns
//! with all their dealt cards in `D`, plus stock cards in `D`) only grows with `D`. (The argument
//! "a card once available stays available" alone would not do for the stock: it is this stronger
//! form, availability as a monotone function of `D`, that carries over.) Whether two cards match
//! depends only on their ranks (a joker's rank being its own), with jokers apart too. Hence:
//!
//! - **Exchange.** If `m1 .. mk` wins from here and `mj` is legal here, then `mj, m1 .. (without
//!   mj) .. mk` wins: before `mj`'s old turn every position has the cards of `mj` discarded on
//!   top of the old ones, so each move still finds its cards available.
//! - A card is **free** when discarding it changes no other card's availability: an open-reserve
//!   card, the last closed-reserve card, and, once the stock is used up (or in a game without
//!   one), a column's last card. Any other available card is **covering**. A free card, once free,
//!   stays free and available until discarded.
//! - **Substitution.** If `A` and `R` are available, `R` free and `B` covering with the rank of
//!   `R` (jokers: any two jokers), and a win starts with `{A, R}`, then a win starts with
//!   `{A, B}`: later, where the old line discards `B` with `Z` (or `B` with the card beneath it),
//!   discard `R` with `Z` (or with that card, now uncovered). `R` is available throughout, and
//!   not having discarded it hides nothing. Likewise two free cards of one rank (two free jokers)
//!   are interchangeable.
//! - **Postponement.** A move of two free cards can be moved to the end of a win.
//!
//! The move rules of [`VariantPos::moves`], each keeping "if a win exists, one starts with a
//! listed move" (`n` cards of rank `r` left, `j` jokers left):
//!
//! 1. **All cards available**: any pair of some perfect matching of them (a rank with two
//!    available cards, else a joker with a lone card, else two jokers); all orders work. With
//!    jokers apart the jokers go first: a joker with a card of a rank with an odd count left,
//!    else (all counts even) with any card. A perfect matching exists exactly when the `o` ranks
//!    with an odd count are at most the `j` jokers and the `j` jokers at most the `N` other cards
//!    (the odd ranks take one joker each; the `j - o` left, an even number, take two cards of
//!    one rank at a time), and both moves keep `o <= j <= N`; with no joker left any rank pair
//!    does.
//! 2. **A whole rank available**: if all `n >= 2` cards of a rank are available and so are all
//!    `j` jokers left (or none is left), one pair of them only. A win may pair some of them with
//!    jokers: pair those cards among themselves at the start instead, and the jokers they took
//!    with each other at the first joker's turn (all jokers are available from now on); then by
//!    exchange all pairs of the rank go first, in any pairing (the position after them is the
//!    same). **With jokers apart only when no joker is left**: the jokers the rank's cards took
//!    could not pair with each other instead, and may cover cards the win needs. Columns
//!    `[x J]`, `[x' J']`, `[r]`, `[r']` are won by `J r, J' r', x x'`, lost after `r r'`.
//! 3. **Overlap pair that must pair**: the top two cards of a column share rank `r`, `n == 2`, and
//!    all jokers left are available (or none): only their overlap discard (the same argument;
//!    with jokers apart, only when no joker is left, as for rule 2).
//! 4. **A rank with most of its cards available**: if `a` of the `n` cards of `r` are available,
//!    at least one covering, and `2a >= n + j + 2`, only pairs of `r` (rule 5) are listed, for the
//!    rank with the fewest. In a win at most `n - a` of the available ones pair with covered cards
//!    of `r` and at most `j` with jokers, so two of them pair with each other: by exchange that
//!    pair can go first, and by substitution (a free pair `{F1, F2}` becomes `{A, F1}` with a
//!    covering `A` of `r`) it becomes a listed one. The count does not need jokers to pair with
//!    each other, so the rule holds with jokers apart.
//! 5. **Covering before free** (the rest): pairs of covering cards of a rank; with exactly one
//!    covering card, it and one free card of its rank; jokers likewise with each other; a joker
//!    with a card of another rank, where each side is a covering card if its rank (jokers: the
//!    jokers) has an available covering card, else one free card, and not both sides free; every
//!    overlap discard. Take any win and postpone its moves of two cards free here; if a move is
//!    left, its first one was legal here, and by substitution it becomes a listed move. If none is
//!    left, every card left is available: rule 1. With jokers apart, no win holds a move of two
//!    jokers, so leaving them out loses none; substituting a joker for a joker still gives a
//!    joker with a card of a rank.
//!
//! # Why the loss proofs hold for these rules
//!
//! [`VariantPos`]'s `is_dead` proves a position lost when:
//!
//! - **Parity**: more ranks have an odd number of cards left than there are jokers left (each
//!   such rank needs a joker).
//! - **Jokers apart, too many jokers**: more jokers left than other cards (each joker needs a
//!   card of a rank for its partner).
//! - **Too many in one chain**: a *chain* is a column's dealt cards, or a closed reserve (its cards
//!   go in order, like a column's). Two cards of one chain never pair (the upper covers the lower
//!   until it is gone), except adjacent ones by an overlap discard. If a chain holds `k` cards of
//!   rank `r`, of which at most `w` can pair inside it (`2 * floor(run / 2)` over the runs of
//!   adjacent `r` cards, with overlap discards; else 0), the other `k - w` need partners among the
//!   `n - k` other cards of `r` and the `j` jokers: lost if `k - w > n - k + j`.
//! - **Forced cycle** (no jokers left): a rank with exactly two cards left is discarded in one
//!   move `P(r)`; a card of forced rank `s` above one of forced rank `r` in a chain makes `P(s)`
//!   come first. A cycle of these can never be met.

use super::layout::{pair_step, Layout, Step, RESERVE};
use super::proofs::{pairable_within, precedence_cycle, too_many_in_chain};
use super::rules::NestorRules;
use crate::error::GameError;
use patience_search::Game;

const NRANKS: usize = 14;
/// No stock card in this column.
const NONE: u8 = u8::MAX;
/// Sources of a move: `0..64` the top of a column, `RES + i` reserve card `i` (see [`RESERVE`]).
const RES: u8 = RESERVE;
/// Most available cards of one kind (columns and one reserve slot, or the open reserve).
const SLOTS: usize = 129;

/// Bits of a variant's state key: each column's height, then the reserve or stock part.
pub(crate) fn variant_key_bits(rules: &NestorRules) -> u32 {
    let max = rules.columns.iter().copied().max().unwrap_or(0);
    let per = usize::BITS - max.leading_zeros();
    let left = rules.reserve_len();
    let tail = if rules.closed_reserve && !rules.stock {
        usize::BITS - left.leading_zeros()
    } else {
        left as u32
    };
    per * rules.columns.len() as u32 + tail
}

/// A discard: two sources. `a == b` (a column) is an overlap discard of that column's top two
/// cards.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct VariantMove {
    a: u8,
    b: u8,
}

impl VariantMove {
    /// The discard of sources `a` and `b` (numbered as [`super::PairMove::new`] numbers them):
    /// for replaying a game played by a player ([`super::NestorStockPlay`]).
    pub(crate) fn new(a: u8, b: u8) -> VariantMove {
        VariantMove { a, b }
    }
}

/// What [`VariantPos::undo`] needs: the stock cards each source gave (or none), how many
/// stock cards the move dealt and into which columns, in order.
#[derive(Copy, Clone, Debug)]
pub struct VariantUndo {
    stock_a: u8,
    stock_b: u8,
    deals: u8,
    cols: [u8; 2],
}

/// A position of a Nestor variant (jokers, closed reserve, stock), mutable in place for the
/// search. See the module docs for the rules, the key and the proofs.
#[derive(Clone, Debug)]
pub struct VariantPos {
    ncols: usize,
    /// Where each column's cards start in `ranks`.
    start: Vec<u16>,
    /// Dealt cards left in each column.
    heights: Vec<u8>,
    /// Ranks of the dealt tableau cards (0 for a joker), column after column, bottom first.
    ranks: Vec<u8>,
    /// Dealt cards of each rank left in each column.
    colcount: Vec<[u8; NRANKS]>,
    /// The stock card lying in each emptied column, or [`NONE`].
    col_stock: Vec<u8>,
    /// Reserve ranks, in dealing order (empty with a stock).
    res_ranks: Vec<u8>,
    /// Open reserve: the cards left.
    res_mask: u64,
    /// Closed reserve: the next card's index.
    res_next: u8,
    closed: bool,
    /// Stock ranks, top first.
    stock_ranks: Vec<u8>,
    /// Stock cards dealt so far.
    stock_dealt: u8,
    /// Stock cards discarded.
    stock_gone: u64,
    overlap: bool,
    /// Two jokers do not pair ([`NestorRules::jokers_apart`]).
    apart: bool,
    remaining: [u8; NRANKS],
    left: u32,
    per_bits: u32,
    tail_shift: u32,
    // Scratch for move generation: available covering and free sources of each rank.
    cov: Vec<[u8; SLOTS]>,
    ncov: [u8; NRANKS],
    free: Vec<[u8; SLOTS]>,
    nfree: [u8; NRANKS],
    scored: Vec<(u32, VariantMove)>,
}

impl VariantPos {
    /// The start position of `layout` under `rules`.
    ///
    /// # Errors
    /// [`GameError::BadLayout`] if the layout does not fit the rules, [`GameError::BadRules`] if
    /// the state needs more than 128 bits.
    pub fn new(rules: &NestorRules, layout: &Layout) -> Result<VariantPos, GameError> {
        layout.validate(rules)?;
        let bits = variant_key_bits(rules);
        if bits > 128 {
            return Err(GameError::BadRules(format!("the state needs {bits} bits")));
        }
        let ncols = layout.columns.len();
        let max = rules.columns.iter().copied().max().unwrap_or(0);
        let per_bits = usize::BITS - max.leading_zeros();
        let leftover: Vec<u8> = layout.reserve.iter().map(|c| c.rank()).collect();
        let (res_ranks, stock_ranks) = if rules.stock {
            (Vec::new(), leftover)
        } else {
            (leftover, Vec::new())
        };
        let mut pos = VariantPos {
            ncols,
            start: Vec::with_capacity(ncols),
            heights: Vec::with_capacity(ncols),
            ranks: Vec::new(),
            colcount: vec![[0; NRANKS]; ncols],
            col_stock: vec![NONE; ncols],
            res_mask: if res_ranks.len() == 64 {
                u64::MAX
            } else {
                (1u64 << res_ranks.len()) - 1
            },
            res_ranks,
            res_next: 0,
            closed: rules.closed_reserve,
            stock_ranks,
            stock_dealt: 0,
            stock_gone: 0,
            overlap: rules.overlap,
            apart: rules.jokers_apart,
            remaining: [0; NRANKS],
            left: 0,
            per_bits,
            tail_shift: per_bits * ncols as u32,
            cov: vec![[0; SLOTS]; NRANKS],
            ncov: [0; NRANKS],
            free: vec![[0; SLOTS]; NRANKS],
            nfree: [0; NRANKS],
            scored: Vec::new(),
        };
        for (c, col) in layout.columns.iter().enumerate() {
            pos.start.push(pos.ranks.len() as u16);
            pos.heights.push(col.len() as u8);
            for card in col {
                pos.ranks.push(card.rank());
                pos.colcount[c][usize::from(card.rank())] += 1;
            }
        }
        for card in layout.columns.iter().flatten().chain(&layout.reserve) {
            pos.remaining[usize::from(card.rank())] += 1;
            pos.left += 1;
        }
        Ok(pos)
    }

    /// The rank of column `c`'s top card (a stock card in an emptied column included).
    #[inline]
    fn top(&self, c: usize) -> Option<u8> {
        let h = usize::from(self.heights[c]);
        if h > 0 {
            Some(self.ranks[usize::from(self.start[c]) + h - 1])
        } else if self.col_stock[c] != NONE {
            Some(self.stock_ranks[usize::from(self.col_stock[c])])
        } else {
            None
        }
    }

    fn stock_used_up(&self) -> bool {
        usize::from(self.stock_dealt) == self.stock_ranks.len()
    }

    /// The card-level description of `m` in the current position.
    pub fn step(&self, m: VariantMove, layout: &Layout) -> Step {
        pair_step(layout, &self.heights, m.a, m.b, |c| {
            let h = usize::from(self.heights[c]);
            if h > 0 {
                layout.columns[c][h - 1]
            } else {
                layout.reserve[usize::from(self.col_stock[c])]
            }
        })
    }

    /// Removes the card at source `s`: its rank and the stock card it was (or [`NONE`]).
    fn take(&mut self, s: u8) -> (u8, u8) {
        if s >= RES {
            let i = s - RES;
            if self.closed {
                debug_assert_eq!(i, self.res_next);
                self.res_next += 1;
            } else {
                self.res_mask &= !(1u64 << i);
            }
            (self.res_ranks[usize::from(i)], NONE)
        } else {
            let c = usize::from(s);
            let h = usize::from(self.heights[c]);
            if h > 0 {
                let r = self.ranks[usize::from(self.start[c]) + h - 1];
                self.heights[c] -= 1;
                self.colcount[c][usize::from(r)] -= 1;
                (r, NONE)
            } else {
                let i = self.col_stock[c];
                self.col_stock[c] = NONE;
                self.stock_gone |= 1u64 << i;
                (self.stock_ranks[usize::from(i)], i)
            }
        }
    }

    /// Puts back the card `take(s)` removed.
    fn put_back(&mut self, s: u8, stock: u8) -> u8 {
        if s >= RES {
            let i = s - RES;
            if self.closed {
                self.res_next -= 1;
            } else {
                self.res_mask |= 1u64 << i;
            }
            self.res_ranks[usize::from(i)]
        } else {
            let c = usize::from(s);
            if stock == NONE {
                self.heights[c] += 1;
                let r = self.ranks[usize::from(self.start[c]) + usize::from(self.heights[c]) - 1];
                self.colcount[c][usize::from(r)] += 1;
                r
            } else {
                self.col_stock[c] = stock;
                self.stock_gone &= !(1u64 << stock);
                self.stock_ranks[usize::from(stock)]
            }
        }
    }

    fn add_available(&mut self, r: u8, src: u8, free: bool) {
        let r = usize::from(r);
        if free {
            self.free[r][usize::from(self.nfree[r])] = src;
            self.nfree[r] += 1;
        } else {
            self.cov[r][usize::from(self.ncov[r])] = src;
            self.ncov[r] += 1;
        }
    }

    fn avail(&self, r: usize) -> usize {
        usize::from(self.ncov[r]) + usize::from(self.nfree[r])
    }

    /// Available sources of rank `r`, covering ones first.
    fn sources(&self, r: usize) -> impl Iterator<Item = u8> + '_ {
        self.cov[r][..usize::from(self.ncov[r])]
            .iter()
            .chain(&self.free[r][..usize::from(self.nfree[r])])
            .copied()
    }

    /// One pair of the available cards of rank `r`, covering ones first.
    fn best_pair(&self, r: usize) -> VariantMove {
        let mut s = self.sources(r);
        let a = s.next().expect("two available");
        let b = s.next().expect("two available");
        VariantMove { a, b }
    }

    /// Pushes the pairs within rank `r` that rule 5 keeps, scored.
    fn push_rank_pairs(&mut self, r: usize) {
        let t = usize::from(self.ncov[r]);
        if t >= 2 {
            for i in 0..t {
                for j in i + 1..t {
                    let mv = VariantMove {
                        a: self.cov[r][i],
                        b: self.cov[r][j],
                    };
                    self.scored.push((self.score(mv), mv));
                }
            }
        } else if t == 1 && self.nfree[r] >= 1 {
            let mv = VariantMove {
                a: self.cov[r][0],
                b: self.free[r][0],
            };
            self.scored.push((self.score(mv), mv));
        }
    }

    /// Pushes the joker moves rule 5 keeps (two jokers only when they may pair).
    fn push_joker_moves(&mut self) {
        if !self.apart {
            self.push_rank_pairs(0);
        }
        let (jokers, jokers_free): (Vec<u8>, bool) = if self.ncov[0] > 0 {
            (self.cov[0][..usize::from(self.ncov[0])].to_vec(), false)
        } else {
            (vec![self.free[0][0]], true)
        };
        for r in 1..NRANKS {
            let (partners, free): (&[u8], bool) = if self.ncov[r] > 0 {
                (&self.cov[r][..usize::from(self.ncov[r])], false)
            } else if self.nfree[r] > 0 {
                (&self.free[r][..1], true)
            } else {
                continue;
            };
            if free && jokers_free {
                continue;
            }
            let partners = partners.to_vec();
            for &j in &jokers {
                for &p in &partners {
                    let mv = VariantMove { a: j, b: p };
                    self.scored.push((self.score(mv), mv));
                }
            }
        }
    }

    /// Move order: the more cards left under what a discard uncovers, the earlier it is tried
    /// (overlap discards first), as in [`super::NestorPos`].
    fn score(&self, m: VariantMove) -> u32 {
        let h = |s: u8| {
            if s >= RES {
                if self.closed {
                    (self.res_ranks.len() - usize::from(self.res_next)) as u32
                } else {
                    0
                }
            } else {
                u32::from(self.heights[usize::from(s)])
            }
        };
        if m.a == m.b {
            2 * h(m.a) + 64
        } else {
            h(m.a) + h(m.b)
        }
    }

    /// Cards of rank `r` in column `c` that may pair inside it by overlap discards.
    fn within(&self, c: usize, r: u8) -> usize {
        let base = usize::from(self.start[c]);
        pairable_within(
            self.ranks[base..base + usize::from(self.heights[c])]
                .iter()
                .copied(),
            r,
        )
    }

    /// "Too many in one chain" (module docs).
    fn dead_by_matching(&self) -> bool {
        let j = usize::from(self.remaining[0]);
        for c in 0..self.ncols {
            for r in 1..NRANKS {
                let k = usize::from(self.colcount[c][r]);
                let n = usize::from(self.remaining[r]);
                // Overlap pairs inside the column only lower the count: looked for only when
                // the column has too many without them.
                if too_many_in_chain(k, n, j, 0) {
                    let w = if self.overlap {
                        self.within(c, r as u8)
                    } else {
                        0
                    };
                    if too_many_in_chain(k, n, j, w) {
                        return true;
                    }
                }
            }
        }
        if self.closed {
            let mut count = [0usize; NRANKS];
            for &r in &self.res_ranks[usize::from(self.res_next)..] {
                count[usize::from(r)] += 1;
            }
            for (&k, &n) in count.iter().zip(&self.remaining).skip(1) {
                if too_many_in_chain(k, usize::from(n), j, 0) {
                    return true;
                }
            }
        }
        false
    }

    /// "Forced cycle" (module docs); only called with no jokers left.
    fn forced_cycle(&self) -> bool {
        let mut forced: u16 = 0;
        for r in 1..NRANKS {
            if self.remaining[r] == 2 {
                forced |= 1 << r;
            }
        }
        if forced.count_ones() < 2 {
            return false;
        }
        // above[x]: forced ranks with a card above a card of x in some chain.
        let mut above = [0u64; NRANKS];
        let mut chain = |cards: &mut dyn Iterator<Item = u8>| {
            let mut seen: u16 = 0;
            for y in cards {
                let bit = 1u16 << y;
                if forced & bit != 0 {
                    above[usize::from(y)] |= u64::from(seen & !bit);
                    seen |= bit;
                }
            }
        };
        for c in 0..self.ncols {
            let base = usize::from(self.start[c]);
            let h = usize::from(self.heights[c]);
            chain(&mut self.ranks[base..base + h].iter().rev().copied());
        }
        if self.closed {
            chain(&mut self.res_ranks[usize::from(self.res_next)..].iter().copied());
        }
        precedence_cycle(u64::from(forced), &above)
    }
}

impl Game for VariantPos {
    type Move = VariantMove;
    type Undo = VariantUndo;
    type Key = u128;

    fn key(&self) -> u128 {
        let mut k: u128 = 0;
        for (c, &h) in self.heights.iter().enumerate() {
            k |= u128::from(h) << (c as u32 * self.per_bits);
        }
        let tail = if !self.stock_ranks.is_empty() {
            self.stock_gone
        } else if self.closed {
            u64::from(self.res_next)
        } else {
            self.res_mask
        };
        k | u128::from(tail) << self.tail_shift
    }

    fn is_won(&self) -> bool {
        self.left == 0
    }

    /// The discards to try: rules 1 to 5 of the module docs, best first.
    fn moves(&mut self, out: &mut Vec<VariantMove>) {
        self.ncov = [0; NRANKS];
        self.nfree = [0; NRANKS];
        let used_up = self.stock_used_up();
        let mut available = 0u32;
        for c in 0..self.ncols {
            if let Some(r) = self.top(c) {
                available += 1;
                let free = used_up && self.heights[c] <= 1;
                self.add_available(r, c as u8, free);
            }
        }
        if self.closed {
            let i = usize::from(self.res_next);
            if i < self.res_ranks.len() {
                available += 1;
                let free = i + 1 == self.res_ranks.len();
                self.add_available(self.res_ranks[i], RES + i as u8, free);
            }
        } else {
            let mut m = self.res_mask;
            while m != 0 {
                let i = m.trailing_zeros() as u8;
                m &= m - 1;
                available += 1;
                self.add_available(self.res_ranks[usize::from(i)], RES + i, true);
            }
        }
        let jokers_left = usize::from(self.remaining[0]);
        let jokers_avail = self.avail(0);
        // Rule 1: every card left is available.
        if available == self.left && self.apart && jokers_avail >= 1 {
            // Jokers first: with a lone card (odd count), else with any card.
            let j = self.sources(0).next().expect("a joker");
            let r = (1..NRANKS)
                .find(|&r| self.avail(r) % 2 == 1)
                .or_else(|| (1..NRANKS).find(|&r| self.avail(r) >= 1));
            if let Some(r) = r {
                let p = self.sources(r).next().expect("a card");
                out.push(VariantMove { a: j, b: p });
            }
            return;
        }
        if available == self.left {
            if let Some(r) = (1..NRANKS).find(|&r| self.avail(r) >= 2) {
                out.push(self.best_pair(r));
            } else if jokers_avail >= 1 {
                let j = self.sources(0).next().expect("a joker");
                if let Some(r) = (1..NRANKS).find(|&r| self.avail(r) == 1) {
                    let p = self.sources(r).next().expect("a card");
                    out.push(VariantMove { a: j, b: p });
                } else if jokers_avail >= 2 {
                    out.push(self.best_pair(0));
                }
            }
            return;
        }
        // Rules 2 and 3 need every joker left available, and with jokers apart none left.
        let jokers_ok = if self.apart {
            jokers_left == 0
        } else {
            jokers_left == jokers_avail
        };
        // Rule 2: a whole rank available.
        if jokers_ok {
            for r in 1..NRANKS {
                let n = usize::from(self.remaining[r]);
                if n >= 2 && self.avail(r) == n {
                    out.push(self.best_pair(r));
                    return;
                }
            }
        }
        // Rule 3, and the overlap moves.
        self.scored.clear();
        if self.overlap {
            for c in 0..self.ncols {
                let h = usize::from(self.heights[c]);
                if h >= 2 {
                    let base = usize::from(self.start[c]);
                    let (t, u) = (self.ranks[base + h - 1], self.ranks[base + h - 2]);
                    let two_jokers = t == 0 && u == 0;
                    if t == u || t == 0 || u == 0 {
                        if two_jokers && self.apart {
                            continue;
                        }
                        let mv = VariantMove {
                            a: c as u8,
                            b: c as u8,
                        };
                        if t == u && t != 0 && self.remaining[usize::from(t)] == 2 && jokers_ok {
                            out.push(mv);
                            return;
                        }
                        self.scored.push((self.score(mv), mv));
                    }
                }
            }
        }
        // Rule 4: a rank with most of its cards available.
        let mut best: Option<(usize, usize)> = None;
        for r in 1..NRANKS {
            let t = usize::from(self.ncov[r]);
            let a = self.avail(r);
            if t >= 1 && 2 * a >= usize::from(self.remaining[r]) + jokers_left + 2 {
                let options = if t >= 2 { t * (t - 1) / 2 } else { 1 };
                if best.is_none_or(|(_, o)| options < o) {
                    best = Some((r, options));
                }
            }
        }
        if let Some((r, _)) = best {
            self.scored.clear();
            self.push_rank_pairs(r);
        } else {
            // Rule 5.
            for r in 1..NRANKS {
                self.push_rank_pairs(r);
            }
            if jokers_avail > 0 {
                self.push_joker_moves();
            }
        }
        // Stable: equal scores keep generation order, so the search is deterministic.
        self.scored
            .sort_by_key(|&(score, _)| std::cmp::Reverse(score));
        out.extend(self.scored.iter().map(|&(_, mv)| mv));
    }

    fn apply(&mut self, m: VariantMove) -> VariantUndo {
        let (ra, stock_a) = self.take(m.a);
        let (rb, stock_b) = self.take(m.b);
        debug_assert!(ra == rb || ra == 0 || rb == 0 || m.a == m.b);
        debug_assert!(!(self.apart && ra == 0 && rb == 0));
        self.remaining[usize::from(ra)] -= 1;
        self.remaining[usize::from(rb)] -= 1;
        self.left -= 2;
        let mut deals = 0;
        let mut cols = [0u8; 2];
        // Only the columns this move took from can have emptied; they fill left to right.
        let (x, y) = (m.a.min(m.b), m.a.max(m.b));
        for c in [Some(x), (y != x).then_some(y)].into_iter().flatten() {
            if c >= RES || self.stock_used_up() {
                continue;
            }
            let ci = usize::from(c);
            if self.heights[ci] == 0 && self.col_stock[ci] == NONE {
                self.col_stock[ci] = self.stock_dealt;
                self.stock_dealt += 1;
                cols[usize::from(deals)] = c;
                deals += 1;
            }
        }
        VariantUndo {
            stock_a,
            stock_b,
            deals,
            cols,
        }
    }

    fn undo(&mut self, m: VariantMove, u: VariantUndo) {
        for i in (0..usize::from(u.deals)).rev() {
            let c = usize::from(u.cols[i]);
            self.col_stock[c] = NONE;
            self.stock_dealt -= 1;
        }
        let rb = self.put_back(m.b, u.stock_b);
        let ra = self.put_back(m.a, u.stock_a);
        self.remaining[usize::from(ra)] += 1;
        self.remaining[usize::from(rb)] += 1;
        self.left += 2;
    }

    /// Parity, too many jokers (jokers apart), too many in one chain, forced cycles: see the
    /// module docs.
    fn is_dead(&mut self) -> bool {
        let jokers = self.remaining[0];
        let odd = (1..NRANKS).filter(|&r| self.remaining[r] % 2 == 1).count();
        if odd > usize::from(jokers) {
            return true;
        }
        if self.apart && 2 * u32::from(jokers) > self.left {
            return true;
        }
        if self.dead_by_matching() {
            return true;
        }
        jokers == 0 && self.forced_cycle()
    }
}
