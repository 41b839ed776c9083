//! Sevens, a game for tests only (feature `toy-game`): it shows that a game plugs in as one
//! module and one line of [`crate::registry::FAMILIES`], and runs through every subcommand.
//!
//! Twelve cards, ace to six in clubs and hearts, are dealt into three columns of four; a move
//! discards two column tops whose ranks sum to seven; the game is won when every card is
//! discarded.

use crate::error::GameError;
use crate::spec::{DealReport, DealSolver, Family, GameOptions, GameSpec, Listing, Report, Sight};
use patience_cards::{Card, DealRng, Suit};
use patience_search::{Game, Solver, SolverConfig, Verdict};
use serde::{Deserialize, Serialize};

/// Sevens in the registry.
pub static FAMILY: SevensFamily = SevensFamily;

/// The family of the one game `sevens`.
#[derive(Copy, Clone, Debug)]
pub struct SevensFamily;

/// The game `sevens`.
#[derive(Copy, Clone, Debug)]
pub struct Sevens;

/// A deal: three columns of four cards, bottom first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SevensDeal {
    /// Always `sevens`.
    pub game: String,
    /// The deal number, if the layout came from one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<u64>,
    /// The columns, bottom card first.
    pub tableau: Vec<Vec<Card>>,
}

/// A position: the deal and the height of each column.
#[derive(Clone, Debug)]
pub struct SevensPos {
    columns: Vec<Vec<Card>>,
    heights: [u8; 3],
}

impl Game for SevensPos {
    type Move = (u8, u8);
    type Undo = ();
    type Key = u64;

    fn key(&self) -> u64 {
        u64::from(self.heights[0])
            | u64::from(self.heights[1]) << 4
            | u64::from(self.heights[2]) << 8
    }

    fn is_won(&self) -> bool {
        self.heights == [0; 3]
    }

    fn moves(&mut self, out: &mut Vec<(u8, u8)>) {
        let top = |c: usize| {
            let h = usize::from(self.heights[c]);
            (h > 0).then(|| self.columns[c][h - 1].rank())
        };
        for a in 0..3u8 {
            for b in a + 1..3 {
                if let (Some(x), Some(y)) = (top(a.into()), top(b.into())) {
                    if x + y == 7 {
                        out.push((a, b));
                    }
                }
            }
        }
    }

    fn apply(&mut self, (a, b): (u8, u8)) {
        self.heights[usize::from(a)] -= 1;
        self.heights[usize::from(b)] -= 1;
    }

    fn undo(&mut self, (a, b): (u8, u8), (): ()) {
        self.heights[usize::from(a)] += 1;
        self.heights[usize::from(b)] += 1;
    }
}

impl Sevens {
    fn deal(deal: u64) -> SevensDeal {
        let mut cards: Vec<Card> = [Suit::Clubs, Suit::Hearts]
            .into_iter()
            .flat_map(|s| (1..=6).map(move |r| Card::new(r, s)))
            .collect();
        DealRng::new("sevens", deal).shuffle(&mut cards);
        SevensDeal {
            game: "sevens".into(),
            deal: Some(deal),
            tableau: cards.chunks(4).map(<[Card]>::to_vec).collect(),
        }
    }

    fn solve(file: &SevensDeal, config: SolverConfig) -> (Verdict<(u8, u8)>, u64) {
        let mut pos = SevensPos {
            columns: file.tableau.clone(),
            heights: [4; 3],
        };
        let o = Solver::new(config).solve(&mut pos);
        (o.verdict, o.nodes)
    }
}

impl Family for SevensFamily {
    fn name(&self) -> &'static str {
        "sevens"
    }

    fn listings(&self) -> Vec<Listing> {
        vec![Listing {
            name: "sevens".into(),
            family: self.name(),
            layout: Sevens.describe(),
            published: None,
            params: Sevens.rules_json(),
        }]
    }

    fn resolve(
        &self,
        name: &str,
        _options: &GameOptions,
    ) -> Option<Result<Box<dyn GameSpec>, GameError>> {
        (name == "sevens").then(|| Ok(Box::new(Sevens) as Box<dyn GameSpec>))
    }
}

/// Solves deal after deal of Sevens.
struct SevensSolver(SolverConfig);

impl DealSolver for SevensSolver {
    fn solve_deal(&mut self, deal: u64) -> Result<DealReport, GameError> {
        let (verdict, nodes) = Sevens::solve(&Sevens::deal(deal), self.0);
        Ok(DealReport::solved(deal, verdict.outcome(), nodes))
    }
}

impl GameSpec for Sevens {
    fn family(&self) -> &'static str {
        FAMILY.name()
    }

    fn name(&self) -> String {
        "sevens".into()
    }

    fn describe(&self) -> String {
        "3 columns of 4 from ace to six in two suits; discard two tops that sum to 7".into()
    }

    fn rules_json(&self) -> serde_json::Value {
        serde_json::json!({ "columns": 3, "rows": 4, "sum": 7 })
    }

    fn sight(&self) -> Sight {
        Sight::Open
    }

    fn worker(&self, config: SolverConfig) -> Result<Box<dyn DealSolver>, GameError> {
        Ok(Box::new(SevensSolver(config)))
    }

    fn deal_file(&self, deal: u64) -> Result<serde_json::Value, GameError> {
        Ok(serde_json::to_value(Sevens::deal(deal)).expect("deal files serialise"))
    }

    fn deal_text(&self, deal: u64) -> Result<String, GameError> {
        Ok(Sevens::deal(deal)
            .tableau
            .iter()
            .map(|c| {
                c.iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(" ")
                    + "\n"
            })
            .collect())
    }

    fn solve_file(&self, text: &str, config: SolverConfig) -> Result<Report, GameError> {
        let file: SevensDeal =
            serde_json::from_str(text).map_err(|e| GameError::DealFile(e.to_string()))?;
        let mut cards: Vec<Card> = file.tableau.concat();
        let mut want = Sevens::deal(0).tableau.concat();
        cards.sort_unstable();
        want.sort_unstable();
        if file.tableau.len() != 3 || file.tableau.iter().any(|c| c.len() != 4) || cards != want {
            return Err(GameError::BadLayout(
                "sevens deals ace to six of clubs and hearts into 3 columns of 4".into(),
            ));
        }
        let (verdict, nodes) = Sevens::solve(&file, config);
        let moves: Vec<(u8, u8)> = match &verdict {
            Verdict::Won(m) => m.clone(),
            _ => Vec::new(),
        };
        Ok(Report {
            game: self.name(),
            rules: self.describe(),
            params: self.params(),
            deal: file.deal,
            layout_text: match file.deal {
                Some(n) => self.deal_text(n)?,
                None => String::new(),
            },
            layout: serde_json::to_value(&file).expect("deal files serialise"),
            result: verdict.outcome(),
            moves: moves
                .iter()
                .map(|(a, b)| format!("columns {} and {}", a + 1, b + 1))
                .collect(),
            moves_json: serde_json::to_value(&moves).expect("moves serialise"),
            line: None,
            nodes,
            score: None,
        })
    }
}
