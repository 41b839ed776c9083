//! `nestors-game` behind the seam: each deal number is a whole Nestors game to 1,000 points,
//! bid by [`Policy::TABLES`] and played double dummy ([`super::game`]).
//!
//! A game's per-deal report, as `simulate` writes it: `won` when side 0 (seats 0 and 2, the
//! first to bid and partner) wins, `lost` when side 1 does, `unknown` when a deal's search ran
//! out of budget; `nodes` the deals played (the game's length); `points` side 0's final score;
//! `contracts` the deals bid for and made.

use super::auction::{Call, Policy, MIN_BID};
use super::deal::NestorsDeal;
use super::game::{play_game, GameEnd, GamePlayed, DEALS_PER_GAME, GAME_POINTS};
use super::position::NestorsPos;
use super::rules::{code, Trump, DEAL_POINTS};
use super::spec::{Nestors, NODE_LIMIT, TABLE_MIB};
use crate::error::GameError;
use crate::spec::{Contracts, DealReport, DealSolver, GameSpec, Report, Sight};
use patience_search::{AlphaBeta, Outcome, SolverConfig};
use serde::{Deserialize, Serialize};
use std::fmt::Write;

/// The game's name.
pub const NAME: &str = "nestors-game";

/// Nestors games to 1,000, bid by a policy and played double dummy.
#[derive(Copy, Clone, Debug)]
pub struct NestorsGame {
    /// How every player bids.
    pub policy: Policy,
}

/// The deal file of a game: its number (its deals are our Nestors deals from
/// `number * 1000`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameFile {
    /// Always `nestors-game`.
    pub game: String,
    /// The game's number.
    pub deal: u64,
}

impl NestorsGame {
    /// Plays game `n`, each deal solved double dummy by `search`; also the positions searched.
    ///
    /// # Errors
    /// As [`play_game`].
    pub fn play(
        &self,
        n: u64,
        search: &mut AlphaBeta<NestorsPos>,
    ) -> Result<(GamePlayed, Vec<u64>), GameError> {
        let mut nodes = Vec::new();
        let game = play_game(n, &self.policy, |hands: &NestorsDeal, trump: Trump| {
            let solved = Nestors { trump }.solve_deal(hands, search)?;
            nodes.push(solved.nodes);
            Ok(solved.points)
        })?;
        Ok((game, nodes))
    }

    fn report(n: u64, game: &GamePlayed) -> DealReport {
        let result = match game.end {
            GameEnd::Won(0) => Outcome::Won,
            GameEnd::Won(_) => Outcome::Lost,
            GameEnd::Unfinished => Outcome::Unknown,
        };
        DealReport {
            points: Some(game.scores[0]),
            contracts: Some(Contracts {
                made: game.made() as u32,
                bid: game.deals.len() as u32,
            }),
            ..DealReport::solved(n, result, game.deals.len() as u64)
        }
    }

    /// The game as a person reads it: a line a deal (auction, contract, points taken, scores)
    /// and a last line saying who won.
    fn lines(game: &GamePlayed, nodes: &[u64]) -> Vec<String> {
        let side_name = |s: usize| ["seats 0 and 2", "seats 1 and 3"][s];
        let mut lines = Vec::new();
        for (d, n) in game.deals.iter().zip(nodes) {
            let first = (d.dealer + 1) % 4;
            let calls: Vec<String> = d
                .auction
                .calls
                .iter()
                .map(|&(p, c)| {
                    let seat = (first + p) % 4;
                    match c {
                        Call::Bid(b) => format!("{seat} {b}"),
                        Call::Pass => format!("{seat} pass"),
                    }
                })
                .collect();
            let c = d.auction.contract;
            let mut line = format!(
                "deal {} (dealer seat {}): bids {}; seat {} bids {} with {} trumps, takes {} \
                 ({} positions): ",
                d.deal,
                d.dealer,
                calls.join(", "),
                d.bidder,
                c.bid,
                c.trump,
                d.taken,
                n
            );
            let _ = write!(
                line,
                "{}; scores {} (seats 0 and 2) to {}",
                if d.made { "made" } else { "down" },
                d.scores[0],
                d.scores[1]
            );
            lines.push(line);
        }
        lines.push(match game.end {
            GameEnd::Won(s) => format!(
                "{} win after {} deals, {} to {}",
                side_name(s),
                game.deals.len(),
                game.scores[s],
                game.scores[1 - s]
            ),
            GameEnd::Unfinished => format!(
                "unfinished after {} deals (a deal's search ran out of budget)",
                game.deals.len()
            ),
        });
        lines
    }
}

impl GameSpec for NestorsGame {
    fn family(&self) -> &'static str {
        "nestors"
    }

    fn name(&self) -> String {
        NAME.into()
    }

    fn describe(&self) -> String {
        let p = self.policy;
        format!(
            "Nestors games to 1,000 (Ali Safaaei): deal number N is a whole game, whose \
             deal h is our Nestors deal {DEALS_PER_GAME}N + h; every player bids by one policy \
             (estimate {} + {} a trump among the five + the two best face-up table cards, bids \
             up to {} below it, from {MIN_BID}, never over a partner); each deal played double \
             dummy ({DEAL_POINTS} points); the bidder's side scores what it took if it made the \
             bid, else loses the bid; the bidder deals next",
            p.base, p.per_trump, p.margin
        )
    }

    fn rules_json(&self) -> serde_json::Value {
        serde_json::json!({
            "game": NAME,
            "to": GAME_POINTS,
            "min_bid": MIN_BID,
            "policy": {
                "base": self.policy.base,
                "per_trump": self.policy.per_trump,
                "margin": self.policy.margin,
            },
        })
    }

    fn sight(&self) -> Sight {
        Sight::Open
    }

    fn params(&self) -> serde_json::Value {
        serde_json::json!({
            "family": self.family(),
            "rules": self.rules_json(),
            "solved": "each deal double dummy, bid by the policy (won: seats 0 and 2 win the \
                       game; lost: seats 1 and 3 win; unknown: a deal's search ran out of \
                       budget; nodes: deals played; points: seats 0 and 2's final score; \
                       contracts: made of bid)",
        })
    }

    /// As `nestors`: [`TABLE_MIB`] for each deal's search.
    fn table_mib(&self) -> usize {
        TABLE_MIB
    }

    /// As `nestors`: [`NODE_LIMIT`] for each deal's search.
    fn node_limit(&self) -> u64 {
        NODE_LIMIT
    }

    fn check_config(&self, config: &SolverConfig) -> Result<(), GameError> {
        super::spec::check_double_dummy(config)
    }

    fn worker(&self, config: SolverConfig) -> Result<Box<dyn DealSolver>, GameError> {
        Ok(Box::new(Worker {
            game: *self,
            search: super::spec::double_dummy(&config)?,
        }))
    }

    fn deal_file(&self, deal: u64) -> Result<serde_json::Value, GameError> {
        Ok(serde_json::to_value(GameFile {
            game: NAME.into(),
            deal,
        })
        .expect("game files serialise"))
    }

    fn deal_text(&self, deal: u64) -> Result<String, GameError> {
        let first = deal.checked_mul(DEALS_PER_GAME).ok_or_else(|| {
            GameError::BadRules(format!("game {deal} is too large for its deal numbers"))
        })?;
        let d = NestorsDeal::number(first);
        // The first to bid holds the face-down card after the cards it was dealt.
        let down = d.hands[0][5];
        let mut text = format!(
            "game {deal}: its deals are our Nestors deals from {first}; seat 3 deals the first, \
             seat 0 bids first. Deal {first}:\ntable:   {} (face down {down})\n",
            d.table.map(|c| c.to_string()).join(" ")
        );
        for (seat, hand) in d.hands.iter().enumerate() {
            let mut h: Vec<_> = hand.iter().copied().filter(|&c| c != down).collect();
            h.sort_by_key(|&c| std::cmp::Reverse(code(c).unwrap_or(0)));
            let cards: Vec<String> = h.iter().map(ToString::to_string).collect();
            let _ = writeln!(text, "seat {seat}:  {}", cards.join(" "));
        }
        Ok(text)
    }

    fn solve_file(&self, text: &str, config: SolverConfig) -> Result<Report, GameError> {
        let file: GameFile =
            serde_json::from_str(text).map_err(|e| GameError::DealFile(e.to_string()))?;
        if file.game != NAME {
            return Err(GameError::DealFile(format!(
                "a deal of {:?}, not of {NAME}",
                file.game
            )));
        }
        let mut search = super::spec::double_dummy(&config)?;
        let (game, nodes) = self.play(file.deal, &mut search)?;
        let report = NestorsGame::report(file.deal, &game);
        let moves = NestorsGame::lines(&game, &nodes);
        Ok(Report {
            game: self.name(),
            rules: self.describe(),
            params: self.params(),
            deal: Some(file.deal),
            layout_text: self.deal_text(file.deal)?,
            layout: serde_json::to_value(&file).expect("game files serialise"),
            result: report.result,
            moves_json: serde_json::json!(moves),
            moves,
            line: None,
            nodes: report.nodes,
            score: None,
        })
    }
}

/// A thread's player of games: one double-dummy search, its table kept between deals.
struct Worker {
    game: NestorsGame,
    search: AlphaBeta<NestorsPos>,
}

impl DealSolver for Worker {
    fn solve_deal(&mut self, deal: u64) -> Result<DealReport, GameError> {
        let (game, _) = self.game.play(deal, &mut self.search)?;
        Ok(NestorsGame::report(deal, &game))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game played with a stand-in for the double-dummy search reads as a line a deal, its
    /// calls by seat, and a last line naming the winners; its report counts its contracts.
    #[test]
    fn a_game_reads_deal_by_deal() {
        let game = play_game(2, &Policy::TABLES, |_, _| Ok(Some(150))).unwrap();
        let nodes = vec![7; game.deals.len()];
        let lines = NestorsGame::lines(&game, &nodes);
        assert_eq!(lines.len(), game.deals.len() + 1);
        let first = &game.deals[0];
        assert!(lines[0].starts_with("deal 2000 (dealer seat 3): bids 0 "));
        assert!(lines[0].contains(&format!(
            "seat {} bids {} with {} trumps, takes 150 (7 positions): made; scores {} (seats 0 \
             and 2) to {}",
            first.bidder,
            first.auction.contract.bid,
            first.auction.contract.trump,
            first.scores[0],
            first.scores[1]
        )));
        let GameEnd::Won(side) = game.end else {
            panic!("the game ends");
        };
        let last = lines.last().unwrap();
        assert!(last.starts_with(["seats 0 and 2 win", "seats 1 and 3 win"][side]));
        let r = NestorsGame::report(2, &game);
        assert_eq!(r.nodes, game.deals.len() as u64);
        assert_eq!(r.points, Some(game.scores[0]));
        assert_eq!(
            r.contracts,
            Some(Contracts {
                made: game.made() as u32,
                bid: game.deals.len() as u32
            })
        );
        assert_eq!(r.result == Outcome::Won, side == 0);
    }
}
