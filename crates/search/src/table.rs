//! The transposition table: a bounded set of the positions searched for the current problem.

use crate::game::StateKey;

#[derive(Copy, Clone, Default)]
struct Entry<K> {
    key: K,
    /// The generation that wrote the entry; an entry of an older generation is empty.
    gen: u32,
}

/// How many slots a probe looks at before it overwrites one.
const PROBE: usize = 16;

/// A set of state keys with bounded memory, cleared in O(1) between problems.
///
/// Open addressing with linear probing; every entry lies within a window of `PROBE` slots from its
/// home slot (an insert whose window is full grows the table). It starts at `min_slots` and doubles while it is at most
/// half full, up to `max_slots`; at that size an insert whose probe window is full overwrites the
/// entry at its home slot (the forgotten state may be searched again; that costs time, never
/// correctness). [`Table::reset`] empties it by starting a new generation and shrinking its logical
/// size back to `min_slots`, so the table's behaviour on a problem depends only on that problem:
/// node counts are the same whichever thread, and after whichever problems, it runs.
pub struct Table<K> {
    slots: Vec<Entry<K>>,
    /// Slots in use for the current problem (a power of two, `<= slots.len()`).
    size: usize,
    min_slots: usize,
    max_slots: usize,
    gen: u32,
    len: usize,
    scratch: Vec<K>,
}

impl<K: StateKey> Table<K> {
    /// A table that may grow to `max_bytes` of slots (at least 1024 slots).
    pub fn with_max_bytes(max_bytes: usize) -> Table<K> {
        let entry = std::mem::size_of::<Entry<K>>();
        let max_slots = (max_bytes / entry).max(1024);
        let max_slots = if max_slots.is_power_of_two() {
            max_slots
        } else {
            max_slots.next_power_of_two() / 2
        };
        let min_slots = max_slots.min(1 << 12);
        Table {
            slots: vec![Entry::default(); min_slots],
            size: min_slots,
            min_slots,
            max_slots,
            gen: 1,
            len: 0,
            scratch: Vec::new(),
        }
    }

    /// Bytes one slot takes.
    pub fn slot_bytes() -> usize {
        std::mem::size_of::<Entry<K>>()
    }

    /// Entries of the current problem.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the current problem has no entries.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Forgets every entry, in O(1).
    pub fn reset(&mut self) {
        self.next_gen();
        self.size = self.min_slots;
        self.len = 0;
    }

    fn next_gen(&mut self) {
        self.gen = self.gen.wrapping_add(1);
        if self.gen == 0 {
            self.slots.iter_mut().for_each(|e| e.gen = 0);
            self.gen = 1;
        }
    }

    /// Whether `key` is in the table.
    pub fn contains(&self, key: K) -> bool {
        let mask = self.size - 1;
        let mut i = key.hash64() as usize & mask;
        for _ in 0..PROBE.min(self.size) {
            let e = &self.slots[i];
            if e.gen != self.gen {
                return false;
            }
            if e.key == key {
                return true;
            }
            i = (i + 1) & mask;
        }
        false
    }

    /// Inserts `key`; returns `false` if it was already there.
    pub fn insert(&mut self, key: K) -> bool {
        if self.len * 2 >= self.size && self.size < self.max_slots {
            self.grow();
        }
        loop {
            match self.try_insert(key) {
                Some(fresh) => return fresh,
                None if self.size < self.max_slots => self.grow(),
                None => {
                    // Full window at the largest size: forget the entry at the home slot.
                    let home = key.hash64() as usize & (self.size - 1);
                    self.slots[home] = Entry { key, gen: self.gen };
                    return true;
                }
            }
        }
    }

    /// Inserts within the probe window: `Some(fresh)`, or `None` if the window is full.
    fn try_insert(&mut self, key: K) -> Option<bool> {
        let mask = self.size - 1;
        let mut i = key.hash64() as usize & mask;
        for _ in 0..PROBE.min(self.size) {
            let e = &mut self.slots[i];
            if e.gen != self.gen {
                *e = Entry { key, gen: self.gen };
                self.len += 1;
                return Some(true);
            }
            if e.key == key {
                return Some(false);
            }
            i = (i + 1) & mask;
        }
        None
    }

    fn grow(&mut self) {
        let gen = self.gen;
        self.scratch.clear();
        self.scratch.extend(self.slots[..self.size].iter().filter(|e| e.gen == gen).map(|e| e.key));
        self.size *= 2;
        if self.slots.len() < self.size {
            self.slots.resize(self.size, Entry::default());
        }
        self.next_gen();
        self.len = 0;
        let keys = std::mem::take(&mut self.scratch);
        for &k in &keys {
            // A window overflow here grows again, which only spreads the keys further.
            self.insert(k);
        }
        self.scratch = keys;
    }
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
        t.reset();
        assert!(t.is_empty());
        assert!(!t.contains(7));
        assert!(t.insert(7));
    }

    #[test]
    fn bounded_table_forgets_but_never_lies() {
        let mut t: Table<u128> = Table::with_max_bytes(1024 * 32);
        for k in 0..100_000u128 {
            t.insert(k);
        }
        assert!(t.slots.len() <= 1024);
        // A key never inserted is never reported present.
        for k in 100_000..110_000u128 {
            assert!(!t.contains(k));
        }
    }
}
