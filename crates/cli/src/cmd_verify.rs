//! `patience verify`: replays a Match Solitaire game line on a deal and says whether it is legal
//! and wins.

use crate::args::{read_deal_file, VerifyArgs};
use anyhow::{bail, Context, Result};
use patience_games::match_solitaire::{verify, GameLine, MatchDealFile, VerifyError};
use std::io::Read;

/// Exit codes: 0 legal and won, 1 an illegal move or not won (2 is an error).
pub fn run(a: VerifyArgs) -> Result<u8> {
    let text = if a.solution == ["-"] {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .context("cannot read the game line from stdin")?;
        s
    } else {
        a.solution.join(" ")
    };
    let line = GameLine::parse(&text)?;
    let id = line.rules.game_id();
    let (layout, deal, on) = match &a.deal_file {
        Some(path) => {
            let file = MatchDealFile::parse(&read_deal_file(path)?)
                .with_context(|| path.display().to_string())?;
            let (rules, layout) = file
                .rules_and_layout()
                .with_context(|| path.display().to_string())?;
            if rules.game_id() != id {
                bail!(
                    "the game line is a game of {id}, the deal file {} one of {}",
                    path.display(),
                    rules.game_id()
                );
            }
            if let (Some(l), Some(f)) = (line.deal, file.deal) {
                if l != f {
                    bail!(
                        "the game line names deal {l}, the deal file {} deal {f}",
                        path.display()
                    );
                }
            }
            (
                layout,
                file.deal,
                format!("{id} (deal file {})", path.display()),
            )
        }
        None => {
            let Some(n) = line.deal else {
                bail!("the game line has no deal number ({id}N ..): give one, or --deal-file FILE")
            };
            (line.rules.deal(n), Some(n), format!("{id}{n}"))
        }
    };
    let outcome = verify(&line.rules, &layout, &line.moves);
    let moves = line.moves.len();
    let (code, result, text) = match &outcome {
        Ok(()) => (0, "won", format!("legal and wins: {moves} moves")),
        Err(VerifyError::Illegal {
            number,
            token,
            reason,
        }) => (
            1,
            "illegal",
            format!("move {number} ({token}) is illegal: {reason}"),
        ),
        Err(VerifyError::NotWon { moves, left }) => (
            1,
            "not won",
            format!("every move is legal, but the game is not won: {left} cards left after {moves} moves"),
        ),
        Err(e) => bail!("{e}"),
    };
    if a.json {
        let mut v = serde_json::json!({
            "game": id,
            "deal": deal,
            "deal_file": a.deal_file.as_ref().map(|p| p.display().to_string()),
            "moves": moves,
            "result": result,
        });
        match outcome {
            Err(VerifyError::Illegal {
                number,
                token,
                reason,
            }) => {
                v["move"] = serde_json::json!(number);
                v["token"] = serde_json::json!(token);
                v["reason"] = serde_json::json!(reason);
            }
            Err(VerifyError::NotWon { left, .. }) => {
                v["cards_left"] = serde_json::json!(left);
            }
            _ => {}
        }
        println!("{}", serde_json::to_string_pretty(&v)?);
    } else {
        println!("{on}: {text}");
    }
    Ok(code)
}
