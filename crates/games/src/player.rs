//! Play without peeking: players who see only the face-up cards, for the games that hide some
//! (see `docs/design.md`, "Play without peeking").
//!
//! The engine knows no game: a game gives players a [`Playable`] position (its legal moves, a
//! move, whether it is won, what a player sees, and its hidden cards dealt again at random), and
//! a [`Player`] picks one of the legal moves. [`play`] plays one game to its end, won or lost;
//! [`with_player`] turns a game into one whose simulation plays each deal instead of solving it.

use crate::error::GameError;
use crate::spec::{DealNumber, DealSolver, GameSpec, Report, Sight};
use patience_search::SolverConfig;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64;
use std::collections::HashSet;
use std::fmt;
use std::hash::Hash;

/// The players a simulation may use (`patience simulate --player`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PlayerKind {
    /// Picks uniformly at random among the legal moves.
    Random,
    /// Follows the game's simple fixed rule ([`Playable::greedy`]).
    Greedy,
}

impl PlayerKind {
    /// Every player.
    pub const ALL: [PlayerKind; 2] = [PlayerKind::Random, PlayerKind::Greedy];

    /// Its name on the command line and in JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            PlayerKind::Random => "random",
            PlayerKind::Greedy => "greedy",
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

    /// Reads `random` or `greedy`.
    fn from_str(s: &str) -> Result<PlayerKind, String> {
        PlayerKind::ALL
            .into_iter()
            .find(|p| p.as_str() == s)
            .ok_or_else(|| format!("unknown player {s:?} (random or greedy)"))
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
}

/// A player: picks a move from what it sees.
pub trait Player<G: Playable> {
    /// One of `legal` (nonempty), or `None` to give up (the game is then lost). `pos` is the
    /// position: a player that does not peek looks only at [`Playable::seen`] and
    /// [`Playable::resample`].
    fn choose(&mut self, pos: &G, legal: &[G::Move]) -> Option<G::Move>;
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
pub fn play<G: Playable, P: Player<G>>(mut pos: G, player: &mut P) -> PlayedGame<G::Move> {
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
        pos.play(m);
        been.insert(pos.seen());
        moves.push(m);
    }
}

/// Plays one game of `kind` from `start`, deal `deal` seeding the player's generator.
pub fn play_kind<G: Playable>(start: G, kind: PlayerKind, deal: u64) -> PlayedGame<G::Move> {
    match kind {
        PlayerKind::Random => play(start, &mut RandomPlayer::new(deal)),
        PlayerKind::Greedy => play(start, &mut GreedyPlayer),
    }
}

/// `game` played by `player` instead of solved: its simulation plays each deal to a win or a
/// loss (never unknown), its parameters name the player (so a per-deal file of one player is
/// never resumed by another), and its nodes a deal are the moves played.
///
/// # Errors
/// [`GameError::NoPlayers`] when the game has no players yet.
pub fn with_player(
    game: Box<dyn GameSpec>,
    player: PlayerKind,
) -> Result<Box<dyn GameSpec>, GameError> {
    game.player_worker(player)?;
    Ok(Box::new(Played { game, player }))
}

/// A game played by a player ([`with_player`]).
#[derive(Debug)]
struct Played {
    game: Box<dyn GameSpec>,
    player: PlayerKind,
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
        serde_json::json!({
            "family": self.family(),
            "rules": self.rules_json(),
            "player": self.player.as_str(),
            "solved": format!(
                "played by the {} player, who sees only face-up cards (nodes: moves played)",
                self.player
            ),
        })
    }

    fn table_mib(&self) -> usize {
        self.game.table_mib()
    }

    fn restart_nodes(&self) -> u64 {
        self.game.restart_nodes()
    }

    fn worker(&self, _config: SolverConfig) -> Result<Box<dyn DealSolver>, GameError> {
        self.game.player_worker(self.player)
    }

    fn player_worker(&self, player: PlayerKind) -> Result<Box<dyn DealSolver>, GameError> {
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

    fn solve_number(&self, deal: DealNumber, config: SolverConfig) -> Result<Report, GameError> {
        self.game.solve_number(deal, config)
    }
}
