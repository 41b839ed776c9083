//! `patience merge`: the summary of a whole run from its shards' per-deal files.

use crate::args::{command_line, MergeArgs};
use crate::printer;
use anyhow::{Context, Result};
use patience_sim::{merge, scan, RunInfo, Summary};
use std::fs::File;
use std::io::BufReader;

pub(crate) fn run(a: &MergeArgs) -> Result<u8> {
    let mut scans = Vec::new();
    for p in &a.files {
        let name = p.display().to_string();
        let f = File::open(p).with_context(|| format!("cannot read {name}"))?;
        let s = scan(&mut BufReader::new(f)).with_context(|| name.clone())?;
        scans.push((name, s));
    }
    let m = merge(&scans, a.partial)?;
    let h = m.header;
    let mut summary = Summary::new(
        &m.tally,
        RunInfo {
            game: h.game,
            rules: h.rules,
            params: h.params,
            start: h.start,
            node_limit: h.solver.node_limit,
            seconds: 0.0,
            threads: 0,
            command: command_line(),
        },
    );
    summary.partial = m.partial;
    printer::emit(a.json.json.as_ref(), &summary.to_string(), &summary)?;
    Ok(0)
}
