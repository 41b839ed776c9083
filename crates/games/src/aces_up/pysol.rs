//! PySolFC's deals of Aces Up (its game 903, once 52), card for card, for `--deal pysol:N`,
//! after `pysollib/games/acesup.py` (`AcesUp`).
//!
//! PySolFC shuffles the pack ([`patience_cards::pysol`]) with no shuffle hook of its own; its
//! talon (a `DealRowTalonStack`) deals from the end of the list, one card onto each of the 4
//! piles left to right at the start (`AcesUp.startGame`) and again at each click, as the book
//! deals its rows. So the list reversed is the pack in our dealing order, for both readings:
//! how a card is discarded is play, not layout (PySolFC's discards are the player's choice,
//! `aces-up-free`'s; `aces-up` makes them at once, as the book has it).

use super::AcesUpRules;
use crate::error::GameError;
use patience_cards::pysol::talon_order;
use patience_cards::Card;

/// The pack of PySolFC's game number `game`, in our dealing order.
///
/// # Errors
/// Rules of another size than PySolFC's (13 ranks, 4 piles).
pub(super) fn pysol_pack(rules: &AcesUpRules, game: u64) -> Result<Vec<Card>, GameError> {
    if (rules.ranks, rules.piles) != (13, 4) {
        return Err(GameError::BadRules(format!(
            "pysol:{game}: PySolFC deals Aces Up with a full pack and 4 piles only"
        )));
    }
    Ok(talon_order(1, game))
}
