//! What the games crate's tests share.

use patience_cards::DealRng;

/// Random column lengths for a small layout: up to `max_columns` columns of 1 to 5 cards, while
/// `cards` last (what is left over is the reserve).
pub(crate) fn random_columns(rng: &mut DealRng, cards: usize, max_columns: u64) -> Vec<usize> {
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
