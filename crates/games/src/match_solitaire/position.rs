//! The searchable position of a Match Solitaire game.
//!
//! # State and key
//!
//! The position is kept as a person sees it (columns of card ids, cells, stock), changed in place
//! by [`Game::apply`] and [`Game::undo`]. Its key gives every card a small code saying where it is,
//! relative to other cards rather than to places:
//!
//! | code | open game | closed game |
//! |---|---|---|
//! | 0 | collected | collected |
//! | 1 | in a free cell | in a free cell |
//! | 2 | — | in the stock |
//! | 3 | at the bottom of a column | at the bottom of a column (`3 + j`: of column `j`, while the stock is not empty) |
//! | 4 | on the card it was dealt on | — |
//! | 5.. | on an adjacent card: direction, suit if suits are ignored, copy | `3 + c + z`: on card `z` |
//!
//! **Exactness.** Each card's code names the card directly beneath it (or says it is at a column's
//! bottom, in a cell, in the stock, or collected). In an open game a card can only come to lie on
//! another card by being dealt there (code 4) or stacked there, and a stacked card lies on a card
//! of an adjacent value, so "direction, suit, copy" names that card. So the codes give, for every
//! card, the card beneath it: the columns are the chains that start at the bottom cards, and the
//! cells hold the code-1 cards. The position is rebuilt from the key up to the order of the columns
//! and of the cells; the stock is the code-2 cards (always a suffix of the dealing order).
//!
//! **Symmetry.** That the key forgets which column and which cell holds what is exact because the
//! rules treat all columns alike and all cells alike: any card may go to any cell or any column,
//! and a cell's label is only a name (each cell "belongs" to a column in the picture, not in the
//! rules). Permuting the columns, or the cells, maps legal moves to legal moves and wins to wins.
//! The one exception is a closed game's stock: the next rows go to columns by position, so while
//! cards are left to deal a bottom card's code also names its column (`3 + j`); once the stock is
//! empty the bottom codes drop the column again.
//!
//! With two copies of one card (two decks, or fewer suits than the match size) the copy number
//! (in the codes above) would give one position many keys; such decks use the kind-sequence key
//! of [`super::seqkey`] instead, computed afresh for each position.

use super::key::Fields;
use super::layout::MatchLayout;
use super::notation::{MatchMove, Place};
use super::rules::{MatchRules, Stacking};
use super::seqkey::SeqKeyer;
use patience_cards::{Card, Suit};
use patience_search::Game;
use patience_search::WideKey;

/// No card.
const NONE: u8 = u8::MAX;
/// Places in a move: column `j` is `j`, cell `i` is `CELL + i`.
const CELL: u8 = 64;

const C_COLLECTED: u8 = 0;
const C_CELL: u8 = 1;
const C_STOCK: u8 = 2;
const C_BOTTOM: u8 = 3;
const C_DEALT_ON: u8 = 4;
const C_ADJ: u8 = 5;

/// The most cards a position may hold (card ids are bytes, `NONE` excluded).
const MAX_CARDS: usize = 250;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Kind {
    /// Column `a`'s top onto column `b` (a stack, or into an empty column).
    Stack,
    /// Column `a`'s top into cell `b`.
    ToCell,
    /// Cell `a`'s card onto column `b`.
    FromCell,
    /// Collect the cards `cards` from `places`.
    Collect,
    /// Deal a row of `a` cards.
    Deal,
}

/// A move of the search; it carries what [`Game::undo`] needs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PosMove {
    kind: Kind,
    a: u8,
    b: u8,
    places: [u8; 4],
    cards: [u8; 4],
}

impl PosMove {
    fn single(kind: Kind, a: u8, b: u8) -> PosMove {
        PosMove {
            kind,
            a,
            b,
            places: [NONE; 4],
            cards: [NONE; 4],
        }
    }
}

/// Codes a key needs for `rules` and `cards` cards with at most `copies` copies of one card.
pub(crate) fn code_count(rules: &MatchRules, cards: usize, copies: usize) -> usize {
    if rules.closed {
        usize::from(C_BOTTOM) + usize::from(rules.columns) + cards
    } else {
        let dirs = if rules.stacking == Stacking::Both {
            2
        } else {
            1
        };
        let suits = if rules.ignore_suits {
            usize::from(rules.suits)
        } else {
            1
        };
        usize::from(C_ADJ) + dirs * suits * copies
    }
}

/// The most copies of one card in `rules`' deck.
pub(crate) fn max_copies(rules: &MatchRules) -> usize {
    let mut count = [0usize; 64];
    for c in rules.deck() {
        count[usize::from(c.to_u8())] += 1;
    }
    count.iter().copied().max().unwrap_or(1)
}

/// Words (of 64 bits) of the state key of `rules`' positions: [`MatchPos`] needs `W` at least this.
pub fn key_words(rules: &MatchRules) -> usize {
    let n = rules.cards();
    if max_copies(rules) > 1 {
        SeqKeyer::bound_bits(rules).div_ceil(64) as usize
    } else {
        Fields::for_codes(code_count(rules, n, 1)).words(n)
    }
}

/// A Match Solitaire position, mutable in place for the search; `W` words of key.
#[derive(Clone, Debug)]
pub struct MatchPos<const W: usize> {
    ncols: usize,
    m: usize,
    closed: bool,
    both_ways: bool,
    /// The value after `v` is `(v + 1) % cycle` ([`MatchRules::value_cycle`]).
    cycle: u8,
    ignore_suits: bool,
    nsuits: u8,
    copies: u8,
    /// Per card: value 0..13 (ace 0), suit, type (`value * 4 + suit`), copy number.
    value: Vec<u8>,
    suit: Vec<u8>,
    ty: Vec<u8>,
    copy: Vec<u8>,
    /// Per card: the card it was dealt on in an open game's tableau, or `NONE`.
    dealt_on: Vec<u8>,
    /// Per base type: the set of types that may be stacked on it.
    accepts: [u64; 52],
    fields: Fields,
    /// The canonical key of decks with repeated cards (then `key` is not kept).
    seq: Option<SeqKeyer>,
    // The position.
    cols: Vec<Vec<u8>>,
    cells: Vec<u8>,
    stock: Vec<u8>,
    dealt: usize,
    code: Vec<u8>,
    key: [u64; W],
    rem_value: [u8; 13],
    rem_type: [u8; 52],
    /// Types with a card left.
    rem_mask: u64,
    left: usize,
    /// The card the last move moved (`NONE` after a collect or a deal, and at the start).
    last_moved: u8,
    scored: Vec<(i32, PosMove)>,
}

impl<const W: usize> MatchPos<W> {
    /// The position of `layout` under `rules`; the layout must be a position of the game
    /// ([`MatchLayout::validate`], which [`super::MatchWorker`] checks).
    ///
    /// # Panics
    /// If `W` is smaller than [`key_words`] of the rules, or the layout has more than 250 cards.
    pub fn new(rules: &MatchRules, layout: &MatchLayout) -> MatchPos<W> {
        let ncols = usize::from(rules.columns);
        let mut cards: Vec<Card> = Vec::new();
        let id_of = |c: Card, cards: &mut Vec<Card>| {
            cards.push(c);
            (cards.len() - 1) as u8
        };
        let mut cols: Vec<Vec<u8>> = layout
            .tableau
            .iter()
            .map(|col| col.iter().map(|&c| id_of(c, &mut cards)).collect())
            .collect();
        let mut cells: Vec<u8> = layout
            .cells
            .iter()
            .map(|c| c.map_or(NONE, |c| id_of(c, &mut cards)))
            .collect();
        cells.resize(ncols, NONE);
        let mut stock: Vec<u8> = layout.stock.iter().map(|&c| id_of(c, &mut cards)).collect();
        let n = cards.len();
        assert!(n <= MAX_CARDS, "too many cards");
        // Number the cards in deck order (copies of one card in layout order), so a card's key
        // field does not depend on where the layout put it.
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&i| cards[i]);
        let mut renumber = vec![0u8; n];
        for (new, &old) in order.iter().enumerate() {
            renumber[old] = new as u8;
        }
        let cards: Vec<Card> = order.iter().map(|&i| cards[i]).collect();
        for x in cols
            .iter_mut()
            .flatten()
            .chain(cells.iter_mut().filter(|x| **x != NONE))
        {
            *x = renumber[usize::from(*x)];
        }
        for x in &mut stock {
            *x = renumber[usize::from(*x)];
        }
        let value: Vec<u8> = cards.iter().map(|c| c.rank() - 1).collect();
        let suit: Vec<u8> = cards.iter().map(|c| c.to_u8() & 3).collect();
        let ty: Vec<u8> = value.iter().zip(&suit).map(|(&v, &s)| v * 4 + s).collect();
        let mut seen = [0u8; 52];
        let copy: Vec<u8> = ty
            .iter()
            .map(|&t| {
                seen[usize::from(t)] += 1;
                seen[usize::from(t)] - 1
            })
            .collect();
        let copies = max_copies(rules).max(1);
        let fields = Fields::for_codes(code_count(rules, n, copies));
        let seq = (copies > 1).then(|| {
            let mut kinds: Vec<Vec<u8>> = cols
                .iter()
                .map(|c| c.iter().map(|&x| ty[usize::from(x)]).collect())
                .collect();
            for (t, &x) in stock.iter().enumerate() {
                kinds[t % ncols].push(ty[usize::from(x)]);
            }
            SeqKeyer::new(rules, kinds)
        });
        match seq {
            None => assert!(
                fields.words(n) <= W,
                "key of {W} words needs {}",
                fields.words(n)
            ),
            Some(_) => assert!(
                SeqKeyer::bound_bits(rules) as usize <= 64 * W,
                "key too small"
            ),
        }
        let mut dealt_on = vec![NONE; n];
        if !rules.closed {
            for col in &cols {
                for w in col.windows(2) {
                    dealt_on[usize::from(w[1])] = w[0];
                }
            }
        }
        let both_ways = rules.stacking == Stacking::Both;
        let cycle = usize::from(rules.value_cycle());
        let mut accepts = [0u64; 52];
        for (base, acc) in accepts.iter_mut().enumerate() {
            let (bv, bs) = (base / 4, base % 4);
            for mover in 0..52 {
                let (mv, ms) = (mover / 4, mover % 4);
                let suit_ok = rules.ignore_suits || ms == bs;
                let up = mv == (bv + 1) % cycle;
                let down = bv == (mv + 1) % cycle;
                let dir_ok = match rules.stacking {
                    Stacking::Both => up || down,
                    Stacking::Up => up,
                    Stacking::Down => down,
                };
                if suit_ok && dir_ok {
                    *acc |= 1 << mover;
                }
            }
        }
        let mut pos = MatchPos {
            ncols,
            m: usize::from(rules.match_size),
            closed: rules.closed,
            both_ways,
            cycle: cycle as u8,
            ignore_suits: rules.ignore_suits,
            nsuits: rules.suits,
            copies: copies as u8,
            value,
            suit,
            ty,
            copy,
            dealt_on,
            accepts,
            fields,
            seq,
            cols,
            cells,
            stock,
            dealt: 0,
            code: vec![C_COLLECTED; n],
            key: [0; W],
            rem_value: [0; 13],
            rem_type: [0; 52],
            rem_mask: 0,
            left: n,
            last_moved: NONE,
            scored: Vec::new(),
        };
        for i in 0..n {
            pos.rem_value[usize::from(pos.value[i])] += 1;
            pos.rem_type[usize::from(pos.ty[i])] += 1;
            pos.rem_mask |= 1 << pos.ty[i];
        }
        for &x in &pos.stock.clone() {
            pos.set_code(x, C_STOCK);
        }
        for &x in &pos.cells.clone() {
            if x != NONE {
                pos.set_code(x, C_CELL);
            }
        }
        for j in 0..ncols {
            let col = pos.cols[j].clone();
            for (r, &x) in col.iter().enumerate() {
                let c = if r == 0 {
                    pos.bottom_code(j)
                } else {
                    pos.code_above(x, col[r - 1])
                };
                pos.set_code(x, c);
            }
        }
        pos
    }

    /// The notation of `m`.
    pub fn notation(&self, m: PosMove) -> MatchMove {
        let place = |p: u8| {
            if p >= CELL {
                Place::Cell(p - CELL)
            } else {
                Place::Column(p)
            }
        };
        match m.kind {
            Kind::Stack => MatchMove::Move {
                from: Place::Column(m.a),
                to: Place::Column(m.b),
            },
            Kind::ToCell => MatchMove::Move {
                from: Place::Column(m.a),
                to: Place::Cell(m.b),
            },
            Kind::FromCell => MatchMove::Move {
                from: Place::Cell(m.a),
                to: Place::Column(m.b),
            },
            Kind::Collect => {
                MatchMove::collect(m.places[..self.m].iter().map(|&p| place(p)).collect())
            }
            Kind::Deal => MatchMove::Deal,
        }
    }

    /// Cards not collected yet.
    pub fn cards_left(&self) -> usize {
        self.left
    }

    /// The current position as a layout (columns, cells by label, the stock not dealt yet).
    pub fn layout(&self) -> MatchLayout {
        let card = |x: u8| {
            let i = usize::from(x);
            Card::new(self.value[i] + 1, Suit::ALL[usize::from(self.suit[i])])
        };
        MatchLayout {
            tableau: self
                .cols
                .iter()
                .map(|c| c.iter().map(|&x| card(x)).collect())
                .collect(),
            cells: self
                .cells
                .iter()
                .map(|&x| (x != NONE).then(|| card(x)))
                .collect(),
            stock: self.stock[self.dealt..].iter().map(|&x| card(x)).collect(),
        }
    }

    #[inline]
    fn set_code(&mut self, x: u8, new: u8) {
        let i = usize::from(x);
        let old = self.code[i];
        if old != new {
            self.code[i] = new;
            if self.seq.is_some() {
                return;
            }
            let (w, sh) = self.fields.at(i);
            self.key[w] ^= u64::from(old ^ new) << sh;
        }
    }

    #[inline]
    fn stock_left(&self) -> bool {
        self.dealt < self.stock.len()
    }

    /// The code of a column's bottom card.
    #[inline]
    fn bottom_code(&self, j: usize) -> u8 {
        if self.closed && self.stock_left() {
            C_BOTTOM + j as u8
        } else {
            C_BOTTOM
        }
    }

    /// The code of card `x` lying on card `z`.
    #[inline]
    fn code_above(&self, x: u8, z: u8) -> u8 {
        if self.closed {
            return C_BOTTOM + self.ncols as u8 + z;
        }
        let (xi, zi) = (usize::from(x), usize::from(z));
        if self.dealt_on[xi] == z {
            return C_DEALT_ON;
        }
        let dir = u8::from(self.both_ways && self.value[xi] != (self.value[zi] + 1) % self.cycle);
        let (s, sv) = if self.ignore_suits {
            (self.nsuits, self.suit[zi])
        } else {
            (1, 0)
        };
        C_ADJ + (dir * s + sv) * self.copies + self.copy[zi]
    }

    /// The code of card `x` put on column `j` now.
    #[inline]
    fn code_on(&self, x: u8, j: usize) -> u8 {
        match self.cols[j].last() {
            None => self.bottom_code(j),
            Some(&z) => self.code_above(x, z),
        }
    }

    #[inline]
    fn push(&mut self, x: u8, j: usize) {
        let c = self.code_on(x, j);
        self.set_code(x, c);
        self.cols[j].push(x);
    }

    /// Re-codes every bottom card (after a deal that emptied or refilled the stock).
    fn refresh_bottoms(&mut self) {
        for j in 0..self.ncols {
            if let Some(&b) = self.cols[j].first() {
                let c = self.bottom_code(j);
                self.set_code(b, c);
            }
        }
    }

    #[inline]
    fn stacks(&self, x: u8, base: u8) -> bool {
        self.accepts[usize::from(self.ty[usize::from(base)])] >> self.ty[usize::from(x)] & 1 != 0
    }

    /// Whether no card left could ever be stacked on card `x`.
    #[inline]
    fn never_a_base(&self, x: u8) -> bool {
        self.accepts[usize::from(self.ty[usize::from(x)])] & self.rem_mask == 0
    }

    fn remove_collected(&mut self, x: u8) {
        self.set_code(x, C_COLLECTED);
        let t = usize::from(self.ty[usize::from(x)]);
        self.rem_type[t] -= 1;
        if self.rem_type[t] == 0 {
            self.rem_mask &= !(1 << t);
        }
        self.rem_value[usize::from(self.value[usize::from(x)])] -= 1;
    }

    fn restore_collected(&mut self, x: u8) {
        let t = usize::from(self.ty[usize::from(x)]);
        self.rem_type[t] += 1;
        self.rem_mask |= 1 << t;
        self.rem_value[usize::from(self.value[usize::from(x)])] += 1;
    }
}

/// Scores of the move ordering (higher first).
const S_COLLECT: i32 = 10_000;
const S_FROM_CELL: i32 = 6_000;
const S_STACK: i32 = 5_000;
const S_EMPTY_COLUMN: i32 = 3_000;
const S_TO_CELL: i32 = 1_000;
const S_DEAL: i32 = 0;

impl<const W: usize> Game for MatchPos<W> {
    type Move = PosMove;
    /// The card the move before moved, for the rule "never move the card the last move moved".
    type Undo = u8;
    type Key = WideKey<W>;
    const CYCLIC: bool = true;

    #[inline]
    fn key(&self) -> WideKey<W> {
        match &self.seq {
            None => WideKey(self.key),
            Some(s) => WideKey(s.key(
                &self.cols,
                &self.cells,
                &self.ty,
                &self.accepts,
                self.dealt,
                self.stock_left(),
            )),
        }
    }

    #[inline]
    fn is_won(&self) -> bool {
        self.left == 0
    }

    /// The moves to try, best first, with these prunings:
    ///
    /// 1. **Safe collect** (a dominance): when every card left of some value is uncovered, there
    ///    are exactly `m` of them, and no card left could ever be stacked on any of them (every card
    ///    of an adjacent value that the stacking rules would let onto them is collected), collecting
    ///    them is the only move tried. Proof: let `S` be the position and `S'` the position after
    ///    the collect (`S` without those cards `Q`). Replay any win from `S` in `S'`, skipping the
    ///    moves of `Q`'s cards and their collect (the only collect that can take them, as no other
    ///    cards of their value are left): every other move is legal in `S'`, because a card
    ///    uncovered in `S` is uncovered in `S'` (fewer cards lie on it), a stack's base is never a
    ///    card of `Q` (nothing can stack on them), an empty cell or column of `S` is empty in `S'`,
    ///    and a deal deals the same cards onto the same columns. So `S'` is won whenever `S` is.
    /// 2. **Never move the card the last move moved.** Moving card `x` from `A` to `B` and then
    ///    from `B` to `C` gives the position of moving it from `A` to `C` directly (legal then,
    ///    since only `A` and `B` changed in between, and `C` is neither) or, when `C` is `A` or
    ///    another cell, the position before both moves. The earlier position was expanded in full
    ///    apart from these same rules, and there `x` was not the last card moved (else `A` to `B`
    ///    would not have been tried), so the direct move was generated from it: the search visits
    ///    its position anyway. (The search visits every position it generates; by induction on the
    ///    cards left and then the distance to a win, some visited position that can be won is won.)
    ///    This also drops every move that only undoes the last one.
    /// 3. **Symmetric targets**: a card goes only to the first empty cell (cells are
    ///    interchangeable), and, while no deal is left, only to the first empty column (empty
    ///    columns are interchangeable then), and never from a column where it lies alone into an
    ///    empty column (the same position). With a stock left, every empty column is tried.
    ///
    /// Order: collects, cell cards onto columns, stacks, moves into empty columns, moves into
    /// cells, deals; a move that uncovers a card completing a set comes first within its kind.
    fn moves(&mut self, out: &mut Vec<PosMove>) {
        let last = self.last_moved;
        // Uncovered cards: (card, place).
        let mut unc = [(NONE, NONE); 64];
        let mut nunc = 0;
        let mut by_value = [0u8; 13];
        for j in 0..self.ncols {
            if let Some(&x) = self.cols[j].last() {
                unc[nunc] = (x, j as u8);
                nunc += 1;
                by_value[usize::from(self.value[usize::from(x)])] += 1;
            }
        }
        for (i, &x) in self.cells.iter().enumerate() {
            if x != NONE {
                unc[nunc] = (x, CELL + i as u8);
                nunc += 1;
                by_value[usize::from(self.value[usize::from(x)])] += 1;
            }
        }
        let unc = &unc[..nunc];
        let m = self.m;
        // Pruning 1: a safe collect.
        for (v, (&nv, &rv)) in by_value.iter().zip(&self.rem_value).enumerate() {
            if usize::from(nv) == m && usize::from(rv) == m {
                let mut mv = PosMove::single(Kind::Collect, 0, 0);
                let mut k = 0;
                let mut safe = true;
                for &(x, p) in unc {
                    if usize::from(self.value[usize::from(x)]) == v {
                        safe &= self.never_a_base(x);
                        mv.places[k] = p;
                        mv.cards[k] = x;
                        k += 1;
                    }
                }
                if safe {
                    out.push(mv);
                    return;
                }
            }
        }
        self.scored.clear();
        // Collects: every choice of m uncovered cards of one value.
        for (v, &nv) in by_value.iter().enumerate() {
            let n = usize::from(nv);
            if n < m {
                continue;
            }
            let mut same = [(NONE, NONE); 64];
            let mut k = 0;
            for &(x, p) in unc {
                if usize::from(self.value[usize::from(x)]) == v {
                    same[k] = (x, p);
                    k += 1;
                }
            }
            // Enumerate m-subsets of `same[..n]` by index vectors.
            let mut idx = [0usize; 4];
            for (i, slot) in idx.iter_mut().enumerate().take(m) {
                *slot = i;
            }
            loop {
                let mut mv = PosMove::single(Kind::Collect, 0, 0);
                for i in 0..m {
                    mv.places[i] = same[idx[i]].1;
                    mv.cards[i] = same[idx[i]].0;
                }
                self.scored.push((S_COLLECT, mv));
                if !next_combination(&mut idx[..m], n) {
                    break;
                }
            }
        }
        let symmetric = !self.stock_left();
        let first_empty_col = (0..self.ncols).find(|&j| self.cols[j].is_empty());
        let first_free_cell = self.cells.iter().position(|&c| c == NONE);
        // Bonus for uncovering, under a card taken from column `a`, a card that completes a set.
        let bonus = |s: &Self, a: usize| -> i32 {
            let col = &s.cols[a];
            if col.len() < 2 {
                return 0;
            }
            let y = col[col.len() - 2];
            let v = usize::from(s.value[usize::from(y)]);
            if usize::from(by_value[v]) + 1 >= m {
                500
            } else {
                0
            }
        };
        for &(x, p) in unc {
            if x == last {
                continue;
            }
            if p >= CELL {
                let i = p - CELL;
                for j in 0..self.ncols {
                    match self.cols[j].last() {
                        Some(&z) => {
                            if self.stacks(x, z) {
                                let mv = PosMove::single(Kind::FromCell, i, j as u8);
                                self.scored.push((S_FROM_CELL, mv));
                            }
                        }
                        None => {
                            if !symmetric || first_empty_col == Some(j) {
                                let mv = PosMove::single(Kind::FromCell, i, j as u8);
                                self.scored.push((S_EMPTY_COLUMN, mv));
                            }
                        }
                    }
                }
            } else {
                let a = usize::from(p);
                let b = bonus(self, a);
                let alone = self.cols[a].len() == 1;
                for j in 0..self.ncols {
                    if j == a {
                        continue;
                    }
                    match self.cols[j].last() {
                        Some(&z) => {
                            if self.stacks(x, z) {
                                let mv = PosMove::single(Kind::Stack, p, j as u8);
                                self.scored.push((S_STACK + b, mv));
                            }
                        }
                        None => {
                            if !symmetric || (first_empty_col == Some(j) && !alone) {
                                let mv = PosMove::single(Kind::Stack, p, j as u8);
                                self.scored.push((S_EMPTY_COLUMN + b, mv));
                            }
                        }
                    }
                }
                if let Some(c) = first_free_cell {
                    let mv = PosMove::single(Kind::ToCell, p, c as u8);
                    self.scored.push((S_TO_CELL + b, mv));
                }
            }
        }
        if self.stock_left() {
            let n = (self.stock.len() - self.dealt).min(self.ncols);
            self.scored
                .push((S_DEAL, PosMove::single(Kind::Deal, n as u8, 0)));
        }
        // Stable: equal scores keep generation order, so the search is deterministic.
        self.scored.sort_by_key(|s| std::cmp::Reverse(s.0));
        out.extend(self.scored.iter().map(|&(_, mv)| mv));
    }

    fn apply(&mut self, mv: PosMove) -> u8 {
        let before = self.last_moved;
        match mv.kind {
            Kind::Stack => {
                let x = self.cols[usize::from(mv.a)].pop().expect("a card to move");
                self.push(x, usize::from(mv.b));
                self.last_moved = x;
            }
            Kind::ToCell => {
                let x = self.cols[usize::from(mv.a)].pop().expect("a card to move");
                self.cells[usize::from(mv.b)] = x;
                self.set_code(x, C_CELL);
                self.last_moved = x;
            }
            Kind::FromCell => {
                let x = std::mem::replace(&mut self.cells[usize::from(mv.a)], NONE);
                self.push(x, usize::from(mv.b));
                self.last_moved = x;
            }
            Kind::Collect => {
                for i in 0..self.m {
                    let (p, x) = (mv.places[i], mv.cards[i]);
                    if p >= CELL {
                        self.cells[usize::from(p - CELL)] = NONE;
                    } else {
                        self.cols[usize::from(p)].pop();
                    }
                    self.remove_collected(x);
                }
                self.left -= self.m;
                self.last_moved = NONE;
            }
            Kind::Deal => {
                for j in 0..usize::from(mv.a) {
                    let x = self.stock[self.dealt];
                    self.dealt += 1;
                    self.push(x, j);
                }
                if !self.stock_left() {
                    self.refresh_bottoms();
                }
                self.last_moved = NONE;
            }
        }
        before
    }

    fn undo(&mut self, mv: PosMove, last_moved: u8) {
        self.last_moved = last_moved;
        match mv.kind {
            Kind::Stack => {
                let x = self.cols[usize::from(mv.b)].pop().expect("the moved card");
                self.push(x, usize::from(mv.a));
            }
            Kind::ToCell => {
                let x = std::mem::replace(&mut self.cells[usize::from(mv.b)], NONE);
                self.push(x, usize::from(mv.a));
            }
            Kind::FromCell => {
                let x = self.cols[usize::from(mv.b)].pop().expect("the moved card");
                self.cells[usize::from(mv.a)] = x;
                self.set_code(x, C_CELL);
            }
            Kind::Collect => {
                for i in (0..self.m).rev() {
                    let (p, x) = (mv.places[i], mv.cards[i]);
                    self.restore_collected(x);
                    if p >= CELL {
                        self.cells[usize::from(p - CELL)] = x;
                        self.set_code(x, C_CELL);
                    } else {
                        self.push(x, usize::from(p));
                    }
                }
                self.left += self.m;
            }
            Kind::Deal => {
                let was_empty = !self.stock_left();
                for j in (0..usize::from(mv.a)).rev() {
                    let x = self.cols[j].pop().expect("the dealt card");
                    self.dealt -= 1;
                    self.set_code(x, C_STOCK);
                }
                if was_empty {
                    self.refresh_bottoms();
                }
            }
        }
    }
}

/// Steps `idx`, `k` increasing indices below `n`, to the next combination of `k` of `n` in
/// lexicographic order; `false` (leaving `idx` as it was) after the last one.
#[inline]
pub(super) fn next_combination(idx: &mut [usize], n: usize) -> bool {
    let k = idx.len();
    let mut i = k;
    while i > 0 && idx[i - 1] == n - k + (i - 1) {
        i -= 1;
    }
    if i == 0 {
        return false;
    }
    idx[i - 1] += 1;
    for t in i..k {
        idx[t] = idx[t - 1] + 1;
    }
    true
}
