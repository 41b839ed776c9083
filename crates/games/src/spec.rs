//! The seam between games and everything else: a game behind a trait object.
//!
//! The simulation driver and the command line know no game by name. They ask the
//! [`crate::registry`] for a game by the name a user typed and get a [`GameSpec`]: its rules, its
//! deals, a fresh per-thread [`DealSolver`], and the optional extras some families have
//! ([`Inspect`], [`Sweep`]). Below the seam each family keeps its positions monomorphised under
//! [`patience_search::Solver`], so the cost of the trait object is one virtual call a deal, never
//! one a node.

use crate::error::GameError;
use crate::player::PlayerSpec;
use patience_cards::rectify::Rectify;
use patience_search::{Outcome, SolverConfig};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A family of games: resolves names to games. One line of [`crate::registry`] lists each.
pub trait Family: Sync {
    /// The family's name in listings and in `params.family` (`nestor`, `match`).
    fn name(&self) -> &'static str;

    /// Every preset of the family, in the order `patience games` lists them.
    fn listings(&self) -> Vec<Listing>;

    /// The game called `name` with `options`, or `None` when the name is not this family's.
    ///
    /// # Errors
    /// Inside the `Some`: the name is this family's but the options do not fit it (a layout
    /// option for a game that takes none, rules that make no game).
    fn resolve(
        &self,
        name: &str,
        options: &GameOptions,
    ) -> Option<Result<Box<dyn GameSpec>, GameError>>;

    /// The game of a game file's rules (JSON: the `rules` of `patience games --json`), or `None`
    /// when they are not this family's rules.
    ///
    /// # Errors
    /// Inside the `Some`: rules of this family that make no game.
    fn game_of_rules(
        &self,
        _rules: &serde_json::Value,
        _options: &GameOptions,
    ) -> Option<Result<Box<dyn GameSpec>, GameError>> {
        None
    }

    /// Replays a whole game written in the family's notation (`game_line`), on our deal of the
    /// number it names or on the layout of the deal file `deal_file` (its JSON text). `None`
    /// when the line is not in this family's notation.
    ///
    /// # Errors
    /// Inside the `Some`: a line that cannot be read, or a deal file of another game.
    fn verify(
        &self,
        _game_line: &str,
        _deal_file: Option<&str>,
    ) -> Option<Result<Verification, GameError>> {
        None
    }
}

/// A game ready to deal and solve: what the driver and every subcommand work with. Cheap to
/// share between threads.
pub trait GameSpec: Send + Sync + fmt::Debug {
    /// The family's name (`nestor`, `match`).
    fn family(&self) -> &'static str;

    /// The game's name: the preset's name or the game-id. It seeds the shuffle of deal numbers.
    fn name(&self) -> String;

    /// The full rules in one line as a person reads them (the shape, the pack and every option),
    /// for text headers.
    fn describe(&self) -> String;

    /// The game's rules as JSON (a game file holds them).
    fn rules_json(&self) -> serde_json::Value;

    /// What the solver sees of a deal.
    fn sight(&self) -> Sight;

    /// The full parameters as JSON: `family`, `rules` and, when the game hides cards, how it was
    /// solved.
    fn params(&self) -> serde_json::Value {
        let mut v = serde_json::json!({ "family": self.family(), "rules": self.rules_json() });
        if self.sight() == Sight::Thoughtful {
            v["solved"] = serde_json::json!(Sight::THOUGHTFUL_NOTE);
        }
        v
    }

    /// The default node budget of a deal (positions searched before the verdict is unknown):
    /// 10,000,000, or more for a game whose every deal searches more.
    fn node_limit(&self) -> u64 {
        SolverConfig::default().node_limit
    }

    /// The default size of each thread's transposition table, in MiB: 32, or more for a game
    /// whose hard deals need more positions remembered.
    fn table_mib(&self) -> usize {
        32
    }

    /// The default node budget of the first search run, for a game whose search restarts with
    /// new move orders ([`patience_search::Game::restarts`]; see `patience_search::Solver`):
    /// 10,000, or fewer for a game whose nodes to a win are heavy-tailed over move orders, where
    /// many short runs find wins sooner. `None` (the default) for a game whose search never
    /// restarts, where `--restart-nodes` changes nothing.
    fn restart_nodes(&self) -> Option<u64> {
        None
    }

    /// The deepest the search's path goes, in positions, for a game that caps it
    /// ([`patience_search::Game::MAX_DEPTH`]: Baker's Dozen and Good Measure); `None` (the
    /// default) for a game whose path is not capped.
    fn max_depth(&self) -> Option<usize> {
        None
    }

    /// Whether the game's search has every setting of `config`: the commands check it before
    /// they write anything, so that a setting the search cannot honour is refused at once.
    ///
    /// # Errors
    /// [`GameError::Setting`] for a setting the search does not have (Nestors' double-dummy
    /// search has no depth cap). By default, every setting is the search's.
    fn check_config(&self, config: &SolverConfig) -> Result<(), GameError> {
        let _ = config;
        Ok(())
    }

    /// A fresh search state for one thread, with the search settings `config`.
    ///
    /// # Errors
    /// A game too large for the search (the state does not fit any key width).
    fn worker(&self, config: SolverConfig) -> Result<Box<dyn DealSolver>, GameError>;

    /// A fresh player for one thread: it plays each deal with `player`, who sees only face-up
    /// cards, to a win or a loss (see [`crate::player`]); by default, none.
    ///
    /// # Errors
    /// [`GameError::NoPlayers`] for a game without players.
    fn player_worker(&self, player: PlayerSpec) -> Result<Box<dyn DealSolver>, GameError> {
        let _ = player;
        Err(GameError::NoPlayers(self.name()))
    }

    /// The deal file (JSON) of deal number `deal`.
    ///
    /// # Errors
    /// When the deal cannot be dealt (rectification failing too often).
    fn deal_file(&self, deal: u64) -> Result<serde_json::Value, GameError>;

    /// The layout of deal number `deal` as a person reads it, one line a row or column.
    ///
    /// # Errors
    /// When the deal cannot be dealt.
    fn deal_text(&self, deal: u64) -> Result<String, GameError>;

    /// Solves the layout of a deal file (its JSON text; its `game` must be this game), with the
    /// winning moves when it is won.
    ///
    /// # Errors
    /// A malformed file, or a layout that is not a deal of this game.
    fn solve_file(&self, text: &str, config: SolverConfig) -> Result<Report, GameError>;

    /// The deal file of `deal`, ours or another program's ([`DealNumber`]).
    ///
    /// # Errors
    /// A deal number of a program that does not deal this game; a deal that cannot be dealt.
    fn deal_file_of(&self, deal: DealNumber) -> Result<serde_json::Value, GameError> {
        match deal {
            DealNumber::Ours(n) => self.deal_file(n),
            other => Err(other.not_dealt(&self.name())),
        }
    }

    /// The deal file of `deal` in `format`: ours, or another program's deal-file format.
    ///
    /// # Errors
    /// A format this game has no writer for; as [`GameSpec::deal_file_of`].
    fn deal_file_in(
        &self,
        deal: DealNumber,
        format: DealFormat,
    ) -> Result<serde_json::Value, GameError> {
        match format {
            DealFormat::Patience => self.deal_file_of(deal),
            other @ (DealFormat::Solvitaire | DealFormat::FcSolve) => Err(GameError::BadRules(
                format!("{} has no deal file in {other}'s format", self.name()),
            )),
        }
    }

    /// The layout of `deal`, ours or another program's, as a person reads it.
    ///
    /// # Errors
    /// As [`GameSpec::deal_file_of`].
    fn deal_text_of(&self, deal: DealNumber) -> Result<String, GameError> {
        match deal {
            DealNumber::Ours(n) => self.deal_text(n),
            other => Err(other.not_dealt(&self.name())),
        }
    }

    /// Solves `deal`, ours or another program's, with the winning moves when it is won.
    ///
    /// # Errors
    /// As [`GameSpec::deal_file_of`].
    fn solve_number(&self, deal: DealNumber, config: SolverConfig) -> Result<Report, GameError> {
        let text = self.deal_file_of(deal)?.to_string();
        self.solve_file(&text, config)
    }

    /// The game played by `player`, for a game that puts its players in itself (the games of
    /// two sides, [`crate::seats`]: the player on both sides); `None`, the default, lets
    /// [`crate::player::with_player`] wrap the game.
    ///
    /// # Errors
    /// Inside the `Some`: a player the game does not have.
    fn played_by(&self, player: PlayerSpec) -> Option<Result<Box<dyn GameSpec>, GameError>> {
        let _ = player;
        None
    }

    /// Plays deal number `deal` with `player` (`patience solve GAME --deal N --player P`): won
    /// or lost, the moves as played, one line each with why the player chose it (the scores of
    /// the sampling and rollout players), and as nodes the moves played.
    ///
    /// # Errors
    /// [`GameError::NoPlayers`] for a game without players (the default), and as
    /// [`GameSpec::deal_file`].
    fn play_deal(&self, deal: u64, player: PlayerSpec) -> Result<Report, GameError> {
        let _ = (deal, player);
        Err(GameError::NoPlayers(self.name()))
    }

    /// Counting deals lost by inspection alone, for the families that can.
    fn inspector(&self) -> Option<&dyn Inspect> {
        None
    }

    /// Varying one layout parameter, for the families that can.
    fn sweeper(&self) -> Option<&dyn Sweep> {
        None
    }
}

/// A thread's reusable search state for one game: solves deal after deal, keeping its table's
/// memory between them.
pub trait DealSolver: Send {
    /// Deals and solves deal number `deal`.
    ///
    /// # Errors
    /// When the deal cannot be dealt.
    fn solve_deal(&mut self, deal: u64) -> Result<DealReport, GameError>;
}

/// A deal number, ours or another program's: `N` (ours: a fixed shuffle of the game's name and
/// N), `pysol:N` (PySolFC's game number N, for the games PySolFC deals), or `solvitaire:N`
/// (Solvitaire's `--random N`, for the games Solvitaire deals).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DealNumber {
    /// Our deal number.
    Ours(u64),
    /// PySolFC's game number (from 1: reading `pysol:0` is refused).
    Pysol(u64),
    /// Solvitaire's seed.
    Solvitaire(u64),
}

/// The format of a deal file `patience deal --format` writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DealFormat {
    /// Ours, as `solve --deal-file` reads it.
    Patience,
    /// Solvitaire's (`tableau piles`, `foundations`, `stock`, `waste`, `reserve`; every list
    /// bottom to top), for the games Solvitaire solves.
    Solvitaire,
    /// Freecell Solver's board (`fc-solve`), for the games it solves: plain text, one line a
    /// column from its head (the available card last), tens as `T`, and a `Foundations:` line
    /// first when cards start there. [`GameSpec::deal_file_in`] gives it as a JSON string.
    FcSolve,
}

impl fmt::Display for DealFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DealFormat::Patience => "patience",
            DealFormat::Solvitaire => "solvitaire",
            DealFormat::FcSolve => "fc-solve",
        })
    }
}

impl std::str::FromStr for DealFormat {
    type Err = String;

    /// Reads `patience`, `solvitaire` or `fc-solve`.
    fn from_str(s: &str) -> Result<DealFormat, String> {
        match s {
            "patience" => Ok(DealFormat::Patience),
            "solvitaire" => Ok(DealFormat::Solvitaire),
            "fc-solve" => Ok(DealFormat::FcSolve),
            _ => Err(format!(
                "unknown deal-file format {s:?} (patience, solvitaire or fc-solve)"
            )),
        }
    }
}

impl DealNumber {
    /// The error for a game this program does not deal.
    pub(crate) fn not_dealt(self, game: &str) -> GameError {
        GameError::BadRules(format!("{self}: that program deals no game like {game}"))
    }
}

impl fmt::Display for DealNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealNumber::Ours(n) => write!(f, "{n}"),
            DealNumber::Pysol(n) => write!(f, "pysol:{n}"),
            DealNumber::Solvitaire(n) => write!(f, "solvitaire:{n}"),
        }
    }
}

impl std::str::FromStr for DealNumber {
    type Err = String;

    /// Reads `N`, `pysol:N` or `solvitaire:N`.
    fn from_str(s: &str) -> Result<DealNumber, String> {
        let number = |t: &str| {
            t.parse::<u64>().map_err(|_| {
                format!(
                    "{s:?} is not a deal number (N, pysol:N for PySolFC's, solvitaire:N for \
                     Solvitaire's)"
                )
            })
        };
        match s.split_once(':') {
            None => number(s).map(DealNumber::Ours),
            // Every game's PySolFC deal is read here, so game number 0 is refused once for all.
            Some(("pysol", n)) => match number(n)? {
                0 => Err("PySolFC's game numbers start at 1".into()),
                n => Ok(DealNumber::Pysol(n)),
            },
            Some(("solvitaire", n)) => number(n).map(DealNumber::Solvitaire),
            Some(_) => Err(format!(
                "{s:?}: deal numbers are N (ours), pysol:N (PySolFC's) or solvitaire:N \
                 (Solvitaire's)"
            )),
        }
    }
}

/// What the solver sees of a deal.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Sight {
    /// Every card is face up: the answer is the game's own.
    Open,
    /// Some cards are hidden from a player, and the solver knows them all: the win rate is an
    /// upper bound for play without peeking.
    Thoughtful,
}

impl Sight {
    /// How a game with hidden cards was solved, in words (text and JSON).
    pub const THOUGHTFUL_NOTE: &'static str =
        "thoughtfully (every card known): an upper bound for play without peeking";
}

/// The options a user may give with a game's name. Each family takes the ones that make sense
/// for it and refuses the others with a clear error.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameOptions {
    /// The rectification reading of a dealt tableau (Nestor family).
    pub rectify: Option<Rectify>,
    /// The layout of a custom game (game name `custom`).
    pub layout: LayoutOptions,
}

/// The layout of a custom game, given by flags: the tableau's shape, the pack and the rule
/// switches. Today the Nestor family reads them (game name `custom`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LayoutOptions {
    /// The number of columns (with `rows`).
    pub columns: Option<usize>,
    /// The cards in each column (with `columns`).
    pub rows: Option<usize>,
    /// Each column's length, left to right (instead of `columns` and `rows`).
    pub lengths: Option<Vec<usize>>,
    /// The reserve (or stock) size, checked against what the columns leave.
    pub reserve: Option<usize>,
    /// Decks in the pack (default 1).
    pub decks: Option<u8>,
    /// Jokers added to the pack, wild (default 0).
    pub jokers: Option<u8>,
    /// Ranks of each suit, from the ace (default 13).
    pub ranks: Option<u8>,
    /// Suits (default 4).
    pub suits: Option<u8>,
    /// Deal the columns without the jokers, which then join the reserve.
    pub jokers_in_reserve: bool,
    /// Jokers apart: two jokers do not pair with each other.
    pub jokers_apart: bool,
    /// Overlap discards (a top card with the card beneath it).
    pub overlap: bool,
    /// The reserve is used in dealing order.
    pub closed_reserve: bool,
    /// The tableau is dealt face down but the top cards (solved thoughtfully).
    pub closed_tableau: bool,
    /// The cards left over are a stock that fills emptied columns.
    pub stock: bool,
    /// The game's name, which seeds the shuffle of its deal numbers (default `custom`).
    pub name: Option<String>,
    /// The trump of a trick-taking game, by name (Nestors: `aces`, `jacks` or `tens`).
    pub trump: Option<String>,
}

impl GameOptions {
    /// Refuses every option, for a family whose games take none: `family` names it in the
    /// rectification message, `layout` says where its layout comes from instead.
    ///
    /// # Errors
    /// [`GameError::BadRules`] naming the first kind of option given.
    pub(crate) fn refuse_all(&self, family: &str, layout: &str) -> Result<(), GameError> {
        if self.rectify.is_some() {
            return Err(GameError::BadRules(format!(
                "--rectify: {family} deals no tableau to rectify"
            )));
        }
        let given = self.layout.given();
        if !given.is_empty() {
            return Err(GameError::BadRules(format!(
                "{}: {layout}",
                given.join(", ")
            )));
        }
        Ok(())
    }
}

impl LayoutOptions {
    /// The options given, by their flag names (`--columns`, ...), for error messages.
    pub fn given(&self) -> Vec<&'static str> {
        let flags = [
            (self.columns.is_some(), "--columns"),
            (self.rows.is_some(), "--rows"),
            (self.lengths.is_some(), "--lengths"),
            (self.reserve.is_some(), "--reserve"),
            (self.decks.is_some(), "--decks"),
            (self.jokers.is_some(), "--jokers"),
            (self.ranks.is_some(), "--ranks"),
            (self.suits.is_some(), "--suits"),
            (self.jokers_in_reserve, "--jokers-in-reserve"),
            (self.jokers_apart, "--jokers-apart"),
            (self.overlap, "--overlap"),
            (self.closed_reserve, "--closed-reserve"),
            (self.closed_tableau, "--closed-tableau"),
            (self.stock, "--stock"),
            (self.name.is_some(), "--name"),
            (self.trump.is_some(), "--trump"),
        ];
        flags.iter().filter(|f| f.0).map(|f| f.1).collect()
    }
}

/// A preset as `patience games` lists it.
#[derive(Clone, Debug, Serialize)]
pub struct Listing {
    /// The name used on the command line.
    pub name: String,
    /// The family ([`Family::name`]).
    pub family: &'static str,
    /// One line on the layout and rules.
    pub layout: String,
    /// The published win rate, as the source words it, if any.
    pub published: Option<String>,
    /// The full parameters (the rules).
    pub params: serde_json::Value,
}

/// The result of one deal of a simulation: a per-deal line of `simulate --per-deal`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealReport {
    /// The deal number.
    pub deal: u64,
    /// Won, lost or unknown.
    pub result: Outcome,
    /// Nodes the search expanded.
    pub nodes: u64,
    /// Times the rectification procedure failed and redrew (the `bottom` and `column` readings
    /// only; left out of JSON when 0).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub redraws: u32,
    /// A game of two sides: the first side's points with best play by both (Nestors: the bidder
    /// and partner's, of 190); left out of JSON for the solitaires.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<i32>,
    /// A game of several deals, each bid for (Nestors games to 1,000): the contracts bid and
    /// made in it; left out of JSON for the other games.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contracts: Option<Contracts>,
}

impl DealReport {
    /// A deal the search solved: its `result` (unknown when the budget ran out) and the `nodes`
    /// the search expanded; games with points or rectification set those fields on top.
    pub fn solved(deal: u64, result: Outcome, nodes: u64) -> DealReport {
        DealReport {
            deal,
            result,
            nodes,
            redraws: 0,
            points: None,
            contracts: None,
        }
    }

    /// A solitaire deal played out by a player who sees only face-up cards: won or lost, with
    /// the `moves` played in `nodes`.
    pub fn played(deal: u64, won: bool, moves: u64) -> DealReport {
        let result = if won { Outcome::Won } else { Outcome::Lost };
        DealReport::solved(deal, result, moves)
    }
}

/// The contracts of a game of several deals: how many deals were bid for, and in how many the
/// bidder's side took at least its bid.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Contracts {
    /// Deals whose bidder's side took at least its bid.
    pub made: u32,
    /// Deals bid for (every deal played).
    pub bid: u32,
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// A solved deal, family-neutral, for `patience solve`.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    /// The game's name.
    pub game: String,
    /// The full rules in one line ([`GameSpec::describe`]).
    pub rules: String,
    /// The full parameters ([`GameSpec::params`]).
    pub params: serde_json::Value,
    /// The deal number, if the layout came from one.
    pub deal: Option<u64>,
    /// The layout as a person reads it.
    #[serde(skip)]
    pub layout_text: String,
    /// The layout as its deal file (JSON).
    pub layout: serde_json::Value,
    /// Won, lost or unknown.
    pub result: Outcome,
    /// The winning moves, one line each, as a person reads them (empty unless won).
    pub moves: Vec<String>,
    /// The winning moves as JSON.
    pub moves_json: serde_json::Value,
    /// The whole game in the family's own notation, where it has one (won deals only).
    pub line: Option<String>,
    /// Nodes the search expanded.
    pub nodes: u64,
    /// A game of two sides: the points with best play by both (then `result` is `won` when the
    /// search finished, `unknown` when its budget ran out); left out of JSON for the solitaires.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<Score>,
}

/// The value of a deal of a game of two sides, with best play by both.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Score {
    /// The side whose points these are, in words (`bidder and partner`).
    pub side: String,
    /// Its points.
    pub points: i64,
    /// The points of a deal, both sides' together.
    pub total: i64,
}

/// Counting the deals a rule proves lost before any move (`patience inspect`).
pub trait Inspect {
    /// The rules' names, in the order [`Inspect::inspect_deal`] reports them.
    fn rule_names(&self) -> Vec<&'static str>;

    /// Which rules prove deal `deal` lost, as indices into [`Inspect::rule_names`] (empty: none
    /// does).
    ///
    /// # Errors
    /// When the deal cannot be dealt.
    fn inspect_deal(&self, deal: u64) -> Result<Vec<usize>, GameError>;

    /// What a published source says of such deals, for comparison, if anything.
    fn source_says(&self) -> Option<&'static str> {
        None
    }
}

/// The layout parameter a sweep varies.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SweepParam {
    /// The number of columns (rows fixed; the reserve takes what is left).
    Columns,
    /// The length of every column (columns fixed; the reserve takes what is left).
    Rows,
    /// The cards left over for the reserve (columns fixed; the tableau takes the rest).
    Reserve,
}

impl SweepParam {
    /// Every parameter.
    pub const ALL: [SweepParam; 3] = [SweepParam::Columns, SweepParam::Rows, SweepParam::Reserve];

    /// Its name on the command line and in JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            SweepParam::Columns => "columns",
            SweepParam::Rows => "rows",
            SweepParam::Reserve => "reserve",
        }
    }
}

impl fmt::Display for SweepParam {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::str::FromStr for SweepParam {
    type Err = String;

    fn from_str(s: &str) -> Result<SweepParam, String> {
        SweepParam::ALL
            .into_iter()
            .find(|p| p.as_str() == s)
            .ok_or_else(|| format!("unknown parameter {s:?} (columns, rows or reserve)"))
    }
}

/// Varying one layout parameter of a game (`patience sweep`).
pub trait Sweep {
    /// What the parameter means for this game, in words.
    fn semantics(&self, param: SweepParam) -> String;

    /// The game with the parameter set to `value`; everything else (pack, options, name) stays.
    ///
    /// # Errors
    /// A value that makes no game (too many cards, no columns).
    fn vary(&self, param: SweepParam, value: usize) -> Result<Box<dyn GameSpec>, GameError>;
}

/// What replaying a whole game line found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Verification {
    /// The game-id of the line.
    pub game: String,
    /// The deal replayed on (our deal number, or the deal file's).
    pub deal: Option<u64>,
    /// How many moves the line has.
    pub moves: usize,
    /// What the replay found (in JSON: `result` and its fields beside the others).
    #[serde(flatten)]
    pub verdict: Replay,
}

/// What replaying a game line found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "result", rename_all = "kebab-case")]
pub enum Replay {
    /// Every move is legal and the game is won.
    Won,
    /// A move is illegal.
    Illegal {
        /// Its number, from 1.
        #[serde(rename = "move")]
        number: usize,
        /// The move as written.
        token: String,
        /// Why it is illegal.
        reason: String,
    },
    /// Every move is legal, but cards are left.
    NotWon {
        /// Cards left.
        cards_left: usize,
    },
}
