//! PySolFC's deals of Baroness (its game 657, also Five Piles), card for card, for `--deal
//! pysol:N`, after `pysollib/games/pyramid.py` (`Baroness`, `Baroness_Talon`).
//!
//! PySolFC shuffles the pack ([`patience_cards::pysol`]) with no shuffle hook of its own; its
//! talon deals from the end of the list, one card onto each of the 5 piles left to right at the
//! start (`Baroness.startGame`) and again at each click, as the book deals its rows. The click
//! that finds 7 cards left deals 5 onto the piles and the last 2 onto its two reserves, each
//! available until discarded: the book's short row laid aside (`baroness`), though PySolFC lays
//! it out with the tenth row, where our reading lays it out as a deal of its own. So the list
//! reversed is the pack in our dealing order. `baroness-on-piles` deals the same pack, and so
//! puts the two cards PySolFC lays on its reserves onto piles 1 and 2, as that reading has it.

use super::BaronessRules;
use crate::error::GameError;
use patience_cards::pysol::talon_order;
use patience_cards::Card;

/// The pack of PySolFC's game number `game`, in our dealing order.
///
/// # Errors
/// Rules of another size than PySolFC's (13 ranks, 5 piles).
pub(super) fn pysol_pack(rules: &BaronessRules, game: u64) -> Result<Vec<Card>, GameError> {
    if (rules.ranks, rules.piles) != (13, 5) {
        return Err(GameError::BadRules(format!(
            "pysol:{game}: PySolFC deals Baroness with a full pack and 5 piles only"
        )));
    }
    Ok(talon_order(1, game))
}
