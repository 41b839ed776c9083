//! Statistics of a sample of deals.

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

/// The median of `values` (the mean of the middle two for an even count; 0 for none). Sorts.
pub fn median(values: &mut [u64]) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    values.sort_unstable();
    let m = values.len() / 2;
    if values.len() % 2 == 1 {
        values[m] as f64
    } else {
        (values[m - 1] as f64 + values[m] as f64) / 2.0
    }
}

#[cfg(test)]
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

    #[test]
    fn medians() {
        assert_eq!(median(&mut [3, 1, 2]), 2.0);
        assert_eq!(median(&mut [4, 1, 2, 3]), 2.5);
        assert_eq!(median(&mut []), 0.0);
    }
}
