//! The command line.

use anyhow::{bail, Context, Result};
use clap::{Args, Parser, Subcommand};
use patience_cards::rectify::Rectify;
use patience_games::{registry, AnyGame};
use patience_search::SolverConfig;
use std::path::PathBuf;

/// Batch solver and win-rate simulator for patience (solitaire) games.
#[derive(Parser, Debug)]
#[command(name = "patience", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Solve many deals in parallel and report the win rate with its 95% interval.
    Simulate(SimulateArgs),
    /// Solve one deal: the layout, the verdict and the winning moves.
    Solve(SolveArgs),
    /// Show the layout of a deal number, as text or JSON.
    Deal(DealArgs),
    /// List every preset game and its parameters.
    Games(GamesArgs),
    /// Count the deals lost by inspection alone (before any search), rule by rule.
    Inspect(crate::cmd_inspect::InspectArgs),
    /// The win rate as one parameter of a Nestor-family game varies: a table, JSON and an SVG
    /// chart.
    Sweep(crate::cmd_sweep::SweepArgs),
    /// Replay a Match Solitaire solution (`3x3x13x5+1 1a 23 ..`): legal and won, or the first
    /// move that is not and why.
    Verify(VerifyArgs),
}

/// The game and its rule options.
#[derive(Args, Debug, Clone)]
pub struct GameArgs {
    /// The game: a preset name (`patience games` lists them), a Match Solitaire game-id, or
    /// `custom` (a Nestor-family layout given by the flags below).
    #[arg(required_unless_present = "game_file")]
    pub game: Option<String>,
    /// Rectification reading: none, bottom (as printed), column, uniform.
    #[arg(long, value_parser = clap::value_parser!(Rectify))]
    pub rectify: Option<Rectify>,
    #[command(flatten)]
    pub custom: crate::custom::CustomArgs,
}

impl GameArgs {
    pub fn game(&self) -> Result<AnyGame> {
        crate::custom::resolve(self.game.as_deref(), self.rectify, &self.custom)
    }
}

pub fn build_game(name: &str, rectify: Option<Rectify>) -> Result<AnyGame> {
    Ok(registry::game(name, rectify)?)
}

/// The search budget.
#[derive(Args, Debug, Clone)]
pub struct SearchArgs {
    /// Most nodes (positions expanded) per deal before the verdict is `unknown`.
    #[arg(long, default_value_t = SolverConfig::default().node_limit)]
    pub node_limit: u64,
    /// Most memory of each thread's transposition table, in MiB.
    #[arg(long, default_value_t = 32)]
    pub table_mib: usize,
    /// Games with cycles (Match Solitaire): nodes of the first search run before restarting with
    /// a new move order (doubling each run; 0: never restart). Other games never restart.
    #[arg(long, default_value_t = SolverConfig::default().restart_nodes)]
    pub restart_nodes: u64,
}

impl SearchArgs {
    pub fn config(&self) -> Result<SolverConfig> {
        if self.node_limit == 0 {
            bail!("--node-limit must be at least 1");
        }
        if self.table_mib == 0 || self.table_mib > 1 << 20 {
            bail!("--table-mib must be between 1 and 1048576");
        }
        Ok(SolverConfig {
            node_limit: self.node_limit,
            table_bytes: self.table_mib << 20,
            restart_nodes: self.restart_nodes,
        })
    }
}

/// Which deals to solve, on how many threads, with what budget (`simulate` and `sweep`).
#[derive(Args, Debug)]
pub struct RunArgs {
    /// How many deals (for `sweep`: at each value).
    #[arg(long, default_value_t = 10_000)]
    pub deals: u64,
    /// First deal number.
    #[arg(long, default_value_t = 1)]
    pub start: u64,
    /// Worker threads (default: every core).
    #[arg(long)]
    pub threads: Option<usize>,
    #[command(flatten)]
    pub search: SearchArgs,
}

impl RunArgs {
    /// The simulation settings, checked.
    pub fn sim_config(&self) -> Result<patience_sim::SimConfig> {
        let threads = match self.threads {
            Some(0) => bail!("--threads must be at least 1"),
            Some(t) => t,
            None => std::thread::available_parallelism().map_or(1, |n| n.get()),
        };
        Ok(patience_sim::SimConfig {
            start: self.start,
            deals: self.deals,
            threads,
            solver: self.search.config()?,
            chunk: 4096,
        })
    }
}

#[derive(Args, Debug)]
pub struct SimulateArgs {
    #[command(flatten)]
    pub game: GameArgs,
    #[command(flatten)]
    pub run: RunArgs,
    /// Write the summary as JSON to this file.
    #[arg(long)]
    pub json: Option<PathBuf>,
    /// Write one JSON line per deal to this file (written as the run goes).
    #[arg(long)]
    pub per_deal: Option<PathBuf>,
    /// No progress bar.
    #[arg(long, short)]
    pub quiet: bool,
}

#[derive(Args, Debug)]
pub struct GamesArgs {
    /// Print the list as JSON, with every parameter.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct SolveArgs {
    /// The game (optional with --deal-file, which names it).
    pub game: Option<String>,
    /// Rectification reading: none, bottom, column, uniform.
    #[arg(long, value_parser = clap::value_parser!(Rectify))]
    pub rectify: Option<Rectify>,
    /// The deal number.
    #[arg(
        long,
        conflicts_with = "deal_file",
        required_unless_present = "deal_file"
    )]
    pub deal: Option<u64>,
    /// A deal file (the JSON of `patience deal --json`).
    #[arg(long)]
    pub deal_file: Option<PathBuf>,
    #[command(flatten)]
    pub custom: crate::custom::CustomArgs,
    #[command(flatten)]
    pub search: SearchArgs,
    /// Print the result as JSON.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct DealArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// The deal number.
    #[arg(long)]
    pub deal: u64,
    /// Print the deal file JSON.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct VerifyArgs {
    /// The whole game line in the seed's notation, as one argument (`"3x3x13x5+1 1a 23 .."`;
    /// several words are joined), or `-` to read it from stdin.
    #[arg(required = true, num_args = 1..)]
    pub solution: Vec<String>,
    /// Replay on this deal file's layout instead of our deal of the line's number (the line's
    /// game-id must be the file's game; its number may then be left out).
    #[arg(long)]
    pub deal_file: Option<PathBuf>,
    /// Print the verdict as JSON.
    #[arg(long)]
    pub json: bool,
}

/// Reads a deal file's text.
pub fn read_deal_file(path: &PathBuf) -> Result<String> {
    std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))
}
