//! PySolFC's deals of Nestor, Double Nestor, Vertical, Baker's Dozen, Good Measure, Primrose (As
//! You Like It), Aces Up, Baroness, Accordion and Canfield (`--deal pysol:N`) against a port of
//! PySolFC's own dealing on `pysol_cards`' generators (`scripts/peers/pysol_deal.py`).

use patience_games::nestor::{pysol_layout, NestorGame};
use std::process::Command;

fn pysol(game: &str, n: u64) -> String {
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../scripts/peers/pysol_deal.py"
    );
    let out = Command::new("python3")
        .args([script, game, &n.to_string()])
        .output()
        .expect("python3 runs (CI installs it with pysol_cards: see .ci/run)");
    assert!(
        out.status.success(),
        "pysol_cards is needed: python3 -m pip install pysol_cards\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn ours(preset: &str, n: u64) -> String {
    let game = NestorGame::preset(preset).unwrap();
    let layout = pysol_layout(game.rules(), n).unwrap();
    let mut s = String::new();
    for col in &layout.columns {
        let names: Vec<String> = col.iter().map(ToString::to_string).collect();
        s += &(names.join(" ") + "\n");
    }
    let names: Vec<String> = layout.reserve.iter().map(ToString::to_string).collect();
    s + "reserve: " + &names.join(" ") + "\n"
}

#[test]
fn layouts_are_pysolfc_own() {
    let games = [
        ("nestor", "nestor"),
        ("double-nestor", "double-nestor"),
        ("vertical-centre", "vertical"),
    ];
    for (preset, theirs) in games {
        for n in [1, 5, 31_999, 32_000, 32_001, 500_000, 123_456_789] {
            assert_eq!(
                ours(preset, n),
                pysol(theirs, n),
                "{preset}, PySolFC game {n}"
            );
        }
    }
    // PySolFC's procedure rectifies every column but, rarely, the last one, whose duplicate can
    // be swapped only with the four cards after it: when each of them repeats a rank of the
    // column too, PySolFC deals it as it is (game 165, for one).
    let mut last_unrectified = 0;
    for n in 1..300 {
        let layout = pysol_layout(NestorGame::preset("nestor").unwrap().rules(), n).unwrap();
        for (i, col) in layout.columns.iter().enumerate() {
            let mut ranks: Vec<u8> = col.iter().map(|c| c.rank()).collect();
            ranks.sort_unstable();
            ranks.dedup();
            if i < 7 {
                assert_eq!(ranks.len(), 6, "game {n}, column {}", i + 1);
            } else {
                last_unrectified += usize::from(ranks.len() < 6);
            }
        }
    }
    assert!((1..30).contains(&last_unrectified), "{last_unrectified}");
}

#[test]
fn other_layouts_have_no_pysol_deals() {
    for preset in [
        "heracles",
        "doublets",
        "nestor-jokers",
        "double-nestor-12x8",
    ] {
        let game = NestorGame::preset(preset).unwrap();
        let e = pysol_layout(game.rules(), 1).unwrap_err();
        assert!(
            e.to_string().contains("PySolFC deals no game"),
            "{preset}: {e}"
        );
    }
}

/// Our Baker's Dozen or Good Measure deal of PySolFC's game `n` in the script's format, or
/// `None` when we refuse it.
fn ours_bakers(preset: &str, n: u64) -> Option<String> {
    use patience_games::bakers_dozen::{deal_columns, PRESETS};
    use patience_games::pack::PackGame;
    use patience_games::spec::DealNumber;
    let rules = PRESETS.iter().find(|p| p.name == preset).unwrap().rules;
    let deal = PackGame::new(rules)
        .unwrap()
        .layout(DealNumber::Pysol(n))
        .ok()?;
    let (columns, out) = deal_columns(&rules, &deal.pack);
    let mut s = String::new();
    for col in &columns {
        let names: Vec<String> = col.iter().map(ToString::to_string).collect();
        s += &(names.join(" ") + "\n");
    }
    let mut names: Vec<String> = out.iter().map(ToString::to_string).collect();
    names.sort();
    Some(s + format!("foundations: {}", names.join(" ")).trim_end())
}

/// The script's output with the foundations sorted (their order is no part of the layout).
fn sorted_foundations(text: &str) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let last = lines.pop().unwrap_or_default();
    let mut names: Vec<&str> = last.split_whitespace().skip(1).collect();
    names.sort_unstable();
    let mut s: String = lines.iter().map(|l| l.clone() + "\n").collect();
    s += format!("foundations: {}", names.join(" ")).trim_end();
    s
}

#[test]
fn bakers_dozen_and_good_measure_are_pysolfc_own() {
    let mut refused = 0;
    // Not 32,000: PySolFC deals it with the Mersenne Twister (`constructRandom`: FreeCell's
    // generator for `0 <= seed < 32000`), but pysol_cards' `shuffle` uses FreeCell's generator
    // up to 32,000 inclusive; our pack follows PySolFC (see tests/pysol.rs of patience-cards).
    for n in [1, 2, 3, 4, 5, 617, 31_999, 32_001, 500_000, 123_456_789] {
        let theirs = sorted_foundations(&pysol("bakers-dozen", n));
        assert_eq!(
            ours_bakers("bakers-dozen", n).as_deref(),
            Some(theirs.as_str()),
            "Baker's Dozen, PySolFC game {n}"
        );
        // fc-solve's board of the same deal: the same columns, tens as T.
        let game =
            patience_games::registry::game("bakers-dozen", &patience_games::GameOptions::default())
                .unwrap();
        let board = game
            .deal_file_in(
                patience_games::DealNumber::Pysol(n),
                patience_games::DealFormat::FcSolve,
            )
            .unwrap();
        assert_eq!(
            board.as_str().unwrap().replace('T', "10") + "foundations:",
            theirs,
            "fc-solve board of Baker's Dozen, PySolFC game {n}"
        );
        let theirs = sorted_foundations(&pysol("good-measure", n));
        if let Some(ours) = ours_bakers("good-measure", n) {
            assert_eq!(ours, theirs, "Good Measure, PySolFC game {n}");
        } else {
            // Refused only when PySolFC's deal has a king below another card.
            refused += 1;
            let off_head = theirs.lines().take(10).any(|col| {
                let cards: Vec<&str> = col.split_whitespace().collect();
                cards
                    .iter()
                    .skip_while(|c| c.starts_with('K'))
                    .any(|c| c.starts_with('K'))
            });
            assert!(off_head, "Good Measure {n} refused:\n{theirs}");
        }
    }
    assert!(
        refused >= 1,
        "game 2 is one PySolFC deals with a king off its head"
    );
}

#[test]
fn primrose_is_pysolfc_own() {
    // Every reading of As You Like It lays out PySolFC's deal the same way; the layout text
    // (index cards, then piles bottom first) is the script's format.
    for preset in ["as-you-like-it", "primrose"] {
        let game = patience_games::registry::game(preset, &patience_games::GameOptions::default())
            .unwrap();
        for n in [1, 2, 5, 617, 31_999, 32_001, 500_000, 123_456_789] {
            let ours = game
                .deal_text_of(patience_games::DealNumber::Pysol(n))
                .unwrap();
            assert_eq!(ours, pysol("primrose", n), "{preset}, PySolFC game {n}");
        }
    }
}

/// The numbers the pack games are tested with: FreeCell's generator and the Mersenne Twister
/// (not 32,000: see `bakers_dozen_and_good_measure_are_pysolfc_own`).
const NUMBERS: [u64; 8] = [1, 2, 5, 617, 31_999, 32_001, 500_000, 123_456_789];

/// The pack a [`patience_games::pack::PackRules`] preset deals for PySolFC's game `n`, or the
/// error.
fn pysol_pack<R: patience_games::pack::PackRules>(
    preset: &str,
    n: u64,
) -> Result<(R, Vec<patience_cards::Card>), patience_games::GameError> {
    use patience_games::pack::PackGame;
    let rules = R::presets()
        .iter()
        .find(|p| p.name == preset)
        .unwrap()
        .rules;
    let deal = PackGame::new(rules)?.layout(patience_games::DealNumber::Pysol(n))?;
    Ok((rules, deal.pack))
}

/// The piles a pack dealt in rows of `shape` lays out, each bottom first.
fn piles_of(
    shape: patience_games::rows::RowShape,
    pack: &[patience_cards::Card],
) -> Vec<Vec<String>> {
    let mut piles = vec![Vec::new(); shape.piles()];
    for (i, c) in pack.iter().enumerate() {
        piles[shape.pile_of(i)].push(c.to_string());
    }
    piles
}

/// Piles as the script prints them: `1: AS 2H ...`, one line each.
fn numbered(piles: &[Vec<String>]) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    for (i, p) in piles.iter().enumerate() {
        let _ = writeln!(s, "{}: {}", i + 1, p.join(" "));
    }
    s
}

#[test]
fn aces_up_is_pysolfc_own() {
    use patience_games::aces_up::AcesUpRules;
    for preset in ["aces-up", "aces-up-free"] {
        for n in NUMBERS {
            let (rules, pack) = pysol_pack::<AcesUpRules>(preset, n).unwrap();
            let ours = numbered(&piles_of(rules.shape(), &pack));
            assert_eq!(ours, pysol("aces-up", n), "{preset}, PySolFC game {n}");
        }
    }
    let small = AcesUpRules {
        ranks: 10,
        ..AcesUpRules::STANDARD
    };
    let e = patience_games::pack::PackRules::pysol_pack(&small, 1).unwrap_err();
    assert!(e.to_string().contains("PySolFC deals Aces Up with"), "{e}");
}

#[test]
fn baroness_is_pysolfc_own() {
    use patience_games::baroness::BaronessRules;
    for n in NUMBERS {
        let theirs = pysol("baroness", n);
        let (rules, pack) = pysol_pack::<BaronessRules>("baroness", n).unwrap();
        // The short row's two piles are PySolFC's two reserves.
        let piles = piles_of(rules.shape(), &pack);
        let ours = numbered(&piles[..5]) + "reserves: " + &piles[5..].concat().join(" ") + "\n";
        assert_eq!(ours, theirs, "baroness, PySolFC game {n}");
        // The other reading deals the same pack, the reserves' two cards onto piles 1 and 2.
        let (rules, pack) = pysol_pack::<BaronessRules>("baroness-on-piles", n).unwrap();
        let piles = piles_of(rules.shape(), &pack);
        let reserves = format!("reserves: {} {}\n", piles[0][10], piles[1][10]);
        let mut under = piles.clone();
        under[0].pop();
        under[1].pop();
        let ours = numbered(&under) + &reserves;
        assert_eq!(ours, theirs, "baroness-on-piles, PySolFC game {n}");
    }
    let small = BaronessRules {
        piles: 6,
        ..BaronessRules::STANDARD
    };
    let e = patience_games::pack::PackRules::pysol_pack(&small, 1).unwrap_err();
    assert!(e.to_string().contains("PySolFC deals Baroness with"), "{e}");
}

#[test]
fn accordion_is_pysolfc_own() {
    use patience_games::accordion::AccordionRules;
    for preset in ["accordion", "accordion-free"] {
        for n in NUMBERS {
            let (_, pack) = pysol_pack::<AccordionRules>(preset, n).unwrap();
            let line: Vec<String> = pack.iter().map(ToString::to_string).collect();
            assert_eq!(
                line.join(" ") + "\n",
                pysol("accordion", n),
                "{preset}, PySolFC game {n}"
            );
        }
    }
    let small = AccordionRules {
        ranks: 6,
        play: patience_games::accordion::Play::Free,
    };
    let e = patience_games::pack::PackRules::pysol_pack(&small, 1).unwrap_err();
    assert!(
        e.to_string().contains("PySolFC deals Accordion with"),
        "{e}"
    );
}

#[test]
fn canfield_is_pysolfc_own() {
    use patience_games::registry::game;
    use patience_games::{DealNumber, GameOptions};
    // The layout text (foundation, reserve, piles, stock, waste) is the script's format.
    for preset in ["canfield", "canfield-partial", "canfield-any"] {
        let g = game(preset, &GameOptions::default()).unwrap();
        for n in NUMBERS {
            let ours = g.deal_text_of(DealNumber::Pysol(n)).unwrap();
            assert_eq!(ours, pysol("canfield", n), "{preset}, PySolFC game {n}");
        }
    }
    let one_at_a_time = r#"{"moving": "whole", "ranks": 13, "reserve": 13, "deal": 1}"#;
    let g =
        patience_games::registry::game_from_file(one_at_a_time, &GameOptions::default()).unwrap();
    let e = g.deal_text_of(DealNumber::Pysol(1)).unwrap_err();
    assert!(e.to_string().contains("PySolFC deals Canfield with"), "{e}");
}
