//! PySolFC's deals of Baker's Dozen (its game 31) and Good Measure (its game 86), card for card,
//! for `--deal pysol:N`, after `pysollib/games/bakersdozen.py`.
//!
//! PySolFC shuffles the pack ([`patience_cards::pysol`]); its talon then deals the list from its
//! first card, a card to each column in turn. Before dealing, each king is swapped with the
//! first card of its column (every 13th card of the list, or 10th) that is not a king and lies
//! nearer the head: so the kings are at the heads, though the cards they passed are not kept in
//! order as the book's "moved" would keep them. Good Measure does that with 10 columns, then
//! takes the two aces dealt last out to the foundations; the cards after them close up, so a
//! king can end up off its column's head, and such a deal is no deal of the book's rules.

use super::BakersRules;
use crate::error::GameError;
use patience_cards::pysol::shuffled_pack;
use patience_cards::Card;

/// Swaps each king with the first card that is not a king among the cards `n`, `2n`, ...
/// before it, as PySolFC's `BakersDozen._shuffleHook` does.
fn kings_to_heads(cards: &mut [Card], n: usize, king: u8) {
    let kings: Vec<usize> = (0..cards.len())
        .filter(|&i| cards[i].rank() == king)
        .collect();
    for i in kings {
        let mut j = i % n;
        while j < i {
            if cards[j].rank() != king {
                cards.swap(i, j);
                break;
            }
            j += n;
        }
    }
}

/// The pack of PySolFC's game number `game`, in dealing order for `rules` (the aces sent out
/// first, then the cards of the columns).
///
/// # Errors
/// Rules other than Baker's Dozen's or Good Measure's, or a Good Measure deal whose kings are not
/// all at the heads of their columns.
pub(super) fn pysol_pack(rules: &BakersRules, game: u64) -> Result<Vec<Card>, GameError> {
    let (ranks, columns, out) = (rules.ranks, usize::from(rules.columns), rules.aces_out);
    if ranks != 13 || !matches!((columns, out), (13, 0) | (10, 2)) {
        return Err(GameError::BadRules(format!(
            "pysol:{game}: PySolFC deals Baker's Dozen and Good Measure only, not these rules"
        )));
    }
    let mut cards = shuffled_pack(1, game).0;
    kings_to_heads(&mut cards, columns, ranks);
    if out == 0 {
        return Ok(cards);
    }
    // The two aces dealt last go to the foundations.
    let mut aces: Vec<usize> = (0..cards.len()).filter(|&i| cards[i].rank() == 1).collect();
    let aces = aces.split_off(aces.len() - usize::from(out));
    let mut pack: Vec<Card> = aces.iter().map(|&i| cards[i]).collect();
    let rest: Vec<Card> = (0..cards.len())
        .filter(|i| !aces.contains(i))
        .map(|i| cards[i])
        .collect();
    for col in 0..columns {
        let mut seen_other = false;
        for c in rest.iter().skip(col).step_by(columns) {
            if c.rank() == ranks && seen_other {
                return Err(GameError::BadLayout(format!(
                    "pysol:{game}: PySolFC's Good Measure deal leaves {c} off the head of \
                     column {} (its deal moves the kings before it takes the aces out), so it is \
                     no deal of the book's rules",
                    col + 1
                )));
            }
            seen_other |= c.rank() != ranks;
        }
    }
    pack.extend(rest);
    Ok(pack)
}
