//! The Nestor family played without peeking ([`crate::player`]): with a closed tableau (Closed
//! Nestor) only the top card of each column is face up, the reserve and every card discarded are
//! seen; an open game hides nothing.
//!
//! **What the sampler draws.** The hidden cards are those of no column top, no reserve place and
//! no discard: the player knows which cards they are, and how many lie in each column. A plain
//! deal puts them in the hidden places uniformly at random, so the sampler shuffles them. A
//! rectified deal has no two cards of one rank in a column, counting the cards seen in it; the
//! sampler draws uniformly among the placements that respect that (every rectified layout equally
//! likely, as `rectify uniform` deals them; `bottom` rectification, the printed procedure, favours
//! some layouts, and conditioning it exactly would mean replaying the procedure, which is
//! hopeless). It does so by a Markov chain: from a random placement, swaps of two hidden cards
//! that do not add a duplicate rank to a column until none is left, then [`MIX_SWAPS`] swap
//! proposals a hidden card, each taken when it keeps every column free of duplicates. A proposal
//! is symmetric and the target uniform, so the chain's law tends to the uniform one over the
//! placements swaps connect; `tests/nestor_play.rs` checks it by a chi-square test on a tiny pack.

use super::layout::{Layout, Place, RESERVE};
use super::position::{NestorPos, PairMove};
use super::rules::NestorRules;
use crate::player::Playable;
use patience_cards::rectify::Rectify;
use patience_cards::Card;
use patience_search::Game;
use rand::seq::SliceRandom;
use rand::{Rng, RngExt};
use std::sync::Arc;

/// Swap proposals a hidden card that the sampler makes once the placement has no duplicate.
pub const MIX_SWAPS: usize = 40;

/// A discard: the two places the cards leave (a column's top and `Beneath` it for an overlap
/// discard).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct NestorDiscard {
    /// The first card's place.
    pub a: Place,
    /// The second card's place.
    pub b: Place,
}

/// A Nestor-family game in play: the deal, the cards left and the discards made.
#[derive(Clone, Debug)]
pub struct NestorPlay {
    rules: Arc<NestorRules>,
    layout: Layout,
    /// Cards left in each column.
    heights: Vec<u8>,
    /// Whether each reserve card is still there.
    reserve: Vec<bool>,
    history: Vec<NestorDiscard>,
}

/// What a player sees: each column's height and its face-up cards (the top one with a closed
/// tableau, all of them otherwise), and the reserve cards left.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NestorSeen {
    /// Each column: cards left, and the face-up ones (bottom first).
    pub columns: Vec<(u8, Vec<Card>)>,
    /// Each reserve place: its card, if still there.
    pub reserve: Vec<Option<Card>>,
}

impl NestorPlay {
    /// The start of play of `layout`, a deal of `rules` (plain rules: no jokers, no closed
    /// reserve, no stock; see [`NestorRules::is_plain`]).
    pub fn new(rules: Arc<NestorRules>, layout: Layout) -> NestorPlay {
        NestorPlay {
            heights: layout.columns.iter().map(|c| c.len() as u8).collect(),
            reserve: vec![true; layout.reserve.len()],
            rules,
            layout,
            history: Vec::new(),
        }
    }

    /// The deal being played (after [`Playable::resample`], the drawn one).
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The discards made so far, as a person reads them (for [`super::replay`]).
    pub fn steps(&self) -> Vec<super::layout::Step> {
        let mut heights = self.layout.columns.iter().map(Vec::len).collect::<Vec<_>>();
        self.history
            .iter()
            .map(|d| {
                let card = |p: Place, h: &[usize]| match p {
                    Place::Column(c) => self.layout.columns[c][h[c] - 1],
                    Place::Beneath(c) => self.layout.columns[c][h[c] - 2],
                    Place::Reserve(i) => self.layout.reserve[i],
                };
                let step = super::layout::Step {
                    cards: [card(d.a, &heights), card(d.b, &heights)],
                    places: [d.a, d.b],
                };
                for p in [d.a, d.b] {
                    if let Place::Column(c) | Place::Beneath(c) = p {
                        heights[c] -= 1;
                    }
                }
                step
            })
            .collect()
    }

    fn top(&self, c: usize) -> Option<Card> {
        let h = usize::from(self.heights[c]);
        (h > 0).then(|| self.layout.columns[c][h - 1])
    }

    /// The available cards and their places.
    fn available(&self) -> Vec<(Place, Card)> {
        let cols =
            (0..self.heights.len()).filter_map(|c| self.top(c).map(|k| (Place::Column(c), k)));
        let res = (0..self.reserve.len())
            .filter(|&i| self.reserve[i])
            .map(|i| (Place::Reserve(i), self.layout.reserve[i]));
        cols.chain(res).collect()
    }

    /// The source number [`NestorPos`] gives a place.
    fn source(p: Place) -> u8 {
        match p {
            Place::Column(c) | Place::Beneath(c) => c as u8,
            Place::Reserve(i) => RESERVE + i as u8,
        }
    }

    /// Shuffles the cards of the places `slots` (column, index) among those places, uniformly.
    fn shuffle_slots<R: Rng + ?Sized>(&mut self, slots: &[(usize, usize)], rng: &mut R) {
        let mut hidden: Vec<Card> = slots
            .iter()
            .map(|&(c, i)| self.layout.columns[c][i])
            .collect();
        hidden.shuffle(rng);
        for (&(c, i), &k) in slots.iter().zip(&hidden) {
            self.layout.columns[c][i] = k;
        }
    }

    /// Places the hidden cards (those of the places `slots`, which it shuffles first) in a
    /// drawn order that leaves no column with two cards of one rank, counting its cards seen
    /// (see the module doc).
    fn place_rectified<R: Rng + ?Sized>(&mut self, slots: &[(usize, usize)], rng: &mut R) {
        let n = slots.len();
        let ranks = usize::from(self.rules.deck.ranks) + 2;
        let rank = |k: Card| usize::from(k.rank());
        let excess = |x: u8| i64::from(x.saturating_sub(1));
        // Per column and rank, its cards; each slot's column and the rank of its card.
        let mut count = vec![0u8; self.layout.columns.len() * ranks];
        let mut cards: Vec<[usize; 2]> = vec![[0, 0]; n];
        loop {
            self.shuffle_slots(slots, rng);
            count.fill(0);
            for (c, col) in self.layout.columns.iter().enumerate() {
                for &k in col {
                    count[c * ranks + rank(k)] += 1;
                }
            }
            for (slot, &(c, i)) in cards.iter_mut().zip(slots) {
                *slot = [c, rank(self.layout.columns[c][i])];
            }
            let mut dup: i64 = count.iter().map(|&x| excess(x)).sum();
            // Down to no duplicate, taking every swap that adds none; a walk that takes too
            // long (a tight pack can trap it) starts again from a new shuffle.
            let mut steps = 0;
            while dup > 0 && steps < 100 * n + 1000 {
                steps += 1;
                let (i, j) = (rng.random_range(0..n), rng.random_range(0..n));
                let d = swap_delta(&count, ranks, &cards, i, j);
                if d <= 0 {
                    self.swap(&mut count, ranks, &mut cards, slots, i, j);
                    dup += d;
                }
            }
            if dup == 0 {
                break;
            }
        }
        // Then mix among the placements without duplicates.
        for _ in 0..MIX_SWAPS * n {
            let (i, j) = (rng.random_range(0..n), rng.random_range(0..n));
            if swap_delta(&count, ranks, &cards, i, j) == 0 {
                self.swap(&mut count, ranks, &mut cards, slots, i, j);
            }
        }
    }

    /// Swaps the cards of slots `i` and `j` (see [`NestorPlay::place_rectified`]).
    fn swap(
        &mut self,
        count: &mut [u8],
        ranks: usize,
        cards: &mut [[usize; 2]],
        slots: &[(usize, usize)],
        i: usize,
        j: usize,
    ) {
        let ([ci, ri], [cj, rj]) = (cards[i], cards[j]);
        count[ci * ranks + ri] -= 1;
        count[ci * ranks + rj] += 1;
        count[cj * ranks + rj] -= 1;
        count[cj * ranks + ri] += 1;
        cards[i][1] = rj;
        cards[j][1] = ri;
        let ((a, x), (b, y)) = (slots[i], slots[j]);
        let t = self.layout.columns[a][x];
        self.layout.columns[a][x] = self.layout.columns[b][y];
        self.layout.columns[b][y] = t;
    }
}

/// The change in duplicate ranks (cards beyond the first of a rank in a column) if the cards of
/// slots `i` and `j` swap; `count` holds each column's cards by rank, `cards` each slot's column
/// and rank.
fn swap_delta(count: &[u8], ranks: usize, cards: &[[usize; 2]], i: usize, j: usize) -> i64 {
    let ([ci, ri], [cj, rj]) = (cards[i], cards[j]);
    if ci == cj || ri == rj {
        return 0;
    }
    let e = |x: u8| i64::from(x.saturating_sub(1));
    let side = |c: usize, out: usize, inn: usize| {
        let (o, k) = (count[c * ranks + out], count[c * ranks + inn]);
        e(o - 1) - e(o) + e(k + 1) - e(k)
    };
    side(ci, ri, rj) + side(cj, rj, ri)
}

/// The discards a player may make: every two available cards (`avail`, each with its place)
/// that pair under `rules`, and with overlap discards (open tableau only) a column's top card
/// with the card beneath it, the columns being `layout`'s dealt `heights` high. Closed Nestor
/// and Doublets list their moves alike.
pub(super) fn discards(
    rules: &NestorRules,
    avail: &[(Place, Card)],
    layout: &Layout,
    heights: &[u8],
) -> Vec<NestorDiscard> {
    let mut out = Vec::new();
    for (i, &(a, x)) in avail.iter().enumerate() {
        for &(b, y) in &avail[i + 1..] {
            if rules.pairs(x, y) {
                out.push(NestorDiscard { a, b });
            }
        }
    }
    if rules.overlap && !rules.closed_tableau {
        for (c, col) in layout.columns.iter().enumerate() {
            let h = usize::from(heights[c]);
            if h >= 2 && rules.pairs(col[h - 1], col[h - 2]) {
                out.push(NestorDiscard {
                    a: Place::Column(c),
                    b: Place::Beneath(c),
                });
            }
        }
    }
    out
}

impl Playable for NestorPlay {
    type Move = NestorDiscard;
    type Seen = NestorSeen;
    type Search = NestorPos<u128>;

    /// Every pair of available cards of one rank, and with overlap discards (open tableau only)
    /// a top card with the card beneath it.
    fn legal_moves(&self) -> Vec<NestorDiscard> {
        discards(&self.rules, &self.available(), &self.layout, &self.heights)
    }

    fn play(&mut self, m: NestorDiscard) {
        for p in [m.a, m.b] {
            match p {
                Place::Column(c) | Place::Beneath(c) => self.heights[c] -= 1,
                Place::Reserve(i) => self.reserve[i] = false,
            }
        }
        self.history.push(m);
    }

    fn is_won(&self) -> bool {
        self.heights.iter().all(|&h| h == 0) && !self.reserve.contains(&true)
    }

    fn seen(&self) -> NestorSeen {
        NestorSeen {
            columns: (0..self.heights.len())
                .map(|c| {
                    let h = usize::from(self.heights[c]);
                    let from = if self.rules.closed_tableau {
                        h.saturating_sub(1)
                    } else {
                        0
                    };
                    (self.heights[c], self.layout.columns[c][from..h].to_vec())
                })
                .collect(),
            reserve: (0..self.reserve.len())
                .map(|i| self.reserve[i].then(|| self.layout.reserve[i]))
                .collect(),
        }
    }

    fn hides_cards(&self) -> bool {
        self.rules.closed_tableau && self.heights.iter().any(|&h| h >= 2)
    }

    /// The hidden cards placed again (see the module doc); the cards seen stay where they are.
    fn resample<R: Rng + ?Sized>(&self, rng: &mut R) -> NestorPlay {
        let mut out = self.clone();
        if !self.hides_cards() {
            return out;
        }
        let slots: Vec<(usize, usize)> = (0..self.heights.len())
            .flat_map(|c| (0..usize::from(self.heights[c]).saturating_sub(1)).map(move |i| (c, i)))
            .collect();
        if self.rules.rectify == Rectify::None {
            out.shuffle_slots(&slots, rng);
        } else {
            out.place_rectified(&slots, rng);
        }
        out
    }

    /// The greedy rule: uncover as many cards as possible. Among the discards, it takes the one
    /// with the most cards from columns of two or more (two column tops before a top and a
    /// reserve card, and those before two reserve cards or the last cards of columns), then the
    /// one from the tallest columns (the larger sum of their heights), then the first listed.
    fn greedy(&self, legal: &[NestorDiscard]) -> Option<NestorDiscard> {
        let score = |m: &NestorDiscard| {
            let mut covering = 0;
            let mut height = 0;
            for p in [m.a, m.b] {
                if let Place::Column(c) | Place::Beneath(c) = p {
                    let h = usize::from(self.heights[c]);
                    covering += usize::from(h >= 2);
                    height += h;
                }
            }
            (covering, height)
        };
        let best = legal.iter().map(score).max()?;
        legal.iter().copied().find(|m| score(m) == best)
    }

    fn search(&self) -> NestorPos<u128> {
        let mut pos =
            NestorPos::new(&self.rules, &self.layout).expect("a drawn deal is a deal of the game");
        for d in &self.history {
            pos.apply(PairMove::new(Self::source(d.a), Self::source(d.b)));
        }
        pos
    }
}
