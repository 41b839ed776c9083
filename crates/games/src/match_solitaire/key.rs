//! The layout of the state key: a small code for every card, packed into the `W` words of a
//! [`patience_search::WideKey`].
//!
//! A card's code says where it is relative to the rest of the position (see
//! [`super::position`] for the codes); the key holds each card's code in a fixed field of
//! `bits` bits, `64 / bits` fields a word, so a move updates the key by xoring the fields of the
//! cards it moved.

/// Where each card's field lies.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Fields {
    /// Bits of one field.
    pub(super) bits: u32,
    /// Fields in one word.
    pub(super) per_word: usize,
}

impl Fields {
    /// Fields of `bits` bits each for codes below `codes`.
    pub(super) fn for_codes(codes: usize) -> Fields {
        let bits = usize::BITS - (codes.max(2) - 1).leading_zeros();
        Fields {
            bits,
            per_word: 64 / bits as usize,
        }
    }

    /// Words a key of `cards` fields needs.
    pub(super) fn words(&self, cards: usize) -> usize {
        cards.div_ceil(self.per_word)
    }

    /// The word and the shift of card `i`'s field.
    #[inline]
    pub(super) fn at(&self, i: usize) -> (usize, u32) {
        (i / self.per_word, (i % self.per_word) as u32 * self.bits)
    }
}
