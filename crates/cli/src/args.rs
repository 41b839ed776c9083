//! The command line's shared arguments: the game, the search budget, the run.

use crate::printer::JsonOut;
use anyhow::{bail, Context, Result};
use clap::builder::{OsStringValueParser, TypedValueParser};
use clap::{Args, Parser, Subcommand};
use patience_cards::rectify::Rectify;
use patience_games::player::{PlayerKind, PlayerSpec};
use patience_games::spec::{GameOptions, LayoutOptions};
use patience_games::{registry, DealFormat, DealNumber, GameSpec};
use patience_search::SolverConfig;
use std::path::PathBuf;

/// Batch solver and win-rate simulator for patience (solitaire) games.
#[derive(Parser, Debug)]
#[command(name = "patience", version, about)]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub(crate) enum Command {
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
    /// The win rate as one layout parameter of a game varies: a table, JSON and an SVG chart.
    Sweep(crate::cmd_sweep::SweepArgs),
    /// Replay a whole game written in a game's notation (Match Solitaire: `3x3x13x5+1 1a 23
    /// ..`): legal and won, or the first move that is not and why.
    Verify(VerifyArgs),
    /// Combine the per-deal files of a run's shards into the summary of the whole range, exactly
    /// as one run would give it.
    Merge(MergeArgs),
    /// Solve the deals a run left unknown again, with a larger budget (a second pass), and
    /// summarise the whole run with their new verdicts.
    ///
    /// The search flags not given are the run's (or its last pass's), as its per-deal file
    /// says, not the game's defaults: give a larger --node-limit or --table-mib.
    Retry(RetryArgs),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell).
    Completions(CompletionsArgs),
    /// Print the man page (roff).
    Man,
}

/// `--json FILE`: the JSON to FILE, or with `-` to stdout instead of the text.
#[derive(Args, Debug, Clone, Default)]
pub(crate) struct JsonArg {
    /// Write the result as JSON to FILE; `-` writes it to stdout instead of the text.
    #[arg(long, value_name = "FILE", value_parser = OsStringValueParser::new().map(|s| JsonOut::from(s.as_os_str())))]
    pub json: Option<JsonOut>,
}

const HEADING: &str = "Custom games (GAME = custom, or --game-file)";

/// The flags of a custom game's layout.
#[derive(Args, Debug, Clone, Default)]
pub(crate) struct LayoutArgs {
    /// Read the game from a JSON file of its rules (the `rules` of `patience games --json`;
    /// e.g. `{"columns": [6,6,6,6,6,6,6,6], "rectify": "bottom"}`); then GAME may be left out.
    #[arg(long, value_name = "FILE", help_heading = HEADING)]
    pub game_file: Option<PathBuf>,
    /// custom: the number of columns (with --rows).
    #[arg(long, help_heading = HEADING)]
    pub columns: Option<usize>,
    /// custom: the cards in each column (with --columns).
    #[arg(long, help_heading = HEADING)]
    pub rows: Option<usize>,
    /// custom: each column's length, left to right (instead of --columns and --rows).
    #[arg(long, value_delimiter = ',', value_name = "L1,L2,..", help_heading = HEADING)]
    pub lengths: Option<Vec<usize>>,
    /// custom: the reserve (or stock) size, checked against what the columns leave (default:
    /// what is left).
    #[arg(long, help_heading = HEADING)]
    pub reserve: Option<usize>,
    /// custom: decks in the pack (default 1).
    #[arg(long, help_heading = HEADING)]
    pub decks: Option<u8>,
    /// custom: jokers added to the pack, wild (default 0).
    #[arg(long, help_heading = HEADING)]
    pub jokers: Option<u8>,
    /// custom: ranks of each suit, from the ace (default 13).
    #[arg(long, help_heading = HEADING)]
    pub ranks: Option<u8>,
    /// custom: suits (default 4).
    #[arg(long, help_heading = HEADING)]
    pub suits: Option<u8>,
    /// custom: deal the columns without the jokers, which then join the reserve.
    #[arg(long, help_heading = HEADING)]
    pub jokers_in_reserve: bool,
    /// custom: jokers pair with any card but each other (two jokers are never discarded
    /// together).
    #[arg(long, help_heading = HEADING)]
    pub jokers_apart: bool,
    /// custom: overlap discards (a top card with the card beneath it).
    #[arg(long, help_heading = HEADING)]
    pub overlap: bool,
    /// custom: the reserve is used in dealing order.
    #[arg(long, help_heading = HEADING)]
    pub closed_reserve: bool,
    /// custom: the tableau is dealt face down but the top cards (solved thoughtfully: an upper
    /// bound).
    #[arg(long, help_heading = HEADING)]
    pub closed_tableau: bool,
    /// custom: the cards left over are a stock that fills emptied columns (Doublets).
    #[arg(long, help_heading = HEADING)]
    pub stock: bool,
    /// custom: the game's name, which seeds the shuffle of its deal numbers (default "custom").
    #[arg(long, help_heading = HEADING)]
    pub name: Option<String>,
    /// A trick-taking game's trump: nestors takes aces, jacks or tens.
    #[arg(long)]
    pub trump: Option<String>,
}

impl LayoutArgs {
    fn options(&self, rectify: Option<Rectify>) -> GameOptions {
        GameOptions {
            rectify,
            layout: LayoutOptions {
                columns: self.columns,
                rows: self.rows,
                lengths: self.lengths.clone(),
                reserve: self.reserve,
                decks: self.decks,
                jokers: self.jokers,
                ranks: self.ranks,
                suits: self.suits,
                jokers_in_reserve: self.jokers_in_reserve,
                jokers_apart: self.jokers_apart,
                overlap: self.overlap,
                closed_reserve: self.closed_reserve,
                closed_tableau: self.closed_tableau,
                stock: self.stock,
                name: self.name.clone(),
                trump: self.trump.clone(),
            },
        }
    }

    /// The game named `game`, or the game file's, with the rule options.
    ///
    /// # Errors
    /// No game named, both a name and a file, an unknown game, or options that do not fit it.
    pub(crate) fn resolve(
        &self,
        game: Option<&str>,
        rectify: Option<Rectify>,
    ) -> Result<Box<dyn GameSpec>> {
        let options = self.options(rectify);
        if let Some(path) = &self.game_file {
            if let Some(g) = game {
                bail!("give the game {g:?} or --game-file, not both");
            }
            let text = read_file(path)?;
            return registry::game_from_file(&text, &options)
                .with_context(|| path.display().to_string());
        }
        let Some(name) = game else {
            bail!("name the game (a preset, `custom` with its flags) or give --game-file FILE")
        };
        Ok(registry::game(name, &options)?)
    }
}

/// The game and its rule options.
#[derive(Args, Debug, Clone)]
pub(crate) struct GameArgs {
    /// The game: a preset name (`patience games` lists them), a Match Solitaire game-id, or
    /// `custom` (a Nestor-family layout given by the flags below).
    #[arg(required_unless_present = "game_file")]
    pub game: Option<String>,
    /// Rectification reading: none, bottom (as printed), column, uniform, bottom-keep (as
    /// printed, keeping a duplicate where it would redraw).
    #[arg(long, value_parser = clap::value_parser!(Rectify))]
    pub rectify: Option<Rectify>,
    #[command(flatten)]
    pub layout: LayoutArgs,
}

impl GameArgs {
    /// The game these arguments name.
    ///
    /// # Errors
    /// As [`LayoutArgs::resolve`].
    pub(crate) fn game(&self) -> Result<Box<dyn GameSpec>> {
        self.layout.resolve(self.game.as_deref(), self.rectify)
    }
}

/// The search budget.
#[derive(Args, Debug, Clone)]
pub(crate) struct SearchArgs {
    /// Most nodes (positions expanded) per deal before the verdict is `unknown` [default: the
    /// game's, as `patience games --json` lists it: 10,000,000, or more for games whose every
    /// deal searches more].
    #[arg(long)]
    pub node_limit: Option<u64>,
    /// Most memory of each thread's transposition table, in MiB [default: the game's, as
    /// `patience games --json` lists it: 32, or more for games whose hard deals need more
    /// positions remembered].
    #[arg(long)]
    pub table_mib: Option<usize>,
    /// For a game whose search restarts with a new move order (those whose hard deals are
    /// mostly wins found late by one order and early by another; `patience games --json` gives
    /// them a `restart_nodes`): nodes of the first run before the first restart (0: never
    /// restart) [default: the game's, as `patience games --json` lists it: 10,000, or fewer
    /// where many short runs find the wins sooner]. The other games never restart.
    #[arg(long)]
    pub restart_nodes: Option<u64>,
    /// The deepest a search's path may go, in positions [default: the game's, as `patience
    /// games --json` lists it: 524,288 for Baker's Dozen and Good Measure, whose runs can wander
    /// down one path through rearrangements of the same cards; no limit for the others]. A
    /// search that reaches it stops, unknown, before its budget is spent: a long second pass
    /// may raise it, at some 100 bytes a position on the path beside the table.
    #[arg(long)]
    pub max_depth: Option<u64>,
}

impl SearchArgs {
    /// These flags, with those not given taken from `found`, the settings of an earlier run:
    /// a resumed run, or a second pass, is solved with the run's settings but for those the
    /// command line changes. (A table of no whole number of MiB becomes another size.)
    pub(crate) fn or_settings(&self, found: &patience_sim::SolverSettings) -> SearchArgs {
        SearchArgs {
            node_limit: self.node_limit.or(Some(found.node_limit)),
            table_mib: self
                .table_mib
                .or(usize::try_from(found.table_bytes >> 20).ok()),
            restart_nodes: self.restart_nodes.or(Some(found.restart_nodes)),
            max_depth: self.max_depth.or(found.max_depth),
        }
    }

    /// The solver's settings for `game`, checked.
    ///
    /// # Errors
    /// A node limit or depth of 0, a table size out of range, or a setting the game's search
    /// does not have ([`GameSpec::check_config`]).
    pub(crate) fn config(&self, game: &dyn GameSpec) -> Result<SolverConfig> {
        let node_limit = self.node_limit.unwrap_or_else(|| game.node_limit());
        if node_limit == 0 {
            bail!("--node-limit must be at least 1");
        }
        if self.max_depth == Some(0) {
            bail!("--max-depth must be at least 1");
        }
        let mib = self.table_mib.unwrap_or_else(|| game.table_mib());
        if mib == 0 || mib > 1 << 20 {
            bail!("--table-mib must be between 1 and 1048576");
        }
        let config = SolverConfig {
            node_limit,
            table_bytes: mib << 20,
            restart_nodes: self
                .restart_nodes
                .or_else(|| game.restart_nodes())
                .unwrap_or(SolverConfig::default().restart_nodes),
            // The game's own depth given is recorded as not given, so that a run resumes or
            // merges with one made without the flag.
            max_depth: self
                .max_depth
                .map(|d| usize::try_from(d).unwrap_or(usize::MAX))
                .filter(|&d| Some(d) != game.max_depth()),
        };
        game.check_config(&config)?;
        Ok(config)
    }
}

/// The most worker threads a run may ask for.
const MAX_THREADS: usize = 1024;

/// The worker threads of `--threads`, checked: by default, every core.
///
/// # Errors
/// A thread count of 0 or above [`MAX_THREADS`].
pub(crate) fn threads(given: Option<usize>) -> Result<usize> {
    match given {
        Some(t) if t == 0 || t > MAX_THREADS => {
            bail!("--threads must be between 1 and {MAX_THREADS}")
        }
        Some(t) => Ok(t),
        None => Ok(std::thread::available_parallelism().map_or(1, std::num::NonZero::get)),
    }
}

/// Which deals to solve, on how many threads, with what budget (`simulate` and `sweep`).
#[derive(Args, Debug)]
pub(crate) struct RunArgs {
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
    ///
    /// # Errors
    /// No deals, a range past the last deal number, or a thread count out of range.
    pub(crate) fn sim_config(&self, game: &dyn GameSpec) -> Result<patience_sim::SimConfig> {
        let threads = threads(self.threads)?;
        if self.deals == 0 {
            bail!("--deals must be at least 1");
        }
        if self.start.checked_add(self.deals).is_none() {
            bail!(
                "--start {} --deals {} runs past the last deal number ({})",
                self.start,
                self.deals,
                u64::MAX - 1
            );
        }
        Ok(patience_sim::SimConfig {
            start: self.start,
            deals: self.deals,
            threads,
            skip: 0,
            solver: self.search.config(game)?,
        })
    }
}

#[derive(Args, Debug)]
pub(crate) struct SimulateArgs {
    #[command(flatten)]
    pub game: GameArgs,
    #[command(flatten)]
    pub run: RunArgs,
    #[command(flatten)]
    pub json: JsonArg,
    /// Write a header line and one JSON line per deal to this file, in deal order, as the run
    /// goes (each line within a second of its deal's end).
    #[arg(long, value_name = "FILE")]
    pub per_deal: Option<PathBuf>,
    /// Resume the run whose --per-deal FILE this is: solve only the deals it lacks, append them,
    /// and summarise the whole range (the file's header must name the same game, rules, range
    /// and shard; solver settings not given here are the file's).
    #[arg(long, requires = "per_deal")]
    pub resume: bool,
    /// Solve only part K of N of the range (contiguous parts, sizes differing by at most one);
    /// `patience merge` combines the parts' per-deal files.
    #[arg(long, value_name = "K/N", value_parser = parse_shard)]
    pub shard: Option<(u64, u64)>,
    #[command(flatten)]
    pub players: PlayerArgs,
    /// No progress bar.
    #[arg(long, short)]
    pub quiet: bool,
}

/// Reads `K/N`.
fn parse_shard(s: &str) -> Result<(u64, u64), String> {
    let err = || format!("{s:?} is not K/N (say 2/4: the second of four parts)");
    let (k, n) = s.split_once('/').ok_or_else(err)?;
    let (k, n) = (k.parse().map_err(|_| err())?, n.parse().map_err(|_| err())?);
    if k == 0 || k > n {
        return Err(format!("{s:?}: K must be between 1 and N"));
    }
    Ok((k, n))
}

#[derive(Args, Debug)]
pub(crate) struct RetryArgs {
    /// The per-deal files of the run (`simulate --per-deal FILE`; a run's shards), and of the
    /// passes made over it before, if any, in any order: the new pass solves what they leave.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Worker threads (default: every core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// The second pass's search (flags not given are the run's, as its per-deal file says).
    #[command(flatten)]
    pub search: SearchArgs,
    #[command(flatten)]
    pub json: JsonArg,
    /// Write a header line and one JSON line per deal solved again to this file, in deal order,
    /// as the pass goes.
    #[arg(long, value_name = "FILE")]
    pub per_deal: Option<PathBuf>,
    /// Resume the second pass whose --per-deal FILE this is: solve only the deals it lacks and
    /// append them (search settings not given here are the pass's, as its file says).
    #[arg(long, requires = "per_deal")]
    pub resume: bool,
    /// No progress bar.
    #[arg(long, short)]
    pub quiet: bool,
}

#[derive(Args, Debug)]
pub(crate) struct MergeArgs {
    /// The per-deal files of the parts (`simulate --shard K/N --per-deal FILE`), in any order.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Summarise the deals the files hold when they are only the first deals of the range,
    /// without a gap (the shards done so far): the summary says it is partial.
    #[arg(long)]
    pub partial: bool,
    #[command(flatten)]
    pub json: JsonArg,
}

#[derive(Args, Debug)]
pub(crate) struct GamesArgs {
    #[command(flatten)]
    pub json: JsonArg,
}

/// `--player` and its settings (`simulate`, `solve`).
#[derive(Args, Debug)]
pub(crate) struct PlayerArgs {
    /// Play each deal with this player, who sees only face-up cards, instead of solving it
    /// thoughtfully (`solve`: show the game as played, and why each move was chosen): random (uniformly among the legal moves), greedy (the game's simple rule)
    /// sampling (at each decision, solve --samples deals of the hidden cards drawn at random and
    /// play the move that wins most) or rollout (the same, but play each drawn deal out by the
    /// greedy rule instead of solving it). Aces Up, Baroness, Canfield, Accordion, the plain
    /// Nestor games (Closed Nestor), Doublets and Match Solitaire (closed deals: 3x3x13x5-), so
    /// far.
    #[arg(long, value_name = "PLAYER", value_parser = clap::value_parser!(PlayerKind))]
    pub player: Option<PlayerKind>,
    /// --player sampling or rollout: deals of the hidden cards drawn at each decision.
    #[arg(long, value_name = "K", default_value_t = PlayerSpec::SAMPLES,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub samples: u32,
    /// --player sampling: most nodes of each exact solve of a drawn deal.
    #[arg(long, value_name = "N", default_value_t = PlayerSpec::SAMPLE_NODES,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub sample_nodes: u64,
}

impl PlayerArgs {
    /// The player asked for, if any, with its settings.
    pub(crate) fn spec(&self) -> Option<PlayerSpec> {
        self.player.map(|kind| PlayerSpec {
            kind,
            samples: self.samples,
            sample_nodes: self.sample_nodes,
        })
    }
}

#[derive(Args, Debug)]
pub(crate) struct SolveArgs {
    /// The game (optional with --deal-file, which names it).
    pub game: Option<String>,
    /// Rectification reading: none, bottom, column, uniform, bottom-keep.
    #[arg(long, value_parser = clap::value_parser!(Rectify))]
    pub rectify: Option<Rectify>,
    /// The deal number: N (ours), pysol:N (PySolFC's game number N, for the games PySolFC
    /// deals: Nestor, Double Nestor, Vertical, Canfield, Aces Up, Baroness, Accordion, Baker's
    /// Dozen, Good Measure, As You Like It), or solvitaire:N (Solvitaire's seed, for Canfield and
    /// Accordion).
    #[arg(
        long,
        conflicts_with = "deal_file",
        required_unless_present = "deal_file",
        value_parser = clap::value_parser!(DealNumber)
    )]
    pub deal: Option<DealNumber>,
    /// A deal file (the JSON of `patience deal --json`).
    #[arg(long, value_name = "FILE")]
    pub deal_file: Option<PathBuf>,
    #[command(flatten)]
    pub layout: LayoutArgs,
    #[command(flatten)]
    pub search: SearchArgs,
    #[command(flatten)]
    pub players: PlayerArgs,
    #[command(flatten)]
    pub json: JsonArg,
}

#[derive(Args, Debug)]
pub(crate) struct DealArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// The deal number: N (ours), pysol:N (PySolFC's game number N, for the games PySolFC
    /// deals: Nestor, Double Nestor, Vertical, Canfield, Aces Up, Baroness, Accordion, Baker's
    /// Dozen, Good Measure, As You Like It), or solvitaire:N (Solvitaire's seed N, for Canfield
    /// and Accordion).
    #[arg(long, value_parser = clap::value_parser!(DealNumber))]
    pub deal: DealNumber,
    /// The deal file's format: patience (ours, as `solve --deal-file` reads it), solvitaire
    /// (the JSON `solvitaire --type canfield FILE` reads) or fc-solve (the board `fc-solve --game
    /// bakers_dozen` reads, as text), printed to stdout.
    #[arg(long, value_parser = clap::value_parser!(DealFormat))]
    pub format: Option<DealFormat>,
    #[command(flatten)]
    pub json: JsonArg,
}

#[derive(Args, Debug)]
pub(crate) struct VerifyArgs {
    /// The whole game line, as one argument (`"3x3x13x5+1 1a 23 .."`; several words are
    /// joined), or `-` to read it from stdin.
    #[arg(required = true, num_args = 1..)]
    pub solution: Vec<String>,
    /// Replay on this deal file's layout instead of our deal of the line's number (the line's
    /// game must be the file's; its number may then be left out).
    #[arg(long, value_name = "FILE")]
    pub deal_file: Option<PathBuf>,
    #[command(flatten)]
    pub json: JsonArg,
}

#[derive(Args, Debug)]
pub(crate) struct CompletionsArgs {
    /// The shell.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// Reads a file's text.
///
/// # Errors
/// A file that cannot be read, naming it.
pub(crate) fn read_file(path: &PathBuf) -> Result<String> {
    std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))
}

/// The command line of this run, for summaries.
pub(crate) fn command_line() -> Vec<String> {
    std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect()
}
