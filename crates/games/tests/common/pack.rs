//! What the tests of the pack games share (Aces Up, Baroness, Accordion, Baker's Dozen): the
//! search against the game's brute-force plain model on random packs, every win replayed, and
//! a won deal's solution tampered with.

use patience_cards::Card;
use patience_games::pack::{PackGame, PackRules};
use patience_search::{Outcome, Solver, SolverConfig};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_pcg::Pcg64;

/// Replays steps on a pack under the rules: `Ok` or why not.
pub(crate) type Replay<R> = fn(&R, &[Card], &[<R as PackRules>::Step]) -> Result<(), String>;

/// A game's plain model: brute force and replay.
pub(crate) struct Model<R: PackRules> {
    /// Whether a pack can be won, by brute force.
    pub(crate) winnable: fn(&R, &[Card]) -> bool,
    /// Replays steps on a pack.
    pub(crate) replay: Replay<R>,
}

/// A small table: the tests' packs are small or few.
pub(crate) fn config() -> SolverConfig {
    SolverConfig {
        table_bytes: 1 << 20,
        ..SolverConfig::default()
    }
}

/// Compares the search with brute force on `packs`, replaying every win; returns how many were
/// won.
pub(crate) fn agree<R: PackRules>(rules: R, packs: &[Vec<Card>], model: &Model<R>) -> usize {
    agree_with(rules, packs, model, config())
}

/// [`agree`] with the solver's settings given.
pub(crate) fn agree_with<R: PackRules>(
    rules: R,
    packs: &[Vec<Card>],
    model: &Model<R>,
    config: SolverConfig,
) -> usize {
    let game = PackGame::new(rules).expect("valid rules");
    let mut solver = Solver::new(config);
    let mut won = 0;
    for (i, pack) in packs.iter().enumerate() {
        let truth = (model.winnable)(&rules, pack);
        let sol = game.solve_with(&mut solver, pack);
        let want = if truth { Outcome::Won } else { Outcome::Lost };
        assert_eq!(sol.result, want, "pack {i} of {rules:?}: {pack:?}");
        if truth {
            won += 1;
            (model.replay)(&rules, pack, &sol.steps)
                .unwrap_or_else(|e| panic!("pack {i} of {rules:?}: {e}\n{pack:?}"));
        }
    }
    won
}

/// `n` random orders of the rules' pack, drawn from `seed`.
pub(crate) fn shuffled<R: PackRules>(rules: &R, n: usize, seed: u64) -> Vec<Vec<Card>> {
    let game = PackGame::new(*rules).expect("valid rules");
    let mut rng = Pcg64::seed_from_u64(seed);
    (0..n)
        .map(|_| {
            let mut cards = game.pack(0);
            cards.shuffle(&mut rng);
            cards
        })
        .collect()
}

/// The first of our deals 1 to 100 that the search wins within `config`: its pack and steps.
pub(crate) fn first_win<R: PackRules>(rules: R, config: SolverConfig) -> (Vec<Card>, Vec<R::Step>) {
    let game = PackGame::new(rules).expect("valid rules");
    let mut solver = Solver::new(config);
    (1..=100)
        .find_map(|n| {
            let pack = game.pack(n);
            let sol = game.solve_with(&mut solver, &pack);
            (sol.result == Outcome::Won).then_some((pack, sol.steps))
        })
        .expect("some deal is won")
}

/// A won deal's solution replays, and fails shortened or with its last step played first.
pub(crate) fn tampered_fails<R: PackRules>(rules: R, model: &Model<R>)
where
    R::Step: Copy,
{
    let (pack, steps) = first_win(rules, config());
    assert!((model.replay)(&rules, &pack, &steps).is_ok());
    let mut short = steps.clone();
    short.pop();
    assert!(
        (model.replay)(&rules, &pack, &short).is_err(),
        "a shortened win"
    );
    let mut moved = steps.clone();
    moved.insert(0, steps[steps.len() - 1]);
    assert!(
        (model.replay)(&rules, &pack, &moved).is_err(),
        "a win with its last step first"
    );
}
