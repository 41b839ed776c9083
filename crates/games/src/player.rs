//! Play without peeking: players who see only the face-up cards, for the games that hide some
//! (see `docs/design.md`, "Play without peeking").
//!
//! The engine knows no game: a game gives players a [`Playable`] position (its legal moves, a
//! move, whether it is won, what a player sees, and its hidden cards dealt again at random), and
//! a [`Player`] picks one of the legal moves. [`play`] plays one game to its end, won or lost;
//! [`with_player`] turns a game into one whose simulation plays each deal instead of solving it.

use crate::error::GameError;
use crate::spec::{DealNumber, DealSolver, GameSpec, Report, Sight};
use patience_search::{Game, Outcome, Solver, SolverConfig, Verdict};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64;
use std::collections::{HashMap, HashSet, VecDeque};
use std::fmt;
use std::hash::Hash;

/// The players a simulation may use (`patience simulate --player`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PlayerKind {
    /// Picks uniformly at random among the legal moves.
    Random,
    /// Follows the game's simple fixed rule ([`Playable::greedy`]).
    Greedy,
    /// Perfect-information Monte Carlo ([`SamplingPlayer`]): at each decision, deals the hidden
    /// cards again several times and plays the move the exact solver wins most often with.
    Sampling,
    /// Greedy rollouts ([`SamplingPlayer`] scoring with [`Playable::greedy`] play instead of the
    /// solver): at each decision, deals the hidden cards again several times and plays the move
    /// after which the greedy rule wins most often.
    Rollout,
}

impl PlayerKind {
    /// Every player.
    pub const ALL: [PlayerKind; 4] = [
        PlayerKind::Random,
        PlayerKind::Greedy,
        PlayerKind::Sampling,
        PlayerKind::Rollout,
    ];

    /// Its name on the command line and in JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            PlayerKind::Random => "random",
            PlayerKind::Greedy => "greedy",
            PlayerKind::Sampling => "sampling",
            PlayerKind::Rollout => "rollout",
        }
    }
}

/// A player and its settings: what `patience simulate --player` plays with.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PlayerSpec {
    /// Which player.
    pub kind: PlayerKind,
    /// [`PlayerKind::Sampling`] and [`PlayerKind::Rollout`]: deals of the hidden cards drawn at
    /// each decision (at least 1).
    pub samples: u32,
    /// [`PlayerKind::Sampling`]: the node budget of each exact solve of a drawn deal (a solve
    /// that spends it counts as half a win).
    pub sample_nodes: u64,
}

impl PlayerSpec {
    /// Default [`PlayerSpec::samples`].
    pub const SAMPLES: u32 = 10;
    /// Default [`PlayerSpec::sample_nodes`].
    pub const SAMPLE_NODES: u64 = 10_000;

    /// `kind` with the default settings.
    pub fn new(kind: PlayerKind) -> PlayerSpec {
        PlayerSpec {
            kind,
            samples: Self::SAMPLES,
            sample_nodes: Self::SAMPLE_NODES,
        }
    }

    /// The player and, for the sampling player, its settings, as they go into a run's
    /// parameters (so a per-deal file is resumed only by the same player with the same settings).
    pub fn params(&self) -> serde_json::Value {
        match self.kind {
            PlayerKind::Sampling => serde_json::json!({
                "player": self.kind.as_str(),
                "samples": self.samples,
                "sample_nodes": self.sample_nodes,
            }),
            PlayerKind::Rollout => serde_json::json!({
                "player": self.kind.as_str(),
                "samples": self.samples,
            }),
            _ => serde_json::json!({ "player": self.kind.as_str() }),
        }
    }
}

impl fmt::Display for PlayerSpec {
    /// `random`, `greedy`, `sampling (K samples of N nodes a decision)` or `rollout (K samples
    /// of greedy play a decision)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            PlayerKind::Sampling => write!(
                f,
                "sampling ({} samples of {} nodes a decision)",
                self.samples, self.sample_nodes
            ),
            PlayerKind::Rollout => write!(
                f,
                "rollout ({} samples of greedy play a decision)",
                self.samples
            ),
            k => f.write_str(k.as_str()),
        }
    }
}

impl fmt::Display for PlayerKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::str::FromStr for PlayerKind {
    type Err = String;

    /// Reads `random`, `greedy`, `sampling` or `rollout`.
    fn from_str(s: &str) -> Result<PlayerKind, String> {
        PlayerKind::ALL
            .into_iter()
            .find(|p| p.as_str() == s)
            .ok_or_else(|| format!("unknown player {s:?} (random, greedy, sampling or rollout)"))
    }
}

/// What a game gives its players: a position played forward one move at a time, of which a
/// player sees only [`Playable::seen`].
pub trait Playable: Clone {
    /// A move.
    type Move: Copy + PartialEq + fmt::Debug;
    /// What a player sees: the face-up cards and what else the rules show (how many cards the
    /// stock holds, say). Two positions a player cannot tell apart see the same.
    type Seen: Clone + Eq + Hash + fmt::Debug;

    /// Every move the rules allow now (compulsory moves included: when the rules leave only
    /// those, only those). Empty when the game is over.
    fn legal_moves(&self) -> Vec<Self::Move>;

    /// Plays `m`, one of [`Playable::legal_moves`].
    fn play(&mut self, m: Self::Move);

    /// Whether the game is won.
    fn is_won(&self) -> bool;

    /// What a player sees of the position.
    fn seen(&self) -> Self::Seen;

    /// The position with its hidden cards dealt again uniformly at random among the deals
    /// consistent with what was seen (the same [`Playable::seen`] now, and after every move
    /// played so far).
    #[must_use]
    fn resample<R: Rng + ?Sized>(&self, rng: &mut R) -> Self;

    /// The game's simple rule of play: the move a [`PlayerKind::Greedy`] player makes among
    /// `legal` (a nonempty subset of [`Playable::legal_moves`]), or `None` to give up when no
    /// move left is worth making.
    fn greedy(&self, legal: &[Self::Move]) -> Option<Self::Move>;

    /// Whether some card is hidden from the player now (if not, one [`Playable::resample`] is
    /// the position itself).
    fn hides_cards(&self) -> bool;

    /// The position as the exact solver searches it, every card where it lies (the hidden ones
    /// too): for [`SamplingPlayer`], which calls it on drawn deals only.
    type Search: Game;

    /// See [`Playable::Search`].
    fn search(&self) -> Self::Search;

    /// Whether cards move back and forth (Match Solitaire), so that many moves keep a won
    /// position won and a player choosing among them could wander among won positions until
    /// [`play`] offers no new one. The [`SamplingPlayer`] then breaks ties between moves of one
    /// score by the shortest win its solves found after each (the fewest moves, over the drawn
    /// deals), before the greedy rule; and once nothing is hidden, it follows the solver's
    /// winning line ([`Playable::search_move`]). Off by default (the games whose published runs
    /// did not use it).
    const CIRCULAR: bool = false;

    /// The move of this position's [`Playable::legal_moves`] that `m`, a move of
    /// [`Playable::search`]'s position, makes; `None` (the default) when the game does not
    /// say. A [`Playable::CIRCULAR`] game that says lets the [`SamplingPlayer`], once nothing
    /// is hidden, follow the solver's winning line to its end instead of scoring move by move.
    fn search_move(&self, m: <Self::Search as Game>::Move) -> Option<Self::Move> {
        let _ = m;
        None
    }
}

/// A player: picks a move from what it sees.
pub trait Player<G: Playable> {
    /// One of `legal` (nonempty), or `None` to give up (the game is then lost). `pos` is the
    /// position: a player that does not peek looks only at [`Playable::seen`] and
    /// [`Playable::resample`].
    fn choose(&mut self, pos: &G, legal: &[G::Move]) -> Option<G::Move>;

    /// Why the last [`Player::choose`] chose as it did: the score of each of its legal moves (in
    /// their order), for the players that score moves ([`SamplingPlayer`]: 2 a drawn deal won,
    /// 1 unknown); `None` for the others, and when there was only one move.
    fn scores(&self) -> Option<&[u32]> {
        None
    }
}

/// [`PlayerKind::Random`]: uniformly among the legal moves, with its own generator.
#[derive(Clone, Debug)]
pub struct RandomPlayer {
    rng: Pcg64,
}

impl RandomPlayer {
    /// The player of deal `deal` (its generator seeded from the deal number).
    pub fn new(deal: u64) -> RandomPlayer {
        RandomPlayer { rng: rng_of(deal) }
    }
}

impl<G: Playable> Player<G> for RandomPlayer {
    fn choose(&mut self, _pos: &G, legal: &[G::Move]) -> Option<G::Move> {
        legal.choose(&mut self.rng).copied()
    }
}

/// [`PlayerKind::Greedy`]: the game's rule ([`Playable::greedy`]).
#[derive(Copy, Clone, Debug, Default)]
pub struct GreedyPlayer;

impl<G: Playable> Player<G> for GreedyPlayer {
    fn choose(&mut self, pos: &G, legal: &[G::Move]) -> Option<G::Move> {
        pos.greedy(legal)
    }
}

/// [`PlayerKind::Sampling`]: perfect-information Monte Carlo (also called hindsight
/// optimisation). At each decision with two or more legal moves it draws `samples` deals
/// consistent with what it has seen ([`Playable::resample`]), and for each drawn deal and each
/// move solves the position after the move exactly, every card known, within `sample_nodes`
/// nodes; a win scores 2, a spent budget 1, a loss 0. It plays the move of the highest total,
/// and among tied moves (with [`Playable::CIRCULAR`], those after which a solve found
/// the shortest win) the one the game's greedy rule picks ([`Playable::greedy`]; the first of
/// them if it gives up). With no card hidden it draws one deal, the
/// position itself, so it then wins every deal the solver wins (within the budget).
///
/// With `rollout` set ([`PlayerKind::Rollout`]) it scores a drawn deal by playing it out with
/// the greedy rule instead of solving it: a policy-rollout step over a player who does not peek
/// either, so it does not suffer the sampling player's strategy fusion (see `docs/design.md`).
pub struct SamplingPlayer<G: Playable> {
    rng: Pcg64,
    samples: u32,
    solver: Solver<G::Search>,
    rollout: bool,
    /// The scores of the last choice (empty when it had one move).
    last: Vec<u32>,
    /// With [`Playable::CIRCULAR`]: for each move of the last scoring, the fewest
    /// moves of a win the solves found after it (`usize::MAX`: none).
    shortest: Vec<usize>,
    /// With [`Playable::search_move`], once nothing is hidden: the rest of the solver's winning
    /// line, each move with what the player sees before it.
    plan: VecDeque<(G::Seen, G::Move)>,
}

/// The transposition table of each of the sampling player's solves: the positions after a
/// move are small problems.
const SAMPLE_TABLE_BYTES: usize = 1 << 20;

impl<G: Playable> SamplingPlayer<G> {
    /// The player of deal `deal` (its generator seeded from the deal number) with `samples`
    /// deals a decision, each solved within `sample_nodes` nodes.
    pub fn new(deal: u64, samples: u32, sample_nodes: u64) -> SamplingPlayer<G> {
        SamplingPlayer {
            rng: rng_of(deal),
            samples: samples.max(1),
            solver: Solver::new(SolverConfig {
                node_limit: sample_nodes,
                table_bytes: SAMPLE_TABLE_BYTES,
                ..SolverConfig::default()
            }),
            rollout: false,
            last: Vec::new(),
            shortest: Vec::new(),
            plan: VecDeque::new(),
        }
    }

    /// The [`PlayerKind::Rollout`] player of deal `deal`, with `samples` deals a decision, each
    /// played out by the greedy rule.
    pub fn rollout(deal: u64, samples: u32) -> SamplingPlayer<G> {
        SamplingPlayer {
            rollout: true,
            ..SamplingPlayer::new(deal, samples, 0)
        }
    }

    /// The score of each move of `legal` (2 a win, 1 an unknown, summed over the drawn deals).
    pub fn score_moves(&mut self, pos: &G, legal: &[G::Move]) -> Vec<u32> {
        let mut score = vec![0u32; legal.len()];
        self.shortest.clear();
        self.shortest.resize(legal.len(), usize::MAX);
        let draws = if pos.hides_cards() { self.samples } else { 1 };
        for _ in 0..draws {
            let drawn = pos.resample(&mut self.rng);
            for ((s, short), &m) in score.iter_mut().zip(&mut self.shortest).zip(legal) {
                let mut next = drawn.clone();
                next.play(m);
                *s += if next.is_won() {
                    *short = 0;
                    2
                } else if self.rollout {
                    2 * u32::from(play(next, &mut GreedyPlayer).won)
                } else {
                    match self.solver.solve(&mut next.search()).verdict {
                        Verdict::Won(line) => {
                            *short = (*short).min(line.len());
                            2
                        }
                        Verdict::Unknown => 1,
                        Verdict::Lost => 0,
                    }
                };
            }
        }
        score
    }
}

impl<G: Playable> SamplingPlayer<G> {
    /// With nothing hidden in a [`Playable::CIRCULAR`] game that maps the solver's moves
    /// ([`Playable::search_move`]):
    /// the next move of the solver's winning line from `pos`, solved once and then followed
    /// (`None` when the solve does not win within the budget, or the line leaves `legal`).
    fn planned(&mut self, pos: &G, legal: &[G::Move]) -> Option<G::Move> {
        if !G::CIRCULAR || self.rollout || pos.hides_cards() {
            return None;
        }
        let seen = pos.seen();
        if self.plan.front().is_none_or(|(at, _)| *at != seen) {
            self.plan.clear();
            let Verdict::Won(line) = self.solver.solve(&mut pos.search()).verdict else {
                return None;
            };
            // The line with its loops cut out: a move back to a position the line passed
            // through continues from there (the search may find a line that goes round in a
            // circle, which `play` would not allow).
            let mut cur = pos.clone();
            let mut at: HashMap<G::Seen, usize> = HashMap::new();
            for m in line {
                let mv = cur.search_move(m)?;
                let before = cur.seen();
                at.insert(before.clone(), self.plan.len());
                self.plan.push_back((before, mv));
                cur.play(mv);
                if let Some(&k) = at.get(&cur.seen()) {
                    for (s, _) in self.plan.drain(k..) {
                        at.remove(&s);
                    }
                }
            }
            if !cur.is_won() {
                self.plan.clear();
                return None;
            }
        }
        let (_, m) = self.plan.pop_front()?;
        if legal.contains(&m) {
            Some(m)
        } else {
            self.plan.clear();
            None
        }
    }
}

impl<G: Playable> Player<G> for SamplingPlayer<G> {
    fn choose(&mut self, pos: &G, legal: &[G::Move]) -> Option<G::Move> {
        if let Some(m) = self.planned(pos, legal) {
            self.last.clear();
            return Some(m);
        }
        if legal.len() == 1 {
            self.last.clear();
            return Some(legal[0]);
        }
        let score = self.score_moves(pos, legal);
        self.last.clone_from(&score);
        let best = score.iter().copied().max()?;
        let mut tied: Vec<(G::Move, usize)> = legal
            .iter()
            .zip(&score)
            .zip(&self.shortest)
            .filter(|&((_, &s), _)| s == best)
            .map(|((&m, _), &short)| (m, short))
            .collect();
        if G::CIRCULAR {
            let fewest = tied.iter().map(|&(_, short)| short).min()?;
            tied.retain(|&(_, short)| short == fewest);
        }
        let tied: Vec<G::Move> = tied.into_iter().map(|(m, _)| m).collect();
        pos.greedy(&tied).or(Some(tied[0]))
    }

    fn scores(&self) -> Option<&[u32]> {
        (!self.last.is_empty()).then_some(&self.last[..])
    }
}

/// The generator of deal `deal`'s player: [`Pcg64`] seeded from the deal number, so a played
/// deal is the same on every run and thread count.
pub fn rng_of(deal: u64) -> Pcg64 {
    Pcg64::seed_from_u64(deal)
}

/// One game played to its end.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayedGame<M> {
    /// Whether it was won (else lost: no move was left, or the player gave up).
    pub won: bool,
    /// The moves played, in order.
    pub moves: Vec<M>,
}

/// Plays `pos` to its end with `player`. A move that would bring back a position the player
/// has already seen is not offered (only moves into spaces can, and going round in circles
/// helps no one), so every game ends: won, or lost when no move is left or the player gives up.
pub fn play<G: Playable, P: Player<G>>(pos: G, player: &mut P) -> PlayedGame<G::Move> {
    play_noting(pos, player, |_, _, _, _| {})
}

/// [`play`], calling `note(position, legal moves, the move chosen, scores)` before each move is
/// played (the scores of [`Player::scores`], if the player gives them).
pub fn play_noting<G: Playable, P: Player<G>>(
    mut pos: G,
    player: &mut P,
    mut note: impl FnMut(&G, &[G::Move], G::Move, Option<&[u32]>),
) -> PlayedGame<G::Move> {
    let mut been: HashSet<G::Seen> = HashSet::new();
    been.insert(pos.seen());
    let mut moves = Vec::new();
    loop {
        if pos.is_won() {
            return PlayedGame { won: true, moves };
        }
        let legal: Vec<G::Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|&m| {
                let mut next = pos.clone();
                next.play(m);
                !been.contains(&next.seen())
            })
            .collect();
        let Some(m) = (!legal.is_empty())
            .then(|| player.choose(&pos, &legal))
            .flatten()
        else {
            return PlayedGame { won: false, moves };
        };
        note(&pos, &legal, m, player.scores());
        pos.play(m);
        been.insert(pos.seen());
        moves.push(m);
    }
}

/// Plays one game with `player` from `start`, deal `deal` seeding the player's generator.
pub fn play_kind<G: Playable>(start: G, player: PlayerSpec, deal: u64) -> PlayedGame<G::Move> {
    play_kind_noting(start, player, deal, |_, _, _, _| {})
}

/// [`play_kind`], calling `note` before each move as [`play_noting`] does.
pub fn play_kind_noting<G: Playable>(
    start: G,
    player: PlayerSpec,
    deal: u64,
    note: impl FnMut(&G, &[G::Move], G::Move, Option<&[u32]>),
) -> PlayedGame<G::Move> {
    match player.kind {
        PlayerKind::Random => play_noting(start, &mut RandomPlayer::new(deal), note),
        PlayerKind::Greedy => play_noting(start, &mut GreedyPlayer, note),
        PlayerKind::Sampling => play_noting(
            start,
            &mut SamplingPlayer::new(deal, player.samples, player.sample_nodes),
            note,
        ),
        PlayerKind::Rollout => play_noting(
            start,
            &mut SamplingPlayer::rollout(deal, player.samples),
            note,
        ),
    }
}

/// Why a player chose move `chosen` among `legal`, as a line's tail: `""` without scores, else
/// the chosen move's score and the others' (best first): 2 a drawn deal won, 1 unknown.
pub fn why<M: PartialEq>(legal: &[M], chosen: &M, scores: Option<&[u32]>) -> String {
    let Some(scores) = scores else {
        return String::new();
    };
    let i = legal.iter().position(|m| m == chosen).unwrap_or(0);
    let mut others: Vec<u32> = scores
        .iter()
        .enumerate()
        .filter(|&(j, _)| j != i)
        .map(|(_, &s)| s)
        .collect();
    others.sort_unstable_by(|a, b| b.cmp(a));
    let others: Vec<String> = others.iter().map(ToString::to_string).collect();
    format!(
        "  [scores: this move {}, the others {}]",
        scores[i],
        others.join(", ")
    )
}

/// `game` played by `player` instead of solved: its simulation plays each deal to a win or a
/// loss (never unknown), its parameters name the player (so a per-deal file of one player is
/// never resumed by another), and its nodes a deal are the moves played. A game that puts its
/// players in itself ([`GameSpec::played_by`]) gives its own game instead.
///
/// # Errors
/// [`GameError::NoPlayers`] when the game has no players yet.
pub fn with_player(
    game: Box<dyn GameSpec>,
    player: PlayerSpec,
) -> Result<Box<dyn GameSpec>, GameError> {
    if let Some(own) = game.played_by(player) {
        return own;
    }
    game.player_worker(player)?;
    Ok(Box::new(Played { game, player }))
}

/// A game played by a player ([`with_player`]).
#[derive(Debug)]
struct Played {
    game: Box<dyn GameSpec>,
    player: PlayerSpec,
}

impl GameSpec for Played {
    fn family(&self) -> &'static str {
        self.game.family()
    }

    fn name(&self) -> String {
        self.game.name()
    }

    fn describe(&self) -> String {
        format!(
            "{}; played by the {} player, who sees only face-up cards",
            self.game.describe(),
            self.player
        )
    }

    fn rules_json(&self) -> serde_json::Value {
        self.game.rules_json()
    }

    fn sight(&self) -> Sight {
        self.game.sight()
    }

    fn params(&self) -> serde_json::Value {
        let mut params = serde_json::json!({
            "family": self.family(),
            "rules": self.rules_json(),
            "solved": format!(
                "played by the {} player, who sees only face-up cards (nodes: moves played)",
                self.player
            ),
        });
        if let (Some(p), serde_json::Value::Object(settings)) =
            (params.as_object_mut(), self.player.params())
        {
            p.extend(settings);
        }
        params
    }

    fn table_mib(&self) -> usize {
        self.game.table_mib()
    }

    fn restart_nodes(&self) -> Option<u64> {
        self.game.restart_nodes()
    }

    fn max_depth(&self) -> Option<usize> {
        self.game.max_depth()
    }

    fn check_config(&self, config: &SolverConfig) -> Result<(), GameError> {
        self.game.check_config(config)
    }

    fn worker(&self, _config: SolverConfig) -> Result<Box<dyn DealSolver>, GameError> {
        self.game.player_worker(self.player)
    }

    fn player_worker(&self, player: PlayerSpec) -> Result<Box<dyn DealSolver>, GameError> {
        self.game.player_worker(player)
    }

    fn deal_file(&self, deal: u64) -> Result<serde_json::Value, GameError> {
        self.game.deal_file(deal)
    }

    fn deal_text(&self, deal: u64) -> Result<String, GameError> {
        self.game.deal_text(deal)
    }

    fn solve_file(&self, text: &str, config: SolverConfig) -> Result<Report, GameError> {
        self.game.solve_file(text, config)
    }

    fn deal_file_of(&self, deal: DealNumber) -> Result<serde_json::Value, GameError> {
        self.game.deal_file_of(deal)
    }

    fn deal_text_of(&self, deal: DealNumber) -> Result<String, GameError> {
        self.game.deal_text_of(deal)
    }

    /// Played, not solved: [`GameSpec::play_deal`] for one of our deal numbers.
    fn solve_number(&self, deal: DealNumber, _config: SolverConfig) -> Result<Report, GameError> {
        match deal {
            DealNumber::Ours(n) => self.game.play_deal(n, self.player),
            other => Err(GameError::PlayerDeal(other.to_string())),
        }
    }

    fn play_deal(&self, deal: u64, player: PlayerSpec) -> Result<Report, GameError> {
        self.game.play_deal(deal, player)
    }
}

/// The report of deal `deal` of `game` played by `player` ([`GameSpec::play_deal`]): `lines`
/// are the moves as played, one line each, and `won` whether they won.
///
/// # Errors
/// As [`GameSpec::deal_file`].
pub fn played_report(
    game: &dyn GameSpec,
    deal: u64,
    player: PlayerSpec,
    won: bool,
    lines: Vec<String>,
) -> Result<Report, GameError> {
    let solved = format!("played by the {player} player, who sees only face-up cards");
    let mut params = game.params();
    if let (Some(p), serde_json::Value::Object(settings)) =
        (params.as_object_mut(), player.params())
    {
        p.extend(settings);
        p.insert("solved".into(), serde_json::Value::String(solved.clone()));
    }
    Ok(Report {
        game: game.name(),
        rules: format!("{}; {solved}", game.describe()),
        params,
        deal: Some(deal),
        layout_text: game.deal_text(deal)?,
        layout: game.deal_file(deal)?,
        result: if won { Outcome::Won } else { Outcome::Lost },
        nodes: lines.len() as u64,
        moves_json: serde_json::json!(lines),
        moves: lines,
        line: None,
        score: None,
    })
}

/// Plays `start` with `player` as [`play_kind`] does, and gives whether it was won and each move
/// as a person reads it (`text` of the position at the end: the moves played, one line each)
/// followed by why the player chose it ([`why`]).
pub fn played_lines<G: Playable>(
    start: G,
    player: PlayerSpec,
    deal: u64,
    text: impl Fn(&G) -> Vec<String>,
) -> (bool, Vec<String>) {
    let mut whys = Vec::new();
    let g = play_kind_noting(start.clone(), player, deal, |_, legal, m, scores| {
        whys.push(why(legal, &m, scores));
    });
    let mut end = start;
    for &m in &g.moves {
        end.play(m);
    }
    let lines = text(&end)
        .into_iter()
        .zip(&whys)
        .map(|(t, w)| format!("{t}{w}"))
        .collect();
    (g.won, lines)
}
