//! Deals lost by inspection alone: what a player sees before making a move, with no search.
//!
//! The seed says of unrectified Nestor: "Somewhere around 40% of deals would be impossible by
//! inspection because they have three of the same rank in the same column." [`inspect`] checks
//! that rule and the generalisations below, each proved for the rules of [`NestorRules`] (jokers,
//! overlap discards, closed reserve, stock). Every rule only ever says "lost" of a deal no
//! sequence of moves wins; the tests hold it to the solver on thousands of deals.
//!
//! A *chain* is a column's dealt cards, or a closed reserve (its cards are used in order, so an
//! earlier card covers the later ones as a column's upper card covers the lower). An open reserve
//! and a stock are not chains: their cards may pair with each other.

use super::layout::Layout;
use super::proofs::{pairable_within, precedence_cycle, too_many_in_chain};
use super::rules::NestorRules;
use patience_cards::Card;
use serde::Serialize;

/// A reason a deal is lost by inspection.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum LostBy {
    /// **Too many of a rank in one chain.** Two cards of one chain never pair with each other:
    /// the upper covers the lower until it is discarded, and then the upper is gone. The one
    /// exception is an overlap discard of two adjacent cards. So if a chain holds `k` of the `n`
    /// cards of a rank, of which at most `w` can pair inside the chain (with overlap discards,
    /// `2 * floor(run / 2)` summed over the runs of adjacent cards of the rank, since only
    /// adjacent cards pair and a run pairs as a path; without, 0), the other `k - w` each need a
    /// partner among the `n - k` cards of the rank elsewhere or the `j` jokers (wild): lost when
    /// `k - w > n - k + j`. One deck without jokers or overlap: three of a rank in a column.
    TooManyInChain,
    /// **No first move**: no two available cards match and no overlap discard is possible.
    NoFirstMove,
    /// **Forced pairs in a cycle** (no jokers in the game). Some pairs are forced: the two cards
    /// of a rank with two copies; and when a rank's `2m` cards lie `m` in one chain and `m` in
    /// another (none adjacent to another in its chain, with overlap discards), the `i`-th from the
    /// top of one pairs with the `i`-th from the top of the other: no two of one chain pair, and
    /// if `a_i` went with `b_j` and `a_k` with `b_l` where `a_i` is above `a_k` but `b_l` above
    /// `b_j`, each discard would have to come before the other. A card of forced pair `P` above
    /// a card of forced pair `Q` in a chain makes `P` come before `Q` (the lower card is covered
    /// until the upper one goes, and only `P` discards it). A cycle of such precedences can never
    /// be met.
    ForcedCycle,
}

impl LostBy {
    /// Every rule, in the order [`inspect`] reports them.
    pub const ALL: [LostBy; 3] = [
        LostBy::TooManyInChain,
        LostBy::NoFirstMove,
        LostBy::ForcedCycle,
    ];

    /// The rule's name in reports.
    pub fn name(self) -> &'static str {
        match self {
            LostBy::TooManyInChain => "too-many-in-chain",
            LostBy::NoFirstMove => "no-first-move",
            LostBy::ForcedCycle => "forced-cycle",
        }
    }
}

/// A chain: its cards top first, and whether overlap discards apply to it.
struct Chain {
    cards: Vec<Card>,
    overlap: bool,
}

fn chains(rules: &NestorRules, layout: &Layout) -> Vec<Chain> {
    let mut out: Vec<Chain> = layout
        .columns
        .iter()
        .map(|col| Chain {
            cards: col.iter().rev().copied().collect(),
            overlap: rules.overlap,
        })
        .collect();
    if rules.closed_reserve && !rules.stock {
        out.push(Chain {
            cards: layout.reserve.clone(),
            overlap: false,
        });
    }
    out
}

/// Cards of rank `r` in `chain` that can pair inside it (overlap discards of adjacent cards).
fn within(chain: &Chain, r: u8) -> usize {
    if chain.overlap {
        pairable_within(chain.cards.iter().map(|c| c.rank()), r)
    } else {
        0
    }
}

/// The reasons `layout` (a deal of `rules`, before any move) is lost by inspection; empty when
/// none applies. See [`LostBy`] for each rule and its proof.
pub fn inspect(rules: &NestorRules, layout: &Layout) -> Vec<LostBy> {
    let mut out = Vec::new();
    let all: Vec<Card> = layout
        .columns
        .iter()
        .flatten()
        .chain(&layout.reserve)
        .copied()
        .collect();
    let mut count = [0usize; 14];
    for c in &all {
        count[usize::from(c.rank())] += 1;
    }
    let jokers = count[0];
    let chains = chains(rules, layout);
    // Too many of a rank in one chain.
    'too_many: for chain in &chains {
        let mut k = [0usize; 14];
        for c in &chain.cards {
            k[usize::from(c.rank())] += 1;
        }
        for r in 1..14u8 {
            let (k, n) = (k[usize::from(r)], count[usize::from(r)]);
            if k > 0 && too_many_in_chain(k, n, jokers, within(chain, r)) {
                out.push(LostBy::TooManyInChain);
                break 'too_many;
            }
        }
    }
    // No first move.
    if !all.is_empty() && !has_first_move(rules, layout) {
        out.push(LostBy::NoFirstMove);
    }
    // Forced pairs in a cycle.
    if jokers == 0 && forced_cycle(&chains, &count) {
        out.push(LostBy::ForcedCycle);
    }
    out
}

fn has_first_move(rules: &NestorRules, layout: &Layout) -> bool {
    let mut avail: Vec<Card> = layout
        .columns
        .iter()
        .filter_map(|c| c.last())
        .copied()
        .collect();
    if !rules.stock {
        if rules.closed_reserve {
            avail.extend(layout.reserve.first());
        } else {
            avail.extend(&layout.reserve);
        }
    }
    for x in 0..avail.len() {
        for y in x + 1..avail.len() {
            if rules.pairs(avail[x], avail[y]) {
                return true;
            }
        }
    }
    rules.overlap
        && layout
            .columns
            .iter()
            .any(|c| c.len() >= 2 && rules.pairs(c[c.len() - 1], c[c.len() - 2]))
}

/// Whether the forced pairs of the deal must happen in a cycle ([`LostBy::ForcedCycle`]).
fn forced_cycle(chains: &[Chain], count: &[usize; 14]) -> bool {
    // Where each card of each rank lies in the chains: (chain, depth from the top).
    let mut at: Vec<Vec<(usize, usize)>> = vec![Vec::new(); 14];
    for (i, chain) in chains.iter().enumerate() {
        for (d, c) in chain.cards.iter().enumerate() {
            at[usize::from(c.rank())].push((i, d));
        }
    }
    // Forced pairs: (chain, depth) of both cards; a card outside the chains has no precedences.
    let mut pairs: Vec<[Option<(usize, usize)>; 2]> = Vec::new();
    for r in 1..14 {
        let n = count[r];
        let places = &at[r];
        if n == 2 {
            let mut p = [None, None];
            for (slot, &x) in p.iter_mut().zip(places) {
                *slot = Some(x);
            }
            pairs.push(p);
        } else if n >= 4 && places.len() == n {
            let first = places[0].0;
            let a: Vec<usize> = places
                .iter()
                .filter(|p| p.0 == first)
                .map(|p| p.1)
                .collect();
            let b: Vec<(usize, usize)> = places.iter().filter(|p| p.0 != first).copied().collect();
            let second = b.first().map(|p| p.0);
            if a.len() * 2 != n || b.iter().any(|p| Some(p.0) != second) {
                continue;
            }
            let second = second.expect("n >= 4");
            let adjacent = |chain: usize, depths: &[usize]| {
                chains[chain].overlap && depths.windows(2).any(|w| w[1] == w[0] + 1)
            };
            let b: Vec<usize> = b.iter().map(|p| p.1).collect();
            if adjacent(first, &a) || adjacent(second, &b) {
                continue;
            }
            // Depths are listed top first, so the i-th of one pairs with the i-th of the other.
            for (&x, &y) in a.iter().zip(&b) {
                pairs.push([Some((first, x)), Some((second, y))]);
            }
        }
    }
    if pairs.len() < 2 {
        return false;
    }
    // Too many forced discards for one mask: prove nothing (never wrong).
    if pairs.len() > 64 {
        return false;
    }
    // before[q]: the pairs with a card above one of q's cards in its chain.
    let mut before = vec![0u64; pairs.len()];
    for (q, pq) in pairs.iter().enumerate() {
        for (p, pp) in pairs.iter().enumerate() {
            let above = p != q
                && pq
                    .iter()
                    .flatten()
                    .any(|&(cq, dq)| pp.iter().flatten().any(|&(cp, dp)| cp == cq && dp < dq));
            before[q] |= u64::from(above) << p;
        }
    }
    let all = if pairs.len() == 64 {
        u64::MAX
    } else {
        (1u64 << pairs.len()) - 1
    };
    precedence_cycle(all, &before)
}
