//! Match Solitaire (David Taylor, 2019, "Match Solitaire"): collect sets of matching values from columns,
//! stacking cards by suit in sequence and parking them in free cells.
//!
//! Rules as `docs/rules.md` reads David Taylor's page. The deck has `k` matches of `m` cards (match `j`
//! has value `(j mod 13) + 1`, its cards the suits `0..m` taken mod `s`), dealt round robin into `c`
//! columns, each with one free cell below it. A move is one of:
//!
//! 1. **stack**: a column's top card or a free-cell card onto another column's top card of the same
//!    suit (unless suits are ignored) whose value differs by one, in an allowed direction, king and
//!    ace adjacent; an empty column takes any card;
//! 2. a column's top card into an empty free cell (a free-cell card never moves to another cell);
//! 3. **collect** `m` uncovered cards (column tops and free-cell cards) of one value;
//! 4. in a closed game, **deal** the next row of the stock, one card onto each column, whenever the
//!    player chooses.
//!
//! The game is won when every card is collected.
//!
//! Readings of what Taylor leaves open:
//!
//! - **Closed deal**: nothing is dealt at the start; the first `+` deals the first row. Taylor's
//!   closed example starts `3x3x13x5-1 + 1a + 21 ..`: its first token is a deal, which is forced
//!   if nothing is dealt yet and would be a strange first move if the first row were already out.
//!   The last row may be short; it goes onto the first columns. A closed game is solved knowing
//!   the stock's order ("thoughtful" play), so its win rate is an upper bound on what a player who
//!   cannot see the stock achieves.
//! - **Wrap**: values wrap as Taylor says, king to ace; with fewer than 13 values (say `k = 10`)
//!   nothing is added: the 10 and the ace are not adjacent. The other reading, where the highest
//!   value in the deck is followed by the ace, is the option `w` ([`MatchRules::wrap_highest`],
//!   `3x2x10x4w+`).
//! - **Sets**: any `m` cards of one value form a set, whatever their suits (with two decks a value
//!   has `2m` cards and any `m` of them will do).
//! - **Stacking direction**: "up" puts a card on the card one below it (5 on 4, ace on king), "down"
//!   one above it.
//! - **Deal numbers** are our own: Taylor's shuffle-ids come from a program whose shuffle is not
//!   public. The shuffle is seeded by the game-id without option letters ([`MatchRules::shuffle_name`]).
//!
//! [`MatchWorker`] solves layouts exactly with [`patience_search::Solver`] over [`MatchPos`];
//! [`verify`] and [`brute_force_winnable`] are an independent plain model for checking it;
//! [`deal_fitting`] builds a deal on which a solution published with another program's deal number
//! can be replayed.

mod check;
mod fit;
mod key;
mod layout;
mod notation;
mod play;
mod position;
mod rules;
mod seqkey;
mod spec;

pub use check::{brute_force_winnable, verify, verify_line, VerifyError};
pub use fit::deal_fitting;
pub use layout::{MatchDealFile, MatchLayout};
pub use notation::{
    cell_label, column_label, format_moves, parse_moves, parse_token, GameLine, MatchMove,
    NotationError, Place,
};
pub use play::{play_deal, MatchPlay, MatchSeen, PlayMove};
pub use position::{key_words, MatchPos, PosMove};
pub use rules::{MatchRules, Stacking, MAX_COLUMNS, MAX_MATCHES};
pub use spec::{presets, MatchFamily, MatchPreset, FAMILY};

use crate::error::GameError;
use patience_search::{Outcome, Solver, SolverConfig, Verdict};
use serde::Serialize;

/// The rules a name stands for: a preset name ([`presets`]) or a game-id without a deal number
/// (`3x3x13x5+`, `2x2x6x3-`).
///
/// # Errors
/// [`GameError::UnknownGame`] when the name is neither, [`GameError::BadRules`] for a game-id with
/// a deal number or out-of-range parameters.
pub fn rules_by_name(name: &str) -> Result<MatchRules, GameError> {
    if let Some(p) = presets().into_iter().find(|p| p.name == name) {
        return Ok(p.rules);
    }
    if !name.starts_with(|c: char| c.is_ascii_digit()) {
        return Err(GameError::UnknownGame {
            name: name.to_string(),
            suggestion: None,
        });
    }
    match MatchRules::parse_game_id(name)? {
        (rules, None) => Ok(rules),
        (_, Some(_)) => Err(GameError::BadRules(format!(
            "{name:?} names a deal; the game is its id without the number"
        ))),
    }
}

/// What a search of one layout found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MatchSolution {
    /// Won, lost or unknown.
    pub result: Outcome,
    /// The moves of the win (empty unless won).
    pub moves: Vec<MatchMove>,
    /// Positions the search expanded.
    pub nodes: u64,
}

/// Solvers for each width of key.
enum Inner {
    W2(Solver<MatchPos<2>>),
    W3(Solver<MatchPos<3>>),
    W4(Solver<MatchPos<4>>),
    W5(Solver<MatchPos<5>>),
    W6(Solver<MatchPos<6>>),
    W8(Solver<MatchPos<8>>),
    W16(Solver<MatchPos<16>>),
    W32(Solver<MatchPos<32>>),
}

/// A reusable solver for one game: keep one per thread.
pub struct MatchWorker {
    rules: MatchRules,
    inner: Inner,
}

fn run<const W: usize>(
    s: &mut Solver<MatchPos<W>>,
    rules: &MatchRules,
    layout: &MatchLayout,
) -> MatchSolution {
    let mut pos = MatchPos::<W>::new(rules, layout);
    let out = s.solve(&mut pos);
    let moves = match &out.verdict {
        Verdict::Won(line) => line.iter().map(|&m| pos.notation(m)).collect(),
        _ => Vec::new(),
    };
    MatchSolution {
        result: out.verdict.outcome(),
        moves,
        nodes: out.nodes,
    }
}

impl MatchWorker {
    /// A worker for `rules` (validated here) with the search settings `config`.
    ///
    /// # Errors
    /// [`GameError::BadRules`] for invalid rules or a state too large for the widest key.
    pub fn new(rules: &MatchRules, config: SolverConfig) -> Result<MatchWorker, GameError> {
        rules.validate()?;
        let words = position::key_words(rules);
        let inner = match words {
            0..=2 => Inner::W2(Solver::new(config)),
            3 => Inner::W3(Solver::new(config)),
            4 => Inner::W4(Solver::new(config)),
            5 => Inner::W5(Solver::new(config)),
            6 => Inner::W6(Solver::new(config)),
            7..=8 => Inner::W8(Solver::new(config)),
            9..=16 => Inner::W16(Solver::new(config)),
            17..=32 => Inner::W32(Solver::new(config)),
            _ => {
                return Err(GameError::BadRules(format!(
                    "the state needs {words} words of key, more than the 32 supported"
                )))
            }
        };
        Ok(MatchWorker {
            rules: *rules,
            inner,
        })
    }

    /// The rules.
    pub fn rules(&self) -> &MatchRules {
        &self.rules
    }

    /// Solves `layout`.
    ///
    /// # Errors
    /// [`GameError::BadLayout`] when the layout is not a position of the game.
    pub fn solve(&mut self, layout: &MatchLayout) -> Result<MatchSolution, GameError> {
        layout.validate(&self.rules)?;
        let r = &self.rules;
        Ok(match &mut self.inner {
            Inner::W2(s) => run(s, r, layout),
            Inner::W3(s) => run(s, r, layout),
            Inner::W4(s) => run(s, r, layout),
            Inner::W5(s) => run(s, r, layout),
            Inner::W6(s) => run(s, r, layout),
            Inner::W8(s) => run(s, r, layout),
            Inner::W16(s) => run(s, r, layout),
            Inner::W32(s) => run(s, r, layout),
        })
    }

    /// Deals and solves deal number `deal`.
    ///
    /// # Panics
    /// Never: a layout of our own dealer is always a position of its game.
    pub fn solve_deal(&mut self, deal: u64) -> MatchSolution {
        let layout = self.rules.deal(deal);
        self.solve(&layout).expect("a dealt layout fits its game")
    }
}

/// Solves `layout` of `rules` once (a [`MatchWorker`] reuses its table across many layouts).
///
/// # Errors
/// Invalid rules, or a layout that is not a position of the game.
pub fn solve(
    rules: &MatchRules,
    layout: &MatchLayout,
    config: SolverConfig,
) -> Result<MatchSolution, GameError> {
    MatchWorker::new(rules, config)?.solve(layout)
}
