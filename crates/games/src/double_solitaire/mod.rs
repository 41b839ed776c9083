//! Double Solitaire, the simplified version (seed 003): two players race to play out their
//! stock and discard pile onto four centre piles built down in alternate colours, four shared
//! side stacks built up in suit from the ace, and each other's discard pile. The readings of
//! the text are in `docs/rules.md` (Double Solitaire); in short:
//!
//! - Four cards dealt face up start the centre piles; the other 48 are dealt alternately into
//!   two face-down stocks of 24. Side 0 is the dealer's opponent, who plays first (and never
//!   asks to exchange stocks: unseen, they are alike).
//! - A turn begins by taking the stock's top card into the hand (turning the discard pile over
//!   into a new stock when the stock is out). The hand card may go on a centre pile (one rank
//!   lower, the other colour) or fill an empty centre place; then the next card is taken. The
//!   discard pile's top may go on a centre pile, fill a place, go to a side stack, or onto the
//!   opponent's discard pile (one rank up or down, the other colour). A centre pile's top and a
//!   side stack's top may go onto the opponent's discard pile. A whole centre pile whose bottom
//!   card fits on another centre pile's top may be moved onto it (merging; its place is empty).
//! - The hand card and the centre piles' tops must go to the side stacks whenever they can
//!   (compulsory, before any other move). Otherwise the player may end his turn whenever he
//!   likes: the hand card goes on his discard pile.
//! - He wins once his stock and discard pile are empty and his hand card played. The text
//!   gives no score: the winner's points are the cards the loser has left (as Pishe Pasha).
//!
//! [`check`] replays games on a plain model written from the text, independently.

pub mod check;

use crate::error::GameError;
use crate::seats::{
    cards_text, check_pack, deal_alternately, is_red, seat_deal, End, SeatFamily, SeatGame,
    SeatRules,
};
use patience_cards::{Card, Suit};
use serde::{Deserialize, Serialize};

/// Double Solitaire in the registry.
pub static FAMILY: SeatFamily<DoubleSolitaire> = SeatFamily::new();

/// The game's rules ([`SeatRules`]).
#[derive(Copy, Clone, Debug)]
pub struct DoubleSolitaire;

/// The longest game, in turns (both players' together): a game still going after it is a draw.
pub const LIMIT: u32 = 2000;

/// Where a played card comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum From {
    /// The card in the player's hand (the last taken from his stock).
    Hand,
    /// The top of the player's own discard pile.
    Discard,
    /// The top of centre pile `i` (0 to 3).
    Centre(u8),
    /// The top of the side stack of suit index `s` (clubs, diamonds, hearts, spades).
    Side(u8),
}

/// Where a played card goes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum To {
    /// Centre pile `i`: one rank lower and the other colour than its top, or any card when
    /// the place is empty.
    Centre(u8),
    /// The side stack of the card's suit: the next rank up.
    Side,
    /// The opponent's discard pile: one rank up or down and the other colour than its top.
    Opponent,
}

/// A move of the player whose turn it is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DsMove {
    /// One card.
    Play(From, To),
    /// The whole centre pile `from` onto centre pile `to` (its bottom card fits on `to`'s top).
    Merge {
        /// The pile moved.
        from: u8,
        /// The pile it goes on.
        to: u8,
    },
    /// The hand card to the discard pile, ending the turn.
    End,
}

/// A deal: the four centre cards and each player's stock, top card first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DsDeal {
    /// Always `double-solitaire`.
    pub game: String,
    /// The deal number, if the deal came from one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<u64>,
    /// The four cards that start the centre piles.
    pub centre: [Card; 4],
    /// The stocks of 24: the dealer's opponent's (who plays first), then the dealer's; each
    /// top card first.
    pub stocks: [Vec<Card>; 2],
}

seat_deal!(DsDeal);

/// A position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DsPos {
    /// Each player's stock, top card last.
    stock: [Vec<Card>; 2],
    /// Each player's discard pile, top card last.
    discard: [Vec<Card>; 2],
    /// The centre piles, bottom card first (empty: a place to fill).
    centre: [Vec<Card>; 4],
    /// The side stacks' heights, by suit index.
    side_stacks: [u8; 4],
    /// The hand card of the player to move.
    hand: Option<Card>,
    /// The player to move.
    side: usize,
    /// Turns ended so far.
    turns: u32,
    /// The winner, once one has played out.
    winner: Option<usize>,
}

/// Whether `c` goes on a centre pile whose top is `top`: one rank lower, the other colour.
pub fn fits_centre(c: Card, top: Card) -> bool {
    c.rank() + 1 == top.rank() && is_red(c) != is_red(top)
}

/// Whether `c` goes on a discard pile whose top is `top`: one rank up or down, the other colour.
pub fn fits_discard(c: Card, top: Card) -> bool {
    c.rank().abs_diff(top.rank()) == 1 && is_red(c) != is_red(top)
}

impl DsPos {
    /// The start of `deal`: the first player holds his first card.
    ///
    /// # Errors
    /// [`GameError::BadLayout`] unless the stocks hold 24 cards each and, with the centre, one
    /// deck.
    pub fn new(deal: &DsDeal) -> Result<DsPos, GameError> {
        let all: Vec<Card> = deal
            .centre
            .iter()
            .chain(deal.stocks.iter().flatten())
            .copied()
            .collect();
        check_pack(&all)?;
        if deal.stocks.iter().any(|s| s.len() != 24) {
            return Err(GameError::BadLayout("each stock holds 24 cards".into()));
        }
        let mut p = DsPos {
            stock: deal.stocks.clone().map(|mut s| {
                s.reverse();
                s
            }),
            discard: [Vec::new(), Vec::new()],
            centre: deal.centre.map(|c| vec![c]),
            side_stacks: [0; 4],
            hand: None,
            side: 0,
            turns: 0,
            winner: None,
        };
        p.take_next();
        Ok(p)
    }

    /// The card at `from` for the player to move.
    pub fn card(&self, from: From) -> Option<Card> {
        match from {
            From::Hand => self.hand,
            From::Discard => self.discard[self.side].last().copied(),
            From::Centre(i) => self.centre[i as usize].last().copied(),
            From::Side(s) => {
                let h = self.side_stacks[s as usize];
                (h > 0).then(|| Card::new(h, Suit::ALL[s as usize]))
            }
        }
    }

    /// Whether `c` goes on its side stack now.
    ///
    /// # Panics
    /// For a joker (the game has none).
    pub fn fits_side(&self, c: Card) -> bool {
        self.side_stacks[c.suit().expect("no jokers") as usize] + 1 == c.rank()
    }

    /// Whether `c` may go to `to` now (the place alone; compulsion aside).
    pub fn fits(&self, c: Card, to: To) -> bool {
        match to {
            To::Centre(i) => self.centre[i as usize]
                .last()
                .is_none_or(|&t| fits_centre(c, t)),
            To::Side => self.fits_side(c),
            To::Opponent => self.discard[1 - self.side]
                .last()
                .is_some_and(|&t| fits_discard(c, t)),
        }
    }

    /// The cards each player still has to play out: stock, discard pile and hand card.
    pub fn cards_left(&self) -> [usize; 2] {
        [0, 1].map(|s| {
            self.stock[s].len()
                + self.discard[s].len()
                + usize::from(s == self.side && self.hand.is_some())
        })
    }

    /// The centre piles, bottom card first.
    pub fn centre(&self) -> &[Vec<Card>; 4] {
        &self.centre
    }

    /// The side stacks' heights, by suit index.
    pub fn side_stacks(&self) -> [u8; 4] {
        self.side_stacks
    }

    /// The top card of player `s`'s discard pile.
    pub fn discard_top(&self, s: usize) -> Option<Card> {
        self.discard[s].last().copied()
    }

    /// The hand card of the player to move.
    pub fn hand(&self) -> Option<Card> {
        self.hand
    }

    /// The compulsory plays: the hand card and centre tops that go to a side stack.
    fn compulsory(&self) -> Vec<DsMove> {
        let mut out = Vec::new();
        let sources = std::iter::once(From::Hand).chain((0..4).map(From::Centre));
        for f in sources {
            if self.card(f).is_some_and(|c| self.fits_side(c)) {
                out.push(DsMove::Play(f, To::Side));
            }
        }
        out
    }

    /// Takes the next stock card into the hand, turning the discard pile over first when the
    /// stock is out; none when both are empty.
    fn take_next(&mut self) {
        let s = self.side;
        if self.stock[s].is_empty() {
            let mut pile = std::mem::take(&mut self.discard[s]);
            pile.reverse();
            self.stock[s] = pile;
        }
        self.hand = self.stock[s].pop();
    }

    fn remove(&mut self, from: From) -> Card {
        match from {
            From::Hand => self.hand.take().expect("a hand card"),
            From::Discard => self.discard[self.side].pop().expect("a discard card"),
            From::Centre(i) => self.centre[i as usize].pop().expect("a centre card"),
            From::Side(s) => {
                let h = &mut self.side_stacks[s as usize];
                *h -= 1;
                Card::new(*h + 1, Suit::ALL[s as usize])
            }
        }
    }
}

impl SeatGame for DsPos {
    type Move = DsMove;

    fn to_move(&self) -> usize {
        self.side
    }

    fn legal_moves(&self) -> Vec<DsMove> {
        if self.winner.is_some() {
            return Vec::new();
        }
        let compulsory = self.compulsory();
        if !compulsory.is_empty() {
            return compulsory;
        }
        let mut out = Vec::new();
        let centres = (0..4u8).map(To::Centre);
        for f in [From::Hand, From::Discard] {
            if let Some(c) = self.card(f) {
                for to in centres.clone() {
                    if self.fits(c, to) {
                        out.push(DsMove::Play(f, to));
                    }
                }
            }
        }
        if let Some(c) = self.card(From::Discard) {
            for to in [To::Side, To::Opponent] {
                if self.fits(c, to) {
                    out.push(DsMove::Play(From::Discard, to));
                }
            }
        }
        for f in (0..4).map(From::Centre).chain((0..4).map(From::Side)) {
            if self.card(f).is_some_and(|c| self.fits(c, To::Opponent)) {
                out.push(DsMove::Play(f, To::Opponent));
            }
        }
        for from in 0..4u8 {
            for to in 0..4u8 {
                let (a, b) = (&self.centre[from as usize], &self.centre[to as usize]);
                if from != to && !a.is_empty() && b.last().is_some_and(|&t| fits_centre(a[0], t)) {
                    out.push(DsMove::Merge { from, to });
                }
            }
        }
        out.push(DsMove::End);
        out
    }

    fn play(&mut self, m: DsMove) {
        let s = self.side;
        match m {
            DsMove::Play(from, to) => {
                let c = self.remove(from);
                match to {
                    To::Centre(i) => self.centre[i as usize].push(c),
                    To::Side => self.side_stacks[c.suit().expect("no jokers") as usize] += 1,
                    To::Opponent => self.discard[1 - s].push(c),
                }
                if from == From::Hand {
                    self.take_next();
                }
            }
            DsMove::Merge { from, to } => {
                let pile = std::mem::take(&mut self.centre[from as usize]);
                self.centre[to as usize].extend(pile);
            }
            DsMove::End => {
                let c = self.hand.take().expect("a hand card");
                self.discard[s].push(c);
                self.side = 1 - s;
                self.turns += 1;
                self.take_next();
                return;
            }
        }
        if self.hand.is_none() && self.stock[s].is_empty() && self.discard[s].is_empty() {
            self.winner = Some(s);
        }
    }

    fn end(&self) -> Option<End> {
        self.winner.map(End::Won)
    }

    fn length(&self) -> u32 {
        self.turns
    }

    /// The winner's points are the cards the loser has left (stock and discard pile).
    fn points(&self) -> i32 {
        match self.winner {
            Some(w) => {
                let left = (self.stock[1 - w].len() + self.discard[1 - w].len()) as i32;
                if w == 0 {
                    left
                } else {
                    -left
                }
            }
            None => 0,
        }
    }

    /// Compulsory plays first (the hand card first); then the discard pile's top to a side
    /// stack; then cards onto the opponent's discard pile, the own discard pile's top before a
    /// centre top (never a side stack's top, which would only slow the shared stacks); then the
    /// hand card onto a centre pile, then the discard pile's top onto one; then a merge; then
    /// the hand card, else the discard pile's top, into an empty place; else end the turn.
    fn greedy(&self, legal: &[DsMove]) -> DsMove {
        let rank = |m: &DsMove| match *m {
            DsMove::Play(From::Hand, To::Side) => 0,
            DsMove::Play(From::Centre(_), To::Side) => 1,
            DsMove::Play(From::Discard, To::Side) => 2,
            DsMove::Play(From::Discard, To::Opponent) => 3,
            DsMove::Play(From::Centre(_), To::Opponent) => 4,
            DsMove::Play(From::Hand, To::Centre(i)) if !self.centre[i as usize].is_empty() => 5,
            DsMove::Play(From::Discard, To::Centre(i)) if !self.centre[i as usize].is_empty() => 6,
            DsMove::Merge { .. } => 7,
            DsMove::Play(From::Hand, To::Centre(_)) => 8,
            DsMove::Play(From::Discard, To::Centre(_)) => 9,
            DsMove::End => 10,
            DsMove::Play(..) => 11,
        };
        *legal
            .iter()
            .min_by_key(|m| rank(m))
            .expect("a nonempty list")
    }
}

impl SeatRules for DoubleSolitaire {
    type Pos = DsPos;
    type Deal = DsDeal;

    const NAME: &'static str = "double-solitaire";
    const SIDES: [&'static str; 2] = ["first player", "dealer"];
    const LENGTH_UNIT: &'static str = "turns";
    const LIMIT: u32 = LIMIT;

    fn layout() -> String {
        "two players, 24 cards each; four centre piles down in alternate colours, shared side \
         stacks up in suit, plays onto the opponent's discard pile"
            .into()
    }

    fn describe() -> String {
        format!(
            "Double Solitaire (simplified): two players, one deck; four cards start centre \
             piles built down in alternate colours; 24 cards each as a face-down stock; the \
             dealer's opponent plays first; a turn takes the stock's top card into the hand \
             (the next one each time it is played); the hand card and the discard pile's top \
             go on centre piles or fill empty places; the discard pile's top, centre tops and \
             side-stack tops go onto the opponent's discard pile one rank up or down in the \
             other colour; whole centre piles merge onto another when their bottom card fits; \
             four shared side stacks up in suit from the ace, compulsory for the hand card and \
             centre tops; the turn ends when the player lays his hand card on his discard pile; \
             the discard pile is turned over when the stock is out; the first to play out \
             every card wins and scores the cards the other has left; a draw after {LIMIT} \
             turns"
        )
    }

    fn deal(n: u64) -> DsDeal {
        let pack = Self::shuffled_pack(n);
        // Four to the centre, then one at a time, the dealer's opponent first.
        DsDeal {
            game: Self::NAME.into(),
            deal: Some(n),
            centre: [pack[0], pack[1], pack[2], pack[3]],
            stocks: deal_alternately(&pack[4..]),
        }
    }

    fn deal_text(deal: &DsDeal) -> String {
        format!(
            "centre: {}\nfirst player's stock (top first): {}\ndealer's stock (top first): {}\n",
            cards_text(&deal.centre),
            cards_text(&deal.stocks[0]),
            cards_text(&deal.stocks[1])
        )
    }

    fn start(deal: &DsDeal) -> Result<DsPos, GameError> {
        DsPos::new(deal)
    }

    fn move_text(pos: &DsPos, m: DsMove) -> String {
        let card = |f: From| pos.card(f).map_or("-".into(), |c| c.to_string());
        let from = |f: From| match f {
            From::Hand => format!("{} (hand)", card(f)),
            From::Discard => format!("{} (discard pile)", card(f)),
            From::Centre(i) => format!("{} (centre {})", card(f), i + 1),
            From::Side(_) => format!("{} (side stack)", card(f)),
        };
        match m {
            DsMove::Play(f, To::Centre(i)) => format!("{} to centre {}", from(f), i + 1),
            DsMove::Play(f, To::Side) => format!("{} to its side stack", from(f)),
            DsMove::Play(f, To::Opponent) => {
                format!("{} onto the opponent's discard pile", from(f))
            }
            DsMove::Merge { from, to } => format!(
                "centre {} ({}) onto centre {}",
                from + 1,
                cards_text(&pos.centre[from as usize]),
                to + 1
            ),
            DsMove::End => format!("{} to the discard pile, end of turn", card(From::Hand)),
        }
    }
}
