//! `patience games`.

use crate::args::GamesArgs;
use crate::printer;
use anyhow::Result;
use patience_games::registry::{game, game_from_file, listings};
use patience_games::spec::Listing;
use patience_games::GameOptions;
use serde::Serialize;
use std::fmt::Write;

/// A preset as `patience games --json` lists it: the listing, and the game's default search
/// settings (what `--node-limit`, `--table-mib` and, for a game whose search restarts,
/// `--restart-nodes` default to).
#[derive(Serialize)]
struct Entry<'a> {
    #[serde(flatten)]
    listing: &'a Listing,
    /// The settings, left out for a game that neither its name nor its listed rules make.
    #[serde(flatten)]
    search: Option<Search>,
}

/// A game's default search settings.
#[derive(Serialize)]
struct Search {
    /// Nodes a deal before the verdict is unknown.
    node_limit: u64,
    /// Each thread's transposition table, in MiB.
    table_mib: usize,
    /// Nodes of the first run before a restart, for a game whose search restarts; left out for
    /// the others, which `--restart-nodes` does not change.
    #[serde(skip_serializing_if = "Option::is_none")]
    restart_nodes: Option<u64>,
    /// The deepest the search's path goes, in positions, for a game that caps it; left out for
    /// the others.
    #[serde(skip_serializing_if = "Option::is_none")]
    max_depth: Option<usize>,
}

pub(crate) fn run(a: &GamesArgs) -> Result<u8> {
    let all = listings();
    let mut text = format!(
        "{:<31} {:<7} {:<48} published\n",
        "game", "family", "layout"
    );
    let mut entries = Vec::with_capacity(all.len());
    for l in &all {
        writeln!(
            text,
            "{:<31} {:<7} {:<48} {}",
            l.name,
            l.family,
            l.layout,
            l.published.as_deref().unwrap_or("-")
        )?;
        // A game that needs options to be one (Nestors' trump, on which none of its defaults
        // depend) is made from its listed rules.
        let search = game(&l.name, &GameOptions::default())
            .or_else(|_| game_from_file(&l.params.to_string(), &GameOptions::default()))
            .ok()
            .map(|spec| Search {
                node_limit: spec.node_limit(),
                table_mib: spec.table_mib(),
                restart_nodes: spec.restart_nodes(),
                max_depth: spec.max_depth(),
            });
        entries.push(Entry { listing: l, search });
    }
    text += "(each game's default --node-limit, --table-mib and, where its search restarts, \
             --restart-nodes and --max-depth: --json -)\n";
    printer::emit(a.json.json.as_ref(), &text, &entries)?;
    Ok(0)
}
