//! Statistics of a sample of deals.

use std::collections::BTreeMap;

/// The Wilson score interval for `k` successes in `n` trials at normal quantile `z` (1.96 for
/// 95%): `(low, high)`, both in `0..=1`. Wilson (1927); unlike the normal approximation it stays
/// inside `[0, 1]` and keeps its coverage near 0 and 1. `n == 0` gives `(0, 1)`.
pub fn wilson(k: u64, n: u64, z: f64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let n_f = n as f64;
    let p = k as f64 / n_f;
    let z2 = z * z;
    let denom = 1.0 + z2 / n_f;
    let center = (p + z2 / (2.0 * n_f)) / denom;
    let half = z * (p * (1.0 - p) / n_f + z2 / (4.0 * n_f * n_f)).sqrt() / denom;
    ((center - half).max(0.0), (center + half).min(1.0))
}

/// Node counts below this are counted in a plain array (most deals of most games), the others
/// in an ordered map.
const SMALL: usize = 4096;

/// How many deals took each node count: the exact mean, median and maximum of a run in memory
/// that grows with the number of distinct counts, not with the number of deals.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NodeHistogram {
    /// `small[n]`: deals of `n` nodes, for `n < SMALL`.
    small: Vec<u64>,
    /// Deals of each larger count.
    large: BTreeMap<u64, u64>,
    deals: u64,
    total: u128,
}

impl Default for NodeHistogram {
    fn default() -> NodeHistogram {
        NodeHistogram {
            small: vec![0; SMALL],
            large: BTreeMap::new(),
            deals: 0,
            total: 0,
        }
    }
}

impl NodeHistogram {
    /// Counts one deal that took `nodes`.
    #[inline]
    pub fn add(&mut self, nodes: u64) {
        self.add_many(nodes, 1);
    }

    fn add_many(&mut self, nodes: u64, k: u64) {
        match self
            .small
            .get_mut(usize::try_from(nodes).unwrap_or(usize::MAX))
        {
            Some(c) => *c += k,
            None => *self.large.entry(nodes).or_insert(0) += k,
        }
        self.deals += k;
        self.total += u128::from(nodes) * u128::from(k);
    }

    /// Every node count with its number of deals, in increasing order of count.
    fn counts(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        (0u64..)
            .zip(self.small.iter().copied())
            .filter(|&(_, k)| k > 0)
            .chain(self.large.iter().map(|(&n, &k)| (n, k)))
    }

    /// Takes away one deal of `nodes` that [`NodeHistogram::add`] counted (nothing when no deal
    /// of that count is counted).
    pub fn remove(&mut self, nodes: u64) {
        let count = match self
            .small
            .get_mut(usize::try_from(nodes).unwrap_or(usize::MAX))
        {
            Some(c) => c,
            None => match self.large.get_mut(&nodes) {
                Some(c) => c,
                None => return,
            },
        };
        if *count == 0 {
            return;
        }
        *count -= 1;
        if *count == 0 && nodes >= SMALL as u64 {
            self.large.remove(&nodes);
        }
        self.deals -= 1;
        self.total -= u128::from(nodes);
    }

    /// Adds every deal of `other`.
    pub fn merge(&mut self, other: &NodeHistogram) {
        for (nodes, k) in other.counts() {
            self.add_many(nodes, k);
        }
    }

    /// Deals counted.
    pub fn deals(&self) -> u64 {
        self.deals
    }

    /// The mean (0 for no deals).
    #[allow(clippy::cast_precision_loss)] // a mean is a float
    pub fn mean(&self) -> f64 {
        if self.deals == 0 {
            0.0
        } else {
            self.total as f64 / self.deals as f64
        }
    }

    /// The most nodes of one deal (0 for no deals).
    pub fn max(&self) -> u64 {
        self.counts().last().map_or(0, |(n, _)| n)
    }

    /// The median: the middle count, or the mean of the middle two for an even number of deals
    /// (0 for none).
    #[allow(clippy::cast_precision_loss)] // node counts are far below 2^53
    pub fn median(&self) -> f64 {
        if self.deals == 0 {
            return 0.0;
        }
        // The values at 0-based ranks lo and hi of the sorted counts.
        let (lo, hi) = ((self.deals - 1) / 2, self.deals / 2);
        let (mut at_lo, mut at_hi) = (None, None);
        let mut seen = 0u64;
        for (nodes, k) in self.counts() {
            seen += k;
            if at_lo.is_none() && seen > lo {
                at_lo = Some(nodes);
            }
            if seen > hi {
                at_hi = Some(nodes);
                break;
            }
        }
        let (a, b) = (at_lo.unwrap_or(0), at_hi.unwrap_or(0));
        f64::midpoint(a as f64, b as f64)
    }
}

#[cfg(test)]
#[allow(clippy::float_cmp)] // the values compared are exact
mod tests {
    use super::*;

    #[test]
    fn wilson_known_values() {
        // 50 of 100: 0.4038 .. 0.5962 (Wilson, z = 1.96).
        let (lo, hi) = wilson(50, 100, 1.96);
        assert!(
            (lo - 0.4038).abs() < 1e-4 && (hi - 0.5962).abs() < 1e-4,
            "{lo} {hi}"
        );
        let (lo, hi) = wilson(0, 10, 1.96);
        assert_eq!(lo, 0.0);
        assert!((hi - 0.2775).abs() < 1e-4, "{hi}");
        assert_eq!(wilson(0, 0, 1.96), (0.0, 1.0));
    }

    fn histogram(values: &[u64]) -> NodeHistogram {
        let mut h = NodeHistogram::default();
        for &v in values {
            h.add(v);
        }
        h
    }

    #[test]
    fn medians() {
        assert_eq!(histogram(&[3, 1, 2]).median(), 2.0);
        assert_eq!(histogram(&[4, 1, 2, 3]).median(), 2.5);
        assert_eq!(histogram(&[5, 5, 1, 9]).median(), 5.0);
        assert_eq!(histogram(&[]).median(), 0.0);
    }

    #[test]
    fn histogram_median_equals_sorting_on_random_samples() {
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        for n in 1..300u64 {
            let mut v = Vec::new();
            for _ in 0..n {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                // Small and large counts both.
                v.push(if x.is_multiple_of(3) {
                    x % 50
                } else {
                    4090 + x % 20
                });
            }
            let h = histogram(&v);
            v.sort_unstable();
            let m = v.len() / 2;
            #[allow(clippy::cast_precision_loss)]
            let want = if v.len() % 2 == 1 {
                v[m] as f64
            } else {
                f64::midpoint(v[m - 1] as f64, v[m] as f64)
            };
            assert_eq!(h.median(), want, "{v:?}");
            assert_eq!(h.max(), *v.last().unwrap());
            let (a, b) = v.split_at(v.len() / 3);
            let mut merged = histogram(a);
            merged.merge(&histogram(b));
            assert_eq!(merged, h);
        }
    }

    #[test]
    fn removing_a_deal_undoes_adding_it() {
        let counts = [3, 5_000_000, 3, 17, 4_095, 4_096, 5_000_000];
        for i in 0..counts.len() {
            let mut h = histogram(&counts);
            h.remove(counts[i]);
            let mut rest = counts.to_vec();
            rest.remove(i);
            assert_eq!(h, histogram(&rest), "{i}");
        }
        // A count no deal took changes nothing.
        let mut h = histogram(&counts);
        h.remove(18);
        h.remove(6_000_000);
        assert_eq!(h, histogram(&counts));
    }
}
