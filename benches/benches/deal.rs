//! Dealing: deal number to layout, for each rectification reading (the `uniform` target is 2 µs a
//! deal or less).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use patience_cards::rectify::Rectify;
use patience_games::nestor::{self, NestorGame};
use std::hint::black_box;

fn benches(c: &mut Criterion) {
    let mut g = c.benchmark_group("deal");
    g.throughput(Throughput::Elements(1000));
    for (preset, reading) in [
        ("nestor", Rectify::None),
        ("nestor", Rectify::Bottom),
        ("nestor", Rectify::Column),
        ("nestor", Rectify::Uniform),
        ("double-nestor", Rectify::None),
        ("double-nestor", Rectify::Uniform),
    ] {
        let mut rules = nestor::preset(preset).expect("preset").rules;
        rules.rectify = reading;
        let game = NestorGame::new(rules).expect("valid");
        g.bench_function(format!("{preset}-{reading}-x1000"), |b| {
            b.iter(|| {
                for d in 1..=1000 {
                    black_box(game.deal(d).expect("deals"));
                }
            })
        });
    }
    g.finish();
}

criterion_group!(deal, benches);
criterion_main!(deal);
