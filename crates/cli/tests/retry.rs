//! `patience retry`: a second pass over the deals a run left unknown.

mod common;
use common::*;
use std::path::Path;

/// The summary JSON without the fields that vary run to run.
fn figures(path: &Path) -> serde_json::Value {
    let mut v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    for k in ["seconds", "deals_per_second", "threads", "command"] {
        v.as_object_mut().unwrap().remove(k);
    }
    v
}

/// The deal lines of a per-deal file (its header left out).
fn deal_lines(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap();
    text.lines().skip(1).map(str::to_string).collect()
}

fn run_ok(args: &[&str]) {
    let o = patience(args);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
}

/// Good Measure's first 300 deals at `limit` nodes a deal, into the per-deal `file` (and the
/// summary into `json`).
fn good_measure(limit: &str, file: &Path, json: Option<&Path>) {
    let mut args = vec![
        "simulate",
        "good-measure",
        "--deals",
        "300",
        "--node-limit",
        limit,
        "--quiet",
        "--per-deal",
        file.to_str().unwrap(),
    ];
    if let Some(j) = json {
        args.extend(["--json", j.to_str().unwrap()]);
    }
    run_ok(&args);
}

/// Good Measure's first 300 deals at 20,000 nodes, then their unknown deals again at 200,000:
/// the whole run's verdicts are those of a run at 200,000 nodes (verdicts are exact, and a
/// deal's search depends only on the deal and the settings), and each deal solved again has
/// the line that run gives it.
#[test]
fn a_second_pass_gives_the_verdicts_of_a_run_at_its_budget() {
    let (first, pass, pass_json) = (
        tmp("gm-20k.jsonl"),
        tmp("gm-pass.jsonl"),
        tmp("gm-pass.json"),
    );
    let (direct, direct_json) = (tmp("gm-200k.jsonl"), tmp("gm-200k.json"));
    good_measure("20000", &first, None);
    good_measure("200000", &direct, Some(&direct_json));
    run_ok(&[
        "retry",
        first.to_str().unwrap(),
        "--node-limit",
        "200000",
        "--quiet",
        "--per-deal",
        pass.to_str().unwrap(),
        "--json",
        pass_json.to_str().unwrap(),
    ]);
    let unknown: Vec<String> = deal_lines(&first)
        .into_iter()
        .filter(|l| l.contains(r#""result":"unknown""#))
        .collect();
    let (s, d) = (figures(&pass_json), figures(&direct_json));
    for k in [
        "deals",
        "won",
        "lost",
        "unknown",
        "win_rate",
        "ci95_low",
        "ci95_high",
    ] {
        assert_eq!(s[k], d[k], "{k}");
    }
    let retried = &s["retried"];
    assert_eq!(retried["unknown_before"], unknown.len());
    assert_eq!(retried["solved"], unknown.len());
    assert_eq!(retried["node_limit"], 200_000);
    assert_eq!(retried["node_limit_before"], 20_000);
    assert_eq!(s["node_limit"], 200_000);
    // The pass decided some of them (else the test would show nothing).
    assert!(retried["won"].as_u64().unwrap() + retried["lost"].as_u64().unwrap() > 0);
    // Each deal solved again, line for line as the run at 200,000 nodes has it.
    let by_deal =
        |l: &String| serde_json::from_str::<serde_json::Value>(l).unwrap()["deal"].clone();
    let lines = deal_lines(&pass);
    assert_eq!(lines.len(), unknown.len());
    let direct = deal_lines(&direct);
    for l in &lines {
        let deal = by_deal(l);
        let same = direct.iter().find(|d| by_deal(d) == deal).unwrap();
        assert_eq!(l, same);
    }
    assert_eq!(
        lines.iter().map(by_deal).collect::<Vec<_>>(),
        unknown.iter().map(by_deal).collect::<Vec<_>>()
    );
}

/// A second pass resumes from its torn file to the same file and summary; its file is neither a
/// run's nor a shard's; the run's own settings, a resume with other settings and a game it
/// cannot rebuild are refused with one line.
#[test]
fn a_second_pass_resumes_and_is_told_apart() {
    let (run, pass, pass_json) = (tmp("dn.jsonl"), tmp("dn-pass.jsonl"), tmp("dn-pass.json"));
    run_ok(&[
        "simulate",
        "double-nestor",
        "--deals",
        "400",
        "--node-limit",
        "2000",
        "--quiet",
        "--per-deal",
        run.to_str().unwrap(),
    ]);
    let retry = |extra: &[&str]| {
        let mut args = vec![
            "retry",
            run.to_str().unwrap(),
            "--node-limit",
            "20000",
            "--quiet",
            "--per-deal",
            pass.to_str().unwrap(),
            "--json",
            pass_json.to_str().unwrap(),
        ];
        args.extend(extra);
        patience(&args)
    };
    assert_eq!(retry(&[]).status.code(), Some(0));
    let text = std::fs::read_to_string(&pass).unwrap();
    let whole = figures(&pass_json);
    let solved = whole["retried"]["solved"].as_u64().unwrap();
    assert!(solved >= 3, "{solved} deals unknown at 2,000 nodes");
    // Killed while writing its third deal: a torn last line.
    let cut: usize = text.lines().take(3).map(|l| l.len() + 1).sum::<usize>() + 5;
    std::fs::write(&pass, &text[..cut]).unwrap();
    let o = retry(&["--resume"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&pass).unwrap(), text);
    assert_eq!(figures(&pass_json), whole);
    // Resumed without its flags, the pass goes on with its own settings, not the run's.
    std::fs::write(&pass, &text[..cut]).unwrap();
    let (r, p, j) = (
        run.to_str().unwrap(),
        pass.to_str().unwrap(),
        pass_json.to_str().unwrap(),
    );
    let o = patience(&[
        "retry",
        r,
        "--quiet",
        "--per-deal",
        p,
        "--resume",
        "--json",
        j,
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&pass).unwrap(), text);
    assert_eq!(figures(&pass_json), whole);

    assert_bad(&["retry", r, "--node-limit", "2000"], "decide nothing more");
    assert_bad(&["merge", p], "is a second pass");
    assert_bad(
        &["simulate", "double-nestor", "--per-deal", p, "--resume"],
        "a second pass",
    );
    assert_bad(
        &[
            "retry",
            r,
            "--node-limit",
            "30000",
            "--per-deal",
            p,
            "--resume",
        ],
        "other solver settings",
    );
    // A pass whose run is not given, or that is not the next pass over the run given.
    assert_bad(
        &["retry", p, "--node-limit", "30000"],
        "no per-deal file of a run",
    );
    assert_bad(
        &["retry", r, p, p, "--node-limit", "30000"],
        "not the next pass",
    );
    let played = tmp("played.jsonl");
    run_ok(&[
        "simulate",
        "aces-up",
        "--player",
        "greedy",
        "--deals",
        "10",
        "--quiet",
        "--per-deal",
        played.to_str().unwrap(),
    ]);
    assert_bad(
        &["retry", played.to_str().unwrap()],
        "nothing to solve again",
    );
    let junk = tmp("junk.jsonl");
    std::fs::write(&junk, "{}\n").unwrap();
    assert_bad(&["retry", junk.to_str().unwrap()], "junk.jsonl");
}

/// A second pass over a run's shards is the pass over the run in one file.
#[test]
fn a_second_pass_over_shards_is_the_pass_over_the_run() {
    let one = tmp("sh-one.jsonl");
    let sim = |file: &Path, extra: &[&str]| {
        let mut args = vec![
            "simulate",
            "double-nestor",
            "--deals",
            "300",
            "--node-limit",
            "2000",
            "--quiet",
            "--per-deal",
            file.to_str().unwrap(),
        ];
        args.extend(extra);
        run_ok(&args);
    };
    sim(&one, &[]);
    let shards: Vec<_> = (1..=3).map(|k| tmp(&format!("sh-{k}.jsonl"))).collect();
    for (k, f) in shards.iter().enumerate() {
        sim(f, &["--shard", &format!("{}/3", k + 1)]);
    }
    let (a, b) = (tmp("sh-one-pass.json"), tmp("sh-shards-pass.json"));
    let (pa, pb) = (tmp("sh-one-pass.jsonl"), tmp("sh-shards-pass.jsonl"));
    let retry = |files: &[&Path], per_deal: &Path, json: &Path| {
        let mut args = vec!["retry"];
        args.extend(files.iter().map(|f| f.to_str().unwrap()));
        args.extend([
            "--node-limit",
            "20000",
            "--quiet",
            "--per-deal",
            per_deal.to_str().unwrap(),
            "--json",
            json.to_str().unwrap(),
        ]);
        run_ok(&args);
    };
    retry(&[&one], &pa, &a);
    retry(&[&shards[2], &shards[0], &shards[1]], &pb, &b);
    assert_eq!(figures(&a), figures(&b));
    assert_eq!(
        std::fs::read_to_string(&pa).unwrap(),
        std::fs::read_to_string(&pb).unwrap()
    );
}

/// A pass over a run and its first pass (a chain) solves what the first pass left unknown, and
/// gives the whole run the verdicts of a run at its budget.
#[test]
fn a_pass_after_a_pass_continues_the_chain() {
    let (run, p1, p2, p2_json) = (
        tmp("ch-run.jsonl"),
        tmp("ch-p1.jsonl"),
        tmp("ch-p2.jsonl"),
        tmp("ch-p2.json"),
    );
    let (direct, direct_json) = (tmp("ch-direct.jsonl"), tmp("ch-direct.json"));
    good_measure("5000", &run, None);
    good_measure("300000", &direct, Some(&direct_json));
    let (r, a, b) = (
        run.to_str().unwrap(),
        p1.to_str().unwrap(),
        p2.to_str().unwrap(),
    );
    run_ok(&[
        "retry",
        r,
        "--node-limit",
        "30000",
        "--quiet",
        "--per-deal",
        a,
    ]);
    // The files in any order.
    run_ok(&[
        "retry",
        a,
        r,
        "--node-limit",
        "300000",
        "--quiet",
        "--per-deal",
        b,
        "--json",
        p2_json.to_str().unwrap(),
    ]);
    let (s, d) = (figures(&p2_json), figures(&direct_json));
    for k in ["deals", "won", "lost", "unknown"] {
        assert_eq!(s[k], d[k], "{k}");
    }
    let first_left = deal_lines(&p1)
        .iter()
        .filter(|l| l.contains(r#""result":"unknown""#))
        .count();
    assert!(first_left > 0 && first_left < deal_lines(&p1).len());
    assert_eq!(s["retried"]["unknown_before"], first_left);
    assert_eq!(s["retried"]["node_limit_before"], 30_000);
    let direct = deal_lines(&direct);
    for l in deal_lines(&p2) {
        assert!(direct.contains(&l), "{l}");
    }
    // The second pass without the first is not the next pass over the run.
    assert_bad(
        &["retry", r, b, "--node-limit", "400000"],
        "not the next pass",
    );
    // Nor is a pass at the settings of the last.
    assert_bad(
        &["retry", r, a, "--node-limit", "30000"],
        "decide nothing more",
    );
}
