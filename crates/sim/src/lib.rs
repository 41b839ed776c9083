//! The simulation driver: solves a range of deal numbers in parallel and summarises the win rate.
//!
//! Each thread takes the next deal number as soon as it is free, so no thread waits for another's
//! hard deal. The reports are put back in deal order and handed to the caller as soon as they
//! are in order (at least every quarter of a second while any is ready), so a run that is
//! interrupted keeps every deal already reported. Summaries count nodes, never time, so they are
//! identical for any thread count except the timing fields. A run may be stopped between deals,
//! resumed from the deals already reported ([`SimConfig::skip`] with a prior [`Tally`]), and split
//! into shards ([`shard_range`]) whose per-deal files [`merge`] combines exactly.

mod error;
mod inspect;
mod merge;
mod order;
mod perdeal;
mod retry;
mod stats;
mod summary;
mod sweep;

pub use error::SimError;
pub use inspect::{inspect, InspectSummary, RuleCount};
pub use merge::{merge, Merged};
pub use perdeal::{scan, Header, Retry, Scan, Shard, SolverSettings, PER_DEAL_FORMAT};
pub use retry::{plan_retry, retry_summary, RetryPlan};
pub use stats::{wilson, NodeHistogram};
pub use summary::{Retried, RunInfo, Summary, Tally};
pub use sweep::{sweep, Point, SweepSummary};

use order::InOrder;
use patience_games::{DealReport, DealSolver, GameError, GameSpec};
use patience_search::SolverConfig;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{mpsc, Mutex};
use std::time::Duration;
use std::time::Instant;

/// Memory shared by the tables of all threads while they stay small (each may take this over the
/// thread count, between 256 KiB and 4 MiB).
const SMALL_TABLES_BYTES: usize = 48 << 20;

/// Memory for the tables that grow beyond that, with the scratch of their growth: as many of
/// the full size ([`SolverConfig::table_bytes`]) as fit, at least one. With the default 32 MiB
/// tables, four that double (their scratch is half their size) or five that take their largest
/// size at once (a search that never restarts); with Canfield's 96 MiB, two; with the small
/// tables and the rest, a run stays under 256 MiB whatever the thread count.
const LARGE_TABLES_BYTES: usize = 200 << 20;

/// Deals a thread takes at a time at the most: a thread starts with one and doubles its block
/// up to this while a block takes less than [`DELIVERY`], and goes back to one deal at a time
/// after a block that takes longer.
const BLOCK: u64 = 32;

/// The longest the caller waits for reports that are in order, and for a stop to be noticed.
const DELIVERY: Duration = Duration::from_millis(250);

/// Reports handed on at once at the most (so a fast run still streams).
const MAX_BATCH: usize = 4096;

/// What to simulate.
#[derive(Copy, Clone, Debug)]
pub struct SimConfig {
    /// First deal number of the run.
    pub start: u64,
    /// How many deals in the run.
    pub deals: u64,
    /// Deals at the start of the run already solved (a resumed run): they are not solved again,
    /// and the caller passes their tally.
    pub skip: u64,
    /// Worker threads (at least 1).
    pub threads: usize,
    /// The solver's budget and table size, per deal and per thread.
    pub solver: SolverConfig,
}

/// How a run ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RunEnd {
    /// Every deal of the range was solved.
    Complete,
    /// The caller stopped it: the deals reported are a prefix of the range.
    Stopped,
}

/// What the caller hears of a run while it goes.
pub struct Hooks<'a> {
    /// Called on a worker thread after each deal (for a progress bar).
    pub on_deal: &'a (dyn Fn() + Sync),
    /// Called on the caller's thread with the reports in deal order, as soon as they are in
    /// order: at least every quarter of a second while any is ready.
    pub on_reports: &'a mut dyn FnMut(&[DealReport]),
    /// Polled on the caller's thread at least every quarter of a second; once it says `true`,
    /// no deal is started, the deals in flight are finished, and the run ends
    /// [`RunEnd::Stopped`] with the reports in order so far.
    pub stop: &'a dyn Fn() -> bool,
}

impl Hooks<'_> {
    /// Hooks that hear nothing and never stop.
    pub fn none(on_reports: &mut dyn FnMut(&[DealReport])) -> Hooks<'_> {
        Hooks {
            on_deal: &|| {},
            on_reports,
            stop: &|| false,
        }
    }
}

/// The part `index` (from 1) of `count` of the deals `start .. start + deals`, as `(start,
/// deals)`: contiguous parts, whose sizes differ by at most one. Each part is an ordinary run of
/// its own (its per-deal file can be resumed), and how hard a deal is does not depend on its
/// number, so contiguous parts balance the work as well as interleaved ones would.
///
/// # Errors
/// [`SimError::BadRun`] unless `1 <= index <= count <= deals`.
pub fn shard_range(start: u64, deals: u64, index: u64, count: u64) -> Result<(u64, u64), SimError> {
    if index == 0 || index > count || count > deals {
        return Err(SimError::BadRun(format!(
            "--shard {index}/{count}: want 1 <= K <= N <= the number of deals ({deals})"
        )));
    }
    let (q, r) = (deals / count, deals % count);
    let before = (index - 1) * q + (index - 1).min(r);
    Ok((start + before, q + u64::from(index <= r)))
}

/// Solves deals `start + skip .. start + deals` of `game` and tallies them.
///
/// # Errors
/// The first deal (in deal order) that cannot be dealt, or a thread pool that cannot be built.
pub fn simulate(
    game: &dyn GameSpec,
    config: &SimConfig,
    hooks: Hooks<'_>,
) -> Result<(Tally, RunEnd), SimError> {
    solve_deals(game, config, &|deal| deal, hooks)
}

/// Solves the deals `deals[skip..]` of `game`, in that order, as [`simulate`] solves a range
/// (`config.start` and `config.deals` are not used): the deals a second pass solves again.
///
/// # Errors
/// As [`simulate`].
pub fn simulate_list(
    game: &dyn GameSpec,
    config: &SimConfig,
    deals: &[u64],
    hooks: Hooks<'_>,
) -> Result<(Tally, RunEnd), SimError> {
    let config = SimConfig {
        start: 0,
        deals: deals.len() as u64,
        ..*config
    };
    // The places are the list's indices.
    let at = |i: u64| deals[usize::try_from(i).unwrap_or(usize::MAX)];
    solve_deals(game, &config, &at, hooks)
}

/// Solves the deals `deal_at(i)` for the places `i` of `config.start + config.skip ..
/// config.start + config.deals`, in parallel, handing the reports on in the order of the places.
fn solve_deals(
    game: &dyn GameSpec,
    config: &SimConfig,
    deal_at: &(dyn Fn(u64) -> u64 + Sync),
    hooks: Hooks<'_>,
) -> Result<(Tally, RunEnd), SimError> {
    let Hooks {
        on_deal,
        on_reports,
        stop: asked_to_stop,
    } = hooks;
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
    patience_search::set_large_tables(free, LARGE_TABLES_BYTES);
    let workers: Vec<Mutex<Box<dyn DealSolver>>> = (0..threads)
        .map(|_| game.worker(config.solver).map(Mutex::new))
        .collect::<Result<_, _>>()?;
    let mut tally = Tally::default();
    let first_deal = config.start.saturating_add(config.skip.min(config.deals));
    let end = config.start.saturating_add(config.deals);
    let todo = end - first_deal;
    // Each pool thread takes the next block of deal numbers as soon as it is free, so no thread
    // waits for another's hard deal; the reports come back out of order and are put back in order
    // here. Deals go in blocks so that sending reports costs little even for easy games. The
    // reports waiting for an earlier one are at most those the other threads solve meanwhile.
    // Where deals are slow (a block takes longer than a delivery interval), threads take them
    // one at a time: the deals in play are then always the next ones in deal order, so a stop,
    // which lets each thread finish its deal, keeps every deal finished (blocks of 32 slow
    // deals would leave a second thread's deals beyond a gap, solved again on resuming).
    let taken = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let (send, receive) = mpsc::channel::<(u64, Vec<Result<DealReport, GameError>>)>();
    // A sender for each thread, taken by it, so that the channel closes once they are all done
    // (or gone, if one panics) and the loop below never waits for nothing.
    let senders: Vec<Mutex<Option<mpsc::Sender<_>>>> = (0..threads)
        .map(|_| Mutex::new(Some(send.clone())))
        .collect();
    drop(send);
    let (failed, stopped) = pool.in_place_scope(|scope| {
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
            let mut size = 1;
            while !stop.load(Ordering::Relaxed) {
                let Ok(offset) = taken.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |o| {
                    (o < todo).then(|| o.saturating_add(size))
                }) else {
                    break;
                };
                let first = first_deal + offset;
                let last = first.saturating_add(size).min(end);
                let began = Instant::now();
                let mut reports = Vec::with_capacity(size as usize);
                // The place of the first of `reports`, and when they began.
                let (mut from, mut since) = (first, Instant::now());
                for place in first..last {
                    // A stopped run starts no new deal; the block's rest is not reported.
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    reports.push(worker.solve_deal(deal_at(place)));
                    on_deal();
                    // Deals that take long (minutes each, in some games) are sent as they end,
                    // not with their block, so that each reaches the caller (and the per-deal
                    // file) within a delivery interval or so of its end.
                    if since.elapsed() >= DELIVERY && place + 1 < last {
                        if send.send((from, std::mem::take(&mut reports))).is_err() {
                            return;
                        }
                        (from, since) = (place + 1, Instant::now());
                    }
                }
                if send.send((from, reports)).is_err() {
                    break;
                }
                size = if began.elapsed() < DELIVERY {
                    (size * 2).min(BLOCK)
                } else {
                    1
                };
            }
        });
        // The reports, put back in deal order and handed on in batches. A deal that cannot be
        // dealt stops the run at the first such deal in deal order.
        let mut order = InOrder::new(first_deal, end);
        let mut ready: Vec<DealReport> = Vec::new();
        let mut failed = None;
        let mut stopped = false;
        let mut channel_open = true;
        while channel_open {
            match receive.recv_timeout(DELIVERY) {
                Ok((first, block)) => {
                    for (place, r) in (first..).zip(block) {
                        order.put(place, r, &mut |r| match r {
                            Ok(r) if failed.is_none() => {
                                tally.add(&r);
                                ready.push(r);
                            }
                            Ok(_) => {}
                            Err(e) => {
                                failed.get_or_insert(e);
                            }
                        });
                    }
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => channel_open = false,
            }
            if failed.is_some() || (!stopped && asked_to_stop()) {
                stopped |= failed.is_none();
                stop.store(true, Ordering::Relaxed);
            }
            // Hand on what is in order: at once when the run ends or stops, else in batches
            // no older than a delivery interval (this loop wakes at least that often).
            if !ready.is_empty() {
                for batch in ready.chunks(MAX_BATCH) {
                    on_reports(batch);
                }
                ready.clear();
            }
        }
        // The channel ends once every worker is done (or gone, if one panicked).
        stop.store(true, Ordering::Relaxed);
        (failed, stopped)
    });
    if let Some(e) = failed {
        return Err(e.into());
    }
    let end = if stopped || tally.deals() < todo {
        RunEnd::Stopped
    } else {
        RunEnd::Complete
    };
    Ok((tally, end))
}

/// Simulates as [`simulate`] does and summarises the run, `prior` being the tally of the deals
/// skipped ([`SimConfig::skip`]): the one way `simulate`, `sweep` and a resumed run make a
/// summary. `command` is the command line recorded in it.
///
/// # Errors
/// As [`simulate`].
pub fn simulate_summary(
    game: &dyn GameSpec,
    config: &SimConfig,
    prior: &Tally,
    command: &[String],
    hooks: Hooks<'_>,
) -> Result<Summary, SimError> {
    let t = Instant::now();
    let (mut tally, end) = simulate(game, config, hooks)?;
    let solved = tally.deals();
    tally.merge(prior);
    let mut summary = Summary::new(
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
    );
    summary.partial = end == RunEnd::Stopped;
    // A resumed run's speed is that of the deals it solved, not of those it read back.
    Ok(summary.with_speed(solved))
}
