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

use crate::rows::{rank, suit};
use ahash::AHashMap;

/// The most relaxed states one deal remembers before the memory is cleared.
const MEMORY_STATES: usize = 1 << 21;

/// The most relaxed states one proof may expand before it gives up (then nothing is proved).
const PROOF_STATES: u32 = 20_000;

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
    /// The bits of the key each column's prefix length takes.
    bits: u32,
    /// Relaxed keys decided: `true` won, `false` lost.
    memory: AHashMap<u128, bool>,
    /// The key asked last and its answer (`u128::MAX`: none yet): the search asks again and
    /// again in one relaxed state, which only a move to a foundation or out of a prefix changes.
    last: (u128, bool),
}

/// A relaxed state: each column's prefix length and each suit's foundation.
#[derive(Copy, Clone)]
struct State {
    prefix: [u8; super::MAX_COLUMNS],
    found: [u8; 4],
}

impl Relaxation {
    /// The relaxation of a deal whose columns, head first, hold the codes `columns`.
    pub(super) fn new(ranks: u8, columns: &[Vec<u8>]) -> Relaxation {
        let mut home = [(u8::MAX, u8::MAX); 64];
        let mut tallest = 1;
        for (i, col) in columns.iter().enumerate() {
            tallest = tallest.max(col.len());
            for (j, &c) in col.iter().enumerate() {
                home[usize::from(c)] = (i as u8, j as u8);
            }
        }
        Relaxation {
            ranks,
            home,
            dealt: columns.to_vec(),
            bits: usize::BITS - tallest.leading_zeros(),
            memory: AHashMap::default(),
            last: (u128::MAX, false),
        }
    }

    /// Whether the relaxed game of the position with these prefix lengths (one a column) and
    /// foundations (the top rank of each suit's, 0 for none) is proved lost.
    pub(super) fn is_lost(&mut self, prefix: &[u8], found: [u8; 4]) -> bool {
        let mut s = State {
            prefix: [0; super::MAX_COLUMNS],
            found,
        };
        s.prefix[..prefix.len()].copy_from_slice(prefix);
        let key = self.key(&s, prefix.len());
        if key == self.last.0 {
            return self.last.1;
        }
        if self.memory.len() > MEMORY_STATES {
            self.memory.clear();
        }
        let lost = if let Some(&won) = self.memory.get(&key) {
            !won
        } else {
            let mut budget = PROOF_STATES;
            let v = self.won(s, prefix.len(), &mut budget);
            if let Some(won) = v {
                self.memory.insert(key, won);
            }
            v == Some(false)
        };
        self.last = (key, lost);
        lost
    }

    fn key(&self, s: &State, ncols: usize) -> u128 {
        let mut k = 0u128;
        for &f in &s.found {
            k = k << 4 | u128::from(f);
        }
        for &p in &s.prefix[..ncols] {
            k = k << self.bits | u128::from(p);
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

    /// Whether the relaxed game of `s` is won; `None` when the budget ran out first.
    fn won(&mut self, mut s: State, ncols: usize, budget: &mut u32) -> Option<bool> {
        self.closure(&mut s, ncols);
        // Foundation moves that cost nothing, at once (see the module's doc).
        loop {
            let mut played = false;
            for t in 0..4u8 {
                let f = s.found[usize::from(t)];
                if f == self.ranks {
                    continue;
                }
                let next = f * 4 + t;
                let place = self.place(&s, next);
                if matches!(place, Place::Home | Place::Buried) {
                    continue;
                }
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
        if s.found.iter().all(|&f| f == self.ranks) {
            return Some(true);
        }
        let key = self.key(&s, ncols);
        if let Some(&v) = self.memory.get(&key) {
            return Some(v);
        }
        if *budget == 0 {
            return None;
        }
        *budget -= 1;
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
    use rand::seq::SliceRandom;
    use rand::SeedableRng;
    use rand_pcg::Pcg64;

    /// Every deal the relaxed game proves lost at the start is lost by brute force, and the proof
    /// fires on some deals of every shape (so a proof that never fires fails too).
    #[test]
    fn relaxed_losses_are_losses() {
        for (ranks, columns, aces_out) in [(4, 3, 0), (4, 4, 0), (5, 4, 2), (5, 5, 0), (6, 5, 0)] {
            let rules = BakersRules {
                ranks,
                columns,
                aces_out,
            };
            let game = PackGame::new(rules).expect("valid rules");
            let mut rng = Pcg64::seed_from_u64(u64::from(ranks * 16 + columns));
            let mut proved = 0;
            for _ in 0..400 {
                let mut pack = game.pack(0);
                pack.shuffle(&mut rng);
                let (cols, out) = deal_columns(&rules, &pack);
                let codes: Vec<Vec<u8>> = cols
                    .iter()
                    .map(|c| c.iter().map(|&x| code(x)).collect())
                    .collect();
                let mut found = [0u8; 4];
                for &c in &out {
                    found[suit(code(c))] = rank(code(c));
                }
                let prefix: Vec<u8> = codes.iter().map(|c| c.len() as u8).collect();
                if Relaxation::new(ranks, &codes).is_lost(&prefix, found) {
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
}
