//! A running count of the positions searched by every search of the process, for a progress
//! display (`patience solve` and `simulate` on a terminal): a search of minutes then shows that it
//! is at work. Nothing reads it to decide anything, so results stay the same for any thread count
//! or timing.

use std::sync::atomic::{AtomicU64, Ordering};

/// The count, in positions: each search adds its own in steps of about [`STEP`] as it goes, and
/// the rest when it (or a restart's run) ends.
static SEARCHED: AtomicU64 = AtomicU64::new(0);

/// How many positions a search counts before it adds them to the shared count: one atomic
/// add for that many positions costs nothing measurable.
pub(crate) const STEP: u64 = 1 << 16;

/// Adds [`STEP`] to the shared count when a search's own running count `nodes` has just reached
/// a multiple of it.
#[inline(always)]
pub(crate) fn tick(nodes: u64) {
    if nodes.is_multiple_of(STEP) {
        SEARCHED.fetch_add(STEP, Ordering::Relaxed);
    }
}

/// Adds `nodes` positions to the shared count at once: a search's step, or what it has not
/// added yet when it ends.
pub(crate) fn add(nodes: u64) {
    if nodes > 0 {
        SEARCHED.fetch_add(nodes, Ordering::Relaxed);
    }
}

/// Positions searched so far by every search of this process (within [`STEP`] of each search's
/// own count while it runs): for a progress display only.
pub fn searched() -> u64 {
    SEARCHED.load(Ordering::Relaxed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_add_a_step_at_each_multiple_and_add_the_rest() {
        let before = searched();
        for n in 1..=3 * STEP {
            tick(n);
        }
        add(5);
        // Other tests' searches may add too: at least what this one added.
        assert!(searched() - before >= 3 * STEP + 5);
    }
}
