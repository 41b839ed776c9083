//! A Nestors game to 1,000 points: deals bid by a [`Policy`] and played double dummy, scored
//! as "Nestors" by Ali Safaaei says.
//!
//! Scoring: when the bidder and partner take at least their bid, each side scores the points it
//! took; otherwise the bidder's side loses the bid and the other side scores what it took. The
//! game ends when a side reaches +1,000 (it wins; both at once: the side that bid last) or
//! -1,000 (it loses). The bidder of a deal deals the next.
//!
//! Seats are numbered 0 to 3 in the order of play, seat 0 being the first to bid in the first
//! deal (seat 3 deals it); side 0 is seats 0 and 2, side 1 seats 1 and 3.

use super::auction::{Auction, Policy};
use super::deal::{BiddingView, NestorsDeal};
use super::rules::{Trump, DEAL_POINTS};
use crate::error::GameError;

/// The score that wins a game (and its negative loses it).
pub const GAME_POINTS: i32 = 1000;
/// Deal numbers a game may use: deal `h` of game `n` is our Nestors deal number
/// `n * DEALS_PER_GAME + h`.
pub const DEALS_PER_GAME: u64 = 1000;
/// Deals after which a game that has not ended is left unfinished (a safeguard; scores move by
/// 60 points or more a deal, so real games end long before).
pub const MAX_DEALS: usize = 200;

/// One deal of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealPlayed {
    /// Our Nestors deal number.
    pub deal: u64,
    /// The dealer's seat.
    pub dealer: usize,
    /// The auction (players in places after the first to bid, who sits at `dealer + 1`).
    pub auction: Auction,
    /// The bidder's seat.
    pub bidder: usize,
    /// The points the bidder and partner took, double dummy (of 190).
    pub taken: i32,
    /// Whether they took at least the bid.
    pub made: bool,
    /// Each side's score after the deal.
    pub scores: [i32; 2],
}

/// How a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GameEnd {
    /// This side won (0: seats 0 and 2).
    Won(usize),
    /// Not ended: a deal's search ran out of budget, or [`MAX_DEALS`] were played.
    Unfinished,
}

/// A game played to its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GamePlayed {
    /// The deals in order.
    pub deals: Vec<DealPlayed>,
    /// Each side's final score.
    pub scores: [i32; 2],
    /// How it ended.
    pub end: GameEnd,
}

impl GamePlayed {
    /// Deals whose bidder's side took at least its bid.
    pub fn made(&self) -> usize {
        self.deals.iter().filter(|d| d.made).count()
    }
}

/// The side that wins after a deal whose bidder's side is `bidder_side`, if the game is over.
fn winner(scores: [i32; 2], bidder_side: usize) -> Option<usize> {
    let up = [scores[0] >= GAME_POINTS, scores[1] >= GAME_POINTS];
    match up {
        [true, true] => Some(bidder_side),
        [true, false] => Some(0),
        [false, true] => Some(1),
        [false, false] => (0..2).find(|&s| scores[s] <= -GAME_POINTS).map(|s| 1 - s),
    }
}

/// The scores after a deal: `bid` by `bidder_side`, whose side took `taken` of 190.
pub fn score(mut scores: [i32; 2], bidder_side: usize, bid: i32, taken: i32) -> [i32; 2] {
    scores[bidder_side] += if taken >= bid { taken } else { -bid };
    scores[1 - bidder_side] += DEAL_POINTS - taken;
    scores
}

/// Plays game `n` to its end: each deal bid by `policy` and played double dummy by `solve`,
/// which gives the points the bidder and partner take in a deal (the hands listed from the
/// bidder) with a trump, or `None` when its search runs out of budget (the game is then
/// [`GameEnd::Unfinished`]).
///
/// # Errors
/// [`GameError::BadRules`] when `n` is too large for its deal numbers; `solve`'s errors.
pub fn play_game(
    n: u64,
    policy: &Policy,
    mut solve: impl FnMut(&NestorsDeal, Trump) -> Result<Option<i32>, GameError>,
) -> Result<GamePlayed, GameError> {
    let first = n.checked_mul(DEALS_PER_GAME).ok_or_else(|| {
        GameError::BadRules(format!(
            "game {n} is too large: its deals are numbered from game * {DEALS_PER_GAME}"
        ))
    })?;
    let mut scores = [0; 2];
    let mut dealer = 3;
    let mut deals = Vec::new();
    for h in 0..MAX_DEALS as u64 {
        let deal = first + h;
        let auction = policy.auction(&BiddingView::number(deal));
        let contract = auction.contract;
        let bidder = (dealer + 1 + contract.bidder) % 4;
        let hands = NestorsDeal::with_bidder(deal, contract.bidder);
        let Some(taken) = solve(&hands, contract.trump)? else {
            return Ok(GamePlayed {
                deals,
                scores,
                end: GameEnd::Unfinished,
            });
        };
        scores = score(scores, bidder % 2, contract.bid, taken);
        deals.push(DealPlayed {
            deal,
            dealer,
            auction,
            bidder,
            taken,
            made: taken >= contract.bid,
            scores,
        });
        if let Some(side) = winner(scores, bidder % 2) {
            return Ok(GamePlayed {
                deals,
                scores,
                end: GameEnd::Won(side),
            });
        }
        dealer = bidder;
    }
    Ok(GamePlayed {
        deals,
        scores,
        end: GameEnd::Unfinished,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The source's example: a bid of 120 with 115 taken scores -120 and +75; with 130 taken,
    /// 130 and 60.
    #[test]
    fn the_sources_scoring_example() {
        assert_eq!(score([0, 0], 0, 120, 115), [-120, 75]);
        assert_eq!(score([0, 0], 0, 120, 130), [130, 60]);
        assert_eq!(score([10, 20], 1, 100, 100), [100, 120]);
    }

    #[test]
    fn the_game_ends_at_a_thousand_either_way() {
        assert_eq!(winner([999, 999], 0), None);
        assert_eq!(winner([1000, 900], 1), Some(0));
        assert_eq!(winner([900, 1005], 0), Some(1));
        // Both past 1,000: the side that bid wins.
        assert_eq!(winner([1010, 1050], 0), Some(0));
        assert_eq!(winner([1010, 1050], 1), Some(1));
        // A side at -1,000 loses.
        assert_eq!(winner([-1000, 300], 0), Some(1));
        assert_eq!(winner([300, -1020], 1), Some(0));
    }

    /// Games played with a stand-in for the double-dummy search (a fixed share of the points,
    /// from the deal's hands): the scores add up deal by deal, the dealer is the last bidder,
    /// the contract's hands are the deal number's with the bidder first, and the game stops
    /// exactly when a side passes 1,000 either way.
    #[test]
    fn games_score_and_rotate_as_the_rules_say() {
        for n in 0..30 {
            let g = play_game(n, &Policy::TABLES, |hands, trump| {
                let (codes, _) = hands.codes()?;
                Ok(Some(
                    (codes[0].iter().map(|&c| trump.points(c)).sum::<i32>() * 2).min(DEAL_POINTS),
                ))
            })
            .unwrap();
            let GameEnd::Won(side) = g.end else {
                panic!("game {n} ended");
            };
            let mut scores = [0; 2];
            let mut dealer = 3;
            for (i, d) in g.deals.iter().enumerate() {
                assert_eq!(d.deal, n * DEALS_PER_GAME + i as u64);
                assert_eq!(d.dealer, dealer);
                assert_eq!(d.bidder, (dealer + 1 + d.auction.contract.bidder) % 4);
                let before = scores;
                scores = score(scores, d.bidder % 2, d.auction.contract.bid, d.taken);
                assert_eq!(d.scores, scores);
                // What the two sides gain adds up to 190 when the bid is made.
                if d.made {
                    assert_eq!(scores[0] + scores[1] - before[0] - before[1], DEAL_POINTS);
                }
                let over = winner(scores, d.bidder % 2);
                assert_eq!(over.is_some(), i + 1 == g.deals.len());
                dealer = d.bidder;
            }
            assert_eq!(g.scores, scores);
            assert_eq!(
                winner(scores, g.deals.last().unwrap().bidder % 2),
                Some(side)
            );
        }
    }

    #[test]
    fn a_deal_left_unknown_leaves_the_game_unfinished() {
        let mut calls = 0;
        let g = play_game(7, &Policy::TABLES, |_, _| {
            calls += 1;
            Ok((calls < 3).then_some(100))
        })
        .unwrap();
        assert_eq!(g.end, GameEnd::Unfinished);
        assert_eq!(g.deals.len(), 2);
    }
}
