//! `patience solve`.

use crate::args::{read_deal_file, SolveArgs};
use anyhow::{bail, Context, Result};
use patience_games::deal_file_game;
use patience_search::Outcome;
use std::time::Instant;

/// Exit codes: 0 won, 1 proved lost, 3 unknown (2 is an error).
fn exit_code(result: Outcome) -> u8 {
    match result {
        Outcome::Won => 0,
        Outcome::Lost => 1,
        Outcome::Unknown => 3,
    }
}

pub fn run(a: SolveArgs) -> Result<u8> {
    let config = a.search.config()?;
    let t = Instant::now();
    let report = match (&a.deal_file, a.deal) {
        (Some(path), _) => {
            let text = read_deal_file(path)?;
            let named = deal_file_game(&text).with_context(|| path.display().to_string())?;
            let game = if a.custom.game_file.is_some() {
                crate::custom::resolve(a.game.as_deref(), a.rectify, &a.custom)?
            } else {
                crate::custom::resolve(
                    Some(a.game.as_deref().unwrap_or(&named)),
                    a.rectify,
                    &a.custom,
                )?
            };
            game.solve_file(&text, config)
                .with_context(|| path.display().to_string())?
        }
        (None, Some(n)) => {
            if a.game.is_none() && a.custom.game_file.is_none() {
                bail!("name the game: patience solve GAME --deal N")
            }
            crate::custom::resolve(a.game.as_deref(), a.rectify, &a.custom)?
                .solve_number(n, config)?
        }
        (None, None) => bail!("give --deal N or --deal-file FILE"),
    };
    let secs = t.elapsed().as_secs_f64();
    if a.json {
        let mut v = serde_json::to_value(&report)?;
        v["seconds"] = serde_json::json!(secs);
        println!("{}", serde_json::to_string_pretty(&v)?);
    } else {
        match report.deal {
            Some(n) => println!("{} deal {n}", report.game),
            None => println!("{}", report.game),
        }
        print!("{}", report.layout_text);
        println!();
        let verdict = match report.result {
            Outcome::Won => "won",
            Outcome::Lost => "lost (proved: no sequence of moves wins)",
            Outcome::Unknown => "unknown (node budget spent)",
        };
        println!("result: {verdict}");
        for (i, m) in report.moves.iter().enumerate() {
            println!("{:>3}. {m}", i + 1);
        }
        if let Some(line) = &report.line {
            println!("notation: {line}");
        }
        println!("nodes: {}, time: {secs:.3} s", report.nodes);
    }
    Ok(exit_code(report.result))
}
