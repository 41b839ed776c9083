//! Baker's Dozen and Good Measure: the whole pack dealt face up in columns, each king moved to
//! the head of its column; foundations built up in suit from the ace; the top card of a column
//! packs on a card one rank higher, whatever its suit, one card at a time; a space is never
//! filled.
//!
//! Rules as `docs/rules.md` reads them (source: the book of patience games introduced by Peter
//! Arnold). Baker's Dozen deals 13 columns of 4; Good Measure 10 columns of 5, the first two
//! aces dealt going straight to their foundations. Every card is face up, so the solver's
//! verdict is the game's: nothing is hidden. [`BakersPos`] is the searchable position;
//! [`replay`] and [`brute_force_winnable`] are an independent plain model for checking it.

mod check;
mod position;
mod pysol;
mod relaxed;

pub use check::{brute_force_winnable, deal_columns, replay, BakersStep};
pub use position::{BakersMove, BakersPos};

use crate::error::GameError;
use crate::pack::{PackFamily, PackRules, Preset};
use crate::rows::RowShape;
use crate::spec::DealFormat;
use patience_cards::{Card, DeckSpec};
use patience_search::Game;
use serde::{Deserialize, Serialize};
use std::fmt::Write;

/// Baker's Dozen and Good Measure in the registry.
pub static FAMILY: PackFamily<BakersRules> = PackFamily::NEW;

/// The most columns.
pub const MAX_COLUMNS: usize = 13;

/// The rules: the pack, the columns, and the aces sent to the foundations as they are dealt.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "game", rename = "bakers-dozen", deny_unknown_fields)]
pub struct BakersRules {
    /// Ranks of each suit (13; fewer in the brute-force checks). The top rank is the king.
    pub ranks: u8,
    /// Columns, dealt in rows from left to right (13; Good Measure 10).
    pub columns: u8,
    /// How many of the first aces dealt go to the foundations instead of a column (Good
    /// Measure 2).
    pub aces_out: u8,
}

impl BakersRules {
    /// Whether there are fewer columns than ranks (Good Measure's layout, not Baker's Dozen's):
    /// the search then plays the capacity game from the start (not only in its last run),
    /// restarts by Luby's schedule uncapped, with a longer last run (see `BakersPos::schedule`),
    /// and has a larger table for that run ([`PackRules::table_mib`]).
    pub(crate) fn fewer_columns_than_ranks(&self) -> bool {
        self.columns < self.ranks
    }
}

/// The presets.
pub const PRESETS: [Preset<BakersRules>; 2] = [
    Preset {
        name: "bakers-dozen",
        rules: BakersRules {
            ranks: 13,
            columns: 13,
            aces_out: 0,
        },
        published: "no exact figure published; \"skilful players can get it out more than half \
                    the time\" (the book)",
    },
    Preset {
        name: "good-measure",
        rules: BakersRules {
            ranks: 13,
            columns: 10,
            aces_out: 2,
        },
        published: "no exact figure published; prospects as Baker's Dozen's (the book)",
    },
];

impl PackRules for BakersRules {
    type Pos = BakersPos;
    type Step = BakersStep;
    const FAMILY: &'static str = "bakers-dozen";
    const TITLE: &'static str = "Baker's Dozen";

    fn presets() -> &'static [Preset<BakersRules>] {
        &PRESETS
    }

    fn validate(&self) -> Result<(), GameError> {
        if !(2..=13).contains(&self.ranks) {
            return Err(GameError::BadRules(format!(
                "ranks {} (Baker's Dozen takes 2 to 13 ranks a suit)",
                self.ranks
            )));
        }
        if !(1..=MAX_COLUMNS as u8).contains(&self.columns) {
            return Err(GameError::BadRules(format!(
                "columns {} (1 to {MAX_COLUMNS})",
                self.columns
            )));
        }
        let dealt = usize::from(self.ranks) * 4 - usize::from(self.aces_out.min(4));
        let tallest = dealt.div_ceil(usize::from(self.columns.max(1)));
        if tallest + usize::from(self.ranks) > position::MAX_HEIGHT {
            return Err(GameError::BadRules(format!(
                "{} columns for {} cards: a column could hold more than {} cards",
                self.columns,
                dealt,
                position::MAX_HEIGHT
            )));
        }
        if self.aces_out > 4 {
            return Err(GameError::BadRules(format!(
                "aces-out {} (a pack has 4 aces)",
                self.aces_out
            )));
        }
        Ok(())
    }

    fn describe(&self) -> String {
        let aces = match self.aces_out {
            0 => String::new(),
            1 => "the first ace dealt goes to its foundation; ".into(),
            n => format!("the first {n} aces dealt go to their foundations; "),
        };
        format!(
            "the pack dealt face up in {} columns, {aces}each king moved to the head of its \
             column; foundations up in suit from the ace; a column's top card packs on a card \
             one rank higher of any suit, one card at a time; spaces are not filled; {} ranks a \
             suit",
            self.columns, self.ranks
        )
    }

    /// 300 nodes: a deal's nodes to a win vary over move orders by orders of magnitude, so the
    /// search does best with many short runs in new orders ([`BakersPos`]'s Luby schedule; our
    /// deals 101-400 at a million nodes: 4 unknown from 300, 13 from 1,000).
    fn restart_nodes(&self) -> u64 {
        300
    }

    /// Good Measure 64 MiB, Baker's Dozen 32: a Good Measure deal's last run (the long one that
    /// proves the losses, four million nodes) outgrows 32 MiB, which forgets positions and
    /// searches them again, while the short runs before it stay well within. Of the 46 deals of
    /// 1-12,000 unknown at 32 MiB, the default budget proves 3 lost at 64 MiB (1843, 6849 and
    /// 8321), 4 at 128 or 256 (and 9088). 64 is the most with which both threads of a two-core
    /// run hold a full table at once (the simulation driver lends tables past a small size from
    /// a bounded pool). Baker's Dozen, whose losses are proved near the start of its last run,
    /// keeps 32.
    fn table_mib(&self) -> usize {
        if self.fewer_columns_than_ranks() {
            64
        } else {
            32
        }
    }

    fn deck(&self) -> DeckSpec {
        DeckSpec {
            ranks: self.ranks,
            ..DeckSpec::standard(1, 0)
        }
    }

    /// The rows as dealt (only for reading: [`PackRules::layout_text`] shows the columns).
    fn shape(&self) -> RowShape {
        RowShape {
            width: self.columns,
            cards: self.ranks * 4,
            aside: false,
        }
    }

    fn start(&self, pack: &[Card]) -> BakersPos {
        BakersPos::new(self, pack)
    }

    fn step(pos: &BakersPos, m: <BakersPos as Game>::Move) -> BakersStep {
        pos.step(m)
    }

    fn pysol_pack(&self, game: u64) -> Result<Vec<Card>, GameError> {
        pysol::pysol_pack(self, game)
    }

    /// Freecell Solver's board (`fc-solve --game bakers_dozen` or `good_measure`).
    fn deal_in(&self, pack: &[Card], format: DealFormat) -> Result<serde_json::Value, GameError> {
        if format != DealFormat::FcSolve {
            return Err(GameError::BadRules(format!(
                "Baker's Dozen has no deal file in {format}'s format (fc-solve or patience)"
            )));
        }
        let (columns, out) = deal_columns(self, pack);
        let name = |c: &Card| c.to_string().replace("10", "T");
        let mut s = String::new();
        if !out.is_empty() {
            let found: Vec<String> = ['H', 'C', 'D', 'S']
                .iter()
                .map(|&l| {
                    let up = out
                        .iter()
                        .any(|c| c.suit().map(patience_cards::Suit::letter) == Some(l));
                    format!("{l}-{}", if up { "A" } else { "0" })
                })
                .collect();
            let _ = writeln!(s, "Foundations: {}", found.join(" "));
        }
        for col in &columns {
            let cards: Vec<String> = col.iter().map(name).collect();
            let _ = writeln!(s, "{}", cards.join(" "));
        }
        Ok(serde_json::Value::String(s))
    }

    fn layout_text(&self, pack: &[Card]) -> String {
        let (columns, foundations) = deal_columns(self, pack);
        let mut s = String::from("columns, head first (the last card is available):\n");
        for (i, col) in columns.iter().enumerate() {
            let cards: Vec<String> = col.iter().map(ToString::to_string).collect();
            let _ = writeln!(s, "{:2}: {}", i + 1, cards.join(" "));
        }
        if !foundations.is_empty() {
            let cards: Vec<String> = foundations.iter().map(ToString::to_string).collect();
            let _ = writeln!(s, "foundations: {}", cards.join(" "));
        }
        s
    }
}
