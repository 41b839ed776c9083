//! `patience`: solve patience deals and measure win rates. A thin shell over the libraries: it
//! reads the command line, asks the registry for the game, and prints what the libraries answer.

mod args;
mod cmd_deal;
mod cmd_games;
mod cmd_inspect;
mod cmd_merge;
mod cmd_retry;
mod cmd_simulate;
mod cmd_solve;
mod cmd_sweep;
mod cmd_verify;
mod driver;
mod printer;
mod spinner;

use anyhow::Result;
use clap::{CommandFactory, Parser};
use std::process::ExitCode;

/// Exit code of any error (bad input included).
const EXIT_ERROR: u8 = 2;

/// One line of a clap error: what it says before its usage block, with its "did you mean" tip.
fn one_line(e: &clap::Error) -> String {
    let text = e.render().to_string();
    let what: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with("Usage:") && !l.starts_with("For more"))
        .collect();
    what.join(" ").trim_start_matches("error: ").to_string()
}

fn completions(a: &args::CompletionsArgs) -> Result<u8> {
    let mut buf = Vec::new();
    clap_complete::generate(a.shell, &mut args::Cli::command(), "patience", &mut buf);
    printer::data(&String::from_utf8(buf)?)?;
    Ok(0)
}

fn man() -> Result<u8> {
    let mut buf = Vec::new();
    clap_mangen::Man::new(args::Cli::command()).render(&mut buf)?;
    printer::data(&String::from_utf8(buf)?)?;
    Ok(0)
}

fn main() -> ExitCode {
    let cli = match args::Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
                return match printer::data(&e.render().to_string()) {
                    Ok(()) => ExitCode::SUCCESS,
                    Err(e) => {
                        printer::error(&format!("{e:#}"));
                        ExitCode::from(EXIT_ERROR)
                    }
                };
            }
            printer::error(&format!("{} (see --help)", one_line(&e)));
            return ExitCode::from(EXIT_ERROR);
        }
    };
    let result = match &cli.command {
        args::Command::Simulate(a) => cmd_simulate::run(a),
        args::Command::Solve(a) => cmd_solve::run(a),
        args::Command::Deal(a) => cmd_deal::run(a),
        args::Command::Games(a) => cmd_games::run(a),
        args::Command::Inspect(a) => cmd_inspect::run(a),
        args::Command::Sweep(a) => cmd_sweep::run(a),
        args::Command::Verify(a) => cmd_verify::run(a),
        args::Command::Merge(a) => cmd_merge::run(a),
        args::Command::Retry(a) => cmd_retry::run(a),
        args::Command::Completions(a) => completions(a),
        args::Command::Man => man(),
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            printer::error(&format!("{e:#}"));
            ExitCode::from(EXIT_ERROR)
        }
    }
}
