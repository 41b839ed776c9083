//! One handle over every game, for the simulation driver and the command line.

use crate::error::GameError;
use crate::nestor::{DealFile, Layout, NestorDealer, NestorPos, NestorRules, Step};
use patience_search::{Game, Solver, SolverConfig, Verdict};
use serde::Serialize;

/// A validated game, ready to deal and solve. Cheap to share between threads.
#[derive(Clone, Debug)]
pub struct AnyGame {
    nestor: NestorDealer,
    wide: bool,
}

/// The result of one deal of a simulation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DealReport {
    /// The deal number.
    pub deal: u64,
    /// `"won"`, `"lost"` or `"unknown"`.
    pub result: &'static str,
    /// Nodes the search expanded.
    pub nodes: u64,
    /// Times the rectification procedure failed and redrew (`bottom` and `column` only).
    pub failures: u32,
}

/// A solved layout, for `patience solve`.
#[derive(Clone, Debug, Serialize)]
pub struct Solution {
    /// The layout solved.
    pub layout: Layout,
    /// `"won"`, `"lost"` or `"unknown"`.
    pub result: &'static str,
    /// The moves of the win (empty unless won).
    pub steps: Vec<Step>,
    /// Nodes the search expanded.
    pub nodes: u64,
}

/// A thread's reusable search state.
pub enum Worker {
    /// For states that pack into 64 bits.
    Narrow(Solver<NestorPos<u64>>),
    /// For larger states.
    Wide(Solver<NestorPos<u128>>),
}

impl AnyGame {
    /// Validates `rules` and prepares its dealer.
    ///
    /// # Errors
    /// Any problem with the rules ([`GameError::BadRules`] and friends).
    pub fn nestor(rules: NestorRules) -> Result<AnyGame, GameError> {
        let nestor = NestorDealer::new(&rules)?;
        let wide = crate::nestor::key_bits_of(&rules) > 64;
        Ok(AnyGame { nestor, wide })
    }

    /// The preset called `name`.
    ///
    /// # Errors
    /// [`GameError::UnknownGame`], or invalid rules.
    pub fn preset(name: &str) -> Result<AnyGame, GameError> {
        AnyGame::nestor(crate::registry::preset(name)?.rules)
    }

    /// The game's name.
    pub fn name(&self) -> &str {
        &self.nestor.rules().name
    }

    /// The rules.
    pub fn rules(&self) -> &NestorRules {
        self.nestor.rules()
    }

    /// The full parameters as JSON.
    pub fn params(&self) -> serde_json::Value {
        serde_json::json!({ "family": "nestor", "rules": self.nestor.rules() })
    }

    /// A fresh search state for one thread.
    pub fn worker(&self, config: SolverConfig) -> Worker {
        if self.wide {
            Worker::Wide(Solver::new(config))
        } else {
            Worker::Narrow(Solver::new(config))
        }
    }

    /// The layout of deal number `deal` and the rectification failures it took.
    ///
    /// # Errors
    /// When rectification fails too often.
    pub fn deal(&self, deal: u64) -> Result<(Layout, u32), GameError> {
        self.nestor.deal(deal)
    }

    /// Deals and solves deal number `deal`.
    ///
    /// # Errors
    /// When the deal cannot be dealt.
    pub fn solve_deal(&self, worker: &mut Worker, deal: u64) -> Result<DealReport, GameError> {
        let (layout, failures) = self.deal(deal)?;
        let (result, nodes) = match worker {
            Worker::Narrow(s) => {
                let o = s.solve(&mut NestorPos::<u64>::new(self.rules(), &layout)?);
                (o.verdict.name(), o.nodes)
            }
            Worker::Wide(s) => {
                let o = s.solve(&mut NestorPos::<u128>::new(self.rules(), &layout)?);
                (o.verdict.name(), o.nodes)
            }
        };
        Ok(DealReport {
            deal,
            result,
            nodes,
            failures,
        })
    }

    /// Solves `layout`, with the winning moves when it is won.
    ///
    /// # Errors
    /// [`GameError::BadLayout`] when the layout is not a deal of this game.
    pub fn solve_layout(
        &self,
        layout: &Layout,
        config: SolverConfig,
    ) -> Result<Solution, GameError> {
        fn run<K: crate::nestor::PackedKey>(
            rules: &NestorRules,
            layout: &Layout,
            config: SolverConfig,
        ) -> Result<Solution, GameError> {
            let mut pos = NestorPos::<K>::new(rules, layout)?;
            let outcome = Solver::new(config).solve(&mut pos);
            let mut steps = Vec::new();
            if let Verdict::Won(moves) = &outcome.verdict {
                for &m in moves {
                    steps.push(pos.step(m, layout));
                    pos.apply(m);
                }
            }
            Ok(Solution {
                layout: layout.clone(),
                result: outcome.verdict.name(),
                steps,
                nodes: outcome.nodes,
            })
        }
        if self.wide {
            run::<u128>(self.rules(), layout, config)
        } else {
            run::<u64>(self.rules(), layout, config)
        }
    }

    /// The deal file of deal number `deal`.
    ///
    /// # Errors
    /// When the deal cannot be dealt.
    pub fn deal_file(&self, deal: u64) -> Result<DealFile, GameError> {
        let (layout, _) = self.deal(deal)?;
        Ok(DealFile {
            game: self.name().to_string(),
            deal: Some(deal),
            tableau: layout.columns,
            reserve: layout.reserve,
        })
    }
}
