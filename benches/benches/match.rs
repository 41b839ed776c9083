//! Match Solitaire (`3x3x13x5+`, the standard game): solving the hardest deals and typical ones.
//!
//! `cargo bench -p patience-benches --bench match` (add `-- --quick` for a short run).

use criterion::{criterion_group, criterion_main, Criterion};
use patience_games::match_solitaire::{MatchRules, MatchWorker};
use patience_search::{Outcome, SolverConfig};
use std::hint::black_box;
use std::time::Duration;

/// The 8 deals of `3x3x13x5+` that took the most nodes among deals 1..=10,000, hardest first
/// (found with `patience simulate match --deals 10000 --per-deal f.jsonl`, sorted by `nodes`;
/// 61,470 to 34,596 nodes at the default settings, against a median of 551), with their verdicts.
const HARDEST: [(u64, Outcome); 8] = [
    (5851, Outcome::Lost),
    (7306, Outcome::Lost),
    (7875, Outcome::Lost),
    (4591, Outcome::Lost),
    (5864, Outcome::Won),
    (5292, Outcome::Lost),
    (7070, Outcome::Lost),
    (9172, Outcome::Won),
];

/// Typical deals: the first 32 deal numbers, as they come.
const TYPICAL: std::ops::RangeInclusive<u64> = 1..=32;

fn solve_all(w: &mut MatchWorker, deals: impl Iterator<Item = u64>) -> u64 {
    deals.map(|d| black_box(w.solve_deal(d)).nodes).sum()
}

fn bench(c: &mut Criterion) {
    let rules = MatchRules::default();
    let mut w = MatchWorker::new(&rules, SolverConfig::default()).expect("the standard game");
    for (deal, verdict) in HARDEST {
        assert_eq!(w.solve_deal(deal).result, verdict, "deal {deal}");
    }
    let mut g = c.benchmark_group("match");
    g.sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4));
    g.bench_function("hardest-8", |b| {
        b.iter(|| solve_all(&mut w, HARDEST.iter().map(|h| h.0)))
    });
    g.bench_function("typical-32", |b| b.iter(|| solve_all(&mut w, TYPICAL)));
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
