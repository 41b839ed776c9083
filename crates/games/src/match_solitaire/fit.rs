//! A deal that fits a game line: for checking solutions published with another program's deal
//! numbers (the seed's shuffle-ids), whose layouts we cannot deal ourselves.

use super::layout::MatchLayout;
use super::notation::{GameLine, MatchMove, Place};
use super::rules::MatchRules;
use patience_cards::Card;

/// Where each card of a deal goes in a replay of a game on unknown cards: the deal's cards are
/// "slots" numbered in dealing order, and the moves say which slots must share a value and which
/// slots stack on which.
struct Symbolic {
    slots: usize,
    /// `(a, b)`: slot `a` was stacked on slot `b`.
    stacked: Vec<(usize, usize)>,
    /// The slots of each collect.
    sets: Vec<Vec<usize>>,
}

/// Replays `g` on unknown cards; `None` if a move is impossible whatever the cards are (a card
/// taken from an empty place or a place the game does not have, a card put into a full cell).
fn symbolic(g: &GameLine) -> Option<Symbolic> {
    let r = &g.rules;
    let c = usize::from(r.columns);
    let n = r.cards();
    let mut cols: Vec<Vec<usize>> = vec![Vec::new(); c];
    let mut stock: Vec<usize> = Vec::new();
    if r.closed {
        stock = (0..n).rev().collect();
    } else {
        for s in 0..n {
            cols[s % c].push(s);
        }
    }
    let mut cells: Vec<Option<usize>> = vec![None; c];
    let mut out = Symbolic {
        slots: n,
        stacked: Vec::new(),
        sets: Vec::new(),
    };
    let take = |cols: &mut Vec<Vec<usize>>, cells: &mut Vec<Option<usize>>, p: Place| match p {
        Place::Column(i) => cols.get_mut(usize::from(i))?.pop(),
        Place::Cell(i) => cells.get_mut(usize::from(i))?.take(),
    };
    for mv in &g.moves {
        match mv {
            MatchMove::Move { from, to } => {
                let s = take(&mut cols, &mut cells, *from)?;
                match *to {
                    Place::Column(i) => {
                        let col = cols.get_mut(usize::from(i))?;
                        if let Some(&b) = col.last() {
                            out.stacked.push((s, b));
                        }
                        col.push(s);
                    }
                    Place::Cell(i) => {
                        let cell = cells.get_mut(usize::from(i))?;
                        if cell.is_some() {
                            return None;
                        }
                        *cell = Some(s);
                    }
                }
            }
            MatchMove::Collect(ps) => {
                let set = ps
                    .iter()
                    .map(|&p| take(&mut cols, &mut cells, p))
                    .collect::<Option<Vec<usize>>>()?;
                out.sets.push(set);
            }
            MatchMove::Deal => {
                for col in &mut cols {
                    if let Some(s) = stock.pop() {
                        col.push(s);
                    }
                }
            }
        }
    }
    Some(out)
}

/// The constraints on each slot, for the backtracking search.
struct Constraints<'a> {
    rules: &'a MatchRules,
    /// Slots that must share the slot's value.
    same: Vec<Vec<usize>>,
    /// Slots stacked on the slot.
    above: Vec<Vec<usize>>,
    /// Slots the slot was stacked on.
    below: Vec<Vec<usize>>,
}

impl Constraints<'_> {
    /// Whether card `c` in slot `s` agrees with every slot already given a card.
    fn fits(&self, got: &[Option<Card>], s: usize, c: Card) -> bool {
        self.same[s]
            .iter()
            .all(|&t| got[t].is_none_or(|d| d.rank() == c.rank()))
            && self.above[s]
                .iter()
                .all(|&t| got[t].is_none_or(|d| self.rules.stacks_on(d, c)))
            && self.below[s]
                .iter()
                .all(|&t| got[t].is_none_or(|d| self.rules.stacks_on(c, d)))
    }

    /// Gives a card to every slot still without one: the slot with the fewest fitting cards
    /// first, depth first, within `budget` steps.
    fn go(
        &self,
        got: &mut [Option<Card>],
        left: &mut [usize],
        kinds: &[Card],
        budget: &mut u64,
    ) -> bool {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let mut best: Option<(usize, usize)> = None;
        for s in 0..got.len() {
            if got[s].is_some() {
                continue;
            }
            let k = kinds
                .iter()
                .enumerate()
                .filter(|&(i, &c)| left[i] > 0 && self.fits(got, s, c))
                .count();
            if best.is_none_or(|(_, bk)| k < bk) {
                best = Some((s, k));
            }
        }
        let Some((s, _)) = best else { return true };
        for i in 0..kinds.len() {
            if left[i] > 0 && self.fits(got, s, kinds[i]) {
                left[i] -= 1;
                got[s] = Some(kinds[i]);
                if self.go(got, left, kinds, budget) {
                    return true;
                }
                got[s] = None;
                left[i] += 1;
            }
        }
        false
    }
}

/// The layout of `rules` with `cards` in dealing order (an open game deals them round robin into
/// the columns; a closed game keeps them all in the stock).
fn layout_of(rules: &MatchRules, cards: Vec<Card>) -> MatchLayout {
    let c = usize::from(rules.columns);
    if rules.closed {
        return MatchLayout {
            tableau: vec![Vec::new(); c],
            cells: Vec::new(),
            stock: cards,
        };
    }
    let mut tableau = vec![Vec::new(); c];
    for (i, card) in cards.into_iter().enumerate() {
        tableau[i % c].push(card);
    }
    MatchLayout {
        tableau,
        cells: Vec::new(),
        stock: Vec::new(),
    }
}

/// A deal of `line.rules` on which the moves of `line` can be played: for replaying a solution
/// published with another program's deal number (such as the seed's `3x3x13x5+1 1a 23 ..`), whose
/// layout our deal numbers do not give.
///
/// The moves are first replayed on unknown cards, which says which cards must share a value (each
/// collect) and which must stack on which (each move onto a card), under `line.rules`' stacking
/// rules; a backtracking search (most constrained card first, at most a million steps) then deals
/// the deck's cards to fit. Legality is only as far as these constraints go: check the result with
/// [`super::verify`], which also says whether the line wins.
///
/// `None` when a move is impossible whatever the cards (a card taken from an empty place or a place
/// the game does not have, a card put into a full cell), or when no deal is found.
pub fn deal_fitting(line: &GameLine) -> Option<MatchLayout> {
    let sym = symbolic(line)?;
    let n = sym.slots;
    let mut con = Constraints {
        rules: &line.rules,
        same: vec![Vec::new(); n],
        above: vec![Vec::new(); n],
        below: vec![Vec::new(); n],
    };
    for set in &sym.sets {
        for &a in set {
            con.same[a].extend(set.iter().copied().filter(|&b| b != a));
        }
    }
    for &(a, b) in &sym.stacked {
        con.below[a].push(b);
        con.above[b].push(a);
    }
    let deck = line.rules.deck();
    let mut kinds = deck.clone();
    kinds.sort_unstable();
    kinds.dedup();
    let mut left: Vec<usize> = kinds
        .iter()
        .map(|k| deck.iter().filter(|c| *c == k).count())
        .collect();
    let mut got: Vec<Option<Card>> = vec![None; n];
    let mut budget = 1_000_000;
    if !con.go(&mut got, &mut left, &kinds, &mut budget) {
        return None;
    }
    let cards = got.into_iter().collect::<Option<Vec<Card>>>()?;
    Some(layout_of(&line.rules, cards))
}
