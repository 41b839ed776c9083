//! `patience solve`.

use crate::args::{build_game, read_deal_file, SolveArgs};
use anyhow::{bail, Result};
use std::time::Instant;

/// Exit codes: 0 won, 1 proved lost, 3 unknown (2 is an error).
fn exit_code(result: &str) -> u8 {
    match result {
        "won" => 0,
        "lost" => 1,
        _ => 3,
    }
}

pub fn run(a: SolveArgs) -> Result<u8> {
    let config = a.search.config()?;
    let (game, layout, deal) = match (&a.deal_file, a.deal) {
        (Some(path), _) => {
            let file = read_deal_file(path)?;
            let name = match &a.game {
                Some(g) if *g != file.game => {
                    bail!("{} is a deal of {:?}, not {g:?}", path.display(), file.game)
                }
                _ => file.game.clone(),
            };
            (build_game(&name, a.rectify)?, file.layout(), file.deal)
        }
        (None, Some(n)) => {
            let Some(name) = &a.game else {
                bail!("name the game: patience solve GAME --deal N")
            };
            let game = build_game(name, a.rectify)?;
            let (layout, _) = game.deal(n)?;
            (game, layout, Some(n))
        }
        (None, None) => bail!("give --deal N or --deal-file FILE"),
    };
    let t = Instant::now();
    let sol = game.solve_layout(&layout, config)?;
    let secs = t.elapsed().as_secs_f64();
    if a.json {
        let v = serde_json::json!({
            "game": game.name(),
            "deal": deal,
            "params": game.params(),
            "tableau": sol.layout.columns,
            "reserve": sol.layout.reserve,
            "result": sol.result,
            "moves": sol.steps,
            "nodes": sol.nodes,
            "seconds": secs,
        });
        println!("{}", serde_json::to_string_pretty(&v)?);
    } else {
        match deal {
            Some(n) => println!("{} deal {n}", game.name()),
            None => println!("{}", game.name()),
        }
        print!("{}", sol.layout);
        println!();
        let verdict = match sol.result {
            "won" => "won",
            "lost" => "lost (proved: no sequence of moves wins)",
            _ => "unknown (node budget spent)",
        };
        println!("result: {verdict}");
        for (i, s) in sol.steps.iter().enumerate() {
            println!("{:>3}. {s}", i + 1);
        }
        println!("nodes: {}, time: {:.3} s", sol.nodes, secs);
    }
    Ok(exit_code(sol.result))
}
