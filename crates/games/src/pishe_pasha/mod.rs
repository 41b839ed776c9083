//! Pishe Pasha (seed 003): two players race to play out their 26 cards onto shared foundations
//! and onto each other's discard pile. The readings of the text are in `docs/rules.md` (Pishe
//! Pasha); in short:
//!
//! - Each player's stack of 26 is his stock; side 0 is the dealer's opponent, who plays first.
//! - Foundations: an ace starts one (four at most, one a suit), built up in suit to the king.
//! - On his turn a player plays the top card of his discard pile and the card he last turned
//!   from his stock (the *drawn* card). A card that can go to a foundation must go there, before
//!   anything else; a card one rank above or below the top card of the opponent's discard pile
//!   (any suit, no wrap between king and ace) may go there. When he has nothing more he must or
//!   wishes to play he turns the next stock card (turning his discard pile over into a new stock
//!   first when the stock is out); the first drawn card he does not play goes on his discard
//!   pile and ends his turn.
//! - He wins once his stock and discard pile are empty and he holds no drawn card, and scores a
//!   point for each card of the opponent's stock and discard pile.
//!
//! [`check`] replays games on a plain model written from the text, independently.

pub mod check;

use crate::error::GameError;
use crate::seats::{
    cards_text, check_pack, deal_alternately, seat_deal, End, SeatFamily, SeatGame, SeatRules,
};
use patience_cards::Card;
use serde::{Deserialize, Serialize};

/// Pishe Pasha in the registry.
pub static FAMILY: SeatFamily<PishePasha> = SeatFamily::new();

/// The game's rules ([`SeatRules`]).
#[derive(Copy, Clone, Debug)]
pub struct PishePasha;

/// The longest game, in turns (both players' together): a game still going after it is a draw.
/// Greedy games last about a hundred turns (`results/pishe-pasha.json`); the limit is there for
/// games that go round in circles.
pub const LIMIT: u32 = 2000;

/// Where a played card comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Source {
    /// The top card of the player's own discard pile.
    Discard,
    /// The card the player last turned from his stock and has not played yet.
    Drawn,
}

/// A move of the player whose turn it is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PisheMove {
    /// A card to the foundation of its suit (compulsory when possible).
    Foundation(Source),
    /// A card onto the opponent's discard pile, one rank above or below its top card.
    Opponent(Source),
    /// Without a drawn card: turn the next stock card (the discard pile turned over first when
    /// the stock is out). With one: lay it on the discard pile, ending the turn.
    Next,
}

/// A deal: each player's stack, top card first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PisheDeal {
    /// Always `pishe-pasha`.
    pub game: String,
    /// The deal number, if the deal came from one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<u64>,
    /// The stacks of 26: the dealer's opponent's (who plays first), then the dealer's; each top
    /// card first.
    pub stocks: [Vec<Card>; 2],
}

seat_deal!(PisheDeal);

/// A position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PishePos {
    /// Each player's stock, top card last.
    stock: [Vec<Card>; 2],
    /// Each player's discard pile, top card last.
    discard: [Vec<Card>; 2],
    /// The height of each suit's foundation (0: not started), by suit index.
    foundation: [u8; 4],
    /// The drawn card of the player to move, if he holds one.
    drawn: Option<Card>,
    /// The player to move.
    side: usize,
    /// Turns ended so far.
    turns: u32,
    /// The winner, once one has played out.
    winner: Option<usize>,
}

impl PishePos {
    /// The start of `deal`.
    ///
    /// # Errors
    /// [`GameError::BadLayout`] unless the stacks hold 26 cards each, one deck in all.
    pub fn new(deal: &PisheDeal) -> Result<PishePos, GameError> {
        let all: Vec<Card> = deal.stocks.iter().flatten().copied().collect();
        check_pack(&all)?;
        if deal.stocks.iter().any(|s| s.len() != 26) {
            return Err(GameError::BadLayout("each stack holds 26 cards".into()));
        }
        Ok(PishePos {
            stock: deal.stocks.clone().map(|mut s| {
                s.reverse();
                s
            }),
            discard: [Vec::new(), Vec::new()],
            foundation: [0; 4],
            drawn: None,
            side: 0,
            turns: 0,
            winner: None,
        })
    }

    /// The card at `source` of the player to move.
    pub fn card(&self, source: Source) -> Option<Card> {
        match source {
            Source::Discard => self.discard[self.side].last().copied(),
            Source::Drawn => self.drawn,
        }
    }

    /// Whether `c` goes on its foundation now.
    ///
    /// # Panics
    /// For a joker (the game has none).
    pub fn fits_foundation(&self, c: Card) -> bool {
        let s = c.suit().expect("no jokers") as usize;
        self.foundation[s] + 1 == c.rank()
    }

    /// Whether `c` goes on the opponent's discard pile now: one rank above or below its top
    /// card, any suit.
    pub fn fits_opponent(&self, c: Card) -> bool {
        self.discard[1 - self.side]
            .last()
            .is_some_and(|t| t.rank().abs_diff(c.rank()) == 1)
    }

    /// The cards each player still has: stock, discard pile and drawn card.
    pub fn cards_left(&self) -> [usize; 2] {
        [0, 1].map(|s| {
            self.stock[s].len()
                + self.discard[s].len()
                + usize::from(s == self.side && self.drawn.is_some())
        })
    }

    /// The foundations' heights, by suit index (clubs, diamonds, hearts, spades).
    pub fn foundations(&self) -> [u8; 4] {
        self.foundation
    }

    /// The top card of side `s`'s discard pile.
    pub fn discard_top(&self, s: usize) -> Option<Card> {
        self.discard[s].last().copied()
    }

    /// The drawn card of the player to move.
    pub fn drawn(&self) -> Option<Card> {
        self.drawn
    }

    fn take(&mut self, source: Source) -> Card {
        match source {
            Source::Discard => self.discard[self.side].pop().expect("a discard card"),
            Source::Drawn => self.drawn.take().expect("a drawn card"),
        }
    }

    fn check_won(&mut self) {
        let s = self.side;
        if self.drawn.is_none() && self.stock[s].is_empty() && self.discard[s].is_empty() {
            self.winner = Some(s);
        }
    }
}

impl SeatGame for PishePos {
    type Move = PisheMove;

    fn to_move(&self) -> usize {
        self.side
    }

    fn legal_moves(&self) -> Vec<PisheMove> {
        if self.winner.is_some() {
            return Vec::new();
        }
        let sources = [Source::Discard, Source::Drawn];
        let compulsory: Vec<PisheMove> = sources
            .iter()
            .filter(|&&s| self.card(s).is_some_and(|c| self.fits_foundation(c)))
            .map(|&s| PisheMove::Foundation(s))
            .collect();
        if !compulsory.is_empty() {
            return compulsory;
        }
        let mut moves: Vec<PisheMove> = sources
            .iter()
            .filter(|&&s| self.card(s).is_some_and(|c| self.fits_opponent(c)))
            .map(|&s| PisheMove::Opponent(s))
            .collect();
        moves.push(PisheMove::Next);
        moves
    }

    fn play(&mut self, m: PisheMove) {
        match m {
            PisheMove::Foundation(src) => {
                let c = self.take(src);
                self.foundation[c.suit().expect("no jokers") as usize] += 1;
                self.check_won();
            }
            PisheMove::Opponent(src) => {
                let c = self.take(src);
                self.discard[1 - self.side].push(c);
                self.check_won();
            }
            PisheMove::Next => {
                let s = self.side;
                if let Some(c) = self.drawn.take() {
                    self.discard[s].push(c);
                    self.side = 1 - s;
                    self.turns += 1;
                } else {
                    if self.stock[s].is_empty() {
                        // The discard pile turned over: its first card is the new stock's top.
                        let mut pile = std::mem::take(&mut self.discard[s]);
                        pile.reverse();
                        self.stock[s] = pile;
                    }
                    self.drawn = Some(self.stock[s].pop().expect("cards left to draw"));
                }
            }
        }
    }

    fn end(&self) -> Option<End> {
        self.winner.map(End::Won)
    }

    fn length(&self) -> u32 {
        self.turns
    }

    /// The winner's points are the cards left in the loser's stock and discard pile.
    fn points(&self) -> i32 {
        match self.winner {
            Some(w) => {
                let left = self.stock[1 - w].len() + self.discard[1 - w].len();
                if w == 0 {
                    left as i32
                } else {
                    -(left as i32)
                }
            }
            None => 0,
        }
    }

    /// Compulsory foundation plays first (the drawn card before the discard pile's top); then
    /// the drawn card onto the opponent's discard pile; then the discard pile's top there
    /// (every card given away is one less to play out and one more for the opponent); then the
    /// next card.
    fn greedy(&self, legal: &[PisheMove]) -> PisheMove {
        let order = [
            PisheMove::Foundation(Source::Drawn),
            PisheMove::Foundation(Source::Discard),
            PisheMove::Opponent(Source::Drawn),
            PisheMove::Opponent(Source::Discard),
            PisheMove::Next,
        ];
        *order
            .iter()
            .find(|m| legal.contains(m))
            .unwrap_or(&legal[0])
    }
}

impl SeatRules for PishePasha {
    type Pos = PishePos;
    type Deal = PisheDeal;

    const NAME: &'static str = "pishe-pasha";
    const SIDES: [&'static str; 2] = ["first player", "dealer"];
    const LENGTH_UNIT: &'static str = "turns";
    const LIMIT: u32 = LIMIT;

    fn layout() -> String {
        "two players, 26 cards each; foundations up in suit from the ace, plays onto the \
         opponent's discard pile one rank up or down"
            .into()
    }

    fn describe() -> String {
        format!(
            "Pishe Pasha: two players, one deck, 26 cards each as a face-down stock; the \
             dealer's opponent plays first; a turn plays the discard pile's top and each card \
             turned from the stock: to the foundation of its suit (started by an ace, built up \
             to the king) whenever possible (compulsory), or onto the opponent's discard pile \
             one rank above or below its top (any suit, no wrap; optional); the first turned \
             card not played goes on the discard pile and ends the turn; the discard pile is \
             turned over into a new stock when the stock is out; the first to play out every \
             card wins and scores the cards the other has left; a draw after {LIMIT} turns"
        )
    }

    fn deal(n: u64) -> PisheDeal {
        // Dealt one at a time, the dealer's opponent first.
        PisheDeal {
            game: Self::NAME.into(),
            deal: Some(n),
            stocks: deal_alternately(&Self::shuffled_pack(n)),
        }
    }

    fn deal_text(deal: &PisheDeal) -> String {
        format!(
            "first player's stock (top first): {}\ndealer's stock (top first): {}\n",
            cards_text(&deal.stocks[0]),
            cards_text(&deal.stocks[1])
        )
    }

    fn start(deal: &PisheDeal) -> Result<PishePos, GameError> {
        PishePos::new(deal)
    }

    fn move_text(pos: &PishePos, m: PisheMove) -> String {
        let name = |s: Source| {
            let what = match s {
                Source::Discard => "discard pile",
                Source::Drawn => "drawn",
            };
            format!(
                "{} ({what})",
                pos.card(s).map_or("-".into(), |c| c.to_string())
            )
        };
        match m {
            PisheMove::Foundation(s) => format!("{} to its foundation", name(s)),
            PisheMove::Opponent(s) => format!("{} onto the opponent's discard pile", name(s)),
            PisheMove::Next => match pos.drawn {
                Some(c) => format!("{c} to the discard pile, end of turn"),
                None => "turns the next card".into(),
            },
        }
    }
}
