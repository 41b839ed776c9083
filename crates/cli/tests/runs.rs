//! Runs that never lose work: per-deal files as the run goes, stopping by signal, resuming,
//! shards and their merge.

mod common;
use common::*;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The summary JSON without the fields that vary run to run.
fn figures(path: &std::path::Path) -> serde_json::Value {
    let mut v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    for k in ["seconds", "deals_per_second", "threads", "command"] {
        v.as_object_mut().unwrap().remove(k);
    }
    v
}

fn lines(path: &std::path::Path) -> usize {
    std::fs::read_to_string(path).unwrap().lines().count()
}

/// `patience ARGS` started (its output piped), once its per-deal `file` holds `want` lines.
fn running_until(args: &[&str], file: &std::path::Path, want: usize) -> Child {
    let child = Command::new(env!("CARGO_BIN_EXE_patience"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let t = Instant::now();
    while std::fs::read_to_string(file).map_or(0, |s| s.lines().count()) < want {
        assert!(t.elapsed() < Duration::from_mins(5), "no deals written");
        std::thread::sleep(Duration::from_millis(20));
    }
    child
}

/// `child` sent `signal` (as `kill` names it, e.g. `-INT`), once it has ended: its output.
fn stopped(child: Child, signal: &str) -> Output {
    let kill = Command::new("kill")
        .args([signal, &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    child.wait_with_output().unwrap()
}

#[test]
fn shards_merge_to_exactly_one_run() {
    let one = tmp("one.json");
    let o = patience(&[
        "simulate",
        "nestor",
        "--deals",
        "20000",
        "--quiet",
        "--json",
        one.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let mut files = Vec::new();
    for k in 1..=4 {
        let f = tmp(&format!("shard{k}.jsonl"));
        let shard = format!("{k}/4");
        let o = patience(&[
            "simulate",
            "nestor",
            "--deals",
            "20000",
            "--shard",
            &shard,
            "--quiet",
            "--per-deal",
            f.to_str().unwrap(),
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        assert_eq!(lines(&f), 1 + 5000);
        files.push(f.to_str().unwrap().to_string());
    }
    let merged = tmp("merged.json");
    let mut args = vec!["merge"];
    // Any order.
    args.extend(files.iter().rev().map(String::as_str));
    args.extend(["--json", merged.to_str().unwrap()]);
    let o = patience(&args);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(figures(&merged), figures(&one));

    let f = |i: usize| files[i].as_str();
    assert_bad(&["merge", f(0), f(1), f(3)], "deals missing: 10001..15000");
    assert_bad(&["merge", f(0), f(1)], "deals missing: 10001..20000");
    // The shards done so far: the summary of the first half, as a run of it gives, but partial.
    let half = tmp("half.json");
    let o = patience(&[
        "merge",
        "--partial",
        f(1),
        f(0),
        "--json",
        half.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let first = tmp("first.json");
    let o = patience(&[
        "simulate",
        "nestor",
        "--deals",
        "10000",
        "--quiet",
        "--json",
        first.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let (mut half, first) = (figures(&half), figures(&first));
    assert_eq!(half["partial"], true);
    half["partial"] = false.into();
    assert_eq!(half, first);
    assert_bad(
        &["merge", "--partial", f(0), f(2)],
        "deals missing: 5001..10000",
    );
    assert_bad(&["merge", f(0), f(1), f(1), f(2), f(3)], "are in both");
    let other = tmp("other.jsonl");
    let o = patience(&[
        "simulate",
        "nestor-unrectified",
        "--deals",
        "20000",
        "--shard",
        "3/4",
        "--quiet",
        "--per-deal",
        other.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0));
    assert_bad(
        &["merge", f(0), f(1), other.to_str().unwrap(), f(3)],
        "not of the same experiment",
    );
}

#[test]
fn a_torn_or_stopped_file_resumes_to_the_whole_run() {
    let full = tmp("full.jsonl");
    let full_json = tmp("full.json");
    let run = |file: &std::path::Path, json: &std::path::Path, extra: &[&str]| {
        let mut args = vec![
            "simulate",
            "double-nestor",
            "--deals",
            "600",
            "--quiet",
            "--per-deal",
            file.to_str().unwrap(),
            "--json",
            json.to_str().unwrap(),
        ];
        args.extend(extra);
        patience(&args)
    };
    assert_eq!(run(&full, &full_json, &[]).status.code(), Some(0));
    // A run killed while writing its 301st deal: a torn last line.
    let text = std::fs::read_to_string(&full).unwrap();
    let cut: usize = text.lines().take(301).map(|l| l.len() + 1).sum::<usize>() + 9;
    let part = tmp("part.jsonl");
    let part_json = tmp("part.json");
    std::fs::write(&part, &text[..cut]).unwrap();
    let o = run(&part, &part_json, &["--resume"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&part).unwrap(), text);
    assert_eq!(figures(&part_json), figures(&full_json));
    // Another game's file is refused, and left alone.
    assert_bad(
        &[
            "simulate",
            "double-nestor",
            "--deals",
            "601",
            "--per-deal",
            part.to_str().unwrap(),
            "--resume",
        ],
        "cannot resume",
    );
    assert_eq!(std::fs::read_to_string(&part).unwrap(), text);
}

/// A run resumed without search flags keeps the settings it began with, not the build's
/// defaults; a flag that contradicts them is refused.
#[test]
fn resume_keeps_the_solver_settings_of_the_file() {
    let full = tmp("settings-full.jsonl");
    let part = tmp("settings-part.jsonl");
    let run =
        |file: &std::path::Path, extra: &[&str]| simulate_to("double-nestor", "200", file, extra);
    let settings = [
        "--node-limit",
        "5000",
        "--table-mib",
        "3",
        "--restart-nodes",
        "0",
    ];
    assert_eq!(run(&full, &settings).status.code(), Some(0));
    let text = std::fs::read_to_string(&full).unwrap();
    assert!(text
        .lines()
        .next()
        .unwrap()
        .contains(r#""node_limit":5000"#));
    let cut: usize = text.lines().take(101).map(|l| l.len() + 1).sum();
    std::fs::write(&part, &text[..cut]).unwrap();
    let o = run(&part, &["--resume"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&part).unwrap(), text);
    std::fs::write(&part, &text[..cut]).unwrap();
    let o = run(&part, &["--resume", "--node-limit", "6000"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("other solver settings"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn sigint_stops_with_a_partial_summary_and_resume_completes_it() {
    let file = tmp("sig.jsonl");
    let json = tmp("sig.json");
    // Wait until some deals are in the file, then interrupt.
    let child = running_until(
        &[
            "simulate",
            "double-nestor",
            "--deals",
            "10000",
            "--per-deal",
            file.to_str().unwrap(),
            "--json",
            json.to_str().unwrap(),
        ],
        &file,
        50,
    );
    let o = stopped(child, "-INT");
    assert_eq!(o.status.code(), Some(130), "{}", stderr(&o));
    // The summary counts exactly the deals in the file, and says it is partial.
    let v = figures(&json);
    assert_eq!(v["partial"], true, "{}", stdout(&o));
    assert!(stdout(&o).contains("partial"));
    assert_eq!(v["deals"].as_u64().unwrap() as usize, lines(&file) - 1);
    let o = patience(&[
        "simulate",
        "double-nestor",
        "--deals",
        "10000",
        "--quiet",
        "--per-deal",
        file.to_str().unwrap(),
        "--json",
        json.to_str().unwrap(),
        "--resume",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let whole = tmp("sig-whole.json");
    let o = patience(&[
        "simulate",
        "double-nestor",
        "--deals",
        "10000",
        "--quiet",
        "--json",
        whole.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(figures(&json), figures(&whole));
    assert_eq!(lines(&file), 10001);
}

/// Deals that take seconds each reach the file as each ends, not once the thread's block of
/// deals (32) is done: a run killed outright (no signal to stop it between deals) keeps them.
/// A run of Nestors deals stopped at five million nodes (half a second each in a release build
/// here) with `trump`, `deals` and `threads`, writing `file`, once `file` has `want` lines.
fn slow_nestors(
    trump: &str,
    deals: &str,
    threads: &str,
    file: &std::path::Path,
    want: usize,
) -> Child {
    running_until(
        &[
            "simulate",
            "nestors",
            "--trump",
            trump,
            "--deals",
            deals,
            "--threads",
            threads,
            "--node-limit",
            "5000000",
            "--table-mib",
            "16",
            "--quiet",
            "--per-deal",
            file.to_str().unwrap(),
        ],
        file,
        want,
    )
}

#[test]
fn slow_deals_reach_the_file_one_by_one() {
    let file = tmp("slow.jsonl");
    let mut child = slow_nestors("jacks", "32", "1", &file, 2);
    child.kill().unwrap();
    child.wait().unwrap();
    let text = std::fs::read_to_string(&file).unwrap();
    let deals: Vec<serde_json::Value> = text
        .lines()
        .skip(1)
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert!(
        !deals.is_empty() && deals.len() < 32,
        "{} deals in the file when it was killed",
        deals.len()
    );
    for (d, v) in (1..).zip(&deals) {
        assert_eq!(v["deal"], d);
    }
}

/// Slow deals run on two threads go one at a time, in deal order: a run stopped by SIGTERM,
/// which lets each thread finish its deal, keeps every deal it finished. (Taken 32 at a time,
/// the second thread's deals 33, 34, ... finished before the first thread reached them, and a
/// stop threw them away.)
#[test]
fn a_stopped_run_of_slow_deals_keeps_every_deal_finished() {
    let file = tmp("slow-two.jsonl");
    let child = slow_nestors("tens", "64", "2", &file, 3);
    let o = stopped(child, "-TERM");
    let err = stderr(&o);
    let said = err
        .split("stopped by signal 15: ")
        .nth(1)
        .unwrap_or_else(|| panic!("no stop line in {err}"));
    let numbers: Vec<u64> = said
        .split_whitespace()
        .filter_map(|w| w.parse().ok())
        .take(2)
        .collect();
    let [finished, kept] = numbers[..] else {
        panic!("no counts in {said}");
    };
    assert_eq!(finished, kept, "{err}");
    assert!(kept < 64);
    assert_eq!(lines(&file) as u64, kept + 1);
}

#[test]
fn bad_outputs_fail_before_the_run_with_one_line() {
    assert_bad(
        &[
            "simulate",
            "nestor",
            "--deals",
            "10",
            "--per-deal",
            "/dev/full",
        ],
        "No space left",
    );
    let same = tmp("same.json");
    let s = same.to_str().unwrap();
    assert_bad(
        &[
            "simulate",
            "nestor",
            "--deals",
            "10",
            "--json",
            s,
            "--per-deal",
            s,
        ],
        "name the same file",
    );
    assert_bad(
        &[
            "simulate",
            "nestor",
            "--deals",
            "10",
            "--json",
            "/nonexistent/dir/x.json",
        ],
        "cannot write /nonexistent/dir/x.json",
    );
    assert_bad(
        &["simulate", "nestor", "--deals", "10", "--shard", "5/4"],
        "between 1 and N",
    );
    assert_bad(
        &["simulate", "nestor", "--deals", "3", "--shard", "1/4"],
        "--shard 1/4",
    );
}
