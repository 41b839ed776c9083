//! PySolFC's deals of Primrose (its game 569, "As You Like It" among its other names), card for
//! card, for `--deal pysol:N`, after `pysollib/games/auldlangsyne.py` (`Primrose`,
//! `Interregnum.startGame`).
//!
//! PySolFC shuffles two packs ([`patience_cards::pysol`]); its talon deals from the end of the
//! list: 12 rows face up onto the 8 piles, left to right, then one card onto each index place.
//! Its piles are dealt face up, so the card available on a pile is the last one dealt to it,
//! where the book turns each face-down pile over and the first card dealt to it comes to the
//! top. The pack returned is in the book's dealing order with the 12 rows in reverse, so that
//! the book's way of dealing lays out PySolFC's very piles and index cards.
//!
//! PySolFC's rules differ from the book's in two more ways, which the `primrose` preset plays:
//! the player may redeal whenever he likes ([`super::Redeal::Any`]), and a redealt pile's cards
//! go first to the pile picked up, then on to the right and round from pile 1
//! ([`super::Start::Own`]). (PySolFC also puts each index card on its foundation as the 13th
//! card, which changes nothing.)

use super::AylitRules;
use crate::error::GameError;
use patience_cards::pysol::talon_order;
use patience_cards::Card;

/// The pack of PySolFC's game number `game`, in the book's dealing order (see the module).
///
/// # Errors
/// Rules of another size than the book's (13 ranks, 8 piles).
pub(super) fn pysol_pack(rules: &AylitRules, game: u64) -> Result<Vec<Card>, GameError> {
    if rules.ranks != 13 || rules.piles != 8 {
        return Err(GameError::BadRules(format!(
            "pysol:{game}: PySolFC deals As You Like It with two full packs and 8 piles only"
        )));
    }
    let dealt = talon_order(2, game);
    let width = rules.piles();
    let rows = dealt.len() / width;
    let mut pack = Vec::with_capacity(dealt.len());
    // Rows 1 to 12 of the piles in reverse (a pile turned over), then the index row.
    for row in (0..rows - 1).rev() {
        pack.extend_from_slice(&dealt[row * width..(row + 1) * width]);
    }
    pack.extend_from_slice(&dealt[(rows - 1) * width..]);
    Ok(pack)
}
