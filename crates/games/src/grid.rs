//! Writing a tableau as a person reads it: a label over each column, then the rows of cards,
//! row 1 holding the bottom card of each column. Every family's layout text uses it.

use patience_cards::Card;
use std::fmt;

/// Writes `columns` (each bottom card first) under the labels `label(0)`, `label(1)`, ...: four
/// characters a column, a line a row, the longest column setting the number of rows.
///
/// # Errors
/// Those of the formatter.
pub(crate) fn write_columns(
    f: &mut fmt::Formatter<'_>,
    columns: &[Vec<Card>],
    label: impl Fn(usize) -> String,
) -> fmt::Result {
    let rows = columns.iter().map(Vec::len).max().unwrap_or(0);
    for i in 0..columns.len() {
        write!(f, "{:>4}", label(i))?;
    }
    writeln!(f)?;
    for row in 0..rows {
        for col in columns {
            match col.get(row) {
                Some(c) => write!(f, "{:>4}", c.to_string())?,
                None => write!(f, "    ")?,
            }
        }
        writeln!(f)?;
    }
    Ok(())
}
