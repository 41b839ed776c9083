//! The win rate as one layout parameter varies (`patience sweep`).

use crate::error::SimError;
use crate::summary::Summary;
use crate::summary::Tally;
use crate::{simulate_summary, Hooks, SimConfig};
use patience_games::spec::SweepParam;
use patience_games::GameSpec;
use serde::Serialize;

/// One value of a sweep.
#[derive(Clone, Debug, Serialize)]
pub struct Point {
    /// The parameter's value.
    pub value: usize,
    /// The layout, as a person reads it.
    pub layout: String,
    /// The game's full parameters at this value.
    pub params: serde_json::Value,
    /// The run at this value.
    pub summary: Summary,
}

/// A whole sweep (and its JSON).
#[derive(Clone, Debug, Serialize)]
pub struct SweepSummary {
    /// The game's name.
    pub game: String,
    /// The parameter that varies.
    pub param: SweepParam,
    /// What the parameter means for this game.
    pub semantics: String,
    /// The game's full parameters (as given, before varying).
    pub params: serde_json::Value,
    /// Deals at each value.
    pub deals_per_point: u64,
    /// The values, in order.
    pub points: Vec<Point>,
    /// patience's version.
    pub version: String,
    /// The command line of the run.
    pub command: Vec<String>,
}

/// Simulates `game` with `param` at each of `values`, every point on the deals of `config`.
/// Every value is checked before the first run; `on_point` sees each point as it is done.
///
/// # Errors
/// [`SimError::BadRun`] for a game that cannot be swept, no values or no deals; a value that
/// makes no game (named in the error); and the errors of [`crate::simulate`].
pub fn sweep(
    game: &dyn GameSpec,
    param: SweepParam,
    values: &[usize],
    config: &SimConfig,
    command: &[String],
    on_point: &mut dyn FnMut(&Point),
) -> Result<SweepSummary, SimError> {
    let Some(sw) = game.sweeper() else {
        return Err(SimError::BadRun(format!(
            "sweep: {} has no layout parameters to vary",
            game.name()
        )));
    };
    if values.is_empty() || config.deals == 0 {
        return Err(SimError::BadRun(
            "sweep: no values, or no deals at each value".into(),
        ));
    }
    let games = values
        .iter()
        .map(|&v| {
            sw.vary(param, v)
                .map(|g| (v, g))
                .map_err(|e| SimError::BadRun(format!("{param} = {v}: {e}")))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut points = Vec::new();
    for (value, g) in games {
        let summary = simulate_summary(
            g.as_ref(),
            config,
            &Tally::default(),
            command,
            Hooks::none(&mut |_| {}),
        )?;
        let point = Point {
            value,
            layout: g.describe(),
            params: g.params(),
            summary,
        };
        on_point(&point);
        points.push(point);
    }
    Ok(SweepSummary {
        game: game.name(),
        param,
        semantics: sw.semantics(param),
        params: game.params(),
        deals_per_point: config.deals,
        points,
        version: env!("CARGO_PKG_VERSION").to_string(),
        command: command.to_vec(),
    })
}
