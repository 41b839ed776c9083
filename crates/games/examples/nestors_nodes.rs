//! Positions searched to solve Nestors deals from the start of a later trick (the positions of
//! `docs/experiments.md`'s Nestors tables): `cargo run --release -p patience-games --example
//! nestors_nodes -- SKIP DEALS [TRUMP]` prints each deal's value and nodes, then the total.

#![allow(
    clippy::print_stdout,
    reason = "the figures are the output of this measurement"
)]

use patience_games::nestors::deal::NestorsDeal;
use patience_games::nestors::position::NestorsPos;
use patience_games::nestors::rules::Trump;
use patience_search::{AlphaBeta, TwoSided};

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
        let (hands, table) = NestorsDeal::number(n)
            .codes()
            .expect("our deals are Nestors deals");
        let mut pos = NestorsPos::new(trump, &hands, table);
        let mut plays = Vec::new();
        for i in 0..skip {
            plays.clear();
            pos.legal(&mut plays);
            pos.apply(plays[(n as usize + i * 7) % plays.len()]);
        }
        let v = search.solve(&mut pos);
        println!("deal {n}: {:?} in {} nodes", v.points, v.nodes);
        total += v.nodes;
    }
    println!("total {total}");
}
