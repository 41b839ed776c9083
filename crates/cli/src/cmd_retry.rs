//! `patience retry`: a second pass over the deals a run left unknown, solved again with a larger
//! budget, and the summary of the whole run with their new verdicts.

use crate::args::{command_line, threads, RetryArgs};
use crate::driver::{check_json, drive, finish, open_per_deal, resumed_file, scan_files};
use anyhow::{bail, Result};
use patience_games::spec::GameOptions;
use patience_games::{registry, GameSpec};
use patience_sim::{plan_retry, retry_summary, Header, SimConfig, Tally};

/// The game of a run, rebuilt from the header of its per-deal file: the preset of its name, or
/// the game of its rules, whichever gives the same name and rules.
///
/// # Errors
/// A run played by a player (`simulate --player`), or neither gives the run's game (a run of
/// another build whose rules read differently).
fn game_of(h: &Header) -> Result<Box<dyn GameSpec>> {
    if let Some(player) = h.params.get("player").and_then(|p| p.as_str()) {
        bail!(
            "the run was played by the {player} player, whose deals are won or lost as played: \
             there is nothing to solve again"
        );
    }
    let fits = |g: &dyn GameSpec| g.name() == h.game && g.params() == h.params;
    let options = GameOptions::default();
    let rebuilt = [
        registry::game(&h.game, &options),
        registry::game_from_file(&h.params.to_string(), &options),
    ];
    if let Some(g) = rebuilt.into_iter().flatten().find(|g| fits(g.as_ref())) {
        return Ok(g);
    }
    bail!(
        "cannot rebuild the game of the run, {} ({}), from its per-deal file",
        h.game,
        h.rules
    )
}

pub(crate) fn run(a: &RetryArgs) -> Result<u8> {
    let threads = threads(a.threads)?;
    let scans = scan_files(&a.files)?;
    let Some((_, first)) = scans.first() else {
        bail!("no per-deal files given");
    };
    let game = game_of(&first.header)?;
    let resumed = resumed_file(a.per_deal.as_deref(), a.resume)?;
    // A resumed pass goes on with its own settings, as a resumed run does (the flags given
    // still override them); a new pass starts from the run's.
    let settings = resumed
        .as_ref()
        .map_or(&first.header.solver, |r| &r.header.solver);
    let solver = a.search.or_settings(settings).config(game.as_ref())?;
    let plan = plan_retry(&scans, solver.into())?;
    check_json(a.json.json.as_ref(), a.per_deal.as_deref())?;
    let (per_deal, prior, skip) = match &a.per_deal {
        Some(p) => {
            let (f, tally, done) = open_per_deal(p, resumed, &plan.header)?;
            (Some(f), tally, done)
        }
        None => (None, Tally::default(), 0),
    };
    let config = SimConfig {
        start: 0,
        deals: plan.unknown.len() as u64,
        skip,
        threads,
        solver,
    };
    let driven = drive(per_deal, config.deals - skip, a.quiet, |hooks| {
        retry_summary(
            game.as_ref(),
            &plan,
            &config,
            &prior,
            &command_line(),
            hooks,
        )
    })?;
    let solved = driven.summary.retried.as_ref().map_or(skip, |r| r.solved);
    finish(
        driven,
        solved - skip,
        a.per_deal.as_deref(),
        a.json.json.as_ref(),
    )
}
