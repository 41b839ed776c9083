//! `patience simulate`: a run that loses nothing it has finished. Per-deal lines reach their
//! file as the run goes; SIGINT and SIGTERM stop it between deals with a partial summary;
//! `--resume` completes it; `--shard K/N` runs a part of it for `patience merge`.

use crate::args::{command_line, SimulateArgs};
use crate::driver::{check_json, drive, finish, open_per_deal, resumed_file};
use anyhow::{Context, Result};
use patience_games::player::with_player;
use patience_sim::{shard_range, simulate_summary, Header, Shard, Tally, PER_DEAL_FORMAT};

pub(crate) fn run(a: &SimulateArgs) -> Result<u8> {
    let game = match a.players.spec() {
        Some(player) => with_player(a.game.game()?, player)?,
        None => a.game.game()?,
    };
    let mut config = a.run.sim_config(game.as_ref())?;
    let mut resumed = resumed_file(a.per_deal.as_deref(), a.resume)?;
    if let (Some(found), Some(path)) = (&resumed, &a.per_deal) {
        // The defaults of a newer build may differ (a game's table may have grown), and every
        // deal of a run is solved with the same settings.
        config.solver = a
            .run
            .search
            .or_settings(&found.header.solver)
            .config(game.as_ref())
            .with_context(|| format!("cannot resume {}", path.display()))?;
    }
    let shard = match a.shard {
        Some((index, count)) => {
            let (start, deals) = shard_range(config.start, config.deals, index, count)?;
            Some(Shard {
                index,
                count,
                start,
                deals,
            })
        }
        None => None,
    };
    let header = Header {
        per_deal_format: PER_DEAL_FORMAT,
        game: game.name(),
        rules: game.describe(),
        params: game.params(),
        solver: config.solver.into(),
        start: config.start,
        deals: config.deals,
        shard,
        retry: None,
    };
    (config.start, config.deals) = header.part();
    check_json(a.json.json.as_ref(), a.per_deal.as_deref())?;
    let (per_deal, prior) = match &a.per_deal {
        Some(p) => {
            let (f, tally, done) = open_per_deal(p, resumed.take(), &header)?;
            config.skip = done;
            (Some(f), tally)
        }
        None => (None, Tally::default()),
    };
    let todo = config.deals - config.skip;
    let driven = drive(per_deal, todo, a.quiet, |hooks| {
        simulate_summary(game.as_ref(), &config, &prior, &command_line(), hooks)
    })?;
    let kept = driven.summary.deals - config.skip;
    finish(driven, kept, a.per_deal.as_deref(), a.json.json.as_ref())
}
