//! Solving fixed sets of Nestor-family deals, whole (deal, then search), one thread.
//!
//! Sets: the first deals of each preset (typical work), and the hardest Double Nestor 10x10 deals
//! found among the first 100,000 (by nodes, from `scripts/reproduce.sh`'s per-deal run: see
//! `HARD` below). Throughput of whole runs, with both threads, is `scripts/bench.sh`'s job.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use patience_games::nestor::NestorGame;
use patience_search::SolverConfig;
use std::hint::black_box;

/// The hardest Double Nestor 10x10 deals by nodes among deals 1..=100,000 (found with
/// `patience simulate double-nestor --deals 100000 --per-deal f.jsonl`, sorted by nodes): the
/// four hardest for the current solver (three lost, one won), and the two that were third and
/// fourth before the two-rank loss proof.
const HARD: [u64; 6] = [34946, 17472, 38130, 17606, 4086, 10882];

fn solve_set(c: &mut Criterion, group: &str, game: &str, deals: &[u64]) {
    let game = NestorGame::preset(game).expect("preset");
    let mut g = c.benchmark_group(group);
    g.sample_size(10);
    g.throughput(Throughput::Elements(deals.len() as u64));
    g.bench_function("solve", |b| {
        let mut worker = game.worker(SolverConfig::default());
        b.iter(|| {
            for &d in deals {
                black_box(game.solve_deal(&mut worker, d).expect("deals"));
            }
        })
    });
    g.finish();
}

fn benches(c: &mut Criterion) {
    let first: Vec<u64> = (1..=2000).collect();
    solve_set(c, "nestor-2000", "nestor", &first);
    solve_set(c, "nestor-unrectified-2000", "nestor-unrectified", &first);
    let easy: Vec<u64> = (1..=50).collect();
    solve_set(c, "double-nestor-50", "double-nestor", &easy);
    solve_set(c, "double-nestor-hard", "double-nestor", &HARD);
}

criterion_group!(solve, benches);
criterion_main!(solve);
