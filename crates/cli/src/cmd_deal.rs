//! `patience deal`.

use crate::args::DealArgs;
use crate::printer::{self, JsonOut};
use anyhow::Result;

pub(crate) fn run(a: &DealArgs) -> Result<u8> {
    let game = a.game.game()?;
    let file = game.deal_file(a.deal)?;
    match &a.json.json {
        // A deal file is one line of JSON, as `solve --deal-file` reads it.
        Some(JsonOut::Stdout) => printer::data(&(serde_json::to_string(&file)? + "\n"))?,
        json => {
            let text = format!(
                "{} deal {}\nrules: {}\n{}",
                game.name(),
                a.deal,
                game.describe(),
                game.deal_text(a.deal)?
            );
            printer::emit(json.as_ref(), &text, &file)?;
        }
    }
    Ok(0)
}
