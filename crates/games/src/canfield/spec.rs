//! Canfield behind the seam: its presets by name, [`CanfieldGame`] as a [`GameSpec`], and
//! solving a layout into steps a person can follow.

use super::check::Step;
use super::deal::CanfieldDeal;
use super::play::CanfieldPlay;
use super::position::{CanfieldMove, CanfieldPos};
use super::pysol::pysol_deal;
use super::rules::{CanfieldRules, Moving};
use crate::error::GameError;
use crate::player::{play_kind, played_lines, played_report, PlayerSpec};
use crate::spec::{
    DealFormat, DealNumber, DealReport, DealSolver, Family, GameOptions, GameSpec, Listing, Report,
    Sight,
};
use patience_search::{shorten, Game, Outcome, Solver, SolverConfig, Verdict};

/// Canfield in the registry.
pub static FAMILY: CanfieldFamily = CanfieldFamily;

/// A named Canfield reading and the win rate its source publishes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CanfieldPreset {
    /// The name used on the command line.
    pub name: &'static str,
    /// The reading of which part of a pile may move.
    pub moving: Moving,
    /// The published thoughtful win rate, as worded by its source.
    pub published: &'static str,
}

/// The presets, one a reading of "moved as a unit". The published figures are Solvitaire's
/// (Charlie Blake and Ian Gent, "The Winnability of Klondike Solitaire and Many Other Patience
/// Games", JAIR 2026), 10 million deals each.
pub const PRESETS: [CanfieldPreset; 3] = [
    CanfieldPreset {
        name: "canfield",
        moving: Moving::Whole,
        published: "67.562% ± 0.034 (Solvitaire's canfield-strict, 10^7 deals)",
    },
    CanfieldPreset {
        name: "canfield-partial",
        moving: Moving::Partial,
        published: "71.245% ± 0.031 (Solvitaire's canfield, 10^7 deals)",
    },
    CanfieldPreset {
        name: "canfield-any",
        moving: Moving::Any,
        published: "none published",
    },
];

/// The Canfield family: the three presets, and rules files with other pack sizes.
#[derive(Copy, Clone, Debug)]
pub struct CanfieldFamily;

/// A Canfield game: its name and rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CanfieldGame {
    name: String,
    rules: CanfieldRules,
}

impl CanfieldGame {
    /// The game with `rules`, named after its preset when the rules are a preset's.
    ///
    /// # Errors
    /// Rules that make no game ([`CanfieldRules::validate`]).
    pub fn new(rules: CanfieldRules) -> Result<CanfieldGame, GameError> {
        rules.validate()?;
        let preset = PRESETS
            .iter()
            .find(|p| CanfieldRules::standard(p.moving) == rules);
        let name = match preset {
            Some(p) => p.name.to_string(),
            None => format!(
                "canfield-{}-{}x4-r{}-d{}",
                rules.moving.as_str(),
                rules.ranks,
                rules.reserve,
                rules.deal
            ),
        };
        Ok(CanfieldGame { name, rules })
    }

    /// The rules.
    pub fn rules(&self) -> &CanfieldRules {
        &self.rules
    }

    /// The layout of `deal`: ours, PySolFC's or Solvitaire's.
    ///
    /// # Errors
    /// A PySolFC number or a Solvitaire seed for rules that program does not deal.
    pub fn layout(&self, deal: DealNumber) -> Result<CanfieldDeal, GameError> {
        match deal {
            DealNumber::Ours(n) => Ok(CanfieldDeal::ours(&self.rules, &self.name, n)),
            DealNumber::Solvitaire(n) => CanfieldDeal::solvitaire(&self.rules, &self.name, n),
            DealNumber::Pysol(n) => pysol_deal(&self.rules, &self.name, n),
        }
    }
}

/// What solving one layout found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CanfieldSolution {
    /// Won, lost or unknown.
    pub result: Outcome,
    /// The winning moves of the search, each as the steps a person makes (empty unless won).
    pub moves: Vec<Vec<Step>>,
    /// Nodes the search expanded.
    pub nodes: u64,
}

impl CanfieldSolution {
    /// Every step of the win, in order.
    pub fn steps(&self) -> Vec<Step> {
        self.moves.concat()
    }
}

/// Solves `deal` under `rules` with `solver`, turning a win into steps (the solver's line with
/// its detours cut out: [`shorten`]).
pub fn solve_with(
    solver: &mut Solver<CanfieldPos>,
    rules: &CanfieldRules,
    deal: &CanfieldDeal,
) -> CanfieldSolution {
    let mut pos = CanfieldPos::new(rules, deal);
    let solved = solver.solve(&mut pos);
    let moves = match &solved.verdict {
        Verdict::Won(line) => shorten(&mut pos, line)
            .iter()
            .map(|&m: &CanfieldMove| {
                let s = pos.steps(m);
                pos.apply(m);
                s
            })
            .collect(),
        _ => Vec::new(),
    };
    CanfieldSolution {
        result: solved.verdict.outcome(),
        moves,
        nodes: solved.nodes,
    }
}

/// Solves `deal` under `rules` with a fresh solver of `config`.
pub fn solve(rules: &CanfieldRules, deal: &CanfieldDeal, config: SolverConfig) -> CanfieldSolution {
    solve_with(&mut Solver::new(config), rules, deal)
}

/// One search move as a line a person reads: the deals run together (`deal 3 times, turn the
/// waste over, deal:`), then the card's move.
fn move_line(steps: &[Step]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut deals = 0;
    let flush = |deals: &mut usize, parts: &mut Vec<String>| {
        match *deals {
            0 => {}
            1 => parts.push("deal".into()),
            n => parts.push(format!("deal {n} times")),
        }
        *deals = 0;
    };
    let mut play = String::new();
    for s in steps {
        match s {
            Step::Deal => deals += 1,
            Step::Redeal => {
                flush(&mut deals, &mut parts);
                parts.push("turn the waste over".into());
            }
            Step::Play { .. } => play = s.to_string(),
        }
    }
    flush(&mut deals, &mut parts);
    if parts.is_empty() {
        play
    } else {
        format!("{}: {play}", parts.join(", "))
    }
}

impl Family for CanfieldFamily {
    fn name(&self) -> &'static str {
        "canfield"
    }

    fn listings(&self) -> Vec<Listing> {
        PRESETS
            .iter()
            .map(|p| {
                let rules = CanfieldRules::standard(p.moving);
                Listing {
                    name: p.name.to_string(),
                    family: self.name(),
                    layout: rules.describe(),
                    published: Some(p.published.to_string()),
                    params: serde_json::to_value(rules).expect("rules serialise"),
                }
            })
            .collect()
    }

    fn resolve(
        &self,
        name: &str,
        options: &GameOptions,
    ) -> Option<Result<Box<dyn GameSpec>, GameError>> {
        let p = PRESETS.iter().find(|p| p.name == name)?;
        Some(boxed(CanfieldRules::standard(p.moving), options))
    }

    fn game_of_rules(
        &self,
        rules: &serde_json::Value,
        options: &GameOptions,
    ) -> Option<Result<Box<dyn GameSpec>, GameError>> {
        rules.get("moving")?;
        Some(
            serde_json::from_value::<CanfieldRules>(rules.clone())
                .map_err(|e| GameError::GameFile(e.to_string()))
                .and_then(|r| boxed(r, options)),
        )
    }
}

fn boxed(rules: CanfieldRules, options: &GameOptions) -> Result<Box<dyn GameSpec>, GameError> {
    options.refuse_all(
        "Canfield",
        "Canfield's layout is fixed (a rules file may change its size)",
    )?;
    Ok(Box::new(CanfieldGame::new(rules)?))
}

/// Solves deal after deal of one Canfield game, keeping its table.
struct CanfieldWorker {
    game: CanfieldGame,
    solver: Solver<CanfieldPos>,
}

impl DealSolver for CanfieldWorker {
    fn solve_deal(&mut self, deal: u64) -> Result<DealReport, GameError> {
        let layout = CanfieldDeal::ours(&self.game.rules, &self.game.name, deal);
        let mut pos = CanfieldPos::new(&self.game.rules, &layout);
        let s = self.solver.solve(&mut pos);
        Ok(DealReport::solved(deal, s.verdict.outcome(), s.nodes))
    }
}

/// Plays deal after deal of one Canfield game with a player who sees only face-up cards.
struct CanfieldPlayer {
    game: CanfieldGame,
    player: PlayerSpec,
}

impl DealSolver for CanfieldPlayer {
    fn solve_deal(&mut self, deal: u64) -> Result<DealReport, GameError> {
        let layout = CanfieldDeal::ours(&self.game.rules, &self.game.name, deal);
        let g = play_kind(
            CanfieldPlay::new(&self.game.rules, &layout),
            self.player,
            deal,
        );
        Ok(DealReport::played(deal, g.won, g.moves.len() as u64))
    }
}

impl GameSpec for CanfieldGame {
    fn family(&self) -> &'static str {
        FAMILY.name()
    }

    fn name(&self) -> String {
        self.name.clone()
    }

    fn describe(&self) -> String {
        self.rules.describe()
    }

    fn rules_json(&self) -> serde_json::Value {
        serde_json::to_value(self.rules).expect("rules serialise")
    }

    fn sight(&self) -> Sight {
        Sight::Thoughtful
    }

    /// 96 MiB (about 8.4 million 12-byte keys): Canfield's hard deals are lost ones with millions
    /// of positions, which a smaller table forgets and searches again (deal 71 of
    /// `canfield-partial`: unknown after 10 million nodes with 32 MiB, lost in 4.4 million with
    /// 64 MiB; of 63 deals unknown with 64 MiB, 15 are decided with 96 MiB against 8). Two
    /// threads' tables stay within 256 MiB (`docs/experiments.md`, "Canfield's unknown deals: a
    /// second pass, a larger table, and which entries a full table forgets").
    fn table_mib(&self) -> usize {
        96
    }

    fn worker(&self, config: SolverConfig) -> Result<Box<dyn DealSolver>, GameError> {
        Ok(Box::new(CanfieldWorker {
            game: self.clone(),
            solver: Solver::new(config),
        }))
    }

    /// Players who see the reserve's top card, the waste and the stock cards dealt so far
    /// ([`CanfieldPlay`]).
    fn player_worker(&self, player: PlayerSpec) -> Result<Box<dyn DealSolver>, GameError> {
        Ok(Box::new(CanfieldPlayer {
            game: self.clone(),
            player,
        }))
    }

    fn play_deal(&self, deal: u64, player: PlayerSpec) -> Result<Report, GameError> {
        let layout = CanfieldDeal::ours(&self.rules, &self.name, deal);
        let (won, lines) =
            played_lines(CanfieldPlay::new(&self.rules, &layout), player, deal, |g| {
                g.steps().iter().map(ToString::to_string).collect()
            });
        played_report(self, deal, player, won, lines)
    }

    fn deal_file(&self, deal: u64) -> Result<serde_json::Value, GameError> {
        self.deal_file_of(DealNumber::Ours(deal))
    }

    fn deal_text(&self, deal: u64) -> Result<String, GameError> {
        self.deal_text_of(DealNumber::Ours(deal))
    }

    fn deal_file_of(&self, deal: DealNumber) -> Result<serde_json::Value, GameError> {
        Ok(serde_json::to_value(self.layout(deal)?).expect("deal files serialise"))
    }

    fn deal_text_of(&self, deal: DealNumber) -> Result<String, GameError> {
        Ok(self.layout(deal)?.text())
    }

    fn deal_file_in(
        &self,
        deal: DealNumber,
        format: DealFormat,
    ) -> Result<serde_json::Value, GameError> {
        match format {
            DealFormat::Patience => self.deal_file_of(deal),
            DealFormat::Solvitaire => Ok(self.layout(deal)?.to_solvitaire()),
            other @ DealFormat::FcSolve => Err(GameError::BadRules(format!(
                "{} has no deal file in {other}'s format",
                self.name()
            ))),
        }
    }

    fn solve_file(&self, text: &str, config: SolverConfig) -> Result<Report, GameError> {
        let layout = CanfieldDeal::parse(text, &self.name)?;
        self.solve_layout(&layout, config)
    }

    fn solve_number(&self, deal: DealNumber, config: SolverConfig) -> Result<Report, GameError> {
        self.solve_layout(&self.layout(deal)?, config)
    }
}

impl CanfieldGame {
    fn solve_layout(
        &self,
        layout: &CanfieldDeal,
        config: SolverConfig,
    ) -> Result<Report, GameError> {
        layout.validate(&self.rules)?;
        let sol = solve(&self.rules, layout, config);
        Ok(Report {
            game: self.name(),
            rules: self.describe(),
            params: self.params(),
            deal: layout.deal,
            layout_text: layout.text(),
            layout: serde_json::to_value(layout).expect("deal files serialise"),
            result: sol.result,
            moves: sol.moves.iter().map(|m| move_line(m)).collect(),
            moves_json: serde_json::to_value(sol.steps()).expect("steps serialise"),
            line: None,
            nodes: sol.nodes,
            score: None,
        })
    }
}
