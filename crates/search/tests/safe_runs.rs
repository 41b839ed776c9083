//! Runs of safe moves (`Game::safe_move`) played as one node: on thousands of random exact-sum
//! problems the verdict with runs equals the verdict without them and a brute-force answer, and
//! every win replays.

use patience_search::{Game, Solver, SolverConfig, Verdict};

/// Take items, each once, until their weights sum to `target` exactly.
#[derive(Clone)]
struct ExactSum {
    weights: Vec<u32>,
    taken: u64,
    sum: u32,
    target: u32,
}

impl ExactSum {
    fn rest(&self) -> u32 {
        (0..self.weights.len())
            .filter(|&i| self.taken >> i & 1 == 0)
            .map(|i| self.weights[i])
            .sum()
    }
}

/// The game without runs, and with them (`Runs`): the same moves.
trait Rules {
    const RUNS: bool;
}
struct Plain;
struct Runs;
impl Rules for Plain {
    const RUNS: bool = false;
}
impl Rules for Runs {
    const RUNS: bool = true;
}

struct Play<R>(ExactSum, std::marker::PhantomData<R>);

impl<R: Rules> Game for Play<R> {
    type Move = u8;
    type Undo = ();
    type Key = u64;
    const SAFE_MOVES: bool = R::RUNS;

    fn key(&self) -> u64 {
        self.0.taken
    }
    fn is_won(&self) -> bool {
        self.0.sum == self.0.target
    }
    fn moves(&mut self, out: &mut Vec<u8>) {
        let g = &self.0;
        out.extend(
            (0..g.weights.len() as u8).filter(|&i| {
                g.taken >> i & 1 == 0 && g.sum + g.weights[usize::from(i)] <= g.target
            }),
        );
    }
    fn apply(&mut self, m: u8) {
        self.0.taken |= 1 << m;
        self.0.sum += self.0.weights[usize::from(m)];
    }
    fn undo(&mut self, m: u8, (): ()) {
        self.0.taken &= !(1 << m);
        self.0.sum -= self.0.weights[usize::from(m)];
    }
    /// Safe: an item of weight 0 (it changes no sum, so a win with it taken first is still one);
    /// and, when the items left weigh exactly what is missing, any item (every win takes them
    /// all, so it may take this one first).
    fn safe_move(&mut self) -> Option<u8> {
        let g = &self.0;
        let free = (0..g.weights.len()).find(|&i| g.taken >> i & 1 == 0 && g.weights[i] == 0);
        let all = (g.sum + g.rest() == g.target && g.sum < g.target)
            .then(|| (0..g.weights.len()).find(|&i| g.taken >> i & 1 == 0))
            .flatten();
        free.or(all).map(|i| i as u8)
    }
}

/// Whether some subset of the weights sums to the target.
fn brute(g: &ExactSum) -> bool {
    (0u64..1 << g.weights.len()).any(|s| {
        (0..g.weights.len())
            .filter(|&i| s >> i & 1 == 1)
            .map(|i| g.weights[i])
            .sum::<u32>()
            == g.target
    })
}

#[test]
fn runs_of_safe_moves_change_no_verdict() {
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = |n: u64| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x % n
    };
    let (mut won, mut lost, mut with_runs) = (0, 0, 0);
    for _ in 0..3000 {
        let n = 1 + next(10) as usize;
        let weights: Vec<u32> = (0..n).map(|_| next(7) as u32).collect();
        let total: u32 = weights.iter().sum();
        let target = next(u64::from(total) + 2) as u32;
        let g = ExactSum {
            weights,
            taken: 0,
            sum: 0,
            target,
        };
        let want = brute(&g);
        let config = SolverConfig::default();
        let plain =
            Solver::new(config).solve(&mut Play::<Plain>(g.clone(), std::marker::PhantomData));
        let mut pos = Play::<Runs>(g.clone(), std::marker::PhantomData);
        let runs = Solver::new(config).solve(&mut pos);
        assert_eq!(pos.0.taken, 0, "start restored");
        assert_eq!(matches!(plain.verdict, Verdict::Won(_)), want);
        assert_eq!(
            matches!(runs.verdict, Verdict::Won(_)),
            want,
            "{:?}",
            g.weights
        );
        assert!(runs.nodes <= plain.nodes.max(1));
        if let Verdict::Won(line) = runs.verdict {
            // The line, safe moves included, takes distinct items that sum to the target.
            let mut seen = 0u64;
            for &m in &line {
                assert_eq!(seen >> m & 1, 0, "an item taken twice");
                seen |= 1 << m;
            }
            let sum: u32 = line.iter().map(|&m| g.weights[usize::from(m)]).sum();
            assert_eq!(sum, g.target);
            with_runs += usize::from(runs.nodes < plain.nodes);
            won += 1;
        } else {
            lost += 1;
        }
    }
    assert!(
        won > 500 && lost > 500 && with_runs > 100,
        "{won} {lost} {with_runs}"
    );
}
