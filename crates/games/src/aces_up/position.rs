//! The searchable Aces Up position: apply and undo, an exact key, and the safe discards.

use super::check::AcesUpStep;
use super::AcesUpRules;
use crate::rows::{card, code, suit, RowPiles, RowState, MAX_PILES, NO_CARD};
use patience_cards::Card;
use patience_search::Game;

/// A move of the search.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AcesUpMove {
    /// Discard pile `0`'s top card (a higher card of its suit tops another pile).
    Discard(u8),
    /// Move pile `from`'s top card into the empty pile `to`.
    Fill {
        /// The pile it leaves, from 0.
        from: u8,
        /// The empty pile, from 0.
        to: u8,
    },
    /// Deal the next row.
    Deal,
    /// The position's whole run of safe moves ([`Game::safe_move`]), discards and deals, as one
    /// move of the search: played in a tight loop, and taken back by restoring the piles saved
    /// before it, rather than one search step a card (a run is about fifteen moves). Never a
    /// move of [`Game::moves`] or of a player; [`crate::pack::PackRules::play_steps`] spells it
    /// out as the moves it makes.
    Sweep,
}

/// An Aces Up position: the piles, the rows dealt, the cards discarded.
#[derive(Clone, Debug)]
pub struct AcesUpPos {
    pub(super) rows: RowPiles,
    /// The cards to discard for a win (all but the aces), a bit a code.
    targets: u64,
    /// For each code, the cards of its suit below it (ace high), a bit a code.
    lower: [u64; 64],
    /// For each code, the cards of its suit above it (ace high), a bit a code.
    higher: [u64; 64],
    /// For each code, the pile the deal puts it on.
    home: [u8; 64],
    /// Each code's rank with the ace above the top rank.
    value: [u8; 64],
    pub(super) compulsory: bool,
    /// What the last sweep made to spell out did ([`AcesUpPos::play_steps`]): a discard as
    /// its pile and card, a deal as [`DEALT`]. The search's sweeps log nothing.
    log: Vec<(u8, u8)>,
    /// The piles before each sweep on the path, latest last ([`Game::undo`] of
    /// [`AcesUpMove::Sweep`] puts them back).
    saved: Vec<RowState>,
    /// Whether the last move applied was a sweep, so that no safe move is left.
    settled: bool,
    /// The key of the position, when `settled` and not `dead` (the sweep's end writes it: the
    /// search asks for it as the key after the run, and for the keys of all the position's
    /// children, each made from it; of a dead end, for none).
    settled_key: u128,
    /// Whether the last sweep ended dead ([`Game::is_dead`]), when `settled`.
    dead: bool,
}

/// A deal in the sweeps' log.
const DEALT: (u8, u8) = (NO_CARD, NO_CARD);

/// The bit of code `c` in a set of codes (none for `NO_CARD`).
#[inline]
fn bit(c: u8) -> u64 {
    if c == NO_CARD {
        0
    } else {
        1 << c
    }
}

/// A sweep's logged move as a person makes it.
fn logged_step(entry: (u8, u8)) -> AcesUpStep {
    if entry == DEALT {
        AcesUpStep::Deal
    } else {
        AcesUpStep::Discard {
            card: card(entry.1),
            pile: entry.0 + 1,
        }
    }
}

impl AcesUpPos {
    /// The start of play (nothing dealt yet) of `pack`, the pack in dealing order.
    pub fn new(rules: &AcesUpRules, pack: &[Card]) -> AcesUpPos {
        let rows = RowPiles::new(rules.shape(), pack);
        let mut value = [0; 64];
        let mut home = [NO_CARD; 64];
        let mut targets = 0;
        for (i, &c) in pack.iter().enumerate() {
            let k = code(c);
            value[usize::from(k)] = if c.rank() == 1 {
                rules.ranks + 1
            } else {
                c.rank()
            };
            home[usize::from(k)] = rules.shape().pile_of(i) as u8;
            if c.rank() != 1 {
                targets |= 1 << k;
            }
        }
        let mut lower = [0; 64];
        let mut higher = [0; 64];
        for &a in pack {
            for &b in pack {
                let (a, b) = (code(a), code(b));
                if suit(a) == suit(b) && value[usize::from(b)] < value[usize::from(a)] {
                    lower[usize::from(a)] |= 1 << b;
                    higher[usize::from(b)] |= 1 << a;
                }
            }
        }
        AcesUpPos {
            rows,
            targets,
            lower,
            higher,
            home,
            value,
            compulsory: rules.compulsory_discards,
            log: Vec::new(),
            saved: Vec::new(),
            settled: false,
            settled_key: 0,
            dead: false,
        }
    }

    /// Whether pile `p`'s top card may be discarded: a higher card of its suit tops another
    /// pile.
    pub(super) fn discardable(&self, p: usize) -> bool {
        let Some(c) = self.rows.top(p) else {
            return false;
        };
        (0..self.rows.piles()).any(|q| {
            q != p
                && self.rows.top(q).is_some_and(|t| {
                    suit(t) == suit(c) && self.value[usize::from(t)] > self.value[usize::from(c)]
                })
        })
    }

    /// The move `m` of the current position as a person makes it, with the cards named (of a
    /// [`AcesUpMove::Sweep`], its first move: [`AcesUpPos::play_steps`] gives them all).
    pub fn step(&self, m: AcesUpMove) -> AcesUpStep {
        match m {
            AcesUpMove::Sweep => {
                let mut p = self.clone();
                p.sweep::<true>();
                p.log.first().map_or(AcesUpStep::Deal, |&e| logged_step(e))
            }
            AcesUpMove::Deal => AcesUpStep::Deal,
            AcesUpMove::Discard(p) => AcesUpStep::Discard {
                card: card(self.rows.top(usize::from(p)).unwrap_or_default()),
                pile: p + 1,
            },
            AcesUpMove::Fill { from, to } => AcesUpStep::Fill {
                card: card(self.rows.top(usize::from(from)).unwrap_or_default()),
                from: from + 1,
                to: to + 1,
            },
        }
    }

    /// Plays `m`, appending the moves it makes as a person makes them to `out`: one, or a
    /// sweep's run of safe moves one by one, read from its log (each legal when it is made:
    /// see [`AcesUpPos::sweep`]; the tests replay them on the independent checker).
    pub fn play_steps(&mut self, m: AcesUpMove, out: &mut Vec<AcesUpStep>) {
        if m == AcesUpMove::Sweep {
            self.saved.push(self.rows.save());
            self.sweep::<true>();
            out.extend(self.log.iter().map(|&e| logged_step(e)));
        } else {
            out.push(self.step(m));
            self.apply(m);
        }
    }

    /// The first safe move of the position, if any (see [`Game::safe_move`], whose doc argues
    /// why each is safe): the first pile's top card that may go at once, else the deal when
    /// nothing else can be done. The rule as the doc states it, one move at a time: debug
    /// builds check each sweep against it.
    #[cfg(debug_assertions)]
    fn first_safe(&self) -> Option<AcesUpMove> {
        let left = !self.rows.gone();
        let n = self.rows.piles();
        // The highest value on top in each suit: a top card below it is discardable (one
        // deck, so a higher card of the suit is another card, on another pile).
        let mut best = [0u8; 4];
        let mut any_empty = false;
        for p in 0..n {
            match self.rows.top(p) {
                Some(c) => {
                    let b = &mut best[suit(c)];
                    *b = (*b).max(self.value[usize::from(c)]);
                }
                None => any_empty = true,
            }
        }
        let mut any_discard = false;
        for p in 0..n {
            let Some(c) = self.rows.top(p) else {
                continue;
            };
            if self.value[usize::from(c)] < best[suit(c)] {
                if self.compulsory || self.lower[usize::from(c)] & left == 0 {
                    return Some(AcesUpMove::Discard(p as u8));
                }
                any_discard = true;
            }
        }
        (!any_empty && !any_discard && self.rows.can_deal()).then_some(AcesUpMove::Deal)
    }

    /// Plays the position's run of safe moves ([`Game::safe_move`]), with `LOG` logging each
    /// (the log holds this sweep's moves only). Each move is legal when it is made: a card is
    /// discarded only below the highest card of its suit on top, which is on another pile and
    /// never discarded itself (nothing on top of its suit is higher), and a deal only when no
    /// pile is empty. Debug builds check that it ends where the safe moves played one at a time
    /// end (in pile order, [`AcesUpPos::first_safe`]): a safe discard stays safe until it is
    /// made (the card that lets it go is higher, so not itself discardable safely unless
    /// compulsory, and with compulsory discards the highest card of a suit on top is never
    /// discarded), so every order of the discards ends in the same position, where the deal is
    /// decided as there.
    fn sweep<const LOG: bool>(&mut self) {
        // Debug builds check the claim above: the safe moves one by one end where the sweep does.
        #[cfg(debug_assertions)]
        let one_by_one = {
            let mut p = self.clone();
            while let Some(s) = p.first_safe() {
                p.apply(s);
            }
            p.key()
        };
        let n = self.rows.piles();
        if LOG {
            self.log.clear();
        }
        // Each pile's top card (`NO_CARD` for an empty pile), and the top cards as a set of
        // codes, kept here as the sweep goes rather than read again from the piles: a top
        // card may go when the set holds a higher card of its suit (on another pile: one
        // deck), a test of one word rather than each suit's best worked out.
        let mut top = [NO_CARD; MAX_PILES];
        let mut tops: u64 = 0;
        for (p, t) in top.iter_mut().enumerate().take(n) {
            *t = self.rows.top(p).unwrap_or(NO_CARD);
            tops |= bit(*t);
        }
        loop {
            let left = !self.rows.gone();
            let mut discarded = false;
            for (p, t) in top.iter_mut().enumerate().take(n) {
                while *t != NO_CARD
                    && tops & self.higher[usize::from(*t)] != 0
                    && (self.compulsory || self.lower[usize::from(*t)] & left == 0)
                {
                    let c = self.rows.discard(p);
                    if LOG {
                        self.log.push((p as u8, c));
                    }
                    discarded = true;
                    tops &= !bit(c);
                    *t = self.rows.top(p).unwrap_or(NO_CARD);
                    tops |= bit(*t);
                }
            }
            if discarded {
                continue;
            }
            // No safe discard is left; deal when nothing else can be done.
            let blocked = top[..n]
                .iter()
                .any(|&t| t == NO_CARD || tops & self.higher[usize::from(t)] != 0);
            if blocked || !self.rows.can_deal() {
                break;
            }
            self.rows.deal();
            if LOG {
                self.log.push(DEALT);
            }
            tops = 0;
            for (p, t) in top.iter_mut().enumerate().take(n) {
                *t = self.rows.top(p).unwrap_or(NO_CARD);
                tops |= bit(*t);
            }
        }
        // With compulsory discards none is left here, so with no empty pile and no row left no
        // move is left at all; the search then asks for no key.
        self.dead = self.dead_end();
        if !self.dead {
            self.settled_key = self.fresh_key();
        }
        self.settled = true;
        #[cfg(debug_assertions)]
        debug_assert_eq!(
            self.fresh_key(),
            one_by_one,
            "a sweep and its safe moves one by one"
        );
    }

    /// Compulsory discards, every row dealt, no pile empty, and not won: with no discard left
    /// (as after a sweep), no move is left.
    fn dead_end(&self) -> bool {
        self.compulsory
            && !self.rows.can_deal()
            && (0..self.rows.piles()).all(|p| self.rows.len(p) > 0)
            && !self.is_won()
    }

    /// The key ([`Game::key`]) worked out from the piles; `key` gives the one the last sweep
    /// wrote while the position is as that sweep left it.
    fn fresh_key(&self) -> u128 {
        let mut k = u128::from(self.rows.dealt()) | u128::from(self.rows.gone()) << 4;
        for p in 0..self.rows.piles() {
            let moved = self.rows.pile(p).first().map_or(0, |&b| {
                if usize::from(self.home[usize::from(b)]) == p {
                    0
                } else {
                    u128::from(b) + 1
                }
            });
            k |= moved << (56 + 6 * p);
        }
        k
    }
}

impl Game for AcesUpPos {
    type Move = AcesUpMove;
    /// The card a discard took (nothing for a sweep: the piles before it are saved).
    type Undo = u8;
    type Key = u128;

    /// A card moved into an empty pile can be moved back when its old pile empties.
    const CYCLIC: bool = true;
    const SAFE_MOVES: bool = true;
    /// Every child has a run (its sweep), short and cheap to make again, and nearly half of
    /// the children swept end dead: a look-up before the sweep costs more than the sweeps it
    /// saves (`docs/experiments.md`).
    const SETTLED_ONLY: bool = true;

    /// Never: the hard deals are lost ones (deals 1-100,000: the lost deals take 96% of the
    /// nodes), and a loss is proved only by one run through every reachable position, which a
    /// restart, with its empty table, begins again. On deals 1-3,000 restarts from 10,000 nodes
    /// searched 1.9 times the nodes of one run, wins included, for the same verdicts.
    fn restarts(&self) -> bool {
        false
    }

    /// The rows dealt (4 bits), the cards discarded (a bit a code), and for each pile the card
    /// moved into it when it was empty, if that card is still its bottom one (6 bits a pile, 0
    /// for none). That is exact: a pile holds that card, if any, then the cards the deal put on
    /// it that are neither discarded nor the bottom card of another pile, in dealing order
    /// (cards dealt to it before the moved card came were all gone by then). After a sweep,
    /// the key the sweep wrote.
    fn key(&self) -> u128 {
        if self.settled && !self.dead {
            self.settled_key
        } else {
            self.fresh_key()
        }
    }

    fn is_won(&self) -> bool {
        self.rows.gone() == self.targets
    }

    /// The parent's key with the fields the move changes: a deal adds one to the rows dealt
    /// (the piles it lands on keep their bottom cards, and an empty pile gets its own card); a
    /// move into an empty pile writes the moved card as that pile's bottom (or none if the deal
    /// put it there) and clears its old pile's if that empties; a discard adds the card to the
    /// gone ones and clears its pile's bottom if that empties.
    fn child_key(&mut self, m: AcesUpMove) -> u128 {
        let mut k = self.key();
        let field = |p: usize| 0x3fu128 << (56 + 6 * p);
        match m {
            AcesUpMove::Sweep => {
                let u = self.apply(m);
                k = self.key();
                self.undo(m, u);
            }
            AcesUpMove::Deal => k += 1,
            AcesUpMove::Fill { from, to } => {
                let (f, t) = (usize::from(from), usize::from(to));
                let c = self.rows.top(f).unwrap_or_default();
                if usize::from(self.home[usize::from(c)]) != t {
                    k |= (u128::from(c) + 1) << (56 + 6 * t);
                }
                if self.rows.len(f) == 1 {
                    k &= !field(f);
                }
            }
            AcesUpMove::Discard(p) => {
                let p = usize::from(p);
                let c = self.rows.top(p).unwrap_or_default();
                k |= 1u128 << (4 + u32::from(c));
                if self.rows.len(p) == 1 {
                    k &= !field(p);
                }
            }
        }
        debug_assert_eq!(k, {
            let u = self.apply(m);
            let key = self.key();
            self.undo(m, u);
            key
        });
        k
    }

    /// Every discard (unless compulsory: the run of safe moves has made them all), every move
    /// of a top card into an empty pile, and the deal; but once the stock is out, moves into
    /// an empty pile are listed only into the first empty pile and only from piles of two cards
    /// or more.
    ///
    /// Why that is safe: with no row left to deal, the piles are interchangeable (no card will
    /// ever be dealt to a given pile, and every rule reads only which cards top which piles),
    /// so two positions that differ only in which pile holds what are won or lost together.
    /// Moving a lone card into an empty pile gives the current position with those two piles
    /// swapped, and moving a card into another empty pile gives the move into the first
    /// empty pile's position with those two empty piles swapped: each child left out is a
    /// relabelling of a position the search reaches anyway (the current one, or a sibling).
    ///
    /// With compulsory discards, the stock out and one pile empty, a move into it that uncovers
    /// a card of a suit no top card has is left out: it is a dead end. The position has no
    /// discard left (the run of safe moves made them all), and after the move the top cards
    /// are the same cards and the uncovered one, which, of a suit none of them has, is neither
    /// discardable nor lets any of them go; no pile is empty (the moved card came from a pile
    /// of two or more) and no row is left, so no move is left at all ([`Game::is_dead`]).
    /// Leaving out a losing child changes no verdict, and saves playing it to find it dead.
    fn moves(&mut self, out: &mut Vec<AcesUpMove>) {
        let n = self.rows.piles();
        // With compulsory discards, the run of safe moves has made every discard.
        for p in (0..n).filter(|_| !self.compulsory) {
            if self.discardable(p) {
                out.push(AcesUpMove::Discard(p as u8));
            }
        }
        let stock_out = !self.rows.can_deal();
        // The suits of the top cards, when a fill would leave no pile empty with the stock out
        // and nothing else to play: then a fill that uncovers a card of none of them is a dead
        // end (see above).
        let dead_ends =
            self.compulsory && stock_out && (0..n).filter(|&p| self.rows.len(p) == 0).count() == 1;
        let top_suits = if dead_ends {
            (0..n)
                .filter_map(|p| self.rows.top(p))
                .fold(0u8, |s, c| s | 1 << suit(c))
        } else {
            0
        };
        for to in 0..n {
            if self.rows.len(to) > 0 {
                continue;
            }
            for from in 0..n {
                let len = self.rows.len(from);
                if dead_ends && len >= 2 {
                    let under = self.rows.pile(from)[len - 2];
                    if top_suits & 1 << suit(under) == 0 {
                        continue;
                    }
                }
                if len > usize::from(stock_out) {
                    out.push(AcesUpMove::Fill {
                        from: from as u8,
                        to: to as u8,
                    });
                }
            }
            if stock_out {
                break;
            }
        }
        if !stock_out {
            out.push(AcesUpMove::Deal);
        }
    }

    fn apply(&mut self, m: AcesUpMove) -> u8 {
        self.settled = false;
        match m {
            AcesUpMove::Discard(p) => self.rows.discard(usize::from(p)),
            AcesUpMove::Fill { from, to } => {
                let c = self.rows.pop(usize::from(from));
                self.rows.push(usize::from(to), c);
                c
            }
            AcesUpMove::Deal => {
                self.rows.deal();
                NO_CARD
            }
            AcesUpMove::Sweep => {
                self.saved.push(self.rows.save());
                self.sweep::<false>();
                NO_CARD
            }
        }
    }

    fn undo(&mut self, m: AcesUpMove, c: u8) {
        self.settled = false;
        match m {
            AcesUpMove::Discard(p) => self.rows.undiscard(usize::from(p), c),
            AcesUpMove::Fill { from, to } => {
                let c = self.rows.pop(usize::from(to));
                self.rows.push(usize::from(from), c);
            }
            AcesUpMove::Deal => self.rows.undeal(),
            AcesUpMove::Sweep => {
                // Every sweep applied saved its piles, and undos come in reverse order.
                let before = self.saved.pop();
                debug_assert!(before.is_some(), "a sweep taken back that saved nothing");
                if let Some(before) = before {
                    self.rows.restore(&before);
                }
            }
        }
    }

    /// Lost when every row is dealt, no pile is empty and no discard is left to make (the
    /// position after its run of safe moves): no move is left at all, so nothing can change.
    fn is_dead(&mut self) -> bool {
        if self.settled {
            self.dead
        } else {
            self.dead_end()
        }
    }

    /// A discardable top card `c` is discarded at once when no card of its suit below it is
    /// left anywhere (in the piles or the stock).
    ///
    /// Why it is safe (if the position is won, some win starts with it): take a win `W`; `c` is
    /// no ace, so `W` discards it some time. Discard it first, then play `W` without its moves
    /// of `c` (its discard, and any move of `c` into an empty pile). At every step each pile
    /// holds what it holds in `W`, less `c`: a deal puts one card on every pile, empty or not,
    /// and a moved card goes where `W` moves it. So every card on top in `W` is on top here,
    /// and every pile empty in `W` is empty here. A discard of `W` stays legal: its card is on
    /// top, and the higher card of its suit that lets it go is on top of another pile, and is
    /// not `c` (it would be a card of `c`'s suit below `c`, and none is left). A move into an
    /// empty pile and a deal stay legal as well, and the end position is `W`'s without `c`:
    /// only aces. `tests/aces_up.rs` checks the search with these moves against a brute-force
    /// search without them on thousands of small deals.
    ///
    /// With compulsory discards, every discard is made at once, in pile order: the rules leave
    /// no other move while one can be made, and the order does not matter, since a discard
    /// never stops another card from being discardable (the highest card of a suit on top is
    /// never discarded, and it lets every other card of its suit on top go).
    ///
    /// When no discard is made and no pile is empty, the next row is dealt at once if one is
    /// left and the rules leave no other move: with every pile holding a card there is no
    /// move into an empty pile, and with compulsory discards (or none possible) the deal is
    /// the only legal move, so every win starts with it.
    ///
    /// The search plays the whole run as one [`AcesUpMove::Sweep`], asked for after every
    /// other move (a run of none costs one look at the piles, as finding none would).
    fn safe_move(&mut self) -> Option<AcesUpMove> {
        (!self.settled).then_some(AcesUpMove::Sweep)
    }
}
