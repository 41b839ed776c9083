//! `patience simulate`.

use crate::args::SimulateArgs;
use anyhow::{Context, Result};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use patience_sim::{simulate, RunInfo, Summary};
use std::fs::File;
use std::io::{BufWriter, IsTerminal, Write};
use std::time::Instant;

pub fn run(a: SimulateArgs) -> Result<u8> {
    let game = a.game.game()?;
    let config = a.run.sim_config()?;
    let (solver, threads) = (config.solver, config.threads);
    let mut per_deal = match &a.per_deal {
        Some(p) => Some(BufWriter::new(
            File::create(p).with_context(|| format!("cannot write {}", p.display()))?,
        )),
        None => None,
    };
    let bar = if a.quiet || !std::io::stderr().is_terminal() {
        ProgressBar::hidden()
    } else {
        let b = ProgressBar::with_draw_target(Some(a.run.deals), ProgressDrawTarget::stderr());
        b.set_style(
            ProgressStyle::with_template(
                "{elapsed_precise} [{wide_bar}] {pos}/{len} deals, {per_sec}, eta {eta}",
            )
            .expect("static template"),
        );
        b
    };
    let t = Instant::now();
    let mut write_err: Option<std::io::Error> = None;
    let tally = simulate(&game, &config, &|| bar.inc(1), &mut |reports| {
        if let Some(w) = per_deal.as_mut() {
            let res: std::io::Result<()> = (|| {
                for r in reports {
                    writeln!(
                        w,
                        r#"{{"deal": {}, "result": "{}", "nodes": {}}}"#,
                        r.deal,
                        r.result.as_str(),
                        r.nodes
                    )?;
                }
                w.flush()
            })();
            if let Err(e) = res {
                write_err.get_or_insert(e);
            }
        }
    })?;
    bar.finish_and_clear();
    if let Some(e) = write_err {
        return Err(e).context("cannot write the per-deal file");
    }
    let summary = Summary::new(
        &tally,
        RunInfo {
            game: game.name().to_string(),
            params: game.params(),
            start: a.run.start,
            node_limit: solver.node_limit,
            seconds: t.elapsed().as_secs_f64(),
            threads,
            command: std::env::args().collect(),
        },
    );
    print!("{summary}");
    let closed = match &game {
        patience_games::AnyGame::Nestor(g) => g.rules().is_closed(),
        patience_games::AnyGame::Match(r) => r.closed,
    };
    if closed {
        println!(
            "{:<14}thoughtfully (every card known): an upper bound for play without peeking",
            "solved"
        );
    }
    if let Some(p) = &a.json {
        let text = serde_json::to_string_pretty(&summary)?;
        std::fs::write(p, text + "\n").with_context(|| format!("cannot write {}", p.display()))?;
    }
    Ok(0)
}
