//! `patience merge`: the summary of a whole run from its shards' per-deal files.

use crate::args::{command_line, MergeArgs};
use crate::driver::scan_files;
use crate::printer;
use anyhow::Result;
use patience_sim::{merge, RunInfo, Summary};

pub(crate) fn run(a: &MergeArgs) -> Result<u8> {
    let scans = scan_files(&a.files)?;
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
