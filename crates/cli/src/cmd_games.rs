//! `patience games`.

use crate::args::GamesArgs;
use crate::printer;
use anyhow::Result;
use patience_games::registry::listings;
use std::fmt::Write;

pub(crate) fn run(a: &GamesArgs) -> Result<u8> {
    let all = listings();
    let mut text = format!(
        "{:<31} {:<7} {:<48} published\n",
        "game", "family", "layout"
    );
    for l in &all {
        writeln!(
            text,
            "{:<31} {:<7} {:<48} {}",
            l.name,
            l.family,
            l.layout,
            l.published.as_deref().unwrap_or("-")
        )?;
    }
    printer::emit(a.json.json.as_ref(), &text, &all)?;
    Ok(0)
}
