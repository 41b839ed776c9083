//! A pack dealt in rows onto piles from which cards leave only from the top: the layout that
//! Aces Up and Baroness share (and the card codes their keys are made of).
//!
//! Pile `i` takes the `i`-th card of each row, whether it is empty or not. A last row shorter
//! than the others goes either onto the first piles or to piles of its own, one card each
//! ("laid aside face up", Baroness's usual reading). Cards are coded `(rank - 1) * 4 + suit`
//! (suits in [`Suit`]'s order), so a pack of 13 ranks fits the 52 bits of a set of gone cards.

use patience_cards::{Card, Suit};

/// The most piles, the short row's own piles included.
pub const MAX_PILES: usize = 8;
/// The most cards a pile can hold.
pub const MAX_HEIGHT: usize = 16;
/// A pile that is no pile (an empty slot of a key field).
pub const NO_CARD: u8 = 0xff;

/// The code of `card` (a card of a pack without jokers).
pub fn code(card: Card) -> u8 {
    (card.rank() - 1) * 4 + card.suit().map_or(0, |s| s as u8)
}

/// The card of code `c`.
pub fn card(c: u8) -> Card {
    Card::new(c / 4 + 1, Suit::ALL[usize::from(c % 4)])
}

/// The rank of code `c` (1 for an ace).
#[inline]
pub fn rank(c: u8) -> u8 {
    c / 4 + 1
}

/// The suit of code `c`, as an index into [`Suit::ALL`].
#[inline]
pub fn suit(c: u8) -> usize {
    usize::from(c % 4)
}

/// Where a pack dealt in rows puts each card: the shape, without the cards.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RowShape {
    /// Cards in a full row: the number of piles the rows are dealt onto.
    pub width: u8,
    /// Cards in the pack.
    pub cards: u8,
    /// Whether a short last row goes to piles of its own (after the `width` piles), one card
    /// each, rather than onto the first piles.
    pub aside: bool,
}

impl RowShape {
    /// Full rows and the short one, if any.
    pub fn rows(self) -> u8 {
        self.cards.div_ceil(self.width)
    }

    /// Piles in all: the `width` ones and the short row's own.
    pub fn piles(self) -> usize {
        let short = self.cards % self.width;
        usize::from(self.width) + if self.aside { usize::from(short) } else { 0 }
    }

    /// The pile the `i`-th card of the pack (from 0) is dealt to.
    pub fn pile_of(self, i: usize) -> usize {
        let w = usize::from(self.width);
        let short_from = usize::from(self.cards / self.width) * w;
        if self.aside && i >= short_from {
            w + (i - short_from)
        } else {
            i % w
        }
    }

    /// The tallest pile can grow to: a card a row, and one card moved in beneath them.
    pub fn max_height(self) -> usize {
        usize::from(self.rows()) + 1
    }
}

/// What a player sees of piles dealt in rows ([`RowPiles::seen`]): every pile (bottom first;
/// the piles of a short last row laid aside after the others) and the rows dealt (the rest of
/// the pack is the stock, face down).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RowsSeen {
    /// The piles, bottom card first.
    pub piles: Vec<Vec<Card>>,
    /// The rows dealt so far.
    pub rows_dealt: u8,
}

/// What play changes of [`RowPiles`] (the piles, the rows dealt, the cards gone), saved by
/// [`RowPiles::save`] to be put back at once by [`RowPiles::restore`]: a copy of about 150
/// bytes, cheaper than taking back a long run of moves one by one.
#[derive(Copy, Clone, Debug)]
pub struct RowState {
    dealt: u8,
    piles: [[u8; MAX_HEIGHT]; MAX_PILES],
    len: [u8; MAX_PILES],
    gone: u64,
}

/// Piles dealt from a pack in rows ([`RowShape`]), with the cards gone from play.
#[derive(Clone, Debug)]
pub struct RowPiles {
    shape: RowShape,
    /// Piles in all ([`RowShape::piles`], asked at every node: kept rather than divided out).
    npiles: u8,
    /// The pack in dealing order, as codes.
    order: Vec<u8>,
    /// For each card of the pack in dealing order, its pile.
    home: Vec<u8>,
    /// Rows dealt so far.
    dealt: u8,
    /// The piles, bottom first.
    piles: [[u8; MAX_HEIGHT]; MAX_PILES],
    len: [u8; MAX_PILES],
    /// The cards gone from play, a bit a code.
    gone: u64,
}

impl RowPiles {
    /// Nothing dealt yet from `pack` (dealing order) in `shape` (which must fit: at most
    /// [`MAX_PILES`] piles, rows below [`MAX_HEIGHT`], codes below 64).
    pub fn new(shape: RowShape, pack: &[Card]) -> RowPiles {
        debug_assert_eq!(pack.len(), usize::from(shape.cards));
        RowPiles {
            shape,
            npiles: shape.piles() as u8,
            order: pack.iter().map(|&c| code(c)).collect(),
            home: (0..pack.len()).map(|i| shape.pile_of(i) as u8).collect(),
            dealt: 0,
            piles: [[NO_CARD; MAX_HEIGHT]; MAX_PILES],
            len: [0; MAX_PILES],
            gone: 0,
        }
    }

    /// The shape.
    pub fn shape(&self) -> RowShape {
        self.shape
    }

    /// Rows dealt so far.
    pub fn dealt(&self) -> u8 {
        self.dealt
    }

    /// Cards dealt so far: whole rows, the short last one included (the stock is the rest of
    /// the pack).
    pub fn cards_dealt(&self) -> usize {
        (usize::from(self.dealt) * usize::from(self.shape.width)).min(self.order.len())
    }

    /// What a player sees of the piles ([`crate::player::Playable::seen`]): every card dealt
    /// is face up, the stock face down.
    pub fn seen(&self) -> RowsSeen {
        RowsSeen {
            piles: (0..self.piles())
                .map(|p| self.pile(p).iter().map(|&c| card(c)).collect())
                .collect(),
            rows_dealt: self.dealt,
        }
    }

    /// Whether a row is left to deal.
    pub fn can_deal(&self) -> bool {
        self.dealt < self.shape.rows()
    }

    /// The cards gone from play, a bit a code.
    pub fn gone(&self) -> u64 {
        self.gone
    }

    /// The cards still in the stock, a bit a code.
    pub fn in_stock(&self) -> u64 {
        let start = usize::from(self.dealt) * usize::from(self.shape.width);
        self.order
            .get(start..)
            .unwrap_or(&[])
            .iter()
            .fold(0, |m, &c| m | 1 << c)
    }

    /// Piles in all.
    #[inline]
    pub fn piles(&self) -> usize {
        usize::from(self.npiles)
    }

    /// Cards on pile `p`.
    #[inline]
    pub fn len(&self, p: usize) -> usize {
        usize::from(self.len[p])
    }

    /// Whether every pile is empty.
    pub fn is_empty(&self) -> bool {
        self.len.iter().all(|&l| l == 0)
    }

    /// Pile `p`, bottom first.
    pub fn pile(&self, p: usize) -> &[u8] {
        &self.piles[p][..self.len(p)]
    }

    /// The top card of pile `p`.
    #[inline]
    pub fn top(&self, p: usize) -> Option<u8> {
        let l = self.len(p);
        (l > 0).then(|| self.piles[p][l - 1])
    }

    /// The pile card `c` was dealt to (its place in the pack decides).
    pub fn home_of(&self, c: u8) -> usize {
        let i = self.order.iter().position(|&o| o == c).unwrap_or(0);
        usize::from(self.home[i])
    }

    /// Deals the next row (there must be one).
    pub fn deal(&mut self) {
        for i in self.row_range(self.dealt) {
            let (c, p) = (self.order[i], usize::from(self.home[i]));
            self.push(p, c);
        }
        self.dealt += 1;
    }

    /// Takes back the last row dealt.
    pub fn undeal(&mut self) {
        self.dealt -= 1;
        for i in self.row_range(self.dealt) {
            self.len[usize::from(self.home[i])] -= 1;
        }
    }

    fn row_range(&self, row: u8) -> std::ops::Range<usize> {
        let w = usize::from(self.shape.width);
        let start = usize::from(row) * w;
        start..(start + w).min(self.order.len())
    }

    /// Puts `c` on pile `p`.
    #[inline]
    pub fn push(&mut self, p: usize, c: u8) {
        self.piles[p][self.len(p)] = c;
        self.len[p] += 1;
    }

    /// Takes the top card off pile `p` (there must be one).
    #[inline]
    pub fn pop(&mut self, p: usize) -> u8 {
        self.len[p] -= 1;
        self.piles[p][self.len(p)]
    }

    /// Takes the top card of pile `p` out of play.
    #[inline]
    pub fn discard(&mut self, p: usize) -> u8 {
        let c = self.pop(p);
        self.gone |= 1 << c;
        c
    }

    /// The piles, rows dealt and cards gone as they are now.
    #[inline]
    pub fn save(&self) -> RowState {
        RowState {
            dealt: self.dealt,
            piles: self.piles,
            len: self.len,
            gone: self.gone,
        }
    }

    /// Puts back the piles, rows dealt and cards gone that [`RowPiles::save`] gave.
    #[inline]
    pub fn restore(&mut self, s: &RowState) {
        self.dealt = s.dealt;
        self.piles = s.piles;
        self.len = s.len;
        self.gone = s.gone;
    }

    /// Takes back [`RowPiles::discard`] of `c` from pile `p`.
    #[inline]
    pub fn undiscard(&mut self, p: usize, c: u8) {
        self.gone &= !(1 << c);
        self.push(p, c);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use patience_cards::DeckSpec;

    #[test]
    fn rows_go_round_the_piles_and_the_short_row_aside_or_on() {
        let pack = DeckSpec::standard(1, 0).cards();
        let aside = RowShape {
            width: 5,
            cards: 52,
            aside: true,
        };
        assert_eq!((aside.rows(), aside.piles()), (11, 7));
        assert_eq!(
            (aside.pile_of(49), aside.pile_of(50), aside.pile_of(51)),
            (4, 5, 6)
        );
        let on = RowShape {
            aside: false,
            ..aside
        };
        assert_eq!((on.piles(), on.pile_of(50), on.pile_of(51)), (5, 0, 1));
        let mut rp = RowPiles::new(aside, &pack);
        while rp.can_deal() {
            rp.deal();
        }
        assert_eq!(rp.len(0), 10);
        assert_eq!(rp.len(5), 1);
        assert_eq!(rp.top(6), Some(code(pack[51])));
        assert_eq!(rp.in_stock(), 0);
        let c = rp.discard(6);
        assert_eq!(rp.gone(), 1 << c);
        rp.undiscard(6, c);
        rp.undeal();
        assert_eq!((rp.len(0), rp.len(5), rp.dealt()), (10, 0, 10));
        for c in &pack {
            assert_eq!(card(code(*c)), *c);
        }
    }
}
