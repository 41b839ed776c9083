//! `patience games`.

use anyhow::Result;
use patience_games::registry::listings;

pub fn run(json: bool) -> Result<u8> {
    let all = listings();
    if json {
        println!("{}", serde_json::to_string_pretty(&all)?);
        return Ok(0);
    }
    println!("{:<31} {:<7} {:<48} published", "game", "family", "layout");
    for l in all {
        println!(
            "{:<31} {:<7} {:<48} {}",
            l.name,
            l.family,
            l.layout,
            l.published.as_deref().unwrap_or("-")
        );
    }
    Ok(0)
}
