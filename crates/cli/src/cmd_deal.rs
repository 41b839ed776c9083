//! `patience deal`.

use crate::args::DealArgs;
use crate::printer::{self, JsonOut};
use anyhow::Result;
use patience_games::DealNumber;

pub(crate) fn run(a: &DealArgs) -> Result<u8> {
    let game = a.game.game()?;
    if let Some(format) = a.format {
        let file = game.deal_file_in(a.deal, format)?;
        // A text board (fc-solve's) is printed as it is, a JSON deal file on one line.
        match file {
            serde_json::Value::String(board) => printer::data(&board)?,
            json => printer::data(&(serde_json::to_string(&json)? + "\n"))?,
        }
        return Ok(0);
    }
    let file = game.deal_file_of(a.deal)?;
    match &a.json.json {
        // A deal file is one line of JSON, as `solve --deal-file` reads it.
        Some(JsonOut::Stdout) => printer::data(&(serde_json::to_string(&file)? + "\n"))?,
        json => {
            let origin = match a.deal {
                DealNumber::Ours(_) => "",
                DealNumber::Pysol(_) => " (PySolFC's game number: its shuffle and dealing)",
                DealNumber::Solvitaire(_) => " (Solvitaire's seed: its shuffle and layout)",
            };
            let text = format!(
                "{} deal {}{origin}\nrules: {}\n{}",
                game.name(),
                a.deal,
                game.describe(),
                game.deal_text_of(a.deal)?
            );
            printer::emit(json.as_ref(), &text, &file)?;
        }
    }
    Ok(0)
}
