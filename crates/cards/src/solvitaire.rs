//! Solvitaire's deals (Charlie Blake and Ian Gent's solver, "The Winnability of Klondike
//! Solitaire and Many Other Patience Games"), so that the same deal can be solved by both
//! programs: its seed `N` (`--random N`) shuffles the deck with C++'s `std::mt19937(N)` and
//! Boost's `uniform_int_distribution`, and deals from the back of the deck.
//!
//! Its deck is built rank by rank, ace first, each rank in its suit order clubs, hearts, spades,
//! diamonds. The shuffle runs `i` from the last index down to 1 and swaps item `i` with item
//! `uniform_int(0, i)`. Boost draws that from the engine's 32-bit outputs by buckets: with `b =
//! 2^32 / (i + 1)` (integer division), it takes `output / b` and draws again while that exceeds
//! `i`.

use crate::card::{Card, Suit};
use crate::mt::Mt19937;

/// Solvitaire's suit order (its suit numbers 0 to 3).
const SUITS: [Suit; 4] = [Suit::Clubs, Suit::Hearts, Suit::Spades, Suit::Diamonds];

/// Boost's `uniform_int_distribution(0, range)` on a 32-bit engine.
fn uniform_int(mt: &mut Mt19937, range: u64) -> u64 {
    let bucket = (1u64 << 32) / (range + 1);
    loop {
        let r = u64::from(mt.next_u32()) / bucket;
        if r <= range {
            return r;
        }
    }
}

/// Solvitaire's shuffled deck of `ranks` ranks (13 for a full deck) for seed `seed`, in its
/// vector's order: the deal takes cards from the back.
pub fn shuffled_deck(seed: u32, ranks: u8) -> Vec<Card> {
    let mut deck: Vec<Card> = (1..=ranks)
        .flat_map(|r| SUITS.iter().map(move |&s| Card::new(r, s)))
        .collect();
    let mut mt = Mt19937::new(seed);
    for i in (1..deck.len()).rev() {
        let j = uniform_int(&mut mt, i as u64) as usize;
        deck.swap(i, j);
    }
    deck
}

/// A Canfield deal as Solvitaire deals seed `N` of its `canfield` game types.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolvitaireCanfield {
    /// The first foundation card: its rank is the base rank of every foundation.
    pub foundation: Card,
    /// The 34 stock cards, bottom first: the last is dealt next.
    pub stock: Vec<Card>,
    /// The 13 reserve cards, bottom first: the last is the available one.
    pub reserve: Vec<Card>,
    /// The four tableau piles' cards, left to right.
    pub tableau: [Card; 4],
}

/// The Canfield deal of Solvitaire's seed `seed`: the first card of the shuffled deck goes to
/// the foundations and fixes the base rank; then, from the back of the deck, 34 cards to the
/// stock, 13 to the reserve and one to each tableau pile.
pub fn canfield_deal(seed: u32) -> SolvitaireCanfield {
    let mut deck = shuffled_deck(seed, 13);
    let foundation = deck.remove(0);
    let mut take = |n: usize| -> Vec<Card> { (0..n).filter_map(|_| deck.pop()).collect() };
    let stock = take(34);
    let reserve = take(13);
    let t = take(4);
    SolvitaireCanfield {
        foundation,
        stock,
        reserve,
        tableau: [t[0], t[1], t[2], t[3]],
    }
}

/// The Accordion line of Solvitaire's seed `seed` (its `accordion` game type), left to right:
/// Solvitaire deals its accordion piles left to right, each from the back of the shuffled deck,
/// so the line is the deck of [`shuffled_deck`] reversed.
pub fn accordion_line(seed: u32) -> Vec<Card> {
    let mut line = shuffled_deck(seed, 13);
    line.reverse();
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deal_uses_every_card_once() {
        for seed in 0..50 {
            let d = canfield_deal(seed);
            let mut all: Vec<Card> = d.stock.clone();
            all.extend(&d.reserve);
            all.extend(d.tableau);
            all.push(d.foundation);
            all.sort_unstable();
            all.dedup();
            assert_eq!(all.len(), 52, "seed {seed}");
        }
    }
}
