//! The rules of a Nestors trick ("Nestors" by Ali Safaaei): trumps, points, the third player's
//! constraint and who wins. Readings of the ambiguous rules are in `docs/rules.md` (Nestors).
//!
//! A card is a code `suit * 9 + rank`: suits clubs, diamonds, hearts, spades (0..4); ranks 6,
//! 7, 8, 9, 10, J, Q, K, A (0..9), so a higher code of one suit is a higher plain card.

use crate::error::GameError;
use patience_cards::{Card, Suit};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Cards in the pack: 6 to ace of four suits.
pub const PACK: u8 = 36;
/// Points of a trick, whoever takes it.
pub const TRICK_POINTS: i32 = 5;
/// Points for the side that takes the majority (5 or more) of the nine spades.
pub const SPADE_BONUS: i32 = 10;
/// Spades that make a majority.
pub const SPADE_MAJORITY: u8 = 5;
/// The points of a deal: 120 in cards, 60 in twelve tricks, 10 for the spades.
pub const DEAL_POINTS: i32 = 190;

/// The suit index of spades.
pub const SPADES: u8 = 3;

/// A card's suit, 0..4 (clubs, diamonds, hearts, spades).
#[inline]
pub fn suit(c: u8) -> u8 {
    c / 9
}

/// A card's plain rank, 0 (six) to 8 (ace): the order of cards that are not trumps.
#[inline]
pub fn rank(c: u8) -> u8 {
    c % 9
}

/// The card of code `c` (`c` below [`PACK`]).
pub fn card(c: u8) -> Card {
    let r = rank(c);
    let rank = if r == 8 { 1 } else { r + 6 };
    Card::new(rank, Suit::ALL[usize::from(suit(c))])
}

/// The code of `card`.
///
/// # Errors
/// [`GameError::BadLayout`] for a joker or a card 2 to 5, which the Nestors pack leaves out.
pub fn code(card: Card) -> Result<u8, GameError> {
    let r = match card.rank() {
        1 => 8,
        r @ 6..=13 => r - 6,
        _ => {
            return Err(GameError::BadLayout(format!(
                "{card} is not in the Nestors pack (6 to ace)"
            )))
        }
    };
    let Some(s) = card.suit() else {
        return Err(GameError::BadLayout(
            "a joker is not in the Nestors pack".into(),
        ));
    };
    let s = s as u8;
    Ok(s * 9 + r)
}

/// The trump rank of a deal: all four cards of it are trumps (worth 15 points each).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Trump {
    /// The aces are trumps; jacks are worth 10, tens 5.
    Aces,
    /// The jacks are trumps; aces are worth 10, tens 5.
    Jacks,
    /// The tens are trumps; aces are worth 10, jacks 5.
    Tens,
}

impl Trump {
    /// Every trump, in the order reports list them.
    pub const ALL: [Trump; 3] = [Trump::Aces, Trump::Jacks, Trump::Tens];

    /// The trump's name on the command line and in JSON.
    pub fn name(self) -> &'static str {
        match self {
            Trump::Aces => "aces",
            Trump::Jacks => "jacks",
            Trump::Tens => "tens",
        }
    }

    /// The plain rank (0..9) of the trump cards.
    pub fn rank(self) -> u8 {
        match self {
            Trump::Aces => 8,
            Trump::Jacks => 5,
            Trump::Tens => 4,
        }
    }

    /// Whether card `c` is a trump.
    #[inline]
    pub fn is_trump(self, c: u8) -> bool {
        rank(c) == self.rank()
    }

    /// The points of card `c`: 15 a trump; of the other two of ace, jack and ten, the higher
    /// (ace, or jack when aces are trumps) 10 and the lower 5; nothing for the rest. The 36
    /// cards hold 120 points.
    pub fn points(self, c: u8) -> i32 {
        const ACE: u8 = 8;
        const JACK: u8 = 5;
        const TEN: u8 = 4;
        let r = rank(c);
        if r == self.rank() {
            15
        } else if r == ACE || (r == JACK && self == Trump::Aces) {
            10
        } else if r == TEN || r == JACK {
            5
        } else {
            0
        }
    }
}

impl fmt::Display for Trump {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Trump {
    type Err = GameError;

    /// Reads `aces`, `jacks` or `tens` (or `a`, `j`, `10`).
    fn from_str(s: &str) -> Result<Trump, GameError> {
        match s.to_ascii_lowercase().as_str() {
            "aces" | "ace" | "a" => Ok(Trump::Aces),
            "jacks" | "jack" | "j" => Ok(Trump::Jacks),
            "tens" | "ten" | "10" | "t" => Ok(Trump::Tens),
            _ => Err(GameError::BadRules(format!(
                "unknown trump {s:?} (aces, jacks or tens)"
            ))),
        }
    }
}

/// Whether the third card `c` of a trick led `a`, followed by `b`, complies with the third
/// player's constraint: when `a` and `b` share a suit, a card of that suit or any trump; when
/// they do not, a card of a third suit (a trump too, but only of a third suit: the source's
/// worked example, jacks trumps, 10 of hearts led and jack of spades played, is won only with
/// the jack of diamonds or clubs, not the jack of hearts).
#[inline]
pub fn complies(trump: Trump, a: u8, b: u8, c: u8) -> bool {
    if suit(a) == suit(b) {
        suit(c) == suit(a) || trump.is_trump(c)
    } else {
        suit(c) != suit(a) && suit(c) != suit(b)
    }
}

/// Whether the third player, holding the cards of the bit set `hand` (bit `c` for card `c`),
/// is bound by the constraint after `a` and `b`: when `a` and `b` share a suit, if the hand
/// holds a card of that suit (a trump of it included); when they do not, if it holds a card of
/// a third suit. Otherwise the third player may play any card (which complies only if it is a
/// trump after two cards of one suit).
#[inline]
pub fn bound(a: u8, b: u8, hand: u64) -> bool {
    let suit_mask = |s: u8| 0x1ffu64 << (9 * s);
    if suit(a) == suit(b) {
        hand & suit_mask(suit(a)) != 0
    } else {
        hand & !(suit_mask(suit(a)) | suit_mask(suit(b))) != 0
    }
}

/// The partnership that takes a trick.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Taker {
    /// The leader and partner (A and C).
    Leader,
    /// The second player and partner (B and D).
    Second,
}

/// Who takes the trick `a`, `b`, `c` (led by A, then B, then A's partner C), given whether `c`
/// complied ([`complies`]). Complied: the last trump played takes it; with no trump, the highest
/// plain card (ace high), the earlier of equal ranks. Not complied: B and D, except when the
/// only trumps in the trick are A's and C's, or when B played a trump and C a trump of a suit
/// other than the first two cards' (then A and C). A trick with no trump whose third card does
/// not comply goes to B and D.
pub fn taker(trump: Trump, a: u8, b: u8, c: u8) -> Taker {
    let t = |x: u8| trump.is_trump(x);
    let played_by = |i: usize| if i == 1 { Taker::Second } else { Taker::Leader };
    let cards = [a, b, c];
    if complies(trump, a, b, c) {
        if let Some(i) = (0..3).rev().find(|&i| t(cards[i])) {
            return played_by(i);
        }
        // No trump: the first of the highest plain rank.
        let mut best = 0;
        for i in 1..3 {
            if rank(cards[i]) > rank(cards[best]) {
                best = i;
            }
        }
        return played_by(best);
    }
    let only_leaders_trumps = (t(a) || t(c)) && !t(b);
    let c_overtrumps = t(b) && t(c) && suit(c) != suit(a) && suit(c) != suit(b);
    if only_leaders_trumps || c_overtrumps {
        Taker::Leader
    } else {
        Taker::Second
    }
}

/// The cards of a trick as text, `10H JS JD`.
pub fn cards_text(cards: &[u8]) -> String {
    cards
        .iter()
        .map(|&c| card(c).to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> u8 {
        code(s.parse().unwrap()).unwrap()
    }

    #[test]
    fn the_pack_holds_120_card_points_for_every_trump() {
        for trump in Trump::ALL {
            let sum: i32 = (0..PACK).map(|x| trump.points(x)).sum();
            assert_eq!(sum, 120, "{trump}");
            assert_eq!((0..PACK).filter(|&x| trump.is_trump(x)).count(), 4);
        }
        assert_eq!(120 + 12 * TRICK_POINTS + SPADE_BONUS, DEAL_POINTS);
        assert_eq!(Trump::Aces.points(c("JH")), 10);
        assert_eq!(Trump::Aces.points(c("10H")), 5);
        assert_eq!(Trump::Jacks.points(c("AS")), 10);
        assert_eq!(Trump::Jacks.points(c("10S")), 5);
        assert_eq!(Trump::Tens.points(c("AC")), 10);
        assert_eq!(Trump::Tens.points(c("JC")), 5);
        assert_eq!(Trump::Tens.points(c("10C")), 15);
        assert_eq!(Trump::Tens.points(c("KC")), 0);
    }

    #[test]
    fn codes_and_cards_agree() {
        for x in 0..PACK {
            assert_eq!(code(card(x)).unwrap(), x);
        }
        assert!(code("5H".parse().unwrap()).is_err());
        assert!(rank(c("AS")) > rank(c("KS")) && rank(c("7S")) > rank(c("6S")));
    }

    /// The source's first worked example (jacks trumps): after the 10 of hearts and the jack of
    /// spades, the third player takes the trick with the jack of diamonds or of clubs, not with
    /// the jack of hearts.
    #[test]
    fn worked_example_a_trump_of_a_third_suit_wins() {
        let (a, b) = (c("10H"), c("JS"));
        assert_eq!(taker(Trump::Jacks, a, b, c("JD")), Taker::Leader);
        assert_eq!(taker(Trump::Jacks, a, b, c("JC")), Taker::Leader);
        assert_eq!(taker(Trump::Jacks, a, b, c("JH")), Taker::Second);
        assert!(!complies(Trump::Jacks, a, b, c("JH")));
        // A plain card of a third suit complies, but B's trump is then the last one.
        assert_eq!(taker(Trump::Jacks, a, b, c("AD")), Taker::Second);
    }

    /// The second worked example: after the 10 of hearts and the jack of hearts, any other jack
    /// takes the trick.
    #[test]
    fn worked_example_any_other_jack_overtrumps() {
        let (a, b) = (c("10H"), c("JH"));
        for j in ["JS", "JD", "JC"] {
            assert_eq!(taker(Trump::Jacks, a, b, c(j)), Taker::Leader, "{j}");
        }
        assert_eq!(taker(Trump::Jacks, a, b, c("AH")), Taker::Second);
    }

    #[test]
    fn the_third_player_is_bound_by_the_suits_held() {
        let hand = |cards: &[&str]| cards.iter().fold(0u64, |m, s| m | 1 << c(s));
        // Same suit: bound while holding that suit (its trump included), not by trumps alone.
        assert!(bound(c("9H"), c("KH"), hand(&["7H", "6C"])));
        assert!(bound(c("9H"), c("KH"), hand(&["JH", "6C"])));
        assert!(!bound(c("9H"), c("KH"), hand(&["JS", "6C"])));
        assert!(complies(Trump::Jacks, c("9H"), c("KH"), c("JS")));
        assert!(!complies(Trump::Jacks, c("9H"), c("KH"), c("6C")));
        // Different suits: bound while holding a third suit.
        assert!(bound(c("9H"), c("KS"), hand(&["7H", "6C"])));
        assert!(!bound(c("9H"), c("KS"), hand(&["7H", "6S", "JH"])));
    }

    #[test]
    fn a_complying_trick_without_trumps_goes_to_the_first_highest_card() {
        let t = Trump::Jacks;
        // Same suit, C follows: the highest card.
        assert_eq!(taker(t, c("9H"), c("KH"), c("AH")), Taker::Leader);
        assert_eq!(taker(t, c("9H"), c("KH"), c("QH")), Taker::Second);
        // Different suits, C plays a third: the highest of any suit, earlier on a tie.
        assert_eq!(taker(t, c("KH"), c("KS"), c("KD")), Taker::Leader);
        assert_eq!(taker(t, c("9H"), c("KS"), c("KD")), Taker::Second);
        assert_eq!(taker(t, c("9H"), c("KS"), c("AD")), Taker::Leader);
        // The trump rank is not a plain rank: with aces trumps, the king is highest.
        assert_eq!(taker(Trump::Aces, c("KH"), c("QS"), c("JD")), Taker::Leader);
    }

    #[test]
    fn the_last_trump_takes_a_complying_trick() {
        let t = Trump::Tens;
        assert_eq!(taker(t, c("10H"), c("10S"), c("AD")), Taker::Second);
        assert_eq!(taker(t, c("10H"), c("AH"), c("9H")), Taker::Leader);
        assert_eq!(taker(t, c("9H"), c("10H"), c("10C")), Taker::Leader);
    }

    #[test]
    fn a_trick_whose_third_card_does_not_comply_goes_to_the_second_player() {
        let t = Trump::Jacks;
        // Same suit, C holds none of it and discards: B and D, even with the highest card.
        assert_eq!(taker(t, c("9H"), c("KH"), c("AC")), Taker::Second);
        // Except when the only trumps are A's or C's.
        assert_eq!(taker(t, c("JH"), c("KH"), c("AC")), Taker::Leader);
        assert_eq!(taker(t, c("9H"), c("KS"), c("JH")), Taker::Leader);
        // Different suits, C holds only their suits: B and D.
        assert_eq!(taker(t, c("9H"), c("KS"), c("AS")), Taker::Second);
    }
}
