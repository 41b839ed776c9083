//! Baroness played without peeking ([`crate::pack_play`]): the undealt stock is hidden,
//! everything dealt is face up (the cards laid aside too, once dealt).

use super::position::{BaronessMove, BaronessPos};
use super::BaronessRules;
use crate::pack_play::{PackPlay, PackPlayers};
use crate::rows::RowsSeen;

/// A Baroness game in play: the deal, the position and the moves played.
pub type BaronessPlay = PackPlay<BaronessRules>;

/// Every king on top, every pair of top cards whose ranks total the top rank, and the deal
/// while the stock lasts: the search's own moves ([`PackPlayers::legal_moves`]' default).
impl PackPlayers for BaronessRules {
    type Seen = RowsSeen;

    fn dealt(pos: &BaronessPos) -> usize {
        pos.rows.cards_dealt()
    }

    fn seen(pos: &BaronessPos) -> RowsSeen {
        pos.rows.seen()
    }

    /// The greedy rule: discard whenever possible, a king first, else the pair whose cards lie
    /// on the tallest piles (the larger sum of their heights: they cover the most cards), then
    /// the first listed; else deal the next row; else give up (nothing is left to do).
    fn greedy(pos: &BaronessPos, legal: &[BaronessMove]) -> Option<BaronessMove> {
        let rows = &pos.rows;
        let score = |m: &BaronessMove| match *m {
            BaronessMove::King(p) => (2, rows.len(usize::from(p))),
            BaronessMove::Pair(a, b) => (1, rows.len(usize::from(a)) + rows.len(usize::from(b))),
            BaronessMove::Deal => (0, 0),
        };
        let best = legal.iter().map(score).max()?;
        legal.iter().copied().find(|m| score(m) == best)
    }
}
