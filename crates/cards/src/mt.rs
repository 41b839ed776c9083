//! The Mersenne Twister, for reproducing the deals of programs that shuffle with it (PySolFC
//! through Python, Solvitaire through C++'s `std::mt19937`). Deal numbers of our own never use
//! it: they keep their own pinned generator ([`crate::DealRng`]).

/// The 32-bit Mersenne Twister, MT19937 (Matsumoto and Nishimura, 1998): seeded as C++'s
/// `std::mt19937(seed)` ([`Mt19937::new`]) or as Python's `random.seed(n)`
/// ([`Mt19937::python_seeded`]), with Python's `random()` on top.
#[derive(Clone, Debug)]
pub struct Mt19937 {
    state: [u32; 624],
    index: usize,
}

impl Mt19937 {
    /// Seeded as C++'s `std::mt19937(seed)` and the reference `init_genrand(seed)`.
    pub fn new(seed: u32) -> Mt19937 {
        let mut state = [0u32; 624];
        state[0] = seed;
        for i in 1..624 {
            state[i] = 1_812_433_253u32
                .wrapping_mul(state[i - 1] ^ (state[i - 1] >> 30))
                .wrapping_add(i as u32);
        }
        Mt19937 { state, index: 624 }
    }

    /// Seeded with the 32-bit words of `n`, low word first (`init_by_array`), as Python's
    /// `random.seed(n)` does.
    pub fn python_seeded(n: u64) -> Mt19937 {
        let key: Vec<u32> = if n >> 32 == 0 {
            vec![n as u32]
        } else {
            vec![n as u32, (n >> 32) as u32]
        };
        let mut mt = Mt19937::new(19_650_218);
        let s = &mut mt.state;
        let (mut i, mut j) = (1usize, 0usize);
        for _ in 0..624.max(key.len()) {
            s[i] = (s[i] ^ (s[i - 1] ^ (s[i - 1] >> 30)).wrapping_mul(1_664_525))
                .wrapping_add(key[j])
                .wrapping_add(j as u32);
            i += 1;
            j += 1;
            if i >= 624 {
                s[0] = s[623];
                i = 1;
            }
            if j >= key.len() {
                j = 0;
            }
        }
        for _ in 0..623 {
            s[i] = (s[i] ^ (s[i - 1] ^ (s[i - 1] >> 30)).wrapping_mul(1_566_083_941))
                .wrapping_sub(i as u32);
            i += 1;
            if i >= 624 {
                s[0] = s[623];
                i = 1;
            }
        }
        s[0] = 0x8000_0000;
        mt
    }

    /// The next 32-bit output.
    pub fn next_u32(&mut self) -> u32 {
        if self.index >= 624 {
            for k in 0..624 {
                let y = (self.state[k] & 0x8000_0000) | (self.state[(k + 1) % 624] & 0x7fff_ffff);
                let mag = if y & 1 == 0 { 0 } else { 0x9908_b0df };
                self.state[k] = self.state[(k + 397) % 624] ^ (y >> 1) ^ mag;
            }
            self.index = 0;
        }
        let mut y = self.state[self.index];
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }

    /// Python's `random()`: 53 random bits as a float in `[0, 1)`.
    pub fn random(&mut self) -> f64 {
        let a = f64::from(self.next_u32() >> 5);
        let b = f64::from(self.next_u32() >> 6);
        (a * 67_108_864.0 + b) * (1.0 / 9_007_199_254_740_992.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_twister_matches_its_reference_output() {
        // The reference implementation's first output for init_genrand(5489), and C++'s
        // `std::mt19937` 10,000th output for its default seed (the standard's check value).
        assert_eq!(Mt19937::new(5489).next_u32(), 3_499_211_612);
        let mut mt = Mt19937::new(5489);
        let last = (0..10_000).map(|_| mt.next_u32()).last();
        assert_eq!(last, Some(4_123_659_995));
    }
}
