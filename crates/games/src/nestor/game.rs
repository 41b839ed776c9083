//! A Nestor-family game ready to deal and solve: the handle the simulation driver uses.

use super::layout::{DealFile, Layout, Step};
use super::position::PairMove;
use super::position::{NestorPos, PackedKey};
use super::rules::{key_bits, NestorDealer, NestorRules};
use super::variant::VariantPos;
use crate::error::GameError;
use crate::spec::DealReport;
use patience_search::{Game, Outcome, Solved, Solver, SolverConfig, Verdict};
use serde::Serialize;

/// A validated Nestor-family game. Cheap to clone and share between threads.
#[derive(Clone, Debug)]
pub struct NestorGame {
    dealer: NestorDealer,
    /// Whether the state key needs 128 bits (more than 63).
    wide: bool,
}

/// A thread's reusable search state for a [`NestorGame`]: the solver and the last position,
/// whose memory the next deal reuses.
pub enum NestorWorker {
    /// For states that pack into 63 bits.
    Narrow(Solver<NestorPos<u64>>, Option<Box<NestorPos<u64>>>),
    /// For larger states.
    Wide(Solver<NestorPos<u128>>, Option<Box<NestorPos<u128>>>),
    /// For the variants (jokers, closed reserve, stock): see [`VariantPos`].
    Variant(Solver<VariantPos>),
}

/// A solved layout.
#[derive(Clone, Debug, Serialize)]
pub struct NestorSolution {
    /// Won, lost or unknown.
    pub result: Outcome,
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
        let wide = key_bits(&rules.columns, rules.reserve_len()) > 63;
        let dealer = NestorDealer::new(rules)?;
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
        if !self.rules().is_plain() {
            NestorWorker::Variant(Solver::new(config))
        } else if self.wide {
            NestorWorker::Wide(Solver::new(config), None)
        } else {
            NestorWorker::Narrow(Solver::new(config), None)
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
        let (reserve, stock) = if self.rules().stock {
            (Vec::new(), layout.reserve)
        } else {
            (layout.reserve, Vec::new())
        };
        Ok(DealFile {
            game: self.rules().name.clone(),
            deal: Some(deal),
            tableau: layout.columns,
            reserve,
            stock,
        })
    }

    /// Deals and solves deal number `deal` with `worker` (one of this game's).
    ///
    /// # Errors
    /// When the deal cannot be dealt.
    pub fn solve_deal(
        &self,
        worker: &mut NestorWorker,
        deal: u64,
    ) -> Result<DealReport, GameError> {
        fn run<K: PackedKey>(
            rules: &NestorRules,
            solver: &mut Solver<NestorPos<K>>,
            cache: &mut Option<Box<NestorPos<K>>>,
            layout: &Layout,
        ) -> Result<Solved<PairMove>, GameError> {
            let pos = match cache {
                // Our own dealer's layouts fit the rules: no need to check them again.
                Some(pos) => {
                    pos.load_unchecked(layout);
                    pos
                }
                None => cache.insert(Box::new(NestorPos::new(rules, layout)?)),
            };
            Ok(solver.solve(pos))
        }
        let (layout, redraws) = self.deal(deal)?;
        let (result, nodes) = match worker {
            NestorWorker::Narrow(s, c) => {
                let o = run(self.rules(), s, c, &layout)?;
                (o.verdict.outcome(), o.nodes)
            }
            NestorWorker::Wide(s, c) => {
                let o = run(self.rules(), s, c, &layout)?;
                (o.verdict.outcome(), o.nodes)
            }
            NestorWorker::Variant(s) => {
                let o = s.solve(&mut VariantPos::new(self.rules(), &layout)?);
                (o.verdict.outcome(), o.nodes)
            }
        };
        Ok(DealReport {
            redraws,
            ..DealReport::solved(deal, result, nodes)
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
            let pos = NestorPos::<K>::new(rules, layout)?;
            Ok(solve_position(pos, layout, config, NestorPos::step))
        }
        if !self.rules().is_plain() {
            return solve_variant(self.rules(), layout, config);
        }
        if self.wide {
            run::<u128>(self.rules(), layout, config)
        } else {
            run::<u64>(self.rules(), layout, config)
        }
    }
}

/// Solves `layout` with [`VariantPos`] (whatever the rules: the tests also hold it to the plain
/// game), with the winning moves when it is won.
///
/// # Errors
/// [`GameError::BadLayout`] when the layout is not a deal of `rules`.
pub fn solve_variant(
    rules: &NestorRules,
    layout: &Layout,
    config: SolverConfig,
) -> Result<NestorSolution, GameError> {
    let pos = VariantPos::new(rules, layout)?;
    Ok(solve_position(pos, layout, config, VariantPos::step))
}

/// Solves from `pos` (the start of `layout`) and spells out the winning moves with `step`, which
/// describes a move in the position before it.
fn solve_position<G: Game>(
    mut pos: G,
    layout: &Layout,
    config: SolverConfig,
    step: impl Fn(&G, G::Move, &Layout) -> Step,
) -> NestorSolution {
    let outcome = Solver::new(config).solve(&mut pos);
    let mut steps = Vec::new();
    if let Verdict::Won(moves) = &outcome.verdict {
        for &m in moves {
            steps.push(step(&pos, m, layout));
            pos.apply(m);
        }
    }
    NestorSolution {
        result: outcome.verdict.outcome(),
        steps,
        nodes: outcome.nodes,
    }
}
