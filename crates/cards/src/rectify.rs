//! Dealing a tableau of columns and a reserve, with or without rectification.
//!
//! A rectified layout has no two cards of one rank in any column (jokers count as one rank of their
//! own). `docs/rules.md` names the readings of the "standard procedure" of Keller and Masten's "Nestor
//! and Double Nestor":
//!
//! - [`Rectify::None`]: a plain random deal, row by row.
//! - [`Rectify::Bottom`]: as printed: deal row by row; a card that would duplicate a rank already in
//!   its column goes to the bottom of the deck and the next card is tried for the same place. If no
//!   remaining card fits, the procedure fails and the deal is redrawn from its own random stream; the
//!   failures are counted.
//! - [`Rectify::Column`]: the same bottom-of-deck rule, dealing column by column.
//! - [`Rectify::BottomKeep`]: the printed procedure that gives up instead of redrawing: when no
//!   remaining card fits a place, the next card is dealt there anyway, repeating a rank in its
//!   column, and the procedure goes on for the places after it. Never redraws; the layout may then
//!   not be rectified.
//! - [`Rectify::Uniform`]: every rectified layout equally likely, sampled exactly (see
//!   [`UniformRectifier`]), not by rejecting thousands of shuffles.

use crate::card::{Card, Rank};
use crate::deck::DeckSpec;
use crate::rng::DealRng;
use ahash::AHashMap as HashMap;
use std::collections::VecDeque;
use std::fmt;
use std::str::FromStr;

/// A reading of rectification (see the module docs).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Rectify {
    /// Plain random deal.
    None,
    /// Row by row, duplicates to the bottom of the deck (the printed procedure).
    Bottom,
    /// Column by column, duplicates to the bottom of the deck.
    Column,
    /// Row by row, duplicates to the bottom of the deck; when no card left fits a place, the
    /// next card goes there anyway (a duplicate kept, no redraw).
    #[serde(rename = "bottom-keep")]
    BottomKeep,
    /// Every rectified layout equally likely.
    Uniform,
}

impl Rectify {
    /// The reading's name as written on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Rectify::None => "none",
            Rectify::Bottom => "bottom",
            Rectify::Column => "column",
            Rectify::BottomKeep => "bottom-keep",
            Rectify::Uniform => "uniform",
        }
    }
}

impl fmt::Display for Rectify {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Rectify {
    type Err = String;
    fn from_str(s: &str) -> Result<Rectify, String> {
        match s {
            "none" => Ok(Rectify::None),
            "bottom" => Ok(Rectify::Bottom),
            "column" => Ok(Rectify::Column),
            "uniform" => Ok(Rectify::Uniform),
            "bottom-keep" => Ok(Rectify::BottomKeep),
            _ => Err(format!(
                "unknown rectification {s:?} (none, bottom, column, uniform, bottom-keep)"
            )),
        }
    }
}

/// A dealt layout: columns listed bottom card first, and the reserve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dealt {
    /// Each column, bottom first (the last card is the uncovered one).
    pub columns: Vec<Vec<Card>>,
    /// The reserve, in dealing order.
    pub reserve: Vec<Card>,
    /// How often the bottom-of-deck procedure failed and the deal was redrawn (0 for the others).
    pub failures: u32,
}

/// A layout that cannot be dealt as asked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    /// The columns need more cards than the pack has.
    #[error("impossible layout: the columns need {need} cards but the pack has {have}")]
    TooFewCards {
        /// Cards the columns need.
        need: usize,
        /// Cards in the pack.
        have: usize,
    },
    /// No rectified layout exists (a column longer than the number of ranks, say).
    #[error("impossible layout: no rectified deal exists ({0})")]
    NoRectifiedLayout(String),
    /// The uniform sampler's counts do not fit in 128 bits.
    #[error(
        "layout too large for uniform rectification (its count of layouts overflows 128 bits)"
    )]
    TooLarge,
    /// The bottom-of-deck procedure failed too often in a row.
    #[error("rectification failed {0} times in a row; use --rectify uniform for this layout")]
    TooManyFailures(u32),
}

/// The most redraws `bottom` and `column` make before giving up on a deal.
pub const MAX_FAILURES: u32 = 10_000;

/// Deals a shuffled `pack` into columns of `lengths` (row by row) and a reserve of the rest.
fn deal_plain(pack: &[Card], lengths: &[usize]) -> Dealt {
    let mut columns: Vec<Vec<Card>> = lengths.iter().map(|&l| Vec::with_capacity(l)).collect();
    let mut it = pack.iter().copied();
    let rows = lengths.iter().copied().max().unwrap_or(0);
    for row in 0..rows {
        for (c, &l) in lengths.iter().enumerate() {
            if row < l {
                columns[c].push(it.next().expect("pack checked long enough"));
            }
        }
    }
    Dealt {
        columns,
        reserve: it.collect(),
        failures: 0,
    }
}

/// One attempt of the bottom-of-deck procedure on a shuffled deck; `None` if it fails. With
/// `keep`, it never fails: when no card left fits a place, the next card is dealt there anyway.
fn deal_bottom_once(
    pack: &[Card],
    lengths: &[usize],
    by_column: bool,
    keep: bool,
) -> Option<Dealt> {
    let mut deck: VecDeque<Card> = pack.iter().copied().collect();
    let mut columns: Vec<Vec<Card>> = lengths.iter().map(|&l| Vec::with_capacity(l)).collect();
    let rows = lengths.iter().copied().max().unwrap_or(0);
    let mut places = Vec::with_capacity(lengths.iter().sum());
    if by_column {
        for (c, &l) in lengths.iter().enumerate() {
            places.extend((0..l).map(|_| c));
        }
    } else {
        for row in 0..rows {
            places.extend(
                lengths
                    .iter()
                    .enumerate()
                    .filter(|&(_, &l)| row < l)
                    .map(|(c, _)| c),
            );
        }
    }
    for c in places {
        let mut tries = deck.len();
        loop {
            if tries == 0 {
                if !keep {
                    return None;
                }
                // Every card left repeats a rank of this column: keep the next one.
                columns[c].push(deck.pop_front()?);
                break;
            }
            tries -= 1;
            let card = deck.pop_front()?;
            if columns[c].iter().any(|x| x.rank() == card.rank()) {
                deck.push_back(card);
            } else {
                columns[c].push(card);
                break;
            }
        }
    }
    Some(Dealt {
        columns,
        reserve: deck.into_iter().collect(),
        failures: 0,
    })
}

/// Checks that the pack can fill the columns.
///
/// # Errors
/// A [`DealError`] when the columns need more cards than the pack has.
pub fn check_lengths(spec: &DeckSpec, lengths: &[usize]) -> Result<(), DealError> {
    let need: usize = lengths.iter().sum();
    if need > spec.len() {
        return Err(DealError::TooFewCards {
            need,
            have: spec.len(),
        });
    }
    Ok(())
}

/// Deals one layout by `reading` (not [`Rectify::Uniform`], which needs a [`UniformRectifier`]).
///
/// # Errors
/// [`DealError::TooFewCards`], or [`DealError::TooManyFailures`] when the bottom-of-deck
/// procedure fails [`MAX_FAILURES`] times in a row.
pub fn deal_shuffled(
    reading: Rectify,
    spec: &DeckSpec,
    lengths: &[usize],
    rng: &mut DealRng,
) -> Result<Dealt, DealError> {
    check_lengths(spec, lengths)?;
    let base = spec.cards();
    let mut pack = base.clone();
    match reading {
        Rectify::None => {
            rng.shuffle(&mut pack);
            Ok(deal_plain(&pack, lengths))
        }
        Rectify::Bottom | Rectify::Column => {
            let distinct = usize::from(spec.ranks) + usize::from(spec.jokers > 0);
            if let Some(&l) = lengths.iter().find(|&&l| l > distinct) {
                return Err(DealError::NoRectifiedLayout(format!(
                    "a column of {l} cards but only {distinct} ranks"
                )));
            }
            for failures in 0..MAX_FAILURES {
                pack.copy_from_slice(&base);
                rng.shuffle(&mut pack);
                if let Some(mut d) =
                    deal_bottom_once(&pack, lengths, reading == Rectify::Column, false)
                {
                    d.failures = failures;
                    return Ok(d);
                }
            }
            Err(DealError::TooManyFailures(MAX_FAILURES))
        }
        Rectify::BottomKeep => {
            rng.shuffle(&mut pack);
            // Keeping never fails but for want of cards, which `check_lengths` ruled out.
            deal_bottom_once(&pack, lengths, false, true).ok_or(DealError::TooFewCards {
                need: lengths.iter().sum(),
                have: spec.len(),
            })
        }
        Rectify::Uniform => UniformRectifier::new(spec, lengths)?.deal(rng),
    }
}

/// Whether a layout is rectified: no column holds two cards of one rank.
pub fn is_rectified(columns: &[Vec<Card>]) -> bool {
    columns.iter().all(|col| {
        let mut seen = 0u16;
        col.iter().all(|c| {
            let bit = 1u16 << c.rank();
            let fresh = seen & bit == 0;
            seen |= bit;
            fresh
        })
    })
}

/// Most distinct remaining-copy counts a rank can have (`0..=MAX_CAP`).
const MAX_CAP: usize = 16;
type Hist = [u8; MAX_CAP + 1];

/// One way of filling a column: how many ranks of each remaining-copy count it takes.
#[derive(Clone, Debug)]
struct Step {
    /// Cumulative weight up to and including this step.
    cum: u128,
    /// Ranks taken from each class (index = copies remaining before the column).
    take: Hist,
    /// The state after the column.
    next: u32,
}

/// Exact uniform sampler of rectified layouts for one pack and one list of column lengths.
///
/// Every physical card is distinct, so a uniformly random rectified deal is a uniformly random
/// injective placement of cards on the tableau's places with no repeated rank in a column, the
/// reserve taking the rest in random order. Such a placement is (1) a 0/1 matrix `M` (column `c`
/// holds rank `r`), (2) an order of each column, (3) which physical cards of each rank go where. Given
/// `M`, (2) has `Π L_c!` ways and (3) `Π_r count_r! / m_r!` ways, `m_r` the copies of rank `r` left for
/// the reserve (the reserve's order is counted in (3)). So `M` must be drawn with weight `Π_r 1/m_r!`.
///
/// We draw `M` uniformly by counting completions: the number of ways to fill the remaining columns
/// depends only on how many ranks have each count of copies left (a histogram), so a table of those
/// counts over reachable histograms is built once and each column is drawn in proportion to its
/// completions. The weight `Π 1/m_r!` is applied by accepting `M` with exactly that probability
/// relative to the heaviest reachable end (one integer draw: accept with probability
/// `min Π m_r! / Π m_r!`); in Nestor that is 1 unless the reserve repeats a rank, so a deal costs
/// one or two draws of `M`. Then columns and the reserve are shuffled and copies assigned to places. All
/// arithmetic is integer: the result is exactly uniform.
#[derive(Clone, Debug)]
pub struct UniformRectifier {
    lengths: Vec<usize>,
    /// What every deal starts from (boxed: it is large, and games holding a sampler are moved
    /// around).
    start: Box<Start>,
    /// The highest count of a rank: the classes above it stay empty.
    max_cap: usize,
    /// `states[i]` lists the ways to fill column `depth(i)` from state `i`.
    states: Vec<Vec<Step>>,
    /// The least `Π m_r!` over the reachable ends: acceptance is `min_denom / Π m_r!`.
    min_denom: u128,
}

/// Rank slots: 1..=13 and the jokers' 0.
const RANK_SLOTS: usize = 14;
/// The most cards of a pack the sampler takes (every rank at most [`MAX_CAP`] copies), so a
/// deal's scratch fits in fixed arrays.
const MAX_PACK: usize = RANK_SLOTS * MAX_CAP;

/// `v!` for every count of copies a rank can have left.
const FACTORIAL: [u128; MAX_CAP + 1] = {
    let mut f = [1u128; MAX_CAP + 1];
    let mut i = 1;
    while i <= MAX_CAP {
        f[i] = f[i - 1] * i as u128;
        i += 1;
    }
    f
};

/// What every deal starts from, built once and copied for each deal.
#[derive(Clone, Debug)]
struct Start {
    /// The ranks in play grouped by their count in the pack, in the order 1..=ranks then 0.
    classes: Classes,
    /// The pack grouped by rank, `pack[r][..count[r]]`, in the pack's order (as
    /// [`DeckSpec::cards`] lists it).
    pack: [[Card; MAX_CAP]; RANK_SLOTS],
    /// Cards of each rank in the pack.
    count: [u8; RANK_SLOTS],
}

/// The ranks grouped by copies left: `items[v][..len[v]]` have `v` copies left, in the order the
/// draw picks from (a copy on the stack, so a redraw just starts again from the original).
#[derive(Copy, Clone, Debug)]
struct Classes {
    len: [u8; MAX_CAP + 1],
    items: [[Rank; RANK_SLOTS]; MAX_CAP + 1],
}

impl UniformRectifier {
    /// Builds the table of counts for `spec` and column `lengths`.
    ///
    /// # Errors
    /// [`DealError::TooFewCards`], [`DealError::NoRectifiedLayout`] when no layout exists,
    /// [`DealError::TooLarge`] when the counts overflow 128 bits.
    pub fn new(spec: &DeckSpec, lengths: &[usize]) -> Result<UniformRectifier, DealError> {
        check_lengths(spec, lengths)?;
        let mut ranks: Vec<Rank> = (1..=spec.ranks).collect();
        if spec.jokers > 0 {
            ranks.push(0);
        }
        let mut root: Hist = [0; MAX_CAP + 1];
        for &r in &ranks {
            let cap = usize::from(spec.count_of(r));
            if cap > MAX_CAP {
                return Err(DealError::TooLarge);
            }
            root[cap] += 1;
        }
        // Only a pack whose per-rank count wrapped around a byte can get here and be this large.
        if spec.len() > MAX_PACK {
            return Err(DealError::TooLarge);
        }
        let mut pack = [[Card::joker(0); MAX_CAP]; RANK_SLOTS];
        let mut count = [0u8; RANK_SLOTS];
        for card in spec.cards() {
            let r = usize::from(card.rank());
            pack[r][usize::from(count[r])] = card;
            count[r] += 1;
        }
        let mut classes = Classes {
            len: [0; MAX_CAP + 1],
            items: [[0; RANK_SLOTS]; MAX_CAP + 1],
        };
        for &r in &ranks {
            let v = usize::from(count[usize::from(r)]);
            classes.items[v][usize::from(classes.len[v])] = r;
            classes.len[v] += 1;
        }
        let max_cap = usize::from(count.iter().copied().max().unwrap_or(0));
        let mut b = Builder {
            lengths,
            memo: HashMap::new(),
            states: Vec::new(),
            counts: Vec::new(),
            min_denom: u128::MAX,
        };
        let (root_id, total) = b.visit(0, root)?;
        debug_assert_eq!(root_id, 0);
        if total == 0 {
            return Err(DealError::NoRectifiedLayout(
                "no column assignment fits".into(),
            ));
        }
        Ok(UniformRectifier {
            lengths: lengths.to_vec(),
            start: Box::new(Start {
                classes,
                pack,
                count,
            }),
            max_cap,
            states: b.states,
            min_denom: b.min_denom,
        })
    }

    /// Deals one layout, every rectified layout equally likely.
    ///
    /// # Errors
    /// None in practice: the table was checked when built (the `Result` matches the other readings).
    pub fn deal(&self, rng: &mut DealRng) -> Result<Dealt, DealError> {
        // Scratch on the stack, so a deal allocates only the layout it returns: the columns'
        // ranks one column after another, and the reserve's ranks.
        let mut places: [Rank; MAX_PACK] = [0; MAX_PACK];
        let mut reserve: [Rank; MAX_PACK] = [0; MAX_PACK];
        loop {
            let mut classes = self.start.classes;
            let mut state = 0usize;
            let mut at = 0;
            for _ in &self.lengths {
                let steps = &self.states[state];
                let total = steps.last().map_or(0, |s| s.cum);
                let x = rng.below_u128(total);
                let step = &steps[steps.partition_point(|s| s.cum <= x)];
                for v in 1..=self.max_cap {
                    let k = usize::from(step.take[v]);
                    if k == 0 {
                        continue;
                    }
                    // Pick k ranks of class v (a partial Fisher-Yates from the front) and close
                    // the gap they leave, keeping the order of the rest.
                    let n = usize::from(classes.len[v]);
                    let class = &mut classes.items[v][..n];
                    for j in 0..k {
                        let pick = j + rng.below((n - j) as u64) as usize;
                        class.swap(j, pick);
                    }
                    places[at..at + k].copy_from_slice(&class[..k]);
                    class.copy_within(k.., 0);
                    classes.len[v] = (n - k) as u8;
                    // The picked ranks now have v - 1 copies left. Class v - 1 has been drawn from
                    // already for this column, so appending them now changes nothing.
                    let m = usize::from(classes.len[v - 1]);
                    classes.items[v - 1][m..m + k].copy_from_slice(&places[at..at + k]);
                    classes.len[v - 1] = (m + k) as u8;
                    at += k;
                }
                state = step.next as usize;
            }
            // Accept with probability min_denom / Π m_r! (m_r: copies of r left for the
            // reserve), proportional to the weight Π 1/m_r!. The product cannot overflow: every
            // reachable end was checked when the table was built.
            let mut left = [0u8; RANK_SLOTS];
            for v in 1..=self.max_cap {
                for &r in &classes.items[v][..usize::from(classes.len[v])] {
                    left[usize::from(r)] = v as u8;
                }
            }
            let mut denom: u128 = 1;
            // The reserve's ranks in rank order, m_r copies of each.
            let mut nres = 0;
            for (r, &m) in left.iter().enumerate() {
                let m = usize::from(m);
                denom *= FACTORIAL[m];
                reserve[nres..nres + m].fill(r as Rank);
                nres += m;
            }
            if denom > self.min_denom && rng.below_u128(denom) >= self.min_denom {
                continue;
            }
            // Orders, then copies to places.
            let mut at = 0;
            for &len in &self.lengths {
                rng.shuffle(&mut places[at..at + len]);
                at += len;
            }
            rng.shuffle(&mut reserve[..nres]);
            return Ok(self.assign_copies(&places, &reserve[..nres], rng));
        }
    }

    /// Shuffles the copies of each rank and gives each place the last copy left of its rank.
    fn assign_copies(&self, places: &[Rank], reserve: &[Rank], rng: &mut DealRng) -> Dealt {
        let mut pack = self.start.pack;
        let mut count = self.start.count;
        for (cards, &n) in pack.iter_mut().zip(&count) {
            rng.shuffle(&mut cards[..usize::from(n)]);
        }
        let mut take = |r: Rank| {
            let r = usize::from(r);
            count[r] -= 1;
            pack[r][usize::from(count[r])]
        };
        let mut at = 0;
        let columns = self
            .lengths
            .iter()
            .map(|&len| {
                let col = places[at..at + len].iter().map(|&r| take(r)).collect();
                at += len;
                col
            })
            .collect();
        let reserve = reserve.iter().map(|&r| take(r)).collect();
        Dealt {
            columns,
            reserve,
            failures: 0,
        }
    }
}

struct Builder<'a> {
    lengths: &'a [usize],
    memo: HashMap<(usize, Hist), u32>,
    states: Vec<Vec<Step>>,
    counts: Vec<u128>,
    min_denom: u128,
}

fn binom(n: u8, k: u8) -> u128 {
    let mut r: u128 = 1;
    for i in 0..u128::from(k) {
        r = r * (u128::from(n) - i) / (i + 1);
    }
    r
}

impl Builder<'_> {
    /// The id of state (`depth`, `hist`) and its count of completions.
    fn visit(&mut self, depth: usize, hist: Hist) -> Result<(u32, u128), DealError> {
        if let Some(&id) = self.memo.get(&(depth, hist)) {
            return Ok((id, self.counts[id as usize]));
        }
        let id = self.states.len() as u32;
        self.states.push(Vec::new());
        self.counts.push(0);
        self.memo.insert((depth, hist), id);
        let total = if depth == self.lengths.len() {
            // An end: `hist[v]` ranks have v copies left for the reserve; its weight's
            // denominator is Π (v!)^hist[v].
            let mut denom: u128 = 1;
            for (v, &n) in hist.iter().enumerate() {
                for _ in 0..n {
                    for k in 2..=v as u128 {
                        denom = denom.checked_mul(k).ok_or(DealError::TooLarge)?;
                    }
                }
            }
            self.min_denom = self.min_denom.min(denom);
            1
        } else {
            let mut steps = Vec::new();
            let mut take: Hist = [0; MAX_CAP + 1];
            let mut cum: u128 = 0;
            self.compositions(
                depth,
                &hist,
                MAX_CAP,
                self.lengths[depth],
                &mut take,
                &mut steps,
                &mut cum,
            )?;
            self.states[id as usize] = steps;
            cum
        };
        self.counts[id as usize] = total;
        Ok((id, total))
    }

    /// Enumerates `take[1..=v]` summing to `left`, appending weighted steps.
    #[allow(clippy::too_many_arguments)]
    fn compositions(
        &mut self,
        depth: usize,
        hist: &Hist,
        v: usize,
        left: usize,
        take: &mut Hist,
        steps: &mut Vec<Step>,
        cum: &mut u128,
    ) -> Result<(), DealError> {
        if v == 0 {
            if left > 0 {
                return Ok(());
            }
            let mut next = *hist;
            let mut w: u128 = 1;
            for u in 1..=MAX_CAP {
                next[u] -= take[u];
                next[u - 1] += take[u];
                w = w
                    .checked_mul(binom(hist[u], take[u]))
                    .ok_or(DealError::TooLarge)?;
            }
            let (nid, count) = self.visit(depth + 1, next)?;
            let w = w.checked_mul(count).ok_or(DealError::TooLarge)?;
            if w > 0 {
                *cum = cum.checked_add(w).ok_or(DealError::TooLarge)?;
                steps.push(Step {
                    cum: *cum,
                    take: *take,
                    next: nid,
                });
            }
            return Ok(());
        }
        let max = usize::from(hist[v]).min(left);
        for k in 0..=max {
            take[v] = k as u8;
            self.compositions(depth, hist, v - 1, left - k, take, steps, cum)?;
        }
        take[v] = 0;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nestor_lengths() -> Vec<usize> {
        vec![6; 8]
    }

    fn check_pack(d: &Dealt, spec: &DeckSpec) {
        let mut all: Vec<Card> = d
            .columns
            .iter()
            .flatten()
            .chain(&d.reserve)
            .copied()
            .collect();
        let mut want = spec.cards();
        all.sort();
        want.sort();
        assert_eq!(all, want);
    }

    #[test]
    fn every_reading_deals_the_whole_pack() {
        let spec = DeckSpec::STANDARD;
        let u = UniformRectifier::new(&spec, &nestor_lengths()).unwrap();
        for n in 0..200 {
            for reading in [Rectify::None, Rectify::Bottom, Rectify::Column] {
                let d = deal_shuffled(reading, &spec, &nestor_lengths(), &mut DealRng::new("t", n))
                    .unwrap();
                check_pack(&d, &spec);
                assert_eq!(d.reserve.len(), 4);
                if reading != Rectify::None {
                    assert!(is_rectified(&d.columns));
                }
            }
            let d = u.deal(&mut DealRng::new("t", n)).unwrap();
            check_pack(&d, &spec);
            assert!(is_rectified(&d.columns));
        }
    }

    /// `bottom-keep` deals what `bottom` deals when the procedure does not fail; where it fails,
    /// the same shuffle keeps a duplicate instead of redrawing. Nestor's Revenge (54 cards, nine
    /// columns of six) fails often enough to see both.
    #[test]
    fn bottom_keep_keeps_a_duplicate_instead_of_redrawing() {
        let spec = DeckSpec::standard(1, 2);
        let lengths = [6; 9];
        let (mut same, mut kept) = (0, 0);
        for n in 0..400 {
            let bottom =
                deal_shuffled(Rectify::Bottom, &spec, &lengths, &mut DealRng::new("k", n)).unwrap();
            let keep = deal_shuffled(
                Rectify::BottomKeep,
                &spec,
                &lengths,
                &mut DealRng::new("k", n),
            )
            .unwrap();
            check_pack(&keep, &spec);
            assert_eq!(keep.failures, 0);
            if bottom.failures == 0 {
                assert_eq!(keep, bottom);
                same += 1;
            } else {
                assert!(!is_rectified(&keep.columns), "deal {n}: {keep:?}");
                kept += 1;
            }
        }
        assert!(
            same > 100 && kept > 50,
            "{same} as bottom, {kept} kept a duplicate"
        );
        assert_eq!("bottom-keep".parse::<Rectify>(), Ok(Rectify::BottomKeep));
        assert_eq!(Rectify::BottomKeep.to_string(), "bottom-keep");
        assert_eq!(
            serde_json::to_string(&Rectify::BottomKeep).unwrap(),
            "\"bottom-keep\""
        );
        assert!("keep"
            .parse::<Rectify>()
            .unwrap_err()
            .contains("bottom-keep"));
    }

    #[test]
    fn impossible_layouts_are_errors() {
        let spec = DeckSpec::STANDARD;
        assert!(matches!(
            deal_shuffled(Rectify::None, &spec, &[30, 30], &mut DealRng::new("t", 0)),
            Err(DealError::TooFewCards { .. })
        ));
        assert!(UniformRectifier::new(&spec, &[14]).is_err());
        assert!(deal_shuffled(Rectify::Bottom, &spec, &[14], &mut DealRng::new("t", 0)).is_err());
    }

    /// Uniformity on a pack small enough to enumerate: 2 ranks x 2 suits, columns of 2 and 1.
    /// Every rectified arrangement of the 4 physical cards must come out equally often.
    #[test]
    fn uniform_is_uniform_on_a_small_pack() {
        let spec = DeckSpec {
            ranks: 2,
            suits: 2,
            decks: 1,
            jokers: 0,
        };
        let lengths = [2, 1];
        let u = UniformRectifier::new(&spec, &lengths).unwrap();
        let mut counts: HashMap<String, u32> = HashMap::new();
        let n = 60_000;
        for i in 0..n {
            let d = u.deal(&mut DealRng::new("u", i)).unwrap();
            assert!(is_rectified(&d.columns));
            *counts.entry(format!("{d:?}")).or_default() += 1;
        }
        // Count rectified arrangements by brute force over all 4! orders.
        let cards = spec.cards();
        let mut perms = 0;
        let mut idx = [0usize, 1, 2, 3];
        permute(&mut idx, 0, &mut |p| {
            let cols = vec![vec![cards[p[0]], cards[p[1]]], vec![cards[p[2]]]];
            if is_rectified(&cols) {
                perms += 1;
            }
        });
        assert_eq!(counts.len(), perms, "{counts:?}");
        let expect = f64::from(n as u32) / perms as f64;
        for (k, &c) in &counts {
            let z = (f64::from(c) - expect) / expect.sqrt();
            assert!(z.abs() < 5.0, "{k} came {c} times, expected {expect}");
        }
    }

    /// A reserve with a repeated rank must be weighted down exactly: 2 ranks x 2 suits, two columns
    /// of 1 and a reserve of 2, which repeats a rank when the columns hold one rank twice. All 12
    /// physical deals of the columns must be equally likely.
    #[test]
    fn uniform_weights_reserve_repeats() {
        let spec = DeckSpec {
            ranks: 2,
            suits: 2,
            decks: 1,
            jokers: 0,
        };
        let u = UniformRectifier::new(&spec, &[1, 1]).unwrap();
        let mut counts: HashMap<String, u32> = HashMap::new();
        let n = 48_000;
        for i in 0..n {
            let d = u.deal(&mut DealRng::new("w", i)).unwrap();
            *counts.entry(format!("{:?}", d.columns)).or_default() += 1;
        }
        assert_eq!(counts.len(), 12);
        for &c in counts.values() {
            let z = (f64::from(c) - 4000.0) / 4000f64.sqrt();
            assert!(z.abs() < 5.0, "{counts:?}");
        }
    }

    fn permute(a: &mut [usize; 4], k: usize, f: &mut impl FnMut(&[usize; 4])) {
        if k == a.len() {
            f(a);
            return;
        }
        for i in k..a.len() {
            a.swap(k, i);
            permute(a, k + 1, f);
            a.swap(k, i);
        }
    }

    /// A reserve that must repeat ranks many times (two decks, one card dealt) still deals at
    /// once, and one too large to weigh in 128 bits is a clear error, never an endless loop.
    #[test]
    fn big_reserves() {
        let small = DeckSpec {
            ranks: 3,
            suits: 4,
            decks: 2,
            jokers: 0,
        };
        let u = UniformRectifier::new(&small, &[1]).unwrap();
        for n in 0..100 {
            let d = u.deal(&mut DealRng::new("big", n)).unwrap();
            check_pack(&d, &small);
        }
        assert_eq!(
            UniformRectifier::new(&DeckSpec::standard(2, 0), &[1]).unwrap_err(),
            DealError::TooLarge
        );
    }

    #[test]
    fn two_decks_and_jokers() {
        let spec = DeckSpec::standard(2, 0);
        let u = UniformRectifier::new(&spec, &[10; 10]).unwrap();
        let d = u.deal(&mut DealRng::new("d", 3)).unwrap();
        check_pack(&d, &spec);
        assert!(is_rectified(&d.columns));
        let spec = DeckSpec::standard(1, 2);
        let u = UniformRectifier::new(&spec, &[6; 9]).unwrap();
        let d = u.deal(&mut DealRng::new("j", 3)).unwrap();
        check_pack(&d, &spec);
        assert!(is_rectified(&d.columns));
        let u = UniformRectifier::new(&DeckSpec::standard(2, 0), &[13; 7]).unwrap();
        let d = u.deal(&mut DealRng::new("d", 1)).unwrap();
        assert!(is_rectified(&d.columns));
    }
}
