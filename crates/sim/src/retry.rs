//! A second pass: the deals a run left unknown, solved again with other settings (a larger node
//! budget or table), and the summary of the whole run with their new verdicts.
//!
//! Verdicts are exact, so a deal the run decided keeps its verdict at any budget; only the
//! unknown deals can change. A deal's search depends only on the deal and the settings, so the
//! whole run's figures after a second pass are those a run with the second pass's settings
//! would give for the deals the pass decides (its node counts aside, for the deals the run
//! decided within its budget).

use crate::error::SimError;
use crate::merge::merge;
use crate::perdeal::{Header, Retry, Scan, SolverSettings};
use crate::summary::{Retried, RunInfo, Summary, Tally};
use crate::{simulate_list, Hooks, RunEnd, SimConfig};
use patience_games::{DealReport, GameSpec};
use patience_search::Outcome;
use std::time::Instant;

/// What a second pass solves, and the run it completes.
#[derive(Debug)]
pub struct RetryPlan {
    /// The header of the second pass's per-deal file: the run's, with the second pass's solver
    /// settings and the deals it solves again ([`Header::retry`]).
    pub header: Header,
    /// The run's tally, over all its files, with the lines of the passes before.
    pub run: Tally,
    /// The lines of the deals left unknown (by the run, or by the last pass before), in deal
    /// order: the deals to solve again.
    pub unknown: Vec<DealReport>,
    /// Whether the run's files hold only its first deals (a run stopped, or shards missing).
    pub partial: bool,
}

impl RetryPlan {
    /// The deal numbers to solve again, in the order the second pass solves them.
    pub fn deals(&self) -> Vec<u64> {
        self.unknown.iter().map(|r| r.deal).collect()
    }
}

/// The next pass over the run whose per-deal files are `files` (one file, or the shards of one
/// run, each with a name for messages), with the solver settings `solver`. The files may also
/// hold the passes made before over the same run (`patience retry`'s per-deal files, in any
/// order): each is applied in turn, its lines replacing the run's, and the next pass solves what
/// they leave unknown.
///
/// # Errors
/// As [`merge`] with `partial` for the run's files (of one run, without gaps, though they may
/// stop short of its end); [`SimError::Retry`] for no run's file, or a pass that is not the next
/// of the chain (its run's settings, or its deals, are not those the run and the passes before
/// it leave); and [`SimError::BadRun`] when `solver` is the settings of the run (or of the last
/// pass): the new pass would search exactly as that did and decide nothing more.
pub fn plan_retry(files: &[(String, Scan)], solver: SolverSettings) -> Result<RetryPlan, SimError> {
    let is_pass = |s: &Scan| s.header.retry.is_some();
    let runs: Vec<&(String, Scan)> = files.iter().filter(|f| !is_pass(&f.1)).collect();
    let mut passes: Vec<&(String, Scan)> = files.iter().filter(|f| is_pass(&f.1)).collect();
    if runs.is_empty() {
        return Err(SimError::Retry(
            "no per-deal file of a run (a second pass's file comes with the run's)".into(),
        ));
    }
    let merged = merge(runs.iter().copied(), true)?;
    let mut tally = merged.tally;
    let mut unknown: Vec<DealReport> = runs
        .iter()
        .flat_map(|(_, s)| s.unknown.iter().copied())
        .collect();
    unknown.sort_unstable_by_key(|r| r.deal);
    let mut of = merged.header.solver;
    // The passes made, each the next of the chain: of the settings before it, over the deals
    // left unknown before it.
    while !passes.is_empty() {
        let deals: Vec<u64> = unknown.iter().map(|r| r.deal).collect();
        let next = passes.iter().position(|(_, s)| {
            let h = &s.header;
            h.same_experiment(&Header {
                solver: h.solver,
                ..merged.header.clone()
            }) && h.retry.as_ref()
                == Some(&Retry {
                    of,
                    deals: deals.clone(),
                })
        });
        let Some(i) = next else {
            return Err(SimError::Retry(format!(
                "{} is not the next pass over this run (its run's settings or its deals differ \
                 from those the run and the passes before it leave)",
                passes[0].0
            )));
        };
        let (_, pass) = passes.swap_remove(i);
        for (old, new) in unknown.iter_mut().zip(&pass.pass_lines) {
            tally.remove(old);
            tally.add(new);
            *old = *new;
        }
        unknown.retain(|r| r.result == Outcome::Unknown);
        of = pass.header.solver;
    }
    if solver == of {
        return Err(SimError::BadRun(format!(
            "the pass would search as the run (or its last pass) did (--node-limit {}, \
             --table-mib {}, --restart-nodes {}{}) and decide nothing more: give a larger \
             --node-limit, --table-mib or --max-depth",
            of.node_limit,
            of.table_bytes >> 20,
            of.restart_nodes,
            of.max_depth
                .map(|d| format!(", --max-depth {d}"))
                .unwrap_or_default()
        )));
    }
    let header = Header {
        solver,
        retry: Some(Retry {
            of,
            deals: unknown.iter().map(|r| r.deal).collect(),
        }),
        ..merged.header
    };
    Ok(RetryPlan {
        header,
        run: tally,
        unknown,
        partial: merged.partial,
    })
}

/// Solves the deals of `plan` again, from the `config.skip`-th on, with `config.solver` (the
/// settings of `plan.header`) on `config.threads` threads, and summarises the whole run:
/// `prior` is the tally of the deals a resumed pass solved before (the first `config.skip`),
/// and `command` the command line recorded. `config.start` and `config.deals` are not used.
///
/// # Errors
/// As [`crate::simulate`].
pub fn retry_summary(
    game: &dyn GameSpec,
    plan: &RetryPlan,
    config: &SimConfig,
    prior: &Tally,
    command: &[String],
    hooks: Hooks<'_>,
) -> Result<Summary, SimError> {
    let t = Instant::now();
    let deals = plan.deals();
    let (mut pass, end) = simulate_list(game, config, &deals, hooks)?;
    let solved_now = pass.deals();
    pass.merge(prior);
    // The deals solved again, a prefix of the list, count with their new lines instead of the
    // run's.
    let mut whole = plan.run.clone();
    let done = usize::try_from(pass.deals()).map_or(plan.unknown.len(), |d| d.min(deals.len()));
    for r in &plan.unknown[..done] {
        whole.remove(r);
    }
    whole.merge(&pass);
    let h = &plan.header;
    let of = h.retry.as_ref().map_or(h.solver, |r| r.of);
    let mut summary = Summary::new(
        &whole,
        RunInfo {
            game: h.game.clone(),
            rules: h.rules.clone(),
            params: h.params.clone(),
            start: h.start,
            node_limit: h.solver.node_limit,
            seconds: t.elapsed().as_secs_f64(),
            threads: config.threads,
            command: command.to_vec(),
        },
    );
    summary.partial = plan.partial;
    summary.retried = Some(Retried {
        unknown_before: deals.len() as u64,
        node_limit_before: of.node_limit,
        solved: pass.deals(),
        node_limit: config.solver.node_limit,
        won: pass.won,
        lost: pass.lost,
        unknown: pass.unknown,
    });
    debug_assert!(end == RunEnd::Stopped || pass.deals() == deals.len() as u64);
    debug_assert!(plan.unknown.iter().all(|r| r.result == Outcome::Unknown));
    // The speed is the second pass's own: the deals it solved.
    Ok(summary.with_speed(solved_now))
}
