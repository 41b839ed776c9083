//! PySolFC's deals of the Nestor family: game number N of PySolFC's Nestor (its game 235),
//! Double Nestor (801) and Vertical (368), card for card, for `--deal pysol:N`.
//!
//! PySolFC shuffles the pack ([`patience_cards::pysol`]), then "rectifies" it with its own
//! procedure, which is none of the readings of [`patience_cards::rectify::Rectify`]: for each
//! column `i` of the list (cards `6i .. 6i + 6` for Nestor), while two of its cards share a rank,
//! the first of them is swapped with a card drawn from the rest of the list after the column (at
//! most 1,000 times a column). Its talon then deals the list from its start: column by column
//! for Nestor and Double Nestor, each column bottom card first, the rest to the reserve. Vertical
//! runs the same procedure on the same blocks of six but deals differently (a card to each of
//! the 16 piles, four rows to the seven columns, a fifth, and one more to the centre column), so
//! its columns are not rectified.

use super::layout::Layout;
use super::rules::NestorRules;
use crate::error::GameError;
use patience_cards::pysol::shuffled_pack;
use patience_cards::Card;

/// A PySolFC game of the Nestor family.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum PysolGame {
    /// Game 235: 8 columns of 6, reserve 4.
    Nestor,
    /// Game 801: two decks, 10 columns of 10, reserve 4.
    DoubleNestor,
    /// Game 368: 7 columns, the centre one of 7, the others of 6; reserve 9.
    Vertical,
}

impl PysolGame {
    /// The PySolFC game whose layout `rules` has, if any: the shape and the pack, with none of
    /// the options (jokers, closed reserve or tableau, stock, overlap).
    fn of(rules: &NestorRules) -> Option<PysolGame> {
        let plain = rules.deck.ranks == 13
            && rules.deck.suits == 4
            && rules.deck.jokers == 0
            && rules.is_plain()
            && !rules.overlap
            && !rules.closed_tableau;
        if !plain {
            return None;
        }
        match (rules.deck.decks, rules.columns.as_slice()) {
            (1, [6, 6, 6, 6, 6, 6, 6, 6]) => Some(PysolGame::Nestor),
            (2, c) if c == [10; 10] => Some(PysolGame::DoubleNestor),
            (1, [6, 6, 6, 7, 6, 6, 6]) => Some(PysolGame::Vertical),
            _ => None,
        }
    }

    /// Columns and column length of the rectification blocks.
    fn blocks(self) -> (usize, usize) {
        match self {
            PysolGame::Nestor | PysolGame::Vertical => (8, 6),
            PysolGame::DoubleNestor => (10, 10),
        }
    }
}

/// PySolFC's `_checkRow`: scanning `block` forwards, at the first card whose rank was seen
/// before, the index of the earlier card of that rank; `None` when no rank repeats.
fn first_repeated(block: &[Card]) -> Option<usize> {
    let later =
        (1..block.len()).find(|&j| block[..j].iter().any(|d| d.rank() == block[j].rank()))?;
    block[..later]
        .iter()
        .position(|d| d.rank() == block[later].rank())
}

/// The layout PySolFC deals as game number `game` of the PySolFC game `rules` has the shape
/// of: Nestor (8 columns of 6, reserve 4), Double Nestor (two decks, 10 of 10, reserve 4) or
/// Vertical (seven columns of 6 but the centre one of 7, reserve 9). The rules' rectification
/// plays no part: the layout is PySolFC's, rectified by its own procedure (module docs).
///
/// # Errors
/// [`GameError::BadRules`] for a game whose layout PySolFC does not deal (game number 0 is
/// refused where `pysol:N` is read, [`crate::DealNumber`]).
pub fn pysol_layout(rules: &NestorRules, game: u64) -> Result<Layout, GameError> {
    let Some(which) = PysolGame::of(rules) else {
        return Err(GameError::BadRules(format!(
            "PySolFC deals no game of the layout of {} ({}); pysol deal numbers are for its \
             Nestor (8 of 6, reserve 4), Double Nestor (10 of 10, reserve 4, two decks) and \
             Vertical (7 columns, the centre one of 7, reserve 9)",
            rules.name,
            rules.describe()
        )));
    };
    let (mut cards, mut rng) = shuffled_pack(rules.deck.decks, game);
    let (cols, len) = which.blocks();
    for i in 0..cols {
        for _ in 0..1000 {
            let Some(j) = first_repeated(&cards[i * len..(i + 1) * len]) else {
                break;
            };
            let k = rng.choice_below(((i + 1) * len) as u64, cards.len() as u64) as usize;
            cards.swap(i * len + j, k);
        }
    }
    // The talon deals the list from its start.
    let mut next = cards.into_iter();
    let mut take = |n: usize| -> Vec<Card> { next.by_ref().take(n).collect() };
    Ok(match which {
        PysolGame::Nestor | PysolGame::DoubleNestor => {
            let columns = (0..cols).map(|_| take(len)).collect();
            Layout {
                columns,
                reserve: take(usize::MAX),
            }
        }
        PysolGame::Vertical => {
            let mut columns: Vec<Vec<Card>> = take(7).into_iter().map(|c| vec![c]).collect();
            let reserve = take(9);
            for _ in 0..5 {
                for (col, c) in columns.iter_mut().zip(take(7)) {
                    col.push(c);
                }
            }
            columns[3].extend(take(1));
            Layout { columns, reserve }
        }
    })
}
