//! A process-wide bound on the memory of large transposition tables.
//!
//! Each thread's table grows with its problem, up to [`crate::SolverConfig::table_bytes`]. With
//! many threads, the tables of the hard problems are what peak memory is made of. So a table may
//! grow in its own memory only up to a small size; to grow further it borrows a large slot buffer
//! from a shared pool, saying how much it may come to need (its largest size and the scratch of
//! its growth, which depend on how it grows), waiting while the needs of the tables holding one
//! would pass the bound, and gives it back (cleared) when its problem ends. Peak memory is then
//! at most `threads x small size + the bound` (or one table's need, where that is larger),
//! whatever the thread count, and the buffers are allocated once and reused.
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
    /// Bytes the large tables may take in all: what each borrower says it may come to need (its
    /// buffer at the largest size and the scratch of its growth), and the buffers kept for reuse.
    large_bytes: usize,
    /// What the borrowers now holding a buffer said they may need, in all.
    lent_bytes: usize,
    /// Returned buffers, cleared, for reuse, with their bytes (of any slot type; a mismatch is
    /// dropped).
    pool: Vec<(Box<dyn Any + Send>, usize)>,
    /// The bytes of the buffers in `pool` (their capacities).
    pooled_bytes: usize,
}

static STATE: Mutex<State> = Mutex::new(State {
    small_bytes: usize::MAX,
    large_bytes: usize::MAX,
    lent_bytes: 0,
    pool: Vec::new(),
    pooled_bytes: 0,
});
static RETURNED: Condvar = Condvar::new();

fn state() -> std::sync::MutexGuard<'static, State> {
    STATE.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Bounds the memory of large tables from now on: a table may take `small_bytes` in its own
/// memory, and the tables larger than that may need `large_bytes` in all (each counts its largest
/// size and the scratch of its growth); one table may always be larger, however large. The
/// simulation driver calls this before a run; `usize::MAX` for both lifts the bound.
pub fn set_large_tables(small_bytes: usize, large_bytes: usize) {
    let mut s = state();
    s.small_bytes = small_bytes;
    s.large_bytes = large_bytes;
    s.pool.clear();
    s.pooled_bytes = 0;
    RETURNED.notify_all();
}

/// Bytes a table may take in its own memory.
pub(crate) fn small_bytes() -> usize {
    state().small_bytes
}

/// Borrows a large buffer of slots, all `K::default()`, for a table that may come to need `need`
/// bytes (its slots at their largest and the scratch of its growth), waiting until that much is
/// free or no other table holds a buffer (a new one is empty).
pub(crate) fn borrow<K: Copy + Default + Send + 'static>(need: usize) -> Vec<K> {
    let mut s = state();
    while s.lent_bytes > 0 && s.lent_bytes.saturating_add(need) > s.large_bytes {
        s = RETURNED.wait(s).unwrap_or_else(PoisonError::into_inner);
    }
    s.lent_bytes = s.lent_bytes.saturating_add(need);
    while let Some((b, bytes)) = s.pool.pop() {
        s.pooled_bytes -= bytes;
        if let Ok(v) = b.downcast::<Vec<K>>() {
            return *v;
        }
    }
    Vec::new()
}

/// Gives back a borrowed buffer, which must be all `K::default()` again, with the `need` it was
/// borrowed for. It is kept for reuse while the buffers kept and the needs of those lent stay
/// within the bound.
pub(crate) fn give_back<K: Send + 'static>(buffer: Vec<K>, need: usize) {
    let mut s = state();
    s.lent_bytes = s.lent_bytes.saturating_sub(need);
    let bytes = bytes_of(&buffer);
    if s.lent_bytes
        .saturating_add(s.pooled_bytes)
        .saturating_add(bytes)
        <= s.large_bytes
    {
        s.pooled_bytes += bytes;
        s.pool.push((Box::new(buffer), bytes));
    }
    RETURNED.notify_all();
}

/// The memory of a buffer of slots: its capacity, in bytes.
fn bytes_of<K>(buffer: &Vec<K>) -> usize {
    buffer.capacity() * std::mem::size_of::<K>()
}
