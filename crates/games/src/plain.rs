//! What the independent plain models of the pack games share (`check.rs` of Aces Up,
//! Baroness, Accordion, Baker's Dozen): replaying a solution step by step, and solving a small
//! pack by brute force. Each model is its own code, written from the rules without the
//! search's shortcuts, so that the two check each other.

use std::collections::HashSet;
use std::hash::Hash;

/// A position of a plain model: vectors of cards, one step at a time.
pub(crate) trait PlainModel: Clone + Eq + Hash {
    /// A step as a person makes it.
    type Step: Copy;

    /// Whether the game is won.
    fn is_won(&self) -> bool;

    /// Plays `step`, or says why it is illegal.
    fn play_step(&mut self, step: Self::Step) -> Result<(), String>;

    /// Every step to try here (the illegal ones may be listed: [`PlainModel::play_step`] refuses
    /// them).
    fn all_steps(&self) -> Vec<Self::Step>;
}

/// Replays `steps` from `start`: `Ok` if every step is legal and the game ends won.
///
/// # Errors
/// The first illegal step, numbered from 1, or that the steps do not end won.
pub(crate) fn replay<P: PlainModel>(start: P, steps: &[P::Step]) -> Result<(), String> {
    let mut pos = start;
    for (i, &s) in steps.iter().enumerate() {
        pos.play_step(s)
            .map_err(|e| format!("step {}: {e}", i + 1))?;
    }
    if pos.is_won() {
        Ok(())
    } else {
        Err("the steps do not end won".into())
    }
}

/// Whether a won position is reachable from the position after `steps` from `start`, by brute
/// force (small packs only).
///
/// # Panics
/// If a step is illegal.
#[cfg(test)]
pub(crate) fn brute_force_after<P: PlainModel>(mut start: P, steps: &[P::Step]) -> bool {
    for &s in steps {
        start.play_step(s).expect("a legal step");
    }
    brute_force(start)
}

/// Whether a won position is reachable from `start`, by trying every step from every position
/// reachable (small packs only).
pub(crate) fn brute_force<P: PlainModel>(start: P) -> bool {
    let mut seen = HashSet::new();
    seen.insert(start.clone());
    let mut todo = vec![start];
    while let Some(pos) = todo.pop() {
        if pos.is_won() {
            return true;
        }
        for s in pos.all_steps() {
            let mut next = pos.clone();
            if next.play_step(s).is_ok() && seen.insert(next.clone()) {
                todo.push(next);
            }
        }
    }
    false
}
