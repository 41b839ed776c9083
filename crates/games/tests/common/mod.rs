//! What the games crate's tests share.

// Each test binary uses a subset of these.
#![allow(dead_code)]

pub(crate) mod pack;
pub(crate) mod play;
pub(crate) mod seats;

use rand::{RngExt, SeedableRng};

/// The tests' sampler of random small games and random walks: `rand`'s PCG (64-bit MCG), seeded
/// from a label and a number, so every run of the tests draws the same games. Deals keep the
/// project's own generator ([`patience_cards::DealRng`]), as deal numbers do.
pub(crate) struct Sampler(rand_pcg::Pcg64Mcg);

impl Sampler {
    /// The sampler of `label` and `n`.
    pub(crate) fn seeded(label: &str, n: u64) -> Sampler {
        // FNV-1a of the label, mixed with `n`.
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in label.bytes() {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        Sampler(rand_pcg::Pcg64Mcg::seed_from_u64(
            h ^ n.wrapping_mul(0x9e37_79b9_7f4a_7c15),
        ))
    }

    /// The sampler of `label`.
    pub(crate) fn new(label: &str) -> Sampler {
        Sampler::seeded(label, 0)
    }

    /// A uniform integer in `0..n`.
    pub(crate) fn below(&mut self, n: u64) -> u64 {
        self.0.random_range(0..n)
    }
}

/// Random column lengths for a small layout: up to `max_columns` columns of 1 to 5 cards, while
/// `cards` last (what is left over is the reserve).
pub(crate) fn random_columns(rng: &mut Sampler, cards: usize, max_columns: u64) -> Vec<usize> {
    let ncols = 1 + rng.below(max_columns) as usize;
    let mut columns = Vec::new();
    let mut used = 0;
    for _ in 0..ncols {
        let room = cards - used;
        if room == 0 {
            break;
        }
        let l = 1 + rng.below(room.min(5) as u64) as usize;
        columns.push(l);
        used += l;
    }
    columns
}

/// What [`check_child_keys`] did: the moves it checked, and the line it played with each move's
/// undo.
pub(crate) struct CheckedLine<G: patience_search::Game> {
    pub(crate) checked: usize,
    pub(crate) line: Vec<(G::Move, G::Undo)>,
}

/// Plays a random line from `pos` to its end (each step a move of `Game::moves` or the safe
/// move), checking at every position that each move's `Game::child_key` is the key that
/// playing it gives; the line comes back so that a caller can take it back.
pub(crate) fn check_child_keys<G: patience_search::Game>(
    pos: &mut G,
    rng: &mut Sampler,
    what: &str,
) -> CheckedLine<G> {
    let (mut checked, mut line) = (0, Vec::new());
    loop {
        let mut moves = Vec::new();
        pos.moves(&mut moves);
        moves.extend(pos.safe_move());
        if moves.is_empty() {
            return CheckedLine { checked, line };
        }
        for &m in &moves {
            let k = pos.child_key(m);
            let u = pos.apply(m);
            assert_eq!(k, pos.key(), "{what}: the child key of {m:?}");
            pos.undo(m, u);
            checked += 1;
        }
        let m = moves[rng.below(moves.len() as u64) as usize];
        let u = pos.apply(m);
        line.push((m, u));
    }
}
