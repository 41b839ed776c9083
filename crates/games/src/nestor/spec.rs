//! The Nestor family behind the seam: its presets and custom games by name, and
//! [`NestorGame`] as a [`GameSpec`].

use super::custom::{custom_rules, sweep_semantics, vary};
use super::game::{NestorGame, NestorWorker};
use super::inspect::{inspect, LostBy};
use super::layout::DealFile;
use super::play::NestorPlay;
use super::presets::presets;
use super::pysol::pysol_layout;
use super::rules::NestorRules;
use super::stock_play::NestorStockPlay;
use crate::error::GameError;
use crate::player::{play_kind, played_lines, played_report, PlayerSpec};
use crate::spec::{
    DealNumber, DealReport, DealSolver, Family, GameOptions, GameSpec, Inspect, Listing, Report,
    Sight, Sweep, SweepParam,
};
use patience_cards::rectify::Rectify;
use patience_search::SolverConfig;
use std::sync::Arc;

/// The Nestor family in the registry.
pub static FAMILY: NestorFamily = NestorFamily;

/// The Nestor family: its presets by name, `custom` from layout options, and game files of
/// [`NestorRules`].
#[derive(Copy, Clone, Debug)]
pub struct NestorFamily;

fn boxed(rules: NestorRules) -> Result<Box<dyn GameSpec>, GameError> {
    Ok(Box::new(NestorGame::new(rules)?))
}

impl Family for NestorFamily {
    fn name(&self) -> &'static str {
        "nestor"
    }

    fn listings(&self) -> Vec<Listing> {
        presets()
            .into_iter()
            .map(|p| Listing {
                name: p.name.to_string(),
                family: self.name(),
                layout: p.rules.describe(),
                published: p.published.map(str::to_string),
                params: serde_json::to_value(&p.rules).expect("rules serialise"),
            })
            .collect()
    }

    fn resolve(
        &self,
        name: &str,
        options: &GameOptions,
    ) -> Option<Result<Box<dyn GameSpec>, GameError>> {
        if name == "custom" {
            return Some(custom_rules(&options.layout, options.rectify).and_then(boxed));
        }
        let preset = presets().into_iter().find(|p| p.name == name)?;
        let given = options.layout.given();
        if !given.is_empty() {
            return Some(Err(GameError::BadRules(format!(
                "{} describe{} a custom game, not {name:?}: name the game `custom` (patience \
                 simulate custom --columns 9 --rows 6 ..) or give --game-file",
                given.join(", "),
                if given.len() == 1 { "s" } else { "" }
            ))));
        }
        let mut rules = preset.rules;
        if let Some(r) = options.rectify {
            rules.rectify = r;
        }
        Some(boxed(rules))
    }

    fn game_of_rules(
        &self,
        rules: &serde_json::Value,
        options: &GameOptions,
    ) -> Option<Result<Box<dyn GameSpec>, GameError>> {
        // Nestor-family rules list their column lengths.
        if !rules
            .get("columns")
            .is_some_and(serde_json::Value::is_array)
        {
            return None;
        }
        Some(
            serde_json::from_value::<NestorRules>(rules.clone())
                .map_err(|e| GameError::GameFile(e.to_string()))
                .and_then(|mut r| {
                    if let Some(x) = options.rectify {
                        r.rectify = x;
                    }
                    boxed(r)
                }),
        )
    }
}

/// Whether the players take `rules` (see [`GameSpec::player_worker`] for [`NestorGame`]).
fn playable(rules: &NestorRules) -> bool {
    rules.is_plain() && !(rules.closed_tableau && rules.rectify == Rectify::BottomKeep)
}

/// A [`NestorWorker`] with its game: solves deal numbers of that game only.
struct NestorDealSolver {
    game: NestorGame,
    worker: NestorWorker,
}

impl DealSolver for NestorDealSolver {
    fn solve_deal(&mut self, deal: u64) -> Result<DealReport, GameError> {
        self.game.solve_deal(&mut self.worker, deal)
    }
}

/// Plays deal after deal of a Nestor-family game with one player: a plain game
/// ([`NestorPlay`]) or one with a stock ([`NestorStockPlay`]).
struct NestorPlayer {
    game: NestorGame,
    rules: Arc<NestorRules>,
    player: PlayerSpec,
}

/// How players play a Nestor-family game, if they can.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum PlayedAs {
    /// [`NestorPlay`]: the plain games (a closed tableau included).
    Plain,
    /// [`NestorStockPlay`]: the games with a stock (Doublets).
    Stock,
}

/// How players play `rules`, or `None` (jokers, a closed reserve, a rectified stock game).
fn played_as(rules: &NestorRules) -> Option<PlayedAs> {
    if playable(rules) {
        Some(PlayedAs::Plain)
    } else if NestorStockPlay::supports(rules) {
        Some(PlayedAs::Stock)
    } else {
        None
    }
}

impl DealSolver for NestorPlayer {
    fn solve_deal(&mut self, deal: u64) -> Result<DealReport, GameError> {
        let (layout, redraws) = self.game.deal(deal)?;
        let (won, moves) = match played_as(&self.rules) {
            Some(PlayedAs::Plain) => {
                let g = play_kind(
                    NestorPlay::new(self.rules.clone(), layout),
                    self.player,
                    deal,
                );
                (g.won, g.moves.len())
            }
            Some(PlayedAs::Stock) => {
                let start = NestorStockPlay::new(self.rules.clone(), layout);
                let g = play_kind(start, self.player, deal);
                (g.won, g.moves.len())
            }
            None => return Err(GameError::NoPlayers(self.game.name())),
        };
        Ok(DealReport {
            redraws,
            ..DealReport::played(deal, won, moves as u64)
        })
    }
}

impl GameSpec for NestorGame {
    fn family(&self) -> &'static str {
        FAMILY.name()
    }

    fn name(&self) -> String {
        self.rules().name.clone()
    }

    fn describe(&self) -> String {
        self.rules().describe()
    }

    fn rules_json(&self) -> serde_json::Value {
        serde_json::to_value(self.rules()).expect("rules serialise")
    }

    fn sight(&self) -> Sight {
        if self.rules().is_closed() {
            Sight::Thoughtful
        } else {
            Sight::Open
        }
    }

    fn worker(&self, config: SolverConfig) -> Result<Box<dyn DealSolver>, GameError> {
        Ok(Box::new(NestorDealSolver {
            game: self.clone(),
            worker: NestorGame::worker(self, config),
        }))
    }

    /// Players for the plain games (a closed tableau included, but not one dealt
    /// `bottom-keep`, whose layouts may repeat a rank in a column where the player's sampler
    /// assumes none) and the games with a stock dealt at random (Doublets); not jokers or a
    /// closed reserve.
    fn player_worker(&self, player: PlayerSpec) -> Result<Box<dyn DealSolver>, GameError> {
        if played_as(self.rules()).is_none() {
            return Err(GameError::NoPlayers(self.name()));
        }
        Ok(Box::new(NestorPlayer {
            game: self.clone(),
            rules: Arc::new(self.rules().clone()),
            player,
        }))
    }

    fn play_deal(&self, deal: u64, player: PlayerSpec) -> Result<Report, GameError> {
        let (layout, _) = self.deal(deal)?;
        let rules = Arc::new(self.rules().clone());
        let text = |steps: Vec<super::layout::Step>| -> Vec<String> {
            steps.iter().map(ToString::to_string).collect()
        };
        let (won, lines) = match played_as(self.rules()) {
            Some(PlayedAs::Plain) => {
                played_lines(NestorPlay::new(rules, layout), player, deal, |g| {
                    text(g.steps())
                })
            }
            Some(PlayedAs::Stock) => {
                played_lines(NestorStockPlay::new(rules, layout), player, deal, |g| {
                    text(g.steps())
                })
            }
            None => return Err(GameError::NoPlayers(self.name())),
        };
        played_report(self, deal, player, won, lines)
    }

    fn deal_file(&self, deal: u64) -> Result<serde_json::Value, GameError> {
        Ok(serde_json::to_value(NestorGame::deal_file(self, deal)?).expect("deal files serialise"))
    }

    fn deal_text(&self, deal: u64) -> Result<String, GameError> {
        Ok(self.deal(deal)?.0.text(self.rules()))
    }

    fn deal_file_of(&self, deal: DealNumber) -> Result<serde_json::Value, GameError> {
        let n = match deal {
            DealNumber::Ours(n) => return GameSpec::deal_file(self, n),
            DealNumber::Pysol(n) => n,
            other @ DealNumber::Solvitaire(_) => return Err(other.not_dealt(&self.name())),
        };
        let layout = pysol_layout(self.rules(), n)?;
        let file = DealFile {
            game: self.rules().name.clone(),
            deal: None,
            tableau: layout.columns,
            reserve: layout.reserve,
            stock: Vec::new(),
        };
        Ok(serde_json::to_value(file).expect("deal files serialise"))
    }

    fn deal_text_of(&self, deal: DealNumber) -> Result<String, GameError> {
        match deal {
            DealNumber::Pysol(n) => Ok(pysol_layout(self.rules(), n)?.text(self.rules())),
            DealNumber::Ours(n) => self.deal_text(n),
            other @ DealNumber::Solvitaire(_) => Err(other.not_dealt(&self.name())),
        }
    }

    fn solve_file(&self, text: &str, config: SolverConfig) -> Result<Report, GameError> {
        let file = DealFile::parse(text)?;
        if file.game != self.rules().name {
            return Err(GameError::DealFile(format!(
                "a deal of {:?}, not of {:?}",
                file.game,
                self.rules().name
            )));
        }
        let layout = file.layout_for(self.rules())?;
        let sol = self.solve_layout(&layout, config)?;
        Ok(Report {
            game: self.name(),
            rules: self.describe(),
            params: self.params(),
            deal: file.deal,
            layout_text: layout.text(self.rules()),
            layout: serde_json::to_value(&file).expect("deal files serialise"),
            result: sol.result,
            moves: sol.steps.iter().map(ToString::to_string).collect(),
            moves_json: serde_json::to_value(&sol.steps).expect("moves serialise"),
            line: None,
            nodes: sol.nodes,
            score: None,
        })
    }

    fn inspector(&self) -> Option<&dyn Inspect> {
        Some(self)
    }

    fn sweeper(&self) -> Option<&dyn Sweep> {
        Some(self)
    }
}

impl Inspect for NestorGame {
    fn rule_names(&self) -> Vec<&'static str> {
        LostBy::ALL.iter().map(|r| r.name()).collect()
    }

    fn inspect_deal(&self, deal: u64) -> Result<Vec<usize>, GameError> {
        let (layout, _) = self.deal(deal)?;
        Ok(inspect(self.rules(), &layout)
            .into_iter()
            .filter_map(|w| LostBy::ALL.iter().position(|&x| x == w))
            .collect())
    }

    fn source_says(&self) -> Option<&'static str> {
        Some(
            "unrectified Nestor: \"somewhere around 40% of deals would be impossible by \
             inspection because they have three of the same rank in the same column\" (Keller \
             and Masten, Nestor and Double Nestor)",
        )
    }
}

impl Sweep for NestorGame {
    fn semantics(&self, param: SweepParam) -> String {
        sweep_semantics(self.rules(), param)
    }

    fn vary(&self, param: SweepParam, value: usize) -> Result<Box<dyn GameSpec>, GameError> {
        boxed(vary(self.rules(), param, value)?)
    }
}
