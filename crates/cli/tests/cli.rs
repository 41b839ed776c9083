//! The `patience` binary end to end: outputs, exit codes, determinism and bad input.

mod common;
use common::*;

#[test]
fn bad_input_is_one_line_and_exit_2() {
    assert_bad(&["simulate", "nestorr", "--deals", "5"], "unknown game");
    assert_bad(&["simulate", "nestor", "--deals", "x"], "--deals");
    assert_bad(&["simulate", "nestor", "--rectify", "sideways"], "sideways");
    assert_bad(&["simulate", "nestor", "--threads", "0"], "--threads");
    assert_bad(&["simulate", "nestor", "--node-limit", "0"], "--node-limit");
    assert_bad(&["solve", "nestor"], "--deal");
    assert_bad(&["frobnicate"], "frobnicate");
    assert_bad(
        &["solve", "--deal-file", "/nonexistent/deal.json"],
        "cannot read",
    );

    let o = patience(&["deal", "nestor", "--deal", "7", "--json", "-"]);
    assert_eq!(o.status.code(), Some(0));
    let good = stdout(&o);
    let write = |name: &str, text: &str| {
        let p = tmp(name);
        std::fs::write(&p, text).unwrap();
        p.to_string_lossy().into_owned()
    };
    let v: serde_json::Value = serde_json::from_str(&good).unwrap();
    let card = v["reserve"][0].as_str().unwrap().to_string();
    // A missing card.
    let mut missing = v.clone();
    missing["reserve"].as_array_mut().unwrap().remove(0);
    assert_bad(
        &[
            "solve",
            "--deal-file",
            &write("missing.json", &missing.to_string()),
        ],
        &format!("missing [{card}]"),
    );
    // An extra card.
    let mut extra = v.clone();
    extra["reserve"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::json!("AS"));
    assert_bad(
        &[
            "solve",
            "--deal-file",
            &write("extra.json", &extra.to_string()),
        ],
        "impossible layout",
    );
    // A malformed card.
    let mut bad_card = v.clone();
    bad_card["tableau"][0][0] = serde_json::json!("1X");
    assert_bad(
        &[
            "solve",
            "--deal-file",
            &write("badcard.json", &bad_card.to_string()),
        ],
        "1X",
    );
    // The wrong shape.
    let mut shape = v.clone();
    let col = shape["tableau"].as_array_mut().unwrap().pop().unwrap();
    shape["reserve"]
        .as_array_mut()
        .unwrap()
        .extend(col.as_array().unwrap().iter().cloned());
    assert_bad(
        &[
            "solve",
            "--deal-file",
            &write("shape.json", &shape.to_string()),
        ],
        "columns",
    );
    // Not JSON, and a game that disagrees with the file.
    assert_bad(
        &["solve", "--deal-file", &write("junk.json", "{not json")],
        "bad deal file",
    );
    let p = write("good.json", &good);
    assert_bad(
        &["solve", "double-nestor", "--deal-file", &p],
        "not of \"double-nestor\"",
    );
}

#[test]
fn deal_file_round_trip_and_exit_codes() {
    let o = patience(&["deal", "nestor", "--deal", "3", "--json", "-"]);
    let p = tmp("deal3.json");
    std::fs::write(&p, stdout(&o)).unwrap();
    let by_number = patience(&["solve", "nestor", "--deal", "3", "--json", "-"]);
    let by_file = patience(&["solve", "--deal-file", p.to_str().unwrap(), "--json", "-"]);
    let a: serde_json::Value = serde_json::from_str(&stdout(&by_number)).unwrap();
    let b: serde_json::Value = serde_json::from_str(&stdout(&by_file)).unwrap();
    assert_eq!(a["result"], b["result"]);
    assert_eq!(a["moves"], b["moves"]);
    assert_eq!(a["nodes"], b["nodes"]);
    assert_eq!(by_number.status.code(), by_file.status.code());

    // Exit codes: 0 won, 1 lost, 3 unknown.
    let mut seen = [false; 2];
    for deal in 1..40 {
        let o = patience(&["solve", "nestor", "--deal", &deal.to_string()]);
        let code = o.status.code().unwrap();
        let text = stdout(&o);
        match code {
            0 => {
                assert!(
                    text.contains("result: won") && text.contains("  1. discard"),
                    "{text}"
                );
                seen[0] = true;
            }
            1 => {
                assert!(text.contains("result: lost"), "{text}");
                seen[1] = true;
            }
            _ => panic!("deal {deal}: exit {code}"),
        }
    }
    assert_eq!(seen, [true, true]);
    let o = patience(&["solve", "double-nestor", "--deal", "1", "--node-limit", "1"]);
    assert_eq!(o.status.code(), Some(3), "{}", stdout(&o));
}

/// The same summary (but for timing) and the same per-deal lines for 1 and 2 threads.
#[test]
fn identical_results_for_any_thread_count() {
    let run = |threads: &str| {
        let json = tmp(&format!("sum{threads}.json"));
        let lines = tmp(&format!("deals{threads}.jsonl"));
        let o = patience(&[
            "simulate",
            "nestor",
            "--deals",
            "3000",
            "--start",
            "11",
            "--threads",
            threads,
            "--quiet",
            "--json",
            json.to_str().unwrap(),
            "--per-deal",
            lines.to_str().unwrap(),
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let mut v: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(json).unwrap()).unwrap();
        for k in ["seconds", "deals_per_second", "threads", "command"] {
            v.as_object_mut().unwrap().remove(k);
        }
        (v, std::fs::read_to_string(lines).unwrap())
    };
    let (s1, l1) = run("1");
    let (s2, l2) = run("2");
    assert_eq!(s1, s2);
    assert_eq!(l1, l2);
    // A header line, then a line a deal in deal order.
    assert_eq!(l1.lines().count(), 1 + 3000);
    assert_eq!(s1["deals"], 3000);
    let header: serde_json::Value = serde_json::from_str(l1.lines().next().unwrap()).unwrap();
    assert_eq!(
        (&header["game"], &header["start"]),
        (&"nestor".into(), &11.into())
    );
    assert!(l1
        .lines()
        .nth(1)
        .unwrap()
        .starts_with(r#"{"deal":11,"result":""#));
}

#[test]
fn games_lists_presets() {
    let o = patience(&["games"]);
    let text = stdout(&o);
    for name in ["nestor", "nestor-unrectified", "double-nestor"] {
        assert!(text.lines().any(|l| l.starts_with(name)), "{text}");
    }
}

#[test]
fn games_json_gives_each_games_default_search() {
    let o = patience(&["games", "--json", "-"]);
    let list: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let entry = |name: &str| {
        list.as_array()
            .unwrap()
            .iter()
            .find(|e| e["name"] == name)
            .unwrap_or_else(|| panic!("{name} listed"))
            .clone()
    };
    let ayli = entry("as-you-like-it");
    assert_eq!(
        (&ayli["node_limit"], &ayli["table_mib"]),
        (&10_000_000.into(), &64.into())
    );
    assert_eq!(entry("bakers-dozen")["restart_nodes"], 300);
    // Good Measure's last run outgrows Baker's Dozen's table.
    assert_eq!(entry("bakers-dozen")["table_mib"], 32);
    assert_eq!(entry("good-measure")["table_mib"], 64);
    assert_eq!(entry("nestor")["table_mib"], 32);
    // Nestors needs a trump to be a game; its defaults are the same for every trump.
    let nestors = entry("nestors");
    assert_eq!(
        (&nestors["node_limit"], &nestors["table_mib"]),
        (&5_000_000_000_u64.into(), &256.into())
    );
    // A restart budget only for the games whose search restarts.
    for name in ["as-you-like-it", "good-measure", "accordion-free", "match"] {
        assert!(entry(name)["restart_nodes"].is_u64(), "{name}");
    }
    for name in [
        "nestors",
        "nestor",
        "canfield-partial",
        "aces-up",
        "accordion",
        "baroness",
    ] {
        assert!(entry(name).get("restart_nodes").is_none(), "{name}");
    }
    // A depth only for the games that cap the path.
    for name in ["bakers-dozen", "good-measure"] {
        assert_eq!(entry(name)["max_depth"], 1 << 19, "{name}");
    }
    for name in ["as-you-like-it", "canfield", "accordion-free", "nestors"] {
        assert!(entry(name).get("max_depth").is_none(), "{name}");
    }
    for e in list.as_array().unwrap() {
        assert!(e["node_limit"].is_u64(), "{e}");
    }
}
