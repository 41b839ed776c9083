//! The bound on large tables (its own process: the bound is process-wide).

use patience_search::{set_large_tables, Game, Solver, SolverConfig, Verdict};

/// Every subset of `n` flags, reached by setting one flag a move: `2^n` positions.
struct Flags {
    set: u32,
    n: u32,
}

impl Game for Flags {
    type Move = u32;
    type Key = u64;
    fn key(&self) -> u64 {
        u64::from(self.set)
    }
    fn is_won(&self) -> bool {
        false
    }
    fn moves(&mut self, out: &mut Vec<u32>) {
        out.extend((0..self.n).filter(|&i| self.set & (1 << i) == 0));
    }
    fn apply(&mut self, m: u32) {
        self.set |= 1 << m;
    }
    fn undo(&mut self, m: u32) {
        self.set &= !(1 << m);
    }
}

/// Eight threads, each solving problems whose tables outgrow the small size, share one large
/// buffer: every search still expands each position exactly once (the borrowed buffer changes
/// nothing), and all of them finish (a buffer is always given back).
#[test]
fn threads_share_one_large_buffer() {
    set_large_tables(4 << 10, 1);
    let handles: Vec<_> = (0..8)
        .map(|t| {
            std::thread::spawn(move || {
                let config = SolverConfig {
                    restart_nodes: 0,
                    ..SolverConfig::default()
                };
                let mut solver: Solver<Flags> = Solver::new(config);
                for k in 0..3 {
                    let n = 10 + (t + k) % 4;
                    let out = solver.solve(&mut Flags { set: 0, n });
                    assert_eq!(out.verdict, Verdict::Lost);
                    assert_eq!(out.nodes, 1 << n, "each subset expanded once");
                }
            })
        })
        .collect();
    for h in handles {
        h.join().expect("a solving thread failed");
    }
    set_large_tables(usize::MAX, usize::MAX);
}
