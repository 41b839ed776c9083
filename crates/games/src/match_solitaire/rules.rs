//! The parameters of a Match Solitaire game, its game-id, and its deck.

use crate::error::GameError;
use patience_cards::{Card, Suit};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Which way cards may be stacked on a column's top card.
///
/// "Up" builds up: a card goes on the card one value below it (a 5 on a 4, an ace on a king).
/// "Down" builds down: a card goes on the card one value above it (a 4 on a 5, a king on an ace).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Stacking {
    /// Up or down (Taylor's default).
    #[default]
    Both,
    /// Up only: a card goes on the card one value below it.
    Up,
    /// Down only: a card goes on the card one value above it.
    Down,
}

/// A Match Solitaire game: `m x s x k x c` and the deal type, plus the two stacking options.
///
/// The deck has `k` matches; match `j` (from 0) has value `(j mod 13) + 1` (ace 1 .. king 13) and
/// its `m` cards have the suits `0, 1, .., m-1` taken mod `s` (clubs, diamonds, hearts, spades).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MatchRules {
    /// Cards in a set (the match size `m`): 2 to 4.
    pub match_size: u8,
    /// Suits in the deck (`s`): 1 to 4.
    pub suits: u8,
    /// Matches in the deck (`k`): 1 to [`MAX_MATCHES`].
    pub matches: u8,
    /// Columns (`c`), each with one free cell: 1 to [`MAX_COLUMNS`].
    pub columns: u8,
    /// A closed (blind) deal, `-`: the cards are dealt one row at a time when the player asks.
    pub closed: bool,
    /// Which way cards stack.
    pub stacking: Stacking,
    /// Whether stacking ignores suits (with one suit this changes nothing).
    pub ignore_suits: bool,
    /// Whether values wrap from the highest value in the deck to the ace when the deck has fewer
    /// than 13 values (with `k = 10`, the 10 and the ace are adjacent). Off (the project's
    /// reading): only the king and the ace are adjacent, so a deck without kings does not wrap.
    /// With 13 or more matches, and with fewer than 3, this changes nothing.
    #[serde(default)]
    pub wrap_highest: bool,
}

/// The most matches a deck may have (four times the 13 values).
pub const MAX_MATCHES: u8 = 52;
/// The most columns a game may have (free cells are labelled `a` to `z`).
pub const MAX_COLUMNS: u8 = 26;

impl Default for MatchRules {
    /// The standard game, `3x3x13x5+`.
    fn default() -> MatchRules {
        MatchRules {
            match_size: 3,
            suits: 3,
            matches: 13,
            columns: 5,
            closed: false,
            stacking: Stacking::Both,
            ignore_suits: false,
            wrap_highest: false,
        }
    }
}

impl MatchRules {
    /// An open game `m x s x k x c` with the default options.
    pub fn new(match_size: u8, suits: u8, matches: u8, columns: u8) -> MatchRules {
        MatchRules {
            match_size,
            suits,
            matches,
            columns,
            ..MatchRules::default()
        }
    }

    /// Cards in the deck: `m * k`.
    pub fn cards(&self) -> usize {
        usize::from(self.match_size) * usize::from(self.matches)
    }

    /// Checks that the parameters make a game.
    ///
    /// # Errors
    /// [`GameError::BadRules`] naming the first parameter out of range.
    pub fn validate(&self) -> Result<(), GameError> {
        let bad = |m: String| Err(GameError::BadRules(m));
        if !(2..=4).contains(&self.match_size) {
            return bad(format!("match size {} (2 to 4)", self.match_size));
        }
        if !(1..=4).contains(&self.suits) {
            return bad(format!("suit count {} (1 to 4)", self.suits));
        }
        if !(1..=MAX_MATCHES).contains(&self.matches) {
            return bad(format!("match count {} (1 to {MAX_MATCHES})", self.matches));
        }
        if !(1..=MAX_COLUMNS).contains(&self.columns) {
            return bad(format!(
                "column count {} (1 to {MAX_COLUMNS})",
                self.columns
            ));
        }
        Ok(())
    }

    /// The deck in its fixed order before shuffling: match by match, each match's cards in suit
    /// order `0, 1, .., m-1` (mod `s`).
    pub fn deck(&self) -> Vec<Card> {
        let mut v = Vec::with_capacity(self.cards());
        for j in 0..self.matches {
            for i in 0..self.match_size {
                v.push(Card::new(
                    j % 13 + 1,
                    Suit::ALL[usize::from(i % self.suits)],
                ));
            }
        }
        v
    }

    /// The length of the cycle of values: the value after `v` (ace 0) is `(v + 1) % cycle`. It is
    /// 13 (the king is followed by the ace), or with [`MatchRules::wrap_highest`] and between 3
    /// and 12 values in the deck, their number (the highest value is followed by the ace).
    pub fn value_cycle(&self) -> u8 {
        if self.wrap_highest && (3..13).contains(&self.matches) {
            self.matches
        } else {
            13
        }
    }

    /// Whether `card` may be stacked on `base` under these rules: same suit (unless suits are
    /// ignored) and values one apart in an allowed direction, king and ace adjacent (or the
    /// highest value and the ace, see [`MatchRules::value_cycle`]).
    pub fn stacks_on(&self, card: Card, base: Card) -> bool {
        if !self.ignore_suits && card.suit() != base.suit() {
            return false;
        }
        // Up: the card is one above its base (an ace on a king); down: one below (a king on an ace).
        let w = self.value_cycle();
        let (cv, bv) = (card.rank() - 1, base.rank() - 1);
        let up = cv == (bv + 1) % w;
        let down = bv == (cv + 1) % w;
        match self.stacking {
            Stacking::Both => up || down,
            Stacking::Up => up,
            Stacking::Down => down,
        }
    }

    /// The game-id without a deal number, as Taylor writes it: `3x3x13x5+`. Options Taylor
    /// does not name are letters before the deal type: `u` (stack up only), `d` (down only), `i`
    /// (ignore suits), `w` (wrap at the highest value, [`MatchRules::wrap_highest`]), e.g.
    /// `3x3x13x5ui+`, `3x2x10x4w+`.
    pub fn game_id(&self) -> String {
        let mut s = format!(
            "{}x{}x{}x{}",
            self.match_size, self.suits, self.matches, self.columns
        );
        match self.stacking {
            Stacking::Both => {}
            Stacking::Up => s.push('u'),
            Stacking::Down => s.push('d'),
        }
        if self.ignore_suits {
            s.push('i');
        }
        if self.wrap_highest {
            s.push('w');
        }
        s.push(if self.closed { '-' } else { '+' });
        s
    }

    /// The name that seeds the shuffle of a deal number: the game-id without its option letters
    /// (`3x3x13x5+`), so one deal number deals the same cards whatever the stacking options.
    pub fn shuffle_name(&self) -> String {
        let t = if self.closed { '-' } else { '+' };
        format!(
            "{}x{}x{}x{}{t}",
            self.match_size, self.suits, self.matches, self.columns
        )
    }

    /// Reads a game-id, `3x3x13x5+` or `3x3x13x5-`, with an optional deal number after the deal
    /// type (`3x3x13x5+1`) and optional option letters before it (see [`MatchRules::game_id`]).
    ///
    /// # Errors
    /// [`GameError::BadRules`] when the text is not a game-id or its parameters are out of range.
    pub fn parse_game_id(text: &str) -> Result<(MatchRules, Option<u64>), GameError> {
        let bad = |why: &str| {
            Err(GameError::BadRules(format!(
                "bad game-id {text:?}: {why} (expected e.g. 3x3x13x5+ or 3x3x13x5-1)"
            )))
        };
        let Some(t) = text.find(['+', '-']) else {
            return bad("no deal type '+' or '-'");
        };
        let (head, tail) = text.split_at(t);
        let closed = tail.starts_with('-');
        let number = &tail[1..];
        let deal = if number.is_empty() {
            None
        } else if number.bytes().all(|b| b.is_ascii_digit()) {
            match number.parse::<u64>() {
                Ok(n) => Some(n),
                Err(_) => return bad("deal number too large"),
            }
        } else {
            return bad("the deal number is not a number");
        };
        let letters_at = head.find(|ch: char| ch.is_ascii_alphabetic() && ch != 'x');
        let (nums, letters) = match letters_at {
            Some(i) => head.split_at(i),
            None => (head, ""),
        };
        let parts: Vec<&str> = nums.split('x').collect();
        if parts.len() != 4 {
            return bad("four numbers separated by 'x' are needed");
        }
        let mut vals = [0u8; 4];
        for (v, p) in vals.iter_mut().zip(&parts) {
            if p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()) || p.len() > 3 {
                return bad("a parameter is not a number");
            }
            *v = match p.parse::<u8>() {
                Ok(n) => n,
                Err(_) => return bad("a parameter is too large"),
            };
        }
        let mut rules = MatchRules::new(vals[0], vals[1], vals[2], vals[3]);
        rules.closed = closed;
        for ch in letters.chars() {
            match ch {
                'u' | 'd' if rules.stacking != Stacking::Both => {
                    return bad("more than one stacking direction letter")
                }
                'u' => rules.stacking = Stacking::Up,
                'd' => rules.stacking = Stacking::Down,
                'i' if rules.ignore_suits => return bad("option 'i' twice"),
                'i' => rules.ignore_suits = true,
                'w' if rules.wrap_highest => return bad("option 'w' twice"),
                'w' => rules.wrap_highest = true,
                _ => return bad("unknown option letter (u, d, i, w)"),
            }
        }
        rules.validate()?;
        Ok((rules, deal))
    }
}

impl fmt::Display for MatchRules {
    /// The game-id, `3x3x13x5+`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.game_id())
    }
}
