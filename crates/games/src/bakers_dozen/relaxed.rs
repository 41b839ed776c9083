//! A loss proof for Baker's Dozen: the game with every card that has left its dealt place set
//! free, solved exactly.
//!
//! A column is always its dealt cards from the head up to some point (its *prefix*: the cards
//! still in their dealt places) with a run packed on them. In the *relaxed game* only the
//! prefixes and the foundations count; every other card not yet home is in a *pool*, as if in a
//! cell of its own:
//! - the top card of a prefix (not a king) may go to the pool when some card one rank higher,
//!   not home, is in the pool or is the top of another prefix (a possible host);
//! - the top card of a prefix, or a card of the pool, may go to its foundation when the card
//!   one rank lower of its suit is there.
//!
//! **Why a loss here is a loss in the game.** Map a position to its prefixes and foundations.
//! Every move of the game is a move of the relaxed game or changes nothing there: packing a
//! card that is not in its prefix (a run card) moves it from pool to pool; packing the top card
//! of a prefix `x` on a top card `h` one rank higher moves `x` to the pool, and `h` is not home
//! and is either a run card (in the pool) or the top of another prefix (a column's top card
//! with no run on it); a card going home from a column top goes home from its prefix or the
//! pool. So a win of the game maps to a win of the relaxed game, and a position whose relaxed
//! game is lost is lost.
//!
//! **How it is solved.** Sending a prefix's top card to the pool only helps: the card can still
//! host, and go home, from the pool, and the card under it becomes a possible host. So the
//! solver sends every card it can to the pool at once (a closure), then tries each foundation
//! move, with memory of the states it has decided. Sending a card home costs only its use as a
//! host, so when no card one rank lower is still in a prefix (nothing could need it as a host
//! again: prefixes only shrink) the solver plays it without trying the others, and an ace
//! always. `tests/bakers_dozen.rs` checks on thousands of small packs that every deal this
//! proves lost, brute force finds lost too, and that it proves some.
//!
//! **A second, tighter relaxation: hosts hold one card.** Every card above a prefix was packed,
//! so it lies on a card one rank higher, and no two lie on the same card: each pool card of rank
//! `r` lies on its own card of rank `r + 1`, which is in the pool or is a prefix top. So in every
//! position of the game, for every rank `r`, *the pool's cards of rank `r` number at most the
//! pool's cards of rank `r + 1` plus the prefix tops of rank `r + 1`* (the capacity bound; no
//! queen leaves its prefix but onto a king bared to the head of its column, and only one a
//! king). The *capacity game* has the relaxed game's moves, each allowed only when the state
//! after it keeps the bound (the first game's need of a host is part of it: a rank-`r` card
//! can join the pool only if there are more rank-`r + 1` hosts than rank-`r` pool cards). Every
//! move of the game maps to a move of the capacity game or to no change (as above, and the
//! position after it keeps the bound), so a win of the game maps to a win there: a position
//! whose capacity game is lost is lost. Joining the pool is no longer free (it takes a host),
//! so there is no closure: the solver tries every move, foundation moves first, with memory,
//! and plays at once only the moves that cost nothing: an ace home, and a card home when every
//! card one rank lower is home (it hosts nothing now or later, and leaving frees its host).
//!
//! **A card moves bare.** In the game a card leaves its place (for another card or home) only
//! as a column's top card, so nothing lies on it: then every pool card one rank lower lies on
//! some *other* card of its rank, in the pool or a prefix top. So in the capacity game a prefix
//! top or a pool card of rank `r` may leave only when *the pool's cards of rank `r - 1` number
//! fewer than the pool's cards and prefix tops of rank `r`* (it counts among those), read before
//! the move: the game's moves still map to moves of the capacity game. Without it, the bound let
//! a host leave while loaded, as if its card could step aside and back for free. With it, the
//! search proves lost at their first position many of Good Measure's arrangements of packed
//! cards that were lost for want of hosts, which it walked one by one (docs/experiments.md has
//! the figures). The moves that cost nothing keep it: the pool holds no card one rank below
//! theirs. The tests check every position it proves lost, along random lines on small packs,
//! against brute force.
//!
//! **A card back in its dealt place.** A card packed back on the card it was dealt on (one
//! rank higher, the top of its prefix) rejoins the prefix: the relaxed state after it is not one
//! the relaxed games reach by a move. It needs none: the state before it wins whenever the
//! state after it does, so a won line of the game still gives a won relaxed game. In the state
//! before, the card is in the pool and the card under it a prefix top; after, the card is a
//! prefix top and the card under it buried. Each bound holds in one exactly when it holds in
//! the other: before, the card counts among its rank's pool cards instead of its prefix tops,
//! and the prefix tops one rank higher count one more, as do the pool cards of its rank they
//! are set against. So every move of the state after is one of the state before but the card's
//! leaving its prefix, which brings the state after back to the state before; in the first
//! relaxed game the card in the pool can do all it could as a prefix top.

use crate::rows::{rank, suit};
use ahash::AHashSet;
use std::hash::{Hash, Hasher};

/// The most relaxed states one deal remembers in each memory before it is cleared. A cleared
/// map keeps its room, so this bounds each thread's memory. On deals 1-2,000, one thread,
/// Good Measure took the same nodes at `1 << 20` as at `1 << 21`, but at `1 << 18` 13% more
/// and left two more deals unknown; with the capacity game, Baker's Dozen peaked at 244 MiB
/// at `1 << 21` and 142 MiB at `1 << 20`, in the same nodes.
const MEMORY_STATES: usize = 1 << 20;

/// The most relaxed states one proof may expand before it gives up (then nothing is proved).
const PROOF_STATES: u32 = 20_000;

/// The most capacity-game states one proof may expand before it gives up. Its states are many
/// more than the first game's (no closure), and a won one is found at once.
pub(super) const CAPACITY_STATES: u32 = 1000;

/// The dealt layout the relaxed game needs, and the verdicts found so far.
#[derive(Clone, Debug)]
pub(super) struct Relaxation {
    /// Ranks a suit (the top one is the king).
    ranks: u8,
    /// For each card code, its column and its place from the head (`u8::MAX` for a card dealt
    /// to its foundation).
    home: [(u8, u8); 64],
    /// Each column's dealt cards, head first, as codes.
    dealt: Vec<Vec<u8>>,
    /// Relaxed keys decided, and their verdicts.
    memory: Verdicts,
    /// Whether the capacity game is played: from the start with fewer columns than ranks (Good
    /// Measure), else when the search asks ([`Relaxation::set_capacity`]: Baker's Dozen's
    /// last run, and a while on hard deals). With 13 columns of 4 its states are many and most
    /// proofs give up: played at every node, Baker's Dozen's first 100,000 deals left 47
    /// unknown instead of 81, but took 904 s on two cores instead of 231, and 418 MiB instead
    /// of 200; the short runs of the easy deals find the wins, and pay for it without needing
    /// it.
    capacity: bool,
    /// Whether a card of the capacity game leaves only bare (see the module's doc): always,
    /// but for tests that show what it adds.
    pub(super) bare: bool,
    /// Capacity-game keys decided, and their verdicts.
    capacity_memory: Verdicts,
    /// Relaxed keys whose capacity game a proof left undecided within its budget: not asked
    /// again. Kept apart from the decided ones, which the proofs read as they go: an undecided
    /// state taken there as won stopped later proofs that pass through it, so that a deal's
    /// proofs grew weaker with every state left undecided (Good Measure's deal 455, lost in
    /// 878,000 nodes by one run, stayed unknown at 20 million with restarts).
    capacity_undecided: AHashSet<u64>,
    /// The state asked last and its answer (none yet: `None`): the search asks again and again
    /// in one relaxed state, which only a move to a foundation or out of a prefix changes.
    /// Compared as it is, not by its key, which takes longer to make than the comparison.
    last: Option<(State, bool)>,
    /// The most capacity-game states one proof may expand (see [`CAPACITY_STATES`]).
    capacity_states: u32,
    /// Proofs left that may expand [`Relaxation::larger_states`] states rather than
    /// `capacity_states` ([`Relaxation::play_larger_proofs`]).
    larger_left: u32,
    /// The most states each of those proofs may expand.
    larger_states: u32,
}

/// Relaxed keys decided, each with its verdict: a set of keys, each with the verdict in its top
/// bit (a key is below 2^50, see [`Relaxation::key`]), found by the key alone. Eight bytes an
/// entry where a map of keys to verdicts takes sixteen: the memories are most of a thread's
/// memory in a long run.
#[derive(Clone, Debug, Default)]
struct Verdicts(AHashSet<Decided>);

/// A key decided, with [`Decided::WON`] set when won; equal to and hashed as the key alone.
#[derive(Copy, Clone, Debug)]
struct Decided(u64);

impl Decided {
    const WON: u64 = 1 << 63;

    fn key(self) -> u64 {
        self.0 & !Self::WON
    }
}

impl PartialEq for Decided {
    fn eq(&self, other: &Decided) -> bool {
        self.key() == other.key()
    }
}

impl Eq for Decided {}

impl Hash for Decided {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.key().hash(state);
    }
}

impl Verdicts {
    /// The verdict of `key` (`true` won), if decided.
    fn get(&self, key: u64) -> Option<bool> {
        self.0.get(&Decided(key)).map(|d| d.0 & Decided::WON != 0)
    }

    /// Records that `key` is won (`true`) or lost.
    fn insert(&mut self, key: u64, won: bool) {
        debug_assert_eq!(key & Decided::WON, 0);
        self.0
            .insert(Decided(key | if won { Decided::WON } else { 0 }));
    }

    fn len(&self) -> usize {
        self.0.len()
    }

    fn clear(&mut self) {
        self.0.clear();
    }
}

/// For each rank (1 to 13), how many cards are in the pool and how many are prefix tops.
#[derive(Copy, Clone)]
struct Hosts {
    pool: [u8; 16],
    tops: [u8; 16],
}

impl Hosts {
    /// Whether the capacity bound holds: each rank's pool cards lie on distinct cards one rank
    /// higher, in the pool or prefix tops.
    fn fit(&self, ranks: u8) -> bool {
        (1..usize::from(ranks)).all(|r| self.pool[r] <= self.pool[r + 1] + self.tops[r + 1])
    }

    /// Whether a card of rank `r`, in the pool or a prefix top, can be bare: the pool's cards
    /// of rank `r - 1` lie on other cards of rank `r`.
    fn bare(&self, r: usize) -> bool {
        r == 1 || self.pool[r - 1] < self.pool[r] + self.tops[r]
    }
}

/// The prefix lengths a [`State`] and a position hold: the most columns, padded to 16 so that
/// a state is copied and compared as whole words (the search compares one at every position
/// it enters; a state copied byte by byte and read back as words stalls the processor).
pub(super) const PREFIXES: usize = 16;
const _: () = assert!(super::MAX_COLUMNS <= PREFIXES);

/// A relaxed state: each column's prefix length (0 past the last column) and each suit's
/// foundation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct State {
    prefix: [u8; PREFIXES],
    found: [u8; 4],
}

impl Relaxation {
    /// The relaxation of a deal whose columns, head first, hold the codes `columns`; with
    /// `capacity`, the capacity game too (see the module's doc).
    ///
    /// # Panics
    /// If its keys could reach 2^63, the verdict bit of its memories (no layout of at most 52
    /// cards in 16 columns does).
    pub(super) fn new(ranks: u8, columns: &[Vec<u8>], capacity: bool) -> Relaxation {
        let mut home = [(u8::MAX, u8::MAX); 64];
        let states = columns
            .iter()
            .try_fold(1u64 << 16, |n, col| n.checked_mul(col.len() as u64 + 1));
        assert!(
            states.is_some_and(|n| n <= Decided::WON),
            "a relaxed key leaves the verdict bit free"
        );
        for (i, col) in columns.iter().enumerate() {
            for (j, &c) in col.iter().enumerate() {
                home[usize::from(c)] = (i as u8, j as u8);
            }
        }
        Relaxation {
            ranks,
            home,
            dealt: columns.to_vec(),
            memory: Verdicts::default(),
            capacity,
            bare: true,
            capacity_memory: Verdicts::default(),
            capacity_undecided: AHashSet::default(),
            last: None,
            capacity_states: CAPACITY_STATES,
            larger_left: 0,
            larger_states: 0,
        }
    }

    /// Plays the capacity game from now on, each proof expanding at most `states` states, or
    /// (`None`) stops playing it; either way no larger proof is left
    /// ([`Relaxation::play_larger_proofs`]). A sound proof, as the module's doc argues, so
    /// playing it or not changes no verdict, only what is proved lost at once. Stopping it, or
    /// lowering its budget, lets go of its memories: they are sized for the larger proofs
    /// ([`Relaxation::capacity_memory_states`]).
    pub(super) fn set_capacity(&mut self, states: Option<u32>) {
        self.larger_left = 0;
        let was = self.capacity.then_some(self.capacity_states);
        if states == was {
            return;
        }
        if states.unwrap_or(0) < was.unwrap_or(0) {
            self.capacity_memory = Verdicts::default();
        }
        self.capacity = states.is_some();
        self.capacity_states = states.unwrap_or(CAPACITY_STATES);
        // The answers found without it, or with another budget, may change.
        self.last = None;
        self.capacity_undecided = AHashSet::default();
    }

    /// Plays the capacity game from now on (as [`Relaxation::set_capacity`] with
    /// [`CAPACITY_STATES`]), the next `count` proofs expanding at most `states` states each
    /// (Baker's Dozen's last run, whose losses are proved near its start). A proof's budget
    /// changes only what it decides, never a verdict it gives, so this is as sound as the
    /// capacity game.
    pub(super) fn play_larger_proofs(&mut self, states: u32, count: u32) {
        self.set_capacity(Some(CAPACITY_STATES));
        self.larger_states = states;
        self.larger_left = count;
        // Keys a smaller proof left undecided are asked again.
        self.last = None;
        self.capacity_undecided.clear();
    }

    /// The most states the next capacity-game proof may expand: a larger proof's while any is
    /// left ([`Relaxation::play_larger_proofs`]), one fewer left after it.
    fn proof_budget(&mut self) -> u32 {
        if self.larger_left > 0 {
            self.larger_left -= 1;
            self.larger_states
        } else {
            self.capacity_states
        }
    }

    /// The most capacity-game states one deal remembers in each memory: [`MEMORY_STATES`]
    /// for proofs of [`CAPACITY_STATES`] (Good Measure's, and Baker's Dozen's last run), a
    /// quarter of it for smaller proofs (Baker's Dozen's short runs on a hard deal, which then
    /// let it go): the last run's path is most of a thread's memory, and its proofs need the
    /// larger memory (with a quarter there, 6 of Baker's Dozen's first 100,000 deals went from
    /// lost to unknown).
    fn capacity_memory_states(&self) -> usize {
        if self.capacity_states >= CAPACITY_STATES {
            MEMORY_STATES
        } else {
            MEMORY_STATES / 4
        }
    }

    /// Whether the relaxed game of the position with these prefix lengths (one a column) and
    /// foundations (the top rank of each suit's, 0 for none) is proved lost.
    /// `prefix` holds 0 past the `ncols` columns.
    pub(super) fn is_lost(
        &mut self,
        prefix: &[u8; PREFIXES],
        ncols: usize,
        found: [u8; 4],
    ) -> bool {
        let s = State {
            prefix: *prefix,
            found,
        };
        if let Some((last, lost)) = self.last {
            if last == s {
                return lost;
            }
        }
        let key = self.key(&s, ncols);
        // Each bounded apart on purpose: a verdict is exact, and skipping an undecided key's
        // proof is sound, whether or not the other memories were cleared.
        if self.memory.len() > MEMORY_STATES {
            self.memory.clear();
        }
        let capacity_states = self.capacity_memory_states();
        if self.capacity_memory.len() > capacity_states {
            self.capacity_memory.clear();
        }
        if self.capacity_undecided.len() > capacity_states {
            self.capacity_undecided.clear();
        }
        let lost = if let Some(won) = self.memory.get(key) {
            !won
        } else {
            let mut budget = PROOF_STATES;
            let v = self.won(s, ncols, &mut budget);
            if let Some(won) = v {
                self.memory.insert(key, won);
            }
            v == Some(false)
        };
        let lost = lost
            || self.capacity && !self.capacity_undecided.contains(&key) && {
                let mut budget = self.proof_budget();
                let h = self.hosts(&s, ncols);
                let v = self.capacity_won(s, h, ncols, &mut budget);
                if v.is_none() {
                    self.capacity_undecided.insert(key);
                }
                v == Some(false)
            };
        self.last = Some((s, lost));
        lost
    }

    /// The state's key: its foundations (a digit of base 16 each) and its prefix lengths (a
    /// digit of base one more than the column's dealt cards each). Exact, and below 2^50 for
    /// any layout (`new` checks): 16^4 times at most (52 / 16 + 1)^16 for 52 cards in 16
    /// columns, so that the memories keep it with its verdict in 8 bytes ([`Verdicts`]).
    fn key(&self, s: &State, ncols: usize) -> u64 {
        let mut k = 0u64;
        for &f in &s.found {
            k = k << 4 | u64::from(f);
        }
        for (dealt, &p) in self.dealt[..ncols].iter().zip(&s.prefix) {
            k = k * (dealt.len() as u64 + 1) + u64::from(p);
        }
        k
    }

    /// Whether the card of `code` is home, in a prefix under its top, the top of its prefix
    /// (its column), or in the pool.
    fn place(&self, s: &State, code: u8) -> Place {
        if s.found[suit(code)] >= rank(code) {
            return Place::Home;
        }
        let (col, at) = self.home[usize::from(code)];
        let p = s.prefix[usize::from(col)];
        if at >= p {
            Place::Pool
        } else if at + 1 == p {
            Place::Top(col)
        } else {
            Place::Buried
        }
    }

    /// The place of the next card of suit `t` to go home, when it is free to go (a prefix top or
    /// in the pool); `None` when the suit is home or its next card buried.
    fn next_free(&self, s: &State, t: u8) -> Option<Place> {
        let f = s.found[usize::from(t)];
        if f == self.ranks {
            return None;
        }
        match self.place(s, f * 4 + t) {
            Place::Home | Place::Buried => None,
            place => Some(place),
        }
    }

    /// Sends to the pool every prefix top that has a possible host, until none has.
    fn closure(&self, s: &mut State, ncols: usize) {
        loop {
            let mut moved = false;
            for col in 0..ncols {
                let p = s.prefix[col];
                if p == 0 {
                    continue;
                }
                let x = self.code_at(col, p - 1);
                let r = rank(x);
                if r == self.ranks {
                    continue;
                }
                let hosted = (0..4u8).any(|t| match self.place(s, r * 4 + t) {
                    Place::Pool => true,
                    Place::Top(c) => usize::from(c) != col,
                    Place::Home | Place::Buried => false,
                });
                if hosted {
                    s.prefix[col] -= 1;
                    moved = true;
                }
            }
            if !moved {
                return;
            }
        }
    }

    /// The code dealt at place `at` of column `col`.
    fn code_at(&self, col: usize, at: u8) -> u8 {
        self.dealt[col][usize::from(at)]
    }

    /// Whether the card of `code` dealt to a column is at its dealt place when it lies at place
    /// `at` of column `col`.
    pub(super) fn is_dealt_place(&self, code: u8, col: usize, at: usize) -> bool {
        self.home[usize::from(code)] == (col as u8, at as u8)
    }

    /// The start of a proof's step at `s`: `Err` with the answer when it is known (all home:
    /// won; or remembered in `memory`) or the budget is spent (`None`); else `Ok` with the key
    /// of `s`, one state of the budget taken.
    fn visit(
        &self,
        s: &State,
        ncols: usize,
        memory: &Verdicts,
        budget: &mut u32,
    ) -> Result<u64, Option<bool>> {
        if s.found.iter().all(|&f| f == self.ranks) {
            return Err(Some(true));
        }
        let key = self.key(s, ncols);
        if let Some(v) = memory.get(key) {
            return Err(Some(v));
        }
        if *budget == 0 {
            return Err(None);
        }
        *budget -= 1;
        Ok(key)
    }

    /// Whether the relaxed game of `s` is won; `None` when the budget ran out first.
    fn won(&mut self, mut s: State, ncols: usize, budget: &mut u32) -> Option<bool> {
        self.closure(&mut s, ncols);
        // Foundation moves that cost nothing, at once (see the module's doc).
        loop {
            let mut played = false;
            for t in 0..4u8 {
                let Some(place) = self.next_free(&s, t) else {
                    continue;
                };
                let f = s.found[usize::from(t)];
                let free = f == 0
                    || (0..4u8).all(|u| {
                        matches!(self.place(&s, (f - 1) * 4 + u), Place::Home | Place::Pool)
                    });
                if free {
                    if let Place::Top(c) = place {
                        s.prefix[usize::from(c)] -= 1;
                    }
                    s.found[usize::from(t)] += 1;
                    played = true;
                }
            }
            if !played {
                break;
            }
            self.closure(&mut s, ncols);
        }
        let key = match self.visit(&s, ncols, &self.memory, budget) {
            Ok(key) => key,
            Err(answer) => return answer,
        };
        let mut unknown = false;
        for t in 0..4u8 {
            let f = s.found[usize::from(t)];
            if f == self.ranks {
                continue;
            }
            let mut next = s;
            match self.place(&s, f * 4 + t) {
                Place::Pool => {}
                Place::Top(c) => next.prefix[usize::from(c)] -= 1,
                Place::Home | Place::Buried => continue,
            }
            next.found[usize::from(t)] += 1;
            match self.won(next, ncols, budget) {
                Some(true) => {
                    self.memory.insert(key, true);
                    return Some(true);
                }
                Some(false) => {}
                None => unknown = true,
            }
        }
        if unknown {
            return None;
        }
        self.memory.insert(key, false);
        Some(false)
    }
}

impl Relaxation {
    /// The pool and the prefix tops of `s`, rank by rank.
    fn hosts(&self, s: &State, ncols: usize) -> Hosts {
        let mut h = Hosts {
            pool: [0; 16],
            tops: [0; 16],
        };
        for (col, dealt) in self.dealt[..ncols].iter().enumerate() {
            let p = usize::from(s.prefix[col]);
            if p > 0 {
                h.tops[usize::from(rank(dealt[p - 1]))] += 1;
            }
            for &c in &dealt[p..] {
                if s.found[suit(c)] < rank(c) {
                    h.pool[usize::from(rank(c))] += 1;
                }
            }
        }
        h
    }

    /// Takes `col`'s prefix top out of the prefix (to the pool, or home when `home`): the state
    /// and the counts after.
    fn take_top(&self, s: &mut State, h: &mut Hosts, col: usize, home: bool) {
        let p = s.prefix[col];
        let x = self.code_at(col, p - 1);
        h.tops[usize::from(rank(x))] -= 1;
        if !home {
            h.pool[usize::from(rank(x))] += 1;
        }
        s.prefix[col] = p - 1;
        if p > 1 {
            h.tops[usize::from(rank(self.code_at(col, p - 2)))] += 1;
        }
    }

    /// Sends home, if it can go, the next card of suit `t` (its place is `place`): the state and
    /// the counts after.
    fn send_home(&self, s: &mut State, h: &mut Hosts, t: u8, place: &Place) {
        let r = usize::from(s.found[usize::from(t)]) + 1;
        match *place {
            Place::Pool => h.pool[r] -= 1,
            Place::Top(c) => self.take_top(s, h, usize::from(c), true),
            Place::Home | Place::Buried => unreachable!("only a free card goes home"),
        }
        s.found[usize::from(t)] += 1;
    }

    /// Whether a card of rank `r` may leave its place in the capacity game whose counts are
    /// `h`: always when cards may leave loaded (tests only), else when it can be bare.
    fn may_leave(&self, h: &Hosts, r: u8) -> bool {
        !self.bare || h.bare(usize::from(r))
    }

    /// Whether the capacity game of `s` (see the module's doc), whose counts are `h` (its
    /// [`Relaxation::hosts`], kept up to date by the moves rather than counted again), is won;
    /// `None` when the budget ran out first.
    fn capacity_won(
        &mut self,
        mut s: State,
        mut h: Hosts,
        ncols: usize,
        budget: &mut u32,
    ) -> Option<bool> {
        // Foundation moves that cost nothing, at once: an ace, or a card whose rank below is
        // all home (it can host nothing, and leaving frees its host).
        loop {
            let mut played = false;
            for t in 0..4u8 {
                let Some(place) = self.next_free(&s, t) else {
                    continue;
                };
                let f = s.found[usize::from(t)];
                let free = f == 0 || (0..4u8).all(|u| s.found[usize::from(u)] >= f);
                if free {
                    self.send_home(&mut s, &mut h, t, &place);
                    played = true;
                }
            }
            if !played {
                break;
            }
        }
        let key = match self.visit(&s, ncols, &self.capacity_memory, budget) {
            Ok(key) => key,
            Err(answer) => return answer,
        };
        let mut unknown = false;
        let mut tried = |relax: &mut Relaxation, next: State, nh: Hosts| -> bool {
            match relax.capacity_won(next, nh, ncols, budget) {
                Some(true) => true,
                Some(false) => false,
                None => {
                    unknown = true;
                    false
                }
            }
        };
        let mut won = false;
        // Foundation moves first, then prefix tops to the pool.
        for t in 0..4u8 {
            let Some(place) = self.next_free(&s, t).filter(|_| !won) else {
                continue;
            };
            if !self.may_leave(&h, s.found[usize::from(t)] + 1) {
                continue;
            }
            let (mut next, mut nh) = (s, h);
            self.send_home(&mut next, &mut nh, t, &place);
            won = nh.fit(self.ranks) && tried(self, next, nh);
        }
        for col in 0..ncols {
            let p = s.prefix[col];
            if won || p == 0 {
                continue;
            }
            let r = rank(self.code_at(col, p - 1));
            if r == self.ranks || !self.may_leave(&h, r) {
                continue;
            }
            let (mut next, mut nh) = (s, h);
            self.take_top(&mut next, &mut nh, col, false);
            won = nh.fit(self.ranks) && tried(self, next, nh);
        }
        if won {
            self.capacity_memory.insert(key, true);
            return Some(true);
        }
        if unknown {
            return None;
        }
        self.capacity_memory.insert(key, false);
        Some(false)
    }
}

/// Where a card is in a relaxed state.
enum Place {
    Home,
    /// In a prefix, under its top.
    Buried,
    /// The top of column `0`'s prefix.
    Top(u8),
    Pool,
}

#[cfg(test)]
mod tests {
    use super::Relaxation;
    use crate::bakers_dozen::{brute_force_winnable, deal_columns, BakersRules};
    use crate::pack::PackGame;
    use crate::rows::{code, rank, suit};
    use patience_cards::Card;
    use rand::seq::SliceRandom;
    use rand::SeedableRng;
    use rand_pcg::Pcg64;

    /// 400 shuffled packs of `rules` (seeded by `seed`), each with its columns as codes, head
    /// first, and its foundations at the start of play.
    fn starts(rules: BakersRules, seed: u64) -> Vec<Start> {
        let game = PackGame::new(rules).expect("valid rules");
        let mut rng = Pcg64::seed_from_u64(seed);
        (0..400)
            .map(|_| {
                let mut pack = game.pack(0);
                pack.shuffle(&mut rng);
                let (cols, out) = deal_columns(&rules, &pack);
                let codes = cols
                    .iter()
                    .map(|c| c.iter().map(|&x| code(x)).collect())
                    .collect();
                let mut found = [0u8; 4];
                for &c in &out {
                    found[suit(code(c))] = rank(code(c));
                }
                Start { pack, codes, found }
            })
            .collect()
    }

    /// A shuffled pack, its columns as codes (head first) and its foundations at the start.
    struct Start {
        pack: Vec<Card>,
        codes: Vec<Vec<u8>>,
        found: [u8; 4],
    }

    /// Every deal the relaxed games prove lost at the start is lost by brute force, and the proof
    /// fires on some deals of every shape (so a proof that never fires fails too).
    #[test]
    fn relaxed_losses_are_losses() {
        for (ranks, columns, aces_out) in [(4, 3, 0), (4, 4, 0), (5, 4, 2), (5, 5, 0), (6, 5, 0)] {
            let rules = BakersRules {
                ranks,
                columns,
                aces_out,
            };
            let mut proved = 0;
            for Start { pack, codes, found } in starts(rules, u64::from(ranks * 16 + columns)) {
                let mut prefix = [0; super::PREFIXES];
                for (p, c) in prefix.iter_mut().zip(&codes) {
                    *p = c.len() as u8;
                }
                if Relaxation::new(ranks, &codes, true).is_lost(&prefix, codes.len(), found) {
                    proved += 1;
                    assert!(
                        !brute_force_winnable(&rules, &pack),
                        "{rules:?}: the relaxed game calls a winnable deal lost: {pack:?}"
                    );
                }
            }
            assert!(proved > 0, "{rules:?}: nothing proved lost");
        }
    }

    /// The larger proofs of [`Relaxation::play_larger_proofs`] are the next `count` ones; then
    /// the proofs take [`super::CAPACITY_STATES`] again.
    #[test]
    fn larger_proofs_are_counted() {
        let mut relax = Relaxation::new(4, &[vec![0, 1], vec![2, 3]], false);
        relax.play_larger_proofs(10_000, 2);
        let budgets: Vec<u32> = (0..4).map(|_| relax.proof_budget()).collect();
        assert_eq!(
            budgets,
            [
                10_000,
                10_000,
                super::CAPACITY_STATES,
                super::CAPACITY_STATES
            ]
        );
    }

    /// A run that sets its own budget after larger proofs (Baker's Dozen's short runs after
    /// the early run) plays with that budget only: the larger proofs left are dropped.
    #[test]
    fn a_budget_set_drops_the_larger_proofs_left() {
        let mut relax = Relaxation::new(4, &[vec![0, 1], vec![2, 3]], false);
        relax.play_larger_proofs(10_000, 2);
        relax.set_capacity(Some(100));
        assert_eq!((relax.proof_budget(), relax.proof_budget()), (100, 100));
        relax.play_larger_proofs(10_000, 2);
        relax.set_capacity(None);
        assert!(!relax.capacity);
        relax.set_capacity(Some(super::CAPACITY_STATES));
        assert_eq!(relax.proof_budget(), super::CAPACITY_STATES);
    }

    /// The capacity game (hosts hold one card) proves lost, at the start of play, deals that
    /// brute force finds lost and the first relaxed game does not; each is checked by brute
    /// force, and some must be found (a bound that never binds fails).
    #[test]
    fn the_capacity_bound_proves_more() {
        let mut more = 0;
        for (ranks, columns, aces_out) in [(4, 4, 0), (5, 4, 2), (5, 5, 0), (6, 5, 0)] {
            let rules = BakersRules {
                ranks,
                columns,
                aces_out,
            };
            for Start { pack, codes, found } in starts(rules, u64::from(ranks * 16 + columns) + 1) {
                let mut relax = Relaxation::new(ranks, &codes, true);
                let mut s = super::State {
                    prefix: [0; super::PREFIXES],
                    found,
                };
                for (p, c) in s.prefix.iter_mut().zip(&codes) {
                    *p = c.len() as u8;
                }
                let (mut b1, mut b2) = (u32::MAX, u32::MAX);
                let first = relax.won(s, codes.len(), &mut b1) == Some(false);
                let h = relax.hosts(&s, codes.len());
                if relax.capacity_won(s, h, codes.len(), &mut b2) == Some(false) {
                    assert!(
                        !brute_force_winnable(&rules, &pack),
                        "{rules:?}: the capacity game calls a winnable deal lost: {pack:?}"
                    );
                    more += usize::from(!first);
                }
            }
        }
        assert!(more > 0, "the capacity bound proved nothing more");
    }
}
