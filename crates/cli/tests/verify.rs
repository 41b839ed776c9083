//! `patience verify` end to end: solutions `patience solve` prints verify, corrupted copies fail at
//! the right move, and the seed's published solution verifies on a deal file that fits it.

mod common;
use common::*;

use patience_games::match_solitaire::{deal_fitting, GameLine, MatchDealFile};
use std::io::Write;
use std::process::{Command, Stdio};

/// The seed's solution of `3x3x13x5+1` (open deal).
const SEED_OPEN: &str = "3x3x13x5+1 1a 23 42 12 1b 5c *125 5d *45b *25a 54 2a 25 1b 2e *123 c4 2c \
21 24 34 12 12 31 d1 3d 35 15 15 15 31 *23d *345 b3 1b 41 41 41 41 e1 4d *4bd 4b 43 *24a b3 12 12 \
12 12 *135 *235 *235 *235 *25c";

/// `patience verify LINE ARGS..`: the exit code and stdout.
fn verify(line: &str, args: &[&str]) -> (Option<i32>, String) {
    let mut all = vec!["verify", line];
    all.extend_from_slice(args);
    let o = patience(&all);
    assert!(!stderr(&o).contains("panicked"), "{}", stderr(&o));
    (o.status.code(), stdout(&o))
}

/// Asserts that `line` fails at move `number` with `token`, and the reason contains `why`.
fn assert_illegal(line: &str, args: &[&str], number: usize, token: &str, why: &str) {
    let (code, out) = verify(line, args);
    assert_eq!(code, Some(1), "{out}");
    let head = format!("move {number} ({token}) is illegal: ");
    assert!(out.contains(&head), "{out:?} lacks {head:?}");
    assert!(out.contains(why), "{out:?} lacks {why:?}");
}

/// The `notation:` line `patience solve GAME --deal N` prints.
fn solved_line(game: &str, deal: u64) -> String {
    let o = patience(&["solve", game, "--deal", &deal.to_string()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    stdout(&o)
        .lines()
        .find_map(|l| l.strip_prefix("notation: "))
        .expect("a notation line")
        .to_string()
}

/// The line with its tokens changed by `f` (the game-id is token 0, move `n` is token `n`).
fn edit(line: &str, f: impl FnOnce(&mut Vec<String>)) -> String {
    let mut t: Vec<String> = line.split_whitespace().map(str::to_string).collect();
    f(&mut t);
    t.join(" ")
}

#[test]
fn solutions_of_solve_verify_and_corrupted_copies_fail_at_the_right_move() {
    for (game, id, deal) in [
        ("3x3x13x5+", "3x3x13x5+", 1),
        ("match", "3x3x13x5+", 7),
        ("match-3x2x26x5", "3x2x26x5+", 3),
    ] {
        let line = solved_line(game, deal);
        assert!(line.starts_with(&format!("{id}{deal} ")), "{line}");
        let (code, out) = verify(&line, &[]);
        assert_eq!(code, Some(0), "{game} {deal}: {out}");
        assert!(out.contains("legal and wins"), "{out}");
        let moves = line.split_whitespace().count() - 1;

        // A cell-to-cell move inserted as move 10.
        let bad = edit(&line, |t| t.insert(10, "ab".into()));
        let (code, out) = verify(&bad, &[]);
        assert_eq!(code, Some(1), "{out}");
        assert!(out.contains("move 10 (ab) is illegal"), "{out}");
        // Move 3 taken from a column the game does not have.
        let bad = edit(&line, |t| t[3] = "9a".into());
        assert_illegal(&bad, &[], 3, "9a", "there is no column 9");
        // The last move left out: every move legal, not won.
        let bad = edit(&line, |t| {
            t.pop();
        });
        let (code, out) = verify(&bad, &[]);
        assert_eq!(code, Some(1), "{out}");
        assert!(out.contains("not won"), "{out}");
        assert!(out.contains(&format!("after {} moves", moves - 1)), "{out}");
        // The same game on another deal number fails.
        let other = edit(&line, |t| {
            t[0] = format!("{}{}", &t[0][..t[0].len() - 1], deal + 1);
        });
        assert_eq!(verify(&other, &[]).0, Some(1));
    }
}

#[test]
fn json_and_stdin() {
    let line = solved_line("match", 2);
    let (code, out) = verify(&line, &["--json", "-"]);
    assert_eq!(code, Some(0));
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["result"], "won");
    assert_eq!(v["game"], "3x3x13x5+");
    assert_eq!(v["deal"], 2);

    let bad = edit(&line, |t| t.insert(4, "ab".into()));
    let (code, out) = verify(&bad, &["--json", "-"]);
    assert_eq!(code, Some(1));
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["result"], "illegal");
    assert_eq!(v["move"], 4);
    assert_eq!(v["token"], "ab");

    let mut child = Command::new(env!("CARGO_BIN_EXE_patience"))
        .args(["verify", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(format!("{line}\n").as_bytes())
        .unwrap();
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).contains("legal and wins"));
}

/// The seed's deal file: a layout built to fit its published solution (the seed's shuffle #1 is
/// another program's deal, not ours).
fn seed_deal_file() -> String {
    let g = GameLine::parse(SEED_OPEN).unwrap();
    let layout = deal_fitting(&g).expect("a deal fits the seed's solution");
    let file = MatchDealFile {
        game: g.rules.game_id(),
        deal: None,
        tableau: layout.tableau,
        cells: layout.cells,
        stock: layout.stock,
    };
    let p = tmp("seed-3x3x13x5+1.json");
    std::fs::write(&p, file.to_json()).unwrap();
    p.to_string_lossy().into_owned()
}

#[test]
fn the_seed_solution_verifies_on_a_deal_that_fits_it() {
    let file = seed_deal_file();
    let df = ["--deal-file", file.as_str()];
    let (code, out) = verify(SEED_OPEN, &df);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("legal and wins: 55 moves"), "{out}");
    // The number may be left out with a deal file.
    let no_number = SEED_OPEN.replacen("3x3x13x5+1 ", "3x3x13x5+ ", 1);
    assert_eq!(verify(&no_number, &df).0, Some(0));

    // Without `5c` (move 6), `*125` takes the card `5c` parked, which belongs to another set.
    let bad = edit(SEED_OPEN, |t| {
        t.remove(6);
    });
    assert_illegal(&bad, &df, 6, "*125", "the values differ");
    // `1b` (move 5) changed to `1a`: cell a still holds the card of move 1.
    let bad = edit(SEED_OPEN, |t| t[5] = "1a".into());
    assert_illegal(&bad, &df, 5, "1a", "cell a is full");
    // `*125` changed to `*124`: column 4's top is of another value.
    let bad = edit(SEED_OPEN, |t| t[7] = "*124".into());
    assert_illegal(&bad, &df, 7, "*124", "the values differ");
    // A cell the game does not have.
    let bad = edit(SEED_OPEN, |t| t[1] = "1f".into());
    assert_illegal(&bad, &df, 1, "1f", "there is no cell f");
    // The last collect left out.
    let bad = edit(SEED_OPEN, |t| {
        t.pop();
    });
    let (code, out) = verify(&bad, &df);
    assert_eq!(code, Some(1));
    assert!(out.contains("3 cards left after 54 moves"), "{out}");

    // Our deal 1 is not the seed's shuffle #1: the line fails there.
    assert_eq!(verify(SEED_OPEN, &[]).0, Some(1));
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    let file = seed_deal_file();
    assert_bad(&["verify", "3x3x13x5+ 1a"], "no deal number");
    assert_bad(&["verify", "3x3x13x5+1 1q2"], "1q2");
    assert_bad(&["verify", "3x3x13+1 1a"], "game-id");
    assert_bad(&["verify", ""], "empty");
    assert_bad(
        &["verify", "3x3x13x4+1 1a", "--deal-file", &file],
        "3x3x13x5+",
    );
    assert_bad(
        &["verify", "3x3x13x5+1 1a", "--deal-file", "/nonexistent"],
        "cannot read",
    );
    // A deal file of our deal 2 and a line naming deal 3.
    let o = patience(&["deal", "match", "--deal", "2", "--json", "-"]);
    let p = tmp("match-2.json");
    std::fs::write(&p, stdout(&o)).unwrap();
    let p = p.to_string_lossy().into_owned();
    assert_bad(&["verify", "3x3x13x5+3 1a", "--deal-file", &p], "deal 2");
    assert_eq!(verify("3x3x13x5+2 1a", &["--deal-file", &p]).0, Some(1));
}
