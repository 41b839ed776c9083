//! The transposition table of [`crate::AlphaBeta`]: bounds on a position's value, in a fixed
//! amount of memory that keeps the costliest positions when it is full.

use crate::game::StateKey;

/// Slots a bucket holds: a key's entry is in its bucket or not in the table.
const BUCKET: usize = 4;

/// Slots the table starts each problem with.
const MIN_SLOTS: usize = 1 << 10;

/// Bounds on the value still to come from a position (see [`crate::AlphaBeta`]), with the move
/// that gave the best value when it was last searched.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Bounds<M> {
    /// No line of best play gives less than this.
    pub low: i32,
    /// No line of best play gives more than this.
    pub high: i32,
    /// The move to try first next time.
    pub best: Option<M>,
}

/// An entry: a key and its [`Bounds`], the bounds kept in 16 bits each ([`Slot::store`]), so
/// that with a 64-bit key and a two-byte move a slot takes 16 bytes and a bucket of four one
/// cache line.
#[derive(Copy, Clone, Debug)]
struct Slot<K, M> {
    key: K,
    low: i16,
    high: i16,
    best: Option<M>,
    /// How costly the position was to search: 1 + log2 of the positions its last search took,
    /// so that a full bucket gives up its cheapest entry; 0 for an empty slot.
    weight: u8,
}

/// A lower bound below every value: no bound (half of `i32::MIN`, so that adding points to it
/// cannot overflow).
pub(crate) const NO_LOW: i32 = i32::MIN / 2;
/// An upper bound above every value: no bound.
pub(crate) const NO_HIGH: i32 = i32::MAX / 2;

impl<K: Copy, M: Copy> Slot<K, M> {
    /// The slot keeping `bounds` for `key`. A bound outside 16 bits is kept weaker, never
    /// stronger: a lower bound is cut down to `i16::MAX` or, below `i16::MIN`, kept as
    /// `i16::MIN`, which reads back as no bound; an upper bound likewise the other way. So what
    /// is read back still bounds the value, and a search with it finds the same value.
    fn store(key: K, bounds: Bounds<M>, weight: u8) -> Slot<K, M> {
        Slot {
            key,
            low: bounds.low.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16,
            high: bounds.high.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16,
            best: bounds.best,
            weight,
        }
    }

    /// The bounds kept (see [`Slot::store`]).
    fn bounds(&self) -> Bounds<M> {
        Bounds {
            low: if self.low == i16::MIN {
                NO_LOW
            } else {
                i32::from(self.low)
            },
            high: if self.high == i16::MAX {
                NO_HIGH
            } else {
                i32::from(self.high)
            },
            best: self.best,
        }
    }
}

/// The slots of a key's home bucket, aligned to a cache line so that a look-up loads one line
/// (when a slot takes 16 bytes).
#[derive(Copy, Clone, Debug)]
#[repr(C, align(64))]
struct Bucket<K, M> {
    slots: [Slot<K, M>; BUCKET],
}

/// A set of positions' [`Bounds`], keyed by exact keys, of bounded memory.
///
/// Open addressing in buckets of `BUCKET` slots: a key's home bucket is its hash scaled to the
/// buckets in use, and its entry lies there or nowhere. The table doubles when half full or when
/// a key's bucket is full, up to the most slots its memory allows; at that size an insert into a
/// full bucket replaces the bucket's entry whose search took the fewest positions, as
/// chess programs' tables do: a forgotten position costs its search again, and the cheapest ones
/// cost least. Forgetting never makes a value wrong, only slower to find. Each problem starts with
/// an empty table of `MIN_SLOTS` slots, so a problem's node count depends only on the problem.
pub(crate) struct BoundTable<K, M> {
    /// The buckets, those in use first; the rest are empty.
    memory: Vec<Bucket<K, M>>,
    /// Buckets in use for the current problem.
    buckets: usize,
    max_buckets: usize,
    len: usize,
}

impl<K: StateKey, M: Copy> BoundTable<K, M> {
    /// A table of at most `max_bytes` of buckets (at least `MIN_SLOTS` slots).
    pub(crate) fn with_max_bytes(max_bytes: usize) -> BoundTable<K, M> {
        let bucket = std::mem::size_of::<Bucket<K, M>>();
        let max_buckets = (max_bytes / bucket).max(MIN_SLOTS / BUCKET);
        let mut t = BoundTable {
            memory: Vec::new(),
            buckets: 0,
            max_buckets,
            len: 0,
        };
        t.clear();
        t
    }

    /// Forgets every entry and shrinks back to `MIN_SLOTS` slots.
    pub(crate) fn clear(&mut self) {
        self.empty_used();
        self.buckets = MIN_SLOTS / BUCKET;
        if self.memory.len() < self.buckets {
            self.memory.resize(self.buckets, Self::empty());
        }
        self.len = 0;
    }

    /// Marks every slot of the buckets in use empty (their other fields are left as they are).
    fn empty_used(&mut self) {
        let used = self.buckets.min(self.memory.len());
        for b in &mut self.memory[..used] {
            for s in &mut b.slots {
                s.weight = 0;
            }
        }
    }

    fn empty() -> Bucket<K, M> {
        Bucket {
            slots: [Slot {
                key: K::default(),
                low: 0,
                high: 0,
                best: None,
                weight: 0,
            }; BUCKET],
        }
    }

    /// The home bucket of a key whose hash is `hash`.
    #[inline(always)]
    fn bucket(&self, hash: u64) -> usize {
        ((u128::from(hash) * self.buckets as u128) >> 64) as usize
    }

    /// The slots of `key`'s home bucket.
    #[inline(always)]
    fn bucket_mut(&mut self, key: K) -> &mut [Slot<K, M>; BUCKET] {
        let b = self.bucket(key.hash64());
        &mut self.memory[b].slots
    }

    /// The slot of `bucket` whose entry is the cheapest to lose (an empty slot first).
    #[inline(always)]
    fn cheapest(bucket: &mut [Slot<K, M>]) -> &mut Slot<K, M> {
        bucket
            .iter_mut()
            .min_by_key(|s| s.weight)
            .expect("a bucket has slots")
    }

    /// Asks the processor to start loading `key`'s bucket (a hint: it changes nothing).
    #[inline]
    pub(crate) fn prefetch(&self, key: K) {
        crate::table::prefetch_line(&self.memory[self.bucket(key.hash64())]);
    }

    /// The bounds kept for `key`, if any.
    #[inline]
    pub(crate) fn get(&self, key: K) -> Option<Bounds<M>> {
        let b = self.bucket(key.hash64());
        self.memory[b]
            .slots
            .iter()
            .find(|s| s.weight != 0 && s.key == key)
            .map(Slot::bounds)
    }

    /// Keeps `bounds` for `key`, whose search took `nodes` positions, replacing what was kept
    /// for it.
    pub(crate) fn put(&mut self, key: K, bounds: Bounds<M>, nodes: u64) {
        if self.len * 2 >= self.buckets * BUCKET && self.buckets < self.max_buckets {
            self.grow();
        }
        let weight = (65 - nodes.max(1).leading_zeros()) as u8;
        let slot = Slot::store(key, bounds, weight);
        loop {
            let at_most = self.buckets == self.max_buckets;
            let bucket = self.bucket_mut(key);
            if let Some(s) = bucket.iter_mut().find(|s| s.weight != 0 && s.key == key) {
                *s = slot;
                return;
            }
            let cheapest = Self::cheapest(bucket);
            if cheapest.weight == 0 {
                *cheapest = slot;
                self.len += 1;
                return;
            }
            if at_most {
                // Full at the largest size: forget the cheapest of the bucket.
                *cheapest = slot;
                return;
            }
            self.grow();
        }
    }

    /// Doubles the buckets in use (up to the most) and puts the entries back, doubling again
    /// while a bucket overflows; at the largest size a full bucket keeps its costliest entries.
    fn grow(&mut self) {
        let old: Vec<Slot<K, M>> = self.memory[..self.buckets]
            .iter()
            .flat_map(|b| b.slots)
            .filter(|s| s.weight != 0)
            .collect();
        loop {
            // Buckets past those in use are empty (`clear` and this leave them so).
            self.empty_used();
            self.buckets = (self.buckets * 2).min(self.max_buckets);
            if self.memory.len() < self.buckets {
                self.memory.resize(self.buckets, Self::empty());
            }
            let (mut len, mut overflow) = (0, false);
            for &s in &old {
                let cheapest = Self::cheapest(self.bucket_mut(s.key));
                if cheapest.weight == 0 {
                    len += 1;
                } else {
                    overflow = true;
                }
                if cheapest.weight <= s.weight {
                    *cheapest = s;
                }
            }
            self.len = len;
            if !overflow || self.buckets == self.max_buckets {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bounds(v: i32) -> Bounds<u8> {
        Bounds {
            low: v,
            high: v,
            best: Some(v as u8),
        }
    }

    #[test]
    fn keeps_every_entry_while_it_may_grow() {
        // Far more memory than 100,000 entries need (a bucket may overflow at the largest
        // size, which this table never reaches).
        let mut t = BoundTable::<u64, u8>::with_max_bytes(1 << 30);
        for k in 1..=100_000u64 {
            t.put(k, bounds(k as i32 % 97), 1);
        }
        for k in 1..=100_000u64 {
            assert_eq!(t.get(k).map(|b| b.low), Some(k as i32 % 97), "{k}");
        }
        assert!(t.get(100_001).is_none());
        t.put(7, bounds(3), 5);
        assert_eq!(t.get(7).map(|b| b.high), Some(3));
        t.clear();
        assert!(t.get(7).is_none());
    }

    /// A 64-bit key and a two-byte move take 16 bytes a slot, four slots one cache line.
    #[test]
    fn a_bucket_is_a_cache_line() {
        assert_eq!(std::mem::size_of::<Slot<u64, [u8; 2]>>(), 16);
        assert_eq!(std::mem::size_of::<Bucket<u64, [u8; 2]>>(), 64);
        assert_eq!(std::mem::align_of::<Bucket<u64, [u8; 2]>>(), 64);
    }

    /// Bounds outside 16 bits come back weaker, never stronger: still bounds of the value.
    #[test]
    fn wide_bounds_come_back_weaker() {
        let mut t = BoundTable::<u64, u8>::with_max_bytes(1 << 20);
        let cases = [
            (-70_000, 70_000, NO_LOW, NO_HIGH),
            (70_000, 80_000, i32::from(i16::MAX), NO_HIGH),
            (-80_000, -70_000, NO_LOW, i32::from(i16::MIN)),
            (NO_LOW, NO_HIGH, NO_LOW, NO_HIGH),
            (-5, 190, -5, 190),
        ];
        for (k, &(low, high, read_low, read_high)) in cases.iter().enumerate() {
            let key = k as u64 + 1;
            t.put(
                key,
                Bounds {
                    low,
                    high,
                    best: None,
                },
                1,
            );
            let b = t.get(key).expect("kept");
            assert_eq!((b.low, b.high), (read_low, read_high), "{low}, {high}");
            assert!(b.low <= low && b.high >= high);
        }
    }

    #[test]
    fn full_keeps_the_costliest() {
        // The smallest table: MIN_SLOTS slots, never more.
        let mut t = BoundTable::<u64, u8>::with_max_bytes(0);
        let n = 20 * MIN_SLOTS as u64;
        // Costly entries first, then many cheap ones: the costly ones stay.
        for k in 1..=MIN_SLOTS as u64 / 8 {
            t.put(k, bounds(1), 1 << 20);
        }
        for k in 1_000_000..1_000_000 + n {
            t.put(k, bounds(2), 1);
        }
        let kept = (1..=MIN_SLOTS as u64 / 8)
            .filter(|&k| t.get(k).is_some())
            .count();
        assert_eq!(kept, MIN_SLOTS / 8);
        let cheap = (1_000_000..1_000_000 + n)
            .filter(|&k| t.get(k).is_some())
            .count();
        assert!(
            cheap <= MIN_SLOTS - MIN_SLOTS / 8 && cheap > MIN_SLOTS / 2,
            "{cheap}"
        );
    }
}
