//! Nestors double dummy, one thread: deals played along fixed legal cards to the start of a later
//! trick, then solved with best play by all (the whole rest of the deal). Whole deals are far
//! slower today (see `docs/experiments.md`), so the groups start from the sixth and the fifth
//! trick, where the search's cost grows by a like factor a trick.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use patience_games::nestors::position::NestorsPos;
use patience_games::nestors::rules::Trump;
use patience_search::AlphaBeta;
use std::hint::black_box;

fn solve_set(c: &mut Criterion, group: &str, skip: usize, deals: u64) {
    let positions: Vec<NestorsPos> = (0..deals)
        .map(|n| NestorsPos::along_fixed_plays(n, Trump::Jacks, skip).0)
        .collect();
    let mut g = c.benchmark_group(group);
    g.sample_size(10);
    g.throughput(Throughput::Elements(deals));
    g.bench_function("solve", |b| {
        let mut search = AlphaBeta::default();
        b.iter(|| {
            for p in &positions {
                let mut p = p.clone();
                black_box(search.solve(&mut p));
            }
        });
    });
    g.finish();
}

fn benches(c: &mut Criterion) {
    solve_set(c, "nestors-from-trick-6", 12, 20);
    solve_set(c, "nestors-from-trick-5", 9, 10);
}

criterion_group!(nestors, benches);
criterion_main!(nestors);
