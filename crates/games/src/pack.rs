//! The seam for games whose layout is the shuffled pack itself, in dealing order (Aces Up,
//! Baroness): one generic [`Family`] and [`GameSpec`] over each game's rules ([`PackRules`]),
//! so that such a game is its rules, its position and its checker.
//!
//! A deal file holds the game's name, the deal number if any, and the pack in dealing order
//! (`{"game": "aces-up", "deal": 7, "pack": ["5H", ...]}`).

use crate::error::GameError;
use crate::pack_play::PlaysPack;
use crate::player::PlayerSpec;
use crate::rows::RowShape;
use crate::spec::{DealFormat, Report, Sight};
use crate::spec::{DealNumber, DealReport, DealSolver, Family, GameOptions, GameSpec, Listing};
use patience_cards::{pack_difference, Card, DealRng, DeckSpec};
use patience_search::{shorten, Game, Solver, SolverConfig, Verdict};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::{self, Write};
use std::marker::PhantomData;

/// A game's rules, for the generic seam: the game's pack, how its rows are dealt, its position
/// and how a move reads.
pub trait PackRules:
    Copy + fmt::Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// The searchable position.
    type Pos: Game<Move: Send, Undo: Send> + Send + 'static;
    /// A move as a person makes it, with the cards named.
    type Step: Serialize + fmt::Display;
    /// The family's name (one word, also the `game` tag of its rules in JSON). It seeds the
    /// shuffle of our deal numbers, so every reading of a game deals the same layouts.
    const FAMILY: &'static str;
    /// The game's name in messages (`Aces Up`).
    const TITLE: &'static str;

    /// The presets, in the order `patience games` lists them.
    fn presets() -> &'static [Preset<Self>];

    /// Checks that the rules make a game the position can hold.
    ///
    /// # Errors
    /// [`GameError::BadRules`] saying what does not fit.
    fn validate(&self) -> Result<(), GameError>;

    /// The full rules in one line.
    fn describe(&self) -> String;

    /// The pack.
    fn deck(&self) -> DeckSpec;

    /// Where the rows of the pack go.
    fn shape(&self) -> RowShape;

    /// The start of play of `pack` (dealing order, valid for the rules).
    fn start(&self, pack: &[Card]) -> Self::Pos;

    /// Move `m` of `pos` as a person makes it (read before it is played).
    fn step(pos: &Self::Pos, m: <Self::Pos as Game>::Move) -> Self::Step;

    /// Plays `m` on `pos`, appending to `out` the moves it makes as a person makes them: by
    /// default the one [`PackRules::step`]; a game whose search plays a run of moves as one
    /// spells the run out.
    fn play_steps(pos: &mut Self::Pos, m: <Self::Pos as Game>::Move, out: &mut Vec<Self::Step>) {
        out.push(Self::step(pos, m));
        pos.apply(m);
    }

    /// The pack, in this game's dealing order, of PySolFC's game number `game`, for the games
    /// PySolFC deals; by default none.
    ///
    /// # Errors
    /// [`GameError::BadRules`] saying why PySolFC's deal cannot be played under these rules.
    fn pysol_pack(&self, game: u64) -> Result<Vec<Card>, GameError> {
        let _ = game;
        Err(GameError::BadRules(format!(
            "pysol:{game}: PySolFC's deals of {} are not reproduced; use N",
            Self::TITLE
        )))
    }

    /// The pack, in this game's dealing order, of Solvitaire's seed `seed` (`solvitaire
    /// --random N`), for the games Solvitaire deals; by default none.
    ///
    /// # Errors
    /// [`GameError::BadRules`] saying why Solvitaire's deal cannot be played under these rules
    /// (or that a seed does not fit its 32-bit generator).
    fn solvitaire_pack(&self, seed: u64) -> Result<Vec<Card>, GameError> {
        Err(GameError::BadRules(format!(
            "solvitaire:{seed}: Solvitaire's deals of {} are not reproduced; use N",
            Self::TITLE
        )))
    }

    /// The pack, in this game's dealing order, of a deal file in another program's format, or
    /// `None` when `text` is not such a file (it is then read as ours); by default `None`. The
    /// pack is checked against the game's afterwards.
    ///
    /// # Errors
    /// [`GameError::DealFile`] for a file of the other program's shape that cannot be read.
    fn parse_foreign(&self, text: &str) -> Option<Result<Vec<Card>, GameError>> {
        let _ = text;
        None
    }

    /// The default nodes of the first search run before a restart, for positions that restart
    /// ([`patience_search::Game::restarts`]); by default the solver's.
    fn restart_nodes(&self) -> u64 {
        SolverConfig::default().restart_nodes
    }

    /// The default size of each thread's transposition table, in MiB ([`GameSpec::table_mib`]):
    /// by default 32.
    fn table_mib(&self) -> usize {
        32
    }

    /// The deal of `pack` in another program's format (`DealFormat::Patience` is ours and
    /// never asked); by default none.
    ///
    /// # Errors
    /// [`GameError::BadRules`] for a format this game has no writer for.
    fn deal_in(&self, pack: &[Card], format: DealFormat) -> Result<serde_json::Value, GameError> {
        let _ = pack;
        Err(GameError::BadRules(format!(
            "{} has no deal file in {format}'s format",
            Self::TITLE
        )))
    }

    /// The game's players who see only the face-up cards ([`crate::pack_play`]), or `None` (the
    /// default) for a game without them.
    fn players(&self) -> Option<&dyn PlaysPack> {
        None
    }

    /// The layout as a person reads it: by default the rows as they will be dealt.
    fn layout_text(&self, pack: &[Card]) -> String {
        let shape = self.shape();
        let mut s = String::from("stock, in rows as dealt (pile 1 first):\n");
        let full = usize::from(shape.cards / shape.width) * usize::from(shape.width);
        for (i, row) in pack.chunks(usize::from(shape.width)).enumerate() {
            let cards: Vec<String> = row.iter().map(ToString::to_string).collect();
            let aside = if shape.aside && i * usize::from(shape.width) >= full {
                " (laid aside)"
            } else {
                ""
            };
            let _ = writeln!(s, "row {:2}: {}{aside}", i + 1, cards.join(" "));
        }
        s
    }
}

/// The moves of `line`, played from `pos`, as a person makes them ([`PackRules::play_steps`]).
pub(crate) fn steps_of<R: PackRules>(
    mut pos: R::Pos,
    line: &[<R::Pos as Game>::Move],
) -> Vec<R::Step> {
    let mut steps = Vec::new();
    for &m in line {
        R::play_steps(&mut pos, m, &mut steps);
    }
    steps
}

/// A named reading of a game and what its sources publish.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Preset<R> {
    /// The name used on the command line.
    pub name: &'static str,
    /// The rules.
    pub rules: R,
    /// The published figures, as worded by their sources.
    pub published: &'static str,
}

/// The family of a [`PackRules`] game in the registry.
pub struct PackFamily<R>(PhantomData<fn() -> R>);

impl<R> PackFamily<R> {
    /// The family (for a `static`).
    pub const NEW: PackFamily<R> = PackFamily(PhantomData);
}

/// A game of a [`PackRules`] family: its name and rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PackGame<R> {
    name: String,
    rules: R,
}

/// A deal file: the pack in dealing order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PackDeal {
    /// The game's name.
    pub game: String,
    /// Our deal number, if the layout came from one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<u64>,
    /// The pack, the first card dealt first.
    pub pack: Vec<Card>,
}

/// What solving one layout found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PackSolution<S> {
    /// Won, lost or unknown.
    pub result: patience_search::Outcome,
    /// The winning moves as a person makes them (empty unless won).
    pub steps: Vec<S>,
    /// Nodes the search expanded.
    pub nodes: u64,
}

impl<R: PackRules> PackGame<R> {
    /// The game with `rules`, named after its preset when the rules are a preset's.
    ///
    /// # Errors
    /// Rules that make no game ([`PackRules::validate`]).
    pub fn new(rules: R) -> Result<PackGame<R>, GameError> {
        rules.validate()?;
        let name = match R::presets().iter().find(|p| p.rules == rules) {
            Some(p) => p.name.to_string(),
            None => format!("{}-custom", R::FAMILY),
        };
        Ok(PackGame { name, rules })
    }

    /// The rules.
    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// Our deal number `deal`: the pack shuffled by [`DealRng`] seeded with the family's name
    /// and the number.
    pub fn pack(&self, deal: u64) -> Vec<Card> {
        let mut cards = self.rules.deck().cards();
        DealRng::new(R::FAMILY, deal).shuffle(&mut cards);
        cards
    }

    /// The deal of `deal`: ours, PySolFC's for the games it deals ([`PackRules::pysol_pack`]),
    /// or Solvitaire's for the games it deals ([`PackRules::solvitaire_pack`]).
    ///
    /// # Errors
    /// A PySolFC or Solvitaire number of a game that program does not deal.
    pub fn layout(&self, deal: DealNumber) -> Result<PackDeal, GameError> {
        match deal {
            DealNumber::Ours(n) => Ok(PackDeal {
                game: self.name.clone(),
                deal: Some(n),
                pack: self.pack(n),
            }),
            DealNumber::Pysol(n) => Ok(PackDeal {
                game: self.name.clone(),
                deal: None,
                pack: self.rules.pysol_pack(n)?,
            }),
            DealNumber::Solvitaire(n) => Ok(PackDeal {
                game: self.name.clone(),
                deal: None,
                pack: self.rules.solvitaire_pack(n)?,
            }),
        }
    }

    /// Reads a deal file, ours or another program's ([`PackRules::parse_foreign`]), and checks
    /// that its pack is this game's.
    ///
    /// # Errors
    /// [`GameError::DealFile`] for JSON of another shape, [`GameError::BadLayout`] for another
    /// game's deal or another pack.
    pub fn parse(&self, text: &str) -> Result<PackDeal, GameError> {
        let d = match self.rules.parse_foreign(text) {
            Some(pack) => PackDeal {
                game: self.name.clone(),
                deal: None,
                pack: pack?,
            },
            None => serde_json::from_str(text).map_err(|e| GameError::DealFile(e.to_string()))?,
        };
        if d.game != self.name {
            return Err(GameError::BadLayout(format!(
                "the deal file is of {:?}, not {:?}",
                d.game, self.name
            )));
        }
        if let Some(diff) = pack_difference(&d.pack, &self.rules.deck().cards()) {
            return Err(GameError::BadLayout(format!("not the game's pack: {diff}")));
        }
        Ok(d)
    }

    /// The layout as a person reads it ([`PackRules::layout_text`]).
    pub fn text(&self, pack: &[Card]) -> String {
        self.rules.layout_text(pack)
    }

    /// Solves `pack` with `solver`, turning a win into steps (the solver's line with its
    /// detours cut out: [`shorten`]).
    pub fn solve_with(&self, solver: &mut Solver<R::Pos>, pack: &[Card]) -> PackSolution<R::Step> {
        let mut pos = self.rules.start(pack);
        let solved = solver.solve(&mut pos);
        let steps = match &solved.verdict {
            Verdict::Won(line) => {
                let line = shorten(&mut pos, line);
                steps_of::<R>(pos, &line)
            }
            _ => Vec::new(),
        };
        PackSolution {
            result: solved.verdict.outcome(),
            steps,
            nodes: solved.nodes,
        }
    }

    fn solve_layout(&self, d: &PackDeal, config: SolverConfig) -> Report {
        let sol = self.solve_with(&mut Solver::new(config), &d.pack);
        Report {
            game: self.name(),
            rules: self.describe(),
            params: self.params(),
            deal: d.deal,
            layout_text: self.text(&d.pack),
            layout: serde_json::to_value(d).expect("deal files serialise"),
            result: sol.result,
            moves: sol.steps.iter().map(ToString::to_string).collect(),
            moves_json: serde_json::to_value(&sol.steps).expect("steps serialise"),
            line: None,
            nodes: sol.nodes,
            score: None,
        }
    }
}

impl<R: PackRules> Family for PackFamily<R> {
    fn name(&self) -> &'static str {
        R::FAMILY
    }

    fn listings(&self) -> Vec<Listing> {
        R::presets()
            .iter()
            .map(|p| Listing {
                name: p.name.to_string(),
                family: R::FAMILY,
                layout: p.rules.describe(),
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
        let p = R::presets().iter().find(|p| p.name == name)?;
        Some(boxed(p.rules, options))
    }

    fn game_of_rules(
        &self,
        rules: &serde_json::Value,
        options: &GameOptions,
    ) -> Option<Result<Box<dyn GameSpec>, GameError>> {
        (rules.get("game")?.as_str()? == R::FAMILY).then(|| {
            // The tag names the family; serde writes it but reads it as an unknown field.
            let mut fields = rules.clone();
            if let Some(map) = fields.as_object_mut() {
                map.remove("game");
            }
            serde_json::from_value::<R>(fields)
                .map_err(|e| GameError::GameFile(e.to_string()))
                .and_then(|r| boxed(r, options))
        })
    }
}

fn boxed<R: PackRules>(rules: R, options: &GameOptions) -> Result<Box<dyn GameSpec>, GameError> {
    options.refuse_all(
        R::TITLE,
        &format!(
            "{}'s layout is fixed (a rules file may change its size)",
            R::TITLE
        ),
    )?;
    Ok(Box::new(PackGame::new(rules)?))
}

/// Solves deal after deal of one game, keeping its table.
struct PackWorker<R: PackRules> {
    game: PackGame<R>,
    solver: Solver<R::Pos>,
}

impl<R: PackRules> DealSolver for PackWorker<R> {
    fn solve_deal(&mut self, deal: u64) -> Result<DealReport, GameError> {
        let mut pos = self.game.rules.start(&self.game.pack(deal));
        let s = self.solver.solve(&mut pos);
        Ok(DealReport::solved(deal, s.verdict.outcome(), s.nodes))
    }
}

/// Plays deal after deal of one game with one player.
struct PackPlayer<R: PackRules> {
    game: PackGame<R>,
    player: PlayerSpec,
}

impl<R: PackRules> DealSolver for PackPlayer<R> {
    fn solve_deal(&mut self, deal: u64) -> Result<DealReport, GameError> {
        let (won, moves) = self
            .game
            .rules
            .players()
            .ok_or_else(|| GameError::NoPlayers(self.game.name()))?
            .play(&self.game.pack(deal), self.player, deal);
        Ok(DealReport::played(deal, won, moves))
    }
}

impl<R: PackRules> GameSpec for PackGame<R> {
    fn family(&self) -> &'static str {
        R::FAMILY
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

    /// The stock is face down: the solver knows its order.
    fn sight(&self) -> Sight {
        Sight::Thoughtful
    }

    /// The rules' budget where the search restarts, as the start of our deal 1 answers (these
    /// games answer by their rules, not by the deal).
    fn restart_nodes(&self) -> Option<u64> {
        self.rules
            .start(&self.pack(1))
            .restarts()
            .then(|| self.rules.restart_nodes())
    }

    fn table_mib(&self) -> usize {
        self.rules.table_mib()
    }

    fn max_depth(&self) -> Option<usize> {
        let depth = <R::Pos as Game>::MAX_DEPTH;
        (depth != usize::MAX).then_some(depth)
    }

    fn worker(&self, config: SolverConfig) -> Result<Box<dyn DealSolver>, GameError> {
        Ok(Box::new(PackWorker {
            game: self.clone(),
            solver: Solver::new(config),
        }))
    }

    fn play_deal(&self, deal: u64, player: PlayerSpec) -> Result<Report, GameError> {
        let (won, lines) = self
            .rules
            .players()
            .ok_or_else(|| GameError::NoPlayers(self.name()))?
            .play_lines(&self.pack(deal), player, deal);
        crate::player::played_report(self, deal, player, won, lines)
    }

    fn player_worker(&self, player: PlayerSpec) -> Result<Box<dyn DealSolver>, GameError> {
        if self.rules.players().is_none() {
            return Err(GameError::NoPlayers(self.name()));
        }
        Ok(Box::new(PackPlayer {
            game: self.clone(),
            player,
        }))
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
        Ok(self.text(&self.layout(deal)?.pack))
    }

    fn deal_file_in(
        &self,
        deal: DealNumber,
        format: DealFormat,
    ) -> Result<serde_json::Value, GameError> {
        match format {
            DealFormat::Patience => self.deal_file_of(deal),
            other => self.rules.deal_in(&self.layout(deal)?.pack, other),
        }
    }

    fn solve_file(&self, text: &str, config: SolverConfig) -> Result<Report, GameError> {
        Ok(self.solve_layout(&self.parse(text)?, config))
    }

    fn solve_number(&self, deal: DealNumber, config: SolverConfig) -> Result<Report, GameError> {
        Ok(self.solve_layout(&self.layout(deal)?, config))
    }
}
