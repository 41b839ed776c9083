//! An independent replay checker and a brute-force solver, sharing no code with the search.
//!
//! Both work on the plain layout (vectors of cards) and the rules as written, with no dominance and
//! no pruning, so the tests can hold the solver to them.

use super::layout::{Layout, Place, Step};
use super::rules::NestorRules;
use patience_cards::Card;
use std::collections::HashSet;

/// Replays `steps` on `layout` and checks that each is legal and that the last one wins.
///
/// # Errors
/// The number (from 1) of the first illegal step and why, or that the replay ends unwon.
pub fn replay(rules: &NestorRules, layout: &Layout, steps: &[Step]) -> Result<(), String> {
    let mut cols = layout.columns.clone();
    let mut reserve: Vec<Option<Card>> = layout.reserve.iter().copied().map(Some).collect();
    for (n, step) in steps.iter().enumerate() {
        let n = n + 1;
        if step.places[0] == step.places[1] {
            return Err(format!("step {n}: the same place twice"));
        }
        if step.cards[0].rank() != step.cards[1].rank() {
            return Err(format!(
                "step {n}: {} and {} differ in rank",
                step.cards[0], step.cards[1]
            ));
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
                Place::Reserve(i) => reserve.get(i).copied().flatten(),
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
    }
    let left = cols.iter().map(Vec::len).sum::<usize>() + reserve.iter().flatten().count();
    if left > 0 {
        return Err(format!(
            "not won: {left} cards left after {} steps",
            steps.len()
        ));
    }
    Ok(())
}

/// Whether `layout` can be won, by exhaustive search of every legal discard (a set of visited
/// positions only avoids repeating work). For small layouts in tests.
pub fn brute_force_winnable(rules: &NestorRules, layout: &Layout) -> bool {
    let heights: Vec<usize> = layout.columns.iter().map(Vec::len).collect();
    let reserve = vec![true; layout.reserve.len()];
    let mut seen = HashSet::new();
    brute(
        rules,
        layout,
        &mut heights.clone(),
        &mut reserve.clone(),
        &mut seen,
    )
}

fn brute(
    rules: &NestorRules,
    layout: &Layout,
    heights: &mut Vec<usize>,
    reserve: &mut Vec<bool>,
    seen: &mut HashSet<(Vec<usize>, Vec<bool>)>,
) -> bool {
    if heights.iter().all(|&h| h == 0) && reserve.iter().all(|&r| !r) {
        return true;
    }
    if !seen.insert((heights.clone(), reserve.clone())) {
        return false;
    }
    // Available cards: (rank, is column, index).
    let mut avail: Vec<(u8, bool, usize)> = Vec::new();
    for (c, &h) in heights.iter().enumerate() {
        if h > 0 {
            avail.push((layout.columns[c][h - 1].rank(), true, c));
        }
    }
    for (i, &here) in reserve.iter().enumerate() {
        if here {
            avail.push((layout.reserve[i].rank(), false, i));
        }
    }
    let remove = |heights: &mut Vec<usize>,
                  reserve: &mut Vec<bool>,
                  (_, col, i): (u8, bool, usize),
                  back: bool| {
        if col {
            if back {
                heights[i] += 1;
            } else {
                heights[i] -= 1;
            }
        } else {
            reserve[i] = back;
        }
    };
    for x in 0..avail.len() {
        for y in x + 1..avail.len() {
            if avail[x].0 == avail[y].0 {
                remove(heights, reserve, avail[x], false);
                remove(heights, reserve, avail[y], false);
                let won = brute(rules, layout, heights, reserve, seen);
                remove(heights, reserve, avail[y], true);
                remove(heights, reserve, avail[x], true);
                if won {
                    return true;
                }
            }
        }
    }
    if rules.overlap {
        for c in 0..heights.len() {
            let h = heights[c];
            if h >= 2 && layout.columns[c][h - 1].rank() == layout.columns[c][h - 2].rank() {
                heights[c] -= 2;
                let won = brute(rules, layout, heights, reserve, seen);
                heights[c] += 2;
                if won {
                    return true;
                }
            }
        }
    }
    false
}
