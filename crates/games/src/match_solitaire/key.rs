//! The state key: a small code for every card, packed into `W` 64-bit words.
//!
//! A card's code says where it is relative to the rest of the position (see
//! [`super::position`] for the codes); the key holds each card's code in a fixed field of
//! `bits` bits, `64 / bits` fields a word, so a move updates the key by xoring the fields of the
//! cards it moved.

use patience_search::{fmix64, StateKey};

/// An exact key of `W` words. `W = 2` takes 16 bytes, so a table slot is 24 bytes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MatchKey<const W: usize>(pub [u64; W]);

impl<const W: usize> Default for MatchKey<W> {
    fn default() -> MatchKey<W> {
        MatchKey([0; W])
    }
}

impl<const W: usize> StateKey for MatchKey<W> {
    #[inline]
    fn hash64(&self) -> u64 {
        let mut h = self.0[0];
        for &w in &self.0[1..] {
            h = fmix64(h) ^ w;
        }
        fmix64(h)
    }
}

/// Where each card's field lies.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Fields {
    /// Bits of one field.
    pub bits: u32,
    /// Fields in one word.
    pub per_word: usize,
}

impl Fields {
    /// Fields of `bits` bits each for codes below `codes`.
    pub fn for_codes(codes: usize) -> Fields {
        let bits = usize::BITS - (codes.max(2) - 1).leading_zeros();
        Fields {
            bits,
            per_word: 64 / bits as usize,
        }
    }

    /// Words a key of `cards` fields needs.
    pub fn words(&self, cards: usize) -> usize {
        cards.div_ceil(self.per_word)
    }

    /// The word and the shift of card `i`'s field.
    #[inline]
    pub fn at(&self, i: usize) -> (usize, u32) {
        (i / self.per_word, (i % self.per_word) as u32 * self.bits)
    }
}

/// Writes fields of bits into a key of `W` words, low bits first.
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

    /// The key.
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

/// Bits needed to write numbers up to `max`.
pub fn bits_for(max: usize) -> u32 {
    usize::BITS - max.leading_zeros()
}
