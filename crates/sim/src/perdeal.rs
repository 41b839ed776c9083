//! The per-deal file of a run: a header line naming the game, its full rules, the solver's
//! settings and the range, then one JSON line a deal in deal order. A run appends to it as it
//! goes; [`scan`] reads one back to resume the run, to merge shards, or to solve its unknown
//! deals again. A second pass's file ([`Retry`]) is the same, over the list of deals it solves.

use crate::error::SimError;
use crate::summary::Tally;
use patience_games::DealReport;
use patience_search::{Outcome, SolverConfig};
use serde::{Deserialize, Serialize};
use std::io::BufRead;

/// The format number written in every header.
pub const PER_DEAL_FORMAT: u32 = 1;

/// The solver's settings that decide node counts and verdicts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SolverSettings {
    /// Node budget a deal.
    pub node_limit: u64,
    /// Transposition table memory a thread, in bytes.
    pub table_bytes: u64,
    /// First restart budget (games with cycles).
    pub restart_nodes: u64,
    /// The deepest a run's path may go, in positions, where the run set one (`--max-depth`);
    /// left out of the file otherwise (the game's own depth), as in files written before it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_depth: Option<u64>,
}

impl From<SolverConfig> for SolverSettings {
    fn from(c: SolverConfig) -> SolverSettings {
        SolverSettings {
            node_limit: c.node_limit,
            table_bytes: c.table_bytes as u64,
            restart_nodes: c.restart_nodes,
            max_depth: c.max_depth.map(|d| d as u64),
        }
    }
}

/// Which part of the range a file holds (`--shard K/N`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shard {
    /// K, from 1.
    pub index: u64,
    /// N.
    pub count: u64,
    /// The part's first deal number.
    pub start: u64,
    /// The part's number of deals.
    pub deals: u64,
}

/// The first line of a per-deal file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Header {
    /// [`PER_DEAL_FORMAT`].
    pub per_deal_format: u32,
    /// The game's name.
    pub game: String,
    /// The full rules in one line.
    pub rules: String,
    /// The game's full parameters.
    pub params: serde_json::Value,
    /// The solver's settings.
    pub solver: SolverSettings,
    /// The whole experiment's first deal number.
    pub start: u64,
    /// The whole experiment's number of deals.
    pub deals: u64,
    /// The part of it this file holds, if it is a shard.
    pub shard: Option<Shard>,
    /// A second pass (`patience retry`): the deals of the experiment that a run left unknown,
    /// solved again with [`Header::solver`]; absent from a run's own file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retry: Option<Retry>,
}

/// What a second pass solves again: the deals of an experiment that a run left unknown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Retry {
    /// The settings of the run that left them unknown (or of the pass before, in a chain of
    /// passes).
    pub of: SolverSettings,
    /// The deals, in the order the file holds them (increasing).
    pub deals: Vec<u64>,
}

impl Header {
    /// The deals this file is for, as `(first, count)`.
    pub fn part(&self) -> (u64, u64) {
        match self.shard {
            Some(s) => (s.start, s.deals),
            None => (self.start, self.deals),
        }
    }

    /// The deal number of the file's `i`-th deal line (from 0), if it has that many: the
    /// consecutive deals of its part, or a second pass's list.
    pub fn deal_at(&self, i: u64) -> Option<u64> {
        if let Some(r) = &self.retry {
            return usize::try_from(i)
                .ok()
                .and_then(|i| r.deals.get(i).copied());
        }
        let (first, count) = self.part();
        (i < count).then(|| first + i)
    }

    /// Whether `other` is a file of the same experiment: game, rules, settings and range (the
    /// shard may differ).
    pub fn same_experiment(&self, other: &Header) -> bool {
        (
            &self.game,
            &self.params,
            self.solver,
            self.start,
            self.deals,
        ) == (
            &other.game,
            &other.params,
            other.solver,
            other.start,
            other.deals,
        )
    }
}

/// What a per-deal file holds.
#[derive(Clone, Debug)]
pub struct Scan {
    /// Its header.
    pub header: Header,
    /// The tally of its deals.
    pub tally: Tally,
    /// The deals it holds, from the first of its part on: they are `part().0 .. part().0 +
    /// done` (for a second pass, the first `done` of its list).
    pub done: u64,
    /// The lines of the deals it left unknown, in file order.
    pub unknown: Vec<DealReport>,
    /// Every deal line of a second pass's file, in file order (empty for a run's file, which
    /// may hold millions).
    pub pass_lines: Vec<DealReport>,
    /// The bytes of whole lines; a torn last line (a run killed while writing it) lies beyond.
    pub whole_bytes: u64,
}

/// Reads a per-deal file: its header and the tally of its deal lines, which must be the
/// consecutive deals from the start of its part (a second pass's: the deals of its list). A
/// last line without its newline, or that is not JSON, is torn: left out of the tally and of
/// `whole_bytes`.
///
/// # Errors
/// [`SimError::PerDeal`] for a file without a header, a line out of order, or a line that is
/// not a deal before the last.
pub fn scan(reader: &mut dyn BufRead) -> Result<Scan, SimError> {
    let bad = |what: String| Err(SimError::PerDeal(what));
    let mut line = String::new();
    let mut whole_bytes = 0u64;
    let n = reader
        .read_line(&mut line)
        .map_err(|e| SimError::PerDeal(e.to_string()))?;
    if n == 0 || !line.ends_with('\n') {
        return bad("no header line (an empty file, or not a per-deal file of patience)".into());
    }
    let header: Header = serde_json::from_str(&line)
        .map_err(|e| SimError::PerDeal(format!("the first line is not a per-deal header: {e}")))?;
    if header.per_deal_format != PER_DEAL_FORMAT {
        return bad(format!(
            "per-deal format {}, this patience reads {PER_DEAL_FORMAT}",
            header.per_deal_format
        ));
    }
    whole_bytes += n as u64;
    let mut tally = Tally::default();
    let mut unknown = Vec::new();
    let mut pass_lines = Vec::new();
    let mut done = 0u64;
    let mut number = 1u64;
    loop {
        line.clear();
        let n = reader
            .read_line(&mut line)
            .map_err(|e| SimError::PerDeal(e.to_string()))?;
        if n == 0 {
            break;
        }
        number += 1;
        let report: Option<DealReport> = if line.ends_with('\n') {
            serde_json::from_str(&line).ok()
        } else {
            None
        };
        let Some(r) = report else {
            // Only the last line may be torn.
            let mut rest = String::new();
            reader
                .read_line(&mut rest)
                .map_err(|e| SimError::PerDeal(e.to_string()))?;
            if rest.is_empty() {
                break;
            }
            return bad(format!("line {number} is not a deal"));
        };
        match header.deal_at(done) {
            Some(due) if due == r.deal => {}
            Some(due) => {
                return bad(format!(
                    "line {number} is deal {}, where deal {due} was due",
                    r.deal
                ))
            }
            None => {
                return bad(format!(
                    "line {number} is one deal more than the file is for"
                ))
            }
        }
        tally.add(&r);
        if r.result == Outcome::Unknown {
            unknown.push(r);
        }
        if header.retry.is_some() {
            pass_lines.push(r);
        }
        done += 1;
        whole_bytes += n as u64;
    }
    Ok(Scan {
        header,
        tally,
        done,
        unknown,
        pass_lines,
        whole_bytes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header() -> Header {
        Header {
            per_deal_format: PER_DEAL_FORMAT,
            game: "g".into(),
            rules: "r".into(),
            params: serde_json::json!({}),
            solver: SolverSettings {
                node_limit: 5,
                table_bytes: 6,
                restart_nodes: 7,
                max_depth: None,
            },
            start: 10,
            deals: 5,
            shard: None,
            retry: None,
        }
    }

    fn line(deal: u64) -> String {
        let r = DealReport {
            deal,
            result: Outcome::Won,
            nodes: deal,
            redraws: 0,
            points: None,
            contracts: None,
        };
        serde_json::to_string(&r).unwrap() + "\n"
    }

    #[test]
    fn a_torn_last_line_is_left_out_and_others_are_refused() {
        let head = serde_json::to_string(&header()).unwrap() + "\n";
        let whole = format!("{head}{}{}", line(10), line(11));
        let torn = format!("{whole}{}", &line(12)[..7]);
        let s = scan(&mut torn.as_bytes()).unwrap();
        assert_eq!((s.done, s.whole_bytes), (2, whole.len() as u64));
        assert_eq!(s.tally.won, 2);
        let s = scan(&mut whole.as_bytes()).unwrap();
        assert_eq!(s.done, 2);
        let gap = format!("{head}{}{}", line(10), line(12));
        assert!(scan(&mut gap.as_bytes()).is_err());
        let middle = format!("{head}{}oops\n{}", line(10), line(11));
        assert!(scan(&mut middle.as_bytes()).is_err());
        assert!(scan(&mut "".as_bytes()).is_err());
    }
}
