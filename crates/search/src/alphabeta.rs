//! Alpha-beta search of a game of two sides, with a transposition table of bounds.

use crate::bounds::{BoundTable, Bounds, NO_HIGH, NO_LOW};
use crate::two_sided::{Side, TwoSided};

/// What a search found: the first side's final points with best play by both sides, and one line
/// of best play (a principal variation), or unknown when the node budget ran out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Valued<M> {
    /// The first side's points at the end of the game ([`TwoSided::points`]), taken so far
    /// included; `None` when the node budget ran out (unknown).
    pub points: Option<i32>,
    /// The moves of one line of best play, from the position searched to the end of the game
    /// (empty when unknown).
    pub line: Vec<M>,
    /// Positions searched (each call of the search on a position counts one).
    pub nodes: u64,
}

/// Alpha-beta (fail-soft, minimax over [`Side`]) with a transposition table that stores, for
/// each key, bounds on the first side's points still to come (so a position reached with
/// different points taken shares its entry). Exact: the value is the minimax value in any move
/// order, and a budget (`node_limit`, in positions searched) makes it unknown, never wrong.
///
/// Keys are exact only within one game (a Nestors key says which cards are left, not who holds
/// them), so every top-level call ([`AlphaBeta::solve`], [`AlphaBeta::at_least`]) starts with an
/// empty table; its memory is kept for the next call. The table has a fixed most memory: once
/// full, a new position takes the place of one whose search took fewer positions (a position
/// forgotten is searched again when reached again, which costs nodes, never a wrong value).
pub struct AlphaBeta<G: TwoSided> {
    table: BoundTable<G::Key, G::Move>,
    buffers: Vec<Vec<G::Move>>,
    /// The children's keys and gains of [`AlphaBeta::known_cutoff`].
    keys: Vec<(G::Key, i32)>,
    nodes: u64,
    node_limit: u64,
    /// For each depth below the call, the last two moves that cut the search off there (killer
    /// moves), tried right after the table's move when legal.
    killers: Vec<[Option<G::Move>; 2]>,
    depth: usize,
}

impl<G: TwoSided> Default for AlphaBeta<G> {
    fn default() -> Self {
        AlphaBeta::new(u64::MAX)
    }
}

impl<G: TwoSided> AlphaBeta<G> {
    /// A search that gives up (unknown) after `node_limit` positions, with a table of at most
    /// about a quarter of a GiB.
    pub fn new(node_limit: u64) -> AlphaBeta<G> {
        AlphaBeta::with_table(node_limit, 256 << 20)
    }

    /// A search that gives up (unknown) after `node_limit` positions, whose table takes at most
    /// `table_bytes` bytes (an entry holds a key, two bounds, a move and a weight).
    pub fn with_table(node_limit: u64, table_bytes: usize) -> AlphaBeta<G> {
        AlphaBeta {
            table: BoundTable::with_max_bytes(table_bytes),
            buffers: Vec::new(),
            keys: Vec::new(),
            nodes: 0,
            node_limit,
            killers: Vec::new(),
            depth: 0,
        }
    }

    /// The first side's final points from `pos` with best play by both sides, and a line of
    /// best play. `pos` is left as it was.
    pub fn solve(&mut self, pos: &mut G) -> Valued<G::Move> {
        self.start();
        let before = pos.points();
        // Zero-window searches, bisecting the range of the points to come (as Bo Haglund's DDS
        // does on tricks): each answers "at least t?" and, fail-soft, moves a bound past t; the
        // table keeps the bounds between them.
        let (mut low, mut high) = pos.rest_bounds();
        while low < high && !self.spent() {
            let t = low + (high - low + 1) / 2;
            let v = self.search(pos, t - 1, t);
            if v >= t {
                low = v;
            } else {
                high = v;
            }
        }
        if self.spent() {
            return self.unknown();
        }
        let rest = low;
        let mut line = Vec::new();
        self.principal_line(pos, rest, &mut line);
        if self.spent() {
            return self.unknown();
        }
        Valued {
            points: Some(before + rest),
            line,
            nodes: self.nodes,
        }
    }

    /// Whether the first side takes at least `target` points in all (taken so far included)
    /// with best play by both sides: one zero-window search, cheaper than the exact value.
    /// `None` when the node budget ran out. The nodes it searched are [`AlphaBeta::nodes`].
    pub fn at_least(&mut self, pos: &mut G, target: i32) -> Option<bool> {
        self.start();
        let need = target - pos.points();
        let rest = self.search(pos, need - 1, need);
        (!self.spent()).then_some(rest >= need)
    }

    /// Positions searched by the last top-level call.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    fn start(&mut self) {
        self.table.clear();
        self.nodes = 0;
        self.killers.clear();
        self.depth = 0;
    }

    fn spent(&self) -> bool {
        self.nodes > self.node_limit
    }

    fn unknown(&self) -> Valued<G::Move> {
        Valued {
            points: None,
            line: Vec::new(),
            nodes: self.nodes,
        }
    }

    /// The first side's points still to come from `pos`, fail-soft: exact when strictly inside
    /// `(alpha, beta)`, else a bound on the side of the window it fell (at most `alpha`, or at
    /// least `beta`). Meaningless once the budget is spent (then nothing is stored).
    fn search(&mut self, pos: &mut G, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        crate::progress::tick(self.nodes);
        if self.spent() {
            return 0;
        }
        let (low, high) = pos.rest_bounds();
        if low >= beta || low == high {
            return low;
        }
        if high <= alpha {
            return high;
        }
        let key = pos.stored().then(|| pos.key());
        let mut best = None;
        let start = self.nodes;
        let known = key.and_then(|k| self.table.get(k));
        if let Some(e) = known {
            if e.low >= beta || e.low == e.high {
                return e.low;
            }
            if e.high <= alpha {
                return e.high;
            }
            alpha = alpha.max(e.low);
            beta = beta.min(e.high);
            best = e.best;
        }
        let mut moves = self.buffers.pop().unwrap_or_default();
        moves.clear();
        pos.moves(&mut moves);
        if moves.is_empty() {
            self.buffers.push(moves);
            return 0;
        }
        let maximise = pos.to_move() == Side::First;
        if pos.children_stored() {
            if let Some(v) = self.known_cutoff(pos, &moves, alpha, beta, maximise) {
                self.buffers.push(moves);
                return v;
            }
        }
        if self.killers.len() <= self.depth {
            self.killers.resize(self.depth + 1, [None; 2]);
        }
        let mut front = 0;
        for k in [
            best,
            self.killers[self.depth][0],
            self.killers[self.depth][1],
        ] {
            if let Some(i) = k.and_then(|b| moves[front..].iter().position(|&m| m == b)) {
                moves[front..=front + i].rotate_right(1);
                front += 1;
            }
        }
        let before = pos.points();
        let (mut a, mut b) = (alpha, beta);
        let mut value = if maximise { i32::MIN } else { i32::MAX };
        for &m in &moves {
            let u = pos.apply(m);
            let gain = pos.points() - before;
            self.depth += 1;
            let v = gain + self.search(pos, a - gain, b - gain);
            self.depth -= 1;
            pos.undo(m, u);
            if self.spent() {
                break;
            }
            if maximise && v > value || !maximise && v < value {
                value = v;
                best = Some(m);
            }
            if maximise {
                a = a.max(v);
            } else {
                b = b.min(v);
            }
            if a >= b {
                let k = &mut self.killers[self.depth];
                if k[0] != Some(m) {
                    k[1] = k[0];
                    k[0] = Some(m);
                }
                break;
            }
        }
        self.buffers.push(moves);
        if self.spent() {
            return 0;
        }
        let Some(key) = key else {
            return value;
        };
        // The position is not below itself (a game of two sides has no cycles, see
        // `TwoSided`), so what the look-up found is what the table held for it all along.
        let mut e = known.unwrap_or(Bounds {
            low: NO_LOW,
            high: NO_HIGH,
            best: None,
        });
        if value > alpha {
            e.low = e.low.max(value);
        }
        if value < beta {
            e.high = e.high.min(value);
        }
        e.best = best;
        self.table.put(key, e, self.nodes - start);
        value
    }

    /// A value outside the window `(alpha, beta)` that the table's bounds on the children of
    /// `pos` (after `moves`) already prove, fail-soft: a child whose points are at least `beta`
    /// for the side that maximises, or at most `alpha` for the other.
    fn known_cutoff(
        &mut self,
        pos: &mut G,
        moves: &[G::Move],
        alpha: i32,
        beta: i32,
        maximise: bool,
    ) -> Option<i32> {
        let before = pos.points();
        // The keys first, each bucket's load started, then the look-ups: the misses overlap.
        let mut keys = std::mem::take(&mut self.keys);
        keys.clear();
        for &m in moves {
            let u = pos.apply(m);
            let k = pos.key();
            self.table.prefetch(k);
            keys.push((k, pos.points() - before));
            pos.undo(m, u);
        }
        let mut found = None;
        for &(k, gain) in &keys {
            if let Some(e) = self.table.get(k) {
                if maximise && gain + e.low >= beta {
                    found = Some(gain + e.low);
                    break;
                }
                if !maximise && gain + e.high <= alpha {
                    found = Some(gain + e.high);
                    break;
                }
            }
        }
        self.keys = keys;
        found
    }

    /// Appends to `line` a line of best play from `pos`, whose points still to come are `rest`:
    /// at each position, the first move whose child keeps the value (checked by a search with a
    /// window around it, mostly answered by the table). `pos` is left as it was.
    fn principal_line(&mut self, pos: &mut G, mut rest: i32, line: &mut Vec<G::Move>) {
        let mut played = Vec::new();
        let mut moves = Vec::new();
        loop {
            moves.clear();
            pos.moves(&mut moves);
            let before = pos.points();
            let mut found = None;
            for &m in &moves {
                let u = pos.apply(m);
                let target = rest - (pos.points() - before);
                let v = self.search(pos, target - 1, target + 1);
                if v == target && !self.spent() {
                    found = Some((m, u, target));
                    break;
                }
                pos.undo(m, u);
                if self.spent() {
                    break;
                }
            }
            let Some((m, u, target)) = found else {
                break;
            };
            line.push(m);
            played.push((m, u));
            rest = target;
        }
        for (m, u) in played.into_iter().rev() {
            pos.undo(m, u);
        }
    }
}
