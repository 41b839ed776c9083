//! Aces Up played without peeking ([`crate::pack_play`]): the undealt stock is hidden, everything
//! dealt is face up.

use super::position::{AcesUpMove, AcesUpPos};
use super::AcesUpRules;
use crate::pack_play::{PackPlay, PackPlayers};
use crate::rows::RowsSeen;
use patience_search::Game;

/// An Aces Up game in play: the deal, the position and the moves played.
pub type AcesUpPlay = PackPlay<AcesUpRules>;

/// How many top cards of `pos` could be discarded now.
fn discards(pos: &AcesUpPos) -> usize {
    (0..pos.rows.piles())
        .filter(|&p| pos.discardable(p))
        .count()
}

impl PackPlayers for AcesUpRules {
    type Seen = RowsSeen;

    fn dealt(pos: &AcesUpPos) -> usize {
        pos.rows.cards_dealt()
    }

    fn seen(pos: &AcesUpPos) -> RowsSeen {
        pos.rows.seen()
    }

    /// Every discard; then, unless discards are compulsory and one can be made, every move of a
    /// top card into an empty pile, and the deal while the stock lasts.
    fn legal_moves(pos: &AcesUpPos) -> Vec<AcesUpMove> {
        let rows = &pos.rows;
        let n = rows.piles();
        let mut out: Vec<AcesUpMove> = (0..n)
            .filter(|&p| pos.discardable(p))
            .map(|p| AcesUpMove::Discard(p as u8))
            .collect();
        if pos.compulsory && !out.is_empty() {
            return out;
        }
        for to in (0..n).filter(|&p| rows.len(p) == 0) {
            for from in (0..n).filter(|&p| rows.len(p) > 0) {
                out.push(AcesUpMove::Fill {
                    from: from as u8,
                    to: to as u8,
                });
            }
        }
        if rows.can_deal() {
            out.push(AcesUpMove::Deal);
        }
        out
    }

    /// The greedy rule: discard whenever possible (the first pile's top card first); else move
    /// a top card into an empty pile from a pile of two cards or more, choosing the move that
    /// leaves the most top cards discardable, then the one from the tallest pile, then the
    /// first pile; else deal the next row. When none of these is left (the stock is out and only
    /// lone cards could move into spaces, which changes nothing), it gives up.
    fn greedy(pos: &AcesUpPos, legal: &[AcesUpMove]) -> Option<AcesUpMove> {
        if let Some(&m) = legal.iter().find(|m| matches!(m, AcesUpMove::Discard(_))) {
            return Some(m);
        }
        let mut best: Option<((usize, usize), AcesUpMove)> = None;
        for &m in legal {
            let AcesUpMove::Fill { from, .. } = m else {
                continue;
            };
            let height = pos.rows.len(usize::from(from));
            if height < 2 {
                continue;
            }
            let mut next = pos.clone();
            next.apply(m);
            let score = (discards(&next), height);
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, m));
            }
        }
        if let Some((_, m)) = best {
            return Some(m);
        }
        legal.iter().copied().find(|&m| m == AcesUpMove::Deal)
    }
}
