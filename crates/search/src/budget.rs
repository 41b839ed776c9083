//! A process-wide bound on the memory of large transposition tables.
//!
//! Each thread's table grows with its problem, up to [`crate::SolverConfig::table_bytes`]. With
//! many threads, the tables of the hard problems are what peak memory is made of. So a table may
//! grow in its own memory only up to a small size; to grow further it borrows one of a few large
//! slot buffers from a shared pool, waiting for one if none is free, and gives it back (cleared)
//! when its problem ends. Peak memory is then at most `threads x small size + buffers x table
//! size`, whatever the thread count, and the buffers are allocated once and reused.
//!
//! Borrowing changes where a table's slots live, never what it holds: the table's contents, and
//! so every node count and verdict, are the same with or without the bound. A table borrows at
//! most one buffer and returns it before its thread takes another problem, and a thread never
//! waits while holding one, so waiting always ends. Without [`set_large_tables`] there is no
//! bound (the default).

use std::any::Any;
use std::sync::{Condvar, Mutex, PoisonError};

struct State {
    /// Bytes a table may take in its own memory.
    small_bytes: usize,
    /// Large buffers in all.
    buffers: usize,
    /// Large buffers lent out now.
    lent: usize,
    /// Returned buffers, cleared, for reuse (of any slot type; a mismatch is dropped).
    pool: Vec<Box<dyn Any + Send>>,
}

static STATE: Mutex<State> = Mutex::new(State {
    small_bytes: usize::MAX,
    buffers: usize::MAX,
    lent: 0,
    pool: Vec::new(),
});
static RETURNED: Condvar = Condvar::new();

fn state() -> std::sync::MutexGuard<'static, State> {
    STATE.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Bounds the memory of large tables from now on: a table may take `small_bytes` in its own
/// memory, and at most `buffers` (at least 1) tables may be larger at once. The simulation driver
/// calls this before a run; `usize::MAX` for both lifts the bound.
pub fn set_large_tables(small_bytes: usize, buffers: usize) {
    let mut s = state();
    s.small_bytes = small_bytes;
    s.buffers = buffers.max(1);
    let keep = s.buffers;
    s.pool.truncate(keep);
    RETURNED.notify_all();
}

/// Bytes a table may take in its own memory.
pub(crate) fn small_bytes() -> usize {
    state().small_bytes
}

/// Borrows a large buffer of slots, all `K::default()`, waiting until one is free (a new one
/// is empty).
pub(crate) fn borrow<K: Copy + Default + Send + 'static>() -> Vec<K> {
    let mut s = state();
    while s.lent >= s.buffers {
        s = RETURNED.wait(s).unwrap_or_else(PoisonError::into_inner);
    }
    s.lent += 1;
    while let Some(b) = s.pool.pop() {
        if let Ok(v) = b.downcast::<Vec<K>>() {
            return *v;
        }
    }
    Vec::new()
}

/// Gives back a borrowed buffer, which must be all `K::default()` again.
pub(crate) fn give_back<K: Send + 'static>(buffer: Vec<K>) {
    let mut s = state();
    s.lent = s.lent.saturating_sub(1);
    if s.pool.len() < s.buffers {
        s.pool.push(Box::new(buffer));
    }
    RETURNED.notify_one();
}
