//! PySolFC's game numbers: our port of its shuffle against the `pysol_cards` package (PyPI),
//! which CI installs, for small numbers (Microsoft FreeCell's generator) and large ones (the
//! Mersenne Twister), and pinned for a few numbers so the order never drifts.

use patience_cards::pysol::shuffled_pack;
use std::process::Command;

/// The pack `scripts/peers/pysol_deal.py` prints for `decks` and game number `n`.
fn pysol_cards(decks: u8, n: u64) -> Vec<String> {
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../scripts/peers/pysol_deal.py"
    );
    let out = Command::new("python3")
        .args([script, "pack", &decks.to_string(), &n.to_string()])
        .output()
        .expect("python3 runs (CI installs it with pysol_cards: see .ci/run)");
    assert!(
        out.status.success(),
        "pysol_cards is needed: python3 -m pip install pysol_cards\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

fn ours(decks: u8, n: u64) -> Vec<String> {
    shuffled_pack(decks, n)
        .0
        .iter()
        .map(ToString::to_string)
        .collect()
}

#[test]
fn the_pack_is_pysol_cards_own_for_small_and_large_numbers() {
    let numbers = [
        1,
        2,
        617,
        11_982,
        31_999,
        32_000,
        32_001,
        100_000,
        123_456_789,
        4_294_967_295,
        4_294_967_296,
        987_654_321_987_654_321,
        u64::MAX,
    ];
    for n in numbers {
        for decks in [1, 2] {
            assert_eq!(
                ours(decks, n),
                pysol_cards(decks, n),
                "{decks} deck(s), game {n}"
            );
        }
    }
}

#[test]
fn pinned_packs() {
    let first = |n: u64| ours(1, n)[..8].join(" ");
    assert_eq!(first(1), "6H 2H 9C 6S 10C 8C 3D 6C");
    assert_eq!(first(31_999), "3S QD 2D QS 5S KS 9H KD");
    assert_eq!(first(32_000), "AS KC 8H 7C 5C KH QC KS");
    assert_eq!(first(123_456_789), "10D 4H 8S JH 6D 7D KD 6C");
}
