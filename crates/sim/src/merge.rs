//! Merging the per-deal files of the shards of one experiment into the summary of the whole.

use crate::error::SimError;
use crate::perdeal::{Header, Scan};
use crate::summary::Tally;

/// The tally of a whole experiment from its shards' files.
#[derive(Debug)]
pub struct Merged {
    /// The header of the experiment (of its first file, without the shard).
    pub header: Header,
    /// The tally of every deal of the range (of the deals the files hold, when partial).
    pub tally: Tally,
    /// Whether the files hold only the first deals of the range (see [`merge`]'s `partial`).
    pub partial: bool,
}

/// Combines the scans of per-deal files (each with a name for messages) into the tally of the
/// whole range: the same as a single run's, since a tally does not depend on the order deals
/// are added in. With `partial`, the files may hold only the first deals of the range, without
/// a gap (the shards done so far, a stopped shard's file last): the tally is theirs, as a run
/// stopped there would give it.
///
/// # Errors
/// [`SimError::Merge`] for no files, a file of another experiment (game, rules, settings or
/// range), a second pass's file, deals held by two files, or deals held by none (the missing ranges are listed; with
/// `partial`, only those before a deal the files hold).
pub fn merge<'a>(
    files: impl IntoIterator<Item = &'a (String, Scan)>,
    partial: bool,
) -> Result<Merged, SimError> {
    let files: Vec<&(String, Scan)> = files.into_iter().collect();
    let bad = |what: String| Err(SimError::Merge(what));
    let Some((first_name, first)) = files.first().copied() else {
        return bad("no files to merge".into());
    };
    let head = first.header.clone();
    let mut parts: Vec<(u64, u64, &str)> = Vec::new();
    for (name, s) in files.iter().copied() {
        if s.header.retry.is_some() {
            return bad(format!(
                "{name} is a second pass (patience retry), not a shard of a run"
            ));
        }
        if !s.header.same_experiment(&head) {
            return bad(format!(
                "{name} is not of the same experiment as {first_name} (its game, rules, solver \
                 settings or range differ)"
            ));
        }
        let (from, _) = s.header.part();
        parts.push((from, from + s.done, name));
    }
    parts.sort_unstable();
    let mut missing = Vec::new();
    let mut at = head.start;
    for w in parts.windows(2) {
        let ((_, end_a, a), (from_b, _, b)) = (w[0], w[1]);
        if from_b < end_a {
            return bad(format!(
                "deals {from_b}..{} are in both {a} and {b}",
                end_a.min(w[1].1) - 1
            ));
        }
    }
    for &(from, end, _) in &parts {
        if from > at {
            missing.push((at, from - 1));
        }
        at = at.max(end);
    }
    let last = head.start + head.deals;
    let short = at < last;
    if short && !partial {
        missing.push((at, last - 1));
    }
    if !missing.is_empty() {
        let list: Vec<String> = missing
            .iter()
            .map(|&(a, b)| {
                if a == b {
                    a.to_string()
                } else {
                    format!("{a}..{b}")
                }
            })
            .collect();
        return bad(format!("deals missing: {}", list.join(", ")));
    }
    let mut tally = Tally::default();
    for (_, s) in files {
        tally.merge(&s.tally);
    }
    let header = Header {
        shard: None,
        ..head
    };
    Ok(Merged {
        header,
        tally,
        partial: short,
    })
}
