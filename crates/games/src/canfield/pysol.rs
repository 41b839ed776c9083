//! PySolFC's deals of Canfield (its game 105, once 262), card for card, for `--deal pysol:N`,
//! after `pysollib/games/canfield.py` (`Canfield.startGame`).
//!
//! PySolFC shuffles the pack ([`patience_cards::pysol`]) with no shuffle hook of its own; its
//! talon deals from the end of the list: the first card to the foundations (it fixes the base
//! rank), 13 cards onto the reserve (the last on top, turned face up), one card onto each
//! tableau pile from the right (`dealRow(reverse=1)`: pile 4 first), and then the talon's first
//! deal of three onto the waste (`WasteTalonStack`, `num_deal=3`); the other 31 cards stay in
//! the stock, the next one on top. The layout keeps that waste as PySolFC deals it: a deal of
//! the stock is every reading's move, and one made before the player's first move changes
//! nothing else. (PySolFC moves a tableau pile whole or its top card alone, `canfield`'s
//! reading; the others play the same layout with their own moves.)

use super::deal::CanfieldDeal;
use super::rules::{CanfieldRules, PILES};
use crate::error::GameError;
use patience_cards::pysol::shuffled_pack;

/// PySolFC's deal of its game number `game`, named `name`.
///
/// # Errors
/// Rules of another size than PySolFC's (13 ranks, a reserve of 13, deals of three).
pub(super) fn pysol_deal(
    rules: &CanfieldRules,
    name: &str,
    game: u64,
) -> Result<CanfieldDeal, GameError> {
    if (rules.ranks, rules.reserve, rules.deal) != (13, 13, 3) {
        return Err(GameError::BadRules(format!(
            "pysol:{game}: PySolFC deals Canfield with a full pack, a reserve of 13 and deals of \
             three only"
        )));
    }
    let mut stock = shuffled_pack(1, game).0;
    // The talon's top card, the list's last, is dealt first.
    let mut next = || stock.pop().expect("a full pack");
    let foundation = next();
    let reserve = (0..13).map(|_| next()).collect();
    let mut tableau = vec![Vec::new(); PILES];
    for pile in tableau.iter_mut().rev() {
        pile.push(next());
    }
    let waste = (0..3).map(|_| next()).collect();
    Ok(CanfieldDeal {
        game: name.to_string(),
        deal: None,
        solvitaire: None,
        foundation,
        reserve,
        tableau,
        stock,
        waste,
    })
}
