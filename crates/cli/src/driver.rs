//! The plumbing of the commands that solve many deals (`simulate`, `retry`): the per-deal file
//! read back and opened for appending, a progress bar, the reports written as whole lines as the
//! run goes, a stop between deals on SIGINT or SIGTERM, and the summary and exit code at the
//! end.

use crate::printer::{self, JsonOut};
use anyhow::{bail, Context, Result};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use patience_sim::{scan, Header, Hooks, Scan, SimError, Summary, Tally};
use std::fs::{File, OpenOptions};
use std::io::{BufReader, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;

/// The signal that stopped the run, if any (its number), set by the handlers of [`signals`].
fn signals() -> Result<Arc<AtomicUsize>> {
    use signal_hook::consts::{SIGINT, SIGTERM};
    let which = Arc::new(AtomicUsize::new(0));
    let once = Arc::new(AtomicBool::new(false));
    for sig in [SIGINT, SIGTERM] {
        // A second signal ends the process at once (everything reported is already written).
        signal_hook::flag::register_conditional_shutdown(sig, 128 + sig, Arc::clone(&once))?;
        signal_hook::flag::register(sig, Arc::clone(&once))?;
        signal_hook::flag::register_usize(sig, Arc::clone(&which), sig as usize)?;
    }
    Ok(which)
}

/// The same file, whether or not it exists yet.
fn same_file(a: &Path, b: &Path) -> bool {
    let full = |p: &Path| std::fs::canonicalize(p).or_else(|_| std::path::absolute(p));
    matches!((full(a), full(b)), (Ok(x), Ok(y)) if x == y)
}

/// How `found`'s header differs from the run's `want`, in words.
fn differences(found: &Header, want: &Header) -> String {
    let mut d = Vec::new();
    match (&found.retry, &want.retry) {
        (Some(_), None) => return "a second pass (patience retry resumes it)".into(),
        (None, Some(_)) => return "a run, not a second pass (simulate --resume resumes it)".into(),
        (Some(f), Some(w)) if f != w => {
            d.push("a second pass over other deals, or of a run with other settings".into());
        }
        _ => {}
    }
    if found.game != want.game {
        d.push(format!("game {:?}, not {:?}", found.game, want.game));
    } else if found.params != want.params {
        d.push(format!("rules \"{}\", not \"{}\"", found.rules, want.rules));
    }
    if found.solver != want.solver {
        d.push(
            "other solver settings (--node-limit, --table-mib, --restart-nodes, --max-depth)"
                .into(),
        );
    }
    if (found.start, found.deals) != (want.start, want.deals) {
        d.push(format!(
            "deals {} from {}, not {} from {}",
            found.deals, found.start, want.deals, want.start
        ));
    }
    if found.shard.map(|s| (s.index, s.count)) != want.shard.map(|s| (s.index, s.count)) {
        d.push("another --shard".into());
    }
    d.join("; ")
}

/// Reads the per-deal files `paths`, each with its name for messages.
///
/// # Errors
/// A file that cannot be read or is no per-deal file ([`scan`]), named.
pub(crate) fn scan_files(paths: &[PathBuf]) -> Result<Vec<(String, Scan)>> {
    let mut scans = Vec::new();
    for p in paths {
        let name = p.display().to_string();
        let f = File::open(p).with_context(|| format!("cannot read {name}"))?;
        let s = scan(&mut BufReader::new(f)).with_context(|| name.clone())?;
        scans.push((name, s));
    }
    Ok(scans)
}

/// The per-deal file that `--resume` completes, read once: `None` when there is no per-deal
/// file, no `--resume`, or the file does not exist yet (then the run starts it).
///
/// # Errors
/// When the file cannot be read or is no per-deal file ([`scan`]).
pub(crate) fn resumed_file(per_deal: Option<&Path>, resume: bool) -> Result<Option<Scan>> {
    let Some(path) = per_deal.filter(|p| resume && p.exists()) else {
        return Ok(None);
    };
    let name = path.display();
    let found = scan(&mut BufReader::new(
        File::open(path).with_context(|| format!("cannot read {name}"))?,
    ))
    .with_context(|| format!("cannot resume {name}"))?;
    Ok(Some(found))
}

/// Opens the per-deal file at `path`: a new one with its header, or the file of a resumed run
/// (`resumed`, as [`resumed_file`] read it; its torn last line cut off), for appending, when
/// its header is the run's. Returns the file and the tally of the deals it holds, with their
/// count.
pub(crate) fn open_per_deal(
    path: &Path,
    resumed: Option<Scan>,
    header: &Header,
) -> Result<(File, Tally, u64)> {
    let name = path.display();
    if let Some(found) = resumed {
        if found.header != *header {
            bail!(
                "cannot resume {name}: it is a run of {}",
                differences(&found.header, header)
            );
        }
        let mut f = OpenOptions::new()
            .append(true)
            .open(path)
            .with_context(|| format!("cannot write {name}"))?;
        f.set_len(found.whole_bytes)
            .with_context(|| format!("cannot write {name}"))?;
        f.flush()?;
        return Ok((f, found.tally, found.done));
    }
    let mut f = File::create(path).with_context(|| format!("cannot write {name}"))?;
    let line = serde_json::to_string(header)? + "\n";
    f.write_all(line.as_bytes())
        .with_context(|| format!("cannot write {name}"))?;
    Ok((f, Tally::default(), 0))
}

/// Checks before a run starts that its `--json` file can be written and is not its per-deal
/// file.
///
/// # Errors
/// The same file for both, or a `--json` file that cannot be written.
pub(crate) fn check_json(json: Option<&JsonOut>, per_deal: Option<&Path>) -> Result<()> {
    if let (Some(JsonOut::File(j)), Some(p)) = (json, per_deal) {
        if same_file(j, p) {
            bail!("--json and --per-deal name the same file, {}", p.display());
        }
    }
    if let Some(JsonOut::File(j)) = json {
        // Opened to see that it can be written, left as it was.
        let existed = j.exists();
        OpenOptions::new()
            .append(true)
            .create(true)
            .open(j)
            .with_context(|| format!("cannot write {}", j.display()))?;
        if !existed {
            let _ = std::fs::remove_file(j);
        }
    }
    Ok(())
}

/// What [`drive`] gives back.
pub(crate) struct Driven {
    /// The run's summary.
    pub summary: Summary,
    /// The signal that stopped the run (0: none).
    pub signal: usize,
    /// Deals finished by this run, in or out of order.
    pub finished: u64,
    /// The first error writing the per-deal file, after which nothing more was written to it.
    pub write_err: Option<std::io::Error>,
}

/// Runs `run` (`todo` deals) with the hooks of a command: a progress bar on stderr unless
/// `quiet` or stderr is no terminal, each batch of reports appended to `per_deal` as whole
/// lines, and a stop between deals on SIGINT or SIGTERM.
///
/// # Errors
/// The signal handlers cannot be set, or `run`'s error.
pub(crate) fn drive(
    mut per_deal: Option<File>,
    todo: u64,
    quiet: bool,
    run: impl FnOnce(Hooks<'_>) -> Result<Summary, SimError>,
) -> Result<Driven> {
    let signal = signals()?;
    let bar = if quiet || !std::io::stderr().is_terminal() {
        ProgressBar::hidden()
    } else {
        let b = ProgressBar::with_draw_target(Some(todo), ProgressDrawTarget::stderr());
        b.set_style(crate::spinner::with_searched(
            ProgressStyle::with_template(
                "{elapsed_precise} [{wide_bar}] {pos}/{len} deals, {per_sec}, eta {eta}, {searched} positions",
            )
            .expect("static template"),
        ));
        b
    };
    let mut write_err: Option<std::io::Error> = None;
    let mut lines = String::new();
    let summary = run(Hooks {
        on_deal: &|| bar.inc(1),
        on_reports: &mut |reports| {
            let Some(f) = per_deal.as_mut() else { return };
            lines.clear();
            for r in reports {
                lines += &serde_json::to_string(r).expect("reports serialise");
                lines.push('\n');
            }
            // One write a batch of whole lines; after a failure, none.
            if let Err(e) = f.write_all(lines.as_bytes()) {
                write_err.get_or_insert(e);
                per_deal = None;
            }
        },
        stop: &|| signal.load(Ordering::Relaxed) != 0,
    })?;
    bar.finish_and_clear();
    Ok(Driven {
        summary,
        signal: signal.load(Ordering::Relaxed),
        // The bar counts every deal finished, hidden or not.
        finished: bar.position(),
        write_err,
    })
}

/// Ends a command that [`drive`] ran: says on stderr what a stop kept (`kept` deals in order,
/// in `per_deal`), prints the summary (or writes its JSON), and gives the exit code: 0, or
/// 128 + the signal that stopped the run.
///
/// # Errors
/// The per-deal file or the summary could not be written.
pub(crate) fn finish(
    d: Driven,
    kept: u64,
    per_deal: Option<&Path>,
    json: Option<&JsonOut>,
) -> Result<u8> {
    let sig = d.signal;
    if sig != 0 {
        // What the stop kept: the deals in order (a prefix), and the deals that had finished
        // beyond a gap, which the resumed run solves again.
        printer::progress(&format!(
            "patience: stopped by signal {sig}: {} deals finished in this run, the first {kept} \
             of them in deal order kept{}; --resume completes the run",
            d.finished,
            per_deal
                .map(|p| format!(" (in {})", p.display()))
                .unwrap_or_default()
        ));
    }
    let shown = printer::emit(json, &d.summary.to_string(), &d.summary);
    if let Some(e) = d.write_err {
        let p = per_deal.map(|p| p.display().to_string());
        return Err(e).context(format!("cannot write {}", p.unwrap_or_default()));
    }
    shown?;
    match sig {
        0 => Ok(0),
        sig => Ok(u8::try_from(128 + sig).unwrap_or(u8::MAX)),
    }
}
