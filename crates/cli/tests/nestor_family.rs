//! The Nestor family on the command line: custom games, game files, inspect and sweep.

mod common;
use common::*;

fn summary(args: &[&str]) -> serde_json::Value {
    let p = tmp(&format!("{}.json", args.join("_").replace(['/', ','], "-")));
    let mut all: Vec<&str> = args.to_vec();
    let ps = p.to_string_lossy().into_owned();
    all.extend(["--quiet", "--json", &ps]);
    let o = patience(&all);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
    serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap()
}

#[test]
fn custom_games_from_flags_and_files() {
    // A custom game with the preset's name and shape is the preset, deal for deal.
    let custom = summary(&[
        "simulate",
        "custom",
        "--name",
        "heracles",
        "--columns",
        "9",
        "--rows",
        "5",
        "--reserve",
        "7",
        "--rectify",
        "bottom",
        "--deals",
        "300",
    ]);
    let preset = summary(&["simulate", "heracles", "--deals", "300"]);
    assert_eq!(custom["won"], preset["won"]);
    assert_eq!(custom["params"], preset["params"]);
    // The same through a game file (the params of a summary are accepted as one).
    let file = tmp("heracles-game.json");
    std::fs::write(&file, preset["params"].to_string()).unwrap();
    let f = file.to_string_lossy().into_owned();
    let from_file = summary(&["simulate", "--game-file", &f, "--deals", "300"]);
    assert_eq!(from_file["won"], preset["won"]);
    // Column lengths one by one, jokers, options.
    let s = summary(&[
        "simulate",
        "custom",
        "--lengths",
        "6,6,5,5,5,5,5,5,5,5",
        "--overlap",
        "--deals",
        "200",
    ]);
    assert_eq!(s["params"]["rules"]["columns"][0], 6);
    let s = summary(&[
        "simulate",
        "custom",
        "--columns",
        "9",
        "--rows",
        "5",
        "--jokers",
        "2",
        "--rectify",
        "uniform",
        "--overlap",
        "--closed-reserve",
        "--deals",
        "200",
    ]);
    assert_eq!(s["params"]["rules"]["closed_reserve"], true);
    assert_eq!(s["unknown"], 0);
    // Nestor's Revenge's readings (issue 19): jokers apart is written in the rules and read
    // back from them; bottom-keep deals without redrawing.
    let revenge = [
        "simulate",
        "custom",
        "--name",
        "nestors-revenge",
        "--columns",
        "9",
        "--rows",
        "6",
        "--jokers",
        "2",
        "--deals",
        "200",
    ];
    let apart = summary(&[&revenge[..], &["--jokers-apart", "--rectify", "bottom"]].concat());
    assert_eq!(apart["params"]["rules"]["jokers_apart"], true);
    assert!(apart["rules"].as_str().unwrap().contains("jokers apart"));
    let wild = summary(&["simulate", "nestors-revenge", "--deals", "200"]);
    assert!(wild["params"]["rules"].get("jokers_apart").is_none());
    // Jokers apart only takes wins away.
    assert!(apart["won"].as_u64() <= wild["won"].as_u64());
    let file = tmp("revenge-apart.json");
    std::fs::write(&file, apart["params"].to_string()).unwrap();
    let again = summary(&[
        "simulate",
        "--game-file",
        &file.to_string_lossy(),
        "--deals",
        "200",
    ]);
    assert_eq!(again["won"], apart["won"]);
    let keep = summary(&[
        "simulate",
        "nestors-revenge",
        "--rectify",
        "bottom-keep",
        "--deals",
        "200",
    ]);
    assert_eq!(keep["params"]["rules"]["rectify"], "bottom-keep");
    assert_eq!(keep["rectify_failures"].as_u64().unwrap_or(0), 0);
    assert!(wild["rectify_failures"].as_u64().unwrap() > 0);
    // solve and deal take a game file too; a stock game's deal file lists its stock.
    let o = patience(&["deal", "doublets", "--deal", "2", "--json", "-"]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["stock"].as_array().unwrap().len(), 4);
    let o = patience(&["solve", "--game-file", &f, "--deal", "4"]);
    assert!(matches!(o.status.code(), Some(0 | 1)), "{}", stderr(&o));
    assert!(stdout(&o).contains("heracles deal 4"));
}

#[test]
fn bad_custom_games_are_one_line_errors() {
    assert_bad(
        &[
            "simulate",
            "custom",
            "--columns",
            "9",
            "--rows",
            "5",
            "--reserve",
            "8",
        ],
        "leave 7",
    );
    assert_bad(&["simulate", "custom", "--columns", "9"], "--rows");
    assert_bad(
        &["simulate", "custom", "--columns", "9", "--rows", "7"],
        "need 63 cards",
    );
    assert_bad(
        &[
            "simulate",
            "custom",
            "--columns",
            "8",
            "--rows",
            "6",
            "--jokers",
            "1",
        ],
        "never all pair off",
    );
    assert_bad(
        &[
            "simulate",
            "custom",
            "--columns",
            "8",
            "--rows",
            "6",
            "--stock",
            "--closed-reserve",
        ],
        "stock",
    );
    assert_bad(
        &[
            "simulate",
            "custom",
            "--columns",
            "3",
            "--rows",
            "14",
            "--rectify",
            "bottom",
        ],
        "rectified column",
    );
    assert_bad(&["simulate", "nestor", "--columns", "9"], "custom");
    assert_bad(
        &[
            "simulate",
            "custom",
            "--columns",
            "8",
            "--rows",
            "6",
            "--jokers-apart",
        ],
        "jokers apart, but the pack has no jokers",
    );
    assert_bad(&["simulate", "nestor", "--rectify", "keep"], "bottom-keep");
    let bad = tmp("bad-game.json");
    std::fs::write(&bad, r#"{"columns": [6, 6], "overlapp": true}"#).unwrap();
    assert_bad(
        &["simulate", "--game-file", bad.to_str().unwrap()],
        "overlapp",
    );
    assert_bad(
        &["simulate", "--game-file", "/nonexistent.json"],
        "cannot read",
    );
}

#[test]
fn inspect_and_sweep() {
    let o = patience(&["inspect", "nestor-unrectified", "--deals", "2000"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("lost by inspection") && text.contains("too-many-in-chain"));
    let svg = tmp("sweep.svg");
    let json = tmp("sweep.json");
    let o = patience(&[
        "sweep",
        "nestor",
        "--param",
        "columns",
        "--from",
        "7",
        "--to",
        "9",
        "--deals",
        "200",
        "--quiet",
        "--svg",
        svg.to_str().unwrap(),
        "--json",
        json.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().count(), 2 + 3, "{}", stdout(&o));
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let points = v["points"].as_array().unwrap();
    assert_eq!(points.len(), 3);
    // The point of 8 columns is Nestor itself, deal for deal.
    let nestor = summary(&["simulate", "nestor", "--deals", "200"]);
    assert_eq!(points[1]["summary"]["won"], nestor["won"]);
    // Nine columns of six take the whole pack: no reserve.
    assert!(
        points[2]["layout"].as_str().unwrap().contains("reserve 0"),
        "{}",
        points[2]["layout"]
    );
    let drawn = std::fs::read_to_string(&svg).unwrap();
    assert!(drawn.starts_with("<svg") && drawn.contains("win rate"));
    assert_bad(
        &[
            "sweep", "nestor", "--param", "rows", "--from", "5", "--to", "7", "--deals", "10",
        ],
        "rows = 7",
    );
    assert_bad(
        &["inspect", "3x3x13x5+", "--deals", "10"],
        "no rules that prove deals lost",
    );
}
