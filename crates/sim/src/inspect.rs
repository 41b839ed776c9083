//! Counting deals lost by inspection alone (`patience inspect`).

use crate::error::SimError;
use crate::stats::wilson;
use patience_games::GameSpec;
use serde::Serialize;
use std::fmt;
use std::time::Instant;

/// One rule's count.
#[derive(Clone, Debug, Serialize)]
pub struct RuleCount {
    /// The rule's name.
    pub rule: &'static str,
    /// Deals it proves lost.
    pub deals: u64,
    /// `deals` over the deals inspected.
    pub rate: f64,
}

/// The summary of an inspection run (and its JSON).
#[derive(Clone, Debug, Serialize)]
pub struct InspectSummary {
    /// The game's name.
    pub game: String,
    /// The full rules in one line.
    pub rules: String,
    /// The game's full parameters.
    pub params: serde_json::Value,
    /// First deal number.
    pub start: u64,
    /// Deals inspected.
    pub deals: u64,
    /// Deals at least one rule proves lost.
    pub lost_by_inspection: u64,
    /// `lost_by_inspection / deals`.
    pub rate: f64,
    /// Wilson 95% interval, low end.
    pub ci95_low: f64,
    /// Wilson 95% interval, high end.
    pub ci95_high: f64,
    /// Deals each rule proves lost (a deal may count under several).
    pub by_rule: Vec<RuleCount>,
    /// What a published source says, for comparison.
    pub source_says: Option<&'static str>,
    /// Wall-clock seconds (varies run to run).
    pub seconds: f64,
    /// patience's version.
    pub version: String,
    /// The command line of the run.
    pub command: Vec<String>,
}

#[allow(clippy::cast_precision_loss)] // a rate is a float
fn rate(k: u64, n: u64) -> f64 {
    k as f64 / n as f64
}

/// Inspects deals `start .. start + deals` of `game` (in order, on this thread).
///
/// # Errors
/// [`SimError::BadRun`] for no deals or a game that cannot be inspected; the first deal that
/// cannot be dealt.
pub fn inspect(
    game: &dyn GameSpec,
    start: u64,
    deals: u64,
    command: &[String],
) -> Result<InspectSummary, SimError> {
    let Some(ins) = game.inspector() else {
        return Err(SimError::BadRun(format!(
            "inspect: {} has no rules that prove deals lost by inspection",
            game.name()
        )));
    };
    if deals == 0 {
        return Err(SimError::BadRun("--deals must be at least 1".into()));
    }
    let t = Instant::now();
    let names = ins.rule_names();
    let mut by_rule = vec![0u64; names.len()];
    let mut lost = 0u64;
    for deal in start..start.saturating_add(deals) {
        let why = ins.inspect_deal(deal)?;
        lost += u64::from(!why.is_empty());
        for i in why {
            by_rule[i] += 1;
        }
    }
    let (lo, hi) = wilson(lost, deals, 1.96);
    Ok(InspectSummary {
        game: game.name(),
        rules: game.describe(),
        params: game.params(),
        start,
        deals,
        lost_by_inspection: lost,
        rate: rate(lost, deals),
        ci95_low: lo,
        ci95_high: hi,
        by_rule: names
            .into_iter()
            .zip(by_rule)
            .map(|(rule, k)| RuleCount {
                rule,
                deals: k,
                rate: rate(k, deals),
            })
            .collect(),
        source_says: ins.source_says(),
        seconds: t.elapsed().as_secs_f64(),
        version: env!("CARGO_PKG_VERSION").to_string(),
        command: command.to_vec(),
    })
}

impl fmt::Display for InspectSummary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pct = |x: f64| format!("{:.3}%", 100.0 * x);
        writeln!(f, "{:<22}{}", "game", self.game)?;
        writeln!(f, "{:<22}{}", "rules", self.rules)?;
        writeln!(f, "{:<22}{} (from {})", "deals", self.deals, self.start)?;
        writeln!(
            f,
            "{:<22}{} = {} (95% interval {} .. {}, Wilson)",
            "lost by inspection",
            self.lost_by_inspection,
            pct(self.rate),
            pct(self.ci95_low),
            pct(self.ci95_high)
        )?;
        for r in &self.by_rule {
            writeln!(
                f,
                "{:<22}{} = {}",
                format!("  {}", r.rule),
                r.deals,
                pct(r.rate)
            )?;
        }
        Ok(())
    }
}
