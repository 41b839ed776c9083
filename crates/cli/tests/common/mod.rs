//! Helpers shared by the command-line tests: run the binary, read its output, temporary files.

// Each test binary uses a subset of these.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Runs `patience ARGS`.
pub(crate) fn patience(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_patience"))
        .args(args)
        .output()
        .expect("runs")
}

/// A path in this test process's own temporary folder.
pub(crate) fn tmp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("patience-tests-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// Standard output as text.
pub(crate) fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Standard error as text.
pub(crate) fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A bad input: exit code 2 and exactly one line on stderr, naming `needle`, no panic.
pub(crate) fn assert_bad(args: &[&str], needle: &str) {
    let o = patience(args);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.contains(needle), "{args:?}: {err:?} lacks {needle:?}");
    assert!(!err.contains("panicked"), "{err}");
}

/// Runs `patience simulate GAME --deals DEALS --quiet --per-deal FILE EXTRA`.
pub(crate) fn simulate_to(game: &str, deals: &str, file: &Path, extra: &[&str]) -> Output {
    let mut args = vec![
        "simulate",
        game,
        "--deals",
        deals,
        "--quiet",
        "--per-deal",
        file.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    patience(&args)
}
