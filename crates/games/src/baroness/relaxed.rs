//! A loss proof for Baroness: the game of two ranks that pair, every other card left out.
//!
//! Take two ranks `r` and `s` whose total is the top rank (`r = s` in small packs of an even
//! top rank) and delete every other card from the deal: the *relaxed game* of those ranks. Its
//! piles hold the same cards in the same order as the real piles, less the others; a row deals
//! the cards of those ranks the real row deals, onto the same piles; two of its top cards pair
//! as in the real game.
//!
//! Why its losses are real (a position won in the real game is won in each relaxed game): take
//! a real win and keep only its deals and its discards of those ranks. A relaxed pile is the
//! real pile less some cards, so a card on top of the real pile is on top of the relaxed one,
//! and each kept discard is legal there; each deal is too; at the end every card of those
//! ranks is gone. So a relaxed game that cannot be won proves the real position lost.
//!
//! It sees what the count in [`super::BaronessPos`]'s `is_dead` cannot: the order within piles
//! and the rows still to come (a pile holding a 6 under a 7 and another a 7 under a 6, with no
//! other 6 or 7 left, is lost though no pile holds more than half of them). A relaxed game has
//! at most 8 cards (one deck) and one position a set of cards gone and a number of rows dealt,
//! so it is solved exactly, each position once for the deal, as the search asks.

use crate::rows::{rank, RowShape};
use patience_cards::Card;

/// A position's answer in a relaxed game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Known {
    Unknown,
    Won,
    Lost,
}

/// The relaxed game of one pair of ranks (see the module doc). Its cards are numbered by
/// code: card `j < 4` is the card of suit `j` of the lower rank, card `4 + j` that of the
/// higher, so that its set of cards gone is two nibbles of the real game's.
#[derive(Clone, Debug)]
struct Relaxed {
    /// The lower rank's first code (its four suits follow).
    low: u8,
    /// The higher rank's first code, or `None` when the two ranks are one.
    high: Option<u8>,
    /// The cards of the game, a bit each: those the pack holds.
    present: u32,
    /// Each card's pile.
    pile: [u8; 8],
    /// Each card's row (from 0): dealt once more rows than that are.
    row: [u8; 8],
    /// Each card's rank.
    rank: [u8; 8],
    /// Answers, by rows dealt and the set of its cards gone (a bit a card).
    known: Vec<Known>,
}

impl Relaxed {
    /// Whether the position of `dealt` rows and the cards of `gone` (a bit a card) gone is won
    /// (`rows` rows in all; two cards pair when their ranks total `top`).
    fn won(&mut self, rows: u8, top: u8, dealt: u8, gone: u32) -> bool {
        let left = self.present & !gone;
        if left == 0 {
            return true;
        }
        let at = usize::from(dealt) << 8 | gone as usize;
        match self.known[at] {
            Known::Won => return true,
            Known::Lost => return false,
            Known::Unknown => {}
        }
        // The top card of each pile among those dealt and left: the latest row.
        let mut dealt_left = 0u32;
        for j in 0..8 {
            dealt_left |= u32::from(left >> j & 1 == 1 && self.row[j] < dealt) << j;
        }
        let mut tops = 0u32;
        for j in 0..8 {
            if dealt_left >> j & 1 == 0 {
                continue;
            }
            let covered = (0..8).any(|k| {
                dealt_left >> k & 1 == 1
                    && self.pile[k] == self.pile[j]
                    && self.row[k] > self.row[j]
            });
            tops |= u32::from(!covered) << j;
        }
        let mut won = false;
        'pairs: for j in 0..8 {
            if tops >> j & 1 == 0 {
                continue;
            }
            for k in j + 1..8 {
                if tops >> k & 1 == 1
                    && self.rank[j] + self.rank[k] == top
                    && self.won(rows, top, dealt, gone | 1 << j | 1 << k)
                {
                    won = true;
                    break 'pairs;
                }
            }
        }
        if !won && dealt < rows {
            won = self.won(rows, top, dealt + 1, gone);
        }
        self.known[at] = if won { Known::Won } else { Known::Lost };
        won
    }

    /// Its set of cards gone, from the real game's (a bit a code).
    #[inline]
    fn gone_of(&self, gone: u64) -> u32 {
        let lo = (gone >> self.low) as u32 & 0xf;
        self.high
            .map_or(lo, |h| lo | ((gone >> h) as u32 & 0xf) << 4)
    }
}

/// The relaxed games of a deal, one for each pair of ranks that pair, solved as asked.
#[derive(Clone, Debug)]
pub(super) struct RelaxedGames {
    games: Vec<Relaxed>,
    /// Rows in the deal.
    rows: u8,
    /// The top rank (two cards pair when their ranks total it).
    top: u8,
}

impl RelaxedGames {
    /// The relaxed games of `pack` (dealing order) dealt in `shape`, `ranks` ranks a suit.
    pub(super) fn new(shape: RowShape, ranks: u8, pack: &[Card]) -> RelaxedGames {
        let games = (1..=ranks / 2)
            .map(|r| {
                let s = ranks - r;
                let mut g = Relaxed {
                    low: (r - 1) * 4,
                    high: (s != r).then_some((s - 1) * 4),
                    present: 0,
                    pile: [0; 8],
                    row: [0; 8],
                    rank: [0; 8],
                    known: vec![Known::Unknown; (usize::from(shape.rows()) + 1) << 8],
                };
                for (i, &c) in pack.iter().enumerate() {
                    let k = crate::rows::code(c);
                    let j = if rank(k) == r {
                        k - g.low
                    } else if rank(k) == s {
                        k - (s - 1) * 4 + 4
                    } else {
                        continue;
                    };
                    let j = usize::from(j);
                    g.present |= 1 << j;
                    g.pile[j] = shape.pile_of(i) as u8;
                    g.row[j] = (i / usize::from(shape.width)) as u8;
                    g.rank[j] = rank(k);
                }
                g
            })
            .collect();
        RelaxedGames {
            games,
            rows: shape.rows(),
            top: ranks,
        }
    }

    /// Whether some relaxed game is lost from the real position of `dealt` rows dealt and the
    /// cards of `gone` (a bit a code) gone: then the real position is lost.
    pub(super) fn lost(&mut self, dealt: u8, gone: u64) -> bool {
        let (rows, top) = (self.rows, self.top);
        self.games.iter_mut().any(|g| {
            let set = g.gone_of(gone);
            !g.won(rows, top, dealt, set)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::baroness::{brute_force_winnable, BaronessRules, Leftover};
    use patience_cards::DeckSpec;
    use rand::seq::SliceRandom;
    use rand::SeedableRng;
    use rand_pcg::Pcg64;

    /// Every deal the relaxed games prove lost at the start is lost by brute force, on small
    /// packs where both verdicts are common, and the proof does prove some deals lost.
    #[test]
    fn relaxed_losses_are_real_losses() {
        let mut proved = 0;
        for (ranks, piles) in [(6, 3), (7, 4), (5, 4)] {
            let rules = BaronessRules {
                ranks,
                piles,
                leftover: Leftover::Aside,
            };
            let deck = DeckSpec {
                ranks,
                ..DeckSpec::standard(1, 0)
            };
            let mut rng = Pcg64::seed_from_u64(u64::from(ranks) * 31 + u64::from(piles));
            for _ in 0..700 {
                let mut pack = deck.cards();
                pack.shuffle(&mut rng);
                let mut g = RelaxedGames::new(rules.shape(), ranks, &pack);
                if g.lost(0, 0) {
                    proved += 1;
                    assert!(!brute_force_winnable(&rules, &pack), "{pack:?}");
                }
            }
        }
        assert!(proved > 100, "only {proved} proved lost");
    }
}
