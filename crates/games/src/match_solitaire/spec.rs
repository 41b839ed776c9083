//! Match Solitaire behind the seam: its presets and game-ids by name, [`MatchRules`] as a
//! [`GameSpec`], and replaying game lines in its notation.

use super::check::{verify, VerifyError};
use super::layout::{MatchDealFile, MatchLayout};
use super::notation::{format_moves, GameLine};
use super::play::play_deal;
use super::rules::{MatchRules, Stacking};
use super::{rules_by_name, solve, MatchWorker};
use crate::error::GameError;
use crate::player::{played_report, PlayerSpec};
use crate::spec::{
    DealReport, DealSolver, Family, GameOptions, GameSpec, Listing, Replay, Report, Sight,
    Verification,
};
use patience_search::{Outcome, SolverConfig};

/// Match Solitaire in the registry.
pub static FAMILY: MatchFamily = MatchFamily;

/// A named Match Solitaire game and the win rate its source publishes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MatchPreset {
    /// The name used on the command line.
    pub name: &'static str,
    /// The rules.
    pub rules: MatchRules,
    /// The win rate David Taylor's Match Solitaire page publishes for its layout, as worded there.
    pub published: &'static str,
}

/// The presets: `match` (the standard game) and one per row of the source's table of column
/// layouts (David Taylor, Match Solitaire: match size, suit count, match count and column count;
/// open deals).
pub fn presets() -> Vec<MatchPreset> {
    let p = |name, (m, s, k, c), published| MatchPreset {
        name,
        rules: MatchRules::new(m, s, k, c),
        published,
    };
    vec![
        p("match", (3, 3, 13, 5), "96%"),
        p("match-3x1x10x4", (3, 1, 10, 4), "100%"),
        p("match-3x1x13x4", (3, 1, 13, 4), "100%"),
        p("match-3x1x26x4", (3, 1, 26, 4), "99.999%"),
        p("match-3x2x10x4", (3, 2, 10, 4), "100%"),
        p("match-3x2x13x5", (3, 2, 13, 5), "100%"),
        p("match-3x2x26x5", (3, 2, 26, 5), "99.999%"),
        p("match-3x3x10x5", (3, 3, 10, 5), "100%"),
        p("match-3x3x13x5", (3, 3, 13, 5), "96%"),
        p("match-3x3x26x5", (3, 3, 26, 5), "97%"),
    ]
}

/// Match Solitaire: presets by name, game-ids (`3x3x13x5+`), rules files, and game lines.
#[derive(Copy, Clone, Debug)]
pub struct MatchFamily;

/// Whether `name` is written as a game-id (they start with the match size).
fn is_game_id(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_digit())
}

fn boxed(rules: MatchRules, options: &GameOptions) -> Result<Box<dyn GameSpec>, GameError> {
    options.refuse_all(
        "Match Solitaire",
        &format!(
            "Match Solitaire takes its layout from its game-id ({})",
            rules.game_id()
        ),
    )?;
    rules.validate()?;
    Ok(Box::new(rules))
}

impl Family for MatchFamily {
    fn name(&self) -> &'static str {
        "match"
    }

    fn listings(&self) -> Vec<Listing> {
        presets()
            .into_iter()
            .map(|p| Listing {
                name: p.name.to_string(),
                family: self.name(),
                layout: p.rules.game_id(),
                published: Some(p.published.to_string()),
                params: serde_json::to_value(p.rules).expect("rules serialise"),
            })
            .collect()
    }

    fn resolve(
        &self,
        name: &str,
        options: &GameOptions,
    ) -> Option<Result<Box<dyn GameSpec>, GameError>> {
        if !is_game_id(name) && !presets().iter().any(|p| p.name == name) {
            return None;
        }
        Some(rules_by_name(name).and_then(|r| boxed(r, options)))
    }

    fn game_of_rules(
        &self,
        rules: &serde_json::Value,
        options: &GameOptions,
    ) -> Option<Result<Box<dyn GameSpec>, GameError>> {
        rules.get("match_size")?;
        Some(
            serde_json::from_value::<MatchRules>(rules.clone())
                .map_err(|e| GameError::GameFile(e.to_string()))
                .and_then(|r| boxed(r, options)),
        )
    }

    fn verify(
        &self,
        game_line: &str,
        deal_file: Option<&str>,
    ) -> Option<Result<Verification, GameError>> {
        is_game_id(game_line.trim_start()).then(|| replay_line(game_line, deal_file))
    }
}

/// Replays a game line (see [`Family::verify`]).
fn replay_line(game_line: &str, deal_file: Option<&str>) -> Result<Verification, GameError> {
    let line = GameLine::parse(game_line).map_err(|e| GameError::Notation(e.to_string()))?;
    let id = line.rules.game_id();
    let (layout, deal): (MatchLayout, Option<u64>) = if let Some(text) = deal_file {
        let file = MatchDealFile::parse(text)?;
        let (rules, layout) = file.rules_and_layout()?;
        if rules.game_id() != id {
            return Err(GameError::DealFile(format!(
                "the game line is a game of {id}, the deal file one of {}",
                rules.game_id()
            )));
        }
        if let (Some(l), Some(f)) = (line.deal, file.deal) {
            if l != f {
                return Err(GameError::DealFile(format!(
                    "the game line names deal {l}, the deal file deal {f}"
                )));
            }
        }
        (layout, file.deal)
    } else {
        let Some(n) = line.deal else {
            return Err(GameError::Notation(format!(
                "the game line has no deal number ({id}N ..): give one, or a deal file"
            )));
        };
        (line.rules.deal(n), Some(n))
    };
    let verdict = match verify(&line.rules, &layout, &line.moves) {
        Ok(()) => Replay::Won,
        Err(VerifyError::Illegal {
            number,
            token,
            reason,
        }) => Replay::Illegal {
            number,
            token,
            reason,
        },
        Err(VerifyError::NotWon { left, .. }) => Replay::NotWon { cards_left: left },
        Err(e) => return Err(GameError::Notation(e.to_string())),
    };
    Ok(Verification {
        game: id,
        deal,
        moves: line.moves.len(),
        verdict,
    })
}

/// The full rules in one line: `3x3x13x5+: sets of 3, 39 cards (13 matches, 3 suits), 5
/// columns with a free cell each, open deal, stack up or down in suit, king-ace wrap`.
fn describe(r: &MatchRules) -> String {
    let direction = match r.stacking {
        Stacking::Both => "up or down",
        Stacking::Up => "up",
        Stacking::Down => "down",
    };
    let wrap = if r.wrap_highest {
        "highest-ace wrap"
    } else {
        "king-ace wrap"
    };
    format!(
        "{}: sets of {}, {} cards ({} matches, {} suit{}), {} columns with a free cell each, {} \
         deal, stack {direction}{}, {wrap}",
        r.game_id(),
        r.match_size,
        r.cards(),
        r.matches,
        r.suits,
        if r.suits == 1 { "" } else { "s" },
        r.columns,
        if r.closed { "closed" } else { "open" },
        if r.ignore_suits {
            " whatever the suit"
        } else {
            " in suit"
        },
    )
}

/// Plays deal after deal of one game with one player ([`super::MatchPlay`]).
struct MatchPlayer {
    rules: MatchRules,
    player: PlayerSpec,
}

impl DealSolver for MatchPlayer {
    fn solve_deal(&mut self, deal: u64) -> Result<DealReport, GameError> {
        let (won, moves) = play_deal(&self.rules, deal, self.player, false)?;
        Ok(DealReport::played(deal, won, moves.len() as u64))
    }
}

/// A [`MatchWorker`]: solves deal numbers of its own game only.
impl DealSolver for MatchWorker {
    fn solve_deal(&mut self, deal: u64) -> Result<DealReport, GameError> {
        let s = MatchWorker::solve_deal(self, deal);
        Ok(DealReport::solved(deal, s.result, s.nodes))
    }
}

impl GameSpec for MatchRules {
    fn family(&self) -> &'static str {
        FAMILY.name()
    }

    fn name(&self) -> String {
        self.game_id()
    }

    fn describe(&self) -> String {
        describe(self)
    }

    fn rules_json(&self) -> serde_json::Value {
        serde_json::to_value(self).expect("rules serialise")
    }

    fn sight(&self) -> Sight {
        if self.closed {
            Sight::Thoughtful
        } else {
            Sight::Open
        }
    }

    fn worker(&self, config: SolverConfig) -> Result<Box<dyn DealSolver>, GameError> {
        Ok(Box::new(MatchWorker::new(self, config)?))
    }

    /// The solver's: its positions have cycles (`MatchPos`'s [`patience_search::Game::CYCLIC`]),
    /// and the search of a game with cycles restarts (alike for every key width, hence `<1>`).
    fn restart_nodes(&self) -> Option<u64> {
        <super::position::MatchPos<1> as patience_search::Game>::CYCLIC
            .then(|| SolverConfig::default().restart_nodes)
    }

    /// Players for every game, closed (the stock's order hidden) or open (nothing hidden).
    fn player_worker(&self, player: PlayerSpec) -> Result<Box<dyn DealSolver>, GameError> {
        self.validate()?;
        Ok(Box::new(MatchPlayer {
            rules: *self,
            player,
        }))
    }

    fn play_deal(&self, deal: u64, player: PlayerSpec) -> Result<Report, GameError> {
        let (won, lines) = play_deal(self, deal, player, true)?;
        played_report(self, deal, player, won, lines)
    }

    fn deal_file(&self, deal: u64) -> Result<serde_json::Value, GameError> {
        Ok(serde_json::to_value(MatchDealFile::of_deal(self, deal)).expect("deal files serialise"))
    }

    fn deal_text(&self, deal: u64) -> Result<String, GameError> {
        Ok(self.deal(deal).to_string())
    }

    fn solve_file(&self, text: &str, config: SolverConfig) -> Result<Report, GameError> {
        let file = MatchDealFile::parse(text)?;
        let (rules, layout) = file.rules_and_layout()?;
        if rules.game_id() != self.game_id() {
            return Err(GameError::DealFile(format!(
                "a deal of {:?}, not of {:?}",
                file.game,
                self.game_id()
            )));
        }
        let sol = solve(&rules, &layout, config)?;
        let id = match file.deal {
            Some(n) => format!("{}{n}", rules.game_id()),
            None => rules.game_id(),
        };
        let line =
            (sol.result == Outcome::Won).then(|| format!("{id} {}", format_moves(&sol.moves)));
        Ok(Report {
            game: self.name(),
            rules: self.describe(),
            params: self.params(),
            deal: file.deal,
            layout_text: layout.to_string(),
            layout: serde_json::to_value(&file).expect("deal files serialise"),
            result: sol.result,
            moves: sol.moves.iter().map(ToString::to_string).collect(),
            moves_json: serde_json::to_value(&sol.moves).expect("moves serialise"),
            line,
            nodes: sol.nodes,
            score: None,
        })
    }
}
