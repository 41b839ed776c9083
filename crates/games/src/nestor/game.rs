//! A Nestor-family game ready to deal and solve: the handle the simulation driver uses.

use super::layout::{DealFile, Layout, Step};
use super::position::{NestorPos, PackedKey};
use super::rules::{key_bits, NestorDealer, NestorRules};
use crate::error::GameError;
use patience_search::{Game, Solver, SolverConfig, Verdict};
use serde::Serialize;

/// A validated Nestor-family game. Cheap to clone and share between threads.
#[derive(Clone, Debug)]
pub struct NestorGame {
    dealer: NestorDealer,
    /// Whether the state key needs 128 bits (more than 63).
    wide: bool,
}

/// A thread's reusable search state for a [`NestorGame`].
pub enum NestorWorker {
    /// For states that pack into 63 bits.
    Narrow(Solver<NestorPos<u64>>),
    /// For larger states.
    Wide(Solver<NestorPos<u128>>),
}

/// A solved layout.
#[derive(Clone, Debug, Serialize)]
pub struct NestorSolution {
    /// `"won"`, `"lost"` or `"unknown"`.
    pub result: &'static str,
    /// The moves of the win (empty unless won).
    pub steps: Vec<Step>,
    /// Nodes the search expanded.
    pub nodes: u64,
}

impl NestorGame {
    /// Validates `rules` and prepares the dealer.
    ///
    /// # Errors
    /// Any problem with the rules ([`GameError::BadRules`] and friends).
    pub fn new(rules: NestorRules) -> Result<NestorGame, GameError> {
        let dealer = NestorDealer::new(&rules)?;
        let wide = key_bits(&rules.columns, rules.reserve_len()) > 63;
        Ok(NestorGame { dealer, wide })
    }

    /// The Nestor-family preset called `name`.
    ///
    /// # Errors
    /// [`GameError::UnknownGame`].
    pub fn preset(name: &str) -> Result<NestorGame, GameError> {
        NestorGame::new(super::presets::preset(name)?.rules)
    }

    /// The rules.
    pub fn rules(&self) -> &NestorRules {
        self.dealer.rules()
    }

    /// A fresh search state for one thread.
    pub fn worker(&self, config: SolverConfig) -> NestorWorker {
        if self.wide {
            NestorWorker::Wide(Solver::new(config))
        } else {
            NestorWorker::Narrow(Solver::new(config))
        }
    }

    /// The layout of deal number `deal` and the rectification failures it took.
    ///
    /// # Errors
    /// When rectification fails too often.
    pub fn deal(&self, deal: u64) -> Result<(Layout, u32), GameError> {
        self.dealer.deal(deal)
    }

    /// The deal file of deal number `deal`.
    ///
    /// # Errors
    /// When the deal cannot be dealt.
    pub fn deal_file(&self, deal: u64) -> Result<DealFile, GameError> {
        let (layout, _) = self.deal(deal)?;
        Ok(DealFile {
            game: self.rules().name.clone(),
            deal: Some(deal),
            tableau: layout.columns,
            reserve: layout.reserve,
        })
    }

    /// Solves `layout` with `worker`: the verdict and its nodes only (for simulations).
    ///
    /// # Errors
    /// [`GameError::BadLayout`] when the layout is not a deal of this game.
    pub fn verdict(
        &self,
        worker: &mut NestorWorker,
        layout: &Layout,
    ) -> Result<(&'static str, u64), GameError> {
        Ok(match worker {
            NestorWorker::Narrow(s) => {
                let o = s.solve(&mut NestorPos::<u64>::new(self.rules(), layout)?);
                (o.verdict.name(), o.nodes)
            }
            NestorWorker::Wide(s) => {
                let o = s.solve(&mut NestorPos::<u128>::new(self.rules(), layout)?);
                (o.verdict.name(), o.nodes)
            }
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
    ) -> Result<NestorSolution, GameError> {
        fn run<K: PackedKey>(
            rules: &NestorRules,
            layout: &Layout,
            config: SolverConfig,
        ) -> Result<NestorSolution, GameError> {
            let mut pos = NestorPos::<K>::new(rules, layout)?;
            let outcome = Solver::new(config).solve(&mut pos);
            let mut steps = Vec::new();
            if let Verdict::Won(moves) = &outcome.verdict {
                for &m in moves {
                    steps.push(pos.step(m, layout));
                    pos.apply(m);
                }
            }
            Ok(NestorSolution {
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
}
