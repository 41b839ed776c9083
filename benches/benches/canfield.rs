//! Solving hard Canfield deals (`canfield-partial`), one thread: the hardest lost deals among our
//! deals 1..=300 that the default budget decides (found with `patience simulate canfield-partial
//! --deals 300 --restart-nodes 0 --table-mib 96 --per-deal f.jsonl`, sorted by nodes), and the
//! first 100 deals for typical work. Throughput of whole runs is `scripts/bench.sh`'s job.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use patience_games::canfield::{solve_with, CanfieldDeal, CanfieldPos, CanfieldRules, Moving};
use patience_search::{Solver, SolverConfig};
use std::hint::black_box;

/// Hard lost deals of `canfield-partial`: 114 (1.9 million nodes), 86 (2.4 million), 17 (2.5
/// million).
const HARD: [u64; 3] = [114, 86, 17];

fn solve_set(c: &mut Criterion, group: &str, deals: &[u64]) {
    let rules = CanfieldRules::standard(Moving::Partial);
    let layouts: Vec<CanfieldDeal> = deals
        .iter()
        .map(|&d| CanfieldDeal::ours(&rules, "canfield-partial", d))
        .collect();
    let mut g = c.benchmark_group(group);
    g.sample_size(10);
    g.throughput(Throughput::Elements(deals.len() as u64));
    g.bench_function("solve", |b| {
        let mut solver: Solver<CanfieldPos> = Solver::new(SolverConfig {
            table_bytes: 96 << 20,
            ..SolverConfig::default()
        });
        b.iter(|| {
            for l in &layouts {
                black_box(solve_with(&mut solver, &rules, l));
            }
        });
    });
    g.finish();
}

/// The hardest deals of `canfield-partial` that the default budget decided among our deals
/// 1..=75,000 (`scripts/canfield.sh`'s per-deal files, sorted by nodes): 2924, lost, and 44735,
/// won (9,996,153 and 9,391,407 nodes there, with the 16-byte key and a 64 MiB table; 7,208,128
/// and 7,310,893 with the 12-byte key and this bench's 96 MiB table).
const HARDEST: [u64; 2] = [2924, 44735];

fn benches(c: &mut Criterion) {
    let first: Vec<u64> = (1..=100).collect();
    solve_set(c, "canfield-partial-100", &first);
    solve_set(c, "canfield-partial-hard", &HARD);
    solve_set(c, "canfield-partial-hardest", &HARDEST);
}

criterion_group!(canfield, benches);
criterion_main!(canfield);
