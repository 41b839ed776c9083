//! A Nestors deal in play, every card known, for [`patience_search::AlphaBeta`].

use super::rules::{
    bound, complies, rank, suit, taker, Taker, Trump, DEAL_POINTS, SPADES, SPADE_BONUS,
    SPADE_MAJORITY, TRICK_POINTS,
};
use patience_search::{Side, TwoSided};

/// A card played: its code, and for the bidder's first card the face-up table card left to lead
/// the second trick (the other two go with the bidder's card to the first trick).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Play {
    /// The card's code (see [`super::rules`]).
    pub card: u8,
    /// The table card that leads the second trick, for the first play only; else [`Play::NONE`].
    pub keep: u8,
}

impl Play {
    /// No table card (every play but the first).
    pub const NONE: u8 = u8::MAX;
}

/// What a play changes beyond its card, for [`TwoSided::undo`].
#[derive(Copy, Clone, Debug)]
pub struct Snapshot {
    table: u64,
    trick: [u8; 3],
    trick_len: u8,
    lead: u8,
    points: [i32; 2],
    spades: [u8; 2],
}

/// A deal in play. Seats 0 to 3 play in turn from the bidder (bidder, right, partner, left);
/// seats 0 and 2 are the first side. Play is one card a turn in that rotation from the first
/// trick to the last: the first trick is the bidder's card and two table cards, the second the
/// third table card (led as the bidder's) and the next two players' cards, and each later trick
/// three cards in turn, led by the player who did not play to the trick before.
#[derive(Clone, Debug)]
pub struct NestorsPos {
    trump: Trump,
    /// Each seat's cards, bit `c` for card `c`.
    hands: [u64; 4],
    /// The face-up table cards before the first play.
    table: u64,
    /// Cards played from the hands.
    played: u8,
    trick: [u8; 3],
    trick_len: u8,
    /// The side (0 first, 1 second) of the current trick's leader.
    lead: u8,
    /// Points taken by each side.
    points: [i32; 2],
    /// Spades taken in tricks by each side.
    spades: [u8; 2],
}

impl NestorsPos {
    /// The deal's start: `hands` in the order of play from the bidder (9, 8, 8, 8 card codes),
    /// `table` the three face-up cards.
    pub fn new(trump: Trump, hands: &[Vec<u8>; 4], table: [u8; 3]) -> NestorsPos {
        NestorsPos {
            trump,
            hands: hands
                .clone()
                .map(|h| h.iter().fold(0, |m, &c| m | 1u64 << c)),
            table: table.iter().fold(0, |m, &c| m | 1u64 << c),
            played: 0,
            trick: [0; 3],
            trick_len: 0,
            lead: 0,
            points: [0; 2],
            spades: [0; 2],
        }
    }

    /// Our deal `n` with `trump`, played `skip` times along fixed legal cards (the
    /// `(n + 7i)`-th legal play of the `i`-th turn, modulo their number, in card order), and the
    /// plays made: the late positions of the tests, the benchmark and the node counts of
    /// `docs/experiments.md`.
    ///
    /// # Panics
    /// If `skip` goes past the deal's last play (33 plays).
    pub fn along_fixed_plays(n: u64, trump: Trump, skip: usize) -> (NestorsPos, Vec<Play>) {
        let (hands, table) = super::deal::NestorsDeal::number(n)
            .codes()
            .expect("our deals are Nestors deals");
        let mut pos = NestorsPos::new(trump, &hands, table);
        let mut line = Vec::with_capacity(skip);
        let mut plays = Vec::new();
        for i in 0..skip {
            plays.clear();
            pos.legal(&mut plays);
            let m = plays[(n as usize + i * 7) % plays.len()];
            pos.apply(m);
            line.push(m);
        }
        (pos, line)
    }

    /// The seat to play (0 bidder, 1 right, 2 partner, 3 left).
    pub fn seat(&self) -> usize {
        usize::from(self.played % 4)
    }

    /// Points taken so far by each side (0: the bidder and partner).
    pub fn taken(&self) -> [i32; 2] {
        self.points
    }

    fn award(&mut self, side: usize, cards: &[u8]) {
        self.points[side] +=
            TRICK_POINTS + cards.iter().map(|&c| self.trump.points(c)).sum::<i32>();
        let before = self.spades[side];
        self.spades[side] += cards.iter().filter(|&&c| suit(c) == SPADES).count() as u8;
        if before < SPADE_MAJORITY && self.spades[side] >= SPADE_MAJORITY {
            self.points[side] += SPADE_BONUS;
        }
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot {
            table: self.table,
            trick: self.trick,
            trick_len: self.trick_len,
            lead: self.lead,
            points: self.points,
            spades: self.spades,
        }
    }
}

fn cards_of(mut set: u64, out: &mut Vec<Play>) {
    while set != 0 {
        let c = set.trailing_zeros() as u8;
        set &= set - 1;
        out.push(Play {
            card: c,
            keep: Play::NONE,
        });
    }
}

impl NestorsPos {
    /// Appends every legal play, in card order ([`TwoSided::moves`] leaves out equivalent
    /// cards and orders them).
    pub fn legal(&self, out: &mut Vec<Play>) {
        let hand = self.hands[self.seat()];
        if self.played == 0 {
            let mut table = self.table;
            while table != 0 {
                let keep = table.trailing_zeros() as u8;
                table &= table - 1;
                let start = out.len();
                cards_of(hand, out);
                for p in &mut out[start..] {
                    p.keep = keep;
                }
            }
            return;
        }
        if self.trick_len == 2 {
            let (a, b) = (self.trick[0], self.trick[1]);
            if bound(a, b, hand) {
                let start = out.len();
                cards_of(hand, out);
                let trump = self.trump;
                let mut kept = start;
                for i in start..out.len() {
                    if complies(trump, a, b, out[i].card) {
                        out[kept] = out[i];
                        kept += 1;
                    }
                }
                out.truncate(kept);
                return;
            }
        }
        cards_of(hand, out);
    }

    /// Keeps one of each run of equivalent cards among the plays `out[start..]`: cards of one
    /// suit in the hand to play, not trumps, of equal points, with no card of another hand or of
    /// the current trick ranked between them or equal to either (trumps aside, which never
    /// compare by rank). Swapping two such cards in any line changes no trick's taker, points
    /// or spades, so one of them stands for both: the value is the same.
    fn drop_equivalent(&self, out: &mut Vec<Play>, start: usize) {
        let seat = self.seat();
        let mut outside = self.table;
        for (s, &h) in self.hands.iter().enumerate() {
            if s != seat {
                outside |= h;
            }
        }
        for &c in &self.trick[..usize::from(self.trick_len)] {
            outside |= 1u64 << c;
        }
        // The plain ranks held outside (not trumps), one bit a rank.
        let mut ranks = 0u16;
        let mut o = outside;
        while o != 0 {
            let c = o.trailing_zeros() as u8;
            o &= o - 1;
            if !self.trump.is_trump(c) {
                ranks |= 1 << rank(c);
            }
        }
        // Plays come in card order, so the cards of a suit are in rank order: drop a card when
        // the next kept one is its equivalent.
        let trump = self.trump;
        let mut kept = start;
        for i in start..out.len() {
            let x = out[i].card;
            let dup = out.get(i + 1).is_some_and(|n| {
                let y = n.card;
                suit(x) == suit(y)
                    && !trump.is_trump(x)
                    && !trump.is_trump(y)
                    && trump.points(x) == trump.points(y)
                    && ranks >> rank(x) & ((1u16 << (rank(y) - rank(x) + 1)) - 1) == 0
            });
            if !dup {
                out[kept] = out[i];
                kept += 1;
            }
        }
        out.truncate(kept);
    }

    /// Orders the plays best first for the side to play, cheaply: the third card of a trick,
    /// whose outcome it settles, takes the trick with the most points or, unable to, loses the
    /// fewest; the first two cards try plain cards first, those with points first, high ranks
    /// first (on 10 deals solved from the fifth trick, 11% fewer nodes than cheap cards first;
    /// from the sixth, 7% more).
    fn order(&self, plays: &mut [Play]) {
        let trump = self.trump;
        if self.trick_len == 2 {
            let [a, b, _] = self.trick;
            plays.sort_by_key(|p| {
                let ours = taker(trump, a, b, p.card) == Taker::Leader;
                let pts = trump.points(p.card);
                if ours {
                    (0, -pts)
                } else {
                    (1, pts)
                }
            });
        } else {
            plays.sort_by_key(|p| {
                (
                    trump.is_trump(p.card),
                    -trump.points(p.card),
                    -i32::from(rank(p.card)),
                )
            });
        }
    }
}

impl TwoSided for NestorsPos {
    type Move = Play;
    type Undo = Snapshot;
    type Key = u64;

    /// The cards not yet played (36 bits), the current trick's cards (6 bits each, plus one, so
    /// that none is 0), and the first side's spades until the bonus is decided (4 bits). Who holds which card is the deal's;
    /// whose turn it is and who led follow from the number of cards left.
    fn key(&self) -> u64 {
        let left = self.hands.iter().fold(self.table, |m, h| m | h);
        let mut trick = 0u64;
        for &c in &self.trick[..usize::from(self.trick_len)] {
            trick = trick << 6 | u64::from(c + 1);
        }
        // The first side's spades, or 14 and 15 once the bonus is the first or second side's:
        // then the count no longer changes the points to come.
        let spades = if self.spades[0] >= SPADE_MAJORITY {
            14
        } else if self.spades[1] >= SPADE_MAJORITY {
            15
        } else {
            u64::from(self.spades[0])
        };
        left | trick << 36 | spades << 48
    }

    fn to_move(&self) -> Side {
        if self.seat().is_multiple_of(2) {
            Side::First
        } else {
            Side::Second
        }
    }

    fn points(&self) -> i32 {
        self.points[0]
    }

    fn rest_bounds(&self) -> (i32, i32) {
        (0, DEAL_POINTS - self.points[0] - self.points[1])
    }

    /// Only positions between tricks (and the first and second trick's starts): inside a
    /// trick, the few plays left to it are cheap to search again.
    fn stored(&self) -> bool {
        self.trick_len == 0 || self.played <= 1
    }

    /// The third card of a trick, and the bidder's first card, end at a position kept.
    fn children_stored(&self) -> bool {
        self.trick_len == 2 || self.played == 0
    }

    fn moves(&mut self, out: &mut Vec<Play>) {
        let start = out.len();
        self.legal(out);
        // The first play keeps every card: all 36 are then in a hand or on the table, and two
        // of the bidder's cards are equivalent only if it holds all four cards of both ranks
        // (ranks compare across suits), which none of our deals 1-100 does for any trump.
        if self.played > 0 {
            self.drop_equivalent(out, start);
            self.order(&mut out[start..]);
        }
    }

    fn apply(&mut self, m: Play) -> Snapshot {
        let s = self.snapshot();
        let seat = self.seat();
        self.hands[seat] &= !(1u64 << m.card);
        self.played += 1;
        if m.keep != Play::NONE {
            let others = self.table & !(1u64 << m.keep);
            let (x, y) = (
                others.trailing_zeros() as u8,
                63 - others.leading_zeros() as u8,
            );
            self.award(0, &[m.card, x, y]);
            self.table = 0;
            self.trick = [m.keep, 0, 0];
            self.trick_len = 1;
            self.lead = 0;
            return s;
        }
        if self.trick_len == 0 {
            self.lead = (seat % 2) as u8;
        }
        self.trick[usize::from(self.trick_len)] = m.card;
        self.trick_len += 1;
        if self.trick_len == 3 {
            let [a, b, c] = self.trick;
            let side = match taker(self.trump, a, b, c) {
                Taker::Leader => self.lead,
                Taker::Second => 1 - self.lead,
            };
            self.award(usize::from(side), &[a, b, c]);
            self.trick_len = 0;
        }
        s
    }

    fn undo(&mut self, m: Play, s: Snapshot) {
        self.played -= 1;
        let seat = self.seat();
        self.hands[seat] |= 1u64 << m.card;
        self.table = s.table;
        self.trick = s.trick;
        self.trick_len = s.trick_len;
        self.lead = s.lead;
        self.points = s.points;
        self.spades = s.spades;
    }
}
