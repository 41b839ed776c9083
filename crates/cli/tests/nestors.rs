//! Nestors through the CLI: the deal, its deal file, a solve that runs out of nodes, and the
//! errors of the trump option. A whole deal takes minutes and gigabytes today, so no test solves one
//! here; `crates/games/tests/nestors.rs` checks the search on the last tricks.

mod common;
use common::*;

#[test]
fn a_deal_is_shown_with_its_rules() {
    let o = patience(&["deal", "nestors", "--trump", "jacks", "--deal", "1"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("nestors deal 1\nrules: Nestors (Ali Safaaei): 36 cards"));
    assert!(out.contains("trumps jacks"));
    assert!(out.contains("\ntable: 10D 7S KD\nbidder:  AS KS 9S 8S 6S 6H QD 7C 6C\n"));
}

#[test]
fn a_spent_budget_is_unknown_by_number_and_by_file() {
    let o = patience(&[
        "solve",
        "nestors",
        "--trump",
        "tens",
        "--deal",
        "2",
        "--node-limit",
        "1000",
    ]);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    assert!(stdout(&o).contains("result: unknown (node budget spent)"));

    let dealt = patience(&[
        "deal", "nestors", "--trump", "tens", "--deal", "2", "--json", "-",
    ]);
    let file = tmp("nestors-2.json");
    std::fs::write(&file, stdout(&dealt)).unwrap();
    let path = file.to_str().unwrap();
    let o = patience(&[
        "solve",
        "nestors",
        "--trump",
        "tens",
        "--deal-file",
        path,
        "--node-limit",
        "1000",
        "--json",
        "-",
    ]);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["result"], "unknown");
    assert_eq!(v["params"]["rules"]["trump"], "tens");
}

#[test]
fn the_trump_is_required_and_checked() {
    assert_bad(
        &["solve", "nestors", "--deal", "1"],
        "nestors needs --trump aces, jacks or tens",
    );
    assert_bad(
        &["solve", "nestors", "--deal", "1", "--trump", "kings"],
        "unknown trump \"kings\"",
    );
    assert_bad(
        &["solve", "nestor", "--deal", "1", "--trump", "aces"],
        "--trump",
    );
}

/// Games to 1,000: the game's deal text and file, a game whose first deal runs out of budget
/// (unknown, no contract counted), the per-deal line `simulate` writes for it, and the options
/// it refuses. A real game is some ten deals of minutes each (`scripts/nestors_games.sh`).
#[test]
fn a_game_to_a_thousand_through_the_cli() {
    let o = patience(&["deal", "nestors-game", "--deal", "1"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("game 1: its deals are our Nestors deals from 1000"));
    // Each seat's eight cards and the face-down card: the deal number's cards whoever bids.
    assert_eq!(out.matches("\nseat ").count(), 4);
    assert!(out.contains("(face down "));

    let o = patience(&[
        "solve",
        "nestors-game",
        "--deal",
        "1",
        "--node-limit",
        "1000",
    ]);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    assert!(stdout(&o).contains("unfinished after 0 deals"));

    let dealt = patience(&["deal", "nestors-game", "--deal", "4", "--json", "-"]);
    let file = tmp("nestors-game-4.json");
    std::fs::write(&file, stdout(&dealt)).unwrap();
    let o = patience(&[
        "solve",
        "nestors-game",
        "--deal-file",
        file.to_str().unwrap(),
        "--node-limit",
        "1000",
        "--json",
        "-",
    ]);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["deal"], 4);
    assert_eq!(v["params"]["rules"]["to"], 1000);

    let per = tmp("nestors-game-runs.jsonl");
    let o = patience(&[
        "simulate",
        "nestors-game",
        "--deals",
        "2",
        "--node-limit",
        "1000",
        "--quiet",
        "--per-deal",
        per.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let lines: Vec<serde_json::Value> = std::fs::read_to_string(&per)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    for (i, game) in lines[1..].iter().enumerate() {
        assert_eq!(game["deal"], i as u64 + 1);
        assert_eq!(game["result"], "unknown");
        assert_eq!(game["contracts"]["bid"], 0);
    }

    assert_bad(
        &["solve", "nestors-game", "--deal", "1", "--trump", "aces"],
        "nestors-game takes no options",
    );
}
