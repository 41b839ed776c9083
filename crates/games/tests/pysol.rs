//! PySolFC's deals of Nestor, Double Nestor and Vertical (`--deal pysol:N`) against a port of
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
