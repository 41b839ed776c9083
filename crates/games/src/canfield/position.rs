//! The searchable Canfield position: apply and undo, an exact key, and the safe moves.
//!
//! Cards are coded by their rank counted from the base rank (`rel`, 0 for the base rank) and
//! their suit: `rel << 2 | suit`, suits in [`Suit`]'s order (clubs, diamonds, hearts, spades).
//!
//! **The talon.** The stock and the waste are one sequence, the *talon*, in the order the cards
//! are dealt: the waste from bottom to top, then the stock from top to bottom, with a pointer at
//! the waste's top. Dealing moves the pointer on by the deal count (the last batch may be
//! shorter) and turning the waste over puts it back to 0; neither changes the sequence. So
//! dealing is not a move of its own: a move plays the card at any position the pointer can reach
//! (Solvitaire's "K+" moves), and the position keeps the pointer where that card was. Going round
//! the stock is then no cycle of positions, and a position is the same whatever dealing led to it.

use super::check::{Place, Step};
use super::deal::CanfieldDeal;
use super::rules::{CanfieldRules, Moving, PILES};
use patience_cards::{Card, Suit};
use patience_search::{fmix64, Game, StateKey};

/// The most cards a tableau pile can hold: one of each rank, in sequence.
const MAX_PILE: usize = 13;
/// The most cards the talon can hold.
const MAX_TALON: usize = 64;

/// Where the key keeps the foundations (4 bits a suit) and, above them, the talon's pointer.
const FOUND_SHIFT: u32 = 64;
const PTR_SHIFT: u32 = FOUND_SHIFT + 16;

/// The first dense pile code ([`CanfieldPos::dense_code`]) of each bottom card: the codes of the
/// piles on the cards before it, a pile on a card of relative rank `r` being one of `2^(r + 1) - 1`
/// (its length `l` from 1 to `r + 1`, and the suit bit of each card above the bottom one).
const PILE_CODE_START: [u16; 52] = {
    let mut t = [0u16; 52];
    let mut c = 0;
    let mut next = 0u32;
    while c < 52 {
        t[c] = next as u16;
        next += (1 << ((c >> 2) + 1)) - 1;
        c += 1;
    }
    t
};

/// The exact key of a [`CanfieldPos`], 12 bytes: the four piles' dense codes in sorted order
/// (piles are interchangeable; 16 bits each, [`CanfieldPos::dense_code`]), the four foundations'
/// heights and, above them, the talon's pointer when it matters ([`CanfieldPos::canonical_ptr`]).
///
/// Why this is exact: every card is on a foundation (the heights say which), in a pile (the codes
/// say which and where), in the reserve or in the talon. The reserve's cards still there are the
/// reserve's cards that are neither up nor in a pile, and since it loses cards only from its top
/// they are its bottom ones, in their dealt order; the talon's are the talon's cards that are
/// neither up nor in a pile, in their dealt order (playing a card never reorders the others). So
/// the reserve's size, the played talon cards and the talon's order follow from the key and the
/// deal, which one search never changes.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CanfieldKey([u32; 3]);

impl CanfieldKey {
    fn new(k: u128) -> CanfieldKey {
        CanfieldKey([k as u32, (k >> 32) as u32, (k >> 64) as u32])
    }

    /// The pointer as the key holds it.
    #[inline]
    fn ptr(self) -> u8 {
        (self.0[2] >> (PTR_SHIFT - 64)) as u8
    }

    /// All but the pointer: the piles, and the foundations.
    #[inline]
    fn below_ptr(self) -> (u64, u32) {
        (
            u64::from(self.0[0]) | u64::from(self.0[1]) << 32,
            self.0[2] & ((1 << (PTR_SHIFT - 64)) - 1),
        )
    }
}

impl StateKey for CanfieldKey {
    /// The hash of all but the pointer, so that positions differing only there, which may cover
    /// one another ([`CanfieldPos::covers`]), lie side by side in the table.
    #[inline]
    fn hash64(&self) -> u64 {
        let (piles, found) = self.below_ptr();
        // Multiplying by an odd constant is one-to-one, so keys differing in their foundations
        // alone still mix to different inputs.
        fmix64(piles ^ u64::from(found).wrapping_mul(0x9e37_79b9_7f4a_7c15))
    }
}

/// A move of the search. Talon moves name the card by the waste's size `at` once the pointer is
/// there (the card is the `at`-th of the talon), which [`CanfieldPos::steps`] turns into the deals
/// a person makes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CanfieldMove {
    /// The reserve's top card to its foundation.
    ReserveUp,
    /// The reserve's top card onto tableau pile `0`.
    ReserveTo(u8),
    /// The talon card at `at` to its foundation.
    TalonUp(u8),
    /// The talon card at `at` onto tableau pile `to`.
    TalonTo {
        /// The card's place in the talon, from 1.
        at: u8,
        /// The tableau pile, from 0.
        to: u8,
    },
    /// A tableau pile's top card to its foundation.
    PileUp(u8),
    /// The top `count` cards of tableau pile `from` onto pile `to`.
    PileTo {
        /// The pile they leave, from 0.
        from: u8,
        /// The pile they go to, from 0.
        to: u8,
        /// How many cards move.
        count: u8,
    },
}

/// What [`Game::undo`] needs beyond the move.
#[derive(Copy, Clone, Debug, Default)]
pub struct CanfieldUndo {
    /// The talon's pointer before the move.
    ptr: u8,
    /// The card moved (the top one of a pile move).
    card: u8,
    /// Whether the move emptied a pile and the reserve's top card filled it.
    refilled: bool,
}

/// A Canfield position (see the module doc for the talon).
#[derive(Clone, Debug)]
pub struct CanfieldPos {
    ranks: u8,
    deal: u8,
    moving: Moving,
    /// The base rank (1..=ranks), for naming cards.
    base: u8,
    /// Cards on each suit's foundation.
    found: [u8; 4],
    /// The reserve, bottom first; its first `reserve_len` cards are left.
    reserve: Vec<u8>,
    reserve_len: u8,
    /// The tableau piles, bottom first.
    piles: [[u8; MAX_PILE]; PILES],
    pile_len: [u8; PILES],
    /// Each pile's code in the key ([`CanfieldPos::pile_code`]), kept up to date as cards come
    /// and go, so that a key (one for every child listed) costs no walk over the piles.
    codes: [u32; PILES],
    /// The talon's cards, in dealing order.
    talon: [u8; MAX_TALON],
    talon_len: u8,
    /// The waste's size: the talon's first `ptr` cards are the waste.
    ptr: u8,
}

#[inline]
fn rel(c: u8) -> u8 {
    c >> 2
}

#[inline]
fn suit(c: u8) -> usize {
    usize::from(c & 3)
}

/// 1 for red (diamonds, hearts), 0 for black.
#[inline]
fn colour(c: u8) -> u8 {
    (c ^ (c >> 1)) & 1
}

/// Whether `c` may go on `onto` in the tableau.
#[inline]
fn builds(c: u8, onto: u8) -> bool {
    colour(c) != colour(onto) && rel(c) + 1 == rel(onto)
}

impl CanfieldPos {
    /// The start position of `deal` under `rules` (the deal must be valid for them).
    pub fn new(rules: &CanfieldRules, deal: &CanfieldDeal) -> CanfieldPos {
        let base = deal.foundation.rank();
        let ranks = rules.ranks;
        let code = |c: Card| -> u8 {
            let s = c.suit().map_or(0, |s| s as u8);
            ((c.rank() + ranks - base) % ranks) << 2 | s
        };
        let mut found = [0; 4];
        found[suit(code(deal.foundation))] = 1;
        let mut piles = [[0; MAX_PILE]; PILES];
        let mut pile_len = [0; PILES];
        for (i, p) in deal.tableau.iter().enumerate() {
            for (j, &c) in p.iter().enumerate() {
                piles[i][j] = code(c);
            }
            pile_len[i] = p.len() as u8;
        }
        let mut talon = [0; MAX_TALON];
        let order: Vec<Card> = deal
            .waste
            .iter()
            .chain(deal.stock.iter().rev())
            .copied()
            .collect();
        for (i, &c) in order.iter().enumerate() {
            talon[i] = code(c);
        }
        let reserve: Vec<u8> = deal.reserve.iter().map(|&c| code(c)).collect();
        let mut pos = CanfieldPos {
            ranks,
            deal: rules.deal,
            moving: rules.moving,
            base,
            found,
            reserve,
            reserve_len: deal.reserve.len() as u8,
            piles,
            pile_len,
            codes: [0; PILES],
            talon,
            talon_len: order.len() as u8,
            ptr: deal.waste.len() as u8,
        };
        for p in 0..PILES {
            pos.codes[p] = pos.pile_code(p);
        }
        pos
    }

    /// The card of code `c`.
    fn card(&self, c: u8) -> Card {
        let rank = (rel(c) + self.base - 1) % self.ranks + 1;
        Card::new(rank, Suit::ALL[suit(c)])
    }

    #[inline]
    fn top(&self, p: usize) -> Option<u8> {
        let l = usize::from(self.pile_len[p]);
        (l > 0).then(|| self.piles[p][l - 1])
    }

    #[inline]
    fn goes_up(&self, c: u8) -> bool {
        self.found[suit(c)] == rel(c)
    }

    /// Whether `c`, which can go to its foundation, is safe there (see [`Game::safe_move`]):
    /// both foundations of the other colour hold the rank below it; or they hold the rank two
    /// below and the other foundation of its colour holds the rank three below.
    #[inline]
    fn safe_up(&self, c: u8) -> bool {
        let (a, b) = if colour(c) == 1 { (0, 3) } else { (1, 2) };
        // The other suit of `c`'s colour: clubs and spades, diamonds and hearts.
        let same = suit(c) ^ 3;
        let m = rel(c);
        let other = self.found[a].min(self.found[b]);
        other >= m || (other + 1 >= m && self.found[same] + 2 >= m)
    }

    /// The waste sizes the pointer can reach, as a bit set (bit `q` for the talon's `q`-th card
    /// on top of the waste).
    fn reachable(&self) -> u64 {
        let n = u32::from(self.talon_len);
        let d = u32::from(self.deal);
        let p = u32::from(self.ptr);
        let mut m = 0u64;
        if n == 0 {
            return 0;
        }
        if p > 0 {
            m |= 1 << p;
        }
        let mut q = p;
        while q < n {
            q = (q + d).min(n);
            m |= 1 << q;
        }
        let mut q = 0;
        while q < n {
            q = (q + d).min(n);
            m |= 1 << q;
        }
        m
    }

    /// The pointer as the key holds it: 0 for every pointer the deals from an empty waste reach
    /// anyway (a multiple of the deal count, or the end of the talon), since from all of them
    /// exactly the same talon cards can be brought to the top ([`CanfieldPos::reachable`]), and a
    /// talon move sets the pointer whatever it was.
    fn canonical_ptr(&self) -> u8 {
        Self::canonical(self.ptr, self.talon_len, self.deal)
    }

    /// [`CanfieldPos::canonical_ptr`] of pointer `ptr` in a talon of `len` cards dealt `deal` at
    /// a time.
    #[inline]
    fn canonical(ptr: u8, len: u8, deal: u8) -> u8 {
        if ptr.is_multiple_of(deal) || ptr == len {
            0
        } else {
            ptr
        }
    }

    /// The reserve's top card (the reserve must have one).
    #[inline]
    fn reserve_top(&self) -> u8 {
        self.reserve[usize::from(self.reserve_len) - 1]
    }

    /// Pile `p`'s working code once `c` is pushed onto it (see [`CanfieldPos::push`]).
    #[inline]
    fn pushed(&self, p: usize, c: u8) -> u32 {
        let l = usize::from(self.pile_len[p]);
        if l == 0 {
            u32::from(c) | 1 << 6
        } else {
            self.codes[p] + ((1 + u32::from(c >> 1 & 1)) << (5 + l))
        }
    }

    /// The key of the position with these piles' working codes, foundations and canonical
    /// pointer: the codes sorted (by a sorting network of five exchanges), made dense, and packed.
    #[inline]
    fn key_of(codes: [u32; PILES], found: [u8; 4], ptr: u8) -> CanfieldKey {
        let mut c = codes;
        let mut swap = |i: usize, j: usize| {
            let (a, b) = (c[i], c[j]);
            c[i] = a.min(b);
            c[j] = a.max(b);
        };
        swap(0, 1);
        swap(2, 3);
        swap(0, 2);
        swap(1, 3);
        swap(1, 2);
        let mut piles = 0u64;
        for (i, code) in c.into_iter().enumerate() {
            piles |= Self::dense_code(code) << (16 * i);
        }
        let mut f = 0u128;
        for (s, &h) in found.iter().enumerate() {
            f |= u128::from(h) << (4 * s);
        }
        CanfieldKey::new(u128::from(piles) | f << FOUND_SHIFT | u128::from(ptr) << PTR_SHIFT)
    }

    /// The first empty pile, if any (empty piles are interchangeable).
    fn space(&self) -> Option<usize> {
        self.pile_len.iter().position(|&l| l == 0)
    }

    fn push(&mut self, p: usize, c: u8) {
        let l = usize::from(self.pile_len[p]);
        self.piles[p][l] = c;
        self.pile_len[p] += 1;
        // The sequence field doubles its marker bit and takes the card's suit bit below it
        // (see [`CanfieldPos::pile_code`]).
        self.codes[p] = if l == 0 {
            u32::from(c) | 1 << 6
        } else {
            self.codes[p] + ((1 + u32::from(c >> 1 & 1)) << (5 + l))
        };
    }

    fn pop(&mut self, p: usize) -> u8 {
        let l = usize::from(self.pile_len[p]);
        let c = self.piles[p][l - 1];
        self.pile_len[p] -= 1;
        self.codes[p] = if l == 1 {
            0
        } else {
            self.codes[p] - ((1 + u32::from(c >> 1 & 1)) << (4 + l))
        };
        c
    }

    /// Moves the top `n` cards of pile `f` onto pile `t`, in order.
    fn transfer(&mut self, f: usize, t: usize, n: usize) {
        let lf = usize::from(self.pile_len[f]);
        let lt = usize::from(self.pile_len[t]);
        let moved = self.piles[f];
        self.piles[t][lt..lt + n].copy_from_slice(&moved[lf - n..lf]);
        self.pile_len[f] -= n as u8;
        self.pile_len[t] += n as u8;
        self.codes[f] = self.pile_code(f);
        self.codes[t] = self.pile_code(t);
    }

    /// Takes the talon's `at`-th card; the pointer stays where it was.
    fn take_talon(&mut self, at: u8) -> u8 {
        let i = usize::from(at) - 1;
        let n = usize::from(self.talon_len);
        let c = self.talon[i];
        self.talon.copy_within(i + 1..n, i);
        self.talon_len -= 1;
        self.ptr = at - 1;
        c
    }

    fn put_back_talon(&mut self, at: u8, c: u8) {
        let i = usize::from(at) - 1;
        let n = usize::from(self.talon_len);
        self.talon.copy_within(i..n, i + 1);
        self.talon[i] = c;
        self.talon_len += 1;
    }

    /// Fills pile `p` from the reserve if the move emptied it.
    fn refill(&mut self, p: usize) -> bool {
        if self.pile_len[p] == 0 && self.reserve_len > 0 {
            self.reserve_len -= 1;
            let c = self.reserve[usize::from(self.reserve_len)];
            self.push(p, c);
            true
        } else {
            false
        }
    }

    fn unfill(&mut self, p: usize, refilled: bool) {
        if refilled {
            self.pop(p);
            self.reserve_len += 1;
        }
    }

    /// The working code of pile `p`, 0 for an empty pile: its bottom card (6 bits), then a
    /// sequence field of 13 bits: a marker bit at place `len - 1` and below it, for each card
    /// above the bottom one, which of the two suits of its colour it is (its rank and colour
    /// follow from the card below).
    fn pile_code(&self, p: usize) -> u32 {
        let l = usize::from(self.pile_len[p]);
        if l == 0 {
            return 0;
        }
        let cards = &self.piles[p][..l];
        let mut seq = 1u32 << (l - 1);
        for (i, &c) in cards[1..].iter().enumerate() {
            seq |= u32::from(c >> 1 & 1) << i;
        }
        u32::from(cards[0]) | seq << 6
    }

    /// The 16-bit code of a pile whose working code ([`CanfieldPos::pile_code`]) is `code`, 0 for
    /// an empty pile: the first code of its bottom card ([`PILE_CODE_START`]) plus its sequence
    /// field. A pile on a card of relative rank `r` holds at most `r + 1` cards (each card is one
    /// rank below the one beneath it, and nothing goes on a base-rank card), so its sequence
    /// field is below `2^(r + 1)`, and the codes of different piles differ; the largest, 65,476,
    /// fits 16 bits.
    #[inline]
    fn dense_code(code: u32) -> u64 {
        if code == 0 {
            0
        } else {
            u64::from(PILE_CODE_START[(code & 63) as usize]) + u64::from(code >> 6)
        }
    }

    /// The moves of `m` as a person makes them, with the cards named: the deals (and turns of the
    /// waste) that bring a talon card to the top of the waste, then the card's move. Reads the
    /// current position, which `m` must be a move of.
    pub fn steps(&self, m: CanfieldMove) -> Vec<Step> {
        let mut out = Vec::new();
        let play = |c: u8, from: Place, to: Place, count: u8| Step::Play {
            card: self.card(c),
            from,
            to,
            count,
        };
        let reserve_top = || self.reserve[usize::from(self.reserve_len) - 1];
        match m {
            CanfieldMove::ReserveUp => {
                out.push(play(reserve_top(), Place::Reserve, Place::Foundation, 1));
            }
            CanfieldMove::ReserveTo(p) => {
                out.push(play(reserve_top(), Place::Reserve, Place::Pile(p), 1));
            }
            CanfieldMove::TalonUp(at) | CanfieldMove::TalonTo { at, .. } => {
                self.deals_to(at, &mut out);
                let to = match m {
                    CanfieldMove::TalonTo { to, .. } => Place::Pile(to),
                    _ => Place::Foundation,
                };
                out.push(play(self.talon[usize::from(at) - 1], Place::Waste, to, 1));
            }
            CanfieldMove::PileUp(p) => {
                let c = self.top(usize::from(p)).unwrap_or_default();
                out.push(play(c, Place::Pile(p), Place::Foundation, 1));
            }
            CanfieldMove::PileTo { from, to, count } => {
                let f = usize::from(from);
                let c = self.piles[f][usize::from(self.pile_len[f] - count)];
                out.push(play(c, Place::Pile(from), Place::Pile(to), count));
            }
        }
        out
    }

    /// The deals and turns that bring the pointer from where it is to `at`.
    fn deals_to(&self, at: u8, out: &mut Vec<Step>) {
        let (n, d) = (self.talon_len, self.deal);
        let mut cur = self.ptr;
        if cur == at {
            return;
        }
        let start = out.len();
        while cur < at {
            cur = (cur + d).min(n);
            out.push(Step::Deal);
        }
        if cur == at {
            return;
        }
        out.truncate(start);
        cur = self.ptr;
        while cur < n {
            cur = (cur + d).min(n);
            out.push(Step::Deal);
        }
        out.push(Step::Redeal);
        cur = 0;
        while cur < at {
            cur = (cur + d).min(n);
            out.push(Step::Deal);
        }
    }
}

/// What the players ([`super::play`]) read and do: the person's view of the position, and the
/// deal of the stock, which the search never makes (it plays talon cards wherever the pointer
/// can reach them).
impl CanfieldPos {
    /// Cards in the waste (the talon's first ones).
    pub(super) fn waste_len(&self) -> usize {
        usize::from(self.ptr)
    }

    /// The talon's cards in dealing order (the waste bottom first, then the stock, next first).
    pub(super) fn talon_cards(&self) -> Vec<Card> {
        self.talon[..usize::from(self.talon_len)]
            .iter()
            .map(|&c| self.card(c))
            .collect()
    }

    /// The reserve's cards left, bottom first (the last is the top, available one).
    pub(super) fn reserve_cards(&self) -> Vec<Card> {
        self.reserve[..usize::from(self.reserve_len)]
            .iter()
            .map(|&c| self.card(c))
            .collect()
    }

    /// Tableau pile `p`'s cards, bottom first.
    pub(super) fn pile_cards(&self, p: usize) -> Vec<Card> {
        self.piles[p][..usize::from(self.pile_len[p])]
            .iter()
            .map(|&c| self.card(c))
            .collect()
    }

    /// The cards on each suit's foundation (in [`Suit`]'s order).
    pub(super) fn foundations(&self) -> [u8; 4] {
        self.found
    }

    /// Whether pile `p`'s top card could go to its foundation now.
    pub(super) fn top_goes_up(&self, p: usize) -> bool {
        self.top(p).is_some_and(|c| self.goes_up(c))
    }

    /// Cards in tableau pile `p`.
    pub(super) fn pile_len(&self, p: usize) -> usize {
        usize::from(self.pile_len[p])
    }

    /// Deals the next cards of the stock onto the waste (up to the deal count), or, with the
    /// stock empty, turns the waste over as the new stock: the pointer moves, nothing else.
    pub(super) fn turn_stock(&mut self) {
        self.ptr = if self.ptr < self.talon_len {
            (self.ptr + self.deal).min(self.talon_len)
        } else {
            0
        };
    }
}

impl Game for CanfieldPos {
    type Move = CanfieldMove;
    type Undo = CanfieldUndo;
    type Key = CanfieldKey;

    /// Moves can be taken back (a pile moved and moved back), so the search tracks its path.
    const CYCLIC: bool = true;
    const SAFE_MOVES: bool = true;
    const COVERS: bool = true;

    /// Never: Canfield's hard deals are mostly lost ones, which restarts only slow down (on 300
    /// deals of `canfield-partial`, restarts cost two thirds more nodes).
    fn restarts(&self) -> bool {
        false
    }

    fn key(&self) -> CanfieldKey {
        debug_assert!((0..PILES).all(|p| self.codes[p] == self.pile_code(p)));
        Self::key_of(self.codes, self.found, self.canonical_ptr())
    }

    /// The key after `m`, written from the piles' codes, the foundations and the pointer without
    /// playing the move (a talon move would shift the talon's cards twice), except for a move
    /// between piles, which is played.
    #[inline]
    fn child_key(&mut self, m: CanfieldMove) -> CanfieldKey {
        let mut codes = self.codes;
        let mut found = self.found;
        let mut ptr = self.canonical_ptr();
        let key = match m {
            CanfieldMove::ReserveUp => {
                found[suit(self.reserve_top())] += 1;
                Self::key_of(codes, found, ptr)
            }
            CanfieldMove::ReserveTo(p) => {
                let p = usize::from(p);
                codes[p] = self.pushed(p, self.reserve_top());
                Self::key_of(codes, found, ptr)
            }
            CanfieldMove::TalonUp(at) | CanfieldMove::TalonTo { at, .. } => {
                let c = self.talon[usize::from(at) - 1];
                match m {
                    CanfieldMove::TalonTo { to, .. } => {
                        let to = usize::from(to);
                        codes[to] = self.pushed(to, c);
                    }
                    _ => found[suit(c)] += 1,
                }
                ptr = Self::canonical(at - 1, self.talon_len - 1, self.deal);
                Self::key_of(codes, found, ptr)
            }
            CanfieldMove::PileUp(p) => {
                let p = usize::from(p);
                let l = usize::from(self.pile_len[p]);
                let c = self.piles[p][l - 1];
                found[suit(c)] += 1;
                codes[p] = if l > 1 {
                    self.codes[p] - ((1 + u32::from(c >> 1 & 1)) << (4 + l))
                } else if self.reserve_len > 0 {
                    u32::from(self.reserve_top()) | 1 << 6
                } else {
                    0
                };
                Self::key_of(codes, found, ptr)
            }
            CanfieldMove::PileTo { .. } => {
                let u = self.apply(m);
                let k = self.key();
                self.undo(m, u);
                k
            }
        };
        debug_assert_eq!(key, {
            let u = self.apply(m);
            let k = self.key();
            self.undo(m, u);
            k
        });
        key
    }

    /// A position whose pointer is off the dealing grid covers the same position with the
    /// pointer on the grid, and with the pointer a whole number of deals further on. The
    /// positions differ only in where the talon's pointer stands (the cards everywhere are the
    /// same, so either is won only if the other is), and a talon move from either leaves the
    /// pointer where its card was, whatever it was before: so a position's moves, and the
    /// positions they lead to, follow from the talon places it can bring to the top of the waste
    /// (`CanfieldPos::reachable`). From a pointer `p` these are `p`, `p + d`, `p + 2d`, ... up
    /// to the end of the talon (`d` the deal count), then, after turning the waste over, the
    /// places `d`, `2d`, ... that an empty waste reaches (the grid, which the key holds as
    /// pointer 0). So they include those of the grid pointer, and those of `p + jd`. The runs of
    /// safe moves never touch the talon, so this holds after them too.
    fn covers(&self, seen: &CanfieldKey, key: &CanfieldKey) -> bool {
        if seen.below_ptr() != key.below_ptr() {
            return false;
        }
        let (s, k) = (seen.ptr(), key.ptr());
        s == k || (s != 0 && (k == 0 || (k > s && (k - s).is_multiple_of(self.deal))))
    }

    fn is_won(&self) -> bool {
        self.found.iter().all(|&f| f == self.ranks)
    }

    fn moves(&mut self, out: &mut Vec<CanfieldMove>) {
        let reach = self.reachable();
        let talon_cards = || {
            let mut r = reach;
            std::iter::from_fn(move || {
                (r != 0).then(|| {
                    let q = r.trailing_zeros() as u8;
                    r &= r - 1;
                    q
                })
            })
        };
        // The piles' tops, read once; and, as sets of card codes, the cards that go up and the
        // cards that build on some pile's top (the talon's cards are many and mostly go nowhere,
        // so each is tested against these before the piles are looked at).
        let tops: [Option<u8>; PILES] = std::array::from_fn(|p| self.top(p));
        let mut up = 0u64;
        for (s, &f) in self.found.iter().enumerate() {
            if f < self.ranks {
                up |= 1 << (f << 2 | s as u8);
            }
        }
        let mut onto = 0u64;
        for t in tops.into_iter().flatten() {
            if rel(t) > 0 {
                // The two cards of the rank below and the other colour: clubs and spades (suits
                // 0 and 3) on red, diamonds and hearts (1 and 2) on black.
                let suits: u64 = if colour(t) == 1 { 0b1001 } else { 0b0110 };
                onto |= suits << ((rel(t) - 1) << 2);
            }
        }
        let reserve_top = (self.reserve_len > 0).then(|| self.reserve_top());
        // To the foundations.
        if reserve_top.is_some_and(|c| up >> c & 1 != 0) {
            out.push(CanfieldMove::ReserveUp);
        }
        for (p, t) in tops.into_iter().enumerate() {
            if t.is_some_and(|c| up >> c & 1 != 0) {
                out.push(CanfieldMove::PileUp(p as u8));
            }
        }
        for q in talon_cards() {
            if up >> self.talon[usize::from(q) - 1] & 1 != 0 {
                out.push(CanfieldMove::TalonUp(q));
            }
        }
        // The reserve onto the tableau (there is no space while the reserve has cards).
        if let Some(c) = reserve_top.filter(|&c| onto >> c & 1 != 0) {
            for (p, t) in tops.into_iter().enumerate() {
                if t.is_some_and(|t| builds(c, t)) {
                    out.push(CanfieldMove::ReserveTo(p as u8));
                }
            }
        }
        // Piles onto piles.
        let space = self.space();
        for f in 0..PILES {
            let lf = usize::from(self.pile_len[f]);
            if lf == 0 {
                continue;
            }
            let cards = &self.piles[f][..lf];
            for (t, top) in tops.into_iter().enumerate() {
                if t == f {
                    continue;
                }
                match top {
                    None => {
                        // Into a space: part of a pile (a whole one would only change places).
                        if Some(t) == space && self.moving != Moving::Whole {
                            for count in 1..lf {
                                out.push(CanfieldMove::PileTo {
                                    from: f as u8,
                                    to: t as u8,
                                    count: count as u8,
                                });
                            }
                        }
                    }
                    Some(top) => {
                        let Some(i) = rel(cards[0]).checked_sub(rel(top).wrapping_sub(1)) else {
                            continue;
                        };
                        let i = usize::from(i);
                        if rel(top) == 0 || i >= lf || !builds(cards[i], top) {
                            continue;
                        }
                        let allowed = match self.moving {
                            Moving::Whole => i == 0,
                            Moving::Partial => i == 0 || self.goes_up(cards[i - 1]),
                            Moving::Any => true,
                        };
                        if allowed {
                            out.push(CanfieldMove::PileTo {
                                from: f as u8,
                                to: t as u8,
                                count: (lf - i) as u8,
                            });
                        }
                    }
                }
            }
        }
        // The talon onto the tableau.
        if space.is_some() {
            onto = !0;
        }
        for q in talon_cards() {
            let c = self.talon[usize::from(q) - 1];
            if onto >> c & 1 == 0 {
                continue;
            }
            for (t, top) in tops.into_iter().enumerate() {
                let fits = match top {
                    None => Some(t) == space,
                    Some(top) => builds(c, top),
                };
                if fits {
                    out.push(CanfieldMove::TalonTo { at: q, to: t as u8 });
                }
            }
        }
    }

    fn apply(&mut self, m: CanfieldMove) -> CanfieldUndo {
        let mut u = CanfieldUndo {
            ptr: self.ptr,
            ..CanfieldUndo::default()
        };
        match m {
            CanfieldMove::ReserveUp => {
                self.reserve_len -= 1;
                let c = self.reserve[usize::from(self.reserve_len)];
                self.found[suit(c)] += 1;
            }
            CanfieldMove::ReserveTo(p) => {
                self.reserve_len -= 1;
                let c = self.reserve[usize::from(self.reserve_len)];
                self.push(usize::from(p), c);
            }
            CanfieldMove::TalonUp(at) => {
                let c = self.take_talon(at);
                self.found[suit(c)] += 1;
                u.card = c;
            }
            CanfieldMove::TalonTo { at, to } => {
                let c = self.take_talon(at);
                self.push(usize::from(to), c);
                u.card = c;
            }
            CanfieldMove::PileUp(p) => {
                let c = self.pop(usize::from(p));
                self.found[suit(c)] += 1;
                u.card = c;
                u.refilled = self.refill(usize::from(p));
            }
            CanfieldMove::PileTo { from, to, count } => {
                let f = usize::from(from);
                self.transfer(f, usize::from(to), usize::from(count));
                u.refilled = self.refill(f);
            }
        }
        u
    }

    fn undo(&mut self, m: CanfieldMove, u: CanfieldUndo) {
        match m {
            CanfieldMove::ReserveUp => {
                let c = self.reserve[usize::from(self.reserve_len)];
                self.found[suit(c)] -= 1;
                self.reserve_len += 1;
            }
            CanfieldMove::ReserveTo(p) => {
                self.pop(usize::from(p));
                self.reserve_len += 1;
            }
            CanfieldMove::TalonUp(at) => {
                self.found[suit(u.card)] -= 1;
                self.put_back_talon(at, u.card);
            }
            CanfieldMove::TalonTo { at, to } => {
                self.pop(usize::from(to));
                self.put_back_talon(at, u.card);
            }
            CanfieldMove::PileUp(p) => {
                self.unfill(usize::from(p), u.refilled);
                self.found[suit(u.card)] -= 1;
                self.push(usize::from(p), u.card);
            }
            CanfieldMove::PileTo { from, to, count } => {
                let f = usize::from(from);
                self.unfill(f, u.refilled);
                self.transfer(usize::from(to), f, usize::from(count));
            }
        }
        self.ptr = u.ptr;
    }

    /// A card `c` of rank `m` (counted from the base rank) goes to its foundation at once from
    /// the reserve's top or a pile's top when it is *safe*: (a) both foundations of the other
    /// colour already hold rank `m - 1` (always true of a base-rank card), or (b) they hold rank
    /// `m - 2` and the other foundation of `c`'s colour holds rank `m - 3` (Solvitaire's rule
    /// for building in alternate colours without worrying back).
    ///
    /// Why (b) reduces to (a): under (b) the only cards that could ever go on `c` are the two
    /// `d` of the other colour and rank `m - 1`, and each can go to its foundation whenever it
    /// is available (its foundation holds `m - 2`). On a `d` could go only cards of `c`'s
    /// colour and rank `m - 2`: `c`'s own suit's is up already (its foundation holds `m - 1`),
    /// the other suit's `e` can go up whenever available (its foundation holds `m - 3`), and on
    /// `e` could go only the other colour's `m - 3`, which are up. So in any win, playing `d`
    /// (and any `e` on it) to the foundations instead of onto `c`, and leaving out the moves
    /// that later carry them, is legal at every step (a foundation move needs only the card to
    /// be available and its predecessor up; no move needs a card to stay off a foundation) and
    /// still wins: from the position, some win never puts a card on `c`, as under (a).
    ///
    /// Why it is safe (if the position is won, some win starts with it): take a win in which
    /// nothing goes on `c`. `c` is never the card a part-pile move must uncover, since nothing
    /// is above it. Play `c` up first, then the win's moves without the ones that move `c`.
    /// Every such move stays legal: a foundation holding one more card refuses no card
    /// `W` plays (each is the next of its suit), a pile with this card gone takes what `W` put on
    /// the cards beneath it, and a move of a pile or part of one that carried the card carries
    /// the rest (the same bottom card). If taking the card up empties its pile, the reserve's
    /// top fills it now rather than later: until `W` empties that pile itself, the filled card
    /// stands in for the reserve's top, moved by itself wherever `W` moves the reserve's top
    /// (onto a pile, to a foundation), and each time the pile empties again the next reserve
    /// card fills it, so the two games stay the same but for where that one card sits. Talon
    /// cards are never played up this way: taking a card out of the talon changes which cards the
    /// deals of three bring to the top. `tests/canfield.rs` checks the search with these moves
    /// against a brute-force search without them on thousands of small deals.
    fn safe_move(&mut self) -> Option<CanfieldMove> {
        if self.reserve_len > 0 {
            let c = self.reserve[usize::from(self.reserve_len) - 1];
            if self.goes_up(c) && self.safe_up(c) {
                return Some(CanfieldMove::ReserveUp);
            }
        }
        for p in 0..PILES {
            if let Some(c) = self.top(p) {
                if self.goes_up(c) && self.safe_up(c) {
                    return Some(CanfieldMove::PileUp(p as u8));
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every pile there can be has its own dense code, which is not 0 (an empty pile's) and fits
    /// 16 bits.
    #[test]
    fn dense_pile_codes_are_distinct_and_fit() {
        let mut seen = std::collections::HashSet::new();
        for bottom in 0..52u32 {
            let r = bottom >> 2;
            for len in 1..=r + 1 {
                for suits in 0..1u32 << (len - 1) {
                    let seq = 1 << (len - 1) | suits;
                    let code = CanfieldPos::dense_code(bottom | seq << 6);
                    assert!(code > 0 && code <= 65_476, "{code}");
                    assert!(seen.insert(code), "code {code} twice");
                }
            }
        }
        assert_eq!(seen.len(), 65_476);
    }
}
