//! `patience inspect`: how many deals are lost by inspection alone, before any search.

use crate::args::{command_line, GameArgs, JsonArg};
use crate::printer;
use anyhow::Result;
use clap::Args;

#[derive(Args, Debug)]
pub(crate) struct InspectArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// How many deals.
    #[arg(long, default_value_t = 100_000)]
    pub deals: u64,
    /// First deal number.
    #[arg(long, default_value_t = 1)]
    pub start: u64,
    #[command(flatten)]
    pub json: JsonArg,
    /// Accepted for symmetry with `simulate` (inspection prints no progress).
    #[arg(long, short)]
    pub quiet: bool,
}

pub(crate) fn run(a: &InspectArgs) -> Result<u8> {
    let game = a.game.game()?;
    let s = patience_sim::inspect(game.as_ref(), a.start, a.deals, &command_line())?;
    printer::emit(a.json.json.as_ref(), &s.to_string(), &s)?;
    Ok(0)
}
