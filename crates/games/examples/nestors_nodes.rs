//! Positions searched to solve Nestors deals from the start of a later trick (the positions of
//! `docs/experiments.md`'s Nestors tables): `cargo run --release -p patience-games --example
//! nestors_nodes -- SKIP DEALS [TRUMP]` prints each deal's value and nodes, then the total.

#![allow(
    clippy::print_stdout,
    reason = "the figures are the output of this measurement"
)]

use patience_games::nestors::position::NestorsPos;
use patience_games::nestors::rules::Trump;
use patience_search::AlphaBeta;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let skip: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(9);
    let deals: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(10);
    let trump: Trump = args
        .get(3)
        .and_then(|s| s.parse().ok())
        .unwrap_or(Trump::Jacks);
    let mut search = AlphaBeta::default();
    let mut total = 0;
    for n in 0..deals {
        let (mut pos, _) = NestorsPos::along_fixed_plays(n, trump, skip);
        let v = search.solve(&mut pos);
        println!("deal {n}: {:?} in {} nodes", v.points, v.nodes);
        total += v.nodes;
    }
    println!("total {total}");
}
