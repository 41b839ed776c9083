//! An independent replay checker and a brute-force solver, sharing no code with the search.
//!
//! Both work on the plain layout (vectors of cards) and the rules as written, with no dominance and
//! no pruning, so the tests can hold the solver to them. The rules, as `docs/rules.md` reads
//! them: two available cards are discarded together if they share a rank or either is a joker
//! (wild), but two jokers only if the rules do not keep them apart; available are the top card
//! of each column and the reserve cards (only the next one in dealing order with a closed
//! reserve); with overlap discards the top card of a column may go
//! with the card directly beneath it if they match; with a stock, every column a move empties
//! receives the stock's next card, left to right, while the stock lasts. A closed tableau changes
//! nothing for a player who knows every card.

use super::layout::{Layout, Place, Step};
use super::rules::NestorRules;
use patience_cards::Card;
use std::collections::{HashSet, VecDeque};

/// Replays `steps` on `layout` and checks that each is legal and that the last one wins.
///
/// # Errors
/// The number (from 1) of the first illegal step and why, or that the replay ends unwon.
pub fn replay(rules: &NestorRules, layout: &Layout, steps: &[Step]) -> Result<(), String> {
    let mut cols = layout.columns.clone();
    let (mut reserve, mut stock): (Vec<Option<Card>>, VecDeque<Card>) = if rules.stock {
        (Vec::new(), layout.reserve.iter().copied().collect())
    } else {
        (
            layout.reserve.iter().copied().map(Some).collect(),
            VecDeque::new(),
        )
    };
    for (n, step) in steps.iter().enumerate() {
        let n = n + 1;
        if step.places[0] == step.places[1] {
            return Err(format!("step {n}: the same place twice"));
        }
        if !rules.pairs(step.cards[0], step.cards[1]) {
            return Err(if step.cards.iter().all(|c| c.is_joker()) {
                format!("step {n}: two jokers do not pair (jokers apart)")
            } else {
                format!(
                    "step {n}: {} and {} differ in rank",
                    step.cards[0], step.cards[1]
                )
            });
        }
        // Check both places against the layout before removing either.
        for (card, place) in step.cards.iter().zip(&step.places) {
            let found = match *place {
                Place::Column(c) => cols.get(c).and_then(|col| col.last()).copied(),
                Place::Beneath(c) => {
                    if !rules.overlap {
                        return Err(format!("step {n}: overlap discards are not allowed"));
                    }
                    if !step.places.contains(&Place::Column(c)) {
                        return Err(format!(
                            "step {n}: a covered card pairs only with its cover"
                        ));
                    }
                    cols.get(c)
                        .and_then(|col| col.len().checked_sub(2).map(|i| col[i]))
                }
                Place::Reserve(i) => {
                    if rules.closed_reserve {
                        let next = reserve.iter().position(Option::is_some);
                        if next != Some(i) {
                            return Err(format!(
                                "step {n}: the reserve is used in order, reserve {} is not next",
                                i + 1
                            ));
                        }
                    }
                    reserve.get(i).copied().flatten()
                }
            };
            if found != Some(*card) {
                return Err(format!("step {n}: {card} is not at {place}"));
            }
        }
        for place in step.places {
            match place {
                Place::Column(c) | Place::Beneath(c) => {
                    cols[c].pop();
                }
                Place::Reserve(i) => reserve[i] = None,
            }
        }
        for col in &mut cols {
            if col.is_empty() {
                if let Some(card) = stock.pop_front() {
                    col.push(card);
                }
            }
        }
    }
    let left =
        cols.iter().map(Vec::len).sum::<usize>() + reserve.iter().flatten().count() + stock.len();
    if left > 0 {
        return Err(format!(
            "not won: {left} cards left after {} steps",
            steps.len()
        ));
    }
    Ok(())
}

/// A position of the brute-force search, as plainly as possible.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Plain {
    cols: Vec<Vec<Card>>,
    reserve: Vec<Option<Card>>,
    /// Stock cards dealt so far.
    dealt: usize,
}

/// Whether `layout` can be won, by exhaustive search of every legal discard (a set of visited
/// positions only avoids repeating work). For small layouts in tests.
pub fn brute_force_winnable(rules: &NestorRules, layout: &Layout) -> bool {
    let (reserve, stock): (Vec<Option<Card>>, Vec<Card>) = if rules.stock {
        (Vec::new(), layout.reserve.clone())
    } else {
        (
            layout.reserve.iter().copied().map(Some).collect(),
            Vec::new(),
        )
    };
    let start = Plain {
        cols: layout.columns.clone(),
        reserve,
        dealt: 0,
    };
    brute(rules, &stock, &start, &mut HashSet::new())
}

/// Where an available card lies.
#[derive(Copy, Clone)]
enum At {
    Top(usize),
    Reserve(usize),
}

fn brute(rules: &NestorRules, stock: &[Card], p: &Plain, seen: &mut HashSet<Plain>) -> bool {
    if p.cols.iter().all(Vec::is_empty)
        && p.reserve.iter().all(Option::is_none)
        && p.dealt == stock.len()
    {
        return true;
    }
    if !seen.insert(p.clone()) {
        return false;
    }
    let mut avail: Vec<(Card, At)> = Vec::new();
    for (c, col) in p.cols.iter().enumerate() {
        if let Some(&card) = col.last() {
            avail.push((card, At::Top(c)));
        }
    }
    for (i, card) in p.reserve.iter().enumerate() {
        if let Some(card) = *card {
            avail.push((card, At::Reserve(i)));
            if rules.closed_reserve {
                break;
            }
        }
    }
    // Discards the given cards, then refills emptied columns from the stock, left to right.
    let after = |gone: &[At], beneath: Option<usize>| {
        let mut q = p.clone();
        for &at in gone {
            match at {
                At::Top(c) => {
                    q.cols[c].pop();
                }
                At::Reserve(i) => q.reserve[i] = None,
            }
        }
        if let Some(c) = beneath {
            q.cols[c].pop();
        }
        for col in &mut q.cols {
            if col.is_empty() && q.dealt < stock.len() {
                col.push(stock[q.dealt]);
                q.dealt += 1;
            }
        }
        q
    };
    for x in 0..avail.len() {
        for y in x + 1..avail.len() {
            if rules.pairs(avail[x].0, avail[y].0) {
                let q = after(&[avail[x].1, avail[y].1], None);
                if brute(rules, stock, &q, seen) {
                    return true;
                }
            }
        }
    }
    if rules.overlap {
        for (c, col) in p.cols.iter().enumerate() {
            let h = col.len();
            if h >= 2 && rules.pairs(col[h - 1], col[h - 2]) {
                let q = after(&[At::Top(c)], Some(c));
                if brute(rules, stock, &q, seen) {
                    return true;
                }
            }
        }
    }
    false
}
