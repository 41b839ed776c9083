//! Play without peeking: the sampling player (perfect-information Monte Carlo) on Closed Nestor at
//! its default settings (10 samples a decision, each solved within 10,000 nodes), one thread,
//! one deal after another, as `patience simulate closed-nestor --player sampling` plays them.
//! Issue 19 asks for at least 50 deals a second on the reference machine's two cores; whole runs
//! with both threads are `scripts/bench.sh`'s `closed-nestor-sampling-10k`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use patience_games::nestor::{NestorGame, NestorPlay};
use patience_games::player::{play_kind, PlayerKind, PlayerSpec};
use std::hint::black_box;
use std::sync::Arc;

fn benches(c: &mut Criterion) {
    let game = NestorGame::preset("closed-nestor").expect("preset");
    let rules = Arc::new(game.rules().clone());
    let deals: Vec<u64> = (1..=50).collect();
    let starts: Vec<NestorPlay> = deals
        .iter()
        .map(|&d| NestorPlay::new(rules.clone(), game.deal(d).expect("deals").0))
        .collect();
    let player = PlayerSpec::new(PlayerKind::Sampling);
    let mut g = c.benchmark_group("closed-nestor-sampling-50");
    g.sample_size(10);
    g.throughput(Throughput::Elements(deals.len() as u64));
    g.bench_function("play", |b| {
        b.iter(|| {
            for (start, &d) in starts.iter().zip(&deals) {
                black_box(play_kind(start.clone(), player, d).won);
            }
        })
    });
    g.finish();
}

criterion_group!(players, benches);
criterion_main!(players);
