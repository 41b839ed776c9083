//! `patience solve`.

use crate::args::{read_file, SolveArgs};
use crate::printer;
use anyhow::{bail, Context, Result};
use patience_games::player::with_player;
use patience_games::registry::deal_file_game;
use patience_games::DealNumber;
use patience_search::Outcome;
use std::fmt::Write;
use std::time::Instant;

/// Exit codes: 0 won, 1 proved lost, 3 unknown (2 is an error).
fn exit_code(result: Outcome) -> u8 {
    match result {
        Outcome::Won => 0,
        Outcome::Lost => 1,
        Outcome::Unknown => 3,
    }
}

pub(crate) fn run(a: &SolveArgs) -> Result<u8> {
    let t = Instant::now();
    let spinner = crate::spinner::Spinner::start();
    let (report, node_limit) = match (&a.deal_file, a.deal) {
        (Some(_), _) if a.players.player.is_some() => {
            bail!("--player plays only patience's own deal numbers: give --deal N")
        }
        (Some(path), _) => {
            let text = read_file(path)?;
            let game = if a.layout.game_file.is_some() || a.game.is_some() {
                a.layout.resolve(a.game.as_deref(), a.rectify)?
            } else {
                let named = deal_file_game(&text).with_context(|| path.display().to_string())?;
                a.layout.resolve(Some(&named), a.rectify)?
            };
            let config = a.search.config(game.as_ref())?;
            let report = game
                .solve_file(&text, config)
                .with_context(|| path.display().to_string())?;
            (report, config.node_limit)
        }
        (None, Some(n)) => {
            if a.game.is_none() && a.layout.game_file.is_none() {
                bail!("name the game: patience solve GAME --deal N")
            }
            let mut game = a.layout.resolve(a.game.as_deref(), a.rectify)?;
            if let Some(player) = a.players.spec() {
                game = with_player(game, player)?;
            }
            let config = a.search.config(game.as_ref())?;
            (game.solve_number(n, config)?, config.node_limit)
        }
        (None, None) => bail!("give --deal N or --deal-file FILE"),
    };
    drop(spinner);
    let secs = t.elapsed().as_secs_f64();
    let mut text = String::new();
    match (report.deal, a.deal) {
        (Some(n), _) => writeln!(text, "{} deal {n}", report.game)?,
        (None, Some(DealNumber::Pysol(n))) => {
            writeln!(
                text,
                "{} deal pysol:{n} (PySolFC's game number)",
                report.game
            )?;
        }
        (None, Some(DealNumber::Solvitaire(n))) => {
            writeln!(
                text,
                "{} deal solvitaire:{n} (Solvitaire's seed)",
                report.game
            )?;
        }
        _ => writeln!(text, "{}", report.game)?,
    }
    writeln!(text, "rules: {}", report.rules)?;
    if let Some(how) = report.params.get("solved").and_then(|s| s.as_str()) {
        writeln!(text, "solved: {how}")?;
    }
    writeln!(text, "{}", report.layout_text)?;
    let verdict = match report.result {
        Outcome::Won => "won",
        Outcome::Lost if a.players.player.is_some() => "lost (as played)",
        Outcome::Lost => "lost (proved: no sequence of moves wins)",
        // A search stops short of its budget only when its path reaches the deepest it holds
        // (`--max-depth`, or the game's `Game::MAX_DEPTH`).
        Outcome::Unknown if report.nodes < node_limit => {
            "unknown (the search's path reached the deepest it holds, --max-depth, before the node budget was spent)"
        }
        Outcome::Unknown => "unknown (node budget spent)",
    };
    match (&report.score, report.result) {
        (Some(score), Outcome::Won) => writeln!(
            text,
            "result: the {} take {} of {} points with best play by all",
            score.side, score.points, score.total
        )?,
        _ => writeln!(text, "result: {verdict}")?,
    }
    for (i, m) in report.moves.iter().enumerate() {
        writeln!(text, "{:>3}. {m}", i + 1)?;
    }
    if let Some(line) = &report.line {
        writeln!(text, "notation: {line}")?;
    }
    writeln!(text, "nodes: {}, time: {secs:.3} s", report.nodes)?;
    let mut json = serde_json::to_value(&report)?;
    json["seconds"] = serde_json::json!(secs);
    printer::emit(a.json.json.as_ref(), &text, &json)?;
    Ok(exit_code(report.result))
}
