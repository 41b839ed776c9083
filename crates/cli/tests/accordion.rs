//! Accordion from the command line with every card laid out (`accordion-free`): Solvitaire's
//! seeds dealt as Solvitaire deals them, its deal-file format written and read, and bad files
//! refused in one line.

mod common;
use common::*;
use std::process::Command;

/// Seed 1's line, left to right, as `solvitaire --type accordion --random 1 --deal-only` prints
/// it.
const SEED_1: &str = "6H KS 10C QH AC 2S 4H QC QS 3S AD 5C 2D 4D KC 7C 4S 9C 5S 7D 10H 3H 6C 10S \
                      2H 3D 6S 9S QD 4C 9D 5D 3C 8H JS 10D AS KD 8C 5H 8S JC 7S 7H 8D 6D 2C 9H \
                      JH KH AH JD";

/// The `accordion` list of a deal file in Solvitaire's format, as card names (a list of cards,
/// or of one-card piles as `--deal-only` prints them).
fn line(json: &str) -> Vec<String> {
    let v: serde_json::Value = serde_json::from_str(json).expect("JSON");
    v["accordion"]
        .as_array()
        .expect("an accordion list")
        .iter()
        .map(|c| c.as_str().or_else(|| c[0].as_str()).unwrap().to_string())
        .collect()
}

/// Our deal file of Solvitaire's seed `seed`, in Solvitaire's format.
fn our_file(seed: u64) -> String {
    let o = patience(&[
        "deal",
        "accordion-free",
        "--deal",
        &format!("solvitaire:{seed}"),
        "--format",
        "solvitaire",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    stdout(&o)
}

fn our_line(seed: u64) -> Vec<String> {
    line(&our_file(seed))
}

#[test]
fn solvitaire_seed_1_is_pinned() {
    assert_eq!(our_line(1).join(" "), SEED_1);
    // Our own deal file holds the same line.
    let o = patience(&[
        "deal",
        "accordion-free",
        "--deal",
        "solvitaire:1",
        "--json",
        "-",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let pack: Vec<&str> = v["pack"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap())
        .collect();
    assert_eq!(pack.join(" "), SEED_1);
}

#[test]
fn solvitaire_files_solve_as_the_seed_does() {
    let o = patience(&[
        "deal",
        "accordion-free",
        "--deal",
        "solvitaire:3",
        "--format",
        "solvitaire",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let file = tmp("accordion-solvitaire-3.json");
    std::fs::write(&file, stdout(&o)).unwrap();
    // The same line as one-card piles, as `solvitaire --deal-only` prints it.
    let piles: Vec<serde_json::Value> = line(&stdout(&o))
        .into_iter()
        .map(|c| serde_json::json!([c]))
        .collect();
    let nested = tmp("accordion-solvitaire-3-piles.json");
    std::fs::write(
        &nested,
        serde_json::json!({ "accordion": piles }).to_string(),
    )
    .unwrap();
    let solve = |args: &[&str]| -> serde_json::Value {
        let mut all = vec!["solve", "accordion-free"];
        all.extend(args);
        all.extend(["--json", "-"]);
        let o = patience(&all);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        serde_json::from_str(&stdout(&o)).unwrap()
    };
    let a = solve(&["--deal-file", file.to_str().unwrap()]);
    let b = solve(&["--deal-file", nested.to_str().unwrap()]);
    let c = solve(&["--deal", "solvitaire:3"]);
    assert_eq!(a["result"], "won");
    assert_eq!(a["moves"], b["moves"]);
    assert_eq!(a["moves"], c["moves"]);
}

#[test]
fn bad_solvitaire_input_is_a_one_line_error() {
    let write = |name: &str, text: &str| {
        let f = tmp(name);
        std::fs::write(&f, text).unwrap();
        f.to_str().unwrap().to_string()
    };
    let short = write("acc-short.json", r#"{"accordion": ["AS", "2S"]}"#);
    let twice = write(
        "acc-twice.json",
        &format!(
            r#"{{"accordion": [{}]}}"#,
            SEED_1
                .replace("JD", "AH")
                .split(' ')
                .map(|c| format!("{c:?}"))
                .collect::<Vec<_>>()
                .join(",")
        ),
    );
    let card = write("acc-card.json", r#"{"accordion": ["ZZ"]}"#);
    let pile = write("acc-pile.json", r#"{"accordion": [["AS", "2S"]]}"#);
    let field = write("acc-field.json", r#"{"accordion": [], "stock": []}"#);
    let list = write("acc-list.json", r#"{"accordion": "AS"}"#);
    for (file, needle) in [
        (&short, "not the game's pack"),
        (&twice, "not the game's pack"),
        (&card, "bad card"),
        (&pile, "item 1 is neither a card nor a one-card pile"),
        (&field, "unknown field \"stock\""),
        (&list, "is not a list"),
    ] {
        assert_bad(&["solve", "accordion-free", "--deal-file", file], needle);
    }
    assert_bad(
        &["solve", "accordion", "--deal-file", &short],
        "its deals are accordion-free's",
    );
    assert_bad(
        &["deal", "accordion", "--deal", "solvitaire:1"],
        "its deals are accordion-free's",
    );
    assert_bad(
        &[
            "deal",
            "accordion-free",
            "--deal",
            "1",
            "--format",
            "fc-solve",
        ],
        "no deal file in fc-solve's format",
    );
    assert_bad(
        &["deal", "accordion-free", "--deal", "solvitaire:4294967296"],
        "32-bit",
    );
    assert_bad(
        &["deal", "aces-up", "--deal", "solvitaire:1"],
        "Solvitaire's deals of Aces Up are not reproduced",
    );
}

/// Solvitaire's binary, built by `scripts/peers/solvitaire.sh`.
fn solvitaire() -> String {
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
    bin.lines().last().unwrap().to_string()
}

#[test]
#[ignore = "needs Solvitaire: scripts/peers/solvitaire.sh builds it"]
fn deals_are_solvitaire_own() {
    let bin = solvitaire();
    for seed in (0..100).chain([1000, 65_536, 123_456_789, 2_147_483_647]) {
        let out = Command::new(&bin)
            .args([
                "--type",
                "accordion",
                "--random",
                &seed.to_string(),
                "--deal-only",
            ])
            .output()
            .expect("Solvitaire runs");
        let theirs = line(&String::from_utf8_lossy(&out.stdout));
        assert_eq!(our_line(seed), theirs, "seed {seed}");
    }
}

#[test]
#[ignore = "needs Solvitaire: scripts/peers/solvitaire.sh builds it"]
fn solvitaire_reads_our_files() {
    let bin = solvitaire();
    for seed in [3, 5] {
        let file = tmp(&format!("accordion-for-solvitaire-{seed}.json"));
        std::fs::write(&file, our_file(seed)).unwrap();
        let from_file = Command::new(&bin)
            .args(["--type", "accordion", "--classify", file.to_str().unwrap()])
            .output()
            .expect("Solvitaire runs");
        let from_seed = Command::new(&bin)
            .args([
                "--type",
                "accordion",
                "--classify",
                "--random",
                &seed.to_string(),
            ])
            .output()
            .expect("Solvitaire runs");
        // Its CSV line: the seed (empty for a file), the verdict, the milliseconds taken, then
        // its search's counts. The same deal searches the same: all but the seed and the time
        // agree.
        let fields = |o: &std::process::Output| -> Vec<String> {
            let text = String::from_utf8_lossy(&o.stdout).into_owned();
            let last = text.lines().find(|l| l.contains(',')).unwrap_or_default();
            last.split(',')
                .enumerate()
                .filter(|&(i, _)| i != 0 && i != 2)
                .map(|(_, f)| f.trim().to_string())
                .collect()
        };
        let (a, b) = (fields(&from_file), fields(&from_seed));
        assert_eq!(
            a.first().map(String::as_str),
            Some("solved"),
            "seed {seed}: {from_file:?}"
        );
        assert_eq!(a, b, "seed {seed}");
    }
}
