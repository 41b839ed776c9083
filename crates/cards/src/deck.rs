//! The pack a game is dealt from.

use crate::card::{Card, Rank, Suit};
use serde::{Deserialize, Serialize};

/// What a pack holds: `ranks` ranks (aces first) in `suits` suits, `decks` times over, plus
/// `jokers` jokers. A standard deck is 13 ranks, 4 suits, 1 deck, no jokers (52 cards).
///
/// Small packs (few ranks) are for tests that check the solver against brute force.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DeckSpec {
    /// Ranks used, from the ace up: 1..=13.
    pub ranks: u8,
    /// Suits used, from clubs on: 1..=4.
    pub suits: u8,
    /// How many copies of the deck: 1 or more.
    pub decks: u8,
    /// Jokers added to the pack.
    pub jokers: u8,
}

/// A pack that cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DeckError {
    /// A count out of range.
    #[error("impossible deck: {0}")]
    Impossible(String),
}

impl DeckSpec {
    /// One standard 52-card deck.
    pub const STANDARD: DeckSpec = DeckSpec {
        ranks: 13,
        suits: 4,
        decks: 1,
        jokers: 0,
    };

    /// `decks` standard decks with `jokers` jokers.
    pub fn standard(decks: u8, jokers: u8) -> DeckSpec {
        DeckSpec {
            ranks: 13,
            suits: 4,
            decks,
            jokers,
        }
    }

    /// Checks the counts: 1..=13 ranks, 1..=4 suits, 1..=8 decks, at most 8 jokers.
    ///
    /// # Errors
    /// [`DeckError::Impossible`] naming the first count out of range.
    pub fn validate(&self) -> Result<(), DeckError> {
        let bad = |m: String| Err(DeckError::Impossible(m));
        if !(1..=13).contains(&self.ranks) {
            return bad(format!("{} ranks (1 to 13)", self.ranks));
        }
        if !(1..=4).contains(&self.suits) {
            return bad(format!("{} suits (1 to 4)", self.suits));
        }
        if !(1..=8).contains(&self.decks) {
            return bad(format!("{} decks (1 to 8)", self.decks));
        }
        if self.jokers > 8 {
            return bad(format!("{} jokers (at most 8)", self.jokers));
        }
        Ok(())
    }

    /// Cards in the pack.
    pub fn len(&self) -> usize {
        usize::from(self.ranks) * usize::from(self.suits) * usize::from(self.decks)
            + usize::from(self.jokers)
    }

    /// Whether the pack is empty (never, for a valid spec).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Copies of each non-joker rank.
    pub fn copies_per_rank(&self) -> u8 {
        self.suits * self.decks
    }

    /// How many cards of `rank` the pack holds (0 is the jokers' rank).
    pub fn count_of(&self, rank: Rank) -> u8 {
        match rank {
            0 => self.jokers,
            r if r <= self.ranks => self.copies_per_rank(),
            _ => 0,
        }
    }

    /// The pack in a fixed order: deck by deck, suit by suit, ace to top rank; jokers last.
    pub fn cards(&self) -> Vec<Card> {
        let mut v = Vec::with_capacity(self.len());
        for _ in 0..self.decks {
            for &suit in &Suit::ALL[..usize::from(self.suits)] {
                for rank in 1..=self.ranks {
                    v.push(Card::new(rank, suit));
                }
            }
        }
        for j in 0..self.jokers {
            v.push(Card::joker(j));
        }
        v
    }
}

/// How the cards `have` differ from the pack `want`, as a multiset: `None` if they are the same
/// cards, else `"extra [..], missing [..]"` naming the cards (for a layout's error message).
pub fn pack_difference(have: &[Card], want: &[Card]) -> Option<String> {
    let (mut have, mut want) = (have.to_vec(), want.to_vec());
    have.sort_unstable();
    want.sort_unstable();
    if have == want {
        return None;
    }
    let join = |cards: Vec<Card>| {
        cards
            .iter()
            .map(Card::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    };
    Some(format!(
        "extra [{}], missing [{}]",
        join(multiset_minus(&have, &want)),
        join(multiset_minus(&want, &have))
    ))
}

/// Sorted `a` minus sorted `b`, as multisets.
fn multiset_minus(a: &[Card], b: &[Card]) -> Vec<Card> {
    let mut out = Vec::new();
    let mut j = 0;
    for &x in a {
        while j < b.len() && b[j] < x {
            j += 1;
        }
        if j < b.len() && b[j] == x {
            j += 1;
        } else {
            out.push(x);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_packs() {
        assert_eq!(DeckSpec::STANDARD.cards().len(), 52);
        assert_eq!(DeckSpec::standard(2, 0).cards().len(), 104);
        assert_eq!(DeckSpec::standard(1, 2).cards().len(), 54);
        assert_eq!(DeckSpec::standard(1, 2).count_of(0), 2);
        assert_eq!(DeckSpec::standard(2, 0).count_of(13), 8);
        let pack = DeckSpec::STANDARD.cards();
        assert_eq!(pack_difference(&pack, &pack), None);
        let mut odd = pack.clone();
        odd[0] = odd[1];
        assert_eq!(
            pack_difference(&odd, &pack).as_deref(),
            Some(format!("extra [{}], missing [{}]", pack[1], pack[0]).as_str())
        );
        assert!(DeckSpec {
            ranks: 0,
            suits: 4,
            decks: 1,
            jokers: 0
        }
        .validate()
        .is_err());
    }
}
