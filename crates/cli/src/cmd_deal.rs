//! `patience deal`.

use crate::args::DealArgs;
use anyhow::Result;

pub fn run(a: DealArgs) -> Result<u8> {
    let game = a.game.game()?;
    if a.json {
        println!("{}", serde_json::to_string(&game.deal_file(a.deal)?)?);
    } else {
        println!("{} deal {}", game.name(), a.deal);
        print!("{}", game.deal_text(a.deal)?);
    }
    Ok(0)
}
