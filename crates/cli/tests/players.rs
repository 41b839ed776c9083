//! `simulate --player`: play without peeking, its errors, and its per-deal files.

mod common;
use common::*;

#[test]
fn a_bad_player_or_a_game_without_players_is_one_line_and_exit_2() {
    assert_bad(
        &["simulate", "aces-up", "--player", "clever", "--deals", "5"],
        "unknown player \"clever\"",
    );
    assert_bad(
        &[
            "simulate",
            "as-you-like-it",
            "--player",
            "greedy",
            "--deals",
            "5",
        ],
        "as-you-like-it has no players yet",
    );
}

#[test]
fn a_played_run_is_won_or_lost_and_names_its_player() {
    let file = tmp("greedy.jsonl");
    let json = tmp("greedy.json");
    let run = |player: &str, extra: &[&str]| {
        let mut args = vec![
            "simulate",
            "aces-up",
            "--player",
            player,
            "--deals",
            "300",
            "--quiet",
            "--per-deal",
            file.to_str().unwrap(),
            "--json",
            json.to_str().unwrap(),
        ];
        args.extend(extra);
        patience(&args)
    };
    let o = run("greedy", &[]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert_eq!(v["params"]["player"], "greedy");
    assert_eq!(v["unknown"], 0);
    assert_eq!(
        v["won"].as_u64().unwrap() + v["lost"].as_u64().unwrap(),
        300
    );
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text
        .lines()
        .next()
        .unwrap()
        .contains("\"player\":\"greedy\""));
    // Another player's file is refused and left alone; the same player's resumes.
    let rest = [
        "--deals",
        "300",
        "--per-deal",
        file.to_str().unwrap(),
        "--resume",
    ];
    for player in [&["--player", "random"][..], &[]] {
        assert_bad(
            &[&["simulate", "aces-up"][..], player, &rest].concat(),
            "cannot resume",
        );
        assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
    }
    let o = run("greedy", &["--resume"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
}

#[test]
fn solve_with_a_player_shows_the_game_as_played_and_why() {
    // The sampling player on Closed Nestor: each move with its score and the others'.
    let o = patience(&[
        "solve",
        "closed-nestor",
        "--deal",
        "3",
        "--player",
        "sampling",
        "--samples",
        "2",
    ]);
    let code = o.status.code();
    assert!(code == Some(0) || code == Some(1), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("played by the sampling (2 samples of 10000 nodes a decision) player"));
    assert!(out.contains("[scores: this move "), "{out}");
    assert!(out.contains(if code == Some(0) {
        "result: won"
    } else {
        "result: lost (as played)"
    }));
    // The greedy player on Baroness: the moves as played, without scores; the JSON names it.
    let o = patience(&[
        "solve", "baroness", "--deal", "1", "--player", "greedy", "--json", "-",
    ]);
    assert!(matches!(o.status.code(), Some(0 | 1)), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["params"]["player"], "greedy");
    assert!(v["moves"].as_array().unwrap().len() > 3);
    assert!(!stdout(&o).contains("[scores"));
    // A player plays our deal numbers only.
    assert_bad(
        &["solve", "nestor", "--deal", "pysol:5", "--player", "greedy"],
        "a player plays only patience's own deal numbers",
    );
}

#[test]
fn doublets_and_closed_match_solitaire_have_players() {
    for game in ["doublets", "3x3x13x5-"] {
        let json = tmp(&format!("{game}-random.json"));
        let o = patience(&[
            "simulate",
            game,
            "--player",
            "random",
            "--deals",
            "40",
            "--quiet",
            "--json",
            json.to_str().unwrap(),
        ]);
        assert_eq!(o.status.code(), Some(0), "{game}: {}", stderr(&o));
        let v: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
        assert_eq!(v["params"]["player"], "random", "{game}");
        assert_eq!(v["won"].as_u64().unwrap() + v["lost"].as_u64().unwrap(), 40);
    }
    // A closed Match Solitaire deal as played: its first move is a deal, in the notation.
    let o = patience(&[
        "solve",
        "3x3x13x5-",
        "--deal",
        "1",
        "--player",
        "greedy",
        "--json",
        "-",
    ]);
    assert!(matches!(o.status.code(), Some(0 | 1)), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["moves"][0], "+");
}
