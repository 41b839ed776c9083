//! The canonical key for decks that repeat cards: each column as a sequence of card kinds.
//!
//! When a deck holds several copies of one card (two decks, or fewer suits than the match size),
//! a key that names physical cards tells apart positions that differ only by which copy lies
//! where: the same position gets many keys, and the search multiplies (by hundreds, measured on
//! `3x1x10x4`). This key names only kinds (value and suit), so it is the same for all of them.
//!
//! It is written field by field into the words of the key:
//!
//! 1. each column: an origin `o` and a height `h`, saying that its bottom `h` cards have the kinds,
//!    row by row, of the first `h` cards the game deals to column `o` (its tableau, and in a closed
//!    game its share of the stock). With a stock left, `o` is the column itself (the next rows go to
//!    columns by position); without, `o` is the dealt column giving the longest match (the first
//!    on a tie; 0 when `h = 0`), so the encoding depends on the column's cards only, not on where
//!    it stands;
//! 2. then the column's other cards, one token each, then an end token: a **step** (`0`, then the
//!    direction bit when both directions are allowed, then the suit when suits are ignored) for a
//!    card that the rules let lie on the card beneath it, which that determines; a **literal**
//!    (`10`, then the card's kind) for any other card; **end** is `11`. Without a stock left, the
//!    columns are written sorted by their encodings (columns are interchangeable then), else in
//!    order;
//! 3. the kinds in the cells, sorted (63 for an empty cell);
//! 4. in a closed game, how many cards have been dealt.
//!
//! **Exact**: the position is rebuilt from the key, up to permuting columns (when no stock is
//! left) and cells, which the rules do not see (see [`super::position`]): (1) gives each column's
//! bottom kinds, (2) the rest token by token, (3) the cells, (4) the stock.
//!
//! **Canonical**: every part is a function of the position up to those permutations, so one
//! position has one key (the tests check both ways on random walks).
//!
//! **Bounded**: in an open game a literal can only be the bottom card of a column with `h = 0`:
//! cards come to lie on other cards only by the deal (which part 1 covers: a dealt card still on
//! the card it was dealt on continues the column's own match, and the match chosen is at least as
//! long; above it every card was stacked on the one beneath) or by stacking (a step). So an open key has at most one literal a column, and [`SeqKeyer::bound_bits`] counts
//! that; a closed game may have a literal for every card. [`patience_search::BitWriter`] panics rather
//! than overflow, so a wrong bound could never give a wrong answer.

use super::rules::{MatchRules, Stacking};
use patience_search::{bits_for, BitWriter};

/// No card (as in the position).
const NONE: u8 = u8::MAX;
/// The kind written for an empty cell.
const EMPTY_CELL: u32 = 63;
/// Bits of a kind (`value * 4 + suit`, below 52).
const KIND_BITS: u32 = 6;
/// Token values: steps are `dir << 2 | suit`; literals are `LITERAL + kind`.
const LITERAL: u16 = 8;

/// Writes the canonical key of a position; built once per layout.
#[derive(Clone, Debug)]
pub(super) struct SeqKeyer {
    /// Per column, the kinds the game deals to it, bottom first.
    dealt_kinds: Vec<Vec<u8>>,
    closed: bool,
    obits: u32,
    hbits: u32,
    dbits: u32,
    sbits: u32,
    dealt_bits: u32,
    /// The value after `v` is `(v + 1) % cycle` ([`MatchRules::value_cycle`]).
    cycle: u8,
}

impl SeqKeyer {
    /// Bits of the step payload: direction, suit.
    fn payload_bits(rules: &MatchRules) -> (u32, u32) {
        let d = u32::from(rules.stacking == Stacking::Both);
        let s = if rules.ignore_suits && rules.suits > 1 {
            2
        } else {
            0
        };
        (d, s)
    }

    /// The most bits a key of `rules` can take.
    pub(super) fn bound_bits(rules: &MatchRules) -> u32 {
        let n = rules.cards() as u32;
        let c = u32::from(rules.columns);
        let (d, s) = SeqKeyer::payload_bits(rules);
        let step = 1 + d + s;
        let literal = 2 + KIND_BITS;
        let hbits = bits_for(rules.cards());
        let obits = bits_for(usize::from(rules.columns) - 1);
        let common = c * (obits + hbits) + c * 2 + c * KIND_BITS;
        if rules.closed {
            common + n * step.max(literal) + bits_for(rules.cards())
        } else {
            // At most one literal a column; a spare literal a column as a margin.
            common + n * step + 2 * c * literal
        }
    }

    /// The keyer of a position whose columns are dealt `dealt_kinds`.
    pub(super) fn new(rules: &MatchRules, dealt_kinds: Vec<Vec<u8>>) -> SeqKeyer {
        let (dbits, sbits) = SeqKeyer::payload_bits(rules);
        SeqKeyer {
            dealt_kinds,
            closed: rules.closed,
            obits: bits_for(usize::from(rules.columns) - 1),
            hbits: bits_for(rules.cards()),
            dbits,
            sbits,
            dealt_bits: bits_for(rules.cards()),
            cycle: rules.value_cycle(),
        }
    }

    /// The key of the position: `cols` and `cells` hold card ids, `kind[id]` their kinds,
    /// `accepts[k]` the kinds that may lie on kind `k`; `dealt` cards of the stock are out.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn key<const W: usize>(
        &self,
        cols: &[Vec<u8>],
        cells: &[u8],
        kind: &[u8],
        accepts: &[u64; 52],
        dealt: usize,
        stock_left: bool,
    ) -> [u64; W] {
        let mut w = BitWriter::<W>::new();
        let ncols = cols.len();
        let mut tokens = [0u16; 256];
        // Per column: (origin, h, token range).
        let mut enc = [(0u8, 0u16, 0u16, 0u16); 32];
        let mut t = 0usize;
        let matching = |col: &[u8], o: usize| {
            let dk = &self.dealt_kinds[o];
            let mut h = 0;
            while h < col.len() && h < dk.len() && kind[usize::from(col[h])] == dk[h] {
                h += 1;
            }
            h
        };
        for (j, col) in cols.iter().enumerate() {
            // With a stock left a column is its own; else any dealt column may name its bottom.
            let (mut o, mut h) = (j, matching(col, j));
            if !stock_left {
                for other in 0..ncols {
                    let ho = matching(col, other);
                    if ho > h || (ho == h && other < o) {
                        (o, h) = (other, ho);
                    }
                }
                if h == 0 {
                    o = 0;
                }
            }
            let start = t;
            for i in h..col.len() {
                let x = kind[usize::from(col[i])];
                let tok = match i.checked_sub(1).map(|b| kind[usize::from(col[b])]) {
                    Some(z) if accepts[usize::from(z)] >> x & 1 != 0 => {
                        let (xv, zv) = (x / 4, z / 4);
                        let dir = u16::from((zv + 1) % self.cycle != xv);
                        dir << 2 | u16::from(x % 4)
                    }
                    _ => LITERAL + u16::from(x),
                };
                tokens[t] = tok;
                t += 1;
            }
            enc[j] = (o as u8, h as u16, start as u16, t as u16);
        }
        let enc = &mut enc[..ncols];
        if !stock_left {
            let tail = |e: &(u8, u16, u16, u16)| &tokens[usize::from(e.2)..usize::from(e.3)];
            enc.sort_unstable_by(|a, b| (a.0, a.1, tail(a)).cmp(&(b.0, b.1, tail(b))));
        }
        for &(o, h, a, b) in enc.iter() {
            w.put(u32::from(o), self.obits);
            w.put(u32::from(h), self.hbits);
            for &tok in &tokens[usize::from(a)..usize::from(b)] {
                if tok >= LITERAL {
                    w.put(0b01, 2);
                    w.put(u32::from(tok - LITERAL), KIND_BITS);
                } else {
                    w.put(0, 1);
                    w.put(u32::from(tok >> 2), self.dbits);
                    w.put(u32::from(tok & 3), self.sbits);
                }
            }
            w.put(0b11, 2);
        }
        let mut ck = [EMPTY_CELL; 32];
        for (i, &x) in cells.iter().enumerate() {
            if x != NONE {
                ck[i] = u32::from(kind[usize::from(x)]);
            }
        }
        ck[..cells.len()].sort_unstable();
        for &k in &ck[..cells.len()] {
            w.put(k, KIND_BITS);
        }
        if self.closed {
            w.put(dealt as u32, self.dealt_bits);
        }
        w.finish()
    }
}
