//! `patience simulate`: a run that loses nothing it has finished. Per-deal lines reach their
//! file as the run goes; SIGINT and SIGTERM stop it between deals with a partial summary;
//! `--resume` completes it; `--shard K/N` runs a part of it for `patience merge`.

use crate::args::{command_line, SearchArgs, SimulateArgs};
use crate::printer::{self, JsonOut};
use anyhow::{bail, Context, Result};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use patience_games::player::with_player;
use patience_sim::{
    scan, shard_range, simulate_summary, Header, Hooks, Scan, Shard, Tally, PER_DEAL_FORMAT,
};
use std::fs::{File, OpenOptions};
use std::io::{BufReader, IsTerminal, Write};
use std::path::Path;
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
    if found.game != want.game {
        d.push(format!("game {:?}, not {:?}", found.game, want.game));
    } else if found.params != want.params {
        d.push(format!("rules \"{}\", not \"{}\"", found.rules, want.rules));
    }
    if found.solver != want.solver {
        d.push("other solver settings (--node-limit, --table-mib, --restart-nodes)".into());
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

/// The per-deal file that `--resume` completes, read once: `None` when the run has no per-deal
/// file, is not resumed, or its file does not exist yet (then the run starts it).
///
/// # Errors
/// When the file cannot be read or is no per-deal file of a run ([`scan`]).
fn resumed_file(a: &SimulateArgs) -> Result<Option<(&Path, Scan)>> {
    let Some(path) = a.per_deal.as_deref().filter(|p| a.resume && p.exists()) else {
        return Ok(None);
    };
    let name = path.display();
    let found = scan(&mut BufReader::new(
        File::open(path).with_context(|| format!("cannot read {name}"))?,
    ))
    .with_context(|| format!("cannot resume {name}"))?;
    Ok(Some((path, found)))
}

/// The search flags a resumed run is solved with: those the command line gives, and the rest
/// from `found`, the header of its per-deal file, because the defaults of a newer build may
/// differ (a game's table may have grown) and every deal of a run is solved with the same
/// settings.
fn resumed_search(given: &SearchArgs, found: &Header) -> SearchArgs {
    let found = &found.solver;
    SearchArgs {
        node_limit: given.node_limit.or(Some(found.node_limit)),
        // A size that is no whole number of MiB becomes another size, so the headers differ
        // and the resume is refused.
        table_mib: given
            .table_mib
            .or(usize::try_from(found.table_bytes >> 20).ok()),
        restart_nodes: given.restart_nodes.or(Some(found.restart_nodes)),
    }
}

/// Opens the per-deal file at `path`: a new one with its header, or the file of a resumed run
/// (`resumed`, as [`resumed_file`] read it; its torn last line cut off), for appending, when
/// its header is the run's. Returns the file and the tally of the deals it holds, with their
/// count.
fn open_per_deal(
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

pub(crate) fn run(a: &SimulateArgs) -> Result<u8> {
    let game = match a.players.spec() {
        Some(player) => with_player(a.game.game()?, player)?,
        None => a.game.game()?,
    };
    let mut config = a.run.sim_config(game.as_ref())?;
    let mut resumed = resumed_file(a)?;
    if let Some((path, found)) = &resumed {
        config.solver = resumed_search(&a.run.search, &found.header)
            .config(game.as_ref())
            .with_context(|| format!("cannot resume {}", path.display()))?;
    }
    let shard = match a.shard {
        Some((index, count)) => {
            let (start, deals) = shard_range(config.start, config.deals, index, count)?;
            Some(Shard {
                index,
                count,
                start,
                deals,
            })
        }
        None => None,
    };
    let header = Header {
        per_deal_format: PER_DEAL_FORMAT,
        game: game.name(),
        rules: game.describe(),
        params: game.params(),
        solver: config.solver.into(),
        start: config.start,
        deals: config.deals,
        shard,
    };
    (config.start, config.deals) = header.part();
    // Every output is checked before the run starts.
    if let (Some(JsonOut::File(j)), Some(p)) = (&a.json.json, &a.per_deal) {
        if same_file(j, p) {
            bail!("--json and --per-deal name the same file, {}", p.display());
        }
    }
    if let Some(JsonOut::File(j)) = &a.json.json {
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
    let (mut per_deal, prior) = match &a.per_deal {
        Some(p) => {
            let found = resumed.take().map(|(_, found)| found);
            let (f, tally, done) = open_per_deal(p, found, &header)?;
            config.skip = done;
            (Some(f), tally)
        }
        None => (None, Tally::default()),
    };
    let signal = signals()?;
    let todo = config.deals - config.skip;
    let bar = if a.quiet || !std::io::stderr().is_terminal() {
        ProgressBar::hidden()
    } else {
        let b = ProgressBar::with_draw_target(Some(todo), ProgressDrawTarget::stderr());
        b.set_style(
            ProgressStyle::with_template(
                "{elapsed_precise} [{wide_bar}] {pos}/{len} deals, {per_sec}, eta {eta}",
            )
            .expect("static template"),
        );
        b
    };
    let mut write_err: Option<std::io::Error> = None;
    let mut lines = String::new();
    let summary = simulate_summary(
        game.as_ref(),
        &config,
        &prior,
        &command_line(),
        Hooks {
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
        },
    )?;
    bar.finish_and_clear();
    let sig = signal.load(Ordering::Relaxed);
    if sig != 0 {
        // What the stop kept: the deals in order (a prefix of the range), and the deals that
        // had finished beyond a gap, which the resumed run solves again.
        let kept = summary.deals - config.skip;
        // The bar counts every deal finished, hidden or not.
        let all = bar.position();
        printer::progress(&format!(
            "patience: stopped by signal {sig}: {all} deals finished in this run, the first {kept} \
             of them in deal order kept{}; --resume completes the run",
            a.per_deal
                .as_ref()
                .map(|p| format!(" (in {})", p.display()))
                .unwrap_or_default()
        ));
    }
    let shown = printer::emit(a.json.json.as_ref(), &summary.to_string(), &summary);
    if let Some(e) = write_err {
        let p = a.per_deal.as_ref().map(|p| p.display().to_string());
        return Err(e).context(format!("cannot write {}", p.unwrap_or_default()));
    }
    shown?;
    match sig {
        0 => Ok(0),
        sig => Ok(u8::try_from(128 + sig).unwrap_or(u8::MAX)),
    }
}
