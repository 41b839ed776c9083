//! A playing card and its notation.

use std::fmt;
use std::str::FromStr;

/// A rank: 1 (ace) to 13 (king); 0 is the joker's own rank.
pub type Rank = u8;

/// A suit, in the order clubs, diamonds, hearts, spades.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    /// Clubs, `C`.
    Clubs = 0,
    /// Diamonds, `D`.
    Diamonds = 1,
    /// Hearts, `H`.
    Hearts = 2,
    /// Spades, `S`.
    Spades = 3,
}

impl Suit {
    /// Every suit, in index order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The suit's letter.
    pub fn letter(self) -> char {
        ['C', 'D', 'H', 'S'][self as usize]
    }

    /// Whether the suit is red (diamonds, hearts), for games built in alternate colours.
    pub fn is_red(self) -> bool {
        matches!(self, Suit::Diamonds | Suit::Hearts)
    }
}

/// A card: a rank with a suit, or a joker.
///
/// Packed in one byte: `rank << 2 | suit`; jokers have rank 0 and a suit index of 0 or 1 that only
/// tells the two apart when printed. Two cards of two decks with the same rank and suit are equal.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    /// The card of `rank` (1..=13) and `suit`.
    ///
    /// # Panics
    /// If `rank` is not in 1..=13 (a programming error, not user input).
    pub fn new(rank: Rank, suit: Suit) -> Card {
        assert!((1..=13).contains(&rank), "rank {rank} out of 1..=13");
        Card(rank << 2 | suit as u8)
    }

    /// The joker numbered `n` (0 or 1; only its printed name depends on it).
    pub fn joker(n: u8) -> Card {
        Card(n & 1)
    }

    /// The card's rank: 1..=13, or 0 for a joker.
    pub fn rank(self) -> Rank {
        self.0 >> 2
    }

    /// Whether this is a joker.
    pub fn is_joker(self) -> bool {
        self.rank() == 0
    }

    /// The card's suit (`None` for a joker).
    pub fn suit(self) -> Option<Suit> {
        (!self.is_joker()).then(|| Suit::ALL[(self.0 & 3) as usize])
    }

    /// The card as one byte (`rank << 2 | suit`), for compact tables.
    pub fn to_u8(self) -> u8 {
        self.0
    }

    /// The rank's notation: `A`, `2` … `10`, `J`, `Q`, `K`.
    pub fn rank_name(rank: Rank) -> &'static str {
        const NAMES: [&str; 14] = [
            "JK", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ];
        NAMES[rank as usize]
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.suit() {
            None => f.write_str("JK"),
            Some(s) => write!(f, "{}{}", Card::rank_name(self.rank()), s.letter()),
        }
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A card's notation could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("bad card {text:?}: expected a rank (A, 2-10, T, J, Q, K) and a suit (C, D, H, S), or JK")]
pub struct CardParseError {
    /// The text that was not a card.
    pub text: String,
}

impl FromStr for Card {
    type Err = CardParseError;

    /// Reads `AS`, `10H`, `TH`, `qd` (case does not matter) or `JK` (a joker).
    fn from_str(s: &str) -> Result<Card, CardParseError> {
        let err = || CardParseError {
            text: s.to_string(),
        };
        let up = s.trim().to_ascii_uppercase();
        if up == "JK" || up == "JOKER" {
            return Ok(Card::joker(0));
        }
        if up.len() < 2 || !up.is_ascii() {
            return Err(err());
        }
        let (r, su) = up.split_at(up.len() - 1);
        let suit = match su {
            "C" => Suit::Clubs,
            "D" => Suit::Diamonds,
            "H" => Suit::Hearts,
            "S" => Suit::Spades,
            _ => return Err(err()),
        };
        let rank = match r {
            "A" | "1" => 1,
            "T" | "10" => 10,
            "J" => 11,
            "Q" => 12,
            "K" => 13,
            d if d.len() == 1 && ("2"..="9").contains(&d) => d.parse().map_err(|_| err())?,
            _ => return Err(err()),
        };
        Ok(Card::new(rank, suit))
    }
}

impl serde::Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for rank in 1..=13 {
            for suit in Suit::ALL {
                let c = Card::new(rank, suit);
                assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
                assert_eq!(c.rank(), rank);
                assert_eq!(c.suit(), Some(suit));
            }
        }
        assert_eq!("TH".parse::<Card>().unwrap(), "10H".parse().unwrap());
        assert_eq!("qd".parse::<Card>().unwrap().to_string(), "QD");
        assert!("JK".parse::<Card>().unwrap().is_joker());
    }

    #[test]
    fn bad_cards_are_rejected() {
        for bad in ["", "A", "1", "11H", "0S", "ZS", "AX", "10", "♠A", "KK"] {
            assert!(bad.parse::<Card>().is_err(), "{bad:?} parsed");
        }
    }
}
