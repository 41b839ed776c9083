//! `patience deal`.

use crate::args::DealArgs;
use anyhow::Result;

pub fn run(a: DealArgs) -> Result<u8> {
    let game = a.game.game()?;
    let file = game.deal_file(a.deal)?;
    if a.json {
        println!("{}", serde_json::to_string(&file)?);
    } else {
        println!(
            "{} deal {} (rectify: {})",
            game.name(),
            a.deal,
            game.rules().rectify
        );
        print!("{}", file.layout());
    }
    Ok(0)
}
