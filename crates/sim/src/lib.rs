//! The simulation driver: solves a range of deal numbers in parallel and summarises the win rate.
//!
//! Deals are solved in chunks of consecutive numbers; each chunk's reports come back in deal order
//! (whatever the thread count) and are handed to the caller before the next chunk starts, so a run
//! that is interrupted keeps every chunk already reported. Summaries count nodes, never time, so
//! they are identical for any thread count except the timing fields.

mod stats;
mod summary;

pub use stats::{median, wilson};
pub use summary::{RunInfo, Summary, Tally};

use patience_games::{AnyGame, DealReport, GameError, Worker};
use patience_search::SolverConfig;
use rayon::prelude::*;
use std::sync::Mutex;

/// Memory shared by the tables of all threads while they stay small (each may take this over the
/// thread count, between 256 KiB and 4 MiB).
const SMALL_TABLES_BYTES: usize = 48 << 20;

/// Memory for the tables that grow beyond that: as many tables of the full size
/// ([`SolverConfig::table_bytes`], and half that again for the scratch of their growth) as fit,
/// at least one. With the default 32 MiB tables, three; with the small tables and the rest, a
/// run stays under 256 MiB whatever the thread count.
const LARGE_TABLES_BYTES: usize = 160 << 20;

/// What to simulate.
#[derive(Copy, Clone, Debug)]
pub struct SimConfig {
    /// First deal number.
    pub start: u64,
    /// How many deals.
    pub deals: u64,
    /// Worker threads (at least 1).
    pub threads: usize,
    /// The solver's budget and table size, per deal and per thread.
    pub solver: SolverConfig,
    /// Deals per chunk reported to the caller.
    pub chunk: u64,
}

/// Solves deals `start .. start + deals` of `game` and tallies them.
///
/// `on_deal` is called from worker threads after each deal (for a progress bar); `on_chunk` is
/// called on the caller's thread with each chunk's reports, in deal order.
///
/// # Errors
/// The first deal that cannot be dealt, or a thread pool that cannot be built.
pub fn simulate(
    game: &AnyGame,
    config: &SimConfig,
    on_deal: &(dyn Fn() + Sync),
    on_chunk: &mut dyn FnMut(&[DealReport]),
) -> Result<Tally, GameError> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(config.threads.max(1))
        .build()
        .map_err(|e| {
            GameError::BadRules(format!("cannot start {} threads: {e}", config.threads))
        })?;
    // One worker (solver, table, position) per pool thread, made once and reused by every deal
    // that thread solves. Tables grow with their deal; past a small share of memory a table
    // borrows one of a few shared large buffers, so memory stays bounded whatever the thread count
    // (see `patience_search::set_large_tables`; verdicts and node counts do not change).
    let threads = pool.current_num_threads();
    let free = (SMALL_TABLES_BYTES / threads).clamp(256 << 10, 4 << 20);
    // A large table may also hold up to half its size in rehash scratch while it grows.
    let buffers = LARGE_TABLES_BYTES
        / config
            .solver
            .table_bytes
            .saturating_mul(3)
            .div_ceil(2)
            .max(1);
    patience_search::set_large_tables(free, buffers);
    let workers: Vec<Mutex<Worker>> = (0..threads)
        .map(|_| game.worker(config.solver).map(Mutex::new))
        .collect::<Result<_, _>>()?;
    let mut tally = Tally::default();
    let end = config.start.saturating_add(config.deals);
    let mut next = config.start;
    while next < end {
        let stop = next.saturating_add(config.chunk.max(1)).min(end);
        let reports: Result<Vec<DealReport>, GameError> = pool.install(|| {
            (next..stop)
                .into_par_iter()
                .map(|deal| {
                    let i = rayon::current_thread_index().unwrap_or(0) % threads;
                    // Only this thread takes worker i, so the lock is never contended.
                    let mut worker = workers[i].lock().unwrap_or_else(|e| e.into_inner());
                    let r = game.solve_deal(&mut worker, deal);
                    on_deal();
                    r
                })
                .collect()
        });
        let reports = reports?;
        for r in &reports {
            tally.add(r);
        }
        on_chunk(&reports);
        next = stop;
    }
    Ok(tally)
}
