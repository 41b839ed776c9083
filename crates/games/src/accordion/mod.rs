//! Accordion (Idle Year, Methuselah): cards in one line; a pile moves, whole, onto its left
//! neighbour or onto the pile three to its left when their top cards share a suit or a rank;
//! gaps close; won with one pile.
//!
//! Rules as `docs/rules.md` reads them (source: the book of patience games introduced by Peter
//! Arnold). [`AccordionPos`] is the searchable position; [`replay`] and
//! [`brute_force_winnable`] are an independent plain model for checking it; players who see
//! only the face-up cards play [`AccordionPlay`]. `--deal pysol:N` deals PySolFC's game N
//! (`pysol`).

mod check;
mod play;
mod position;
mod pysol;

pub use check::{brute_force_winnable, replay, AccordionStep};
pub use play::{AccordionPlay, AccordionSeen};
pub use position::{AccordionMove, AccordionPos};

use crate::error::GameError;
use crate::pack::{PackFamily, PackRules, Preset};
use crate::pack_play::PlaysPack;
use crate::rows::RowShape;
use crate::spec::DealFormat;
use patience_cards::solvitaire::accordion_line;
use patience_cards::{Card, DeckSpec};
use patience_search::Game;
use serde::{Deserialize, Serialize};
use std::fmt::Write;

/// Accordion in the registry.
pub static FAMILY: PackFamily<AccordionRules> = PackFamily::NEW;

/// How the cards come out and whether moves are compulsory.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Play {
    /// The book's: cards are dealt one at a time to the right end of the line, and a move must
    /// be made whenever one can (the player chooses which); the next card is dealt only when
    /// none can.
    Book,
    /// Every card laid out in a line at the start, and every move the player's choice
    /// (Solvitaire's and Mark Masten's reading).
    Free,
}

/// The rules: the pack and the way of play.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "game", rename = "accordion", deny_unknown_fields)]
pub struct AccordionRules {
    /// Ranks of each suit (13; fewer in the brute-force checks).
    pub ranks: u8,
    /// The way of play.
    pub play: Play,
}

/// The presets. The published figures: the book's "prospects of success" for a person playing;
/// Solvitaire's (Charlie Blake and Ian Gent, JAIR 2026) and Mark Masten's for every card laid
/// out.
pub const PRESETS: [Preset<AccordionRules>; 2] = [
    Preset {
        name: "accordion",
        rules: AccordionRules {
            ranks: 13,
            play: Play::Book,
        },
        published: "about 1 in 60 played (the book)",
    },
    Preset {
        name: "accordion-free",
        rules: AccordionRules {
            ranks: 13,
            play: Play::Free,
        },
        published: "99.99948% ± 0.00052 (Solvitaire, 10^6 deals); 99.9999936% (Masten, 3x10^7 \
                    deals, all won)",
    },
];

impl AccordionRules {
    /// Checks that Solvitaire's `accordion` plays these rules: all 52 cards laid out.
    fn solvitaire_rules(&self) -> Result<(), GameError> {
        if (self.ranks, self.play) == (13, Play::Free) {
            Ok(())
        } else {
            Err(GameError::BadRules(
                "Solvitaire's accordion lays all 52 cards out: its deals are accordion-free's"
                    .into(),
            ))
        }
    }
}

/// The cards of the `accordion` list `line` of Solvitaire's deal file `file`.
fn solvitaire_line(
    file: &serde_json::Value,
    line: &serde_json::Value,
) -> Result<Vec<Card>, GameError> {
    let bad = |why: String| GameError::DealFile(format!("Solvitaire's accordion file: {why}"));
    if let Some(other) = file
        .as_object()
        .and_then(|o| o.keys().find(|k| *k != "accordion"))
    {
        return Err(bad(format!("unknown field {other:?}")));
    }
    let items = line
        .as_array()
        .ok_or_else(|| bad("\"accordion\" is not a list".into()))?;
    items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            let name = match item {
                serde_json::Value::String(s) => Some(s.as_str()),
                serde_json::Value::Array(pile) if pile.len() == 1 => pile[0].as_str(),
                _ => None,
            };
            let name = name.ok_or_else(|| {
                bad(format!(
                    "item {} is neither a card nor a one-card pile",
                    i + 1
                ))
            })?;
            name.parse::<Card>()
                .map_err(|e| bad(format!("item {}: {e}", i + 1)))
        })
        .collect()
}

impl PackRules for AccordionRules {
    type Pos = AccordionPos;
    type Step = AccordionStep;
    const FAMILY: &'static str = "accordion";
    const TITLE: &'static str = "Accordion";

    fn presets() -> &'static [Preset<AccordionRules>] {
        &PRESETS
    }

    fn validate(&self) -> Result<(), GameError> {
        if !(2..=13).contains(&self.ranks) {
            return Err(GameError::BadRules(format!(
                "ranks {} (Accordion takes 2 to 13 ranks a suit)",
                self.ranks
            )));
        }
        Ok(())
    }

    fn describe(&self) -> String {
        let play = match self.play {
            Play::Book => {
                "cards dealt one at a time to the end of a line, a move made whenever one can be"
            }
            Play::Free => "every card laid out in a line, every move optional",
        };
        format!(
            "{play}; a pile moves whole onto its left neighbour or the pile three to its left \
             when their top cards share a suit or a rank; won with one pile; {} ranks a suit",
            self.ranks
        )
    }

    fn deck(&self) -> DeckSpec {
        DeckSpec {
            ranks: self.ranks,
            ..DeckSpec::standard(1, 0)
        }
    }

    /// One line of cards (the rows of the text are only for reading).
    fn shape(&self) -> RowShape {
        RowShape {
            width: 13,
            cards: self.ranks * 4,
            aside: false,
        }
    }

    /// PySolFC's Accordion (`pysol`): a full pack only.
    fn pysol_pack(&self, game: u64) -> Result<Vec<Card>, GameError> {
        pysol::pysol_pack(self, game)
    }

    /// Solvitaire's `accordion` game type: every card laid out, so only `accordion-free`'s rules.
    fn solvitaire_pack(&self, seed: u64) -> Result<Vec<Card>, GameError> {
        let s = u32::try_from(seed).map_err(|_| {
            GameError::BadRules(format!("solvitaire:{seed}: Solvitaire's seeds are 32-bit"))
        })?;
        self.solvitaire_rules()?;
        Ok(accordion_line(s))
    }

    /// Solvitaire's deal file (`{"accordion": [52 cards, left to right]}`), for
    /// `accordion-free`'s rules only.
    fn deal_in(&self, pack: &[Card], format: DealFormat) -> Result<serde_json::Value, GameError> {
        if format != DealFormat::Solvitaire {
            return Err(GameError::BadRules(format!(
                "Accordion has no deal file in {format}'s format (solvitaire or patience)"
            )));
        }
        self.solvitaire_rules()?;
        Ok(serde_json::json!({ "accordion": pack }))
    }

    /// Solvitaire's deal file: a JSON object with an `accordion` list, left to right, of cards
    /// (`"10D"`) or of one-card piles (`["10D"]`, as `solvitaire --deal-only` prints them).
    fn parse_foreign(&self, text: &str) -> Option<Result<Vec<Card>, GameError>> {
        let v: serde_json::Value = serde_json::from_str(text).ok()?;
        let line = v.as_object()?.get("accordion")?;
        Some(
            self.solvitaire_rules()
                .and_then(|()| solvitaire_line(&v, line)),
        )
    }

    /// 500 nodes: with every card laid out, nearly every deal is won within a few hundred
    /// nodes by one of the first starts (see [`AccordionPos`]'s schedule); Luby's runs from 200
    /// or 1,000 nodes did about as well, and from 3,000 worse (docs/experiments.md, "Accordion:
    /// the scarce cards covered first").
    fn restart_nodes(&self) -> u64 {
        500
    }

    fn start(&self, pack: &[Card]) -> AccordionPos {
        AccordionPos::new(self, pack)
    }

    fn step(pos: &AccordionPos, m: <AccordionPos as Game>::Move) -> AccordionStep {
        pos.step(m)
    }

    fn players(&self) -> Option<&dyn PlaysPack> {
        Some(self)
    }

    fn layout_text(&self, pack: &[Card]) -> String {
        let head = match self.play {
            Play::Book => "the pack, dealt in this order, left to right:",
            Play::Free => "the line, left to right:",
        };
        let mut s = format!("{head}\n");
        for (i, row) in pack.chunks(13).enumerate() {
            let cards: Vec<String> = row.iter().map(ToString::to_string).collect();
            let _ = writeln!(s, "{:2}: {}", i * 13 + 1, cards.join(" "));
        }
        s
    }
}
