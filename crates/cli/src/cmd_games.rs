//! `patience games`.

use anyhow::Result;
use patience_games::registry::presets;

pub fn run() -> Result<u8> {
    println!(
        "{:<20} {:<22} {:>5} {:>7} {:<9} {:<8} published",
        "game", "columns", "decks", "reserve", "rectify", "overlap"
    );
    for p in presets() {
        let r = &p.rules;
        let cols = if r.columns.iter().all(|&l| l == r.columns[0]) {
            format!("{} of {}", r.columns.len(), r.columns[0])
        } else {
            r.columns
                .iter()
                .map(usize::to_string)
                .collect::<Vec<_>>()
                .join(",")
        };
        println!(
            "{:<20} {:<22} {:>5} {:>7} {:<9} {:<8} {}",
            p.name,
            cols,
            r.deck.decks,
            r.reserve_len(),
            r.rectify.name(),
            if r.overlap { "yes" } else { "no" },
            p.published.unwrap_or("-")
        );
    }
    Ok(0)
}
