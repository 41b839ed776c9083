//! Games for several seats played out by stated players (issue 20): Double Solitaire, Pishe
//! Pasha, Nuts. Not solitaires, and not solved: each deal is played to its end by one player a
//! side, and the run says how often each side wins, how long a game lasts and how it scores.
//!
//! A game gives its position as a [`SeatGame`] (whose side is to move, its legal moves, a move,
//! the end, its simple rule for the greedy player); a [`SeatPlayer`] picks one legal move;
//! [`play_out`] plays a deal to its end or to the game's turn limit (a draw). [`SeatRules`] is
//! what a game adds to be a [`GameSpec`] ([`SeatSpec`]), so that `simulate`, per-deal files,
//! `--resume`, `--shard` and `merge` work unchanged: a deal's [`DealReport`] has `result` `won`
//! when the first side wins (the side that plays first), `lost` when the second side wins,
//! `unknown` for a draw (the turn limit, or a tie where the game scores one); `nodes` the game's
//! length (turns, or moves where the game has no turns); `points` the first side's points
//! (negative when it loses them).

use crate::error::GameError;
use crate::player::{rng_of, PlayerKind, PlayerSpec};
use crate::spec::{DealReport, DealSolver, Family, GameOptions, GameSpec, Listing, Report, Sight};
use patience_search::{Outcome, SolverConfig};
use rand::seq::IndexedRandom;
use rand_pcg::Pcg64;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt;
use std::marker::PhantomData;

/// A position of a game for two sides, played forward one move at a time.
pub trait SeatGame: Clone {
    /// A move.
    type Move: Copy + PartialEq + fmt::Debug;

    /// The side to move: 0 (the first to play) or 1.
    fn to_move(&self) -> usize;

    /// The legal moves of the side to move, compulsory plays first where the rules make some
    /// compulsory (then only those are listed); empty only when the game is over.
    fn legal_moves(&self) -> Vec<Self::Move>;

    /// Plays `m`, one of [`SeatGame::legal_moves`].
    fn play(&mut self, m: Self::Move);

    /// How the game ended, or `None` while it goes on.
    fn end(&self) -> Option<End>;

    /// The game's length so far, in its unit ([`SeatRules::LENGTH_UNIT`]): turns, or moves.
    fn length(&self) -> u32;

    /// The first side's points at the end (negative: the second side's points).
    fn points(&self) -> i32;

    /// The game's simple rule for the greedy player: one of `legal` (nonempty).
    fn greedy(&self, legal: &[Self::Move]) -> Self::Move;
}

/// How a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum End {
    /// A side won (0: the first to play).
    Won(usize),
    /// No side won: the rules ended it level (a tie on points).
    Level,
}

/// A player of one side: picks a move.
pub trait SeatPlayer<G: SeatGame> {
    /// One of `legal` (nonempty).
    fn choose(&mut self, pos: &G, legal: &[G::Move]) -> G::Move;
}

/// Uniformly at random among the legal moves, with its own generator.
#[derive(Clone, Debug)]
pub struct RandomSeat {
    rng: Pcg64,
}

impl RandomSeat {
    /// The player of side `side` in deal `deal`: its generator is [`rng_of`] of the deal number
    /// for side 0, and of its complement (`!deal`) for side 1, so the two sides draw apart.
    pub fn new(deal: u64, side: usize) -> RandomSeat {
        RandomSeat {
            rng: rng_of(if side == 0 { deal } else { !deal }),
        }
    }
}

impl<G: SeatGame> SeatPlayer<G> for RandomSeat {
    fn choose(&mut self, _pos: &G, legal: &[G::Move]) -> G::Move {
        *legal.choose(&mut self.rng).expect("a nonempty list")
    }
}

/// The game's own rule ([`SeatGame::greedy`]).
#[derive(Copy, Clone, Debug, Default)]
pub struct GreedySeat;

impl<G: SeatGame> SeatPlayer<G> for GreedySeat {
    fn choose(&mut self, pos: &G, legal: &[G::Move]) -> G::Move {
        pos.greedy(legal)
    }
}

/// One game played to its end.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatResult<M> {
    /// How it ended; `Level` also when the turn limit stopped it (`capped`).
    pub end: End,
    /// Whether the game's limit on its length stopped it (a draw).
    pub capped: bool,
    /// Its length ([`SeatGame::length`]).
    pub length: u32,
    /// The first side's points ([`SeatGame::points`]; 0 when capped).
    pub points: i32,
    /// Every move played, in order.
    pub moves: Vec<M>,
}

impl<M> SeatResult<M> {
    /// The winning side, if any.
    pub fn winner(&self) -> Option<usize> {
        match self.end {
            End::Won(s) => Some(s),
            End::Level => None,
        }
    }
}

/// Plays `pos` to its end, side `s` choosing with `players[s]`, stopping as a draw once its
/// length reaches `limit` (every game then ends).
///
/// # Panics
/// When a game not over offers no legal move (a bug of the game's rules).
pub fn play_out<G: SeatGame>(
    mut pos: G,
    players: &mut [&mut dyn SeatPlayer<G>; 2],
    limit: u32,
) -> SeatResult<G::Move> {
    let mut moves = Vec::new();
    loop {
        if let Some(end) = pos.end() {
            return SeatResult {
                end,
                capped: false,
                length: pos.length(),
                points: pos.points(),
                moves,
            };
        }
        if pos.length() >= limit {
            return SeatResult {
                end: End::Level,
                capped: true,
                length: pos.length(),
                points: 0,
                moves,
            };
        }
        let legal = pos.legal_moves();
        assert!(!legal.is_empty(), "a game not over has a legal move");
        let m = players[pos.to_move()].choose(&pos, &legal);
        debug_assert!(legal.contains(&m), "the player chose a legal move");
        pos.play(m);
        moves.push(m);
    }
}

/// Plays `pos` with `kind` on both sides (random or greedy), deal `deal` seeding the random
/// players.
///
/// # Panics
/// For a player other than random and greedy (refused before: [`GameSpec::played_by`]).
pub fn play_kind<G: SeatGame>(
    pos: G,
    kind: PlayerKind,
    deal: u64,
    limit: u32,
) -> SeatResult<G::Move> {
    match kind {
        PlayerKind::Greedy => play_out(pos, &mut [&mut GreedySeat, &mut GreedySeat], limit),
        PlayerKind::Random => play_out(
            pos,
            &mut [&mut RandomSeat::new(deal, 0), &mut RandomSeat::new(deal, 1)],
            limit,
        ),
        other => panic!("{other}: games of several seats have random and greedy players only"),
    }
}

/// What a game for two sides adds to be a [`GameSpec`] ([`SeatSpec`]).
pub trait SeatRules: Copy + Send + Sync + fmt::Debug + 'static {
    /// The position.
    type Pos: SeatGame;
    /// A deal, as its deal file holds it (JSON, with `game` and `deal`).
    type Deal: Serialize + DeserializeOwned + SeatDeal;

    /// The game's name: preset, family and shuffle name.
    const NAME: &'static str;
    /// The sides, as a person names them (side 0 first).
    const SIDES: [&'static str; 2];
    /// What [`SeatGame::length`] counts, plural (`turns`, `moves`).
    const LENGTH_UNIT: &'static str;
    /// The longest game: a game that reaches this length ends a draw.
    const LIMIT: u32;

    /// One line on the layout and rules, for listings.
    fn layout() -> String;
    /// The full rules in one line, every reading named.
    fn describe() -> String;
    /// Deal number `n`.
    fn deal(n: u64) -> Self::Deal;
    /// The standard pack shuffled for deal `n` of the game ([`SeatRules::NAME`]).
    fn shuffled_pack(n: u64) -> Vec<patience_cards::Card> {
        let mut pack = standard_pack();
        patience_cards::DealRng::new(Self::NAME, n).shuffle(&mut pack);
        pack
    }
    /// The deal as a person reads it.
    fn deal_text(deal: &Self::Deal) -> String;
    /// The start position of a deal.
    ///
    /// # Errors
    /// [`GameError::BadLayout`] when the deal is not a whole pack laid out as the game deals.
    fn start(deal: &Self::Deal) -> Result<Self::Pos, GameError>;
    /// Move `m` as a person reads it, played in `pos`.
    fn move_text(pos: &Self::Pos, m: <Self::Pos as SeatGame>::Move) -> String;
}

/// What every deal file of a game for two sides names: its game and its number.
pub trait SeatDeal {
    /// The deal's `game` field.
    fn game(&self) -> &str;
    /// The deal's number, if it has one.
    fn number(&self) -> Option<u64>;
}

/// Implements [`SeatDeal`] for a deal type with the fields `game: String` and
/// `deal: Option<u64>`.
macro_rules! seat_deal {
    ($deal:ty) => {
        impl $crate::seats::SeatDeal for $deal {
            fn game(&self) -> &str {
                &self.game
            }

            fn number(&self) -> Option<u64> {
                self.deal
            }
        }
    };
}
pub(crate) use seat_deal;

/// Cards dealt one at a time to two stocks, the first stock first, each card dealt lying on the
/// last: the two stocks, each top card first.
pub fn deal_alternately(cards: &[patience_cards::Card]) -> [Vec<patience_cards::Card>; 2] {
    let mut stocks: [Vec<patience_cards::Card>; 2] = Default::default();
    for (i, &c) in cards.iter().enumerate() {
        stocks[i % 2].insert(0, c);
    }
    stocks
}

/// A deal's two stocks (each top card first) as a checker's queues, each top card at the front.
pub fn stock_queues(
    stocks: &[Vec<patience_cards::Card>; 2],
) -> [std::collections::VecDeque<patience_cards::Card>; 2] {
    stocks.each_ref().map(|s| s.iter().copied().collect())
}

/// The family of a game for two sides: its one preset.
#[derive(Debug)]
pub struct SeatFamily<R>(PhantomData<R>);

impl<R> Default for SeatFamily<R> {
    fn default() -> SeatFamily<R> {
        SeatFamily::new()
    }
}

impl<R> SeatFamily<R> {
    /// The family (for a `static`).
    pub const fn new() -> SeatFamily<R> {
        SeatFamily(PhantomData)
    }
}

impl<R: SeatRules> Family for SeatFamily<R> {
    fn name(&self) -> &'static str {
        R::NAME
    }

    fn listings(&self) -> Vec<Listing> {
        vec![Listing {
            name: R::NAME.into(),
            family: R::NAME,
            layout: R::layout(),
            published: None,
            params: SeatSpec::<R>::new().params(),
        }]
    }

    fn resolve(
        &self,
        name: &str,
        options: &GameOptions,
    ) -> Option<Result<Box<dyn GameSpec>, GameError>> {
        (name == R::NAME).then(|| {
            options.refuse_all(R::NAME, &format!("{} takes no options", R::NAME))?;
            Ok(Box::new(SeatSpec::<R>::new()) as Box<dyn GameSpec>)
        })
    }

    fn game_of_rules(
        &self,
        rules: &serde_json::Value,
        options: &GameOptions,
    ) -> Option<Result<Box<dyn GameSpec>, GameError>> {
        (rules.get("game").and_then(|g| g.as_str()) == Some(R::NAME))
            .then(|| self.resolve(R::NAME, options).expect("the name is ours"))
    }
}

/// A game for two sides behind the seam, with the player of both sides. `simulate` without
/// `--player` plays greedy against greedy; `--player random|greedy` puts that player on both
/// sides ([`GameSpec::played_by`]).
#[derive(Debug)]
pub struct SeatSpec<R> {
    kind: PlayerKind,
    rules: PhantomData<R>,
}

impl<R> Default for SeatSpec<R> {
    fn default() -> SeatSpec<R> {
        SeatSpec::new()
    }
}

impl<R> SeatSpec<R> {
    /// The game, greedy against greedy.
    pub const fn new() -> SeatSpec<R> {
        SeatSpec::with(PlayerKind::Greedy)
    }

    /// The game with `kind` on both sides (random or greedy: see [`GameSpec::played_by`]).
    pub const fn with(kind: PlayerKind) -> SeatSpec<R> {
        SeatSpec {
            kind,
            rules: PhantomData,
        }
    }
}

impl<R: SeatRules> SeatSpec<R> {
    /// Plays deal `deal` with `kind` on both sides, the deal's report as `simulate` writes it.
    ///
    /// # Errors
    /// None for our own deal numbers (every deal deals); kept for the seam's signature.
    pub fn report(deal: u64, kind: PlayerKind) -> Result<DealReport, GameError> {
        let pos = R::start(&R::deal(deal))?;
        Ok(deal_report(deal, &play_kind(pos, kind, deal, R::LIMIT)))
    }

    fn check_kind(player: PlayerSpec) -> Result<PlayerKind, GameError> {
        match player.kind {
            k @ (PlayerKind::Random | PlayerKind::Greedy) => Ok(k),
            other => Err(GameError::BadRules(format!(
                "{}: the {other} player plays solitaires only; a game of two sides has \
                 random and greedy players",
                R::NAME
            ))),
        }
    }

    /// The report of `deal` (numbered `number`) played with `kind` on both sides: `won` when
    /// the first side wins, the moves as played.
    fn played(deal: &R::Deal, number: Option<u64>, kind: PlayerKind) -> Result<Report, GameError> {
        let (result, moves) = Self::lines(deal, kind)?;
        let game = SeatSpec::<R>::with(kind);
        Ok(Report {
            game: game.name(),
            rules: game.describe(),
            params: game.params(),
            deal: number,
            layout_text: R::deal_text(deal),
            layout: serde_json::to_value(deal).expect("deal files serialise"),
            result,
            nodes: moves.len() as u64 - 1,
            moves_json: serde_json::json!(moves),
            moves,
            line: None,
            score: None,
        })
    }

    /// The moves of a played game as a person reads them, and its last line (who won).
    fn lines(deal: &R::Deal, kind: PlayerKind) -> Result<(Outcome, Vec<String>), GameError> {
        let start = R::start(deal)?;
        let number = deal.number().unwrap_or(0);
        let g = play_kind(start.clone(), kind, number, R::LIMIT);
        let mut pos = start;
        let mut lines = Vec::new();
        for &m in &g.moves {
            lines.push(format!(
                "{}: {}",
                R::SIDES[pos.to_move()],
                R::move_text(&pos, m)
            ));
            pos.play(m);
        }
        lines.push(match (g.winner(), g.capped) {
            (Some(s), _) => format!(
                "{} wins after {} {} (first side's points {})",
                R::SIDES[s],
                g.length,
                R::LENGTH_UNIT,
                g.points
            ),
            (None, true) => format!(
                "a draw: the limit of {} {} ran out",
                R::LIMIT,
                R::LENGTH_UNIT
            ),
            (None, false) => format!("level after {} {}", g.length, R::LENGTH_UNIT),
        });
        Ok((outcome(&g), lines))
    }
}

/// The outcome of a played game in the solitaires' terms: `Won` when the first side wins,
/// `Lost` when the second does, `Unknown` for a draw.
pub fn outcome<M>(g: &SeatResult<M>) -> Outcome {
    match g.winner() {
        Some(0) => Outcome::Won,
        Some(_) => Outcome::Lost,
        None => Outcome::Unknown,
    }
}

/// The per-deal report of deal `deal` played as `g`: outcome ([`outcome`]), its length as
/// nodes, the first side's points.
pub fn deal_report<M>(deal: u64, g: &SeatResult<M>) -> DealReport {
    DealReport {
        points: Some(g.points),
        ..DealReport::solved(deal, outcome(g), u64::from(g.length))
    }
}

impl<R: SeatRules> GameSpec for SeatSpec<R> {
    fn family(&self) -> &'static str {
        R::NAME
    }

    fn name(&self) -> String {
        R::NAME.into()
    }

    fn describe(&self) -> String {
        format!(
            "{}; played {} against {}",
            R::describe(),
            self.kind,
            self.kind
        )
    }

    fn rules_json(&self) -> serde_json::Value {
        serde_json::json!({ "game": R::NAME, "limit": R::LIMIT, "length": R::LENGTH_UNIT })
    }

    fn sight(&self) -> Sight {
        Sight::Open
    }

    fn params(&self) -> serde_json::Value {
        serde_json::json!({
            "family": self.family(),
            "rules": self.rules_json(),
            "player": self.kind.as_str(),
            "solved": format!(
                "played {k} against {k} to the end (won: {} wins; lost: {} wins; unknown: a \
                 draw; nodes: {}; points: the {}'s)",
                R::SIDES[0],
                R::SIDES[1],
                R::LENGTH_UNIT,
                R::SIDES[0],
                k = self.kind,
            ),
        })
    }

    fn worker(&self, _config: SolverConfig) -> Result<Box<dyn DealSolver>, GameError> {
        Ok(Box::new(Worker::<R> {
            kind: self.kind,
            rules: PhantomData,
        }))
    }

    /// The game with `player` on both sides: random or greedy.
    fn played_by(&self, player: PlayerSpec) -> Option<Result<Box<dyn GameSpec>, GameError>> {
        Some(
            Self::check_kind(player).map(|k| Box::new(SeatSpec::<R>::with(k)) as Box<dyn GameSpec>),
        )
    }

    fn player_worker(&self, player: PlayerSpec) -> Result<Box<dyn DealSolver>, GameError> {
        Ok(Box::new(Worker::<R> {
            kind: Self::check_kind(player)?,
            rules: PhantomData,
        }))
    }

    fn deal_file(&self, deal: u64) -> Result<serde_json::Value, GameError> {
        Ok(serde_json::to_value(R::deal(deal)).expect("deal files serialise"))
    }

    fn deal_text(&self, deal: u64) -> Result<String, GameError> {
        Ok(R::deal_text(&R::deal(deal)))
    }

    /// Plays the deal with the game's player on both sides: `won` when the first side wins, the
    /// moves as played.
    fn solve_file(&self, text: &str, _config: SolverConfig) -> Result<Report, GameError> {
        let deal: R::Deal =
            serde_json::from_str(text).map_err(|e| GameError::DealFile(e.to_string()))?;
        if deal.game() != R::NAME {
            return Err(GameError::DealFile(format!(
                "a deal of {:?}, not of {}",
                deal.game(),
                R::NAME
            )));
        }
        Self::played(&deal, deal.number(), self.kind)
    }

    fn play_deal(&self, deal: u64, player: PlayerSpec) -> Result<Report, GameError> {
        let kind = Self::check_kind(player)?;
        Self::played(&R::deal(deal), Some(deal), kind)
    }
}

/// A thread's player: plays deal after deal with one kind of player on both sides.
struct Worker<R> {
    kind: PlayerKind,
    rules: PhantomData<R>,
}

impl<R: SeatRules> DealSolver for Worker<R> {
    fn solve_deal(&mut self, deal: u64) -> Result<DealReport, GameError> {
        SeatSpec::<R>::report(deal, self.kind)
    }
}

/// The 52 cards of one standard deck, clubs, diamonds, hearts, spades, each ace to king.
pub fn standard_pack() -> Vec<patience_cards::Card> {
    patience_cards::Suit::ALL
        .iter()
        .flat_map(|&s| (1..=13).map(move |r| patience_cards::Card::new(r, s)))
        .collect()
}

/// Whether `c` is red (diamonds, hearts).
pub fn is_red(c: patience_cards::Card) -> bool {
    c.suit().is_some_and(patience_cards::Suit::is_red)
}

/// The cards as text, space-separated (`AS 10H QD`), `-` for none.
pub fn cards_text(cards: &[patience_cards::Card]) -> String {
    if cards.is_empty() {
        "-".into()
    } else {
        cards
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// Checks that `cards` are one standard deck, each card once.
///
/// # Errors
/// [`GameError::BadLayout`] naming a card dealt twice or the count.
pub fn check_pack(cards: &[patience_cards::Card]) -> Result<(), GameError> {
    let mut seen = 0u64;
    for &c in cards {
        let Some(s) = c.suit() else {
            return Err(GameError::BadLayout(format!("{c}: no jokers in this game")));
        };
        let bit = 1u64 << ((c.rank() - 1) * 4 + s as u8);
        if seen & bit != 0 {
            return Err(GameError::BadLayout(format!("{c} is dealt twice")));
        }
        seen |= bit;
    }
    if cards.len() != 52 {
        return Err(GameError::BadLayout(format!(
            "{} cards, not the 52 of one deck",
            cards.len()
        )));
    }
    Ok(())
}
