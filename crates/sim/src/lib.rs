//! The simulation driver: solves a range of deal numbers in parallel and summarises the win rate.
//!
//! Each thread takes the next deal number as soon as it is free, so no thread waits for another's
//! hard deal. The reports are put back in deal order and handed to the caller in chunks of
//! consecutive numbers, each as soon as all of its deals are solved, so a run that is interrupted
//! keeps every chunk already reported. Summaries count nodes, never time, so they are identical
//! for any thread count except the timing fields.

mod error;
mod inspect;
mod order;
mod stats;
mod summary;
mod sweep;

pub use error::SimError;
pub use inspect::{inspect, InspectSummary, RuleCount};
pub use stats::{wilson, NodeHistogram};
pub use summary::{RunInfo, Summary, Tally};
pub use sweep::{sweep, Point, SweepSummary};

use order::InOrder;
use patience_games::{DealReport, DealSolver, GameError, GameSpec};
use patience_search::SolverConfig;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{mpsc, Mutex};
use std::time::Instant;

/// Memory shared by the tables of all threads while they stay small (each may take this over the
/// thread count, between 256 KiB and 4 MiB).
const SMALL_TABLES_BYTES: usize = 48 << 20;

/// Memory for the tables that grow beyond that: as many tables of the full size
/// ([`SolverConfig::table_bytes`], and half that again for the scratch of their growth) as fit,
/// at least one. With the default 32 MiB tables, three; with the small tables and the rest, a
/// run stays under 256 MiB whatever the thread count.
const LARGE_TABLES_BYTES: usize = 160 << 20;

/// Deals a thread takes at a time.
const BLOCK: u64 = 32;

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
    game: &dyn GameSpec,
    config: &SimConfig,
    on_deal: &(dyn Fn() + Sync),
    on_chunk: &mut dyn FnMut(&[DealReport]),
) -> Result<Tally, SimError> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(config.threads.max(1))
        .build()
        .map_err(|e| SimError::Threads {
            threads: config.threads,
            reason: e.to_string(),
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
    let workers: Vec<Mutex<Box<dyn DealSolver>>> = (0..threads)
        .map(|_| game.worker(config.solver).map(Mutex::new))
        .collect::<Result<_, _>>()?;
    let mut tally = Tally::default();
    let end = config.start.saturating_add(config.deals);
    let chunk = config.chunk.max(1);
    // Each pool thread takes the next block of deal numbers as soon as it is free, so no thread
    // waits for another's hard deal; the reports come back out of order and are put back in order
    // here. Deals go in blocks so that sending reports costs little even for easy games. The
    // reports waiting for an earlier one are at most those the other threads solve meanwhile.
    let taken = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let (send, receive) = mpsc::channel::<(u64, Vec<Result<DealReport, GameError>>)>();
    // A sender for each thread, taken by it, so that the channel closes once they are all done
    // (or gone, if one panics) and the loop below never waits for nothing.
    let senders: Vec<Mutex<Option<mpsc::Sender<_>>>> = (0..threads)
        .map(|_| Mutex::new(Some(send.clone())))
        .collect();
    drop(send);
    let outcome = pool.in_place_scope(|scope| {
        scope.spawn_broadcast(|_, ctx| {
            let Some(send) = senders[ctx.index() % threads]
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .take()
            else {
                return;
            };
            // Only this thread takes worker i, so the lock is never contended.
            let mut worker = workers[ctx.index() % threads]
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            while !stop.load(Ordering::Relaxed) {
                let Ok(offset) = taken.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |o| {
                    (o < config.deals).then(|| o.saturating_add(BLOCK))
                }) else {
                    break;
                };
                let first = config.start + offset;
                let last = first.saturating_add(BLOCK).min(end);
                let reports = (first..last)
                    .map(|deal| {
                        let r = worker.solve_deal(deal);
                        on_deal();
                        r
                    })
                    .collect();
                if send.send((first, reports)).is_err() {
                    break;
                }
            }
        });
        // The reports, put back in deal order. A deal that cannot be dealt stops the run at the
        // first such deal in deal order.
        let mut order = InOrder::new(config.start, end, chunk);
        let mut failed = None;
        for (first, block) in &receive {
            for (deal, r) in (first..).zip(block) {
                order.put(deal, r, &mut |results| {
                    if failed.is_some() {
                        return;
                    }
                    match results.into_iter().collect::<Result<Vec<DealReport>, _>>() {
                        Ok(reports) => {
                            for r in &reports {
                                tally.add(r);
                            }
                            on_chunk(&reports);
                        }
                        Err(e) => failed = Some(e),
                    }
                });
            }
            if failed.is_some() {
                break;
            }
        }
        // The channel ends once every worker is done (or gone, if one panicked).
        stop.store(true, Ordering::Relaxed);
        failed
    });
    if let Some(e) = outcome {
        return Err(e.into());
    }
    Ok(tally)
}

/// Simulates as [`simulate`] does and summarises the run: the one way `simulate` and `sweep`
/// make a summary. `command` is the command line recorded in it.
///
/// # Errors
/// As [`simulate`].
pub fn simulate_summary(
    game: &dyn GameSpec,
    config: &SimConfig,
    command: &[String],
    on_deal: &(dyn Fn() + Sync),
    on_chunk: &mut dyn FnMut(&[DealReport]),
) -> Result<Summary, SimError> {
    let t = Instant::now();
    let tally = simulate(game, config, on_deal, on_chunk)?;
    Ok(Summary::new(
        &tally,
        RunInfo {
            game: game.name(),
            rules: game.describe(),
            params: game.params(),
            start: config.start,
            node_limit: config.solver.node_limit,
            seconds: t.elapsed().as_secs_f64(),
            threads: config.threads,
            command: command.to_vec(),
        },
    ))
}
