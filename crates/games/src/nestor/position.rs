//! The searchable position of a Nestor-family game.
//!
//! Cards only ever leave the layout, and always from the top of a column or from the reserve, so a
//! position is exactly the height of each column and the set of reserve cards left: that is the
//! state key, packed into an integer (a few bits a column, one bit a reserve card).

use super::layout::{pair_step, Layout, Step, RESERVE};
use super::rules::{key_bits, NestorRules};
use crate::error::GameError;
use patience_search::{Game, MoveSet, StateKey};
use std::marker::PhantomData;

/// A state key type a Nestor position can be packed into.
pub trait PackedKey:
    StateKey + std::ops::Add<Output = Self> + std::ops::Sub<Output = Self>
{
    /// Bits the key holds.
    const BITS: u32;
    /// The low bits of `x`.
    fn from_u128(x: u128) -> Self;
}

impl PackedKey for u64 {
    const BITS: u32 = 64;
    #[inline]
    fn from_u128(x: u128) -> u64 {
        x as u64
    }
}

impl PackedKey for u128 {
    const BITS: u32 = 128;
    #[inline]
    fn from_u128(x: u128) -> u128 {
        x
    }
}

/// Sources of a move: `0..64` the top of a column, `RES + i` reserve card `i` (see [`RESERVE`]).
const RES: u8 = RESERVE;
const NRANKS: usize = 14;
/// A rank no card has (its entries of `remaining` and `avail` stay 0).
const NO_RANK: u8 = 15;

/// A tableau place as the per-rank checks see it.
#[derive(Copy, Clone, Debug, Default)]
struct RankPlace {
    /// The place (index into `ranks`).
    place: u16,
    /// Its column.
    col: u8,
    /// The ranks of the cards beneath it in its column (a bit a rank).
    below: u16,
}

/// Sources that discards with sleep-set numbers take from (see [`Game::move_number`]): the pairs
/// of 22 sources, one source twice included, number 253, within the 256 a [`MoveSet`] holds.
const SLEEP_SOURCES: u8 = 22;

/// [`NestorPos::sleep_row`] of a source without sleep-set numbers: with any index added, 256
/// or more (and far from overflow).
const NOT_NUMBERED: u16 = 256;

/// Entries of the cache of [`NestorPos::pair_stuck`] answers.
const PAIR_CACHE: usize = 1 << 14;

/// A remembered [`NestorPos::pair_stuck`] answer: the two ranks and which of their cards were
/// left, packed by [`pair_tag`]; and the position's load generation above the answer (bit 0).
/// Sixteen bytes, so that four share a cache line.
#[derive(Copy, Clone, Debug, Default)]
struct PairEntry {
    tag: u64,
    meta: u64,
}

/// A discard: two sources. `a == b` (a column) is an overlap discard of that column's top two cards.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PairMove {
    a: u8,
    b: u8,
}

/// A Nestor-family position, mutable in place for the search. `K` is the packed key type.
#[derive(Clone, Debug)]
pub struct NestorPos<K> {
    ncols: usize,
    /// Where each column's cards start in `ranks`.
    start: [u16; 64],
    /// Cards left in each column (fixed-size, so that indexing by a column needs no check).
    heights: [u8; 64],
    /// Ranks of the tableau cards, column after column, bottom first.
    ranks: Vec<u8>,
    res_ranks: Vec<u8>,
    res_mask: u64,
    /// Cards of each rank left (16 entries, so that the scans over ranks vectorise).
    remaining: [u8; 16],
    /// Available cards of each rank: column tops and reserve cards.
    avail: [u8; 16],
    /// The tableau places (indices into `ranks`) grouped by rank: those of rank `r` are numbered
    /// `rank_start[r]..rank_start[r + 1]` in the per-rank tables below.
    rank_start: [u16; NRANKS + 1],
    /// The column of each place.
    place_col: Vec<u8>,
    /// The places grouped by rank (see `rank_start`).
    by_rank: Vec<RankPlace>,
    /// For each place, its index among the places of its rank.
    rank_slot: Vec<u8>,
    /// Per rank, the ranks beneath its cards left, by which of its places hold them: for rank
    /// `r`, entry `beneath_at[r] + 256 * k + b` is the union of the `below` masks of its places
    /// `8k..8k + 8` whose bits are set in byte `b` (see [`NestorPos::beneath_union`]).
    beneath: Vec<u16>,
    beneath_at: [u32; NRANKS],
    /// Per rank, the ranks of the cards beneath its cards left (a bit a rank; kept by
    /// [`Game::apply`] and [`Game::undo`] when `pair_checks` is on).
    beneath_of: [u16; 16],
    /// Per rank, which of its places (numbered as by `rank_start`) still hold their card.
    present: [u64; NRANKS],
    /// Per rank, the places of it in each column that holds two or more of them (not counting,
    /// with overlap discards, a column where two of them lie adjacent): those of rank `r` are
    /// `col_groups[group_at[r]..group_at[r + 1]]`, a mask of its places each.
    col_groups: Vec<u64>,
    group_at: [u16; NRANKS + 1],
    /// Per column, the ranks that have two cards adjacent somewhere in it (for overlap discards).
    adjacent: Vec<u16>,
    overlap: bool,
    per_bits: u32,
    /// What taking a card from each source subtracts from the key (see [`RES`]).
    unit: [K; 2 * RES as usize],
    key: K,
    left: u32,
    /// Ranks whose counts changed since the last dead check.
    dirty: u16,
    /// Ranks that became forced (exactly two cards left) since the last dead check.
    newly_forced: u16,
    /// Per rank, the columns whose top card has that rank (a bit a column).
    top_mask: [u64; NRANKS],
    /// Per rank, the reserve slots holding that rank (present or not; `& res_mask` for present).
    res_of_rank: [u64; NRANKS],
    /// The columns with exactly one card left (a bit a column): their cards cover nothing, so
    /// they are free cards, like reserve cards (see [`Game::moves`]).
    single: u64,
    /// Per source (see [`RES`]), the rank of the card a discard from it uncovers: the second
    /// card of a column; `NO_RANK` for reserve cards and columns with fewer than two cards.
    second: [u8; 2 * RES as usize],
    /// Scratch: the moves being listed, as [`NestorPos::sort_key`]s.
    scored: Vec<u64>,
    /// Per source (see [`RES`]), its index among the sources of sleep-set numbers (the columns,
    /// then the reserve slots), [`SLEEP_SOURCES`] or more for those beyond.
    sleep_index: [u8; 2 * RES as usize],
    /// Per source, where its row of discard numbers starts (the pairs `lo <= hi` of sleep
    /// indices are numbered row by row, row `hi` from `hi * (hi + 1) / 2`): 256 or more for
    /// sources beyond the numbered ones. Sleep indices grow with sources, so with `lo <= hi` (as
    /// sources), the number of a discard is `sleep_row[hi] + sleep_index[lo]` when below 256
    /// (see [`Game::move_number`]).
    sleep_row: [u16; 2 * RES as usize],
    /// Per source, the numbered discards that take from it (see [`Game::dependents`]).
    touching: Vec<MoveSet>,
    /// Remembered [`NestorPos::pair_stuck`] answers (entries of older loads are stale by their
    /// generation).
    pair_cache: Vec<PairEntry>,
    /// Counts the loads, so that a new deal never reads an old deal's cache entries.
    generation: u64,
    /// Whether [`NestorPos::two_ranks_stuck`] is tried: some rank has more than four cards.
    pair_checks: bool,
    /// The ranks with two, four or six cards left (a bit a rank).
    small: u16,
    /// The forced ranks: those with two cards left (a bit a rank).
    forced: u16,
    _key: PhantomData<K>,
}

impl PairMove {
    /// The discard of sources `a` and `b`: `0..64` the top of a column, `64 + i` reserve card
    /// `i`; `a == b` the top two cards of column `a` (an overlap discard).
    pub(crate) fn new(a: u8, b: u8) -> PairMove {
        PairMove { a, b }
    }
}

impl<K: PackedKey> NestorPos<K> {
    /// The start position of `layout` under `rules`.
    ///
    /// # Errors
    /// [`GameError::BadLayout`] if the layout does not fit the rules, [`GameError::BadRules`] if the
    /// state does not fit in `K` or the tableau holds more than 64 cards of one rank.
    pub fn new(rules: &NestorRules, layout: &Layout) -> Result<NestorPos<K>, GameError> {
        layout.validate(rules)?;
        let bits = key_bits(&rules.columns, layout.reserve.len());
        if bits > K::BITS {
            return Err(GameError::BadRules(format!("the state needs {bits} bits")));
        }
        let mut per_rank = [0usize; NRANKS];
        for card in layout.columns.iter().flatten() {
            per_rank[usize::from(card.rank())] += 1;
        }
        if per_rank.iter().any(|&n| n > 64) {
            return Err(GameError::BadRules(
                "more than 64 tableau cards of one rank".to_string(),
            ));
        }
        let ncols = layout.columns.len();
        let max = rules.columns.iter().copied().max().unwrap_or(0);
        let mut pos = NestorPos {
            ncols,
            start: [0; 64],
            heights: [0; 64],
            ranks: Vec::new(),
            res_ranks: Vec::new(),
            res_mask: 0,
            remaining: [0; 16],
            avail: [0; 16],
            col_groups: Vec::new(),
            group_at: [0; NRANKS + 1],
            rank_start: [0; NRANKS + 1],
            place_col: Vec::new(),
            by_rank: Vec::new(),
            rank_slot: Vec::new(),
            beneath: Vec::new(),
            beneath_at: [0; NRANKS],
            present: [0; NRANKS],
            beneath_of: [0; 16],
            adjacent: vec![0; ncols],
            overlap: rules.overlap,
            per_bits: usize::BITS - max.leading_zeros(),
            unit: [K::default(); 2 * RES as usize],
            key: K::default(),
            left: 0,
            dirty: u16::MAX,
            newly_forced: u16::MAX,
            top_mask: [0; NRANKS],
            res_of_rank: [0; NRANKS],
            single: 0,
            second: [NO_RANK; 2 * RES as usize],
            scored: Vec::new(),
            sleep_index: [u8::MAX; 2 * RES as usize],
            sleep_row: [NOT_NUMBERED; 2 * RES as usize],
            touching: vec![MoveSet::EMPTY; 2 * RES as usize],
            pair_cache: vec![PairEntry::default(); PAIR_CACHE],
            generation: 0,
            pair_checks: false,
            small: 0,
            forced: 0,
            _key: PhantomData,
        };
        let sources = (0..ncols as u8).chain((0..layout.reserve.len() as u8).map(|i| RES + i));
        for (x, s) in sources.enumerate() {
            pos.sleep_index[usize::from(s)] = x.min(usize::from(u8::MAX)) as u8;
        }
        for (s, &x) in pos.sleep_index.iter().enumerate() {
            if x < SLEEP_SOURCES {
                pos.sleep_row[s] = u16::from(x) * (u16::from(x) + 1) / 2;
            }
        }
        for a in 0..2 * RES {
            for b in 0..2 * RES {
                if let Some(n) = pos.move_number(PairMove { a, b }) {
                    pos.touching[usize::from(a)].insert(n);
                    pos.touching[usize::from(b)].insert(n);
                }
            }
        }
        pos.load_unchecked(layout);
        Ok(pos)
    }

    /// Replaces the position by the start of `layout`, reusing the memory. The layout must be a
    /// deal of the rules this position was made with (as [`Layout::validate`] checks): the
    /// simulation calls this with layouts of its own dealer, which are.
    pub fn load_unchecked(&mut self, layout: &Layout) {
        debug_assert_eq!(layout.columns.len(), self.ncols);
        self.ranks.clear();
        self.place_col.clear();
        self.res_ranks.clear();
        self.res_ranks
            .extend(layout.reserve.iter().map(|c| c.rank()));
        self.res_mask = if layout.reserve.len() == 64 {
            u64::MAX
        } else {
            (1u64 << layout.reserve.len()) - 1
        };
        self.remaining = [0; 16];
        let mut per_rank = [0u16; NRANKS];
        for (c, col) in layout.columns.iter().enumerate() {
            self.start[c] = self.ranks.len() as u16;
            self.heights[c] = col.len() as u8;
            self.adjacent[c] = 0;
            for (i, card) in col.iter().enumerate() {
                let r = card.rank();
                per_rank[usize::from(r)] += 1;
                self.place_col.push(c as u8);
                self.ranks.push(r);
                if i > 0 && col[i - 1].rank() == r {
                    self.adjacent[c] |= 1 << r;
                }
            }
        }
        // Places grouped by rank (a counting sort).
        self.rank_start[0] = 0;
        for (r, &n) in per_rank.iter().enumerate() {
            self.rank_start[r + 1] = self.rank_start[r] + n;
        }
        self.by_rank.clear();
        self.by_rank.resize(self.ranks.len(), RankPlace::default());
        self.rank_slot.clear();
        self.rank_slot.resize(self.ranks.len(), 0);
        self.present = [0; NRANKS];
        let mut fill = self.rank_start;
        let mut beneath: u16 = 0;
        for (p, &r) in self.ranks.iter().enumerate() {
            if p > 0 && self.place_col[p] != self.place_col[p - 1] {
                beneath = 0;
            }
            let r = usize::from(r);
            let at = usize::from(fill[r]);
            self.by_rank[at] = RankPlace {
                place: p as u16,
                col: self.place_col[p],
                below: beneath,
            };
            let slot = at - usize::from(self.rank_start[r]);
            self.rank_slot[p] = slot as u8;
            self.present[r] |= 1 << slot;
            beneath |= 1 << r;
            fill[r] += 1;
        }
        self.beneath.clear();
        for r in 0..NRANKS {
            self.beneath_at[r] = self.beneath.len() as u32;
            let places =
                &self.by_rank[usize::from(self.rank_start[r])..usize::from(self.rank_start[r + 1])];
            // Every byte but the last indexes a full table of 256; the last, only its places.
            for chunk in places.chunks(8) {
                let base = self.beneath.len();
                self.beneath.push(0);
                for b in 1usize..1 << chunk.len() {
                    let v = self.beneath[base + (b & (b - 1))]
                        | chunk[b.trailing_zeros() as usize].below;
                    self.beneath.push(v);
                }
            }
        }
        for &r in self.ranks.iter().chain(&self.res_ranks) {
            self.remaining[usize::from(r)] += 1;
        }
        self.beneath_of = [0; 16];
        for r in 0..NRANKS {
            self.beneath_of[r] = self.beneath_union(r);
        }
        self.left = (self.ranks.len() + self.res_ranks.len()) as u32;
        self.top_mask = [0; NRANKS];
        self.single = 0;
        self.second = [NO_RANK; 2 * RES as usize];
        for c in 0..self.ncols {
            self.second[c] = self.second_rank(c);
            self.single |= u64::from(self.heights[c] == 1) << c;
            if self.heights[c] > 0 {
                self.top_mask[usize::from(self.top_rank(c))] |= 1u64 << c;
            }
        }
        self.res_of_rank = [0; NRANKS];
        for (i, &r) in self.res_ranks.iter().enumerate() {
            self.res_of_rank[usize::from(r)] |= 1u64 << i;
        }
        // Per rank, the places in each column holding two of them or more. A rank's places are
        // in order of place, so those of one column are consecutive.
        self.col_groups.clear();
        for r in 0..NRANKS {
            self.group_at[r] = self.col_groups.len() as u16;
            let places =
                &self.by_rank[usize::from(self.rank_start[r])..usize::from(self.rank_start[r + 1])];
            let mut i = 0;
            while i < places.len() {
                let c = places[i].col;
                let n = places[i..].iter().take_while(|q| q.col == c).count();
                let adjacent = self.overlap && self.adjacent[usize::from(c)] & (1 << r) != 0;
                if n >= 2 && !adjacent {
                    self.col_groups.push(u64::MAX >> (64 - n) << i);
                }
                i += n;
            }
        }
        self.group_at[NRANKS] = self.col_groups.len() as u16;
        self.avail = [0; 16];
        for r in 0..NRANKS {
            self.avail[r] =
                (self.top_mask[r].count_ones() + self.res_of_rank[r].count_ones()) as u8;
        }
        self.dirty = u16::MAX;
        self.newly_forced = u16::MAX;
        self.generation += 1;
        self.pair_checks = self.remaining.iter().any(|&n| n > 4);
        for r in 0..NRANKS {
            self.set_small(r);
        }
        self.key = K::from_u128(self.full_key());
        for c in 0..self.ncols {
            self.unit[c] = K::from_u128(1u128 << (c as u32 * self.per_bits));
        }
        for i in 0..self.res_ranks.len() {
            self.unit[usize::from(RES) + i] =
                K::from_u128(1u128 << (self.ncols as u32 * self.per_bits + i as u32));
        }
    }

    fn full_key(&self) -> u128 {
        let mut k: u128 = 0;
        for (c, &h) in self.heights[..self.ncols].iter().enumerate() {
            k |= u128::from(h) << (c as u32 * self.per_bits);
        }
        k | u128::from(self.res_mask) << (self.ncols as u32 * self.per_bits)
    }

    #[inline]
    fn top_rank(&self, c: usize) -> u8 {
        self.ranks[usize::from(self.start[c]) + usize::from(self.heights[c]) - 1]
    }

    /// The card-level description of `m` in the current position.
    pub fn step(&self, m: PairMove, layout: &Layout) -> Step {
        pair_step(layout, &self.heights, m.a, m.b, |c| {
            layout.columns[c][usize::from(self.heights[c]) - 1]
        })
    }

    /// What taking a card from source `s` subtracts from the key.
    #[inline]
    fn key_delta(&self, s: u8) -> K {
        self.unit[usize::from(s) & (2 * RES as usize - 1)]
    }

    #[inline]
    fn take(&mut self, s: u8) -> u8 {
        if s >= RES {
            let i = s - RES;
            self.res_mask &= !(1u64 << i);
            self.key = self.key - self.key_delta(s);
            let r = self.res_ranks[usize::from(i)];
            self.avail[usize::from(r)] -= 1;
            r
        } else {
            let c = usize::from(s) & 63;
            let p = usize::from(self.start[c]) + usize::from(self.heights[c]) - 1;
            let r = self.ranks[p];
            self.present[usize::from(r)] &= !(1 << self.rank_slot[p]);
            self.heights[c] -= 1;
            self.single = self.single & !(1u64 << c) | u64::from(self.heights[c] == 1) << c;
            self.second[c] = self.second_rank(c);
            self.key = self.key - self.key_delta(s);
            self.top_mask[usize::from(r)] &= !(1u64 << c);
            self.avail[usize::from(r)] -= 1;
            if self.heights[c] > 0 {
                let u = usize::from(self.top_rank(c));
                self.top_mask[u] |= 1u64 << c;
                self.avail[u] += 1;
            }
            r
        }
    }

    #[inline]
    fn put_back(&mut self, s: u8) -> u8 {
        if s >= RES {
            let i = s - RES;
            self.res_mask |= 1u64 << i;
            self.key = self.key + self.key_delta(s);
            let r = self.res_ranks[usize::from(i)];
            self.avail[usize::from(r)] += 1;
            r
        } else {
            let c = usize::from(s) & 63;
            if self.heights[c] > 0 {
                let u = usize::from(self.top_rank(c));
                self.top_mask[u] &= !(1u64 << c);
                self.avail[u] -= 1;
            }
            self.heights[c] += 1;
            self.single = self.single & !(1u64 << c) | u64::from(self.heights[c] == 1) << c;
            self.key = self.key + self.key_delta(s);
            let p = usize::from(self.start[c]) + usize::from(self.heights[c]) - 1;
            let r = self.ranks[p];
            self.second[c] = self.second_rank(c);
            self.present[usize::from(r)] |= 1 << self.rank_slot[p];
            self.top_mask[usize::from(r)] |= 1u64 << c;
            self.avail[usize::from(r)] += 1;
            r
        }
    }

    /// The rank of the card beneath column `c`'s top card, `NO_RANK` if it has fewer than two
    /// cards (the load comes before the test, so the height costs no branch).
    #[inline]
    fn second_rank(&self, c: usize) -> u8 {
        let h = usize::from(self.heights[c & 63]);
        let at = (usize::from(self.start[c & 63]) + h).wrapping_sub(2);
        let below = self.ranks.get(at).copied().unwrap_or(NO_RANK);
        if h >= 2 {
            below
        } else {
            NO_RANK
        }
    }

    /// One pair of the available cards of rank `r`, column tops first (rule 3 of
    /// [`NestorPos::moves`]). There must be two.
    #[inline]
    fn best_pair(&self, r: usize) -> PairMove {
        let tops = self.top_mask[r];
        let res = self.res_of_rank[r] & self.res_mask;
        let low = |m: u64| m.trailing_zeros() as u8;
        match tops.count_ones() {
            0 => PairMove {
                a: RES + low(res),
                b: RES + low(res & (res - 1)),
            },
            1 => PairMove {
                a: low(tops),
                b: RES + low(res),
            },
            _ => PairMove {
                a: low(tops),
                b: low(tops & (tops - 1)),
            },
        }
    }

    /// Pushes `m`, a discard of rank `r`, as a sort key (see [`NestorPos::sort_key`]) unless it
    /// is in `asleep`. Without a branch: whether a move sleeps is data the processor cannot
    /// predict.
    #[inline(always)]
    fn push_scored(&mut self, m: PairMove, r: usize, overlap: bool, asleep: MoveSet) {
        let sleeping = asleep.holds(self.move_number(m));
        let key = self.sort_key(m, r, overlap);
        self.scored.push(key);
        let len = self.scored.len() - usize::from(sleeping);
        self.scored.truncate(len);
    }

    /// Pushes the pairs of available cards of rank `r` that rules 3 and 4 keep, as sort keys
    /// (see [`NestorPos::sort_key`]), but those in `asleep`.
    #[inline(always)]
    fn push_rank_pairs(&mut self, r: usize, asleep: MoveSet) {
        let all = self.top_mask[r];
        // The tops that cover something; the others are free cards.
        let tops = all & !self.single;
        if tops & (tops.wrapping_sub(1)) == 0 {
            if tops != 0 {
                let free_tops = all & self.single;
                let res = self.res_of_rank[r] & self.res_mask;
                let a = tops.trailing_zeros() as u8;
                let b = if free_tops != 0 {
                    Some(free_tops.trailing_zeros() as u8)
                } else if res != 0 {
                    Some(RES + res.trailing_zeros() as u8)
                } else {
                    None
                };
                if let Some(b) = b {
                    let (a, b) = (a.min(b), a.max(b));
                    self.push_scored(PairMove { a, b }, r, false, asleep);
                }
            }
            return;
        }
        let mut i = tops;
        while i != 0 {
            let a = i.trailing_zeros() as u8;
            i &= i - 1;
            let mut j = i;
            while j != 0 {
                let b = j.trailing_zeros() as u8;
                j &= j - 1;
                self.push_scored(PairMove { a, b }, r, false, asleep);
            }
        }
    }

    /// A key that sorts the moves to try, largest first: by [`NestorPos::score`], then overlap
    /// discards before pairs, then by rank, then by sources (so the order never depends on how
    /// the moves were gathered). The move is in the low 16 bits.
    #[inline]
    fn sort_key(&self, m: PairMove, r: usize, overlap: bool) -> u64 {
        u64::from(self.score(m)) << 24
            | u64::from(overlap) << 23
            | (15 - r as u64) << 16
            | u64::from(255 - m.a) << 8
            | u64::from(255 - m.b)
    }

    /// Sorts `scored` (largest first) into `out` as moves. The keys are distinct (each holds its
    /// move), so a key's place is the number of keys larger than it: up to 16 moves are placed
    /// that way, without the data-dependent branches of a comparison sort, which the processor
    /// mispredicts.
    fn emit_sorted(&mut self, out: &mut Vec<PairMove>) {
        let decode = |k: u64| PairMove {
            a: 255 - (k >> 8) as u8,
            b: 255 - k as u8,
        };
        let keys = &self.scored[..];
        if keys.len() <= 16 {
            let base = out.len();
            out.resize(base + keys.len(), PairMove { a: 0, b: 0 });
            let placed = &mut out[base..];
            for &x in keys {
                let larger: usize = keys.iter().map(|&y| usize::from(y > x)).sum();
                placed[larger] = decode(x);
            }
        } else {
            self.scored.sort_unstable_by(|x, y| y.cmp(x));
            out.extend(self.scored.iter().map(|&k| decode(k)));
        }
    }

    /// Move order (any order is exact; this one searches fewer nodes): overlap discards first,
    /// then the larger the score, the earlier: the cards left in the columns a discard uncovers,
    /// plus two for each uncovered card of a rank with an available card (one it may be discarded
    /// with next). The second term cut Double Nestor deals 1 to 20,000 from 5,726.9 to 5,396.0
    /// nodes a deal, and 20,001 to 40,000 from 5,350.3 to 5,115.5, and ran about 5% faster. As
    /// the main key it searched more nodes (an earlier measurement); as a mere tie-break, 5,571.1
    /// on deals 1 to 20,000. Counting the partners after the discard (up to two a card) searched
    /// about 1% fewer, but computed without `second`, it ran slower than no second term at all.
    /// Ranks with fewer cards left, or the taller column, did not help as tie-breaks.
    fn score(&self, m: PairMove) -> u32 {
        let h = |s: u8| {
            if s >= RES {
                0
            } else {
                u32::from(self.heights[usize::from(s)])
            }
        };
        if m.a == m.b {
            2 * h(m.a) + 64
        } else {
            let partner = |s: u8| {
                u32::from(self.avail[usize::from(self.second[usize::from(s) & 127]) & 15] != 0)
            };
            h(m.a) + h(m.b) + 2 * (partner(m.a) + partner(m.b))
        }
    }
}

impl<K: PackedKey> Game for NestorPos<K> {
    type Move = PairMove;
    type Undo = ();
    type Key = K;
    /// Every discard takes two cards, and distinct discards take distinct cards.
    const GRADED: bool = true;

    #[inline]
    fn key(&self) -> K {
        self.key
    }

    #[inline]
    fn is_won(&self) -> bool {
        self.left == 0
    }

    /// The discards to try. Each rule below keeps the property "if a win exists from here, one
    /// starts with a move in the list". All of them rest on one fact of open Nestor: a card, once
    /// available, stays available until it is discarded, so taking a discard earlier in a winning
    /// line keeps every later move legal (each later move finds at least the cards it found).
    ///
    /// A *free card* is a reserve card or the last card of a column: it covers nothing, and stays
    /// available until it is discarded, so free cards of one rank are interchangeable. A
    /// *covering top* is the top card of a column with two cards or more.
    ///
    /// 1. **All remaining cards of a rank available**: only a pair of them is listed. Any win
    ///    discards them in pairs among themselves; the first such pair can be taken first.
    /// 2. **Overlap pair that must pair**: with overlap discards, if the top two cards of a column
    ///    share a rank and no other card of it is left, only they are listed: they can only pair
    ///    with each other, and doing it first is legal (argument of 1).
    /// 3. **Covering tops before free cards**: among available cards of one rank, with `t`
    ///    covering tops, only pairs of two covering tops are listed when `t >= 2`, and one
    ///    covering top with one free card (any one: they are interchangeable) when `t == 1`.
    ///    Discarding covering tops `A, B` leaves free card `F`, where discarding `A, F` (or
    ///    `F, F'`) would leave `B` covering its column: any win after the latter is a win after
    ///    the former with `F` playing `B`'s part, since `F` is available whenever `B` is, covers
    ///    nothing, and more cards are uncovered.
    /// 4. **Free pairs last**: two free cards of one rank are never listed (unless rule 1 lists
    ///    them). They cover nothing, so in any win their discard can be moved to the end; if
    ///    every move of the win was such a pair, every remaining card was available and rule 1
    ///    applied.
    /// 5. **A rank with most of its cards available**: if `a` of the `n` cards left of rank `r`
    ///    are available with `2a >= n + 2` (and `t >= 1`), only pairs of rank `r` (filtered by
    ///    rule 3) are listed, for the rank with the fewest such pairs. In any win each of the
    ///    `n - a` covered cards of `r` pairs with at most one available card, so at least
    ///    `a - (n - a) >= 2` available cards of `r` pair with each other: that discard can be taken
    ///    first. If it pairs two free cards `F, F'`, the win also discards a covering top `A` of
    ///    `r`, with some `Y`; discarding `A, F` first and `F', Y` where `A, Y` was is a win too.
    ///    Rule 3 then maps the first discard to a listed one.
    ///
    /// Overlap discards are listed unless rule 1, 2 or 5 applies. Moves are ordered by
    /// `NestorPos::score`.
    fn moves(&mut self, out: &mut Vec<PairMove>) {
        self.awake_moves(out, MoveSet::EMPTY);
    }

    /// [`Game::moves`] without the sleeping ones, left out before they are scored and sorted.
    fn awake_moves(&mut self, out: &mut Vec<PairMove>, asleep: MoveSet) {
        let awake = |pos: &Self, m: PairMove| !asleep.holds(pos.move_number(m));
        // Rules 1 and 5, and the ranks rules 3 and 4 list a move of (two covering tops, or one
        // and a free card), as a bit a rank, in one branch-free pass over the ranks.
        let (mut rule1, mut rule5, mut listed) = (0u16, 0u16, 0u16);
        let mut covering = [0u8; 16];
        for (t, &m) in covering.iter_mut().zip(&self.top_mask) {
            *t = (m & !self.single).count_ones() as u8;
        }
        for (r, &t) in covering.iter().enumerate() {
            let t = u16::from(t);
            let a = u16::from(self.avail[r]);
            let n = u16::from(self.remaining[r]);
            rule1 |= u16::from(a >= 2 && a == n) << r;
            rule5 |= u16::from(t >= 1 && 2 * a >= n + 2) << r;
            listed |= u16::from(t >= 1 && a >= 2) << r;
        }
        if rule1 != 0 {
            let m = self.best_pair(rule1.trailing_zeros() as usize);
            if awake(self, m) {
                out.push(m);
            }
            return;
        }
        let mut best: Option<(usize, usize)> = None;
        let mut m = rule5;
        while m != 0 {
            let r = m.trailing_zeros() as usize;
            m &= m - 1;
            let t = usize::from(covering[r]);
            let options = if t >= 2 { t * (t - 1) / 2 } else { 1 };
            if best.is_none_or(|(_, o)| options < o) {
                best = Some((r, options));
            }
        }
        // Rule 2, and the overlap moves.
        self.scored.clear();
        if self.overlap {
            for c in 0..self.ncols {
                let h = usize::from(self.heights[c]);
                if h >= 2 {
                    let base = usize::from(self.start[c]);
                    let r = self.ranks[base + h - 1];
                    if self.ranks[base + h - 2] == r {
                        let mv = PairMove {
                            a: c as u8,
                            b: c as u8,
                        };
                        if self.remaining[usize::from(r)] == 2 {
                            if awake(self, mv) {
                                out.push(mv);
                            }
                            return;
                        }
                        self.push_scored(mv, usize::from(r), true, asleep);
                    }
                }
            }
        }
        // Rule 5: a rank with most of its cards available.
        if let Some((r, _)) = best {
            self.scored.clear();
            self.push_rank_pairs(r, asleep);
            self.emit_sorted(out);
            return;
        }
        // Rules 3 and 4.
        while listed != 0 {
            self.push_rank_pairs(listed.trailing_zeros() as usize, asleep);
            listed &= listed - 1;
        }
        self.emit_sorted(out);
    }

    #[inline(always)]
    fn apply(&mut self, m: PairMove) {
        let r = self.take(m.a);
        let r2 = self.take(m.b);
        debug_assert_eq!(r, r2);
        self.remaining[usize::from(r)] -= 2;
        self.left -= 2;
        self.set_small(usize::from(r));
        if self.pair_checks {
            self.beneath_of[usize::from(r) & 15] = self.beneath_union(usize::from(r));
        }
        self.dirty |= 1 << r;
        self.newly_forced |= u16::from(self.remaining[usize::from(r)] == 2) << r;
    }

    /// A discard is numbered by its two sources (while both are among the first
    /// `SLEEP_SOURCES`): the same sources mean the same cards wherever only discards from
    /// other sources were played in between.
    #[inline]
    fn move_number(&self, m: PairMove) -> Option<u8> {
        let (lo, hi) = (m.a.min(m.b), m.a.max(m.b));
        let mask = 2 * RES as usize - 1;
        let n = self.sleep_row[usize::from(hi) & mask]
            + u16::from(self.sleep_index[usize::from(lo) & mask]);
        u8::try_from(n).ok()
    }

    /// Two discards are independent when they take from different sources: either order reaches
    /// the same position, and each stays legal after the other (its cards stay available). So
    /// the discards dependent on `m` are those that take from one of its sources.
    #[inline]
    fn dependents(&self, m: PairMove) -> MoveSet {
        let touching = |s: u8| self.touching[usize::from(s) & (2 * RES as usize - 1)];
        touching(m.a).union(touching(m.b))
    }

    #[inline]
    fn child_key(&mut self, m: PairMove) -> K {
        self.key - self.key_delta(m.a) - self.key_delta(m.b)
    }

    #[inline(always)]
    fn undo(&mut self, m: PairMove, (): ()) {
        let r = self.put_back(m.b);
        self.put_back(m.a);
        self.remaining[usize::from(r)] += 2;
        self.left += 2;
        self.set_small(usize::from(r));
        if self.pair_checks {
            self.beneath_of[usize::from(r) & 15] = self.beneath_union(usize::from(r));
        }
    }

    /// Proves a position lost when some rank cannot be paired off at all: the cards of a rank in
    /// one column can never pair with each other (the upper covers the lower until it is gone),
    /// except adjacent ones with overlap discards. So the remaining cards of rank `r` need a perfect
    /// matching in which no two cards of one column are matched, and one exists only if no column
    /// holds more than half of them. With overlap discards, columns holding two adjacent cards of
    /// `r` are not counted (conservative).
    ///
    /// Also proves it lost when forced pairs must happen in a cycle (see
    /// `NestorPos::forced_cycle`), or when two ranks with at most four cards left each cannot
    /// be paired off together (see `NestorPos::two_ranks_stuck`).
    fn is_dead(&mut self) -> bool {
        let fresh = std::mem::take(&mut self.newly_forced);
        let changed = self.dirty;
        if self.dead_by_matching() {
            return true;
        }
        fresh != 0 && self.forced_cycle(fresh) || self.two_ranks_stuck(changed)
    }
}

impl<K: PackedKey> NestorPos<K> {
    /// Whether some rank cannot be paired off (the first argument of [`Game::is_dead`]).
    fn dead_by_matching(&mut self) -> bool {
        let mut dirty = std::mem::take(&mut self.dirty);
        while dirty != 0 {
            let r = dirty.trailing_zeros() as usize;
            dirty &= dirty - 1;
            if r >= NRANKS {
                break;
            }
            // Counts of a rank are even (plain rules), so a column holding one card of it never
            // holds more than half: only the columns holding two or more are looked at.
            let half = u32::from(self.remaining[r]) / 2;
            let p = self.present[r];
            let groups =
                &self.col_groups[usize::from(self.group_at[r])..usize::from(self.group_at[r + 1])];
            if groups.iter().any(|&g| (p & g).count_ones() > half) {
                return true;
            }
        }
        false
    }

    /// Whether the forced pairs must happen in a cycle. A rank with exactly two cards left is
    /// forced: those two can only be discarded together, in one discard `P(r)`. If a card of
    /// forced rank `s` lies above a card of forced rank `r` in a column, `P(s)` must come before
    /// `P(r)` (the lower card is covered until the upper one is gone, and only `P(s)` removes it).
    /// A cycle of such precedences can never be met, so the position is lost.
    ///
    /// Edges only disappear as cards go, so a new cycle can only appear when a rank becomes
    /// forced; `fresh` holds those ranks, and the check runs only when there are some. (At the
    /// start position every rank counts as fresh.)
    fn forced_cycle(&self, fresh: u16) -> bool {
        let forced = self.forced;
        if fresh & forced == 0 {
            return false;
        }
        // Search forwards from each fresh rank along "must come before", computing a rank's
        // successors only when the search reaches it.
        let mut m = fresh & forced;
        while m != 0 {
            let r = m.trailing_zeros() as usize;
            m &= m - 1;
            let mut reach = self.forced_beneath(r, forced);
            let mut todo = reach;
            let mut done: u16 = 0;
            while todo != 0 {
                let x = todo.trailing_zeros() as usize;
                todo &= todo - 1;
                if x == r {
                    return true;
                }
                done |= 1 << x;
                let more = self.forced_beneath(x, forced);
                todo |= more & !reach & !done;
                reach |= more;
            }
        }
        false
    }

    /// Updates the bits of rank `r` in `small` and `forced` after its count changed.
    #[inline]
    fn set_small(&mut self, r: usize) {
        let n = self.remaining[r & 15];
        let bit = 1u16 << (r & 15);
        // Bit `n` of 0b101_0100: whether `n` is 2, 4 or 6.
        self.small = self.small & !bit | (0b101_0100u16 >> (n & 15) & 1) << (r & 15);
        self.forced = self.forced & !bit | u16::from(n == 2) << (r & 15);
    }

    /// Whether two ranks, one of them in `changed`, with two, four or six cards left each (not
    /// both six), cannot be discarded even with every other card out of the way.
    ///
    /// Deleting every card of the other ranks is a relaxation: a win stays a win (each discard
    /// finds its cards uncovered, as fewer cards cover them), so if the two ranks alone cannot
    /// be won, neither can the position. [`NestorPos::pair_stuck`] plays the two ranks alone.
    ///
    /// Only pairs of ranks that lie above each other both ways are tried: those are where the
    /// precedences of their discards can hold a cycle through both (skipping a pair only proves
    /// less). A pair of ranks changes only when one of them loses cards, so checking the pairs
    /// of the ranks that changed since the last check finds every such pair by the time it is
    /// stuck. Overlap discards are not covered (their pairs may lie in one column): with them on,
    /// nothing is proved here. Nor is it tried in packs with at most four cards of a rank: there
    /// it proved nothing that the other checks had not (none of 5,000 Nestor deals, 365,000
    /// positions), and only cost time. With eight cards of a rank (Double Nestor 10x10) it
    /// searched a third fewer nodes with ranks of two and four cards (mean 15,936 to 10,382 a
    /// deal over 100,000 deals, before sleep sets). Taking in ranks of six cards cut the mean
    /// over deals 1 to 5,000 from 6,365.3 to 5,306.1 nodes, and ran about 7% faster; pairs of
    /// two ranks of six cut it to 5,179.1 but ran slower, so they are left out.
    fn two_ranks_stuck(&mut self, changed: u16) -> bool {
        if self.overlap || !self.pair_checks {
            return false;
        }
        let small = self.small;
        let mut m = changed & small;
        while m != 0 {
            let r = m.trailing_zeros() as usize & 15;
            m &= m - 1;
            // The ranks with a card above a card of `r` (in one branch-free pass): with those
            // beneath one, the ranks that lie above and beneath `r` both ways.
            let mut above: u16 = 0;
            for (x, &b) in self.beneath_of.iter().enumerate() {
                above |= (b >> r & 1) << x;
            }
            let mut cand = self.beneath_of[r] & above & small & !(1 << r);
            // Not two ranks of six (see above). Worked out here rather than kept by `apply`
            // and `undo`: that cost more than it saved.
            if self.remaining[r] == 6 {
                let mut six: u16 = 0;
                for (x, &n) in self.remaining.iter().enumerate() {
                    six |= u16::from(n == 6) << x;
                }
                cand &= !six;
            }
            while cand != 0 {
                let s = cand.trailing_zeros() as usize;
                cand &= cand - 1;
                if self.pair_stuck_cached(r, s) {
                    return true;
                }
            }
        }
        false
    }

    /// [`NestorPos::pair_stuck`], remembered: the answer depends only on which cards of the two
    /// ranks are left, which recurs across the positions of one search. Ranks with places or
    /// reserve slots beyond the first 14 are not remembered (no preset has them; a custom pack of
    /// four decks may).
    #[inline]
    fn pair_stuck_cached(&mut self, r: usize, s: usize) -> bool {
        let (r, s) = (r.min(s), r.max(s));
        let Some(tag) = pair_tag(
            r,
            s,
            [
                self.present[r],
                self.present[s],
                self.res_of_rank[r] & self.res_mask,
                self.res_of_rank[s] & self.res_mask,
            ],
        ) else {
            return self.pair_stuck(r, s);
        };
        // Fibonacci hashing: the top bits of the product depend on every bit of the tag.
        let i = (tag.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - PAIR_CACHE.trailing_zeros()))
            as usize;
        let e = self.pair_cache[i];
        if e.tag == tag && e.meta >> 1 == self.generation {
            return e.meta & 1 != 0;
        }
        let stuck = self.pair_stuck(r, s);
        self.pair_cache[i] = PairEntry {
            tag,
            meta: self.generation << 1 | u64::from(stuck),
        };
        stuck
    }

    /// Whether ranks `r` and `s` (two, four or six cards left each) alone cannot be won (see
    /// [`NestorPos::two_ranks_stuck`]): the depth-first search of [`two_ranks_won`] over their
    /// cards, with those above each card in its column.
    fn pair_stuck(&self, r: usize, s: usize) -> bool {
        // Leaving a card out would leave a rank unpaired: with too many cards, prove nothing.
        if usize::from(self.remaining[r & 15]).max(usize::from(self.remaining[s & 15])) > MAX_SMALL
        {
            return false;
        }
        // The cards: their columns (`u8::MAX` for the reserve) and places, ranks `r` then `s`.
        let mut col = [0u8; 2 * MAX_SMALL];
        let mut place = [0u16; 2 * MAX_SMALL];
        let mut n = 0;
        let mut split = 0;
        for (k, x) in [r, s].into_iter().enumerate() {
            if k == 1 {
                split = n;
            }
            let base = usize::from(self.rank_start[x]);
            let mut m = self.present[x];
            while m != 0 && n < col.len() {
                let at = base + m.trailing_zeros() as usize;
                m &= m - 1;
                let rp = self.by_rank.get(at).copied().unwrap_or_default();
                col[n] = rp.col;
                place[n] = rp.place;
                n += 1;
            }
            let mut q = self.res_of_rank[x] & self.res_mask;
            while q != 0 && n < col.len() {
                q &= q - 1;
                col[n] = u8::MAX;
                n += 1;
            }
        }
        // above[i]: the cards above card i in its column.
        let mut in_col = [0u16; 64];
        for i in 0..n {
            if col[i] != u8::MAX {
                in_col[usize::from(col[i]) & 63] |= 1 << i;
            }
        }
        let mut above = [0u16; 2 * MAX_SMALL];
        for i in 0..n {
            if col[i] == u8::MAX {
                continue;
            }
            let mut m = in_col[usize::from(col[i]) & 63] & !(1 << i);
            while m != 0 {
                let j = m.trailing_zeros() as usize;
                m &= m - 1;
                above[i] |= u16::from(place[j] > place[i]) << j;
            }
        }
        let all = ((1u32 << n) - 1) as u16;
        let first = ((1u32 << split) - 1) as u16;
        let ranks = [first, all & !first];
        let mut seen = [0u64; 1 << (2 * MAX_SMALL - 6)];
        !two_ranks_won(all, &above[..n], ranks, &mut seen)
    }

    /// The forced ranks other than `y` with a card beneath a card of rank `y`: those whose discard
    /// must wait for `y`'s, when `y` is forced (`forced` may be any set of ranks).
    #[inline]
    fn forced_beneath(&self, y: usize, forced: u16) -> u16 {
        // `beneath_of` is kept only where the two-rank checks run often enough to pay for it.
        let b = if self.pair_checks {
            self.beneath_of[y & 15]
        } else {
            self.beneath_union(y)
        };
        b & forced & !(1 << y)
    }

    /// The ranks of the cards beneath the cards of rank `y` left (a bit a rank), as kept in
    /// `beneath_of`. A card still in the layout covers exactly the cards beneath it in its column
    /// (a place's `below`), so this is a union of `below` masks over the places of `y` still
    /// present, looked up a byte of places at a time in `beneath`.
    #[inline]
    fn beneath_union(&self, y: usize) -> u16 {
        let mut m = self.present[y & 15];
        let mut at = self.beneath_at[y] as usize;
        let mut b: u16 = 0;
        while m != 0 {
            b |= self
                .beneath
                .get(at + (m & 255) as usize)
                .copied()
                .unwrap_or(0);
            m >>= 8;
            at += 256;
        }
        b
    }
}

/// The key of a [`NestorPos::pair_stuck_cached`] answer: ranks `r < s` (4 bits each) and the
/// masks of their cards left (`[places of r, places of s, reserve of r, reserve of s]`, 14 bits
/// each), or `None` if a mask does not fit. Distinct arguments give distinct keys.
#[inline]
fn pair_tag(r: usize, s: usize, masks: [u64; 4]) -> Option<u64> {
    const W: u32 = 14;
    if masks.iter().any(|&m| m >> W != 0) || s >= 16 {
        return None;
    }
    let packed = masks[0] | masks[1] << W | masks[2] << (2 * W) | masks[3] << (3 * W);
    Some(packed << 8 | (r as u64) << 4 | s as u64)
}

/// Most cards of a rank [`NestorPos::pair_stuck`] takes (with more, it proves nothing).
const MAX_SMALL: usize = 6;

/// Whether the two-rank game of [`NestorPos::pair_stuck`] is won from the cards `left` (a bit
/// a card), where `above[i]` holds the cards above card `i` in its column and `ranks` the cards
/// of each rank: a depth-first search over the discards of two available cards of one rank (two
/// available cards never share a column: one would cover the other), remembering in `seen` the
/// sets of cards left found lost. The two ranks alone are an open Nestor game, so the
/// dominances of [`NestorPos::moves`] hold in it: if every card left of a rank is available, only
/// one pair of them is tried (rule 1); otherwise pairs of covering cards, or one covering card
/// with one free card, never two free cards (rules 3 and 4; a card is free when no card left
/// lies beneath it).
fn two_ranks_won(left: u16, above: &[u16], ranks: [u16; 2], seen: &mut [u64]) -> bool {
    if left == 0 {
        return true;
    }
    let (word, bit) = (usize::from(left >> 6), 1u64 << (left & 63));
    if seen.get(word).is_some_and(|w| w & bit != 0) {
        return false;
    }
    // The available cards, and those of them that cover a card left (they lie above one).
    // (Branch-free passes over every card: the loop runs as often each time.)
    let mut avail: u16 = 0;
    for (i, &a) in above.iter().enumerate() {
        avail |= u16::from(a & left == 0) << i;
    }
    avail &= left;
    let mut covering: u16 = 0;
    for (i, &a) in above.iter().enumerate() {
        covering |= a & avail & 0u16.wrapping_sub(left >> i & 1);
    }
    for rank in ranks {
        let a = avail & rank;
        if a.count_ones() >= 2 && a == left & rank {
            let i = a.trailing_zeros();
            let j = (a & (a - 1)).trailing_zeros();
            return two_ranks_won(left & !(1 << i | 1 << j), above, ranks, seen)
                || mark_lost(seen, word, bit);
        }
    }
    for rank in ranks {
        // Rules 3 and 4 of `NestorPos::moves`: pairs of covering cards, or one covering card
        // with one free card (any one), never two free cards.
        let tops = avail & rank & covering;
        let free = avail & rank & !covering;
        if tops.is_power_of_two() {
            if free != 0 {
                let pair = tops | 1 << free.trailing_zeros();
                if two_ranks_won(left & !pair, above, ranks, seen) {
                    return true;
                }
            }
            continue;
        }
        let mut x = tops;
        while x != 0 {
            let i = x.trailing_zeros();
            x &= x - 1;
            let mut y = x;
            while y != 0 {
                let j = y.trailing_zeros();
                y &= y - 1;
                if two_ranks_won(left & !(1 << i | 1 << j), above, ranks, seen) {
                    return true;
                }
            }
        }
    }
    mark_lost(seen, word, bit)
}

/// Records a set of cards left as lost in [`two_ranks_won`]'s `seen`; returns `false`.
fn mark_lost(seen: &mut [u64], word: usize, bit: u64) -> bool {
    if let Some(w) = seen.get_mut(word) {
        *w |= bit;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nestor::brute_force_winnable;
    use patience_cards::rectify::{deal_shuffled, Rectify};
    use patience_cards::{DealRng, DeckSpec};

    /// The cards left in `pos` as a layout (columns cut to their heights, reserve cards left),
    /// keeping only the ranks in `keep` (a bit a rank).
    fn left(pos: &NestorPos<u64>, layout: &Layout, keep: u16) -> Layout {
        let kept = |c: &&patience_cards::Card| keep & (1 << c.rank()) != 0;
        Layout {
            columns: (0..pos.ncols)
                .map(|c| {
                    layout.columns[c][..usize::from(pos.heights[c])]
                        .iter()
                        .filter(kept)
                        .copied()
                        .collect()
                })
                .collect(),
            reserve: (0..layout.reserve.len())
                .filter(|&i| pos.res_mask & (1 << i) != 0)
                .map(|i| layout.reserve[i])
                .filter(|c| kept(&c))
                .collect(),
        }
    }

    /// Sleep-set numbers: distinct for the discards of distinct source pairs among the first
    /// [`SLEEP_SOURCES`] sources (columns, then reserve slots), none beyond them; and a discard's
    /// dependents are exactly the numbered discards sharing a source with it.
    #[test]
    fn sleep_numbers_are_distinct_and_dependents_share_a_source() {
        let deck = DeckSpec {
            ranks: 13,
            suits: 4,
            decks: 1,
            jokers: 0,
        };
        // 20 columns and 12 reserve slots: 32 sources, 10 of them beyond the numbered ones.
        let rules = NestorRules::new("wide", vec![2; 20], deck);
        let (layout, _) = super::super::rules::NestorDealer::new(rules.clone())
            .unwrap()
            .deal(1)
            .unwrap();
        let pos: NestorPos<u64> = NestorPos::new(&rules, &layout).unwrap();
        let sources: Vec<u8> = (0..20).chain((0..12).map(|i| RES + i)).collect();
        let mut moves = Vec::new();
        for (i, &a) in sources.iter().enumerate() {
            for &b in &sources[i..] {
                moves.push((
                    PairMove { a, b },
                    i.max(sources.iter().position(|&s| s == b).unwrap()),
                ));
            }
        }
        let mut seen = std::collections::HashMap::new();
        for &(m, last) in &moves {
            let n = pos.move_number(m);
            assert_eq!(n.is_some(), last < usize::from(SLEEP_SOURCES), "{m:?}");
            let flipped = PairMove { a: m.b, b: m.a };
            assert_eq!(pos.move_number(flipped), n, "{m:?} either way round");
            if let Some(n) = n {
                assert_eq!(seen.insert(n, m), None, "{m:?} shares number {n}");
            }
        }
        for &(m, _) in &moves {
            let dependents = pos.dependents(m);
            for &(z, _) in &moves {
                let shares = [z.a, z.b].iter().any(|s| *s == m.a || *s == m.b);
                if let Some(n) = pos.move_number(z) {
                    assert_eq!(dependents.contains(n), shares, "{m:?} and {z:?}");
                }
            }
        }
    }

    /// The cache key of two ranks' cards left is distinct for distinct arguments (each field
    /// moved by itself changes it) and absent when a mask does not fit its 14 bits.
    #[test]
    fn pair_tags_are_distinct_or_absent() {
        let base = pair_tag(2, 9, [0b1011, 0b11_0000_0000_0001, 0b10, 0]);
        assert!(base.is_some());
        let moved = [
            pair_tag(3, 9, [0b1011, 0b11_0000_0000_0001, 0b10, 0]),
            pair_tag(2, 10, [0b1011, 0b11_0000_0000_0001, 0b10, 0]),
            pair_tag(2, 9, [0b1010, 0b11_0000_0000_0001, 0b10, 0]),
            pair_tag(2, 9, [0b1011, 0b10_0000_0000_0001, 0b10, 0]),
            pair_tag(2, 9, [0b1011, 0b11_0000_0000_0001, 0b11, 0]),
            pair_tag(2, 9, [0b1011, 0b11_0000_0000_0001, 0b10, 1 << 13]),
        ];
        for (i, m) in moved.iter().enumerate() {
            assert!(m.is_some(), "{i}");
            assert_ne!(*m, base, "{i}");
        }
        for k in 0..4 {
            let mut masks = [0u64; 4];
            masks[k] = 1 << 14;
            assert_eq!(pair_tag(2, 9, masks), None, "mask {k}");
        }
    }

    /// Along random lines of small two-deck layouts (eight cards a rank), `pair_stuck` agrees
    /// with brute force on the two ranks alone, every time; whenever `two_ranks_stuck` proves a
    /// position lost, brute force finds it lost; and both answers occur often.
    #[test]
    fn pair_stuck_is_the_two_rank_relaxation() {
        let mut rng = DealRng::new("pair-stuck", 0);
        let (mut stuck, mut free, mut lost) = (0, 0, 0);
        for n in 0..300 {
            let ranks = 2 + rng.below(2) as u8;
            let deck = DeckSpec {
                ranks,
                suits: 4,
                decks: 2,
                jokers: 0,
            };
            let ncols = 3 + rng.below(3) as usize;
            let mut columns = vec![deck.len() / ncols; ncols];
            columns[0] -= rng.below(3) as usize;
            let rules = NestorRules::new("pairs", columns.clone(), deck);
            let d =
                deal_shuffled(Rectify::None, &deck, &columns, &mut DealRng::new("p", n)).unwrap();
            let layout = Layout {
                columns: d.columns,
                reserve: d.reserve,
            };
            let mut pos: NestorPos<u64> = NestorPos::new(&rules, &layout).unwrap();
            assert!(pos.pair_checks);
            loop {
                for r in 0..NRANKS {
                    for s in r + 1..NRANKS {
                        let small = |x: usize| matches!(pos.remaining[x], 2 | 4 | 6);
                        if !(small(r) && small(s)) {
                            continue;
                        }
                        let alone = left(&pos, &layout, 1 << r | 1 << s);
                        let expected = !brute_force_winnable(&rules, &alone);
                        assert_eq!(pos.pair_stuck(r, s), expected, "{alone}");
                        assert_eq!(pos.pair_stuck_cached(r, s), expected);
                        if expected {
                            stuck += 1;
                        } else {
                            free += 1;
                        }
                    }
                }
                if pos.two_ranks_stuck(u16::MAX) {
                    assert!(!brute_force_winnable(
                        &rules,
                        &left(&pos, &layout, u16::MAX)
                    ));
                    lost += 1;
                }
                let mut moves = Vec::new();
                pos.moves(&mut moves);
                let Some(&m) = moves.get(rng.below(moves.len().max(1) as u64) as usize) else {
                    break;
                };
                pos.apply(m);
                pos.dirty = 0;
                pos.newly_forced = 0;
            }
        }
        assert!(
            stuck > 100 && free > 100 && lost > 20,
            "{stuck} stuck, {free} free, {lost} lost"
        );
    }
}
