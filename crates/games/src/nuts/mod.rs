//! Nuts (seed 003): two partnerships, each with its own deck, race to play out an 11-card Nuts
//! pile, building their own Klondike-like tableau and shared centre piles; a hand is scored by
//! the cards each played to the centre less twice its Nuts cards left. The readings of the
//! text are in `docs/rules.md` (Nuts); in short:
//!
//! - Each partnership's deck: 11 cards to the Nuts pile (its top card available), 15 to a
//!   tableau of five columns of 5, 4, 3, 2 and 1 cards (each column's top card face up), the
//!   other 26 a stock dealt three at a time onto a waste, turned over when out, without limit.
//! - The text has no turns (everybody plays at once). Here the partnerships move in
//!   alternation, one move each, partnership 0 first; the two partners of a side act as one.
//! - Centre piles: any ace starts one (eight at most), built up in suit to the king, by
//!   either partnership, from the Nuts pile's top, the waste's top or a column's top.
//! - Tableau: down in alternate colours from the Nuts pile's top, the waste's top or another
//!   column (any part of a column's face-up run, as a unit); a face-down card uncovered is
//!   turned up; an empty column takes the Nuts pile's top, the waste's top or a run from
//!   another column.
//! - The hand ends when a partnership plays its last Nuts card; or, if the hand is blocked (no
//!   card has gone to the centre, to the tableau from the Nuts pile or the waste, or been
//!   turned up for [`STALL`] moves), as it stands. A partnership scores the cards it played
//!   to the centre less twice its Nuts cards left; the side with more points wins the hand.
//!
//! [`check`] replays games on a plain model written from the text, independently.

pub mod check;

use crate::error::GameError;
use crate::seats::{
    cards_text, check_pack, is_red, seat_deal, standard_pack, End, SeatFamily, SeatGame, SeatRules,
};
use patience_cards::{Card, DealRng};
use serde::{Deserialize, Serialize};
use std::fmt::Write;

/// Nuts in the registry.
pub static FAMILY: SeatFamily<Nuts> = SeatFamily::new();

/// The game's rules ([`SeatRules`]).
#[derive(Copy, Clone, Debug)]
pub struct Nuts;

/// The longest hand, in moves (both partnerships' together): a hand still going after it is a
/// draw.
pub const LIMIT: u32 = 5000;

/// Moves (both partnerships' together) without progress after which a hand is blocked and
/// scored as it stands: about ten passes through each stock.
pub const STALL: u32 = 200;

/// The Nuts pile's size.
pub const NUTS_CARDS: usize = 11;

/// The tableau's column lengths, left to right.
pub const COLUMNS: [usize; 5] = [5, 4, 3, 2, 1];

/// Where a played card comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Src {
    /// The top of the partnership's Nuts pile.
    Nuts,
    /// The top of its waste.
    Waste,
    /// The top card of its column `i`.
    Column(u8),
}

/// A move of the partnership to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NutsMove {
    /// A card to a centre pile (an ace starts one).
    Centre(Src),
    /// The Nuts pile's or the waste's top onto column `to` (or into it, empty).
    Column(Src, u8),
    /// The top `count` cards of column `from` onto column `to` (or into it, empty).
    Shift {
        /// The column they leave.
        from: u8,
        /// How many cards move.
        count: u8,
        /// The column they go to.
        to: u8,
    },
    /// Three cards (or what is left) from the stock onto the waste; with the stock out, the
    /// waste turned over into a new stock.
    Deal,
    /// Nothing to do (stock and waste empty, no move).
    Pass,
}

/// A deal: each partnership's deck as dealt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NutsDeal {
    /// Always `nuts`.
    pub game: String,
    /// The deal number, if the deal came from one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<u64>,
    /// Each partnership's 52 cards in dealing order: 11 to the Nuts pile (the last its top),
    /// 15 to the tableau row by row (5 cards, then 4, 3, 2, 1, each row from the first
    /// column), 26 to the stock (the first its top).
    pub decks: [Vec<Card>; 2],
}

seat_deal!(NutsDeal);

/// One partnership's cards.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Side {
    /// The Nuts pile, top last.
    pub nuts: Vec<Card>,
    /// The stock, top last.
    pub stock: Vec<Card>,
    /// The waste, top last.
    pub waste: Vec<Card>,
    /// The columns, bottom card first.
    pub columns: [Vec<Card>; 5],
    /// The face-down cards at the bottom of each column.
    pub down: [u8; 5],
    /// Cards it has played to the centre.
    pub centre: u32,
}

/// A position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NutsPos {
    sides: [Side; 2],
    /// The top card of each centre pile, in the order they were started.
    centre: Vec<Card>,
    side: usize,
    moves: u32,
    /// Moves since the last progress.
    stall: u32,
    over: bool,
}

/// Whether `c` goes on a column whose top is `top`: one rank lower, the other colour.
pub fn fits_column(c: Card, top: Card) -> bool {
    c.rank() + 1 == top.rank() && is_red(c) != is_red(top)
}

impl NutsPos {
    /// The start of `deal`.
    ///
    /// # Errors
    /// [`GameError::BadLayout`] unless each deck is one whole deck.
    pub fn new(deal: &NutsDeal) -> Result<NutsPos, GameError> {
        let side = |deck: &Vec<Card>| -> Result<Side, GameError> {
            check_pack(deck)?;
            let mut columns: [Vec<Card>; 5] = Default::default();
            let mut i = NUTS_CARDS;
            for row in 0..5 {
                for col in columns.iter_mut().take(5 - row) {
                    col.push(deck[i]);
                    i += 1;
                }
            }
            let mut stock = deck[i..].to_vec();
            stock.reverse();
            Ok(Side {
                nuts: deck[..NUTS_CARDS].to_vec(),
                stock,
                waste: Vec::new(),
                down: COLUMNS.map(|n| n as u8 - 1),
                columns,
                centre: 0,
            })
        };
        Ok(NutsPos {
            sides: [side(&deal.decks[0])?, side(&deal.decks[1])?],
            centre: Vec::new(),
            side: 0,
            moves: 0,
            stall: 0,
            over: false,
        })
    }

    /// Partnership `s`'s cards.
    pub fn side(&self, s: usize) -> &Side {
        &self.sides[s]
    }

    /// The centre piles' top cards.
    pub fn centre(&self) -> &[Card] {
        &self.centre
    }

    /// Partnership `s`'s score now: cards to the centre less twice its Nuts cards left.
    pub fn score(&self, s: usize) -> i32 {
        self.sides[s].centre as i32 - 2 * self.sides[s].nuts.len() as i32
    }

    /// The card at `src` of the partnership to move.
    pub fn card(&self, src: Src) -> Option<Card> {
        let me = &self.sides[self.side];
        match src {
            Src::Nuts => me.nuts.last().copied(),
            Src::Waste => me.waste.last().copied(),
            Src::Column(i) => me.columns[i as usize].last().copied(),
        }
    }

    /// The centre pile `c` goes on (`Some(len)`: a new one for an ace), if any.
    fn centre_pile(&self, c: Card) -> Option<usize> {
        if c.rank() == 1 {
            return Some(self.centre.len());
        }
        self.centre
            .iter()
            .position(|t| t.suit() == c.suit() && t.rank() + 1 == c.rank())
    }

    fn fits_on(&self, c: Card, col: usize) -> bool {
        self.sides[self.side].columns[col]
            .last()
            .is_none_or(|&t| fits_column(c, t))
    }

    /// Whether moving the top `count` cards of column `from` of the side to move uncovers a
    /// face-up card that can then go to the centre or take the Nuts pile's top.
    fn frees(&self, from: u8, count: u8) -> bool {
        let me = &self.sides[self.side];
        let col = &me.columns[from as usize];
        let rest = col.len() - usize::from(count);
        if rest == 0 || rest <= usize::from(me.down[from as usize]) {
            return false;
        }
        let under = col[rest - 1];
        self.centre_pile(under).is_some() || me.nuts.last().is_some_and(|&n| fits_column(n, under))
    }

    fn take(&mut self, src: Src) -> Card {
        let me = &mut self.sides[self.side];
        match src {
            Src::Nuts => me.nuts.pop().expect("a Nuts card"),
            Src::Waste => me.waste.pop().expect("a waste card"),
            Src::Column(i) => {
                let col = &mut me.columns[i as usize];
                let c = col.pop().expect("a column card");
                Side::turn_up(col, &mut me.down[i as usize]);
                c
            }
        }
    }
}

impl Side {
    /// Turns up the top of a column whose face-up cards are gone; whether it did.
    fn turn_up(col: &[Card], down: &mut u8) -> bool {
        if !col.is_empty() && usize::from(*down) == col.len() {
            *down -= 1;
            true
        } else {
            false
        }
    }
}

impl SeatGame for NutsPos {
    type Move = NutsMove;

    fn to_move(&self) -> usize {
        self.side
    }

    fn legal_moves(&self) -> Vec<NutsMove> {
        if self.over {
            return Vec::new();
        }
        let me = &self.sides[self.side];
        let mut out = Vec::new();
        let sources = [Src::Nuts, Src::Waste]
            .into_iter()
            .chain((0..5).map(Src::Column));
        for s in sources {
            if self.card(s).is_some_and(|c| self.centre_pile(c).is_some()) {
                out.push(NutsMove::Centre(s));
            }
        }
        for s in [Src::Nuts, Src::Waste] {
            if let Some(c) = self.card(s) {
                for to in 0..5u8 {
                    if self.fits_on(c, to as usize) {
                        out.push(NutsMove::Column(s, to));
                    }
                }
            }
        }
        for from in 0..5usize {
            let col = &me.columns[from];
            let up = col.len() - usize::from(me.down[from]);
            for count in 1..=up {
                let base = col[col.len() - count];
                for to in 0..5usize {
                    if to == from || !self.fits_on(base, to) {
                        continue;
                    }
                    // A whole column into an empty one changes nothing.
                    if me.columns[to].is_empty() && count == col.len() {
                        continue;
                    }
                    out.push(NutsMove::Shift {
                        from: from as u8,
                        count: count as u8,
                        to: to as u8,
                    });
                }
            }
        }
        if !me.stock.is_empty() || !me.waste.is_empty() {
            out.push(NutsMove::Deal);
        }
        if out.is_empty() {
            out.push(NutsMove::Pass);
        }
        out
    }

    fn play(&mut self, m: NutsMove) {
        let s = self.side;
        let progress = match m {
            NutsMove::Centre(src) => {
                let c = self.take(src);
                match self.centre_pile(c) {
                    Some(i) if i == self.centre.len() => self.centre.push(c),
                    Some(i) => self.centre[i] = c,
                    None => unreachable!("a legal centre play"),
                }
                self.sides[s].centre += 1;
                true
            }
            NutsMove::Column(src, to) => {
                let c = self.take(src);
                self.sides[s].columns[to as usize].push(c);
                true
            }
            NutsMove::Shift { from, count, to } => {
                let me = &mut self.sides[s];
                let col = &mut me.columns[from as usize];
                let run = col.split_off(col.len() - count as usize);
                let turned = Side::turn_up(col, &mut me.down[from as usize]);
                me.columns[to as usize].extend(run);
                turned
            }
            NutsMove::Deal => {
                let me = &mut self.sides[s];
                if me.stock.is_empty() {
                    let mut pile = std::mem::take(&mut me.waste);
                    pile.reverse();
                    me.stock = pile;
                } else {
                    for _ in 0..3 {
                        if let Some(c) = me.stock.pop() {
                            me.waste.push(c);
                        }
                    }
                }
                false
            }
            NutsMove::Pass => false,
        };
        self.moves += 1;
        self.stall = if progress { 0 } else { self.stall + 1 };
        if self.sides[s].nuts.is_empty() || self.stall >= STALL {
            self.over = true;
        }
        self.side = 1 - s;
    }

    /// The side with more points wins the hand; equal points are level.
    fn end(&self) -> Option<End> {
        if !self.over {
            return None;
        }
        Some(match self.points() {
            p if p > 0 => End::Won(0),
            p if p < 0 => End::Won(1),
            _ => End::Level,
        })
    }

    fn length(&self) -> u32 {
        self.moves
    }

    /// The first partnership's points less the second's.
    fn points(&self) -> i32 {
        self.score(0) - self.score(1)
    }

    /// The Nuts pile's top to the centre; any other card to the centre (the waste's top, then
    /// the columns' tops); the Nuts pile's top onto a column (else into an empty one); a whole
    /// face-up run moved to turn up the card beneath it; part of a run moved to uncover a card
    /// that can then go to the centre or take the Nuts pile's top; the waste's top onto a
    /// column, else into an empty one; else deal (else pass). Never a move that only
    /// rearranges the tableau.
    fn greedy(&self, legal: &[NutsMove]) -> NutsMove {
        let me = &self.sides[self.side];
        let rank = |m: &NutsMove| match *m {
            NutsMove::Centre(Src::Nuts) => 0,
            NutsMove::Centre(Src::Waste) => 1,
            NutsMove::Centre(Src::Column(_)) => 2,
            NutsMove::Column(Src::Nuts, to) if !me.columns[to as usize].is_empty() => 3,
            NutsMove::Column(Src::Nuts, _) => 4,
            NutsMove::Shift { from, count, .. }
                if me.down[from as usize] > 0
                    && usize::from(count) + usize::from(me.down[from as usize])
                        == me.columns[from as usize].len() =>
            {
                5
            }
            NutsMove::Shift { from, count, .. } if self.frees(from, count) => 6,
            NutsMove::Column(Src::Waste, to) if !me.columns[to as usize].is_empty() => 7,
            NutsMove::Column(Src::Waste, _) => 8,
            NutsMove::Deal | NutsMove::Pass => 9,
            _ => 10,
        };
        *legal
            .iter()
            .min_by_key(|m| rank(m))
            .expect("a nonempty list")
    }
}

impl SeatRules for Nuts {
    type Pos = NutsPos;
    type Deal = NutsDeal;

    const NAME: &'static str = "nuts";
    const SIDES: [&'static str; 2] = ["first partnership", "second partnership"];
    const LENGTH_UNIT: &'static str = "moves";
    const LIMIT: u32 = LIMIT;

    fn layout() -> String {
        "two partnerships, a deck each; Nuts pile of 11, tableau of 5 columns, stock by threes; \
         shared centre piles up in suit; one hand"
            .into()
    }

    fn describe() -> String {
        format!(
            "Nuts: two partnerships, a deck each: 11 cards to a Nuts pile, 15 to five columns \
             of 5, 4, 3, 2, 1 (the tops face up), 26 to a stock dealt by threes onto a waste, \
             turned over without limit; the partnerships move in alternation, one move each, \
             the first partnership first; shared centre piles started by aces, up in suit, \
             from the Nuts pile, the waste or a column top; columns down in alternate colours, \
             runs move as units, an empty column takes any card or run; the hand ends when a \
             partnership plays its last Nuts card, or blocked after {STALL} moves without \
             progress; score: cards to the centre less twice the Nuts cards left; the side \
             with more points wins the hand; a draw after {LIMIT} moves"
        )
    }

    fn deal(n: u64) -> NutsDeal {
        let mut rng = DealRng::new(Self::NAME, n);
        let decks = [0, 1].map(|_| {
            let mut pack = standard_pack();
            rng.shuffle(&mut pack);
            pack
        });
        NutsDeal {
            game: Self::NAME.into(),
            deal: Some(n),
            decks,
        }
    }

    fn deal_text(deal: &NutsDeal) -> String {
        let mut out = String::new();
        if let Ok(p) = NutsPos::new(deal) {
            for (s, name) in Self::SIDES.iter().enumerate() {
                let me = &p.sides[s];
                let _ = writeln!(out, "{name}:\n  Nuts (top last): {}", cards_text(&me.nuts));
                for (i, col) in me.columns.iter().enumerate() {
                    let _ = writeln!(
                        out,
                        "  column {} (bottom first, {} face down): {}",
                        i + 1,
                        me.down[i],
                        cards_text(col)
                    );
                }
                let mut stock = me.stock.clone();
                stock.reverse();
                let _ = writeln!(out, "  stock (top first): {}", cards_text(&stock));
            }
        }
        out
    }

    fn start(deal: &NutsDeal) -> Result<NutsPos, GameError> {
        NutsPos::new(deal)
    }

    fn move_text(pos: &NutsPos, m: NutsMove) -> String {
        let card = |s: Src| pos.card(s).map_or("-".into(), |c| c.to_string());
        let from = |s: Src| match s {
            Src::Nuts => format!("{} (Nuts)", card(s)),
            Src::Waste => format!("{} (waste)", card(s)),
            Src::Column(i) => format!("{} (column {})", card(s), i + 1),
        };
        match m {
            NutsMove::Centre(s) => format!("{} to the centre", from(s)),
            NutsMove::Column(s, to) => format!("{} to column {}", from(s), to + 1),
            NutsMove::Shift { from, count, to } => {
                let col = &pos.sides[pos.side].columns[from as usize];
                format!(
                    "{} from column {} to column {}",
                    cards_text(&col[col.len() - count as usize..]),
                    from + 1,
                    to + 1
                )
            }
            NutsMove::Deal => "deals".into(),
            NutsMove::Pass => "passes".into(),
        }
    }
}
