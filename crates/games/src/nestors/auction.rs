//! The auction of a Nestors deal, bid by a simple policy, and the contract it ends in.
//!
//! The rules ("Nestors" by Ali Safaaei): after five cards each, the players bid in turn from
//! the dealer's right, anticlockwise, a number of points (a multiple of 5), each bid higher than
//! the one before; a player may pass, and a player who passed cannot bid again; the auction
//! ends when three players have passed, and the highest bidder names the trump (aces, jacks or
//! tens) from their five cards. The readings where the source is silent are in `docs/rules.md`
//! (Nestors, "Games to 1,000"): the lowest bid is [`MIN_BID`], and when the first three pass
//! the fourth player must bid it.

use super::deal::BiddingView;
use super::rules::Trump;

/// The lowest bid: 60 points (our reading; the source names none, and 60 is the lowest bid the
/// double-dummy tables consider).
pub const MIN_BID: i32 = 60;
/// Bids go up in steps of 5 points (the source: "a multiple of 5").
pub const BID_STEP: i32 = 5;

/// A player's call in the auction.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Call {
    /// A bid of this many points.
    Bid(i32),
    /// A pass: the player bids no more in this auction.
    Pass,
}

/// What an auction ends in: who declares, their bid and the trump they name.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Contract {
    /// The bidder, in places after the first to bid (0 the player on the dealer's right, 1 the
    /// next anticlockwise, ...).
    pub bidder: usize,
    /// The bid, in points (of 190).
    pub bid: i32,
    /// The trump the bidder names.
    pub trump: Trump,
}

/// A whole auction: the calls in order, the first by the player on the dealer's right, and the
/// contract.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Auction {
    /// The calls in the order made, each with its player (in places after the first to bid); a
    /// player who passed has no more turns.
    pub calls: Vec<(usize, Call)>,
    /// The contract.
    pub contract: Contract,
}

/// A simple bidding policy: a player estimates the points its side makes as bidder with each
/// trump from what it sees (its five cards and the three face-up table cards), names the trump
/// of the best estimate, and bids while the bid is within the estimate less a margin.
///
/// The estimate for trump `t` is `base + per_trump * k + table` where `k` counts the trumps
/// (cards of rank `t`) among the five, and `table` is the points (at trump `t`) of the two
/// face-up cards worth most, which the bidder takes in the first trick. [`Policy::TABLES`] is
/// a least-squares fit of the double-dummy points to these two features, rounded
/// (`scripts/nestors_table.py` writes it to `results/nestors-policy-fit.json`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Policy {
    /// Points made by a hand with no trump among its five and no points on the table.
    pub base: i32,
    /// Points each trump among the five adds.
    pub per_trump: i32,
    /// The player bids up to its estimate less this many points.
    pub margin: i32,
}

impl Policy {
    /// The policy fitted to the first double-dummy deals (54 solves: 88.9 + 15.9 a trump + 1.10
    /// times the table's points, residual spread 25.4 points), bidding up to 10 points below
    /// the estimate.
    pub const TABLES: Policy = Policy {
        base: 90,
        per_trump: 15,
        margin: 10,
    };

    /// The policy's estimate of the points the side of a bidder holding `five` takes with trump
    /// `trump`, the face-up table cards being `table` (card codes).
    pub fn estimate(&self, five: &[u8; 5], table: &[u8; 3], trump: Trump) -> i32 {
        let trumps = five.iter().filter(|&&c| trump.is_trump(c)).count() as i32;
        let mut on_table = table.map(|c| trump.points(c));
        on_table.sort_unstable();
        self.base + self.per_trump * trumps + on_table[1] + on_table[2]
    }

    /// The trump with the best estimate (the first of [`Trump::ALL`] among equals) and the
    /// estimate.
    pub fn best_trump(&self, five: &[u8; 5], table: &[u8; 3]) -> (Trump, i32) {
        let mut best = (Trump::ALL[0], self.estimate(five, table, Trump::ALL[0]));
        for t in &Trump::ALL[1..] {
            let e = self.estimate(five, table, *t);
            if e > best.1 {
                best = (*t, e);
            }
        }
        best
    }

    /// The highest bid the player will make: the best estimate less the margin, down to a
    /// multiple of [`BID_STEP`] (below [`MIN_BID`]: the player only passes).
    pub fn limit(&self, five: &[u8; 5], table: &[u8; 3]) -> i32 {
        let (_, e) = self.best_trump(five, table);
        (e - self.margin).div_euclid(BID_STEP) * BID_STEP
    }

    /// The auction of a deal whose players see `view`, every player bidding by this policy:
    /// on its turn a player passes when its partner holds the highest bid, and otherwise bids
    /// the lowest bid allowed (the minimum, or 5 above the highest) when that is within its
    /// limit, else passes. When the first three players pass, the fourth bids the minimum.
    pub fn auction(&self, view: &BiddingView) -> Auction {
        let limits = view.fives.map(|f| self.limit(&f, &view.table));
        let mut calls = Vec::new();
        let mut passed = [false; 4];
        let mut high: Option<(usize, i32)> = None;
        let mut player = 0;
        while passed.iter().filter(|&&p| p).count() < 3 {
            if !passed[player] {
                let next = high.map_or(MIN_BID, |(_, b)| b + BID_STEP);
                let partner_holds = high.is_some_and(|(p, _)| p == (player + 2) % 4);
                if !partner_holds && next <= limits[player] {
                    calls.push((player, Call::Bid(next)));
                    high = Some((player, next));
                } else {
                    calls.push((player, Call::Pass));
                    passed[player] = true;
                }
            }
            player = (player + 1) % 4;
        }
        let (bidder, bid) = high.unwrap_or_else(|| {
            // The player who has not passed (three have).
            let last = (0..4).find(|&p| !passed[p]).unwrap_or(3);
            calls.push((last, Call::Bid(MIN_BID)));
            (last, MIN_BID)
        });
        let (trump, _) = self.best_trump(&view.fives[bidder], &view.table);
        Auction {
            calls,
            contract: Contract { bidder, bid, trump },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::rules::code;
    use super::*;
    use patience_cards::Card;

    fn codes(text: &str) -> Vec<u8> {
        text.split_whitespace()
            .map(|c| code(c.parse::<Card>().unwrap()).unwrap())
            .collect()
    }

    fn view(fives: [&str; 4], table: &str) -> BiddingView {
        BiddingView {
            fives: fives.map(|f| codes(f).try_into().unwrap()),
            table: codes(table).try_into().unwrap(),
        }
    }

    /// Five cards each with one, two, two and one trumps (aces, jacks, aces, tens), and no
    /// points on the table.
    fn four_hands() -> BiddingView {
        view(
            [
                "AS 6D 7D 8D 9D",
                "JS JH 6H 7H 8H",
                "AH AC 6S 7S 8S",
                "10S 9S 9H QS KS",
            ],
            "6C 7C 8C",
        )
    }

    #[test]
    fn the_estimate_counts_trumps_and_the_two_best_table_cards() {
        let p = Policy::TABLES;
        let five: [u8; 5] = codes("JS JH 6C 7C 8C").try_into().unwrap();
        let table: [u8; 3] = codes("AD 10S 9H").try_into().unwrap();
        // Jacks: two trumps (30); on the table the ace 10 and the ten 5.
        assert_eq!(p.estimate(&five, &table, Trump::Jacks), 90 + 30 + 15);
        // Aces: no trump; on the table the ace 15 and the ten 5.
        assert_eq!(p.estimate(&five, &table, Trump::Aces), 90 + 20);
        // Tens: no trump; the ten 15, the ace 10.
        assert_eq!(p.estimate(&five, &table, Trump::Tens), 90 + 25);
        assert_eq!(p.best_trump(&five, &table), (Trump::Jacks, 135));
        assert_eq!(p.limit(&five, &table), 125);
    }

    #[test]
    fn bids_rise_by_five_until_three_pass_and_partners_do_not_overbid() {
        let p = Policy::TABLES;
        // No points on the table; one trump (105), two (120), two, one: limits 95, 110, 110, 95.
        let v = four_hands();
        let limits: Vec<i32> = v.fives.iter().map(|f| p.limit(f, &v.table)).collect();
        assert_eq!(limits, [95, 110, 110, 95]);
        let a = p.auction(&v);
        // 60, 65, ... 95 round the table; then 0 cannot bid 100 and passes, 1 passes over its
        // partner 3 holding 95, 2 bids 100 and 3 cannot bid 105: three passes.
        let bids: Vec<(usize, Call)> = (0..8)
            .map(|i| (i % 4, Call::Bid(60 + 5 * i as i32)))
            .collect();
        assert_eq!(a.calls[..8], bids[..]);
        assert_eq!(
            a.calls[8..],
            [
                (0, Call::Pass),
                (1, Call::Pass),
                (2, Call::Bid(100)),
                (3, Call::Pass)
            ]
        );
        assert_eq!(
            a.contract,
            Contract {
                bidder: 2,
                bid: 100,
                trump: Trump::Aces
            }
        );
    }

    #[test]
    fn when_three_pass_the_fourth_bids_the_minimum() {
        let p = Policy {
            base: 0,
            per_trump: 0,
            margin: 0,
        };
        let v = four_hands();
        let a = p.auction(&v);
        assert_eq!(
            a.calls,
            [
                (0, Call::Pass),
                (1, Call::Pass),
                (2, Call::Pass),
                (3, Call::Bid(MIN_BID))
            ]
        );
        assert_eq!(a.contract.bidder, 3);
        assert_eq!(a.contract.bid, MIN_BID);
    }
}
