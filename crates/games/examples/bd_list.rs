#![allow(clippy::print_stdout, missing_docs)]
use patience_games::bakers_dozen::{BakersRules, PRESETS};
use patience_games::pack::PackGame;
use patience_search::{Solver, SolverConfig};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let which: usize = args[1].parse().unwrap();
    let rules: BakersRules = PRESETS[which].rules;
    let game = PackGame::new(rules).unwrap();
    let cfg = SolverConfig {
        restart_nodes: 300,
        ..SolverConfig::default()
    };
    let mut solver = Solver::new(cfg);
    let (mut w, mut l, mut u, mut n) = (0, 0, 0, 0u64);
    for d in args[2..].iter().map(|s| s.parse::<u64>().unwrap()) {
        let sol = game.solve_with(&mut solver, &game.pack(d));
        println!("{d} {:?} {}", sol.result, sol.nodes);
        n += sol.nodes;
        match format!("{:?}", sol.result).as_str() {
            "Won" => w += 1,
            "Lost" => l += 1,
            _ => u += 1,
        }
    }
    println!("total won {w} lost {l} unknown {u} nodes {n}");
}
