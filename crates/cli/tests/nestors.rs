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
