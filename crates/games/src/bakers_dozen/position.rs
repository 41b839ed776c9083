//! The searchable Baker's Dozen position: apply and undo, an exact key, and the safe moves to
//! the foundations.

use super::check::{deal_columns, BakersStep};
use super::relaxed::{Relaxation, CAPACITY_STATES, PREFIXES};
use super::{BakersRules, MAX_COLUMNS};
use crate::rows::{card, code, rank, suit, NO_CARD};
use patience_cards::Card;
use patience_search::{EarlyRun, Game, RestartSchedule, RunStart};

/// The most cards a column can hold: its share of the deal and a run packed down to an ace.
pub(super) const MAX_HEIGHT: usize = 32;

/// The nodes after which a deal is hard: the short runs that begin after them, for
/// [`HARD_WINDOW`] nodes, play the capacity game too ([`Game::begin_run`]), with proofs of at
/// most [`HARD_CAPACITY_STATES`] states. Of Baker's Dozen's first 100,000 deals, 14 won and 43
/// lost took more, and 57 stayed unknown, before this.
const HARD_NODES: u64 = 1_000_000;

/// The nodes a hard deal's short runs play the capacity game for, from [`HARD_NODES`] on: then
/// it stops until the last run (its memories let go), since the wins it helps the short runs
/// to are found soon after it starts or not at all, and the losses are proved by the last run.
const HARD_WINDOW: u64 = 2_000_000;

/// The most capacity-game states one proof of a short run may expand on a hard deal: on the 57
/// deals above, with no window (to the last run), 100 decided 11 of them for 1.7 times their
/// CPU, 30 decided 6 for 1.4 times.
const HARD_CAPACITY_STATES: u32 = 100;

/// The budget of Baker's Dozen's early run, made at [`HARD_NODES`] (see
/// [`patience_search::EarlyRun`]): the last run, with its larger proofs, proves most losses of
/// the first 100,000 deals within a few thousand nodes of its start, so a hard lost deal need
/// not wait for it. On 30 of the deals that took more than [`HARD_NODES`] (16 lost, 10 unknown,
/// 4 won), it took the CPU from 321 s to 220 s: 15 of the losses proved by it, and every
/// verdict the same. A longer one (600,000 nodes) proves the rest too, but costs the unknown
/// deals more than that saves (`docs/experiments.md`, "Baker's Dozen: the last run made
/// early").
const EARLY_RUN_NODES: u64 = 25_000;

/// The nodes after which Good Measure (fewer columns than ranks) makes its early run, of
/// [`EARLY_RUN_NODES`]. Its larger proofs decide at once many losses that the short runs walk
/// for millions of nodes (deal 320, proved at the last run's start after 6,000,001 nodes, is
/// proved in 136 by such a run made first), so a hard lost deal need not wait for the last two
/// fifths of the budget. Made later, those deals wait longer; made sooner, more deals reach it
/// and pay its nodes without gain (`docs/experiments.md`, "Good Measure: the last run
/// made early", has the counts and the row measured).
const FEWER_COLUMNS_EARLY_FROM: u64 = 50_000;

/// The most capacity-game states each of the last run's first [`LAST_RUN_LARGER_PROOFS`] proofs
/// may expand (the later ones [`super::relaxed::CAPACITY_STATES`]). Every loss of the last
/// run is proved near its start, and a larger proof proves some that a proof of
/// `CAPACITY_STATES` gives up on: of the 51 deals of the first 100,000 left unknown with
/// `CAPACITY_STATES` throughout, six are proved lost (6624, 14415, 23408, 26770, 94674 and
/// 97532, each within 173,000 nodes of the last run's start). Bounding how many proofs are
/// larger bounds what the proofs that give up cost: with 10,000 states for every proof, the
/// 51 took 587 s of CPU instead of 314.
const LAST_RUN_PROOF_STATES: u32 = 10_000;

/// How many of the last run's proofs may expand [`LAST_RUN_PROOF_STATES`] states (200,000
/// proved five of the six).
const LAST_RUN_LARGER_PROOFS: u32 = 400_000;

/// The cards of `c`'s suit and lower rank, a bit a code. Codes run rank by rank, four suits a
/// rank: every fourth bit from the suit's own, below `c`'s.
#[inline]
fn lower(c: u8) -> u64 {
    (0x1111_1111_1111_1111u64 << suit(c)) & ((1u64 << c) - 1)
}

/// A move of the search.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BakersMove {
    /// Play column `0`'s top card to its foundation.
    Foundation(u8),
    /// Pack column `from`'s top card on column `to`'s (one rank higher).
    Pack {
        /// The column it leaves, from 0.
        from: u8,
        /// The column it goes to, from 0.
        to: u8,
    },
}

/// What [`Game::undo`] needs of a move, in one byte (a deep path holds one a move): the card a
/// move home took (its code, else `NONE`) and, in the top bit, what the position before it knew
/// of the way-home proof ([`BakersPos`]'s `way_home`).
#[derive(Copy, Clone, Debug)]
pub struct BakersUndo(u8);

impl BakersUndo {
    const NONE: u8 = 0x7f;
    const WAY_HOME: u8 = 0x80;

    fn new(card: u8, way_home: bool) -> BakersUndo {
        debug_assert!(card <= Self::NONE);
        BakersUndo(card | if way_home { Self::WAY_HOME } else { 0 })
    }

    fn card(self) -> u8 {
        self.0 & Self::NONE
    }

    fn way_home(self) -> bool {
        self.0 & Self::WAY_HOME != 0
    }
}

/// A Baker's Dozen position: the columns, the foundations, and the key kept up to date.
#[derive(Clone, Debug)]
pub struct BakersPos {
    cols: [[u8; MAX_HEIGHT]; MAX_COLUMNS],
    len: [u8; MAX_COLUMNS],
    /// Each column's top card (`NO_CARD` when empty), kept as cards come and go.
    top: [u8; MAX_COLUMNS],
    /// For each rank, the columns whose top card has it, a bit a column, kept likewise: the
    /// moves onto a card are read from it instead of from every column at every position.
    tops: [u16; 16],
    ncols: usize,
    /// The top rank on each suit's foundation (0 for none).
    found: [u8; 4],
    ranks: u8,
    /// For each code, the card under it in the deal (after the kings moved), or `NO_CARD` at
    /// the head of a column.
    pred: [u8; 64],
    /// For each code, what it lies on (see [`BakersPos::below_code`]).
    below: [u8; 64],
    /// For each code, its place value in the key (0 for a king, which never moves but home).
    weight: [u128; 64],
    /// For each suit, the place value of its foundation in the key.
    fweight: [u128; 4],
    key: u128,
    /// The codes in each column, as bits.
    mask: [u64; MAX_COLUMNS],
    /// The cards lying above their suit's card one rank lower in their column, a bit a code.
    over_pred: u64,
    /// For each code in a column, the card under it (`NO_CARD` at the head): what `cols`,
    /// `col_of` and `idx_of` say too, kept apart for the way-home proof, which reads it for
    /// every card it finds removable (one load instead of three).
    beneath: [u8; 64],
    /// For each code in a column, the column (`u8::MAX` for a card home) and its place from
    /// the head.
    col_of: [u8; 64],
    idx_of: [u8; 64],
    /// How many cards from the head of each column are its dealt cards in their dealt places (0
    /// past the last column).
    prefix: [u8; PREFIXES],
    /// Whether the way-home proof is known to find every card a way home here: set when it
    /// does, kept by a packing move whose card lay on a card one rank higher (see
    /// `BakersPos::every_card_may_go_home` for why that keeps it true), cleared by any other.
    way_home: bool,
    /// The relaxed game, a loss proof (see [`Relaxation`]).
    relax: Relaxation,
    /// How the search's restarts grow (see [`Game::schedule`]).
    schedule: RestartSchedule,
    /// Whether there are fewer columns than ranks (Good Measure's layout), where wins lie
    /// deeper ([`BakersRules::fewer_columns_than_ranks`]).
    fewer_columns: bool,
}

impl BakersPos {
    /// The start of play of `pack`, the pack in dealing order.
    ///
    /// # Panics
    /// If a column could outgrow its room (rules that `validate` refuses).
    pub fn new(rules: &BakersRules, pack: &[Card]) -> BakersPos {
        let (columns, out) = deal_columns(rules, pack);
        let ranks = rules.ranks;
        let mut pos = BakersPos {
            cols: [[NO_CARD; MAX_HEIGHT]; MAX_COLUMNS],
            len: [0; MAX_COLUMNS],
            top: [NO_CARD; MAX_COLUMNS],
            tops: [0; 16],
            ncols: columns.len(),
            found: [0; 4],
            ranks,
            pred: [NO_CARD; 64],
            below: [0; 64],
            weight: [0; 64],
            fweight: [0; 4],
            key: 0,
            mask: [0; MAX_COLUMNS],
            over_pred: 0,
            beneath: [NO_CARD; 64],
            col_of: [u8::MAX; 64],
            idx_of: [0; 64],
            prefix: [0; PREFIXES],
            way_home: false,
            relax: Relaxation::new(
                ranks,
                &columns
                    .iter()
                    .map(|col| col.iter().map(|&c| code(c)).collect::<Vec<u8>>())
                    .collect::<Vec<_>>(),
                rules.fewer_columns_than_ranks(),
            ),
            fewer_columns: rules.fewer_columns_than_ranks(),
            schedule: if rules.fewer_columns_than_ranks() {
                RestartSchedule::LubyCapped {
                    cap: u64::MAX,
                    last_percent: 40,
                    early: Some(EarlyRun {
                        from: FEWER_COLUMNS_EARLY_FROM,
                        nodes: EARLY_RUN_NODES,
                    }),
                }
            } else {
                RestartSchedule::LubyCapped {
                    cap: 8,
                    last_percent: 10,
                    early: Some(EarlyRun {
                        from: HARD_NODES,
                        nodes: EARLY_RUN_NODES,
                    }),
                }
            },
        };
        for (i, col) in columns.iter().enumerate() {
            assert!(
                col.len() + usize::from(ranks) <= MAX_HEIGHT,
                "a column too tall"
            );
            let mut under = NO_CARD;
            for &c in col {
                let k = code(c);
                pos.cols[i][usize::from(pos.len[i])] = k;
                if k >= 4 && pos.mask[i] & 1 << (k - 4) != 0 {
                    pos.over_pred |= 1 << k;
                }
                pos.col_of[usize::from(k)] = i as u8;
                pos.idx_of[usize::from(k)] = pos.len[i];
                pos.len[i] += 1;
                pos.mask[i] |= 1 << k;
                pos.pred[usize::from(k)] = under;
                pos.beneath[usize::from(k)] = under;
                under = k;
            }
            pos.top[i] = under;
            if under != NO_CARD {
                pos.tops[usize::from(rank(under))] |= 1 << i;
            }
            pos.prefix[i] = pos.len[i];
        }
        // Place values: 5 for each card that is not a king, then ranks + 1 for each foundation.
        let mut w: u128 = 1;
        for k in 0..ranks * 4 {
            if rank(k) != ranks {
                pos.weight[usize::from(k)] = w;
                w *= 5;
            }
        }
        for s in 0..4 {
            pos.fweight[s] = w;
            w *= u128::from(ranks) + 1;
        }
        for c in out {
            pos.found[suit(code(c))] = 1;
            pos.key += pos.fweight[suit(code(c))];
        }
        pos
    }

    /// What card `c` lying on `under` (`NO_CARD`: nothing) means in the key: 0 when it is the
    /// card under `c` in the deal (or nothing, at the head of its column), else 1 + its suit.
    /// A card that is not dealt's under it can only be one rank above it (it was packed there),
    /// so the suit names it.
    #[inline]
    fn below_code(&self, c: u8, under: u8) -> u8 {
        if under == self.pred[usize::from(c)] {
            0
        } else {
            1 + suit(under) as u8
        }
    }

    #[inline]
    fn set_below(&mut self, c: u8, b: u8) {
        let i = usize::from(c);
        let w = self.weight[i];
        self.key = self
            .key
            .wrapping_sub(w * u128::from(self.below[i]))
            .wrapping_add(w * u128::from(b));
        self.below[i] = b;
    }

    #[inline]
    fn top(&self, col: usize) -> u8 {
        self.top[col]
    }

    #[inline]
    fn pop(&mut self, col: usize) -> u8 {
        self.len[col] -= 1;
        self.prefix[col] = self.prefix[col].min(self.len[col]);
        let c = self.cols[col][usize::from(self.len[col])];
        self.tops[usize::from(rank(c))] &= !(1 << col);
        let under = self.column_top(col);
        if under != NO_CARD {
            self.tops[usize::from(rank(under))] |= 1 << col;
        }
        self.top[col] = under;
        self.mask[col] &= !(1 << c);
        self.over_pred &= !(1 << c);
        self.col_of[usize::from(c)] = u8::MAX;
        c
    }

    /// Puts `c` on column `col` and records what it lies on.
    #[inline]
    fn push(&mut self, col: usize, c: u8) {
        let b = self.below_code(c, self.top(col));
        if self.prefix[col] == self.len[col]
            && self
                .relax
                .is_dealt_place(c, col, usize::from(self.len[col]))
        {
            self.prefix[col] += 1;
        }
        self.cols[col][usize::from(self.len[col])] = c;
        let under = self.top[col];
        self.beneath[usize::from(c)] = under;
        if under != NO_CARD {
            self.tops[usize::from(rank(under))] &= !(1 << col);
        }
        self.tops[usize::from(rank(c))] |= 1 << col;
        self.top[col] = c;
        if c >= 4 && self.mask[col] & 1 << (c - 4) != 0 {
            self.over_pred |= 1 << c;
        }
        self.col_of[usize::from(c)] = col as u8;
        self.idx_of[usize::from(c)] = self.len[col];
        self.len[col] += 1;
        self.mask[col] |= 1 << c;
        self.set_below(c, b);
    }

    /// Whether the blocked-card proof frees every blocked card (if not, the position is lost),
    /// a case of the way-home proof (see [`Game::is_dead`]) that the tests compare with it.
    ///
    /// A card lying above a lower card of its suit in its column must be packed before that
    /// card goes home. Start with every such card *blocked*, then free, until nothing changes,
    /// each blocked card with a possible target: a card one rank higher, not on the
    /// foundations, not under it in its own column, and with no blocked card above it in its
    /// column.
    #[cfg(test)]
    fn frees_blocked(&self) -> bool {
        const NONE: u8 = u8::MAX;
        let (col_of, idx_of) = (&self.col_of, &self.idx_of);
        let mut blocked = 0u64;
        for col in 0..self.ncols {
            let mut under = 0u64;
            for &k in &self.cols[col][..usize::from(self.len[col])] {
                if under & lower(k) != 0 {
                    blocked |= 1 << k;
                }
                under |= 1 << k;
            }
        }
        while blocked != 0 {
            // The highest place of a blocked card in each column, plus one (0: none).
            let mut top = [0u8; MAX_COLUMNS];
            let mut rest = blocked;
            while rest != 0 {
                let x = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let c = usize::from(col_of[x]);
                top[c] = top[c].max(idx_of[x] + 1);
            }
            let mut freed: u64 = 0;
            let mut rest = blocked;
            while rest != 0 {
                let x = rest.trailing_zeros() as u8;
                rest &= rest - 1;
                let up = rank(x) + 1;
                if up > self.ranks {
                    continue;
                }
                let target = (0..4u8).any(|t| {
                    let z = usize::from((up - 1) * 4 + t);
                    let c = col_of[z];
                    self.found[usize::from(t)] < up
                        && c != NONE
                        && !(c == col_of[usize::from(x)] && idx_of[z] < idx_of[usize::from(x)])
                        && top[usize::from(c)] <= idx_of[z] + 1
                });
                if target {
                    freed |= 1 << x;
                }
            }
            if freed == 0 {
                return false;
            }
            blocked &= !freed;
        }
        true
    }

    /// Whether every card not home may still go home by the *way-home proof* (if not, the
    /// position is lost): a least fixed point over the cards where they lie now, runs included,
    /// which the relaxed games set free. Where the foundations are stuck, the packed cards can
    /// lie in many thousands of arrangements, every one lost for the same reason (each card
    /// that could uncover the next card of a suit needs a host that only it could uncover);
    /// the search would walk them all, and this proves the first it meets lost.
    ///
    /// Three sets grow together from nothing until they stop. A card is *exposable* when every
    /// card above it in its column is *removable*. It has a *host* when some card one rank
    /// higher, not home and not under it in its column, is exposable. It is *homeable* when it
    /// is exposable and its suit's card one rank lower is home or homeable, that card not under
    /// it in its column unless it has a host (it can be packed away first). It is removable
    /// when it is exposable and has a host or is homeable. Kings have no host.
    ///
    /// Why it is sound: take any line of play from here, and show, by induction over its moves,
    /// that a card that leaves its place is removable and a card that goes home is homeable.
    /// When a card `x` leaves its place for the first time it is a top card, so every card above
    /// it has left before: `x` is exposable. If it is packed on `h`, then `h` is a top card and
    /// not home; if `h` has not moved, every card above it has left, and if it has, every card
    /// above it had left at its first move: `h` is exposable, and it does not lie under `x` in
    /// `x`'s column (`x` would cover it still). If `x` goes home (first or later), its suit's
    /// card one rank lower is home, so was home here or went home before (homeable); if that
    /// card lay under `x` in its column, `x` must have been packed away first, so `x` has a
    /// host. In a win every card goes home, so each card not home is homeable. (The blocked-card
    /// proof is a weaker case: a card above a lower one of its suit needs a host.)
    ///
    /// Why a packing move of a card `x` that lay on a card `u` one rank higher keeps the answer
    /// (so `is_dead` asks again only after other moves): before it, `x` lay on `u` and the card
    /// `h` it goes to was a top card; after it, `x` lies on `h` and `u` is a top card. Either way
    /// `x` is a top card with a host (`h` before, `u` after) that is not under it, so it is
    /// removable at once, and then `u` and `h` are both exposable, and every other card lies
    /// where it lay. From there the sets grow the same way: the only thing that differs is which
    /// cards lie under `x`, and that matters only for `x`, which has its host either way.
    /// `tests` below check every position this proves lost, along random lines on small packs,
    /// against brute force.
    fn every_card_may_go_home(&self) -> bool {
        /// A bit at the lowest code of each rank.
        const LOWEST: u64 = 0x1111_1111_1111_1111;
        let (col_of, idx_of) = (&self.col_of, &self.idx_of);
        // The cards present; each column's next card not yet known removable (its *frontier*);
        // the cards exposable (the removable ones and the frontiers). A bit a code.
        let mut present = 0u64;
        let mut frontier = 0u64;
        for col in 0..self.ncols {
            present |= self.mask[col];
            if self.top[col] != NO_CARD {
                frontier |= 1 << self.top[col];
            }
        }
        let mut exposed = frontier;
        let over = self.over_pred;
        // The cards under `x` in its column.
        let under = |x: usize| -> u64 {
            let col = usize::from(col_of[x]);
            let mut m = 0u64;
            for i in 0..usize::from(idx_of[x]) {
                m |= 1 << self.cols[col][i];
            }
            m
        };
        // The cards removable, and those home or homeable (every code that is no card's too).
        let (mut removable, mut home) = (0u64, !present);
        loop {
            // The cards with a host: one rank below an exposed card (the four codes of a rank
            // share a nibble).
            let ranks = (exposed | exposed >> 1 | exposed >> 2 | exposed >> 3) & LOWEST;
            let hosted = (ranks >> 4) * 0b1111;
            // The cards whose suit's card one rank lower is home or homeable.
            let pred_home = home << 4 | 0b1111;
            // A frontier's exposable hosts lie in other columns or above it.
            let homed = frontier & pred_home & (!over | hosted);
            let moved = frontier & hosted | homed;
            home |= homed;
            removable |= moved;
            frontier &= !moved;
            let mut rest = moved;
            while rest != 0 {
                let x = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let y = self.beneath[x];
                if y != NO_CARD {
                    frontier |= 1 << y;
                    exposed |= 1 << y;
                }
            }
            // Removable cards whose suit's card below becomes home or homeable: at once unless
            // it lies under them, then with a host not under them.
            let mut grew = false;
            loop {
                let ready = removable & !home & (home << 4 | 0b1111) & !over;
                if ready == 0 {
                    break;
                }
                home |= ready;
                grew = true;
            }
            let mut rest = removable & !home & (home << 4 | 0b1111) & over & hosted;
            while rest != 0 {
                let x = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                if exposed & 0b1111 << ((x / 4 + 1) * 4) & !under(x) != 0 {
                    home |= 1 << x;
                    grew = true;
                }
            }
            if moved == 0 && !grew {
                break;
            }
        }
        home == u64::MAX
    }

    /// Column `col`'s top card read from the column (`NO_CARD` when empty); `top` keeps it.
    #[inline]
    fn column_top(&self, col: usize) -> u8 {
        match self.len[col] {
            0 => NO_CARD,
            n => self.cols[col][usize::from(n) - 1],
        }
    }

    /// The columns whose top card its foundation takes next, of rank at most `most`, a bit a
    /// column.
    #[inline]
    fn up_columns(&self, most: u8) -> u16 {
        let mut up = 0u16;
        for (s, &f) in self.found.iter().enumerate() {
            if f < most {
                let c = f * 4 + s as u8;
                let col = self.col_of[usize::from(c)];
                if col != u8::MAX && self.top[usize::from(col)] == c {
                    up |= 1 << col;
                }
            }
        }
        up
    }

    /// Whether `top` and `tops` agree with the columns (for debug assertions).
    fn tops_agree(&self) -> bool {
        let mut tops = [0u16; 16];
        for i in 0..self.ncols {
            let t = self.column_top(i);
            if t != self.top[i] {
                return false;
            }
            if t != NO_CARD {
                tops[usize::from(rank(t))] |= 1 << i;
            }
        }
        tops == self.tops
    }

    /// Whether code `c` can go to its foundation now.
    #[inline]
    fn playable(&self, c: u8) -> bool {
        c != NO_CARD && self.found[suit(c)] + 1 == rank(c)
    }

    /// The columns, head first, as cards (for tests and display).
    pub fn columns(&self) -> Vec<Vec<Card>> {
        (0..self.ncols)
            .map(|i| {
                self.cols[i][..usize::from(self.len[i])]
                    .iter()
                    .map(|&c| card(c))
                    .collect()
            })
            .collect()
    }

    /// How many cards of `c`'s suit and lower rank lie in column `col` (the reverses `c` would
    /// make there, or leaves behind when it is the column's top card).
    #[inline]
    fn reverses(&self, col: usize, c: u8) -> i32 {
        (self.mask[col] & lower(c)).count_ones() as i32
    }

    /// What freeing column `col`'s second card is worth in a move's score (see
    /// [`Game::moves`]): 8 when it can go to its foundation once uncovered, else 0.
    #[inline]
    fn freeing(&self, col: usize) -> i32 {
        let len = usize::from(self.len[col]);
        if len >= 2 && self.playable(self.cols[col][len - 2]) {
            8
        } else {
            0
        }
    }

    /// The move `m` of the current position as a person makes it, with the cards named.
    pub fn step(&self, m: BakersMove) -> BakersStep {
        match m {
            BakersMove::Foundation(col) => BakersStep::Foundation {
                card: card(self.top(usize::from(col))),
                from: col + 1,
            },
            BakersMove::Pack { from, to } => BakersStep::Pack {
                card: card(self.top(usize::from(from))),
                from: from + 1,
                onto: card(self.top(usize::from(to))),
                to: to + 1,
            },
        }
    }
}

impl Game for BakersPos {
    type Move = BakersMove;
    type Undo = BakersUndo;
    type Key = u128;

    /// A card can be packed from one card to another of the same rank and back.
    const CYCLIC: bool = true;
    /// A win is some 100 to 250 moves long, but a run can wander through rearrangements of the
    /// runs of packed cards down one path: Good Measure's deal 26598 goes 2.7 million positions
    /// deep in its last run (363 MiB), unknown either way. Of Good Measure's first 100,000
    /// deals, none decided at the default budget went deeper than 240,000 (`docs/experiments.md`,
    /// "Good Measure: a depth for the path").
    const MAX_DEPTH: usize = 1 << 19;
    const SAFE_MOVES: bool = true;
    /// The runs after the first shuffle the moves of the top 40 levels only, and keep the
    /// game's order below: each run starts differently and is then guided down by the scores
    /// of [`Game::moves`] (a win is some 100 to 250 moves long). Every depth tried, from 15 to
    /// 100, took fewer nodes than shuffling every level; the figures are in
    /// `docs/experiments.md` ("restarts that shuffle near the root only").
    const SHUFFLE_LEVELS: usize = 40;

    /// The foundations (a digit of base ranks + 1 a suit) and, for each card that is not a king
    /// (a digit of base 5), what it lies on: 0 for the card under it in the deal (or nothing),
    /// else 1 + the suit of the card one rank higher it was packed on. A card on its
    /// foundation counts 0; kings never leave their column but for the foundation. That is
    /// exact: the foundations say which cards are gone, and every other card knows the card
    /// under it, so each column is a chain from its head. For 13 ranks the key is below
    /// 5^48 x 14^4 < 2^127.
    fn key(&self) -> u128 {
        self.key
    }

    fn is_won(&self) -> bool {
        self.found.iter().all(|&f| f == self.ranks)
    }

    /// The nodes to a win over move orders are heavy-tailed, so Luby's schedule. With a column
    /// a rank or more (Baker's Dozen's layout) the deep wins are found by short runs, and runs
    /// of at most 8 units (2,400 nodes at the default first budget) find them sooner; the last
    /// tenth of the node limit goes to one run in the game's order, with the capacity game
    /// ([`Game::begin_run`]), which proves the losses too large for a short run (each of the
    /// first 100,000 deals' within 523,000 nodes; a longer last run costs memory, its path
    /// going about as deep as it has nodes); and since nearly all of them are proved within a
    /// few thousand nodes of its start, the same run is made once at [`HARD_NODES`], cut short
    /// at [`EARLY_RUN_NODES`], so that a hard lost deal need not wait for the last tenth. With
    /// fewer columns than ranks (Good Measure) the
    /// wins need longer runs, and the cap left more deals unknown: Luby's runs uncapped, and
    /// the last two fifths of the limit to the last run, which proves more of Good Measure's
    /// many losses than the short runs lose wins; its early run comes sooner, at
    /// [`FEWER_COLUMNS_EARLY_FROM`]. The measurements are in `docs/experiments.md`
    /// ("Baker's Dozen: short runs, and a last long one"; "Good Measure: a last long run";
    /// "Baker's Dozen: the capacity game in the last run"; "Good Measure: the last run made
    /// early").
    fn schedule(&self) -> RestartSchedule {
        self.schedule
    }

    /// Below the shuffled levels, a run after the first tries a random other move first at
    /// three positions in a hundred, and its last run keeps the game's order; with fewer
    /// columns than ranks (Good Measure), whose wins lie deeper, at two in five, the last run
    /// too. The measurements are in `docs/experiments.md` ("Baker's Dozen and Good Measure:
    /// turns against the order deep down"; "Good Measure: more turns, the last run too").
    fn deviations_per_mille(&self, run: RunStart) -> u64 {
        match (self.fewer_columns, run.runs_as_last()) {
            (true, _) => 400,
            (false, false) => 30,
            (false, true) => 0,
        }
    }

    /// The capacity game joins the loss proofs for the last run, the long run in the game's
    /// order that proves the losses, where it proves lost at once what the run would walk (its
    /// first proofs larger, [`LAST_RUN_PROOF_STATES`]), and for the early run, which runs as
    /// the last one does; and, with smaller proofs, for the short runs of a deal that has taken
    /// [`HARD_NODES`], for [`HARD_WINDOW`] nodes, where cutting lost branches short lets the
    /// runs reach more wins. (Good Measure plays it in every run.) In the short runs of the
    /// other deals, which find their wins soon, it costs more per node than it saves. The
    /// measurements are in `docs/experiments.md` ("Baker's Dozen: the capacity game in the
    /// last run").
    fn begin_run(&mut self, run: RunStart) {
        if run.runs_as_last() {
            self.relax
                .play_larger_proofs(LAST_RUN_PROOF_STATES, LAST_RUN_LARGER_PROOFS);
            return;
        }
        // Each short run sets its own budget, so those after the early run play as they
        // would without it: its capacity game (larger proofs, and their memories) ends with it.
        let states = if self.fewer_columns {
            Some(CAPACITY_STATES)
        } else if (HARD_NODES..HARD_NODES + HARD_WINDOW).contains(&run.nodes) {
            Some(HARD_CAPACITY_STATES)
        } else {
            None
        };
        self.relax.set_capacity(states);
    }

    /// Moves best first: those that undo reverses (a card above a lower one of its suit) or
    /// free a card for its foundation.
    ///
    /// The last card of a column is never packed (a dominance). Why no win is lost: take a win
    /// that packs a column's last card `c` from column `X` onto `y`; leave `c` where it was
    /// instead. Until `c` next leaves, whatever the win packs on `c` goes on it in `X`, and
    /// what it takes off `c` comes off there; `y`, covered by `c` in the win, is touched by no
    /// move meanwhile; and `X`, empty in the win, takes and gives no card (a space is never
    /// filled). So every move stays legal, card for card, and the game ends won, with one
    /// packing move fewer: repeat until no such move is left. With the safe moves to the
    /// foundations the same holds: a safe move played first, and the win's moves of its card
    /// dropped, gives a win that may pack a last card, which this removes again without
    /// touching the first move. `tests/bakers_dozen.rs` checks the search against brute force
    /// on thousands of small packs.
    fn moves(&mut self, out: &mut Vec<BakersMove>) {
        debug_assert!(self.tops_agree());
        let start = out.len();
        // Each move's promise, higher first, written as the move is listed: reverses undone
        // (4 for each card of its suit and lower rank the moved card leaves below it, less 4
        // for each it will lie on: a card above a lower one of its suit must be packed away
        // before that one goes home), 1 for a move home, 8 when the card uncovered can go
        // home, and 2 for each card its foundation takes next or after that (*soon*) in the
        // column it leaves, less 2 for each in the column it goes to (digging those out is
        // the way to the foundations; covering them is the way from them). At most a
        // foundation move and four packs (onto the four cards one rank higher) a column.
        let mut scores = [0i32; MAX_COLUMNS * 5];
        let mut n = 0;
        // The moves home, in column order: the columns whose top card its foundation takes
        // next, a bit a column.
        let mut up = self.up_columns(self.ranks);
        while up != 0 {
            let i = up.trailing_zeros() as usize;
            up &= up - 1;
            out.push(BakersMove::Foundation(i as u8));
            scores[n] = 1 + self.freeing(i);
            n += 1;
        }
        let (top, tops) = (self.top, self.tops);
        // The cards each foundation takes next and the card after it, a bit a code (for a
        // foundation holding `f` cards: codes `4f + s` and `4f + 4 + s`; codes past the king
        // are no card's).
        let mut soon = 0u64;
        for (s, &f) in self.found.iter().enumerate() {
            soon |= 0b1_0001u64 << (usize::from(f) * 4 + s);
        }
        // The columns whose top card has a card one rank higher to go on (no king has).
        let mut packable = 0u16;
        for r in 1..usize::from(self.ranks) {
            if tops[r + 1] != 0 {
                packable |= tops[r];
            }
        }
        while packable != 0 {
            let from = packable.trailing_zeros() as usize;
            packable &= packable - 1;
            let c = top[from];
            // A column's last card is never packed (see the doc: it uncovers nothing).
            if self.len[from] == 1 {
                continue;
            }
            let mut to = tops[usize::from(rank(c)) + 1];
            let base = 4 * self.reverses(from, c)
                + self.freeing(from)
                + 2 * (self.mask[from] & soon & !(1u64 << c)).count_ones() as i32;
            while to != 0 {
                let t = to.trailing_zeros() as usize;
                out.push(BakersMove::Pack {
                    from: from as u8,
                    to: t as u8,
                });
                scores[n] =
                    base - 4 * self.reverses(t, c) - 2 * (self.mask[t] & soon).count_ones() as i32;
                n += 1;
                to &= to - 1;
            }
        }
        // A stable insertion sort, best first: the order `sort_by_key` would give.
        let listed = &mut out[start..];
        let scores = &mut scores[..n];
        for i in 1..listed.len() {
            let (m, s) = (listed[i], scores[i]);
            let mut j = i;
            while j > 0 && scores[j - 1] < s {
                listed[j] = listed[j - 1];
                scores[j] = scores[j - 1];
                j -= 1;
            }
            listed[j] = m;
            scores[j] = s;
        }
    }

    /// The key changes in one card's digit (what it lies on) and, for a move home, one
    /// foundation's digit: computed without playing the move.
    #[inline]
    fn child_key(&mut self, m: BakersMove) -> u128 {
        let (c, gone) = match m {
            BakersMove::Foundation(col) => {
                let c = self.top(usize::from(col));
                (c, self.fweight[suit(c)])
            }
            BakersMove::Pack { from, to } => {
                let c = self.top(usize::from(from));
                let b = self.below_code(c, self.top(usize::from(to)));
                (c, self.weight[usize::from(c)] * u128::from(b))
            }
        };
        let w = self.weight[usize::from(c)];
        self.key
            .wrapping_sub(w * u128::from(self.below[usize::from(c)]))
            .wrapping_add(gone)
    }

    fn apply(&mut self, m: BakersMove) -> BakersUndo {
        let way_home = self.way_home;
        let card = match m {
            BakersMove::Foundation(col) => {
                let c = self.pop(usize::from(col));
                self.set_below(c, 0);
                self.found[suit(c)] += 1;
                self.key = self.key.wrapping_add(self.fweight[suit(c)]);
                self.way_home = false;
                c
            }
            BakersMove::Pack { from, to } => {
                let c = self.pop(usize::from(from));
                // Where the card lay is now its column's top: if it could go back there, the
                // way-home proof's answer stays.
                let under = self.top(usize::from(from));
                if under == NO_CARD || rank(under) != rank(c) + 1 {
                    self.way_home = false;
                }
                self.push(usize::from(to), c);
                BakersUndo::NONE
            }
        };
        BakersUndo::new(card, way_home)
    }

    fn undo(&mut self, m: BakersMove, u: BakersUndo) {
        self.way_home = u.way_home();
        let c = u.card();
        match m {
            BakersMove::Foundation(col) => {
                self.found[suit(c)] -= 1;
                self.key = self.key.wrapping_sub(self.fweight[suit(c)]);
                self.push(usize::from(col), c);
            }
            BakersMove::Pack { from, to } => {
                let c = self.pop(usize::from(to));
                self.push(usize::from(from), c);
            }
        }
    }

    /// Proved lost when some card not home has no way home by the way-home proof
    /// (`BakersPos::every_card_may_go_home`, whose doc argues why), or when one of its two
    /// relaxed games is lost: every card off its dealt place set free, or set free with each
    /// host holding one card and each card leaving bare (the module `bakers_dozen::relaxed`, whose
    /// doc argues why).
    ///
    /// The way-home proof covers the blocked-card proof of earlier builds (a card above a lower
    /// one of its suit must be packed before that one goes home, so it needs a host that can be
    /// uncovered: one such card without proves a loss). Such a card cannot go home before the
    /// lower one, which it covers, so it is removable only with a host, and a host is exposable
    /// only when every card above it is removable, which asks more than "no blocked card above
    /// it"; so a card the blocked-card proof leaves blocked is not removable here, and the card
    /// under it not homeable. The unit test below checks this along its lines of play.
    fn is_dead(&mut self) -> bool {
        if self.way_home {
            debug_assert!(self.every_card_may_go_home());
        } else if self.every_card_may_go_home() {
            self.way_home = true;
        } else {
            return true;
        }
        self.relax.is_lost(&self.prefix, self.ncols, self.found)
    }

    /// A top card `c` of rank `r` that can go to its foundation goes there at once when every
    /// card of rank `r - 2` (of any suit) is on the foundations already (aces and twos: always).
    /// Then every card of rank `r - 1` is home or can go home as soon as it is a top card (its
    /// foundation holds `r - 2`, and cannot pass it without it), and nothing can ever be packed
    /// on one of them (only a card of rank `r - 2` could be).
    ///
    /// Why it is safe (if the position is won, some win starts with it): take a win `W`; play
    /// `c` home first, then `W`, changed thus: a move of `W` packing a card `d` on `c` (rank
    /// `r - 1`, a top card then) plays `d` home instead, which is legal (its foundation holds
    /// `r - 2` then) and uncovers the same card; `W`'s later moves of `c` and of such a `d`
    /// are dropped. In `W` nothing lies on `c` but such cards `d`, and nothing ever lies on a
    /// `d`. So at every step each column holds what it holds in `W`, less `c` and the `d`s,
    /// which lay on top of it: every other top card of `W` is a top card here and every other
    /// move of `W` stays legal (a foundation move of `c`'s or a `d`'s suit comes after that
    /// card's, which is home already here). The end is `W`'s: won. (The rule of the build
    /// before, every card of rank `r - 1` home, is the case where no `d` exists.)
    /// `tests/bakers_dozen.rs` checks the search with these moves against a brute-force
    /// search without them on thousands of small packs.
    fn safe_move(&mut self) -> Option<BakersMove> {
        let floor = *self.found.iter().min().unwrap_or(&0);
        // The first column, in column order, whose top card its foundation takes next and
        // whose rank is at most `floor + 2`.
        let up = self.up_columns(self.ranks.min(floor + 2));
        (up != 0).then(|| BakersMove::Foundation(up.trailing_zeros() as u8))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bakers_dozen::check::brute_force_winnable_after;
    use crate::pack::PackGame;
    use rand::{RngExt, SeedableRng};
    use rand_pcg::Pcg64;

    /// Plays a random line of at most 60 moves from each of deals 1-150 of each shape `(ranks,
    /// columns, aces_out)` (the generator seeded by the shape and `seed`), and calls `check` at
    /// each position with the rules, the pack and the steps played; a line ends when `check`
    /// says so (`true`) or no move is left.
    fn random_lines(
        shapes: &[(u8, u8, u8)],
        seed: u64,
        mut check: impl FnMut(&mut BakersPos, &BakersRules, &[Card], &[BakersStep]) -> bool,
    ) {
        for &(ranks, columns, aces_out) in shapes {
            let rules = BakersRules {
                ranks,
                columns,
                aces_out,
            };
            let game = PackGame::new(rules).expect("valid rules");
            let mut rng = Pcg64::seed_from_u64(u64::from(ranks * 16 + columns) + seed);
            for deal in 1..=150 {
                let pack = game.pack(deal);
                let mut pos = BakersPos::new(&rules, &pack);
                let mut steps = Vec::new();
                let mut moves = Vec::new();
                for _ in 0..60 {
                    if check(&mut pos, &rules, &pack, &steps) {
                        break;
                    }
                    moves.clear();
                    pos.moves(&mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    let m = moves[rng.random_range(0..moves.len())];
                    steps.push(pos.step(m));
                    pos.apply(m);
                }
            }
        }
    }

    /// Along random lines of play on small packs (both ways of dealing), every position the
    /// way-home proof calls lost is lost by brute force over the rest of the game, every
    /// position the blocked-card proof calls lost it calls lost too, and it calls some lost that
    /// the blocked-card proof does not.
    #[test]
    fn the_way_home_proof_agrees_with_exhaustive_search() {
        let (mut proved, mut beyond_blocked) = (0, 0);
        let shapes = [(4, 3, 0), (5, 4, 2), (5, 3, 0), (6, 4, 2)];
        random_lines(&shapes, 0, |pos, rules, pack, steps| {
            assert!(
                pos.frees_blocked() || !pos.every_card_may_go_home(),
                "{rules:?}, {pack:?} after {steps:?}: lost by blocked cards only"
            );
            if pos.every_card_may_go_home() {
                return false;
            }
            proved += 1;
            beyond_blocked += usize::from(pos.frees_blocked());
            assert!(
                !brute_force_winnable_after(rules, pack, steps),
                "{rules:?}, {pack:?} after {steps:?}: proved lost, but won"
            );
            true
        });
        assert!(proved > 100, "only {proved} positions proved lost");
        assert!(
            beyond_blocked > 20,
            "only {beyond_blocked} beyond the blocked cards"
        );
    }

    /// Along random lines of play on small packs (both ways of dealing, and as many columns as
    /// ranks or fewer, the capacity game played in every one), every position the relaxed games
    /// call lost is lost by brute force over the rest of the game, and some are proved lost
    /// only because a card of the capacity game leaves bare (a rule that never binds fails).
    #[test]
    fn the_relaxed_games_agree_with_exhaustive_search_in_play() {
        let (mut proved, mut by_bare) = (0, 0);
        // The same relaxation with cards that may leave loaded, made at each line's start.
        let mut loaded = None;
        let shapes = [(4, 4, 0), (5, 4, 2), (5, 3, 0), (5, 5, 0), (6, 4, 2)];
        random_lines(&shapes, 7, |pos, rules, pack, steps| {
            if steps.is_empty() {
                pos.relax
                    .set_capacity(Some(super::super::relaxed::CAPACITY_STATES));
                let mut relax = pos.relax.clone();
                relax.bare = false;
                loaded = Some(relax);
            }
            if !pos.relax.is_lost(&pos.prefix, pos.ncols, pos.found) {
                return false;
            }
            proved += 1;
            let loaded = loaded.as_mut().expect("made at the line's start");
            by_bare += usize::from(!loaded.is_lost(&pos.prefix, pos.ncols, pos.found));
            assert!(
                !brute_force_winnable_after(rules, pack, steps),
                "{rules:?}, {pack:?} after {steps:?}: proved lost, but won"
            );
            true
        });
        assert!(proved > 100, "only {proved} positions proved lost");
        assert!(by_bare > 10, "only {by_bare} proved by a card leaving bare");
    }
}
