//! Custom Nestor-family games: `GAME = custom` with the layout as flags, or `--game-file FILE`
//! (a JSON of the rules), accepted wherever a GAME is.

use anyhow::{bail, Context, Result};
use clap::Args;
use patience_cards::rectify::Rectify;
use patience_cards::DeckSpec;
use patience_games::nestor::{NestorGame, NestorRules};
use patience_games::AnyGame;
use std::path::PathBuf;

const HEADING: &str = "Custom Nestor-family games (GAME = custom, or --game-file)";

/// The flags of a custom game, and the game file.
#[derive(Args, Debug, Clone, Default)]
pub struct CustomArgs {
    /// Read the game from a JSON file of its rules (the `rules` of `patience games --json`;
    /// e.g. {"columns": [6,6,6,6,6,6,6,6], "rectify": "bottom"}); then GAME may be left out.
    #[arg(long, value_name = "FILE", help_heading = HEADING)]
    pub game_file: Option<PathBuf>,
    /// custom: the number of columns (with --rows).
    #[arg(long, help_heading = HEADING)]
    pub columns: Option<usize>,
    /// custom: the cards in each column (with --columns).
    #[arg(long, help_heading = HEADING)]
    pub rows: Option<usize>,
    /// custom: each column's length, left to right (instead of --columns and --rows).
    #[arg(long, value_delimiter = ',', value_name = "L1,L2,..", help_heading = HEADING)]
    pub lengths: Option<Vec<usize>>,
    /// custom: the reserve (or stock) size, checked against what the columns leave (default:
    /// what is left).
    #[arg(long, help_heading = HEADING)]
    pub reserve: Option<usize>,
    /// custom: decks in the pack (default 1).
    #[arg(long, help_heading = HEADING)]
    pub decks: Option<u8>,
    /// custom: jokers added to the pack, wild (default 0).
    #[arg(long, help_heading = HEADING)]
    pub jokers: Option<u8>,
    /// custom: ranks of each suit, from the ace (default 13).
    #[arg(long, help_heading = HEADING)]
    pub ranks: Option<u8>,
    /// custom: suits (default 4).
    #[arg(long, help_heading = HEADING)]
    pub suits: Option<u8>,
    /// custom: deal the columns without the jokers, which then join the reserve.
    #[arg(long, help_heading = HEADING)]
    pub jokers_in_reserve: bool,
    /// custom: overlap discards (a top card with the card beneath it).
    #[arg(long, help_heading = HEADING)]
    pub overlap: bool,
    /// custom: the reserve is used in dealing order.
    #[arg(long, help_heading = HEADING)]
    pub closed_reserve: bool,
    /// custom: the tableau is dealt face down but the top cards (solved thoughtfully: an upper
    /// bound).
    #[arg(long, help_heading = HEADING)]
    pub closed_tableau: bool,
    /// custom: the cards left over are a stock that fills emptied columns (Doublets).
    #[arg(long, help_heading = HEADING)]
    pub stock: bool,
    /// custom: the game's name, which seeds the shuffle of its deal numbers (default "custom").
    #[arg(long, help_heading = HEADING)]
    pub name: Option<String>,
}

impl CustomArgs {
    /// The custom flags given, by name (not the game file).
    fn given(&self) -> Vec<&'static str> {
        let mut v = Vec::new();
        let mut note = |on: bool, name| {
            if on {
                v.push(name);
            }
        };
        note(self.columns.is_some(), "--columns");
        note(self.rows.is_some(), "--rows");
        note(self.lengths.is_some(), "--lengths");
        note(self.reserve.is_some(), "--reserve");
        note(self.decks.is_some(), "--decks");
        note(self.jokers.is_some(), "--jokers");
        note(self.ranks.is_some(), "--ranks");
        note(self.suits.is_some(), "--suits");
        note(self.jokers_in_reserve, "--jokers-in-reserve");
        note(self.overlap, "--overlap");
        note(self.closed_reserve, "--closed-reserve");
        note(self.closed_tableau, "--closed-tableau");
        note(self.stock, "--stock");
        note(self.name.is_some(), "--name");
        v
    }

    /// The rules of `custom` from the flags.
    ///
    /// # Errors
    /// A missing or contradictory shape, or a reserve that is not what the columns leave.
    pub fn rules(&self, rectify: Option<Rectify>) -> Result<NestorRules> {
        let lengths = match (&self.lengths, self.columns, self.rows) {
            (Some(l), None, None) => l.clone(),
            (Some(_), _, _) => bail!("custom: give --lengths, or --columns with --rows, not both"),
            (None, Some(c), Some(r)) => vec![r; c],
            (None, _, _) => bail!(
                "custom: give the shape: --columns N --rows R, or --lengths L1,L2,.. (one length \
                 a column)"
            ),
        };
        if lengths.is_empty() {
            bail!("custom: no columns");
        }
        let deck = DeckSpec {
            ranks: self.ranks.unwrap_or(13),
            suits: self.suits.unwrap_or(4),
            decks: self.decks.unwrap_or(1),
            jokers: self.jokers.unwrap_or(0),
        };
        let rules = NestorRules {
            name: self.name.clone().unwrap_or_else(|| "custom".into()),
            columns: lengths,
            deck,
            rectify: rectify.unwrap_or(Rectify::None),
            overlap: self.overlap,
            closed_reserve: self.closed_reserve,
            closed_tableau: self.closed_tableau,
            stock: self.stock,
            jokers_in_reserve: self.jokers_in_reserve,
        };
        if let Some(want) = self.reserve {
            let need: usize = rules.columns.iter().sum();
            let pack = rules.deck.len();
            if need <= pack && want != rules.reserve_len() {
                bail!(
                    "impossible game: --reserve {want}, but the columns take {need} of the pack's \
                     {pack} cards and leave {} (leave --reserve out to take what is left)",
                    rules.reserve_len()
                );
            }
        }
        Ok(rules)
    }
}

/// Reads a game file: the rules as JSON, or an object holding them as `rules` (the `params` of
/// `simulate --json`).
///
/// # Errors
/// An unreadable file, or JSON that is not Nestor-family rules (serde's reason).
pub fn read_game_file(path: &PathBuf) -> Result<NestorRules> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let v: serde_json::Value =
        serde_json::from_str(&text).with_context(|| format!("bad game file {}", path.display()))?;
    let inner = match v.get("rules") {
        Some(r) if v.get("columns").is_none() => r.clone(),
        _ => v,
    };
    serde_json::from_value(inner).with_context(|| format!("bad game file {}", path.display()))
}

/// The game named `game` (a preset, a Match Solitaire game-id or `custom`), or the game file's;
/// `rectify` overrides a Nestor-family game's rectification.
///
/// # Errors
/// An unknown game, custom flags without `custom`, or impossible rules (one line each).
pub fn resolve(game: Option<&str>, rectify: Option<Rectify>, c: &CustomArgs) -> Result<AnyGame> {
    let given = c.given();
    if let Some(path) = &c.game_file {
        if !given.is_empty() {
            bail!(
                "{} with --game-file: the game file gives the whole game (only --rectify may \
                 override it)",
                given.join(", ")
            );
        }
        if let Some(g) = game {
            bail!("give the game {g:?} or --game-file, not both");
        }
        let mut rules = read_game_file(path)?;
        if let Some(r) = rectify {
            rules.rectify = r;
        }
        return Ok(AnyGame::Nestor(NestorGame::new(rules)?));
    }
    let Some(name) = game else {
        bail!("name the game (a preset, `custom` with its flags) or give --game-file FILE")
    };
    if name == "custom" {
        return Ok(AnyGame::Nestor(NestorGame::new(c.rules(rectify)?)?));
    }
    if !given.is_empty() {
        bail!(
            "{} describe{} a custom game, not {name:?}: name the game `custom` (patience simulate \
             custom --columns 9 --rows 6 ..) or give --game-file",
            given.join(", "),
            if given.len() == 1 { "s" } else { "" }
        );
    }
    crate::args::build_game(name, rectify)
}
