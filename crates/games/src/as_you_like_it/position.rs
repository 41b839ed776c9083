//! The searchable As You Like It position: apply and undo, an exact key on ranks, the moves
//! the rules force, the safe moves to the foundations, and the loss proof of the last round.
//!
//! Suits play no part in the game (a card goes up by its rank alone), so the key holds ranks
//! only: two positions whose piles hold the same ranks in the same places, with the same
//! foundations and the same number of redeals done, have the same futures, whatever the suits.

use super::check::AylitStep;
use super::deal_piles;
use super::{AylitRules, Redeal, Start, MAX_PILES};
use patience_cards::Card;
use patience_search::{BitWriter, Game, MoveSet, RestartSchedule, WideKey};

/// The most cards the piles can hold together: 8 piles of 12 after the index cards.
pub(super) const MAX_CARDS: usize = 96;

/// A move of the search.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AylitMove {
    /// Play pile `pile`'s available card to foundation `found` (both from 0).
    Up {
        /// The pile.
        pile: u8,
        /// The foundation (the index card's place).
        found: u8,
    },
    /// Pick up the next pile in turn and deal it out.
    Redeal,
}

/// What [`AylitPos::undo`] needs of a move.
#[derive(Copy, Clone, Debug)]
pub enum Undone {
    /// The card a move to a foundation took.
    Card(Card),
    /// The number of cards a redeal dealt.
    Dealt(u8),
}

/// An As You Like It position: the piles (cards, bottom first), the foundations' heights, and
/// the number of piles redealt.
#[derive(Clone, Debug)]
pub struct AylitPos {
    piles: [[Card; MAX_CARDS]; MAX_PILES],
    len: [u8; MAX_PILES],
    np: usize,
    ranks: u8,
    /// The index cards.
    index: [Card; MAX_PILES],
    /// Cards on each foundation.
    height: [u8; MAX_PILES],
    /// The rank each foundation takes next ([`AylitPos::wants`]).
    want: [u8; MAX_PILES],
    /// Piles redealt so far (the next to redeal is pile `redealt`, from 0).
    redealt: u8,
    /// Cards left in the piles.
    left: u8,
    /// Cards left in the piles, by rank ([`AylitPos::lost_by_counts`]).
    left_by_rank: [u8; 16],
    stuck: bool,
    own: bool,
    /// The last bound worked out ([`AylitPos::bound_from`]) and the first free pile it was
    /// for, while the position stays as it was then: in the last round the safe moves and the
    /// loss proof ask for the same bound of the same position. Cleared by every move.
    reached: Option<(usize, Reach)>,
    /// The moves [`Game::safe_move`] listed, while the position stays as it was then (the
    /// search asks for them next, when no safe move was found); `listed_ok` says whether they
    /// are the current position's. Cleared by every move.
    listed: Vec<AylitMove>,
    listed_ok: bool,
    /// Each pile's ranks as nibbles, the bottom card's lowest, up to [`CODED`] cards (the
    /// nibbles from the pile's length up are 0): the key copies them instead of reading the
    /// cards one by one.
    codes: [u128; MAX_PILES],
    /// The foundations in the order of their index cards' ranks (of one rank, in their own
    /// order), for the key.
    by_rank: [u8; MAX_PILES],
}

/// The cards of a pile that [`AylitPos`]'s `codes` hold: a key with a longer pile is made card
/// by card.
const CODED: usize = 32;

/// The sleep-set numbers ([`Game::move_number`]) of the moves up from pile 0, and of those to
/// foundation 0: a move's number is `MAX_PILES * pile + foundation`, all below 64.
const FROM_PILE_0: u64 = (1 << MAX_PILES) - 1;
const TO_FOUNDATION_0: u64 = {
    let mut bits = 0;
    let mut p = 0;
    while p < MAX_PILES {
        bits |= 1 << (MAX_PILES * p);
        p += 1;
    }
    bits
};
const _: () = assert!(MAX_PILES * MAX_PILES <= 64, "move numbers fit one word");

/// What [`AylitPos::bound_from`] finds: each foundation's ranks, each pile's depth.
type Reach = ([Ranks; MAX_PILES], [u8; MAX_PILES]);

/// A set of ranks, bit `r` for rank `r`.
type Ranks = u16;

impl AylitPos {
    /// The start of play of `pack`, the pack in dealing order.
    ///
    /// # Panics
    /// If `pack` does not fit `rules` (a pack of `ranks * piles` cards, at most 8 piles of 13):
    /// [`crate::pack::PackGame`] checks both first.
    pub fn new(rules: &AylitRules, pack: &[Card]) -> AylitPos {
        let (index, piles) = deal_piles(rules, pack);
        assert!(index.len() <= MAX_PILES, "too many piles");
        let filler = Card::joker(0);
        let mut pos = AylitPos {
            piles: [[filler; MAX_CARDS]; MAX_PILES],
            len: [0; MAX_PILES],
            np: index.len(),
            ranks: rules.ranks,
            index: [filler; MAX_PILES],
            height: [0; MAX_PILES],
            want: [0; MAX_PILES],
            redealt: 0,
            left: 0,
            left_by_rank: [0; 16],
            stuck: rules.redeal == Redeal::Stuck,
            own: rules.start == Start::Own,
            reached: None,
            listed: Vec::new(),
            listed_ok: false,
            codes: [0; MAX_PILES],
            by_rank: [0; MAX_PILES],
        };
        for (i, (c, p)) in index.iter().zip(&piles).enumerate() {
            pos.index[i] = *c;
            pos.piles[i][..p.len()].copy_from_slice(p);
            pos.len[i] = p.len() as u8;
            pos.left += p.len() as u8;
            for (at, c) in p.iter().enumerate() {
                pos.code(i, at, c.rank());
                pos.left_by_rank[usize::from(c.rank())] += 1;
            }
        }
        assert!(usize::from(pos.left) <= MAX_CARDS, "too many cards");
        for f in 0..pos.np {
            pos.want[f] = pos.next_rank(f);
        }
        let mut order: Vec<u8> = (0..pos.np as u8).collect();
        order.sort_by_key(|&f| pos.index[usize::from(f)].rank());
        pos.by_rank[..pos.np].copy_from_slice(&order);
        pos
    }

    /// Writes `rank` (0: no card) as the nibble of pile `p`'s card `at` in `codes`.
    #[inline]
    fn code(&mut self, p: usize, at: usize, rank: u8) {
        if at < CODED {
            let shift = 4 * at;
            self.codes[p] = self.codes[p] & !(15 << shift) | u128::from(rank) << shift;
        }
    }

    /// Appends pile `p`'s ranks from the bottom to `w`, a nibble each: its nibbles in `codes`
    /// at once, or card by card for a pile longer than [`CODED`].
    #[inline]
    fn put_pile(&self, w: &mut BitWriter<8>, p: usize) {
        let len = usize::from(self.len[p]);
        if len > CODED {
            for c in &self.piles[p][..len] {
                w.put(u32::from(c.rank()), 4);
            }
            return;
        }
        w.put_wide(self.codes[p], 4 * len as u32);
        debug_assert!(self.piles[p][..len]
            .iter()
            .enumerate()
            .all(|(i, c)| (self.codes[p] >> (4 * i)) as u8 & 15 == c.rank()));
    }

    /// The rank foundation `f` takes next, or 0 when it is complete.
    #[inline]
    fn wants(&self, f: usize) -> u8 {
        debug_assert_eq!(self.want[f], self.next_rank(f));
        self.want[f]
    }

    /// [`AylitPos::wants`] worked out from the index card and the height, kept in `want`.
    fn next_rank(&self, f: usize) -> u8 {
        if self.height[f] + 1 >= self.ranks {
            0
        } else {
            // The index's rank plus the height, less than twice the ranks, taken round once.
            let r = self.index[f].rank() + self.height[f];
            if r >= self.ranks {
                r - self.ranks + 1
            } else {
                r + 1
            }
        }
    }

    /// The key ([`Game::key`]) of the current piles and redeals with the foundations
    /// `founds`: each foundation's index rank times 16 plus its height, in increasing order.
    fn key_with(&self, founds: &[u8; MAX_PILES]) -> WideKey<8> {
        let mut w = BitWriter::<8>::new();
        for p in 0..self.np {
            self.put_pile(&mut w, p);
            w.put(0, 4);
        }
        for &x in &founds[..self.np] {
            w.put(u32::from(x & 15), 4);
        }
        w.put(u32::from(self.redealt), 4);
        WideKey(w.finish())
    }

    /// In the last round, the foundations *uncrossed*: each foundation's index rank and
    /// height (by foundation) in a position that dominates the current one, or `None` if no
    /// two foundations are nested (then the position is its own).
    ///
    /// A foundation that wants rank `w` and has `L` cards still to take needs the ranks from
    /// `w` to `w + L - 1` (round the corner), in that order. Two foundations are *nested* when
    /// one, `f`, needs every rank the other, `g`, needs and more on both sides: `g` wants the
    /// rank `a >= 1` steps past the one `f` wants, and `a + L_g < L_f`. Uncrossing them swaps
    /// their ends: `f` keeps its rank wanted and stops where `g` stopped (`L_f' = a + L_g`),
    /// `g` keeps its own and stops where `f` stopped (`L_g' = L_f - a`). The ends are the
    /// ranks below the index cards, so the two foundations swap index cards, and heights
    /// follow from the lengths: the result is a position of the same deal, with the same cards
    /// in the same piles. Each swap lowers the sum of the squared lengths (by `2a(L_f - L_g -
    /// a)`, more than 0), so the swaps end.
    ///
    /// Why the uncrossed position `Y` dominates the current one `X` (a win from `X` gives one
    /// from `Y`), in the last round, where cards only go up. Take a win from `X` and give each
    /// card the same turn in `Y`: the other foundations' cards as in `X`; the cards `X` plays on
    /// `f` before `f` wants `g`'s rank `q` (ranks `w_f` to `q - 1`) to `f` in `Y` too (which
    /// needs more than `a` ranks: `L_f' > a`); the cards `X` plays on `g` meanwhile to `g` in
    /// `Y` (which needs every rank `g` needs in `X`, and more). At the turn `X`'s `f` comes to
    /// want `q`, say `X`'s `g` wants `y`. If `g` is complete in `X`, `Y` has `f` wanting `q` to
    /// the old end of `g` and `g` wanting the next rank to the old end of `f`: one foundation
    /// cut in two, which takes the cards `X`'s `f` takes next in the same order, and others
    /// besides. Otherwise `X` has `f` from `q` to the old end of `f` and `g` from `y` to the old
    /// end of `g`, and `Y` the same ranks wanted with the ends swapped: equal if `y = q`,
    /// and nested again in `X` if not (`q < y`), so the same argument goes on from that turn
    /// with fewer cards left, by induction. Every card goes up in `Y` at its turn in `X`, so
    /// `Y` is won. Swaps one after the other dominate by transitivity.
    ///
    /// The unit test `the_uncrossed_foundations_dominate` checks it against an exhaustive
    /// search of the last round on small packs.
    fn uncrossed(&self) -> Option<([u8; MAX_PILES], [u8; MAX_PILES])> {
        let n = self.ranks;
        // The foundations not yet complete, each with its index rank, the rank it wants
        // and its length.
        let mut at = [0u8; MAX_PILES];
        let mut index = [0u8; MAX_PILES];
        let mut want = [0u8; MAX_PILES];
        let mut len = [0u8; MAX_PILES];
        let mut k = 0;
        for f in 0..self.np {
            if self.want[f] != 0 {
                (at[k], index[k], want[k]) = (f as u8, self.index[f].rank(), self.want[f]);
                len[k] = self.ranks - 1 - self.height[f];
                k += 1;
            }
        }
        let mut any = false;
        loop {
            let mut swapped = false;
            for f in 0..k {
                for g in 0..k {
                    // The steps from the rank `f` wants to the one `g` wants, round the corner.
                    let a = if want[g] >= want[f] {
                        want[g] - want[f]
                    } else {
                        want[g] + n - want[f]
                    };
                    if a >= 1 && a + len[g] < len[f] {
                        let lf = len[f];
                        len[f] = a + len[g];
                        len[g] = lf - a;
                        index.swap(f, g);
                        swapped = true;
                    }
                }
            }
            if !swapped {
                break;
            }
            any = true;
        }
        if !any {
            return None;
        }
        let mut founds_index = [0u8; MAX_PILES];
        let mut height = [0u8; MAX_PILES];
        for f in 0..self.np {
            founds_index[f] = self.index[f].rank();
            height[f] = self.height[f];
        }
        for i in 0..k {
            let f = usize::from(at[i]);
            founds_index[f] = index[i];
            height[f] = self.ranks - 1 - len[i];
        }
        Some((founds_index, height))
    }

    /// The rank after `r`, round the corner.
    #[inline]
    fn succ(&self, r: u8) -> u8 {
        if r == self.ranks {
            1
        } else {
            r + 1
        }
    }

    /// Pile `p`'s available card, if any.
    #[inline]
    fn top(&self, p: usize) -> Option<Card> {
        match self.len[p] {
            0 => None,
            n => Some(self.piles[p][usize::from(n) - 1]),
        }
    }

    /// Whether an earlier foundation is `f`'s twin: the same index rank and the same height, so
    /// the same future. Of twins only the first is offered a card (the positions differ only by
    /// the twins' places, which the key does not hold).
    #[inline]
    fn has_earlier_twin(&self, f: usize) -> bool {
        (0..f).any(|g| {
            self.index[g].rank() == self.index[f].rank() && self.height[g] == self.height[f]
        })
    }

    /// Whether the cards may go to the foundation that wants their rank with the most cards
    /// still to take, leaving out the others that want it ([`AylitPos::offers`]): in the last
    /// round (no redeal left) or when the player may redeal at any time.
    #[inline]
    fn longest_only(&self) -> bool {
        !self.stuck || usize::from(self.redealt) >= self.np
    }

    /// The foundations offered a card of each rank (bit `f` of entry `r`): one foundation of
    /// each set of twins and, where [`AylitPos::longest_only`] holds, only the foundation
    /// wanting each rank that has the most cards still to take (the first of them on a tie,
    /// which makes them twins).
    ///
    /// Why the second is safe (a dominance: if a card to a shorter foundation leads to a win, so
    /// does the card to the longer one). Say foundations `f` and `g` want rank `r`, `f` takes
    /// the ranks `r` to `e` in turn and `g` the ranks `r` to `e'`, `e` reached first. A win `W`
    /// after playing a card `x` of rank `r` to `f` plays on `f` cards `c_{r+1}, ..., c_e` and on
    /// `g` cards `d_r, ..., d_{e'}`, each chain in order of time. Play `x` to `g` instead and then
    /// the same cards in the same order, rank `r` to `e` on `f` and the rest on `g`: `f` takes
    /// `d_r` and then, for each rank `s` from `r + 1` to `e`, the later of `c_s` and `d_s`; `g`
    /// takes the earlier of the two and then `d_{e+1}, ..., d_{e'}`. Both sequences are in time
    /// order (the earlier and the later of two rising sequences each rise, and the earlier of
    /// `c_e` and `d_e` comes before `d_{e+1}`), so every card goes up onto a foundation that then
    /// wants its rank, and the game ends won. The same cards leave the same piles at the same
    /// times, so every redeal of `W` happens where it did: legal when redeals are free, and in
    /// the last round there is none (in the book's way a redeal needs no card able to go up,
    /// which the changed foundations could break, so earlier rounds keep every foundation).
    /// `tests/as_you_like_it.rs` checks the search against brute force without it.
    fn offers(&self) -> [u8; 16] {
        let mut offers = [0u8; 16];
        if self.longest_only() {
            // For each rank, the foundation wanting it with the most cards still to take.
            let mut best = [u8::MAX; 16];
            for f in 0..self.np {
                let r = usize::from(self.wants(f));
                if r != 0
                    && (best[r] == u8::MAX || self.height[f] < self.height[usize::from(best[r])])
                {
                    best[r] = f as u8;
                }
            }
            for (o, &f) in offers.iter_mut().zip(&best) {
                if f != u8::MAX {
                    *o = 1 << f;
                }
            }
        } else {
            for f in 0..self.np {
                let r = self.wants(f);
                if r != 0 && !self.has_earlier_twin(f) {
                    offers[usize::from(r)] |= 1 << f;
                }
            }
        }
        offers
    }

    /// What can happen before the next redeal, at most: for each foundation, the ranks it may
    /// come to want (bit `r` for rank `r`), and for each pile, how many of its top cards may go
    /// up. Counts of cards are ignored, so this over-approximates: every card played before the
    /// next redeal, in any line, is among those top cards, and every rank a foundation wants on
    /// the way is among its ranks.
    ///
    /// Why: by induction on the moves of the round. A card goes up from the top of its pile,
    /// so every card above it went up before (counted, by induction); it goes onto a foundation
    /// wanting its rank, whose earlier wants were met by cards played before (counted, so their
    /// ranks are in `avail`), so its rank is among that foundation's ranks.
    fn reach(&mut self) -> Reach {
        self.reach_from(self.np)
    }

    /// [`AylitPos::bound_from`], kept until the next move.
    fn reach_from(&mut self, free: usize) -> Reach {
        match self.reached {
            Some((f, r)) if f == free => r,
            _ => {
                let r = self.bound_from(free);
                self.reached = Some((free, r));
                r
            }
        }
    }

    /// [`AylitPos::reach`] with the cards of the piles from `free` on counted as free: any of
    /// them may go up whenever a foundation wants its rank (their depths are left at 0). With
    /// `free` the next pile to redeal, this bounds the rest of the game instead of the round:
    /// the cards of a pile not yet redealt go up from it or, after its redeal, from wherever
    /// they land, at some time (free covers both); a pile already redealt is never picked up
    /// again, so its cards go up from its top down in every round to come (cards a later
    /// redeal puts on it only delay them), as in a round.
    ///
    /// A worklist: each rank enters the available ranks once, and then only the foundations
    /// whose run stops at it go on; each rank enters the wanted ranks once, and then only the
    /// piles whose walk stops at a card of it go on. So every card is looked at once, and the
    /// result is the least fixed point that passes over everything until nothing grows find
    /// (the debug builds check it against them).
    fn bound_from(&self, free: usize) -> Reach {
        let mut loose: Ranks = 0;
        for p in free..self.np {
            for c in &self.piles[p][..usize::from(self.len[p])] {
                loose |= 1 << c.rank();
            }
        }
        // Each foundation's run so far: the ranks it may come to want, the last of them (the
        // tip), and how many more it may take after the tip.
        let mut wanted = [0 as Ranks; MAX_PILES];
        let mut tip = [0u8; MAX_PILES];
        let mut more = [0u8; MAX_PILES];
        // By rank: the foundations whose run stops at it, waiting for it to be available
        // (bit `f`), and the piles whose walk stops at a card of it, waiting for it to be
        // wanted (bit `p`).
        let mut tips = [0u8; 16];
        let mut blocked = [0u8; 16];
        let mut all: Ranks = 0;
        for f in 0..self.np {
            let r = self.wants(f);
            if r == 0 {
                continue;
            }
            wanted[f] = 1 << r;
            all |= 1 << r;
            tip[f] = r;
            more[f] = self.ranks - 2 - self.height[f];
            if more[f] > 0 {
                tips[usize::from(r)] |= 1 << f;
            }
        }
        let mut depth = [0u8; MAX_PILES];
        for p in 0..free {
            if let Some(c) = self.top(p) {
                blocked[usize::from(c.rank())] |= 1 << p;
            }
        }
        // Ranks new to the wanted ranks whose piles are not walked yet, and new to the
        // available ranks whose foundations have not gone on yet.
        let mut avail: Ranks = loose & all;
        let mut new_all: Ranks = all;
        let mut new_avail: Ranks = avail;
        loop {
            if new_all != 0 {
                let r = new_all.trailing_zeros() as usize;
                new_all &= new_all - 1;
                let mut piles = std::mem::take(&mut blocked[r]);
                let mut got: Ranks = 0;
                while piles != 0 {
                    let p = piles.trailing_zeros() as usize;
                    piles &= piles - 1;
                    let pile = &self.piles[p][..usize::from(self.len[p])];
                    let mut d = usize::from(depth[p]);
                    while d < pile.len() {
                        let k = pile[pile.len() - 1 - d].rank();
                        if all & (1 << k) == 0 {
                            blocked[usize::from(k)] |= 1 << p;
                            break;
                        }
                        got |= 1 << k;
                        d += 1;
                    }
                    depth[p] = d as u8;
                }
                let fresh = got & !avail;
                avail |= fresh;
                new_avail |= fresh;
            } else if new_avail != 0 {
                let r = new_avail.trailing_zeros() as usize;
                new_avail &= new_avail - 1;
                let mut founds = std::mem::take(&mut tips[r]);
                while founds != 0 {
                    let f = founds.trailing_zeros() as usize;
                    founds &= founds - 1;
                    loop {
                        let t = self.succ(tip[f]);
                        let bit: Ranks = 1 << t;
                        tip[f] = t;
                        more[f] -= 1;
                        wanted[f] |= bit;
                        if all & bit == 0 {
                            all |= bit;
                            new_all |= bit;
                            if loose & bit != 0 {
                                avail |= bit;
                                new_avail |= bit;
                            }
                        }
                        if more[f] == 0 {
                            break;
                        }
                        if avail & bit == 0 {
                            tips[usize::from(t)] |= 1 << f;
                            break;
                        }
                    }
                }
            } else {
                break;
            }
        }
        #[cfg(debug_assertions)]
        debug_assert_eq!((wanted, depth), self.bound_by_passes(free));
        (wanted, depth)
    }

    /// Whether the rest of the game is lost by counting: some rank has more cards in the
    /// piles than can ever go up. `free` is the next pile to redeal: the piles from it on are
    /// not yet redealt, the others never will be. Where the rank bound ([`AylitPos::bound_from`])
    /// counts no cards (one card of a rank within reach lets every foundation wanting that rank
    /// go on, in its view), this counts them.
    ///
    /// Each foundation `f` takes the ranks of its *run*, `n_f` of them from the rank it wants
    /// round the corner (`n_f` less than the ranks, so a run never holds the rank before its
    /// start). For each rank `r`: `S[r]` foundations want it now, and `C[r]` have it among the
    /// ranks the rank bound from `free` says they may come to want and go on after it (it is not
    /// the last of their run). A least fixed point of bounds, from `F = S`:
    /// - `F[r]`, the foundations that may come to want `r`: `S[r]` plus at most one for each
    ///   card of the rank before it that goes up onto a foundation going on (`min(A[r - 1],
    ///   C[r - 1])`);
    /// - `A[r]`, the cards of rank `r` that may go up: at most `F[r]` (each takes its own
    ///   foundation's `r`, which a foundation wants once), and at most the cards of rank `r` in
    ///   the piles not yet redealt (all of them) and those that each redealt pile's walk from its
    ///   top passes, where the walk passes a card of rank `k` while it has passed fewer than
    ///   `F[k]` of rank `k` in that pile, and stops at the first it cannot.
    ///
    /// Why it is sound: along any line of play to the end of the game, by induction on its
    /// moves, the cards of rank `k` gone up number at most `F[k]` and `A[k]`, and the
    /// foundations that have wanted `r` at most `F[r]`. A card goes up onto a foundation wanting
    /// its rank, so a rank's cards up are at most the foundations that wanted it; a foundation
    /// comes to want `r` by starting there or by taking a card of the rank before it while going
    /// on (a card each, and a foundation counted in `C` for that rank, since the rank bound holds
    /// every rank a foundation comes to want before the game ends); the cards of a pile not yet
    /// redealt are counted whole; and a redealt pile is never picked up again, so the cards that
    /// leave it of those it holds now go up from its top down (cards a later redeal puts on it
    /// are other piles' cards, counted there, and only wait above them): those gone are a top
    /// segment in which no rank `k` is counted more than `F[k]` times, within the walk. Every card
    /// must go up in a win, so a rank with more cards than its `A` has none. In the last round
    /// (`free` the number of piles) it proves lost every position whose piles the rank bound's
    /// walks do not pass (a rank with `F` above 0 is one the rank bound lets some foundation
    /// want), and more: the unit test below checks it against an exhaustive search on small
    /// packs, in the last round and the round before.
    fn lost_by_counts(&mut self, free: usize) -> bool {
        let n = usize::from(self.ranks);
        let pred = |r: usize| if r == 1 { n } else { r - 1 };
        let count = self.left_by_rank;
        // A foundation goes on after the ranks of its run but the last, and only after those
        // the rank bound says it may come to want (its run up to where it stops there).
        let (runs, _) = self.reach_from(free);
        let mut start = [0u8; 16];
        let mut goes_on = [0u8; 16];
        for (f, &run) in runs.iter().enumerate().take(self.np) {
            let w = self.wants(f);
            if w == 0 {
                continue;
            }
            start[usize::from(w)] += 1;
            let last = (usize::from(w) - 1 + usize::from(self.ranks - 2 - self.height[f])) % n + 1;
            let mut on = run & !(1 << last);
            while on != 0 {
                goes_on[on.trailing_zeros() as usize] += 1;
                on &= on - 1;
            }
        }
        // A worklist: the walks go on from where they stopped when `wanted` grows at the rank
        // they stopped at (it only grows, so what they passed they pass again), and a rank's
        // bound is worked out again when the rank before it has passed more cards or is wanted
        // more. Each card is walked once, and each rank looked at once a change.
        let succ = |r: usize| if r == n { 1 } else { r + 1 };
        let mut wanted = start;
        let mut depth = [0usize; MAX_PILES];
        let mut here = [[0u8; 16]; MAX_PILES];
        let mut passed = [0u8; 16];
        let mut waiting = [0u8; 16];
        // Ranks whose bound may grow, a bit a rank.
        let mut dirty: u16 = 0;
        for p in free..self.np {
            for c in &self.piles[p][..usize::from(self.len[p])] {
                let k = usize::from(c.rank());
                passed[k] += 1;
                dirty |= 1 << succ(k);
            }
        }
        let mut go: u8 = if free >= 8 { u8::MAX } else { (1 << free) - 1 };
        loop {
            while go != 0 {
                let p = go.trailing_zeros() as usize;
                go &= go - 1;
                let len = usize::from(self.len[p]);
                let mut d = depth[p];
                while d < len {
                    let k = usize::from(self.piles[p][len - 1 - d].rank());
                    if here[p][k] >= wanted[k] {
                        waiting[k] |= 1 << p;
                        break;
                    }
                    here[p][k] += 1;
                    passed[k] += 1;
                    dirty |= 1 << succ(k);
                    d += 1;
                }
                depth[p] = d;
            }
            if dirty == 0 {
                #[cfg(debug_assertions)]
                debug_assert_eq!(
                    (passed, wanted),
                    self.counts_by_passes(free, start, goes_on)
                );
                return (1..=n).any(|k| count[k] > passed[k].min(wanted[k]));
            }
            let r = dirty.trailing_zeros() as usize;
            dirty &= dirty - 1;
            let q = pred(r);
            let next = start[r] + passed[q].min(wanted[q]).min(goes_on[q]);
            if next > wanted[r] {
                wanted[r] = next;
                dirty |= 1 << succ(r);
                go |= std::mem::take(&mut waiting[r]);
            }
        }
    }

    /// [`AylitPos::lost_by_counts`]' bounds by whole passes (from the same `start` and
    /// `goes_on`): every walk from its pile's top and every rank's bound again until nothing
    /// grows, as (the cards of each rank that may go up, the foundations that may want it).
    /// The debug builds check the worklist against it.
    #[cfg(debug_assertions)]
    fn counts_by_passes(
        &self,
        free: usize,
        start: [u8; 16],
        goes_on: [u8; 16],
    ) -> ([u8; 16], [u8; 16]) {
        let n = usize::from(self.ranks);
        let mut wanted = start;
        loop {
            let mut passed = [0u8; 16];
            for p in free..self.np {
                for c in &self.piles[p][..usize::from(self.len[p])] {
                    passed[usize::from(c.rank())] += 1;
                }
            }
            for p in 0..free {
                let mut here = [0u8; 16];
                for c in self.piles[p][..usize::from(self.len[p])].iter().rev() {
                    let k = usize::from(c.rank());
                    if here[k] >= wanted[k] {
                        break;
                    }
                    here[k] += 1;
                    passed[k] += 1;
                }
            }
            let mut next = wanted;
            for r in 1..=n {
                let q = if r == 1 { n } else { r - 1 };
                next[r] = start[r] + passed[q].min(wanted[q]).min(goes_on[q]);
            }
            if next == wanted {
                return (passed, wanted);
            }
            wanted = next;
        }
    }

    /// [`AylitPos::bound_from`] by whole passes, as it was first written: every foundation's
    /// run and every pile's walk again until nothing grows. The debug builds check the
    /// worklist against it.
    #[cfg(debug_assertions)]
    fn bound_by_passes(&self, free: usize) -> Reach {
        let mut loose: Ranks = 0;
        for p in free..self.np {
            for c in &self.piles[p][..usize::from(self.len[p])] {
                loose |= 1 << c.rank();
            }
        }
        // Each foundation's next rank (0: complete) and the cards it still takes.
        let mut start = [0u8; MAX_PILES];
        let mut room = [0u8; MAX_PILES];
        for f in 0..self.np {
            start[f] = self.wants(f);
            room[f] = self.ranks - 1 - self.height[f];
        }
        let n = u32::from(self.ranks);
        let ranks_mask: u32 = ((1 << (n + 1)) - 1) & !1;
        let mut avail: Ranks = 0;
        let mut depth = [0u8; MAX_PILES];
        loop {
            // A foundation may come to want its next rank and, while the ranks it wants are
            // available, the ranks after it, round the corner, at most `room` in all: found as
            // a run of ones in the available ranks written twice, one copy after the other.
            let twice = u32::from(avail) | u32::from(avail) << n;
            let mut wanted = [0 as Ranks; MAX_PILES];
            let mut all: Ranks = 0;
            for f in 0..self.np {
                let r = u32::from(start[f]);
                if r == 0 {
                    continue;
                }
                let count = ((twice >> r).trailing_ones() + 1).min(u32::from(room[f]));
                let run = ((1u32 << count) - 1) << r;
                wanted[f] = ((run | run >> n) & ranks_mask) as Ranks;
                all |= wanted[f];
            }
            // Each pile's walk goes on from where the last pass's stopped: `all` only grows
            // from pass to pass (a run over more available ranks is longer), so the cards
            // walked before would pass again, and their ranks are in `avail` already.
            let mut next = avail | (loose & all);
            for (p, d) in depth.iter_mut().enumerate().take(free) {
                let pile = &self.piles[p][..usize::from(self.len[p])];
                for c in pile.iter().rev().skip(usize::from(*d)) {
                    if all & (1 << c.rank()) == 0 {
                        break;
                    }
                    next |= 1 << c.rank();
                    *d += 1;
                }
            }
            if next == avail {
                return (wanted, depth);
            }
            avail = next;
        }
    }

    /// The move `m` of the current position as a person makes it, with the cards named.
    pub fn step(&self, m: AylitMove) -> AylitStep {
        match m {
            AylitMove::Up { pile, found } => AylitStep::Up {
                card: self.top(usize::from(pile)).unwrap_or(Card::joker(0)),
                pile: pile + 1,
                foundation: found + 1,
                index: self.index[usize::from(found)],
            },
            AylitMove::Redeal => AylitStep::Redeal {
                pile: self.redealt + 1,
                cards: self.len[usize::from(self.redealt)],
            },
        }
    }

    /// [`Game::moves`] worked out (see its doc): the moves up pile by pile, each pile's by
    /// foundation, put in order by a stable sort on their promise.
    fn list_moves(&self, out: &mut Vec<AylitMove>) {
        let offers = self.offers();
        let redealt = self.redealt;
        let mut wanted: Ranks = 0;
        for f in 0..self.np {
            wanted |= 1 << self.wants(f);
        }
        // Each move up as one word: its promise (the lower the better) above its pile and its
        // foundation, a byte each. The promise: twice whether it frees no card that some
        // foundation wants or will want after it, plus whether its pile is still to be
        // redealt; then the foundation's height.
        let mut keyed = [0u32; MAX_PILES * MAX_PILES];
        let mut n = 0;
        for p in 0..self.np {
            let Some(c) = self.top(p) else { continue };
            let mut founds = offers[usize::from(c.rank())];
            if founds == 0 {
                continue;
            }
            let l = usize::from(self.len[p]);
            let under = if l >= 2 {
                self.piles[p][l - 2].rank()
            } else {
                0
            };
            let later = u32::from(p >= usize::from(redealt));
            while founds != 0 {
                let f = founds.trailing_zeros() as usize;
                founds &= founds - 1;
                let next = self.succ(self.wants(f));
                let frees = under != 0 && (wanted | 1 << next) & (1 << under) != 0;
                let class = later + 2 * u32::from(!frees);
                let key = class << 8 | u32::from(self.height[f]);
                let word = key << 16 | (p as u32) << 8 | f as u32;
                // Insertion, stable: after every move of a promise as good.
                let mut i = n;
                while i > 0 && keyed[i - 1] >> 16 > key {
                    keyed[i] = keyed[i - 1];
                    i -= 1;
                }
                keyed[i] = word;
                n += 1;
            }
        }
        let start = out.len();
        out.extend(keyed[..n].iter().map(|&w| AylitMove::Up {
            pile: (w >> 8) as u8,
            found: w as u8,
        }));
        if usize::from(self.redealt) < self.np && (!self.stuck || out.len() == start) {
            out.push(AylitMove::Redeal);
        }
    }

    /// The first pile a redeal of pile `k` deals to.
    #[inline]
    fn first(&self, k: usize) -> usize {
        if self.own {
            k
        } else {
            0
        }
    }
}

impl Game for AylitPos {
    type Move = AylitMove;
    /// The card a move to a foundation took (a redeal may deal over its place in the pile),
    /// or the number of cards a redeal dealt.
    type Undo = Undone;
    /// 128 nibbles: each pile's ranks from the bottom, each pile closed by a 0; then the
    /// foundations' heights in the order of their index ranks (twins, foundations on index
    /// cards of one rank, sorted by height); then the piles redealt. At most 96 + 8 + 8 + 1
    /// nibbles.
    type Key = WideKey<8>;

    const SAFE_MOVES: bool = true;

    /// Yes, with the first run kept ([`Game::keeps_first_run`]): the hard deals are mostly wins
    /// that one move order finds late and another early (our deals 1-100 at a million nodes: 2
    /// unknown with restarts against 5 without, in a third of the nodes), while a loss is still
    /// proved by the first run, which goes on beside the others.
    fn restarts(&self) -> bool {
        true
    }

    fn keeps_first_run(&self) -> bool {
        true
    }

    /// Luby's: many short runs, each in a new order, find the late wins sooner than runs that
    /// double (our deals 1-3,000 at a million nodes: 47 unknown with doubling runs, 28 with
    /// Luby's, in 80% of the nodes; the first run, kept beside them, still proves the losses).
    fn schedule(&self) -> RestartSchedule {
        RestartSchedule::Luby
    }

    /// Each move takes one level down: a card goes up (one card fewer in the piles) or a pile
    /// is redealt (one redeal more). Distinct moves of a position lead to distinct positions:
    /// moves from two piles leave them different lengths, moves of one card to two foundations
    /// leave different foundations (twins, which would not, are offered once), and a redeal
    /// changes the count of redeals.
    const GRADED: bool = true;

    /// Exact on ranks: the piles as ranks from the bottom say what every pile holds and in which
    /// order, the foundations say what each takes next and how many more (twins are
    /// interchangeable: any pile may play to any foundation), and the redeals done say which
    /// pile goes next and how many redeals are left. Suits never decide a move.
    fn key(&self) -> WideKey<8> {
        // Sorted by index rank already: an insertion sort orders the twins' heights, in place.
        let mut founds = [0u8; MAX_PILES];
        for i in 0..self.np {
            let f = usize::from(self.by_rank[i]);
            let x = self.index[f].rank() << 4 | self.height[f];
            let mut j = i;
            while j > 0 && founds[j - 1] > x {
                founds[j] = founds[j - 1];
                j -= 1;
            }
            founds[j] = x;
        }
        self.key_with(&founds)
    }

    /// Only in the last round: see [`AylitPos::uncrossed`], whose argument this is. The key
    /// is that of the position with the foundations uncrossed, which holds the same cards in
    /// the same piles and the same index cards.
    fn dominator(&mut self) -> Option<WideKey<8>> {
        if usize::from(self.redealt) < self.np {
            return None;
        }
        let (index, height) = self.uncrossed()?;
        let mut founds = [0u8; MAX_PILES];
        for f in 0..self.np {
            founds[f] = index[f] << 4 | height[f];
        }
        founds[..self.np].sort_unstable();
        Some(self.key_with(&founds))
    }

    fn is_won(&self) -> bool {
        self.left == 0
    }

    /// The cards that can go up, the card whose pile has already been redealt first (the
    /// book's advice: keep cards in the piles still to be redealt), and of one card's moves the
    /// foundation with the most cards still to take first (in the last round the only one
    /// offered: see [`AylitPos::offers`]); then the redeal, in the book's way only when no card
    /// can go up.
    fn moves(&mut self, out: &mut Vec<AylitMove>) {
        if self.listed_ok {
            out.extend_from_slice(&self.listed);
            return;
        }
        self.list_moves(out);
    }

    fn apply(&mut self, m: AylitMove) -> Undone {
        self.reached = None;
        self.listed_ok = false;
        match m {
            AylitMove::Up { pile, found } => {
                let p = usize::from(pile);
                self.len[p] -= 1;
                self.code(p, usize::from(self.len[p]), 0);
                let f = usize::from(found);
                self.height[f] += 1;
                self.want[f] = self.next_rank(f);
                self.left -= 1;
                let c = self.piles[p][usize::from(self.len[p])];
                self.left_by_rank[usize::from(c.rank())] -= 1;
                Undone::Card(c)
            }
            AylitMove::Redeal => {
                let k = usize::from(self.redealt);
                let n = usize::from(self.len[k]);
                let packet = self.piles[k];
                self.len[k] = 0;
                self.codes[k] = 0;
                let first = self.first(k);
                for (i, &c) in packet[..n].iter().enumerate() {
                    let t = (first + i) % self.np;
                    self.piles[t][usize::from(self.len[t])] = c;
                    self.code(t, usize::from(self.len[t]), c.rank());
                    self.len[t] += 1;
                }
                self.redealt += 1;
                Undone::Dealt(n as u8)
            }
        }
    }

    fn undo(&mut self, m: AylitMove, u: Undone) {
        self.reached = None;
        self.listed_ok = false;
        match u {
            Undone::Card(c) => {
                // Only a move up returns a card.
                let AylitMove::Up { pile, found } = m else {
                    return;
                };
                let p = usize::from(pile);
                self.piles[p][usize::from(self.len[p])] = c;
                self.code(p, usize::from(self.len[p]), c.rank());
                self.len[p] += 1;
                let f = usize::from(found);
                self.height[f] -= 1;
                self.want[f] = self.next_rank(f);
                self.left += 1;
                self.left_by_rank[usize::from(c.rank())] += 1;
            }
            Undone::Dealt(n) => {
                self.redealt -= 1;
                let k = usize::from(self.redealt);
                let first = self.first(k);
                let mut packet = [Card::joker(0); MAX_CARDS];
                for i in (0..usize::from(n)).rev() {
                    let t = (first + i) % self.np;
                    self.len[t] -= 1;
                    self.code(t, usize::from(self.len[t]), 0);
                    packet[i] = self.piles[t][usize::from(self.len[t])];
                }
                self.piles[k][..usize::from(n)].copy_from_slice(&packet[..usize::from(n)]);
                for (at, c) in packet[..usize::from(n)].iter().enumerate() {
                    self.code(k, at, c.rank());
                }
                self.len[k] = n;
            }
        }
    }

    /// A move up is numbered by its pile and foundation (`8 * pile + foundation`); a redeal
    /// never sleeps.
    #[inline]
    fn move_number(&self, m: AylitMove) -> Option<u8> {
        match m {
            AylitMove::Up { pile, found } => Some(pile * MAX_PILES as u8 + found),
            AylitMove::Redeal => None,
        }
    }

    /// Two moves up are independent when they take from different piles to different
    /// foundations: either order reaches the same position (each pile loses its top card, each
    /// foundation gains one), and each stays legal after the other and after any move that
    /// leaves its pile and its foundation alone (its card stays on top, its foundation wants
    /// the same rank; nothing else decides whether a card may go up, in either way of
    /// redealing). So the moves dependent on a move up are those from its pile or to its
    /// foundation; on a redeal, every move (it changes every pile).
    ///
    /// The lists of [`Game::moves`] leave out moves the rules allow (twin foundations, and in
    /// the last round all but the foundation with most cards to take): that does not matter,
    /// since the argument for sleep sets (see [`patience_search::Solver`]) asks only that a win
    /// start with a listed move, and that independent moves commute in the game itself.
    #[inline]
    fn dependents(&self, m: AylitMove) -> MoveSet {
        match m {
            AylitMove::Up { pile, found } => MoveSet::from_low(
                FROM_PILE_0 << (MAX_PILES as u8 * pile) | TO_FOUNDATION_0 << found,
            ),
            AylitMove::Redeal => MoveSet::ALL,
        }
    }

    /// Proved lost when some card of a pile already redealt cannot go up before the game ends
    /// ([`AylitPos::reach_from`] the next pile to redeal, which bounds the rest of the game; in
    /// the last round every pile has been redealt, and it bounds the round), or by counting
    /// cards ([`AylitPos::lost_by_counts`]: on a hard lost deal, 5989, the last round held 99%
    /// of the nodes, each time it began with some 70 cards; on deals that stay unknown, the
    /// round before it holds up to half). Looked at only from the last pile's round on:
    /// before it, the piles still to redeal hold cards of nearly every rank, and the rank bound
    /// gains nothing (our deals 1-404 at a million nodes: 31,639 nodes a deal looked at from
    /// there, 31,787 from the round before, 33,963 in the last round only).
    fn is_dead(&mut self) -> bool {
        let free = usize::from(self.redealt);
        if free + 1 < self.np || self.left == 0 {
            return false;
        }
        let (_, depth) = self.reach_from(free);
        (0..free).any(|p| depth[p] < self.len[p]) || self.lost_by_counts(free)
    }

    /// A move the position forces, or one no win can do without:
    ///
    /// - The only move listed by [`Game::moves`] (a redeal when no card can go up in the
    ///   book's way, or a single card that can go up): if a win exists, it starts with a
    ///   listed move.
    /// - In the book's way ([`Redeal::Stuck`]), a card `c` of rank `r` on top of pile `p` that
    ///   foundation `f` wants, when no other foundation can come to want `r` and no card of
    ///   rank `r` in another pile can go up before the next redeal (`AylitPos::reach`).
    ///
    /// Why the second is safe: take a win `W`. Until the next redeal, `c` stays on top of `p`
    /// (nothing is put on a pile between redeals), and `f` wants `r` until it takes a card of
    /// rank `r`. Only `f` can take `c`, and `f` can take no other card of rank `r` before `c`
    /// goes (those in other piles cannot go up this round; those under `c` only after it). The
    /// round ends with the game won or with no card able to go up; if `c` were still on its
    /// pile, `f` would still want it, so `W` plays `c` to `f` this round. The moves `W` makes
    /// before that are from other piles to other foundations, so playing `c` first leaves them
    /// legal and reaches the same position after them: a win that starts with `c` to `f`.
    /// `tests/as_you_like_it.rs` checks the search with these moves against brute force
    /// without them on thousands of small packs.
    fn safe_move(&mut self) -> Option<AylitMove> {
        if !self.listed_ok {
            let mut buf = std::mem::take(&mut self.listed);
            buf.clear();
            self.list_moves(&mut buf);
            self.listed = buf;
            self.listed_ok = true;
        }
        if self.listed.len() <= 1 {
            return self.listed.first().copied();
        }
        if !self.stuck {
            return None;
        }
        let (wanted, depth) = self.reach();
        // The ranks two or more foundations may come to want.
        let (mut once, mut rivalled): (Ranks, Ranks) = (0, 0);
        for w in &wanted[..self.np] {
            rivalled |= once & w;
            once |= w;
        }
        self.listed.iter().copied().find(|&m| {
            let AylitMove::Up { pile, found } = m else {
                return false;
            };
            let (p, f) = (usize::from(pile), usize::from(found));
            let r = self.wants(f);
            // Foundation `f` wants `r`, so another may too when `r` is rivalled.
            rivalled & 1 << r == 0
                && !(0..self.np).any(|q| {
                    q != p && {
                        let l = usize::from(self.len[q]);
                        let d = usize::from(depth[q]);
                        self.piles[q][l - d..l].iter().any(|c| c.rank() == r)
                    }
                })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::check::{brute_force_winnable_after, brute_force_winnable_after_with};
    use super::*;
    use crate::pack::PackGame;
    use rand::seq::SliceRandom;
    use rand::{RngExt, SeedableRng};
    use rand_pcg::Pcg64;

    /// Plays a random line from each of `packs` shuffled packs of each size (ranks, piles; the
    /// book's redeals), calling `visit` at every position with the rules, the pack and the
    /// steps that led there.
    fn along_random_lines(
        seed: u64,
        sizes: &[(u8, u8)],
        packs: usize,
        mut visit: impl FnMut(&AylitRules, &[Card], &[AylitStep], &mut AylitPos),
    ) {
        let mut rng = Pcg64::seed_from_u64(seed);
        for &(ranks, piles) in sizes {
            let rules = AylitRules {
                ranks,
                piles,
                redeal: Redeal::Stuck,
                start: Start::Left,
            };
            let game = PackGame::new(rules).expect("valid rules");
            for _ in 0..packs {
                let mut pack = game.pack(0);
                pack.shuffle(&mut rng);
                let mut pos = AylitPos::new(&rules, &pack);
                let mut steps = Vec::new();
                let mut moves = Vec::new();
                loop {
                    visit(&rules, &pack, &steps, &mut pos);
                    moves.clear();
                    pos.list_moves(&mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    let m = moves[rng.random_range(0..moves.len())];
                    steps.push(pos.step(m));
                    pos.apply(m);
                }
            }
        }
    }

    /// The uncrossed foundations ([`AylitPos::uncrossed`]) against the plain model's brute
    /// force (`check.rs`) over the rest of the last round: along random lines of play on small
    /// packs, at every position of the last round with nested foundations, the uncrossed
    /// position is won whenever the position is. Some are won only uncrossed, so the check
    /// can fail, and the uncrossed position keeps every pile, every index card and every rank
    /// wanted.
    #[test]
    fn the_uncrossed_foundations_dominate() {
        let (mut nested, mut won, mut won_only_uncrossed) = (0, 0, 0);
        let sizes = [(6, 4), (7, 4), (8, 4), (9, 4), (6, 6), (7, 6)];
        along_random_lines(20, &sizes, 1000, |rules, pack, steps, pos| {
            if usize::from(pos.redealt) < pos.np || pos.left == 0 {
                return;
            }
            let Some((index, height)) = pos.uncrossed() else {
                return;
            };
            nested += 1;
            let ranks = rules.ranks;
            let mut old: Vec<u8> = (0..pos.np).map(|f| pos.index[f].rank()).collect();
            let mut new = index[..pos.np].to_vec();
            old.sort_unstable();
            new.sort_unstable();
            assert_eq!(old, new, "the index cards change");
            let there: Vec<(u8, u8)> = (0..pos.np).map(|f| (index[f], height[f])).collect();
            for (f, &(i, h)) in there.iter().enumerate() {
                let w = if h + 1 >= ranks {
                    0
                } else {
                    (i + h) % ranks + 1
                };
                assert_eq!(w, pos.want[f], "a foundation wants another rank");
            }
            let x = brute_force_winnable_after(rules, pack, steps);
            let y = brute_force_winnable_after_with(rules, pack, steps, &there);
            assert!(!x || y, "won, but not uncrossed: {pack:?}");
            won += usize::from(x);
            won_only_uncrossed += usize::from(y && !x);
        });
        assert!(nested > 1000, "{nested} positions with nested foundations");
        assert!(won > 100, "{won} of them won");
        assert!(
            won_only_uncrossed > 20,
            "{won_only_uncrossed} won only uncrossed"
        );
    }

    /// The counting proof against the plain model's brute force (`check.rs`, the rest of the
    /// game, redeals included): along random lines of play on small packs, every position of
    /// the last round or the round before that it proves lost is lost, and in each of the two
    /// it proves positions lost that the rank bound alone does not.
    #[test]
    fn the_counting_proof_agrees_with_exhaustive_search() {
        // By round: the last (0) and the one before (1).
        let mut beyond_ranks = [0; 2];
        let mut proved = [0; 2];
        let sizes = [(5, 2), (6, 2), (7, 2), (6, 4), (8, 4), (9, 4)];
        along_random_lines(18, &sizes, 300, |rules, pack, steps, pos| {
            let free = usize::from(pos.redealt);
            if free + 1 < pos.np || pos.left == 0 {
                return;
            }
            let round = pos.np - free;
            let (_, depth) = pos.reach_from(free);
            let by_ranks = (0..free).any(|p| depth[p] < pos.len[p]);
            if pos.lost_by_counts(free) {
                proved[round] += 1;
                beyond_ranks[round] += usize::from(!by_ranks);
                assert!(
                    !brute_force_winnable_after(rules, pack, steps),
                    "proved lost but winnable: {pack:?}"
                );
            } else {
                assert!(!by_ranks, "the rank bound proves more: {pack:?}");
            }
        });
        for round in 0..2 {
            assert!(proved[round] > 100, "{proved:?} positions proved lost");
            assert!(
                beyond_ranks[round] > 10,
                "{beyond_ranks:?} beyond the rank bound"
            );
        }
    }
}
