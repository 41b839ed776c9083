//! The one place that writes to the terminal: data to stdout, progress and errors to stderr.
//!
//! Writing to a closed stdout (`patience … | head -1`) or a full disk is an error like any other
//! (one line, exit code 2), never a panic: nothing here uses `println!`, which panics on a failed
//! write.
#![allow(clippy::print_stdout, clippy::print_stderr)]

use anyhow::{Context, Result};
use serde::Serialize;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Where `--json` sends its JSON: `-` is stdout (instead of the text), anything else a file
/// (beside the text on stdout).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum JsonOut {
    /// `--json -`.
    Stdout,
    /// `--json FILE`.
    File(PathBuf),
}

impl From<&std::ffi::OsStr> for JsonOut {
    fn from(s: &std::ffi::OsStr) -> JsonOut {
        if s == "-" {
            JsonOut::Stdout
        } else {
            JsonOut::File(PathBuf::from(s))
        }
    }
}

/// Writes `text` to stdout as it is.
///
/// # Errors
/// A closed stdout or a failed write.
pub(crate) fn data(text: &str) -> Result<()> {
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .context("cannot write to stdout")
}

/// Writes `value` as pretty JSON (and a newline) to `path`.
///
/// # Errors
/// A file that cannot be written.
pub(crate) fn json_file(path: &Path, value: &impl Serialize) -> Result<()> {
    let text = serde_json::to_string_pretty(value)? + "\n";
    std::fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))
}

/// The result of a subcommand: its text on stdout, unless `--json -` asks for the JSON there
/// instead; with `--json FILE`, the JSON also goes to the file.
///
/// # Errors
/// A failed write.
pub(crate) fn emit(json: Option<&JsonOut>, text: &str, value: &impl Serialize) -> Result<()> {
    match json {
        Some(JsonOut::Stdout) => data(&(serde_json::to_string_pretty(value)? + "\n")),
        Some(JsonOut::File(path)) => {
            // The file first: a closed stdout must not cost it.
            let written = json_file(path, value);
            data(text)?;
            written
        }
        None => data(text),
    }
}

/// A progress line on stderr (callers check `--quiet`).
pub(crate) fn progress(text: &str) {
    let _ = writeln!(std::io::stderr().lock(), "{text}");
}

/// The one-line error of a failed command, on stderr.
pub(crate) fn error(text: &str) {
    let _ = writeln!(std::io::stderr().lock(), "patience: {text}");
}
