//! A Nestors deal from a deal number, and its deal file.
//!
//! Deal number `n` is our pinned shuffle (`patience_cards::DealRng`, shuffle name `nestors`,
//! whatever the trump) of the 36 cards, dealt as "Nestors" by Ali Safaaei says: four cards to
//! the table (the first face down), five to each player anticlockwise from the dealer's right,
//! the face-down table card to the bidder, then three more to each player.

use super::rules::{card, code, PACK};
use crate::error::GameError;
use patience_cards::{Card, DealRng};
use serde::{Deserialize, Serialize};
use std::fmt::Write;

/// The shuffle name of deal numbers.
pub const SHUFFLE: &str = "nestors";

/// The seats in the order of play from the bidder (play goes anticlockwise, to the right).
pub const SEATS: [&str; 4] = ["bidder", "right", "partner", "left"];

/// A deal with every card known: the hands in the order of play from the bidder, and the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NestorsDeal {
    /// Always `nestors`.
    pub game: String,
    /// The deal number, if the deal came from one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<u64>,
    /// The hands: the bidder's 9 cards (the face-down table card included), then the 8 cards of
    /// the player on the bidder's right, the partner's, the player on the left's.
    pub hands: [Vec<Card>; 4],
    /// The three face-up table cards.
    pub table: [Card; 3],
}

/// The 36 card codes of deal number `n` in the order they are dealt: the face-down table card,
/// the three face-up ones, five to each player from the first to bid, then three to each.
fn shuffled(n: u64) -> Vec<u8> {
    let mut pack: Vec<u8> = (0..PACK).collect();
    DealRng::new(SHUFFLE, n).shuffle(&mut pack);
    pack
}

/// What the players see of deal number `n` when they bid: each player's first five cards and
/// the three face-up table cards (card codes, see [`super::rules`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BiddingView {
    /// The first five cards of each player, from the first to bid (on the dealer's right)
    /// anticlockwise.
    pub fives: [[u8; 5]; 4],
    /// The three face-up table cards.
    pub table: [u8; 3],
}

impl BiddingView {
    /// The view of deal number `n` (the same cards as [`NestorsDeal::with_bidder`] deals).
    pub fn number(n: u64) -> BiddingView {
        let pack = shuffled(n);
        let five = |seat: usize| -> [u8; 5] { std::array::from_fn(|i| pack[4 + 5 * seat + i]) };
        BiddingView {
            fives: [five(0), five(1), five(2), five(3)],
            table: [pack[1], pack[2], pack[3]],
        }
    }
}

impl NestorsDeal {
    /// Deal number `n`, the bidder being the first player to bid (on the dealer's right, the
    /// first to receive cards; the auction is not played).
    pub fn number(n: u64) -> NestorsDeal {
        NestorsDeal::with_bidder(n, 0)
    }

    /// Deal number `n` won in the auction by the player `bidder` places after the first to bid
    /// (0 the first to bid, on the dealer's right; 1 the next, and so on, anticlockwise; taken
    /// modulo 4). The cards each player receives are the deal number's whoever bids; the bidder
    /// adds the face-down table card, and the hands are listed from the bidder in the order of
    /// play.
    pub fn with_bidder(n: u64, bidder: usize) -> NestorsDeal {
        let pack = shuffled(n);
        let mut hands: [Vec<u8>; 4] = Default::default();
        for (i, hand) in hands.iter_mut().enumerate() {
            // The player `i` places after the bidder, counted from the first to bid.
            let seat = (bidder + i) % 4;
            hand.extend_from_slice(&pack[4 + 5 * seat..9 + 5 * seat]);
            if i == 0 {
                hand.push(pack[0]);
            }
            hand.extend_from_slice(&pack[24 + 3 * seat..27 + 3 * seat]);
        }
        NestorsDeal {
            game: SHUFFLE.into(),
            deal: Some(n),
            hands: hands.map(|h| h.into_iter().map(card).collect()),
            table: [card(pack[1]), card(pack[2]), card(pack[3])],
        }
    }

    /// The deal as card codes (see [`super::rules`]): the hands and the table.
    ///
    /// # Errors
    /// [`GameError::BadLayout`] unless the hands hold 9, 8, 8 and 8 cards and, with the table,
    /// the whole Nestors pack once.
    pub fn codes(&self) -> Result<([Vec<u8>; 4], [u8; 3]), GameError> {
        let mut seen = 0u64;
        let mut take = |c: Card| -> Result<u8, GameError> {
            let x = code(c)?;
            if seen & 1 << x != 0 {
                return Err(GameError::BadLayout(format!("{c} is dealt twice")));
            }
            seen |= 1 << x;
            Ok(x)
        };
        let mut hands: [Vec<u8>; 4] = Default::default();
        for (seat, hand) in self.hands.iter().enumerate() {
            let want = if seat == 0 { 9 } else { 8 };
            if hand.len() != want {
                return Err(GameError::BadLayout(format!(
                    "the {} holds {} cards, not {want}",
                    SEATS[seat],
                    hand.len()
                )));
            }
            for &c in hand {
                hands[seat].push(take(c)?);
            }
        }
        let table = [
            take(self.table[0])?,
            take(self.table[1])?,
            take(self.table[2])?,
        ];
        Ok((hands, table))
    }

    /// The deal as a person reads it: one line the table, one line a hand, cards by suit.
    pub fn text(&self) -> String {
        let mut s = format!("table: {}\n", self.table.map(|c| c.to_string()).join(" "));
        for (seat, hand) in self.hands.iter().enumerate() {
            let mut h = hand.clone();
            h.sort_by_key(|c| std::cmp::Reverse(code(*c).unwrap_or(0)));
            let cards: Vec<String> = h.iter().map(ToString::to_string).collect();
            let _ = writeln!(s, "{:<8} {}", format!("{}:", SEATS[seat]), cards.join(" "));
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deal_holds_the_pack_once() {
        for n in 0..50 {
            let d = NestorsDeal::number(n);
            let (hands, table) = d.codes().unwrap();
            let mut all: Vec<u8> = hands.concat();
            all.extend(table);
            all.sort_unstable();
            assert_eq!(all, (0..PACK).collect::<Vec<_>>());
        }
    }

    #[test]
    fn every_bidder_gets_the_same_cards_and_the_face_down_one() {
        for n in 0..20 {
            let first = NestorsDeal::number(n);
            assert_eq!(first, NestorsDeal::with_bidder(n, 0));
            let view = BiddingView::number(n);
            let (hands0, _) = first.codes().unwrap();
            // The face-down card is the one the first bidder holds beyond its 5 + 3.
            let down = hands0[0][5];
            for bidder in 0..4 {
                let d = NestorsDeal::with_bidder(n, bidder);
                let (hands, table) = d.codes().unwrap();
                assert_eq!(table, view.table);
                for (i, hand) in hands.iter().enumerate() {
                    let seat = (bidder + i) % 4;
                    assert_eq!(hand[..5], view.fives[seat]);
                    let mut rest: Vec<u8> = hand[5..].to_vec();
                    if i == 0 {
                        assert_eq!(rest.remove(0), down);
                    }
                    assert_eq!(rest, hands0[seat][if seat == 0 { 6 } else { 5 }..]);
                }
            }
        }
    }

    /// Deal 1 is pinned: a change here changes every published Nestors figure.
    #[test]
    fn golden_deal_1() {
        let d = NestorsDeal::number(1);
        let text: Vec<String> = d.text().lines().map(str::to_string).collect();
        assert_eq!(text, GOLDEN_1);
    }

    const GOLDEN_1: [&str; 5] = [
        "table: 10D 7S KD",
        "bidder:  AS KS 9S 8S 6S 6H QD 7C 6C",
        "right:   QS 9D 8D 6D AC KC JC 10C",
        "partner: 10S KH QH JH 8H 7H AD 8C",
        "left:    JS AH 10H 9H JD 7D QC 9C",
    ];
}
