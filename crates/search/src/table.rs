//! The transposition table: a bounded set of the positions searched for the current problem.

use crate::game::StateKey;
use ahash::AHashSet;

/// How many slots a probe looks at before it overwrites one.
const PROBE: usize = 16;

/// Bytes of slots above which a table takes its largest size of address space at once, backed by
/// huge pages where the system allows (see `advise_huge_pages`).
const HUGE_FROM_BYTES: usize = 4 << 20;

/// Bytes of slots past which a growing table takes its largest size at once, rather than
/// doubling, when its owner asks ([`Table::set_largest_at_once`]): a hard problem then rehashes
/// its keys once, with a scratch of at most half this (the keys of the table before), instead
/// of at every doubling with a scratch of up to half the largest size. So the table's memory at
/// its peak is its largest size, plus half this at the moment it grows. It holds the same keys
/// either way until it is full, though in other slots; but clearing it for the next problem, or
/// the next run of a search that restarts, then costs its largest size.
pub const LARGEST_AT_ONCE_BYTES: usize = HUGE_FROM_BYTES;

/// Slots a table starts each problem with.
const MIN_SLOTS: usize = 1 << 8;

/// A set of state keys with bounded memory.
///
/// Open addressing with linear probing over bare keys (no per-slot metadata, so a slot is as small
/// as the key): the default key marks an empty slot, and whether the default key itself is in the
/// set is a separate flag. A key's home slot is its hash scaled to the slots in use (the high
/// bits of `hash x slots`), so the table may have any number of slots, not only a power of two:
/// its memory is used to the last slot that fits. Every entry lies within a window of `PROBE`
/// slots from its home slot, wrapping round at the end (an insert whose window is full grows the
/// table). The table starts each problem at `MIN_SLOTS` and grows (four times while small, then
/// twice, and, if its owner asks ([`Table::set_largest_at_once`]), past
/// [`LARGEST_AT_ONCE_BYTES`] to its largest size at once) while at most half full, up to the
/// most slots its memory allows; at that size an insert
/// whose window is full overwrites the entry at its home slot (the forgotten state may be searched
/// again; that costs time, never correctness), except that a pinned key ([`Table::pin`], a bit a
/// slot beside the slots) is remembered apart when overwritten. [`Table::reset`] clears only the slots the last
/// problem used (so clearing costs no more than filling did) and shrinks back to `MIN_SLOTS`: the
/// table's behaviour on a problem depends only on that problem, so node counts are the same
/// whichever thread, and after whichever problems, it runs.
pub struct Table<K: StateKey> {
    slots: Vec<K>,
    /// Slots in use for the current problem (`<= slots.len()`).
    size: usize,
    max_slots: usize,
    len: usize,
    has_default: bool,
    scratch: Vec<K>,
    /// The bytes `slots` was borrowed for, when it is a buffer borrowed from the pool of large
    /// ones (see [`crate::set_large_tables`]); the table's own slots wait in `own` meanwhile.
    borrowed: Option<usize>,
    own: Vec<K>,
    /// Whether the table may borrow a large buffer at all.
    may_borrow: bool,
    /// A bit a slot in use, set where the slot holds a pinned key ([`Table::pin`]); empty
    /// until a key is pinned.
    pins: Vec<u64>,
    /// Keys an insert overwrote while they were pinned (and some others, see
    /// [`Table::overwritten_pinned`]).
    evicted: AHashSet<K>,
    /// Whether the table's owner pins keys ([`Table::set_pinning`]).
    pinning: bool,
    /// Whether the pins were set since the slots last moved or the table was cleared (see
    /// [`Table::clear_pins`]); while not, with pinning, an overwrite keeps whatever it
    /// overwrites.
    pins_current: bool,
    /// Whether an insert of the current problem has overwritten an entry.
    forgot: bool,
    /// Changes whenever the pins must be set again (see [`Table::pin_epoch`]).
    epoch: u64,
    /// Whether the table goes to its largest size at once past [`LARGEST_AT_ONCE_BYTES`].
    largest_at_once: bool,
}

impl<K: StateKey> Table<K> {
    /// A table that may grow to `max_bytes` of slots (at least `MIN_SLOTS` slots).
    pub fn with_max_bytes(max_bytes: usize) -> Table<K> {
        let max_slots = (max_bytes / Self::slot_bytes()).max(MIN_SLOTS);
        Table {
            slots: vec![K::default(); MIN_SLOTS],
            size: MIN_SLOTS,
            max_slots,
            len: 0,
            has_default: false,
            scratch: Vec::new(),
            borrowed: None,
            own: Vec::new(),
            may_borrow: true,
            pins: Vec::new(),
            evicted: AHashSet::with_hasher(ahash::RandomState::with_seeds(
                0x243f_6a88_85a3_08d3,
                0x1319_8a2e_0370_7344,
                0xa409_3822_299f_31d0,
                0x082e_fa98_ec4e_6c89,
            )),
            pinning: false,
            pins_current: false,
            forgot: false,
            epoch: 0,
            largest_at_once: false,
        }
    }

    /// Says whether the table, once its slots pass [`LARGEST_AT_ONCE_BYTES`], grows to its
    /// largest size at once rather than doubling (by default it doubles). For owners whose tables
    /// are cleared seldom (a search that does not restart): the memory at the peak is then the
    /// largest size and a small scratch, not half as much again.
    pub fn set_largest_at_once(&mut self, on: bool) {
        self.largest_at_once = on;
    }

    /// A table like [`Table::with_max_bytes`] that keeps all its slots in its own memory, never
    /// borrowing a large buffer (see [`crate::set_large_tables`]).
    pub fn own_with_max_bytes(max_bytes: usize) -> Table<K> {
        let mut t = Table::with_max_bytes(max_bytes);
        t.may_borrow = false;
        t
    }

    /// Bytes one slot takes.
    pub fn slot_bytes() -> usize {
        std::mem::size_of::<K>()
    }

    /// Entries of the current problem.
    pub fn len(&self) -> usize {
        self.len + usize::from(self.has_default)
    }

    /// Whether the current problem has no entries.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Forgets every entry, in time proportional to the slots the last problem used, and gives
    /// back a borrowed large buffer. The search calls this when a problem ends, so that a buffer
    /// is never kept by a thread that has nothing to solve.
    pub fn end_problem(&mut self) {
        self.slots[..self.size].fill(K::default());
        if let Some(need) = self.borrowed.take() {
            let big = std::mem::replace(&mut self.slots, std::mem::take(&mut self.own));
            crate::budget::give_back(big, need);
            // The rehash scratch of a large table is up to half its size: free it too.
            self.scratch = Vec::new();
        }
        self.size = MIN_SLOTS;
        self.len = 0;
        self.has_default = false;
        self.pins.clear();
        self.pins_current = false;
        self.forgot = false;
        self.evicted = AHashSet::with_hasher(self.evicted.hasher().clone());
    }

    /// Forgets every entry, in time proportional to the slots the last problem used.
    pub fn reset(&mut self) {
        if self.borrowed.is_some() {
            self.end_problem();
            return;
        }
        self.slots[..self.size].fill(K::default());
        self.size = MIN_SLOTS;
        self.len = 0;
        self.has_default = false;
        self.pins.clear();
        self.pins_current = false;
        self.forgot = false;
        self.evicted.clear();
    }

    /// Unpins every slot (the pinned keys stay), before their owner pins its keys again: the
    /// pins are current from here on, until the slots move.
    pub fn clear_pins(&mut self) {
        self.pins.clear();
        self.pins.resize(self.size.div_ceil(64), 0);
        self.pins_current = true;
    }

    /// Unpins slot `i` if pinned, and says whether it was (none is while the pins are empty).
    #[inline]
    fn take_pin(&mut self, i: usize) -> bool {
        match self.pins.get_mut(i / 64) {
            Some(w) if *w >> (i % 64) & 1 != 0 => {
                *w &= !(1 << (i % 64));
                true
            }
            _ => false,
        }
    }

    /// Says that the table's owner pins keys ([`Table::pin`]) once the table has forgotten an
    /// entry ([`Table::forgot`]): until then, and from each grow or clearing until they are
    /// pinned again, an overwrite keeps whatever key it overwrites.
    pub fn set_pinning(&mut self, on: bool) {
        self.pinning = on;
    }

    /// Whether the current problem has lost an entry to an insert at the largest size (see
    /// [`Table::insert_covering`]); [`Table::remove`] does not count.
    #[inline]
    pub fn forgot(&self) -> bool {
        self.forgot
    }

    /// A number that changes whenever the pins ([`Table::pin`]) must be set again: when the
    /// table grows (the keys move) and when it first forgets an entry.
    #[inline]
    pub fn pin_epoch(&self) -> u64 {
        self.epoch
    }

    /// Pins `key`, which the table should hold, after [`Table::clear_pins`]: until it is
    /// unpinned, an insert that overwrites it remembers it ([`Table::overwritten_pinned`]). The search pins the positions on its
    /// path, so that it still knows them once the table has forgotten them, with a bit a slot
    /// instead of a set of their keys. Returns the slot, for [`Table::unpin`]; `u32::MAX` when
    /// the key is not there (then it is remembered as overwritten). Pins last until the table
    /// grows ([`Table::pin_epoch`]): their owner pins its keys again after a grow.
    pub fn pin(&mut self, key: K) -> u32 {
        if key == K::default() {
            // The default key is a flag of its own, never overwritten.
            return u32::MAX;
        }
        debug_assert_eq!(self.pins.len(), self.size.div_ceil(64), "pins not cleared");
        if let Some(i) = self.find(key.hash64(), |e| *e == key) {
            self.pins[i / 64] |= 1 << (i % 64);
            i as u32
        } else {
            self.evicted.insert(key);
            u32::MAX
        }
    }

    /// Unpins `key`, which [`Table::pin`] pinned at `slot` (pins are undone in the reverse
    /// order of their making): its slot's pin if still set (only this key can have set it
    /// since), else its place among the overwritten pinned keys.
    pub fn unpin(&mut self, key: K, slot: u32) {
        if !self.take_pin(slot as usize) && !self.evicted.is_empty() {
            self.evicted.remove(&key);
        }
    }

    /// Whether `key` is a pinned key that an insert overwrote (and not unpinned since). With
    /// pins set on the positions on a search's path, a key just inserted as new and answered
    /// `true` here is a position on the path. Once the slots have moved and before the pins are
    /// set again, an overwrite remembers whatever key it overwrites: a key entered earlier,
    /// which for the search is as good as the table keeping it.
    #[inline]
    pub fn overwritten_pinned(&self, key: K) -> bool {
        !self.evicted.is_empty() && self.evicted.contains(&key)
    }

    /// Asks the processor to start loading the cache line of `key`'s home slot, so that a later
    /// [`Table::insert`] or [`Table::contains`] of it finds the line in cache. A hint only: it
    /// changes no state and no result. Large tables are mostly cache misses, and the search knows a
    /// position's children keys well before it probes them.
    #[inline]
    pub fn prefetch(&self, key: K) {
        self.prefetch_hashed(key.hash64());
    }

    /// [`Table::prefetch`] of a key whose [`StateKey::hash64`] is `hash`.
    #[inline]
    pub fn prefetch_hashed(&self, hash: u64) {
        prefetch_line(&self.slots[self.home(hash)]);
    }

    /// The home slot of a key whose hash is `hash`: `hash` scaled to `[0, size)`.
    #[inline(always)]
    fn home(&self, hash: u64) -> usize {
        ((u128::from(hash) * self.size as u128) >> 64) as usize
    }

    /// The slot after `i`, wrapping round.
    #[inline(always)]
    fn next(&self, i: usize) -> usize {
        if i + 1 == self.size {
            0
        } else {
            i + 1
        }
    }

    /// Whether the slots in use are too many to stay in a core's cache (over 256 KiB), so that
    /// look-ups mostly miss it and [`Table::prefetch`] pays.
    #[inline]
    pub fn is_large(&self) -> bool {
        self.size * Self::slot_bytes() > 256 << 10
    }

    /// Whether `key` is in the table.
    #[inline]
    pub fn contains(&self, key: K) -> bool {
        self.contains_hashed(key, key.hash64())
    }

    /// [`Table::contains`] of a key whose [`StateKey::hash64`] is `hash`.
    #[inline]
    pub fn contains_hashed(&self, key: K, hash: u64) -> bool {
        self.contains_covering(key, hash, |e| *e == key)
    }

    /// Whether the table holds a key `e` with `covers(e)` among those that hash as `key` does,
    /// `hash` being its [`StateKey::hash64`]; `covers(&key)` must hold. For keys that stand for
    /// more than themselves (see `Game::covers`): every key that may cover `key` must have its
    /// hash.
    #[inline]
    pub fn contains_covering(&self, key: K, hash: u64, covers: impl Fn(&K) -> bool) -> bool {
        if key == K::default() {
            return self.has_default;
        }
        self.find(hash, covers).is_some()
    }

    /// The first slot of the probe window of `hash` whose key `found` accepts, stopping at an
    /// empty slot (`found` is never asked about the default key).
    #[inline(always)]
    fn find(&self, hash: u64, found: impl Fn(&K) -> bool) -> Option<usize> {
        let mut i = self.home(hash);
        for _ in 0..PROBE.min(self.size) {
            let e = self.slots[i];
            if e == K::default() {
                return None;
            }
            if found(&e) {
                return Some(i);
            }
            i = self.next(i);
        }
        None
    }

    /// Forgets `key` if it is there. Every copy in its probe window goes (an insert that found a
    /// hole left by a removal may have stored a second copy), so a forgotten key is never
    /// reported present again. The hole may hide a key stored further along the same window from
    /// later look-ups: that only costs a repeated search, never a wrong answer.
    pub fn remove(&mut self, key: K) {
        if key == K::default() {
            self.has_default = false;
            return;
        }
        let mut i = self.home(key.hash64());
        for _ in 0..PROBE.min(self.size) {
            let e = &mut self.slots[i];
            if *e == key {
                *e = K::default();
                self.len -= 1;
                self.take_pin(i);
            }
            i = self.next(i);
        }
    }

    /// Inserts `key`; returns `false` if it was already there.
    #[inline]
    pub fn insert(&mut self, key: K) -> bool {
        self.insert_hashed(key, key.hash64())
    }

    /// [`Table::insert`] of a key whose [`StateKey::hash64`] is `hash`.
    #[inline]
    pub fn insert_hashed(&mut self, key: K, hash: u64) -> bool {
        self.insert_covering(key, hash, |e| *e == key)
    }

    /// Inserts `key` unless the table holds a key `e` with `covers(e)` (as
    /// [`Table::contains_covering`]); returns whether it inserted.
    #[inline]
    pub fn insert_covering(&mut self, key: K, hash: u64, covers: impl Fn(&K) -> bool) -> bool {
        if key == K::default() {
            return !std::mem::replace(&mut self.has_default, true);
        }
        if self.len * 2 >= self.size && self.size < self.max_slots {
            self.grow();
        }
        loop {
            match self.try_insert(key, hash, &covers) {
                Some(fresh) => return fresh,
                None if self.size < self.max_slots => self.grow(),
                None => {
                    // Full window at the largest size: forget the entry at the home slot,
                    // remembering it if pinned (or, while the pins are stale, whatever it is).
                    let home = self.home(hash);
                    if self.take_pin(home) || self.pinning && !self.pins_current {
                        self.evicted.insert(self.slots[home]);
                    }
                    self.slots[home] = key;
                    if !self.forgot {
                        self.forgot = true;
                        self.epoch += 1;
                    }
                    return true;
                }
            }
        }
    }

    /// Inserts within the probe window: `Some(fresh)`, or `None` if the window is full.
    #[inline]
    fn try_insert(&mut self, key: K, hash: u64, covers: impl Fn(&K) -> bool) -> Option<bool> {
        let mut i = self.home(hash);
        for _ in 0..PROBE.min(self.size) {
            let e = &mut self.slots[i];
            if *e == K::default() {
                *e = key;
                self.len += 1;
                return Some(true);
            }
            if covers(e) {
                return Some(false);
            }
            i = self.next(i);
        }
        None
    }

    fn grow(&mut self) {
        // The keys move: the pins' owner sets them again (see `pin`).
        self.epoch += 1;
        self.pins_current = false;
        self.pins.clear();
        let old = self.size;
        // Gathers the keys without a branch a slot (whether a slot is empty is unpredictable):
        // each slot is written at the next free place and kept if it holds a key. The slots
        // hold exactly `len` keys, so `len + 1` places suffice.
        self.scratch.clear();
        self.scratch.resize(self.len + 1, K::default());
        let mut n = 0;
        for &k in &self.slots[..old] {
            self.scratch[n] = k;
            n += usize::from(k != K::default());
        }
        debug_assert_eq!(n, self.len);
        self.scratch.truncate(n);
        self.slots[..old].fill(K::default());
        // Small tables quadruple, so a problem that fills a large one rehashes fewer keys on the
        // way; large ones double, to keep their memory in check.
        let factor = if old < 1 << 16 { 4 } else { 2 };
        self.size = (old * factor).min(self.max_slots);
        if self.largest_at_once && self.size * Self::slot_bytes() > LARGEST_AT_ONCE_BYTES {
            self.size = self.max_slots;
        }
        if self.may_borrow
            && self.borrowed.is_none()
            && self.size * Self::slot_bytes() > crate::budget::small_bytes()
        {
            // Move to a large buffer from the shared pool (cleared); the own slots, cleared
            // above, wait for the next problem. The table may come to need its largest size and
            // the scratch of its last growth: the keys of the table before, at most half of it
            // (half the size it jumps from, when it takes its largest size at once).
            let largest = self.max_slots * Self::slot_bytes();
            let scratch = if self.largest_at_once {
                largest.min(LARGEST_AT_ONCE_BYTES) / 2
            } else {
                largest / 2
            };
            let need = largest + scratch;
            let big = crate::budget::borrow::<K>(need);
            self.own = std::mem::replace(&mut self.slots, big);
            self.borrowed = Some(need);
        }
        if self.slots.len() < self.size {
            if self.size * Self::slot_bytes() > HUGE_FROM_BYTES
                && self.slots.capacity() < self.max_slots
            {
                // A large table takes its largest size at once, as address space only (the
                // slots cost memory as they are filled in), so that it never moves again and the
                // kernel can back it with huge pages.
                self.slots.reserve_exact(self.max_slots - self.slots.len());
                advise_huge_pages(&self.slots);
            }
            self.slots.resize(self.size, K::default());
        }
        self.len = 0;
        let keys = std::mem::take(&mut self.scratch);
        for &k in &keys {
            // The keys are distinct (and not the default key), so each goes to the first empty
            // slot of its window. A window overflow grows again, which only spreads the keys
            // further.
            if self.try_insert(k, k.hash64(), |e| *e == k).is_none() {
                self.insert(k);
            }
        }
        self.scratch = keys;
    }
}

impl<K: StateKey> Drop for Table<K> {
    fn drop(&mut self) {
        if self.borrowed.is_some() {
            self.end_problem();
        }
    }
}

/// Asks the kernel to back the allocation of `v` (its whole capacity) with huge pages where it
/// can (Linux's transparent huge pages, `madvise(MADV_HUGEPAGE)`; a no-op elsewhere). A large
/// table is probed at random, so with 4 KiB pages nearly every probe misses the processor's
/// address translation cache as well as its data cache; with 2 MiB pages far fewer do. A hint
/// only: it changes no contents and no result, and a refusal is ignored.
#[allow(unsafe_code)]
fn advise_huge_pages<T>(v: &Vec<T>) {
    #[cfg(target_os = "linux")]
    {
        const PAGE: usize = 4096;
        let start = v.as_ptr() as usize;
        let end = start + v.capacity() * std::mem::size_of::<T>();
        let first = start.next_multiple_of(PAGE);
        if end > first + PAGE {
            let len = (end - first) / PAGE * PAGE;
            // SAFETY: the range lies inside the vector's own allocation (its start rounded up and
            // its end rounded down to whole pages), which lives for the call; `MADV_HUGEPAGE`
            // changes how the kernel backs those pages, never their contents, and the result,
            // an error included, is deliberately ignored.
            unsafe {
                libc::madvise(first as *mut libc::c_void, len, libc::MADV_HUGEPAGE);
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = v;
}

/// Starts loading the cache lines holding `*r` (a no-op off x86-64): its first byte's and, for a
/// value of more than 16 bytes, its last byte's, which differ when `*r` straddles two lines. A
/// table's slots are only as aligned as the allocator makes them (16 bytes; a large buffer
/// from glibc starts 16 bytes into a page), so a 64-byte key always straddles two lines, and a
/// look-up that had only the first loaded waited on the second; a value of 16 bytes or fewer
/// in such a table never straddles.
#[inline(always)]
#[allow(unsafe_code)]
pub(crate) fn prefetch_line<T>(r: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: `prefetcht0` is only a hint: it never faults, reads nothing the program sees and
    // writes nothing, and SSE, which it needs, is part of every x86-64 processor. Both pointers
    // point into the live value `r` refers to: its first byte and its last.
    unsafe {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        let first = std::ptr::from_ref(r).cast::<i8>();
        _mm_prefetch::<_MM_HINT_T0>(first);
        if std::mem::size_of::<T>() > 16 {
            _mm_prefetch::<_MM_HINT_T0>(first.wrapping_add(std::mem::size_of::<T>() - 1));
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = r;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_semantics_and_reset() {
        let mut t: Table<u64> = Table::with_max_bytes(1 << 20);
        for k in 0..10_000u64 {
            assert!(t.insert(k * 7));
        }
        for k in 0..10_000u64 {
            assert!(t.contains(k * 7));
            assert!(!t.insert(k * 7));
        }
        assert_eq!(t.len(), 10_000);
        t.remove(14);
        assert!(!t.contains(14));
        // A key behind a hole can be stored twice; removing it must remove both copies, or the
        // old copy reappears once the hole is filled.
        let mut t: Table<u64> = Table::with_max_bytes(1 << 20);
        let home = |k: u64| t.home(k.hash64());
        let mut same: Vec<u64> = Vec::new();
        let mut k = 1;
        while same.len() < 3 {
            if home(k) == 5 {
                same.push(k);
            }
            k += 1;
        }
        let (a, b, c) = (same[0], same[1], same[2]);
        assert!(t.insert(a) && t.insert(b));
        t.remove(a);
        assert!(t.insert(b), "b, hidden behind the hole, is stored again");
        t.remove(b);
        assert!(t.insert(c), "c fills the hole");
        assert!(!t.contains(b), "no copy of b is left");
        t.reset();
        assert!(t.is_empty());
        assert!(!t.contains(7));
        assert!(!t.contains(0));
        assert!(t.insert(7));
    }

    #[test]
    fn bounded_table_forgets_but_never_lies() {
        let mut t: Table<u128> = Table::with_max_bytes(1024 * 16);
        for k in 0..100_000u128 {
            t.insert(k);
        }
        assert!(t.slots.len() <= 1024);
        // A key never inserted is never reported present.
        for k in 100_000..110_000u128 {
            assert!(!t.contains(k));
        }
    }

    #[test]
    fn largest_at_once_keeps_every_key_and_skips_the_doublings() {
        let max = 12 << 20;
        let mut doubling: Table<u64> = Table::own_with_max_bytes(max);
        let mut at_once: Table<u64> = Table::own_with_max_bytes(max);
        at_once.set_largest_at_once(true);
        let (mut sizes, mut doubled) = (Vec::new(), Vec::new());
        for k in 1..=400_000u64 {
            assert!(doubling.insert(k * 13));
            assert!(at_once.insert(k * 13));
            if sizes.last() != Some(&at_once.size) {
                sizes.push(at_once.size);
            }
            if doubled.last() != Some(&doubling.size) {
                doubled.push(doubling.size);
            }
        }
        for k in 1..=400_000u64 {
            assert!(doubling.contains(k * 13) && at_once.contains(k * 13));
        }
        assert!(!at_once.contains(7) && !at_once.forgot());
        // Past 4 MiB of slots (half a million u64 slots) the next size is the largest; the
        // doubling table passes through a size between.
        assert_eq!(at_once.size, max / 8);
        assert!(
            sizes[sizes.len() - 2] * 8 <= LARGEST_AT_ONCE_BYTES,
            "{sizes:?}"
        );
        assert!(doubled.contains(&(1 << 20)) && !sizes.contains(&(1 << 20)));
    }

    #[test]
    fn any_number_of_slots() {
        // 1,000 slots of 16 bytes: not a power of two, and every slot is used.
        let mut t: Table<u128> = Table::with_max_bytes(1000 * 16);
        for k in 0..500u128 {
            assert!(t.insert(k));
        }
        assert_eq!(t.size, 1000);
        for k in 0..500u128 {
            assert!(t.contains(k));
        }
        for k in 0..100_000u128 {
            t.insert(k);
        }
        assert!(t.slots.len() <= 1000);
        for k in 100_000..110_000u128 {
            assert!(!t.contains(k));
        }
    }
}
