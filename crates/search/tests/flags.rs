//! Searches over every subset of a few flags: many transpositions, tables that grow large.
//! (Their own process: the bound on large tables is process-wide.)

use patience_search::{set_large_tables, Game, MoveSet, Solver, SolverConfig, Verdict};

/// Every subset of `n` flags, reached by setting one flag a move: `2^n` positions, each
/// reachable by many orders, so the table answers most look-ups. Won at the full set if
/// `winnable`.
struct Flags {
    set: u32,
    n: u32,
    winnable: bool,
    /// Whether [`Game::dependents`] says two different flags are independent (they are).
    commuting: bool,
}

impl Flags {
    /// The empty set of `n` flags, never won.
    fn unwinnable(n: u32) -> Flags {
        Flags {
            set: 0,
            n,
            winnable: false,
            commuting: false,
        }
    }
}

impl Game for Flags {
    type Move = u32;
    type Undo = ();
    type Key = u64;
    fn key(&self) -> u64 {
        u64::from(self.set)
    }
    fn is_won(&self) -> bool {
        self.winnable && self.set == (1 << self.n) - 1
    }
    fn moves(&mut self, out: &mut Vec<u32>) {
        out.extend((0..self.n).filter(|&i| self.set & (1 << i) == 0));
    }
    fn apply(&mut self, m: u32) {
        self.set |= 1 << m;
    }
    fn undo(&mut self, m: u32, (): ()) {
        self.set &= !(1 << m);
    }
    fn move_number(&self, m: u32) -> Option<u8> {
        u8::try_from(m).ok()
    }
    fn dependents(&self, m: u32) -> MoveSet {
        if !self.commuting {
            return MoveSet::ALL;
        }
        let mut own = MoveSet::EMPTY;
        if let Some(n) = self.move_number(m) {
            own.insert(n);
        }
        own
    }
}

/// A solver whose table may take `table_bytes`.
fn solver(table_bytes: usize) -> Solver<Flags> {
    Solver::new(SolverConfig {
        table_bytes,
        ..SolverConfig::default()
    })
}

/// `g` (never won) is proved lost with each of its `2^n` subsets expanded exactly once.
fn assert_each_subset_once(s: &mut Solver<Flags>, g: &mut Flags) {
    let out = s.solve(g);
    assert_eq!(out.verdict, Verdict::Lost);
    assert_eq!(out.nodes, 1 << g.n, "each subset expanded once");
}

/// `g`, made winnable, is won by setting each flag once, and its start position is restored.
fn assert_won(s: &mut Solver<Flags>, g: &mut Flags) {
    g.winnable = true;
    let out = s.solve(g);
    let Verdict::Won(line) = out.verdict else {
        panic!("{out:?}")
    };
    assert_eq!(line.len(), g.n as usize);
    assert_eq!(g.set, 0, "start position restored");
}

/// A table too large for the cache (2^17 positions take it past 256 KiB) takes the batched
/// look-ups of the search: it must still expand each position exactly once and find the win.
#[test]
fn large_tables_expand_each_position_once() {
    let mut s = solver(64 << 20);
    let mut g = Flags::unwinnable(17);
    assert_each_subset_once(&mut s, &mut g);
    assert_won(&mut s, &mut g);
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
                let mut s = solver(SolverConfig::default().table_bytes);
                for k in 0..3 {
                    assert_each_subset_once(&mut s, &mut Flags::unwinnable(10 + (t + k) % 4));
                }
            })
        })
        .collect();
    for h in handles {
        h.join().expect("a solving thread failed");
    }
    set_large_tables(usize::MAX, usize::MAX);
}

/// With sleep sets, a search over commuting moves reaches each subset by one order only: with a
/// table far too small to remember them (so the table cannot be what saves the work), each of
/// the `2^n` positions is still expanded exactly once, and the win is still found. Without
/// them, the same table re-expands positions over and over.
#[test]
fn sleep_sets_expand_each_position_once_without_a_table() {
    let n = 14;
    let mut s = solver(1 << 10);
    let mut g = Flags {
        commuting: true,
        ..Flags::unwinnable(n)
    };
    assert_each_subset_once(&mut s, &mut g);
    assert_won(&mut s, &mut g);
    // Without them, eight times the nodes do not suffice.
    let mut s: Solver<Flags> = Solver::new(SolverConfig {
        node_limit: 8 << n,
        table_bytes: 1 << 10,
        ..SolverConfig::default()
    });
    let out = s.solve(&mut Flags::unwinnable(n));
    assert_eq!(out.verdict, Verdict::Unknown, "{} nodes", out.nodes);
}
