//! One handle over every game, for the simulation driver and the command line.

use crate::error::GameError;
use crate::match_solitaire::{self as ms, MatchDealFile, MatchRules, MatchWorker};
use crate::nestor::{DealFile, NestorGame, NestorWorker};
use patience_search::{Outcome, SolverConfig};
use serde::Serialize;

/// A validated game of any family.
#[derive(Clone, Debug)]
pub enum AnyGame {
    /// The Nestor family.
    Nestor(NestorGame),
    /// Match Solitaire.
    Match(MatchRules),
}

/// A thread's reusable search state.
pub enum Worker {
    /// For the Nestor family.
    Nestor(Box<NestorWorker>),
    /// For Match Solitaire.
    Match(Box<MatchWorker>),
}

/// The result of one deal of a simulation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DealReport {
    /// The deal number.
    pub deal: u64,
    /// Won, lost or unknown.
    pub result: Outcome,
    /// Nodes the search expanded.
    pub nodes: u64,
    /// Times the rectification procedure failed and redrew (`bottom` and `column` only).
    pub failures: u32,
}

/// A solved deal, family-neutral, for `patience solve`.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    /// The game's name.
    pub game: String,
    /// The deal number, if the layout came from one.
    pub deal: Option<u64>,
    /// The layout as a person reads it.
    #[serde(skip)]
    pub layout_text: String,
    /// The layout as its deal file (JSON).
    pub layout: serde_json::Value,
    /// Won, lost or unknown.
    pub result: Outcome,
    /// The winning moves, one line each, as a person reads them.
    pub moves: Vec<String>,
    /// The winning moves as JSON.
    pub moves_json: serde_json::Value,
    /// The whole game in the family's own notation, where it has one.
    pub line: Option<String>,
    /// Nodes the search expanded.
    pub nodes: u64,
}

impl AnyGame {
    /// The game's name.
    pub fn name(&self) -> String {
        match self {
            AnyGame::Nestor(g) => g.rules().name.clone(),
            AnyGame::Match(r) => r.game_id(),
        }
    }

    /// The full parameters as JSON.
    pub fn params(&self) -> serde_json::Value {
        match self {
            AnyGame::Nestor(g) if g.rules().is_closed() => serde_json::json!({
                "family": "nestor",
                "rules": g.rules(),
                "solved": "thoughtfully (every card known): an upper bound for play without peeking",
            }),
            AnyGame::Nestor(g) => serde_json::json!({ "family": "nestor", "rules": g.rules() }),
            AnyGame::Match(r) => serde_json::json!({ "family": "match", "rules": r }),
        }
    }

    /// A fresh search state for one thread.
    ///
    /// # Errors
    /// A Match Solitaire game too large for the widest key.
    pub fn worker(&self, config: SolverConfig) -> Result<Worker, GameError> {
        Ok(match self {
            AnyGame::Nestor(g) => Worker::Nestor(Box::new(g.worker(config))),
            AnyGame::Match(r) => Worker::Match(Box::new(MatchWorker::new(r, config)?)),
        })
    }

    /// Deals and solves deal number `deal`.
    ///
    /// # Errors
    /// When the deal cannot be dealt, or `worker` is another game's.
    pub fn solve_deal(&self, worker: &mut Worker, deal: u64) -> Result<DealReport, GameError> {
        match (self, worker) {
            (AnyGame::Nestor(g), Worker::Nestor(w)) => {
                let (result, nodes, failures) = g.solve_deal(w, deal)?;
                Ok(DealReport {
                    deal,
                    result,
                    nodes,
                    failures,
                })
            }
            (AnyGame::Match(_), Worker::Match(w)) => {
                let s = w.solve_deal(deal);
                Ok(DealReport {
                    deal,
                    result: s.result,
                    nodes: s.nodes,
                    failures: 0,
                })
            }
            _ => Err(GameError::BadRules("a worker of another game".into())),
        }
    }

    /// The deal file (JSON) of deal number `deal`.
    ///
    /// # Errors
    /// When the deal cannot be dealt.
    pub fn deal_file(&self, deal: u64) -> Result<serde_json::Value, GameError> {
        Ok(match self {
            AnyGame::Nestor(g) => serde_json::to_value(g.deal_file(deal)?),
            AnyGame::Match(r) => serde_json::to_value(MatchDealFile::of_deal(r, deal)),
        }
        .expect("deal files serialise"))
    }

    /// The layout of deal number `deal` as a person reads it.
    ///
    /// # Errors
    /// When the deal cannot be dealt.
    pub fn deal_text(&self, deal: u64) -> Result<String, GameError> {
        Ok(match self {
            AnyGame::Nestor(g) => g.deal(deal)?.0.text(g.rules()),
            AnyGame::Match(r) => r.deal(deal).to_string(),
        })
    }

    /// Solves the layout of a deal file (its `game` must be this game).
    ///
    /// # Errors
    /// A malformed file, or a layout that is not a deal of this game.
    pub fn solve_file(&self, text: &str, config: SolverConfig) -> Result<Report, GameError> {
        match self {
            AnyGame::Nestor(g) => {
                let file = DealFile::parse(text)?;
                self.check_name(&file.game)?;
                let layout = file.layout_for(g.rules())?;
                let sol = g.solve_layout(&layout, config)?;
                Ok(Report {
                    game: self.name(),
                    deal: file.deal,
                    layout_text: layout.text(g.rules()),
                    layout: serde_json::to_value(&file).expect("serialises"),
                    result: sol.result,
                    moves: sol.steps.iter().map(ToString::to_string).collect(),
                    moves_json: serde_json::to_value(&sol.steps).expect("serialises"),
                    line: None,
                    nodes: sol.nodes,
                })
            }
            AnyGame::Match(_) => {
                let file = MatchDealFile::parse(text)?;
                let (rules, layout) = file.rules_and_layout()?;
                self.check_name(&rules.game_id())?;
                let sol = ms::solve(&rules, &layout, config)?;
                let id = match file.deal {
                    Some(n) => format!("{}{n}", rules.game_id()),
                    None => rules.game_id(),
                };
                let line = (sol.result == Outcome::Won)
                    .then(|| format!("{id} {}", ms::format_moves(&sol.moves)));
                Ok(Report {
                    game: self.name(),
                    deal: file.deal,
                    layout_text: layout.to_string(),
                    layout: serde_json::to_value(&file).expect("serialises"),
                    result: sol.result,
                    moves: sol.moves.iter().map(ToString::to_string).collect(),
                    moves_json: serde_json::to_value(&sol.moves).expect("serialises"),
                    line,
                    nodes: sol.nodes,
                })
            }
        }
    }

    /// Solves deal number `deal`.
    ///
    /// # Errors
    /// When the deal cannot be dealt.
    pub fn solve_number(&self, deal: u64, config: SolverConfig) -> Result<Report, GameError> {
        let text = self.deal_file(deal)?.to_string();
        self.solve_file(&text, config)
    }

    fn check_name(&self, file_game: &str) -> Result<(), GameError> {
        let same = match self {
            AnyGame::Nestor(g) => g.rules().name == file_game,
            AnyGame::Match(r) => ms::rules_by_name(file_game)
                .map(|f| f.game_id() == r.game_id())
                .unwrap_or(false),
        };
        if same {
            Ok(())
        } else {
            Err(GameError::DealFile(format!(
                "a deal of {file_game:?}, not of {:?}",
                self.name()
            )))
        }
    }
}

/// The `game` named in a deal file's JSON text.
///
/// # Errors
/// [`GameError::DealFile`] when the text is not JSON with a `game` string.
pub fn deal_file_game(text: &str) -> Result<String, GameError> {
    let v: serde_json::Value =
        serde_json::from_str(text).map_err(|e| GameError::DealFile(e.to_string()))?;
    v.get("game")
        .and_then(|g| g.as_str())
        .map(str::to_string)
        .ok_or_else(|| GameError::DealFile("no \"game\" field".into()))
}
