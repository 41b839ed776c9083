//! One seam for every game: Sevens, a game compiled only for tests (feature `toy-game`), is one
//! module and one line of the registry, and runs through every subcommand with no other edit.
//! Also the shell around it: `--json` the same everywhere, completions, the man page.

mod common;
use common::*;
use std::io::Read;
use std::process::{Command, Stdio};

/// One preset of each family of pack games (all but the Nestor family and Match Solitaire).
const PACK_FAMILIES: [&str; 6] = [
    "canfield",
    "aces-up",
    "baroness",
    "accordion",
    "bakers-dozen",
    "as-you-like-it",
];

#[test]
fn a_game_of_one_module_runs_through_every_subcommand() {
    let o = patience(&["games"]);
    assert!(
        stdout(&o).lines().any(|l| l.starts_with("sevens ")),
        "{}",
        stdout(&o)
    );

    let o = patience(&["deal", "sevens", "--deal", "4"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).starts_with("sevens deal 4\nrules: 3 columns of 4"));
    assert_eq!(stdout(&o).lines().count(), 2 + 3);

    // Solve by number and by deal file: the same verdict, and a win replays on the layout.
    let mut won = 0;
    for deal in 1..=30u64 {
        let n = deal.to_string();
        let by_number = patience(&["solve", "sevens", "--deal", &n, "--json", "-"]);
        let code = by_number.status.code();
        assert!(matches!(code, Some(0 | 1)), "{}", stderr(&by_number));
        let v: serde_json::Value = serde_json::from_str(&stdout(&by_number)).unwrap();
        let file = tmp(&format!("sevens-{deal}.json"));
        let dealt = patience(&["deal", "sevens", "--deal", &n, "--json", "-"]);
        std::fs::write(&file, stdout(&dealt)).unwrap();
        let by_file = patience(&[
            "solve",
            "--deal-file",
            file.to_str().unwrap(),
            "--json",
            "-",
        ]);
        assert_eq!(by_file.status.code(), code);
        let w: serde_json::Value = serde_json::from_str(&stdout(&by_file)).unwrap();
        assert_eq!(v["result"], w["result"]);
        if code == Some(0) {
            won += 1;
            assert_eq!(v["result"], "won");
            // Replay: every move discards two tops summing to seven, and all twelve go.
            let layout: serde_json::Value = serde_json::from_str(&stdout(&dealt)).unwrap();
            let mut cols: Vec<Vec<String>> =
                serde_json::from_value(layout["tableau"].clone()).unwrap();
            let rank = |c: &str| match &c[..c.len() - 1] {
                "A" => 1,
                r => r.parse::<u32>().unwrap(),
            };
            for m in v["moves_json"].as_array().unwrap() {
                let (a, b) = (
                    m[0].as_u64().unwrap() as usize,
                    m[1].as_u64().unwrap() as usize,
                );
                let (x, y) = (cols[a].pop().unwrap(), cols[b].pop().unwrap());
                assert_eq!(rank(&x) + rank(&y), 7, "deal {deal}: {x} {y}");
            }
            assert!(cols.iter().all(Vec::is_empty), "deal {deal}");
        }
    }
    assert!(
        won > 0 && won < 30,
        "{won} of 30 won: the test should see both verdicts"
    );

    let json = tmp("sevens-sum.json");
    let o = patience(&[
        "simulate",
        "sevens",
        "--deals",
        "30",
        "--quiet",
        "--json",
        json.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("rules         3 columns of 4"));
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(json).unwrap()).unwrap();
    assert_eq!(v["won"], won);
    assert_eq!(v["params"]["family"], "sevens");
}

#[test]
fn json_dash_means_stdout_in_every_subcommand() {
    let runs: [&[&str]; 6] = [
        &["games"],
        &["deal", "nestor", "--deal", "2"],
        &["solve", "nestor", "--deal", "2"],
        &["simulate", "nestor", "--deals", "20", "--quiet"],
        &["inspect", "nestor", "--deals", "20"],
        &["verify", "3x3x13x5+1 1a"],
    ];
    for args in runs {
        let mut all = args.to_vec();
        all.extend(["--json", "-"]);
        let o = patience(&all);
        assert!(
            matches!(o.status.code(), Some(0 | 1)),
            "{all:?}: {}",
            stderr(&o)
        );
        let v: Result<serde_json::Value, _> = serde_json::from_str(&stdout(&o));
        assert!(
            v.is_ok(),
            "{all:?}: stdout is not JSON alone: {}",
            stdout(&o)
        );
    }
}

#[test]
fn completions_and_man_page() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let o = patience(&["completions", shell]);
        assert_eq!(o.status.code(), Some(0), "{shell}: {}", stderr(&o));
        assert!(stdout(&o).contains("simulate"), "{shell}");
    }
    let o = patience(&["man"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).starts_with(".ie") || stdout(&o).contains(".TH patience"));
    assert_bad(&["completions", "tcsh"], "invalid value 'tcsh'");
}

#[test]
fn a_closed_stdout_is_an_error_not_a_panic() {
    // `patience man | true`: the reader is gone before the first byte (closed before the child
    // starts, so the test does not depend on which process runs first).
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let mut child = Command::new(env!("CARGO_BIN_EXE_patience"))
        .args(["man"])
        .stdout(Stdio::from(writer))
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(2), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("cannot write to stdout") && !err.contains("panicked"),
        "{err}"
    );
}

#[test]
fn unknown_names_and_out_of_range_runs_are_one_line_errors() {
    assert_bad(
        &["simulate", "nestr", "--deals", "5"],
        "unknown game \"nestr\" (did you mean \"nestor\"?)",
    );
    assert_bad(
        &["simulate", "nestor", "--deal", "5"],
        "similar argument exists: '--deals'",
    );
    assert_bad(
        &["simulate", "nestor", "--threads", "100000"],
        "--threads must be between",
    );
    assert_bad(
        &[
            "simulate",
            "nestor",
            "--start",
            "18446744073709551615",
            "--deals",
            "2",
        ],
        "runs past the last deal number",
    );
    assert_bad(
        &["simulate", "match", "--rectify", "bottom"],
        "no tableau to rectify",
    );
    assert_bad(
        &["simulate", "match", "--columns", "3"],
        "takes its layout from its game-id",
    );
}

#[test]
fn a_summary_or_a_listing_is_a_game_file() {
    // One preset of every family (a few deals on a small budget: the point is the file).
    for &game in ["nestor-closed-reserve", "3x2x10x4w+"]
        .iter()
        .chain(&PACK_FAMILIES)
    {
        let summary = tmp(&format!("{game}-summary.json"));
        let run = ["--deals", "4", "--node-limit", "20000", "--quiet"];
        let o = patience(
            &[
                &["simulate", game][..],
                &run,
                &["--json", summary.to_str().unwrap()],
            ]
            .concat(),
        );
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let again = patience(
            &[
                &["simulate", "--game-file", summary.to_str().unwrap()][..],
                &run,
            ]
            .concat(),
        );
        assert_eq!(again.status.code(), Some(0), "{}", stderr(&again));
        assert_eq!(
            stdout(&again).lines().nth(1),
            stdout(&o).lines().nth(1),
            "{game}"
        );
    }
    let junk = tmp("junk.json");
    std::fs::write(&junk, r#"{"colour": "blue"}"#).unwrap();
    assert_bad(
        &["simulate", "--game-file", junk.to_str().unwrap()],
        "not the rules of any game",
    );
}

#[test]
fn pysol_deal_numbers_deal_and_solve() {
    let o = patience(&["deal", "nestor", "--deal", "pysol:165"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).starts_with("nestor deal pysol:165 (PySolFC's game number"));
    assert!(
        stdout(&o).contains("reserve: 7C QC 7H 2C"),
        "{}",
        stdout(&o)
    );
    let o = patience(&[
        "solve",
        "vertical-centre",
        "--deal",
        "pysol:40000",
        "--json",
        "-",
    ]);
    assert!(matches!(o.status.code(), Some(0 | 1)), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["layout"]["tableau"].as_array().unwrap().len(), 7);
    assert_bad(
        &["deal", "heracles", "--deal", "pysol:1"],
        "PySolFC deals no game",
    );
    assert_bad(
        &["deal", "nestor", "--deal", "pysol:x"],
        "is not a deal number",
    );
    // Game number 0 is refused alike for every family PySolFC deals, by deal and by solve.
    for &game in ["nestor"].iter().chain(&PACK_FAMILIES) {
        assert_bad(&["deal", game, "--deal", "pysol:0"], "start at 1");
    }
    assert_bad(
        &["solve", "good-measure", "--deal", "pysol:0"],
        "start at 1",
    );
}
