//! Custom Nestor-family games: a layout given by options rather than a preset, and the same
//! game with one layout parameter changed (for sweeps).

use super::rules::NestorRules;
use crate::error::GameError;
use crate::spec::{LayoutOptions, SweepParam};
use patience_cards::rectify::Rectify;
use patience_cards::DeckSpec;

/// The rules of the game `custom` from `o`: the shape (`lengths`, or `columns` with `rows`),
/// the pack (default one standard deck) and the switches; `rectify` defaults to none.
///
/// # Errors
/// [`GameError::BadRules`] for a missing or contradictory shape, or a `reserve` that is not what
/// the columns leave.
pub fn custom_rules(o: &LayoutOptions, rectify: Option<Rectify>) -> Result<NestorRules, GameError> {
    let bad = |m: String| Err(GameError::BadRules(m));
    let lengths = match (&o.lengths, o.columns, o.rows) {
        (Some(l), None, None) => l.clone(),
        (Some(_), _, _) => {
            return bad("custom: give --lengths, or --columns with --rows, not both".into())
        }
        (None, Some(c), Some(r)) => vec![r; c],
        (None, _, _) => {
            return bad(
                "custom: give the shape: --columns N --rows R, or --lengths L1,L2,.. \
                        (one length a column)"
                    .into(),
            )
        }
    };
    if lengths.is_empty() {
        return bad("custom: no columns".into());
    }
    let rules = NestorRules {
        name: o.name.clone().unwrap_or_else(|| "custom".into()),
        columns: lengths,
        deck: DeckSpec {
            ranks: o.ranks.unwrap_or(13),
            suits: o.suits.unwrap_or(4),
            decks: o.decks.unwrap_or(1),
            jokers: o.jokers.unwrap_or(0),
        },
        rectify: rectify.unwrap_or(Rectify::None),
        overlap: o.overlap,
        closed_reserve: o.closed_reserve,
        closed_tableau: o.closed_tableau,
        stock: o.stock,
        jokers_in_reserve: o.jokers_in_reserve,
        jokers_apart: o.jokers_apart,
    };
    if let Some(want) = o.reserve {
        let need: usize = rules.columns.iter().sum();
        let pack = rules.deck.len();
        if need <= pack && want != rules.reserve_len() {
            return bad(format!(
                "--reserve {want}, but the columns take {need} of the pack's {pack} cards and \
                 leave {} (leave --reserve out to take what is left)",
                rules.reserve_len()
            ));
        }
    }
    Ok(rules)
}

/// `n` columns of `rows` cards from a pack of `pack`, or the whole pack row by row into `n`
/// columns (the first ones a card longer) when it runs out.
fn fill(n: usize, rows: usize, pack: usize) -> Result<Vec<usize>, GameError> {
    if n == 0 || rows == 0 {
        return Err(GameError::BadRules(
            "no columns, or columns of no cards".into(),
        ));
    }
    if n * rows <= pack {
        return Ok(vec![rows; n]);
    }
    let (q, r) = (pack / n, pack % n);
    if q == 0 {
        return Err(GameError::BadRules(format!(
            "{n} columns, but the pack has {pack} cards"
        )));
    }
    Ok((0..n).map(|i| q + usize::from(i < r)).collect())
}

/// What `param` means for the game `base`, in words.
pub(crate) fn sweep_semantics(base: &NestorRules, param: SweepParam) -> String {
    match param {
        SweepParam::Columns => format!(
            "columns of {} cards (the whole pack row by row when it runs out), the reserve taking \
             what is left",
            base.columns.iter().max().unwrap_or(&0)
        ),
        SweepParam::Rows => format!(
            "{} columns of that many cards, the reserve taking what is left",
            base.columns.len()
        ),
        SweepParam::Reserve => format!(
            "that many cards left over, the rest dealt row by row into {} columns",
            base.columns.len()
        ),
    }
}

/// The rules of `base` with `param` set to `v`; only the layout changes (the pack, the
/// rectification, every option and the name stay, so the point equal to the game reproduces its
/// figures):
///
/// - `columns N`: N columns of the game's longest column length, the reserve taking what is
///   left; when N such columns need more cards than the pack has, the whole pack is dealt row by
///   row into N columns (the first ones get a card more) and there is no reserve. So for Nestor,
///   7 is Vertical, 9 is Full Parade's shape and 10 Turkish Kerchief's.
/// - `rows R`: the game's number of columns, each of R cards, the reserve taking what is left.
/// - `reserve K`: the game's number of columns, dealt row by row with all but K cards (the first
///   columns a card longer when they do not divide evenly); K cards are left over.
///
/// # Errors
/// [`GameError::BadRules`] when the value makes no layout of the pack.
pub fn vary(base: &NestorRules, param: SweepParam, v: usize) -> Result<NestorRules, GameError> {
    let bad = |m: String| Err(GameError::BadRules(m));
    let pack = base.tableau_deck().len();
    let rows = base.columns.iter().copied().max().unwrap_or(1);
    let ncols = base.columns.len();
    let columns = match param {
        SweepParam::Columns => fill(v, rows, pack)?,
        SweepParam::Rows => {
            if ncols * v > pack {
                return bad(format!(
                    "{ncols} columns of {v} need {} cards, the pack has {pack}",
                    ncols * v
                ));
            }
            fill(ncols, v, pack)?
        }
        SweepParam::Reserve => {
            let total = base.deck.len();
            if v > total {
                return bad(format!("a reserve of {v}, but the pack has {total} cards"));
            }
            let t = total - v;
            if t > pack {
                return bad(format!(
                    "a reserve of {v}, fewer than the {} jokers that join it",
                    total - pack
                ));
            }
            if t < ncols {
                return bad(format!("{t} cards for {ncols} columns"));
            }
            let (q, r) = (t / ncols, t % ncols);
            (0..ncols).map(|i| q + usize::from(i < r)).collect()
        }
    };
    Ok(NestorRules {
        columns,
        ..base.clone()
    })
}
