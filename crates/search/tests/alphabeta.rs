//! `AlphaBeta` against plain minimax (no table, no pruning) on thousands of small deals of a toy
//! trick-taking game: four players in two partnerships, follow suit, a trump suit, the winner
//! leads, points for tricks and for the top card of each suit.

use patience_search::{AlphaBeta, Side, TwoSided};

/// A toy deal: `hands[p]` holds player `p`'s cards as `suit * RANKS + rank`.
#[derive(Clone, Debug)]
struct Toy {
    hands: [Vec<u8>; 4],
    trick: Vec<(u8, u8)>,
    leader: u8,
    points: i32,
}

const RANKS: u8 = 4;

fn suit(c: u8) -> u8 {
    c / RANKS
}

/// The trick's winner: the highest trump (suit 0), else the highest card of the led suit.
fn winner(trick: &[(u8, u8)]) -> u8 {
    let led = suit(trick[0].1);
    let strength = |c: u8| {
        if suit(c) == 0 {
            100 + c
        } else if suit(c) == led {
            c
        } else {
            0
        }
    };
    trick.iter().max_by_key(|&&(_, c)| strength(c)).unwrap().0
}

/// One point a trick and one for each top card (rank `RANKS - 1`) in it.
fn trick_points(trick: &[(u8, u8)]) -> i32 {
    1 + trick
        .iter()
        .filter(|&&(_, c)| c % RANKS == RANKS - 1)
        .count() as i32
}

impl Toy {
    fn player(&self) -> u8 {
        (self.leader + self.trick.len() as u8) % 4
    }

    fn legal(&self) -> Vec<u8> {
        let hand = &self.hands[self.player() as usize];
        if let Some(&(_, lead)) = self.trick.first() {
            let follow: Vec<u8> = hand
                .iter()
                .copied()
                .filter(|&c| suit(c) == suit(lead))
                .collect();
            if !follow.is_empty() {
                return follow;
            }
        }
        hand.clone()
    }
}

#[derive(Copy, Clone, Debug)]
struct Undo {
    leader: u8,
    trick: [(u8, u8); 3],
    points: i32,
}

impl TwoSided for Toy {
    type Move = u8;
    type Undo = Undo;
    type Key = u64;

    fn key(&self) -> u64 {
        let mut k = 0u64;
        for h in &self.hands {
            for &c in h {
                k |= 1 << c;
            }
        }
        let mut t = 0u64;
        for &(_, c) in &self.trick {
            t = t * 32 + u64::from(c) + 1;
        }
        k | t << 20 | u64::from(self.leader) << 40
    }

    fn to_move(&self) -> Side {
        if self.player().is_multiple_of(2) {
            Side::First
        } else {
            Side::Second
        }
    }

    fn points(&self) -> i32 {
        self.points
    }

    fn moves(&mut self, out: &mut Vec<u8>) {
        out.extend(self.legal());
    }

    fn apply(&mut self, m: u8) -> Undo {
        let p = self.player();
        let mut u = Undo {
            leader: self.leader,
            trick: [(0, 0); 3],
            points: self.points,
        };
        for (i, &t) in self.trick.iter().enumerate() {
            u.trick[i] = t;
        }
        let hand = &mut self.hands[p as usize];
        hand.retain(|&c| c != m);
        self.trick.push((p, m));
        if self.trick.len() == 4 {
            let w = winner(&self.trick);
            if w.is_multiple_of(2) {
                self.points += trick_points(&self.trick);
            }
            self.leader = w;
            self.trick.clear();
        }
        u
    }

    fn undo(&mut self, m: u8, u: Undo) {
        let n = if self.trick.is_empty() {
            3
        } else {
            self.trick.len() - 1
        };
        self.leader = u.leader;
        self.points = u.points;
        self.trick = u.trick[..n].to_vec();
        let p = self.player();
        self.hands[p as usize].push(m);
        self.hands[p as usize].sort_unstable();
    }
}

/// Plain minimax on a copy: no table, no pruning, no undo.
fn minimax(t: &Toy) -> i32 {
    let moves = t.legal();
    if moves.is_empty() {
        return t.points;
    }
    let values = moves.iter().map(|&m| {
        let mut c = t.clone();
        c.apply(m);
        minimax(&c)
    });
    if t.player().is_multiple_of(2) {
        values.max().unwrap()
    } else {
        values.min().unwrap()
    }
}

/// A xorshift generator: the deals need only be many and varied.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

fn deal(seed: u64, per_hand: usize, suits: u8) -> Toy {
    let mut s = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    let mut pack: Vec<u8> = (0..suits * RANKS).collect();
    for i in (1..pack.len()).rev() {
        let j = (next(&mut s) % (i as u64 + 1)) as usize;
        pack.swap(i, j);
    }
    let hands = std::array::from_fn(|p| {
        let mut h = pack[p * per_hand..(p + 1) * per_hand].to_vec();
        h.sort_unstable();
        h
    });
    Toy {
        hands,
        trick: Vec::new(),
        leader: (next(&mut s) % 4) as u8,
        points: 0,
    }
}

/// Replays `line` on a copy and returns the final points, checking every move is legal.
fn replay(t: &Toy, line: &[u8]) -> i32 {
    let mut c = t.clone();
    for &m in line {
        assert!(c.legal().contains(&m), "illegal move {m} in {t:?}");
        c.apply(m);
    }
    assert!(c.legal().is_empty(), "the line stops before the end");
    c.points
}

#[test]
fn alphabeta_equals_minimax_on_small_deals() {
    let mut search = AlphaBeta::default();
    let mut deals = 0;
    for (per_hand, count) in [(1, 500), (2, 1500), (3, 1500), (4, 100)] {
        for seed in 0..count {
            let mut t = deal(seed * 7 + per_hand as u64, per_hand, 4);
            let want = minimax(&t);
            let got = search.solve(&mut t);
            assert_eq!(
                got.points,
                Some(want),
                "deal {seed} of {per_hand} a hand: {t:?}"
            );
            assert_eq!(replay(&t, &got.line), want, "the line of {t:?}");
            for target in [want - 1, want, want + 1] {
                assert_eq!(search.at_least(&mut t, target), Some(want >= target));
            }
            deals += 1;
        }
    }
    assert_eq!(deals, 3600);
}

#[test]
fn a_full_table_costs_nodes_not_values() {
    // The smallest table (1,024 positions), for deals of four cards a hand: many positions
    // are searched again, with the same values. (A forgotten best move may now and then save
    // nodes on one deal, so the nodes are compared over all of them.)
    let mut small = AlphaBeta::with_table(u64::MAX, 0);
    let mut large = AlphaBeta::default();
    let (mut small_nodes, mut large_nodes) = (0, 0);
    for seed in 0..300 {
        let mut t = deal(seed, 4, 4);
        let want = minimax(&t);
        assert_eq!(small.solve(&mut t).points, Some(want));
        small_nodes += small.nodes();
        assert_eq!(large.solve(&mut t).points, Some(want));
        large_nodes += large.nodes();
    }
    assert!(small_nodes > large_nodes, "{small_nodes} {large_nodes}");
}

#[test]
fn a_spent_budget_is_unknown() {
    let mut t = deal(1, 4, 4);
    let mut search = AlphaBeta::new(10);
    let got = search.solve(&mut t);
    assert_eq!(got.points, None);
    assert!(got.line.is_empty());
    assert_eq!(search.at_least(&mut t, 0), None);
}

#[test]
fn positions_mid_game_keep_their_points() {
    // A position after some moves: the value counts the points taken so far.
    let mut search = AlphaBeta::default();
    for seed in 0..200 {
        let mut t = deal(seed, 3, 4);
        for _ in 0..5 {
            let m = t.legal()[0];
            t.apply(m);
        }
        assert_eq!(search.solve(&mut t).points, Some(minimax(&t)));
    }
}
