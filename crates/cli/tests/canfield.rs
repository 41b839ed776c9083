//! Canfield from the command line: our deal numbers, Solvitaire's and PySolFC's, both deal-file
//! formats, and a solution a person can follow.

mod common;
use common::*;

#[test]
fn our_deal_numbers_are_pinned() {
    let o = patience(&["deal", "canfield", "--deal", "1", "--json", "-"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["foundation"], "AC");
    assert_eq!(v["reserve"][0], "4S");
    assert_eq!(v["reserve"][12], "KC");
    assert_eq!(
        v["tableau"],
        serde_json::json!([["5S"], ["4D"], ["6C"], ["8D"]])
    );
    // The stock's last card is dealt next.
    assert_eq!(v["stock"][33], "JS");
    assert_eq!(v["stock"][0], "2D");
    // Every reading deals the same layout.
    let p = patience(&["deal", "canfield-any", "--deal", "1", "--json", "-"]);
    let w: serde_json::Value = serde_json::from_str(&stdout(&p)).unwrap();
    assert_eq!(v["reserve"], w["reserve"]);
    assert_eq!(v["stock"], w["stock"]);
}

#[test]
fn solvitaire_seeds_deal_as_solvitaire_does_and_solve_from_its_format() {
    // Seed 7 as `solvitaire --type canfield --random 7 --deal-only` prints it.
    let o = patience(&[
        "deal",
        "canfield-partial",
        "--deal",
        "solvitaire:7",
        "--format",
        "solvitaire",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["foundations"], serde_json::json!(["5S"]));
    let reserve = "3C JH 8D KH 9S 8C 2D 10H 4C KS 7H 9C 8H";
    let got: Vec<&str> = v["reserve"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap())
        .collect();
    assert_eq!(got.join(" "), reserve);
    let mut tops: Vec<&str> = v["tableau piles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p[0].as_str().unwrap())
        .collect();
    tops.sort_unstable();
    assert_eq!(tops, ["2H", "5D", "8S", "JS"]);
    assert_eq!(v["stock"][0], "AD");
    assert_eq!(v["stock"].as_array().unwrap().len(), 34);

    // The same deal from Solvitaire's file format and from the seed: the same answer.
    let file = tmp("canfield-solvitaire-7.json");
    std::fs::write(&file, stdout(&o)).unwrap();
    let a = patience(&[
        "solve",
        "canfield-partial",
        "--deal-file",
        file.to_str().unwrap(),
        "--json",
        "-",
    ]);
    let b = patience(&[
        "solve",
        "canfield-partial",
        "--deal",
        "solvitaire:7",
        "--json",
        "-",
    ]);
    assert!(matches!(a.status.code(), Some(0 | 1)), "{}", stderr(&a));
    let (a, b): (serde_json::Value, serde_json::Value) = (
        serde_json::from_str(&stdout(&a)).unwrap(),
        serde_json::from_str(&stdout(&b)).unwrap(),
    );
    assert_eq!(a["result"], b["result"]);
    assert_eq!(a["moves"], b["moves"]);
}

#[test]
fn pysolfc_game_numbers_deal_and_solve() {
    // Game 5 as PySolFC deals it (tests/pysol.rs of patience-games checks many more), with the
    // talon's first three cards on the waste.
    let o = patience(&["solve", "canfield", "--deal", "pysol:5"]);
    assert!(matches!(o.status.code(), Some(0 | 1)), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.starts_with("canfield deal pysol:5"), "{text}");
    assert!(text.contains("foundation: AH\n"), "{text}");
    assert!(text.contains("waste (top last): KC 3H KD\n"), "{text}");
}

#[test]
fn a_won_deal_prints_moves_a_person_can_follow() {
    let o = patience(&["solve", "canfield", "--deal", "1"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("result: won"), "{text}");
    assert!(text.contains("from the waste to the foundation"), "{text}");
    assert!(text.contains("deal"), "{text}");
}

#[test]
fn bad_canfield_input_is_a_one_line_error() {
    // PySolFC deals Canfield with deals of three only.
    let file = tmp("canfield-deal-1.json");
    std::fs::write(
        &file,
        r#"{"moving": "whole", "ranks": 13, "reserve": 13, "deal": 1}"#,
    )
    .unwrap();
    assert_bad(
        &[
            "deal",
            "--game-file",
            &file.to_string_lossy(),
            "--deal",
            "pysol:1",
        ],
        "PySolFC deals Canfield with",
    );
    assert_bad(
        &["deal", "nestor", "--deal", "1", "--format", "solvitaire"],
        "no deal file in solvitaire's format",
    );
    assert_bad(
        &["deal", "canfield", "--deal", "1", "--format", "pysol"],
        "unknown deal-file format",
    );
    assert_bad(
        &["deal", "canfield", "--deal", "solvitaire:99999999999"],
        "32-bit",
    );
    assert_bad(
        &["deal", "nestor", "--deal", "solvitaire:1"],
        "deals no game",
    );
}
