//! PySolFC's deals of Accordion (its game 772, `Accordion2`, which moves a pile leftwards as
//! ours does; its game 656, Bayan, moves either way), card for card, for `--deal pysol:N`,
//! after `pysollib/games/pushpin.py` (`Accordion2`, `PushPin.startGame`, `PushPin_Talon`).
//!
//! PySolFC shuffles the pack ([`patience_cards::pysol`]) with no shuffle hook of its own; its
//! talon deals from the end of the list onto the places of the line left to right: the first 3
//! cards at the start and then one card a click onto the first empty place, as the book deals
//! (`accordion`), or all 52 at the start when its option `accordion_deal_all` is set
//! (`accordion-free`'s layout). Either way the list reversed is the line left to right, our
//! dealing order. (PySolFC keeps only a pile's top card, putting the covered ones away, and
//! leaves every move to the player: play, not layout.)

use super::AccordionRules;
use crate::error::GameError;
use patience_cards::pysol::talon_order;
use patience_cards::Card;

/// The pack of PySolFC's game number `game`, in our dealing order.
///
/// # Errors
/// Rules with fewer ranks than PySolFC's 13.
pub(super) fn pysol_pack(rules: &AccordionRules, game: u64) -> Result<Vec<Card>, GameError> {
    if rules.ranks != 13 {
        return Err(GameError::BadRules(format!(
            "pysol:{game}: PySolFC deals Accordion with a full pack only"
        )));
    }
    Ok(talon_order(1, game))
}
