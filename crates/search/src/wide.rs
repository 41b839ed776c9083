//! Exact keys of more than 128 bits: `W` 64-bit words, for games whose positions do not pack
//! into one or two words (Match Solitaire; later, games with a stock and foundations).

use crate::game::{fold_mul, StateKey};

/// An exact key of `W` 64-bit words. A table slot holds the key itself (`8 * W` bytes), so two
/// positions share a slot only if they are the same position.
#[derive(Copy, Clone, Debug, Eq)]
pub struct WideKey<const W: usize>(pub [u64; W]);

/// Word by word, without branches: the table compares keys at every probe, and the derived
/// comparison of an array of words is a call to `memcmp`.
impl<const W: usize> PartialEq for WideKey<W> {
    #[inline]
    fn eq(&self, other: &WideKey<W>) -> bool {
        self.0
            .iter()
            .zip(&other.0)
            .fold(0, |diff, (a, b)| diff | (a ^ b))
            == 0
    }
}

/// The words, as the derived hash would: equal keys have equal words.
impl<const W: usize> std::hash::Hash for WideKey<W> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.hash(state);
    }
}

impl<const W: usize> Default for WideKey<W> {
    fn default() -> WideKey<W> {
        WideKey([0; W])
    }
}

impl<const W: usize> StateKey for WideKey<W> {
    /// The words two at a time, each pair's [`fold_mul`] with the hash of the pairs before
    /// mixed into its first word: every bit reaches the hash, in one multiplication a pair.
    #[inline]
    fn hash64(&self) -> u64 {
        let mut h = W as u64;
        for pair in self.0.chunks(2) {
            h = fold_mul(pair[0] ^ h, pair.get(1).copied().unwrap_or(0));
        }
        h
    }
}

/// Writes fields of bits into a key of `W` words, low bits first: a game packs its position
/// field by field and takes the words with [`BitWriter::finish`].
pub struct BitWriter<const W: usize> {
    words: [u64; W],
    pos: u32,
}

impl<const W: usize> BitWriter<W> {
    /// An empty key.
    #[inline]
    pub fn new() -> BitWriter<W> {
        BitWriter {
            words: [0; W],
            pos: 0,
        }
    }

    /// Appends the low `bits` bits of `value` (`bits <= 32`).
    ///
    /// # Panics
    /// If the key is full: the bound that chose `W` was wrong (a bug, never a wrong answer).
    #[inline]
    pub fn put(&mut self, value: u32, bits: u32) {
        if bits == 0 {
            return;
        }
        let v = u64::from(value) & ((1u64 << bits) - 1);
        let (w, sh) = ((self.pos / 64) as usize, self.pos % 64);
        assert!(self.pos + bits <= 64 * W as u32, "state key overflow");
        self.words[w] |= v << sh;
        if sh + bits > 64 {
            self.words[w + 1] |= v >> (64 - sh);
        }
        self.pos += bits;
    }

    /// Appends the low `bits` bits of `value` (`bits <= 128`): a field of up to three words'
    /// worth at once, as [`BitWriter::put`] would in 32-bit pieces, low first.
    ///
    /// # Panics
    /// If the key is full, as [`BitWriter::put`].
    #[inline]
    pub fn put_wide(&mut self, value: u128, bits: u32) {
        if bits == 0 {
            return;
        }
        assert!(self.pos + bits <= 64 * W as u32, "state key overflow");
        let v = if bits == 128 {
            value
        } else {
            value & ((1u128 << bits) - 1)
        };
        let (w, sh) = ((self.pos / 64) as usize, self.pos % 64);
        let shifted = v << sh;
        self.words[w] |= shifted as u64;
        if sh + bits > 64 {
            self.words[w + 1] |= (shifted >> 64) as u64;
        }
        if sh > 0 && sh + bits > 128 {
            self.words[w + 2] |= (v >> (128 - sh)) as u64;
        }
        self.pos += bits;
    }

    /// The key's words.
    #[inline]
    pub fn finish(self) -> [u64; W] {
        self.words
    }
}

impl<const W: usize> Default for BitWriter<W> {
    fn default() -> BitWriter<W> {
        BitWriter::new()
    }
}

/// Bits needed to write the numbers `0..=max`.
pub fn bits_for(max: usize) -> u32 {
    usize::BITS - max.leading_zeros()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_land_where_written_across_words() {
        let mut w = BitWriter::<2>::new();
        w.put(0x1f, 5);
        w.put(u32::MAX, 32);
        w.put(0x3ff, 30);
        let [a, b] = w.finish();
        assert_eq!(a & 0x1f, 0x1f);
        assert_eq!((a >> 5) & 0xffff_ffff, 0xffff_ffff);
        // 37 bits written, then 30 more: 27 in the first word, 3 in the second.
        assert_eq!(a >> 37, 0x3ff & ((1 << 27) - 1));
        assert_eq!(b, 0);
        // A wide field lands where the same bits in 32-bit pieces would, across three words.
        let wide = 0x0123_4567_89ab_cdef_fedc_ba98_7654_3210_u128;
        for (start, bits) in [(0, 128), (5, 123), (37, 100), (60, 68), (64, 64), (3, 0)] {
            let (mut a, mut b) = (BitWriter::<4>::new(), BitWriter::<4>::new());
            for w in [&mut a, &mut b] {
                w.put(u32::MAX, start.min(32));
                w.put(u32::MAX, start.saturating_sub(32));
            }
            a.put_wide(wide, bits);
            let (mut v, mut left) = (wide, bits);
            while left > 0 {
                let n = left.min(32);
                b.put(v as u32, n);
                v >>= 32;
                left -= n;
            }
            a.put(0x5, 3);
            b.put(0x5, 3);
            assert_eq!(a.finish(), b.finish(), "{start} then {bits} bits");
        }
        assert_eq!(bits_for(0), 0);
        assert_eq!(bits_for(1), 1);
        assert_eq!(bits_for(255), 8);
        assert_ne!(WideKey([1, 0]).hash64(), WideKey([0, 1]).hash64());
    }
}
