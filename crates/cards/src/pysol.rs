//! PySolFC's game numbers: the deck order PySolFC (Shlomi Fish and others, after Markus
//! Oberhumer's PySol) shuffles for a game number, with the generators of its `pysol_cards`
//! package, so that `--deal pysol:N` plays the very layout PySolFC deals as game N.
//!
//! PySolFC builds the pack deck by deck, suit by suit in the order clubs, spades, hearts,
//! diamonds, ace to king within a suit. Game numbers below 32,000 use Microsoft FreeCell's
//! linear congruential generator (`LCRandom31`) on the pack first rearranged as FreeCell deals
//! it (a one-deck pack only: rank by rank, suits in the order clubs, diamonds, hearts, spades);
//! larger numbers use Python's Mersenne Twister seeded with the number (`MTRandom`). Either
//! shuffles the list from its end: for `n` from `len - 1` down to 1, swap item `n` with item
//! `randint(0, n)`. A game's own shuffle hook (Nestor's rectification) then draws from the same
//! generator ([`PysolRng::choice_below`]).

use crate::card::{Card, Suit};
use crate::mt::Mt19937;

/// The game numbers PySolFC deals with its FreeCell generator: those below this.
pub const MS_LIMIT: u64 = 32_000;

/// PySolFC's suit order: clubs, spades, hearts, diamonds (`"CSHD"`).
const SUITS: [Suit; 4] = [Suit::Clubs, Suit::Spades, Suit::Hearts, Suit::Diamonds];

/// The generator PySolFC uses for a game number, in the state after seeding.
#[derive(Clone, Debug)]
pub enum PysolRng {
    /// Microsoft FreeCell's generator (`LCRandom31`), for game numbers below [`MS_LIMIT`].
    FreeCell {
        /// The 33-bit state.
        state: u64,
    },
    /// Python's Mersenne Twister (`MTRandom`), for the others.
    Twister(Box<Mt19937>),
}

impl PysolRng {
    /// The generator of game number `game`.
    pub fn new(game: u64) -> PysolRng {
        if game < MS_LIMIT {
            PysolRng::FreeCell { state: game }
        } else {
            PysolRng::Twister(Box::new(Mt19937::python_seeded(game)))
        }
    }

    /// `randint(a, b)`: an integer in `a..=b`, as PySolFC draws it.
    pub fn randint(&mut self, a: u64, b: u64) -> u64 {
        let span = b + 1 - a;
        match self {
            PysolRng::FreeCell { state } => {
                *state = (state.wrapping_mul(214_013).wrapping_add(2_531_011)) & ((1 << 33) - 1);
                let r = (*state >> 16) & 0x7fff;
                a + r % span
            }
            PysolRng::Twister(mt) => {
                // int(random() * span): Python's float product, truncated.
                #[allow(clippy::cast_precision_loss)]
                let x = mt.random() * span as f64;
                a + x as u64
            }
        }
    }

    /// `choice(range(lo, hi))`: one of `lo..hi`, as PySolFC's shuffle hooks draw it.
    pub fn choice_below(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.randint(0, hi - lo - 1)
    }

    /// Shuffles `items` as PySolFC does: from the end, swapping item `n` with `randint(0, n)`.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for n in (1..items.len()).rev() {
            let j = self.randint(0, n as u64) as usize;
            items.swap(n, j);
        }
    }
}

/// The pack of `decks` standard decks shuffled for game number `game`, in the order PySolFC's
/// talon deals it: [`shuffled_pack`]'s list from its end, for the games with no shuffle hook of
/// their own, whose talon deals its top card (the list's last) first.
pub fn talon_order(decks: u8, game: u64) -> Vec<Card> {
    let mut pack = shuffled_pack(decks, game).0;
    pack.reverse();
    pack
}

/// The pack of `decks` standard decks in PySolFC's order, shuffled for game number `game`, and
/// the generator in its state after the shuffle (a game's shuffle hook goes on drawing from
/// it). The first card of the list is the last one PySolFC's talon deals; see the games' own
/// dealing for where each goes.
pub fn shuffled_pack(decks: u8, game: u64) -> (Vec<Card>, PysolRng) {
    let mut pack: Vec<Card> = (0..decks)
        .flat_map(|_| {
            SUITS
                .iter()
                .flat_map(|&s| (1..=13).map(move |r| Card::new(r, s)))
        })
        .collect();
    let mut rng = PysolRng::new(game);
    if matches!(rng, PysolRng::FreeCell { .. }) && pack.len() == 52 {
        // FreeCell's order: rank by rank, suits clubs, diamonds, hearts, spades.
        pack = (0..13)
            .flat_map(|i| [0, 39, 26, 13].map(|j| pack[i + j]))
            .collect();
    }
    rng.shuffle(&mut pack);
    (pack, rng)
}
