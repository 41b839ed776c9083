//! The searchable Accordion position: apply and undo, and an exact key.

use super::check::AccordionStep;
use super::{AccordionRules, Play};
use crate::rows::{card, code, rank, suit};
use patience_cards::Card;
use patience_search::{Game, RestartSchedule, WideKey};

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
    /// The live cards (see [`linked`]), a bit a code: every card not covered.
    live: u64,
    /// The piles that can move, a bit a pile (from 0, left to right): onto the pile one to
    /// their left (`[0]`) and three to their left (`[1]`). Kept up to date by each move, which
    /// changes only the pairs beside the pile it covers and across the gap it closes.
    movable: [u64; 2],
}

/// What a move changed that the position does not keep: the top card it covered and, of each
/// set of movable piles before it, the bits of the piles from the one covered to three right of
/// the gap (the only ones a move changes besides shifting those right of the gap one place).
/// Three bytes, so that it comes back from `apply` in a register: a larger one came back
/// through memory and was copied onto the search's path with loads wider than the stores that
/// wrote it, which stall.
#[derive(Copy, Clone, Debug)]
pub struct AccordionUndo {
    covered: u8,
    /// Bits `t..t + 8` of `movable[0]` and `movable[1]`, `t` the pile covered.
    window: [u8; 2],
}

/// The most piles a key writes one field each (6-bit fields, ten a word: the cards dealt and 39
/// top cards); a line of more piles is ranked instead ([`ranked_key`]).
const FIELD_PILES: usize = 39;

/// Writes 6-bit fields ten to a word, the top four bits of each word left empty, so that no
/// field straddles two words and a field costs a shift and an or.
struct Fields {
    words: [u64; 4],
    acc: u64,
    shift: u32,
    word: usize,
}

impl Fields {
    /// Fields starting with `first`.
    #[inline(always)]
    fn new(first: u8) -> Fields {
        Fields {
            words: [0; 4],
            acc: u64::from(first),
            shift: 6,
            word: 0,
        }
    }

    /// Appends `v` (below 64); at most 40 fields in all.
    #[inline(always)]
    fn push(&mut self, v: u8) {
        self.acc |= u64::from(v) << self.shift;
        self.shift += 6;
        if self.shift == 60 {
            self.words[self.word] = self.acc;
            self.word += 1;
            self.acc = 0;
            self.shift = 0;
        }
    }

    #[inline(always)]
    fn finish(mut self) -> WideKey<4> {
        if self.shift > 0 {
            self.words[self.word] = self.acc;
        }
        WideKey(self.words)
    }
}

/// The value of the dealt field that marks a ranked key: more than any pack's cards.
const RANKED: u32 = 63;

/// The key of [`Game::key`] for `dealt` cards dealt and the top cards `tops`, then `last`.
#[inline]
fn key_of(dealt: u8, tops: &[u8], last: Option<u8>) -> WideKey<4> {
    if tops.len() + usize::from(last.is_some()) > FIELD_PILES {
        let mut line = tops.to_vec();
        line.extend(last);
        return ranked_key(dealt, &line);
    }
    let mut w = Fields::new(dealt);
    for &t in tops.iter().chain(last.as_ref()) {
        w.push(t + 1);
    }
    w.finish()
}

/// The key of a line of more than [`FIELD_PILES`] piles: the dealt field set to [`RANKED`],
/// then the line's length and the cards dealt (6 bits each), then the line's rank among the
/// sequences of that many distinct codes below 52, in the mixed radix 52, 51, ... (each digit
/// the number of codes below the top card not already in the line before it). That rank is
/// below 52! / (52 - n)!, at most 52!, under 2^226, so it fits the 238 bits left; and a line
/// and its length give back the rank and the rank gives back the line, so the key is exact.
/// Only the free way of play lays out so many piles (near the start); the book's way has never
/// been seen past 37.
#[cold]
fn ranked_key(dealt: u8, line: &[u8]) -> WideKey<4> {
    // The rank, four 64-bit limbs, low first.
    let mut rank = [0u64; 4];
    let mut used = 0u64;
    for (i, &t) in line.iter().enumerate() {
        let digit = u64::from((!used & ((1u64 << t) - 1)).count_ones());
        used |= 1 << t;
        let radix = 52 - i as u64;
        let mut carry = digit;
        for limb in &mut rank {
            let x = u128::from(*limb) * u128::from(radix) + u128::from(carry);
            *limb = x as u64;
            carry = (x >> 64) as u64;
        }
        debug_assert_eq!(carry, 0);
    }
    let head = u64::from(RANKED) | (line.len() as u64) << 6 | u64::from(dealt) << 12;
    // The rank shifted up by the 18 bits of the head.
    let mut words = [0u64; 4];
    words[0] = head | rank[0] << 18;
    for i in 1..4 {
        words[i] = rank[i] << 18 | rank[i - 1] >> 46;
    }
    debug_assert_eq!(rank[3] >> 46, 0);
    WideKey(words)
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
            movable: [0; 2],
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
        let last = usize::from(self.len) - 1;
        let [one, three] = self.movable;
        self.movable = [self.marked(one, last, 1), self.marked(three, last, 3)];
    }

    /// `mask`, a set of movable piles, with pile `i`'s bit set as the top cards say for moving
    /// `back` (1 or 3) places.
    #[inline(always)]
    fn marked(&self, mask: u64, i: usize, back: usize) -> u64 {
        let on =
            i >= back && i < usize::from(self.len) && matches(self.tops[i], self.tops[i - back]);
        (mask & !(1 << i)) | (u64::from(on) << i)
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

    /// How urgently move `m` should be tried, a smaller value first: the live cards of the
    /// covered top card's rank, then of its suit. Only the free way sorts its moves, and it
    /// never deals (every card is laid out); a deal, which covers nothing, would come last.
    ///
    /// Why: every card but the last must be covered by a card of its suit or rank that comes
    /// within one or three places of it. A card that shares its rank with few live cards has
    /// few such partners left, and may lose them all as the line closes up; a card with many
    /// can wait. Ranks count before suits because a rank has four cards and a suit thirteen: a
    /// card's partners of its rank are the ones that run out.
    #[inline]
    fn cover_order(&self, m: AccordionMove) -> u8 {
        let AccordionMove::Onto { from, back } = m else {
            return u8::MAX;
        };
        let c = self.tops[usize::from(from - back)];
        let of_rank = (self.live >> (c & !3) & 0xF).count_ones();
        let of_suit = (self.live & RANK_BITS << (c & 3)).count_ones();
        (of_rank << 4 | of_suit) as u8
    }

    fn onto_moves(&self, out: &mut Vec<AccordionMove>) {
        let [one, three] = self.movable;
        let mut rest = one | three;
        while rest != 0 {
            let i = rest.trailing_zeros();
            rest &= rest - 1;
            for (mask, back) in [(one, 1), (three, 3)] {
                if mask >> i & 1 == 1 {
                    out.push(AccordionMove::Onto {
                        from: i as u8,
                        back,
                    });
                }
            }
        }
    }
}

impl Game for AccordionPos {
    type Move = AccordionMove;
    /// The top card a move covered.
    type Undo = AccordionUndo;
    type Key = WideKey<4>;

    /// The cards dealt (6 bits), then each pile's top card, left to right (6 bits each, the
    /// code plus one, so that the first zero ends the line): four words hold 39 piles. A line
    /// of more (the free way's first moves) is ranked among the lines of its length
    /// ([`ranked_key`]), behind a dealt field no pack reaches. A key of four words rather than
    /// five is a fifth less memory a table entry, so a table of a given size holds more
    /// positions and more of them stay in the cache.
    fn key(&self) -> WideKey<4> {
        key_of(self.dealt, &self.tops[..usize::from(self.len)], None)
    }

    /// The key after `m`, written from the top cards without playing it: a deal appends the
    /// next card; a move puts the moving pile's top card in the place of the one it covers
    /// and leaves its own place out.
    fn child_key(&mut self, m: AccordionMove) -> WideKey<4> {
        let tops = &self.tops[..usize::from(self.len)];
        match m {
            AccordionMove::Deal => {
                let next = self.pack[usize::from(self.dealt)];
                key_of(self.dealt + 1, tops, Some(next))
            }
            AccordionMove::Onto { from, back } => {
                let (f, t) = (usize::from(from), usize::from(from - back));
                if tops.len() - 1 > FIELD_PILES {
                    let mut line = tops.to_vec();
                    line[t] = tops[f];
                    line.remove(f);
                    return ranked_key(self.dealt, &line);
                }
                let mut w = Fields::new(self.dealt);
                for (i, &c) in tops.iter().enumerate() {
                    if i == f {
                        continue;
                    }
                    let c = if i == t { tops[f] } else { c };
                    w.push(c + 1);
                }
                w.finish()
            }
        }
    }

    /// Luby's: the runs shuffle only the first levels and keep the game's order below, which
    /// finds most wins within a few hundred nodes of a good start; many short runs try many
    /// starts, and Luby's sequence still gives the odd long run to a deal that needs one
    /// (docs/experiments.md, "Accordion: the scarce cards covered first").
    fn schedule(&self) -> RestartSchedule {
        RestartSchedule::Luby
    }

    /// The runs after the first shuffle the moves of the root and the four levels below it.
    const SHUFFLE_LEVELS: usize = 5;

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
        !linked(self.live)
    }

    fn is_won(&self) -> bool {
        usize::from(self.dealt) == self.pack.len() && self.len == 1
    }

    const SAFE_MOVES: bool = true;

    /// The position's only legal move, if it has just one: every win starts with it. In the
    /// book's way that is the deal whenever no pile can move, and the one pile move when only
    /// one can be made (a deal is not allowed then).
    fn safe_move(&mut self) -> Option<AccordionMove> {
        let [one, three] = self.movable;
        match one.count_ones() + three.count_ones() {
            0 if self.book && usize::from(self.dealt) < self.pack.len() => {
                Some(AccordionMove::Deal)
            }
            1 => Some(AccordionMove::Onto {
                from: (one | three).trailing_zeros() as u8,
                back: if one != 0 { 1 } else { 3 },
            }),
            _ => None,
        }
    }

    /// Every move in the book's way, in the order of the line. With every card laid out, the
    /// move covering the card of the scarcest rank first ([`AccordionPos::cover_order`]), ties
    /// left to right: the runs find wins sooner than in the line's order (docs/experiments.md,
    /// "Accordion: the scarce cards covered first").
    fn moves(&mut self, out: &mut Vec<AccordionMove>) {
        let start = out.len();
        self.onto_moves(out);
        if !self.book {
            // Stable, so that ties keep the line's order.
            out[start..].sort_by_key(|&m| self.cover_order(m));
        }
        // The book's way: a card is dealt only when no move can be made.
        if self.book && out.len() == start && usize::from(self.dealt) < self.pack.len() {
            out.push(AccordionMove::Deal);
        }
    }

    fn apply(&mut self, m: AccordionMove) -> AccordionUndo {
        match m {
            AccordionMove::Deal => {
                self.deal();
                AccordionUndo {
                    covered: 0,
                    window: [0; 2],
                }
            }
            AccordionMove::Onto { from, back } => {
                let (f, t) = (usize::from(from), usize::from(from - back));
                let window = self.movable.map(|mask| (mask >> t) as u8);
                let covered = self.tops[t];
                self.live &= !(1 << covered);
                self.tops[t] = self.tops[f];
                let n = usize::from(self.len);
                self.tops.copy_within(f + 1..n, f);
                self.len -= 1;
                // Pile `f` leaves: the piles right of it move one place left. (In locals, not
                // in `self`, so that the marks below do not wait on one another's stores.)
                let below = (1u64 << f) - 1;
                let [mut one, mut three] = self
                    .movable
                    .map(|mask| (mask & below) | ((mask >> 1) & !below));
                // The pairs that changed: those with pile `t`, and those across the gap.
                for i in [t, t + 1, f] {
                    one = self.marked(one, i, 1);
                }
                for i in [t, t + 3, f, f + 1, f + 2] {
                    three = self.marked(three, i, 3);
                }
                self.movable = [one, three];
                AccordionUndo { covered, window }
            }
        }
    }

    fn undo(&mut self, m: AccordionMove, undo: AccordionUndo) {
        match m {
            AccordionMove::Deal => {
                // The deal marked the new pile's bits only; no pile lies beyond it.
                self.len -= 1;
                self.dealt -= 1;
                let keep = (1u64 << self.len) - 1;
                for mask in &mut self.movable {
                    *mask &= keep;
                }
            }
            AccordionMove::Onto { from, back } => {
                let (f, t) = (usize::from(from), usize::from(from - back));
                let n = usize::from(self.len);
                self.tops.copy_within(f..n, f + 1);
                self.tops[f] = self.tops[t];
                self.tops[t] = undo.covered;
                self.live |= 1 << undo.covered;
                self.len += 1;
                // Below `t` nothing changed; from `f + 3` on (the move marked nothing there)
                // each bit is the one a place to its right before; between, the saved window
                // (`f + 3 < t + 8`, as `f - t` is 1 or 3).
                let below = (1u64 << t) - 1;
                for (mask, w) in self.movable.iter_mut().zip(undo.window) {
                    *mask = (*mask & below) | (*mask >> (f + 3) << (f + 4)) | u64::from(w) << t;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{RngExt, SeedableRng};

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

    /// `movable` recomputed from the top cards.
    fn movable_by_scan(pos: &AccordionPos) -> [u64; 2] {
        let mut out = [0; 2];
        for i in 0..usize::from(pos.len) {
            for (k, back) in [1, 3].into_iter().enumerate() {
                if i >= back && matches(pos.tops[i], pos.tops[i - back]) {
                    out[k] |= 1 << i;
                }
            }
        }
        out
    }

    #[test]
    fn movable_piles_stay_those_of_the_top_cards() {
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(1);
        let mut next = |n: usize| rng.random_range(0..n);
        for play in [Play::Book, Play::Free] {
            let rules = AccordionRules { ranks: 13, play };
            for _ in 0..200 {
                let mut pack: Vec<Card> = (0..52u8).map(card).collect();
                for i in (1..pack.len()).rev() {
                    pack.swap(i, next(i + 1));
                }
                let mut pos = AccordionPos::new(&rules, &pack);
                let mut line = Vec::new();
                loop {
                    assert_eq!(pos.movable, movable_by_scan(&pos));
                    let mut moves = Vec::new();
                    pos.moves(&mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    let m = moves[next(moves.len())];
                    let before = (pos.tops, pos.len, pos.movable, pos.live);
                    let u = pos.apply(m);
                    line.push((m, u, before));
                }
                while let Some((m, u, before)) = line.pop() {
                    pos.undo(m, u);
                    assert_eq!(pos.len, before.1);
                    assert_eq!(
                        pos.tops[..usize::from(pos.len)],
                        before.0[..usize::from(pos.len)]
                    );
                    assert_eq!((pos.movable, pos.live), (before.2, before.3));
                }
            }
        }
    }

    /// Plays `deals` random full packs with every card laid out (`accordion-free`), each by
    /// random moves to its end, and shows `visit` every position that has a move, with its
    /// moves.
    fn walk_free_deals(
        seed: u64,
        deals: usize,
        mut visit: impl FnMut(&mut AccordionPos, &[AccordionMove]),
    ) {
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
        let rules = AccordionRules {
            ranks: 13,
            play: Play::Free,
        };
        for _ in 0..deals {
            let mut pack: Vec<Card> = (0..52u8).map(card).collect();
            for i in (1..pack.len()).rev() {
                pack.swap(i, rng.random_range(0..=i));
            }
            let mut pos = AccordionPos::new(&rules, &pack);
            loop {
                let mut moves = Vec::new();
                pos.moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                visit(&mut pos, &moves);
                pos.apply(moves[rng.random_range(0..moves.len())]);
            }
        }
    }

    /// With every card laid out, the moves are the line's, sorted (stably) by the live cards
    /// of the covered card's rank, then of its suit, counted here card by card.
    #[test]
    fn free_moves_cover_the_scarcest_rank_first() {
        let mut reordered = 0;
        walk_free_deals(5, 200, |pos, moves| {
            let mut line = Vec::new();
            pos.onto_moves(&mut line);
            let live: Vec<u8> = (0..52).filter(|&c| pos.live >> c & 1 == 1).collect();
            let scarcity = |m: &AccordionMove| {
                let AccordionMove::Onto { from, back } = *m else {
                    unreachable!("no deal with every card laid out")
                };
                let c = pos.tops[usize::from(from - back)];
                let of_rank = live.iter().filter(|&&d| rank(d) == rank(c)).count();
                let of_suit = live.iter().filter(|&&d| suit(d) == suit(c)).count();
                (of_rank, of_suit)
            };
            let mut expected = line.clone();
            expected.sort_by_key(scarcity);
            assert_eq!(moves, expected);
            reordered += usize::from(moves != line);
        });
        assert!(reordered > 1000, "{reordered} positions reordered");
    }

    /// The line of piles a ranked key stands for, read back from the key.
    fn unrank(key: WideKey<4>) -> (u8, Vec<u8>) {
        let w = key.0;
        assert_eq!(w[0] & 63, u64::from(RANKED));
        let (n, dealt) = ((w[0] >> 6 & 63) as usize, (w[0] >> 12 & 63) as u8);
        let mut rank = [0u64; 4];
        for i in 0..4 {
            rank[i] = w[i] >> 18 | w.get(i + 1).map_or(0, |&x| x << 46);
        }
        // The digits, last first: the rank's remainders by the radixes from the last one.
        let mut digits = vec![0u64; n];
        for i in (0..n).rev() {
            let radix = 52 - i as u64;
            let mut rem = 0u128;
            for limb in rank.iter_mut().rev() {
                let x = rem << 64 | u128::from(*limb);
                *limb = (x / u128::from(radix)) as u64;
                rem = x % u128::from(radix);
            }
            digits[i] = rem as u64;
        }
        assert_eq!(rank, [0; 4]);
        let mut free: Vec<u8> = (0..52).collect();
        let line = digits.iter().map(|&d| free.remove(d as usize)).collect();
        (dealt, line)
    }

    #[test]
    fn long_lines_have_ranked_keys_that_give_the_line_back() {
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(3);
        for _ in 0..5_000 {
            let mut codes: Vec<u8> = (0..52).collect();
            for i in (1..52).rev() {
                codes.swap(i, rng.random_range(0..=i));
            }
            let n = rng.random_range(FIELD_PILES + 1..=52);
            let dealt = rng.random_range(n..=52) as u8;
            let key = key_of(dealt, &codes[..n - 1], Some(codes[n - 1]));
            assert_eq!(unrank(key), (dealt, codes[..n].to_vec()));
        }
        // The extremes: every card in order, and in reverse order.
        let up: Vec<u8> = (0..52).collect();
        let down: Vec<u8> = (0..52).rev().collect();
        assert_eq!(unrank(key_of(52, &up, None)), (52, up));
        assert_eq!(unrank(key_of(52, &down, None)), (52, down));
    }

    #[test]
    fn child_keys_are_the_keys_after_the_move_on_long_lines_too() {
        let mut long = 0;
        walk_free_deals(4, 100, |pos, moves| {
            long += usize::from(usize::from(pos.len) > FIELD_PILES + 1);
            for &m in moves {
                let k = pos.child_key(m);
                let u = pos.apply(m);
                assert_eq!(k, pos.key());
                pos.undo(m, u);
            }
        });
        assert!(long > 500, "{long} positions of more than 42 piles");
    }

    #[test]
    fn linked_agrees_with_a_graph_search() {
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(2);
        let (mut yes, mut no) = (0, 0);
        for _ in 0..20_000 {
            let x: u64 = rng.random();
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
