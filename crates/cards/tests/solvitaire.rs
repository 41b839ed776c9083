//! Solvitaire's Canfield and Accordion deals: our port of its shuffle and deal, pinned for a few
//! seeds, and checked against Solvitaire itself (`scripts/peers/solvitaire.sh` builds it) when it
//! is built.

use patience_cards::solvitaire::{canfield_deal, SolvitaireCanfield};
use patience_cards::Card;
use std::process::Command;

fn names(cards: &[Card]) -> Vec<String> {
    cards.iter().map(ToString::to_string).collect()
}

/// Solvitaire's deal of `seed` (`--deal-only`) as ours: its lists are bottom first, its reserve
/// one pile, and its foundations four piles of which one holds the base card.
fn theirs(bin: &str, seed: u32) -> SolvitaireCanfield {
    let out = Command::new(bin)
        .args([
            "--type",
            "canfield",
            "--random",
            &seed.to_string(),
            "--deal-only",
        ])
        .output()
        .expect("Solvitaire runs");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("Solvitaire's JSON");
    let cards = |v: &serde_json::Value| -> Vec<Card> {
        v.as_array()
            .map(|a| {
                a.iter()
                    .map(|c| c.as_str().unwrap().parse().unwrap())
                    .collect()
            })
            .unwrap_or_default()
    };
    let tableau: Vec<Card> = v["tableau piles"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(&cards)
        .collect();
    let foundation = v["foundations"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(&cards)
        .next()
        .unwrap();
    SolvitaireCanfield {
        foundation,
        stock: cards(&v["stock"]),
        reserve: cards(&v["reserve"][0]),
        tableau: [tableau[0], tableau[1], tableau[2], tableau[3]],
    }
}

#[test]
fn pinned_deals() {
    let d = canfield_deal(1);
    assert_eq!(d.foundation.to_string(), "JD");
    assert_eq!(names(&d.tableau), ["9H", "JH", "KH", "AH"]);
    assert_eq!(
        names(&d.reserve).join(" "),
        "JS 10D AS KD 8C 5H 8S JC 7S 7H 8D 6D 2C"
    );
    assert_eq!(names(&d.stock[..5]).join(" "), "6H KS 10C QH AC");
}

#[test]
#[ignore = "needs Solvitaire: scripts/peers/solvitaire.sh builds it"]
fn deals_are_solvitaire_own() {
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../scripts/peers/solvitaire.sh"
    );
    let out = Command::new(script)
        .output()
        .expect("the build script runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bin = String::from_utf8(out.stdout).unwrap();
    let bin = bin.lines().last().unwrap().to_string();
    // Solvitaire prints its tableau piles in its own canonical order (they are interchangeable),
    // not in dealing order: they are compared as sets.
    let sorted = |mut d: SolvitaireCanfield| {
        d.tableau.sort_unstable();
        d
    };
    for seed in (0..200).chain([1000, 65_536, 123_456_789, 2_147_483_647]) {
        assert_eq!(
            sorted(canfield_deal(seed)),
            sorted(theirs(&bin, seed)),
            "seed {seed}"
        );
    }
}

#[test]
fn accordion_line_is_the_deck_reversed() {
    use patience_cards::solvitaire::{accordion_line, shuffled_deck};
    let line = accordion_line(1);
    // Seed 1 as `solvitaire --type accordion --random 1 --deal-only` prints it.
    assert_eq!(names(&line[..6]).join(" "), "6H KS 10C QH AC 2S");
    assert_eq!(names(&line[46..]).join(" "), "2C 9H JH KH AH JD");
    let mut deck = shuffled_deck(1, 13);
    deck.reverse();
    assert_eq!(line, deck);
}
