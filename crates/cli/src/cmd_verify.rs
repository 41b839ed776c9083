//! `patience verify`: replays a whole game line on a deal and says whether it is legal and wins.

use crate::args::{read_file, VerifyArgs};
use crate::printer;
use anyhow::{Context, Result};
use patience_games::registry;
use patience_games::spec::{Replay, Verification};
use serde::Serialize;
use std::io::Read;

/// `verify --json`: the verification and the deal file it was replayed on, if any.
#[derive(Serialize)]
struct VerifyJson<'a> {
    #[serde(flatten)]
    verification: &'a Verification,
    deal_file: Option<String>,
}

/// Exit codes: 0 legal and won, 1 an illegal move or not won (2 is an error).
pub(crate) fn run(a: &VerifyArgs) -> Result<u8> {
    let line = if a.solution == ["-"] {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .context("cannot read the game line from stdin")?;
        s
    } else {
        a.solution.join(" ")
    };
    let file = a.deal_file.as_ref().map(read_file).transpose()?;
    let v = registry::verify(&line, file.as_deref()).with_context(|| match &a.deal_file {
        Some(p) => format!("verify on {}", p.display()),
        None => "verify".into(),
    })?;
    let on = match (&a.deal_file, v.deal) {
        (Some(p), _) => format!("{} (deal file {})", v.game, p.display()),
        (None, Some(n)) => format!("{}{n}", v.game),
        (None, None) => v.game.clone(),
    };
    let (code, text) = match &v.verdict {
        Replay::Won => (0, format!("legal and wins: {} moves", v.moves)),
        Replay::Illegal {
            number,
            token,
            reason,
        } => (1, format!("move {number} ({token}) is illegal: {reason}")),
        Replay::NotWon { cards_left } => (
            1,
            format!(
                "every move is legal, but the game is not won: {cards_left} cards left after {} \
                 moves",
                v.moves
            ),
        ),
    };
    let json = VerifyJson {
        verification: &v,
        deal_file: a.deal_file.as_ref().map(|p| p.display().to_string()),
    };
    printer::emit(a.json.json.as_ref(), &format!("{on}: {text}\n"), &json)?;
    Ok(code)
}
