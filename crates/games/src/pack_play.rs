//! Pack games played without peeking ([`crate::player`]): the cards of the pack not dealt yet
//! are the hidden ones, everything dealt is face up (Aces Up, Baroness, Accordion in the book's
//! way). [`PackPlay`] is the [`Playable`] of each of them, and [`PackPlayers`] is what a game
//! says of its own: what a player sees, the legal moves and the greedy rule.

use crate::pack::PackRules;
use crate::player::{play_kind, played_lines, Playable, PlayerSpec};
use patience_cards::Card;
use patience_search::Game;
use rand::seq::SliceRandom;
use rand::Rng;
use std::fmt;
use std::hash::Hash;

/// A move of the game of rules `R`.
pub type PackMove<R> = <<R as PackRules>::Pos as Game>::Move;

/// What a game of [`crate::pack`] tells its players who see only the face-up cards. The hidden
/// cards are always the stock: the pack's cards after the first [`PackPlayers::dealt`].
pub trait PackPlayers: PackRules<Pos: Clone + fmt::Debug> {
    /// What a player sees: the face-up cards and how many are dealt. Two positions a player
    /// cannot tell apart see the same.
    type Seen: Clone + Eq + Hash + fmt::Debug;

    /// How many cards of the pack (in dealing order) `pos` has dealt; the rest are the stock.
    fn dealt(pos: &Self::Pos) -> usize;

    /// What a player sees of `pos`.
    fn seen(pos: &Self::Pos) -> Self::Seen;

    /// Every move the rules allow in `pos` ([`Playable::legal_moves`]); by default the
    /// search's own moves (listed before any safe move is chosen).
    fn legal_moves(pos: &Self::Pos) -> Vec<PackMove<Self>> {
        let mut out = Vec::new();
        pos.clone().moves(&mut out);
        out
    }

    /// The game's simple rule of play ([`Playable::greedy`]) in `pos`, among `legal`.
    fn greedy(pos: &Self::Pos, legal: &[PackMove<Self>]) -> Option<PackMove<Self>>;
}

/// A game of [`crate::pack`] in play: the deal, the position and the moves played.
pub struct PackPlay<R: PackRules> {
    rules: R,
    /// The pack in dealing order.
    pack: Vec<Card>,
    pos: R::Pos,
    history: Vec<PackMove<R>>,
}

impl<R: PackPlayers> Clone for PackPlay<R> {
    fn clone(&self) -> PackPlay<R> {
        PackPlay {
            rules: self.rules,
            pack: self.pack.clone(),
            pos: self.pos.clone(),
            history: self.history.clone(),
        }
    }
}

impl<R: PackPlayers> fmt::Debug for PackPlay<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PackPlay")
            .field("rules", &self.rules)
            .field("pack", &self.pack)
            .field("pos", &self.pos)
            .field("history", &self.history)
            .finish()
    }
}

impl<R: PackPlayers> PackPlay<R> {
    /// The start of play of `pack` (dealing order, valid for `rules`).
    pub fn new(rules: &R, pack: &[Card]) -> PackPlay<R> {
        PackPlay {
            rules: *rules,
            pack: pack.to_vec(),
            pos: rules.start(pack),
            history: Vec::new(),
        }
    }

    /// The pack in dealing order (the stock's order included: what a player never sees).
    pub fn pack(&self) -> &[Card] {
        &self.pack
    }

    /// The moves played so far as a person makes them (what the game's checker replays).
    pub fn steps(&self) -> Vec<R::Step> {
        crate::pack::steps_of::<R>(self.rules.start(&self.pack), &self.history)
    }
}

impl<R: PackPlayers> Playable for PackPlay<R> {
    type Move = PackMove<R>;
    type Seen = R::Seen;
    type Search = R::Pos;

    fn hides_cards(&self) -> bool {
        R::dealt(&self.pos) < self.pack.len()
    }

    fn search(&self) -> R::Pos {
        self.pos.clone()
    }

    fn legal_moves(&self) -> Vec<PackMove<R>> {
        R::legal_moves(&self.pos)
    }

    fn play(&mut self, m: PackMove<R>) {
        self.pos.apply(m);
        self.history.push(m);
    }

    fn is_won(&self) -> bool {
        self.pos.is_won()
    }

    fn seen(&self) -> R::Seen {
        R::seen(&self.pos)
    }

    /// The stock (the cards not dealt) shuffled uniformly, the cards dealt kept in their
    /// places, and the moves played so far played again: every card seen is where it was seen.
    fn resample<G: Rng + ?Sized>(&self, rng: &mut G) -> PackPlay<R> {
        let mut pack = self.pack.clone();
        pack[R::dealt(&self.pos)..].shuffle(rng);
        let mut again = PackPlay::new(&self.rules, &pack);
        for &m in &self.history {
            again.play(m);
        }
        again
    }

    fn greedy(&self, legal: &[PackMove<R>]) -> Option<PackMove<R>> {
        R::greedy(&self.pos, legal)
    }
}

/// A game's players, as the generic seam ([`crate::pack`]) calls them: every
/// [`PackPlayers`] game is one ([`PackRules::players`]).
pub trait PlaysPack {
    /// Plays `pack` (dealing order) with `player`, deal `deal` seeding the player's generator:
    /// whether the game was won, and how many moves were played.
    fn play(&self, pack: &[Card], player: PlayerSpec, deal: u64) -> (bool, u64);

    /// Plays `pack` as [`PlaysPack::play`] does: whether it was won, and the moves as played,
    /// one line each with why the player chose it ([`played_lines`]).
    fn play_lines(&self, pack: &[Card], player: PlayerSpec, deal: u64) -> (bool, Vec<String>);
}

impl<R: PackPlayers> PlaysPack for R {
    fn play(&self, pack: &[Card], player: PlayerSpec, deal: u64) -> (bool, u64) {
        let g = play_kind(PackPlay::new(self, pack), player, deal);
        (g.won, g.moves.len() as u64)
    }

    fn play_lines(&self, pack: &[Card], player: PlayerSpec, deal: u64) -> (bool, Vec<String>) {
        played_lines(PackPlay::new(self, pack), player, deal, |g| {
            g.steps().iter().map(ToString::to_string).collect()
        })
    }
}
