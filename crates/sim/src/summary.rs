//! The tally of a run and its summary, as printed and as JSON.

use crate::stats::{wilson, NodeHistogram};
use patience_games::DealReport;
use patience_search::Outcome;
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt;

/// Counts accumulated over deals.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Deals won.
    pub won: u64,
    /// Deals proved lost.
    pub lost: u64,
    /// Deals whose budget ran out.
    pub unknown: u64,
    /// How many deals took each node count.
    pub nodes: NodeHistogram,
    /// Rectification failures (redraws) over all deals.
    pub failures: u64,
    /// Deals that needed at least one redraw.
    pub deals_redrawn: u64,
    /// Games of two sides: how many deals gave the first side each number of points (empty for
    /// the solitaires).
    pub points: BTreeMap<i32, u64>,
    /// Games of several deals bid for: the contracts made over all games.
    pub contracts_made: u64,
    /// Games of several deals bid for: the contracts bid over all games.
    pub contracts_bid: u64,
}

impl Tally {
    /// Adds one deal.
    pub fn add(&mut self, r: &DealReport) {
        match r.result {
            Outcome::Won => self.won += 1,
            Outcome::Lost => self.lost += 1,
            Outcome::Unknown => self.unknown += 1,
        }
        self.nodes.add(r.nodes);
        self.failures += u64::from(r.redraws);
        self.deals_redrawn += u64::from(r.redraws > 0);
        if let Some(p) = r.points {
            *self.points.entry(p).or_default() += 1;
        }
        if let Some(c) = r.contracts {
            self.contracts_made += u64::from(c.made);
            self.contracts_bid += u64::from(c.bid);
        }
    }

    /// Takes away one deal that [`Tally::add`] counted, as its report `r` was (a second pass
    /// replacing a deal's first verdict).
    pub fn remove(&mut self, r: &DealReport) {
        let count = match r.result {
            Outcome::Won => &mut self.won,
            Outcome::Lost => &mut self.lost,
            Outcome::Unknown => &mut self.unknown,
        };
        *count = count.saturating_sub(1);
        self.nodes.remove(r.nodes);
        self.failures = self.failures.saturating_sub(u64::from(r.redraws));
        self.deals_redrawn = self.deals_redrawn.saturating_sub(u64::from(r.redraws > 0));
        if let Some(p) = r.points {
            if let Some(n) = self.points.get_mut(&p) {
                *n -= 1;
                if *n == 0 {
                    self.points.remove(&p);
                }
            }
        }
        if let Some(c) = r.contracts {
            self.contracts_made = self.contracts_made.saturating_sub(u64::from(c.made));
            self.contracts_bid = self.contracts_bid.saturating_sub(u64::from(c.bid));
        }
    }

    /// Adds every deal of `other`.
    pub fn merge(&mut self, other: &Tally) {
        self.won += other.won;
        self.lost += other.lost;
        self.unknown += other.unknown;
        self.nodes.merge(&other.nodes);
        self.failures += other.failures;
        self.deals_redrawn += other.deals_redrawn;
        for (&p, &n) in &other.points {
            *self.points.entry(p).or_default() += n;
        }
        self.contracts_made += other.contracts_made;
        self.contracts_bid += other.contracts_bid;
    }

    /// Deals counted.
    pub fn deals(&self) -> u64 {
        self.won + self.lost + self.unknown
    }
}

/// The summary of a simulation (`patience simulate`, and its `--json`).
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    /// The game's name.
    pub game: String,
    /// The full rules in one line, as a person reads them.
    pub rules: String,
    /// The game's full parameters.
    pub params: serde_json::Value,
    /// First deal number.
    pub start: u64,
    /// Deals solved.
    pub deals: u64,
    /// Deals won.
    pub won: u64,
    /// Deals proved lost.
    pub lost: u64,
    /// Deals whose node budget ran out.
    pub unknown: u64,
    /// `won / deals`.
    pub win_rate: f64,
    /// Wilson 95% interval, low end, counting unknown deals as lost.
    pub ci95_low: f64,
    /// Wilson 95% interval, high end, counting unknown deals as won.
    pub ci95_high: f64,
    /// Mean nodes per deal.
    pub nodes_mean: f64,
    /// Median nodes per deal.
    pub nodes_median: f64,
    /// Most nodes of one deal.
    pub nodes_max: u64,
    /// Node budget per deal (of a second pass's summary: the pass's, and the budget before
    /// it in [`Summary::retried`]).
    pub node_limit: u64,
    /// Rectification redraws in all (`bottom` and `column` readings).
    pub rectify_failures: u64,
    /// Deals that needed a redraw.
    pub deals_redrawn: u64,
    /// Games of two sides: the first side's points with best play by both, over the deals
    /// solved (left out for the solitaires).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub points: Option<Points>,
    /// Games of several deals bid for (Nestors games to 1,000): the share of contracts made
    /// (left out for the other games).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub contracts: Option<ContractRate>,
    /// A second pass (`patience retry`): what it did to the run's unknown deals (left out for
    /// a run's own summary). The other figures are then the whole run's, with the verdicts and
    /// nodes of the second pass for the deals it solved.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub retried: Option<Retried>,
    /// Whether the run was stopped before its last deal: the figures are those of the deals
    /// finished, a prefix of the range.
    pub partial: bool,
    /// Wall-clock seconds (not part of the result: varies run to run).
    pub seconds: f64,
    /// Deals per second (varies run to run); a resumed run counts only the deals it solved.
    pub deals_per_second: f64,
    /// Worker threads.
    pub threads: usize,
    /// patience's version.
    pub version: String,
    /// The command line of the run.
    pub command: Vec<String>,
}

/// What a second pass did: the deals a run left unknown, solved again with a larger budget.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Retried {
    /// Deals left unknown before this pass (by the run, or by the last pass before).
    pub unknown_before: u64,
    /// Their node budget a deal: the run's, or the last pass's before.
    pub node_limit_before: u64,
    /// Deals of those solved again so far (all of them unless the pass was stopped).
    pub solved: u64,
    /// Node budget a deal of the second pass.
    pub node_limit: u64,
    /// Of the deals solved again: won.
    pub won: u64,
    /// Of the deals solved again: proved lost.
    pub lost: u64,
    /// Of the deals solved again: unknown once more.
    pub unknown: u64,
}

/// The distribution of the first side's points over the deals of a game of two sides.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Points {
    /// Mean points a deal.
    pub mean: f64,
    /// Fewest points of a deal.
    pub min: i32,
    /// Most points of a deal.
    pub max: i32,
    /// `[points, deals]` pairs in points order: how many deals gave each number of points.
    pub histogram: Vec<(i32, u64)>,
}

impl Points {
    /// The distribution of `histogram` (points to deals), `None` when it is empty.
    pub fn of(histogram: &BTreeMap<i32, u64>) -> Option<Points> {
        let deals: u64 = histogram.values().sum();
        if deals == 0 {
            return None;
        }
        let total: i64 = histogram
            .iter()
            .map(|(&p, &n)| i64::from(p) * n as i64)
            .sum();
        Some(Points {
            mean: total as f64 / deals as f64,
            min: *histogram.keys().next().expect("not empty"),
            max: *histogram.keys().next_back().expect("not empty"),
            histogram: histogram.iter().map(|(&p, &n)| (p, n)).collect(),
        })
    }
}

/// The contracts of games of several deals: how many were made, of how many bid.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ContractRate {
    /// Contracts bid (deals played) over all games.
    pub bid: u64,
    /// Contracts made: the bidder's side took at least its bid.
    pub made: u64,
    /// `made / bid`.
    pub rate: f64,
    /// Wilson 95% interval of the rate, low end.
    pub ci95_low: f64,
    /// Wilson 95% interval of the rate, high end.
    pub ci95_high: f64,
}

impl ContractRate {
    /// The rate of `made` contracts of `bid`, `None` when no contract was bid.
    pub fn of(made: u64, bid: u64) -> Option<ContractRate> {
        (bid > 0).then(|| {
            let (lo, hi) = wilson(made, bid, 1.96);
            ContractRate {
                bid,
                made,
                rate: made as f64 / bid as f64,
                ci95_low: lo,
                ci95_high: hi,
            }
        })
    }
}

/// What a summary needs besides the tally.
pub struct RunInfo {
    /// The game's name.
    pub game: String,
    /// The full rules in one line.
    pub rules: String,
    /// Its parameters.
    pub params: serde_json::Value,
    /// First deal number.
    pub start: u64,
    /// Node budget.
    pub node_limit: u64,
    /// Seconds taken.
    pub seconds: f64,
    /// Threads.
    pub threads: usize,
    /// Command line.
    pub command: Vec<String>,
}

impl Summary {
    /// The summary of `tally`.
    pub fn new(tally: &Tally, info: RunInfo) -> Summary {
        let n = tally.deals();
        let (lo, _) = wilson(tally.won, n, 1.96);
        let (_, hi) = wilson(tally.won + tally.unknown, n, 1.96);
        Summary {
            game: info.game,
            rules: info.rules,
            params: info.params,
            start: info.start,
            deals: n,
            won: tally.won,
            lost: tally.lost,
            unknown: tally.unknown,
            win_rate: if n == 0 {
                0.0
            } else {
                tally.won as f64 / n as f64
            },
            ci95_low: lo,
            ci95_high: hi,
            nodes_mean: tally.nodes.mean(),
            nodes_median: tally.nodes.median(),
            nodes_max: tally.nodes.max(),
            node_limit: info.node_limit,
            rectify_failures: tally.failures,
            deals_redrawn: tally.deals_redrawn,
            points: Points::of(&tally.points),
            contracts: ContractRate::of(tally.contracts_made, tally.contracts_bid),
            retried: None,
            partial: false,
            seconds: info.seconds,
            deals_per_second: 0.0,
            threads: info.threads,
            version: env!("CARGO_PKG_VERSION").to_string(),
            command: info.command,
        }
        .with_speed(n)
    }

    /// The summary with its deals a second counted from `solved` deals over its seconds (0 when
    /// no time passed): a resumed run or a second pass counts only the deals it solved itself.
    #[must_use]
    pub fn with_speed(mut self, solved: u64) -> Summary {
        self.deals_per_second = if self.seconds > 0.0 {
            solved as f64 / self.seconds
        } else {
            0.0
        };
        self
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pct = |x: f64| format!("{:.3}%", 100.0 * x);
        let rows: Vec<(&str, String)> = vec![
            ("game", self.game.clone()),
            ("rules", self.rules.clone()),
            (
                "deals",
                if self.partial {
                    format!(
                        "{} (from {}; partial: the run was stopped)",
                        self.deals, self.start
                    )
                } else {
                    format!("{} (from {})", self.deals, self.start)
                },
            ),
            ("won", self.won.to_string()),
            ("lost", self.lost.to_string()),
            ("unknown", self.unknown.to_string()),
            ("win rate", pct(self.win_rate)),
            (
                "95% interval",
                format!(
                    "{} .. {} (Wilson; unknown as lost .. as won)",
                    pct(self.ci95_low),
                    pct(self.ci95_high)
                ),
            ),
            (
                "nodes/deal",
                format!(
                    "mean {:.1}, median {}, max {}",
                    self.nodes_mean, self.nodes_median, self.nodes_max
                ),
            ),
            ("node limit", self.node_limit.to_string()),
            (
                "redraws",
                format!("{} ({} deals)", self.rectify_failures, self.deals_redrawn),
            ),
            (
                "deals/second",
                // Slow games (minutes a deal) keep their rate's first figures.
                if self.deals_per_second < 10.0 {
                    format!("{:.3} ({:.2} s)", self.deals_per_second, self.seconds)
                } else {
                    format!("{:.0} ({:.2} s)", self.deals_per_second, self.seconds)
                },
            ),
            ("threads", self.threads.to_string()),
            ("version", self.version.clone()),
        ];
        for (k, v) in rows {
            writeln!(f, "{k:<14}{v}")?;
        }
        if let Some(r) = &self.retried {
            writeln!(
                f,
                "{:<14}{} of the {} deals unknown at {} nodes solved again at {}: {} won, {} lost, \
                 {} unknown",
                "second pass",
                r.solved,
                r.unknown_before,
                r.node_limit_before,
                r.node_limit,
                r.won,
                r.lost,
                r.unknown
            )?;
        }
        if let Some(p) = &self.points {
            writeln!(
                f,
                "{:<14}the first side's (how they were played: `solved`): mean {:.2}, min {}, max {}",
                "points", p.mean, p.min, p.max
            )?;
        }
        if let Some(c) = &self.contracts {
            writeln!(
                f,
                "{:<14}made {} of {}: {} ({} .. {}, Wilson)",
                "contracts",
                c.made,
                c.bid,
                pct(c.rate),
                pct(c.ci95_low),
                pct(c.ci95_high)
            )?;
        }
        if let Some(how) = self.params.get("solved").and_then(|s| s.as_str()) {
            writeln!(f, "{:<14}{how}", "solved")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(deal: u64, points: Option<i32>) -> DealReport {
        DealReport {
            deal,
            result: Outcome::Won,
            nodes: 10,
            redraws: 0,
            points,
            contracts: None,
        }
    }

    #[test]
    fn points_are_tallied_and_merged() {
        let mut a = Tally::default();
        a.add(&report(1, Some(90)));
        a.add(&report(2, Some(120)));
        let mut b = Tally::default();
        b.add(&report(3, Some(90)));
        a.merge(&b);
        let p = Points::of(&a.points).unwrap();
        assert_eq!(p.histogram, vec![(90, 2), (120, 1)]);
        assert_eq!((p.min, p.max), (90, 120));
        assert!((p.mean - 100.0).abs() < 1e-9);
        let mut solitaire = Tally::default();
        solitaire.add(&report(1, None));
        assert_eq!(Points::of(&solitaire.points), None);
    }

    #[test]
    fn contracts_are_tallied_and_merged() {
        let game = |deal, made, bid| DealReport {
            contracts: Some(patience_games::Contracts { made, bid }),
            ..report(deal, Some(1000))
        };
        let mut a = Tally::default();
        a.add(&game(1, 7, 9));
        a.add(&game(2, 5, 8));
        let mut b = Tally::default();
        b.add(&game(3, 6, 6));
        b.add(&report(4, None));
        a.merge(&b);
        assert_eq!((a.contracts_made, a.contracts_bid), (18, 23));
        let c = ContractRate::of(a.contracts_made, a.contracts_bid).unwrap();
        assert!((c.rate - 18.0 / 23.0).abs() < 1e-12);
        assert!(c.ci95_low < c.rate && c.rate < c.ci95_high);
        assert_eq!(ContractRate::of(0, 0), None);
    }
}
