//! `patience inspect`: how many deals are lost by inspection alone, before any search.

use crate::args::GameArgs;
use anyhow::{bail, Context, Result};
use clap::Args;
use patience_games::nestor::inspect::{inspect, LostBy};
use patience_games::AnyGame;
use patience_sim::wilson;
use serde::Serialize;
use std::path::PathBuf;
use std::time::Instant;

#[derive(Args, Debug)]
pub struct InspectArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// How many deals.
    #[arg(long, default_value_t = 100_000)]
    pub deals: u64,
    /// First deal number.
    #[arg(long, default_value_t = 1)]
    pub start: u64,
    /// Write the summary as JSON to this file.
    #[arg(long)]
    pub json: Option<PathBuf>,
    /// Accepted for symmetry with `simulate` (inspection prints no progress).
    #[arg(long, short)]
    pub quiet: bool,
}

/// One rule's count.
#[derive(Serialize)]
struct RuleCount {
    rule: &'static str,
    deals: u64,
    rate: f64,
}

/// The summary of `patience inspect` (and its `--json`).
#[derive(Serialize)]
struct InspectSummary {
    game: String,
    params: serde_json::Value,
    start: u64,
    deals: u64,
    /// Deals at least one rule proves lost.
    lost_by_inspection: u64,
    rate: f64,
    ci95_low: f64,
    ci95_high: f64,
    /// Deals each rule proves lost (a deal may count under several).
    rules: Vec<RuleCount>,
    /// What the seed says, for comparison (its rule is `too-many-in-chain` for one deck).
    seed_says: &'static str,
    seconds: f64,
    version: String,
    command: Vec<String>,
}

pub fn run(a: InspectArgs) -> Result<u8> {
    let game = a.game.game()?;
    let AnyGame::Nestor(g) = &game else {
        bail!("inspect is for the Nestor family")
    };
    if a.deals == 0 {
        bail!("--deals must be at least 1");
    }
    let t = Instant::now();
    let mut lost = 0u64;
    let mut by_rule = [0u64; LostBy::ALL.len()];
    for deal in a.start..a.start.saturating_add(a.deals) {
        let (layout, _) = g.deal(deal)?;
        let why = inspect(g.rules(), &layout);
        if !why.is_empty() {
            lost += 1;
        }
        for w in why {
            by_rule[LostBy::ALL.iter().position(|&x| x == w).expect("listed")] += 1;
        }
    }
    let n = a.deals;
    let (lo, hi) = wilson(lost, n, 1.96);
    let s = InspectSummary {
        game: game.name(),
        params: game.params(),
        start: a.start,
        deals: n,
        lost_by_inspection: lost,
        rate: lost as f64 / n as f64,
        ci95_low: lo,
        ci95_high: hi,
        rules: LostBy::ALL
            .iter()
            .zip(by_rule)
            .map(|(r, k)| RuleCount {
                rule: r.name(),
                deals: k,
                rate: k as f64 / n as f64,
            })
            .collect(),
        seed_says: "unrectified Nestor: \"somewhere around 40% of deals would be impossible by \
                    inspection because they have three of the same rank in the same column\"",
        seconds: t.elapsed().as_secs_f64(),
        version: env!("CARGO_PKG_VERSION").to_string(),
        command: std::env::args().collect(),
    };
    let pct = |x: f64| format!("{:.3}%", 100.0 * x);
    println!("{:<22}{}", "game", s.game);
    println!("{:<22}{}", "rules", g.rules().describe());
    println!("{:<22}{} (from {})", "deals", n, a.start);
    println!(
        "{:<22}{} = {} (95% interval {} .. {}, Wilson)",
        "lost by inspection",
        lost,
        pct(s.rate),
        pct(lo),
        pct(hi)
    );
    for r in &s.rules {
        println!(
            "{:<22}{} = {}",
            format!("  {}", r.rule),
            r.deals,
            pct(r.rate)
        );
    }
    if let Some(p) = &a.json {
        let text = serde_json::to_string_pretty(&s)?;
        std::fs::write(p, text + "\n").with_context(|| format!("cannot write {}", p.display()))?;
    }
    Ok(0)
}
