//! `--max-depth`: the deepest a search's path may go, the game's own by default.

mod common;
use common::*;

/// `solve good-measure --deal 1` in one run (no restarts, which would each stop at a shallow
/// depth and go on to the next) with `extra` flags.
fn solve_deal_1(extra: &[&str]) -> std::process::Output {
    let mut args = vec![
        "solve",
        "good-measure",
        "--deal",
        "1",
        "--restart-nodes",
        "0",
    ];
    args.extend_from_slice(extra);
    let o = patience(&args);
    assert!(matches!(o.status.code(), Some(0 | 3)), "{}", stderr(&o));
    o
}

/// [`solve_deal_1`]'s report, as JSON.
fn solve(extra: &[&str]) -> serde_json::Value {
    let o = solve_deal_1(&[extra, &["--json", "-"]].concat());
    serde_json::from_str(&stdout(&o)).expect("JSON")
}

/// A win is some 100 moves long, so a path of 20 positions finds none and proves nothing:
/// unknown, well before the budget; the game's own depth, given or not, decides the deal; and a
/// depth above the game's searches as the game's does when no path goes that deep.
#[test]
fn a_shallow_depth_leaves_the_deal_unknown_before_its_budget() {
    let plain = solve(&[]);
    assert_eq!(plain["result"], "won", "{plain}");
    let shallow = solve(&["--max-depth", "20"]);
    assert_eq!(shallow["result"], "unknown", "{shallow}");
    assert!(
        shallow["nodes"].as_u64().unwrap() <= 20,
        "stopped at the depth: {shallow}"
    );
    for depth in ["524288", "4000000"] {
        let same = solve(&["--max-depth", depth]);
        assert_eq!(
            (&same["result"], &same["nodes"]),
            (&plain["result"], &plain["nodes"]),
            "--max-depth {depth}"
        );
    }
    let o = solve_deal_1(&["--max-depth", "20"]);
    assert!(
        stdout(&o).contains("--max-depth"),
        "the text names the flag: {}",
        stdout(&o)
    );
}

/// The depth of a run is in its per-deal file when it is not the game's, and a resumed run
/// keeps it: resuming with another depth is refused, as with another budget.
#[test]
fn a_runs_depth_is_recorded_and_kept_on_resume() {
    let file = tmp("depth.jsonl");
    let _ = std::fs::remove_file(&file);
    let run = |extra: &[&str]| {
        simulate_to(
            "good-measure",
            "3",
            &file,
            &[&["--restart-nodes", "0"], extra].concat(),
        )
    };
    let o = run(&["--max-depth", "20"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = std::fs::read_to_string(&file).unwrap();
    let header: serde_json::Value = serde_json::from_str(text.lines().next().unwrap()).unwrap();
    assert_eq!(header["solver"]["max_depth"], 20, "{header}");
    for line in text.lines().skip(1) {
        assert!(line.contains("\"unknown\""), "{line}");
    }
    // A pass at the run's own settings decides nothing more; the message gives them all.
    assert_bad(
        &["retry", file.to_str().unwrap()],
        "--restart-nodes 0, --max-depth 20)",
    );
    let o = run(&["--max-depth", "30", "--resume"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("--max-depth"), "{}", stderr(&o));
    // The game's own depth is not recorded: such a run is one made without the flag.
    let _ = std::fs::remove_file(&file);
    let o = run(&["--max-depth", "524288"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(
        !text.lines().next().unwrap().contains("max_depth"),
        "{text}"
    );
}

#[test]
fn a_depth_of_zero_is_refused() {
    assert_bad(
        &["solve", "good-measure", "--deal", "1", "--max-depth", "0"],
        "--max-depth",
    );
}

/// Nestors' double-dummy search ends with the deal's cards: a depth cap is refused, not
/// ignored, before anything is written.
#[test]
fn a_depth_for_the_double_dummy_search_is_refused() {
    assert_bad(
        &[
            "solve",
            "nestors",
            "--deal",
            "1",
            "--trump",
            "jacks",
            "--max-depth",
            "30",
        ],
        "--max-depth 30",
    );
    let file = tmp("nestors-depth.jsonl");
    let _ = std::fs::remove_file(&file);
    let o = simulate_to(
        "nestors",
        "1",
        &file,
        &["--trump", "jacks", "--max-depth", "30"],
    );
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("--max-depth 30"), "{}", stderr(&o));
    assert!(
        !file.exists(),
        "refused before the per-deal file is written"
    );
}
