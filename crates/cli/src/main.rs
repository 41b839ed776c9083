//! `patience`: solve patience deals and measure win rates. A thin shell over the libraries.

mod args;
mod cmd_deal;
mod cmd_games;
mod cmd_inspect;
mod cmd_simulate;
mod cmd_solve;
mod cmd_sweep;
mod cmd_verify;
mod custom;

use clap::Parser;
use std::process::ExitCode;

/// Exit code of any error (bad input included).
const EXIT_ERROR: u8 = 2;

fn main() -> ExitCode {
    let cli = match args::Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
                let _ = e.print();
                return ExitCode::SUCCESS;
            }
            // One line: what clap says before its usage block, joined.
            let text = e.render().to_string();
            let what: Vec<&str> = text
                .lines()
                .map(str::trim)
                .take_while(|l| !l.is_empty() && !l.starts_with("Usage:"))
                .collect();
            eprintln!(
                "patience: {} (see --help)",
                what.join(" ").trim_start_matches("error: ")
            );
            return ExitCode::from(EXIT_ERROR);
        }
    };
    let result = match cli.command {
        args::Command::Simulate(a) => cmd_simulate::run(a),
        args::Command::Solve(a) => cmd_solve::run(a),
        args::Command::Deal(a) => cmd_deal::run(a),
        args::Command::Games(a) => cmd_games::run(a.json),
        args::Command::Inspect(a) => cmd_inspect::run(a),
        args::Command::Sweep(a) => cmd_sweep::run(a),
        args::Command::Verify(a) => cmd_verify::run(a),
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            eprintln!("patience: {e:#}");
            ExitCode::from(EXIT_ERROR)
        }
    }
}
