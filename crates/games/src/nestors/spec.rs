//! Nestors behind the seam: the family (`nestors`, with `--trump`, and `nestors-game`, games
//! to 1,000), its deal files, and double-dummy solving of a deal.

use super::auction::Policy;
use super::check::replay;
use super::deal::{NestorsDeal, SEATS};
use super::game_spec::{self, NestorsGame};
use super::position::{NestorsPos, Play};
use super::rules::{card, cards_text, Trump, DEAL_POINTS};
use crate::error::GameError;
use crate::spec::{
    DealReport, DealSolver, Family, GameOptions, GameSpec, Listing, Report, Score, Sight,
};
use patience_search::{AlphaBeta, Outcome, SolverConfig, Valued};

/// The default table of a deal's search, in MiB: 256 (a whole deal searches hundreds of millions
/// of positions; a larger table, given with `--table-mib`, searches fewer).
pub const TABLE_MIB: usize = 256;

/// The default budget of a deal's search, in positions: 5,000,000,000 (a whole deal searches
/// hundreds of millions to a few billion positions, minutes of a core).
pub const NODE_LIMIT: u64 = 5_000_000_000;

/// Games to 1,000 with the policy fitted to the double-dummy tables.
const GAMES: NestorsGame = NestorsGame {
    policy: Policy::TABLES,
};

/// Nestors in the registry.
pub static FAMILY: NestorsFamily = NestorsFamily;

/// The family of the one game `nestors`.
#[derive(Copy, Clone, Debug)]
pub struct NestorsFamily;

/// Nestors with a trump, solved double dummy (every hand known, best play by all four).
#[derive(Copy, Clone, Debug)]
pub struct Nestors {
    /// The deal's trump rank.
    pub trump: Trump,
}

const NAME: &str = "nestors";

impl Family for NestorsFamily {
    fn name(&self) -> &'static str {
        NAME
    }

    fn listings(&self) -> Vec<Listing> {
        let game = Nestors {
            trump: Trump::Jacks,
        };
        vec![
            Listing {
                name: NAME.into(),
                family: NAME,
                layout:
                    "four players in two partnerships, 36 cards, tricks of three; solved double \
                     dummy with --trump aces, jacks or tens"
                        .into(),
                published: None,
                params: game.params(),
            },
            Listing {
                name: game_spec::NAME.into(),
                family: NAME,
                layout:
                    "games to 1,000 of nestors, every player bidding by a simple policy fitted \
                     to the double-dummy tables, each deal played double dummy"
                        .into(),
                published: None,
                params: GAMES.params(),
            },
        ]
    }

    fn resolve(
        &self,
        name: &str,
        options: &GameOptions,
    ) -> Option<Result<Box<dyn GameSpec>, GameError>> {
        if name == game_spec::NAME {
            return Some(
                options
                    .refuse_all(game_spec::NAME, "nestors-game takes no options")
                    .map(|()| Box::new(GAMES) as Box<dyn GameSpec>),
            );
        }
        (name == NAME).then(|| {
            let mut rest = options.clone();
            let trump = rest.layout.trump.take();
            rest.refuse_all(NAME, "nestors takes only --trump")?;
            let trump: Trump = trump
                .ok_or_else(|| {
                    GameError::BadRules("nestors needs --trump aces, jacks or tens".into())
                })?
                .parse()?;
            Ok(Box::new(Nestors { trump }) as Box<dyn GameSpec>)
        })
    }

    fn game_of_rules(
        &self,
        rules: &serde_json::Value,
        options: &GameOptions,
    ) -> Option<Result<Box<dyn GameSpec>, GameError>> {
        let game = rules.get("game").and_then(|g| g.as_str());
        (game == Some(NAME) || game == Some(game_spec::NAME)).then(|| {
            if rules.get("game").and_then(|g| g.as_str()) == Some(game_spec::NAME) {
                return self
                    .resolve(game_spec::NAME, options)
                    .expect("the name is ours");
            }
            let trump = rules
                .get("trump")
                .and_then(|t| t.as_str())
                .ok_or_else(|| GameError::GameFile("nestors rules without a trump".into()))?;
            let mut with = options.clone();
            with.layout.trump = Some(trump.to_string());
            self.resolve(NAME, &with).expect("the name is ours")
        })
    }
}

impl Nestors {
    /// Solves `deal` double dummy: the points the bidder and partner take with best play by all,
    /// a line of best play (33 plays), and the nodes searched; unknown past `node_limit` nodes.
    ///
    /// # Errors
    /// [`GameError::BadLayout`] when the deal is not a Nestors deal.
    pub fn solve_deal(
        &self,
        deal: &NestorsDeal,
        search: &mut AlphaBeta<NestorsPos>,
    ) -> Result<Valued<Play>, GameError> {
        let (hands, table) = deal.codes()?;
        let mut pos = NestorsPos::new(self.trump, &hands, table);
        Ok(search.solve(&mut pos))
    }

    /// The plays of a line as the checker reads them.
    pub fn line_cards(line: &[Play]) -> Vec<(patience_cards::Card, Option<patience_cards::Card>)> {
        line.iter()
            .map(|p| (card(p.card), (p.keep != Play::NONE).then(|| card(p.keep))))
            .collect()
    }
}

/// Whether the double-dummy search has every setting of `config`.
///
/// # Errors
/// [`GameError::Setting`] for a depth cap (`config.max_depth`): the search goes to the end of a
/// deal's 36 cards and no further, so a cap could only stop it short, which no user wants
/// silently ignored nor silently applied.
pub(crate) fn check_double_dummy(config: &SolverConfig) -> Result<(), GameError> {
    match config.max_depth {
        Some(depth) => Err(GameError::Setting(format!(
            "--max-depth {depth}: the Nestors double-dummy search ends with the deal's 36 cards \
             and has no depth to cap"
        ))),
        None => Ok(()),
    }
}

/// The double-dummy search of the settings `config`: its node budget and its table's memory.
///
/// # Errors
/// As [`check_double_dummy`].
pub(crate) fn double_dummy(config: &SolverConfig) -> Result<AlphaBeta<NestorsPos>, GameError> {
    check_double_dummy(config)?;
    Ok(AlphaBeta::with_table(config.node_limit, config.table_bytes))
}

impl GameSpec for Nestors {
    fn family(&self) -> &'static str {
        NAME
    }

    fn name(&self) -> String {
        NAME.into()
    }

    fn describe(&self) -> String {
        format!(
            "Nestors (Ali Safaaei): 36 cards (6 to ace), trumps {}, the bidder (first to bid, \
             on the dealer's right) holds 9 cards and leads with two of the 3 face-up table \
             cards, the third leads the second trick; tricks of three with the third player's \
             constraint; 15 a trump, 10 and 5 for the other two of ace, jack and ten, 5 a trick, \
             10 for most spades: {DEAL_POINTS} a deal; solved double dummy (every card known, \
             best play by all)",
            self.trump
        )
    }

    fn rules_json(&self) -> serde_json::Value {
        serde_json::json!({ "game": NAME, "trump": self.trump, "bidder": "first to bid" })
    }

    fn sight(&self) -> Sight {
        Sight::Open
    }

    fn params(&self) -> serde_json::Value {
        serde_json::json!({
            "family": self.family(),
            "rules": self.rules_json(),
            "solved": "double dummy: every hand known, best play by both partnerships",
        })
    }

    /// [`TABLE_MIB`].
    fn table_mib(&self) -> usize {
        TABLE_MIB
    }

    /// [`NODE_LIMIT`].
    fn node_limit(&self) -> u64 {
        NODE_LIMIT
    }

    fn check_config(&self, config: &SolverConfig) -> Result<(), GameError> {
        check_double_dummy(config)
    }

    fn worker(&self, config: SolverConfig) -> Result<Box<dyn DealSolver>, GameError> {
        Ok(Box::new(Worker {
            game: *self,
            search: double_dummy(&config)?,
        }))
    }

    fn deal_file(&self, deal: u64) -> Result<serde_json::Value, GameError> {
        Ok(serde_json::to_value(NestorsDeal::number(deal)).expect("deal files serialise"))
    }

    fn deal_text(&self, deal: u64) -> Result<String, GameError> {
        Ok(NestorsDeal::number(deal).text())
    }

    fn solve_file(&self, text: &str, config: SolverConfig) -> Result<Report, GameError> {
        let deal: NestorsDeal =
            serde_json::from_str(text).map_err(|e| GameError::DealFile(e.to_string()))?;
        if deal.game != NAME {
            return Err(GameError::DealFile(format!(
                "a deal of {:?}, not of {NAME}",
                deal.game
            )));
        }
        let mut search = double_dummy(&config)?;
        let solved = self.solve_deal(&deal, &mut search)?;
        let (result, moves, score) = match solved.points {
            None => (Outcome::Unknown, Vec::new(), None),
            Some(points) => {
                let played = replay(&deal, self.trump, &Nestors::line_cards(&solved.line))
                    .map_err(|e| GameError::BadLayout(format!("the search's line: {e}")))?;
                assert_eq!(
                    played.points[0], points,
                    "the replay agrees with the search"
                );
                let moves = played
                    .tricks
                    .iter()
                    .map(|t| {
                        let cards: Vec<String> = t
                            .cards
                            .iter()
                            .map(|&(seat, c)| {
                                format!("{} {c}", SEATS.get(seat).unwrap_or(&"table"))
                            })
                            .collect();
                        let side = ["bidder and partner", "opponents"][t.side];
                        format!("{}: {side}", cards.join(", "))
                    })
                    .collect();
                let score = Score {
                    side: "bidder and partner".into(),
                    points: i64::from(points),
                    total: i64::from(DEAL_POINTS),
                };
                (Outcome::Won, moves, Some(score))
            }
        };
        let line: Vec<String> = solved
            .line
            .iter()
            .map(|p| {
                if p.keep == Play::NONE {
                    cards_text(&[p.card])
                } else {
                    format!("{}+{}", cards_text(&[p.card]), cards_text(&[p.keep]))
                }
            })
            .collect();
        Ok(Report {
            game: self.name(),
            rules: self.describe(),
            params: self.params(),
            deal: deal.deal,
            layout_text: deal.text(),
            layout: serde_json::to_value(&deal).expect("deal files serialise"),
            result,
            moves,
            moves_json: serde_json::to_value(&line).expect("plays serialise"),
            line: (!line.is_empty()).then(|| line.join(" ")),
            nodes: solved.nodes,
            score,
        })
    }
}

/// A thread's double-dummy solver: one search, its table's memory kept between deals.
struct Worker {
    game: Nestors,
    search: AlphaBeta<NestorsPos>,
}

impl DealSolver for Worker {
    fn solve_deal(&mut self, deal: u64) -> Result<DealReport, GameError> {
        let d = NestorsDeal::number(deal);
        let (hands, table) = d.codes()?;
        let mut pos = NestorsPos::new(self.game.trump, &hands, table);
        let solved = self.search.solve(&mut pos);
        let result = if solved.points.is_some() {
            Outcome::Won
        } else {
            Outcome::Unknown
        };
        Ok(DealReport {
            points: solved.points,
            ..DealReport::solved(deal, result, solved.nodes)
        })
    }
}
