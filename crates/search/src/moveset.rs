//! Sets of move numbers, for the sleep sets of the search (see [`crate::Solver`]).

/// A set of move numbers (`0..256`, see [`crate::Game::move_number`]): 256 bits, so that the
/// search joins, trims and tests sleep sets in a few word operations, without branches.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveSet([u64; 4]);

impl MoveSet {
    /// No move.
    pub const EMPTY: MoveSet = MoveSet([0; 4]);
    /// Every move number.
    pub const ALL: MoveSet = MoveSet([u64::MAX; 4]);

    /// The set of the numbers below 64 whose bits are set in `bits` (bit `n` for number `n`).
    #[inline]
    #[must_use]
    pub const fn from_low(bits: u64) -> MoveSet {
        MoveSet([bits, 0, 0, 0])
    }

    /// Adds `n`.
    #[inline]
    pub fn insert(&mut self, n: u8) {
        self.insert_if(n, true);
    }

    /// Adds `n` if `yes` (without a branch).
    #[inline]
    pub fn insert_if(&mut self, n: u8, yes: bool) {
        self.0[usize::from(n >> 6)] |= u64::from(yes) << (n & 63);
    }

    /// Whether `n` is in the set.
    #[inline]
    pub fn contains(&self, n: u8) -> bool {
        self.0[usize::from(n >> 6)] >> (n & 63) & 1 != 0
    }

    /// The numbers in either set.
    #[inline]
    #[must_use]
    pub fn union(self, other: MoveSet) -> MoveSet {
        self.zip_with(other, |a, b| a | b)
    }

    /// The numbers of `self` not in `other`.
    #[inline]
    #[must_use]
    pub fn minus(self, other: MoveSet) -> MoveSet {
        self.zip_with(other, |a, b| a & !b)
    }

    /// Whether `n`, a move's number if it has one ([`crate::Game::move_number`]), is in the set.
    #[inline]
    pub fn holds(&self, n: Option<u8>) -> bool {
        n.is_some_and(|n| self.contains(n))
    }

    /// The set whose words are `f` of the words of `self` and `other`.
    #[inline]
    fn zip_with(self, other: MoveSet, f: impl Fn(u64, u64) -> u64) -> MoveSet {
        MoveSet(std::array::from_fn(|i| f(self.0[i], other.0[i])))
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 4]
    }
}

#[cfg(test)]
mod tests {
    use super::MoveSet;

    #[test]
    fn set_operations() {
        let mut a = MoveSet::EMPTY;
        assert!(a.is_empty());
        for n in [0, 63, 64, 200, 255] {
            a.insert(n);
        }
        a.insert_if(7, false);
        assert!(a.contains(0) && a.contains(63) && a.contains(64) && a.contains(255));
        assert!(!a.contains(7) && !a.contains(1) && !a.contains(254));
        assert!(a.holds(Some(200)) && !a.holds(Some(7)) && !a.holds(None));
        let mut b = MoveSet::EMPTY;
        b.insert(64);
        b.insert(9);
        let u = a.union(b);
        assert!(u.contains(9) && u.contains(200));
        let d = u.minus(b);
        assert!(!d.contains(9) && !d.contains(64) && d.contains(63));
        assert_eq!(MoveSet::ALL.minus(MoveSet::ALL), MoveSet::EMPTY);
    }
}
