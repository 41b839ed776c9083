//! A beam search for wins of Baker's Dozen and Good Measure deals, the measurement of
//! `docs/experiments.md`, "Baker's Dozen and Good Measure: a beam search for the unknown deals'
//! wins, tried": `cargo run --release -p patience-games --example beam_bakers -- GAME WIDTH
//! DEAL...` (GAME `bakers-dozen` or `good-measure`, our deal numbers) prints for each deal the
//! win found, replayed by the independent checker, or that none was.
//!
//! Level by level from the deal's start (each position after its run of safe moves), every
//! position of the beam is expanded; the children not seen before and not proved lost
//! (`Game::is_dead`) are scored and the best `WIDTH` kept. The score favours cards home, then
//! few cards above a lower card of their suit (each must be packed before that one goes home),
//! many cards packed on a card one rank higher and few empty columns (a space is never filled).
//! It can find a win, never prove a loss.

#![allow(
    clippy::print_stdout,
    clippy::print_stderr,
    reason = "the figures are the output of this measurement, the usage its one error"
)]

use ahash::AHashSet;
use patience_games::bakers_dozen::{replay, BakersMove, BakersPos, BakersRules};
use patience_games::pack::PackGame;
use patience_search::Game;

type Undo = <BakersPos as Game>::Undo;

/// A move as a number, to sort the beam's paths so that consecutive ones share long prefixes.
fn enc(m: BakersMove) -> u16 {
    match m {
        BakersMove::Foundation(c) => u16::from(c),
        BakersMove::Pack { from, to } => 256 + u16::from(from) * 16 + u16::from(to),
    }
}

/// One position walked from path to path by undoing to their common prefix and applying the
/// rest, rather than a clone a path.
struct Walker {
    pos: BakersPos,
    path: Vec<BakersMove>,
    undos: Vec<Undo>,
}

impl Walker {
    fn goto(&mut self, target: &[BakersMove]) {
        let common = self
            .path
            .iter()
            .zip(target)
            .take_while(|(a, b)| a == b)
            .count();
        while self.path.len() > common {
            if let (Some(m), Some(u)) = (self.path.pop(), self.undos.pop()) {
                self.pos.undo(m, u);
            }
        }
        for &m in &target[common..] {
            let u = self.pos.apply(m);
            self.path.push(m);
            self.undos.push(u);
        }
    }
    fn push(&mut self, m: BakersMove) {
        let u = self.pos.apply(m);
        self.path.push(m);
        self.undos.push(u);
    }
    fn settle(&mut self) {
        while let Some(m) = self.pos.safe_move() {
            self.push(m);
        }
    }
}

/// The beam's order, higher first (see the module's doc).
fn score(pos: &BakersPos, ncards: usize) -> i32 {
    let cols = pos.columns();
    let left: usize = cols.iter().map(Vec::len).sum();
    let home = (ncards - left) as i32;
    let mut blockers = 0;
    let mut good = 0;
    let mut empty = 0;
    for col in &cols {
        if col.is_empty() {
            empty += 1;
        }
        for (i, c) in col.iter().enumerate() {
            let (r, s) = (c.rank(), c.suit());
            if col[..i].iter().any(|d| d.suit() == s && d.rank() < r) {
                blockers += 1;
            }
            if i > 0 && col[i - 1].rank() == r + 1 {
                good += 1;
            }
        }
    }
    100 * home - 12 * blockers + 3 * good - 5 * empty
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let usage = "usage: beam_bakers bakers-dozen|good-measure WIDTH DEAL...";
    if args.len() < 4 {
        eprintln!("{usage}");
        std::process::exit(2);
    }
    let rules = match args[1].as_str() {
        "good-measure" => BakersRules {
            ranks: 13,
            columns: 10,
            aces_out: 2,
        },
        "bakers-dozen" => BakersRules {
            ranks: 13,
            columns: 13,
            aces_out: 0,
        },
        _ => {
            eprintln!("{usage}");
            std::process::exit(2);
        }
    };
    let Ok(width) = args[2].parse::<usize>() else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let game = PackGame::new(rules).expect("the presets' rules are valid");
    for d in &args[3..] {
        let Ok(deal) = d.parse::<u64>() else {
            eprintln!("{usage}");
            std::process::exit(2);
        };
        let pack = game.pack(deal);
        let t0 = std::time::Instant::now();
        let mut w = Walker {
            pos: BakersPos::new(&rules, &pack),
            path: vec![],
            undos: vec![],
        };
        w.settle();
        let mut seen = AHashSet::new();
        seen.insert(w.pos.key());
        let mut beam: Vec<Vec<BakersMove>> = vec![w.path.clone()];
        let mut expanded = 0u64;
        let mut won: Option<Vec<BakersMove>> = None;
        let mut level = 0;
        let mut moves = Vec::new();
        while won.is_none() && !beam.is_empty() && level < 5000 {
            level += 1;
            beam.sort_by(|a, b| a.iter().map(|&m| enc(m)).cmp(b.iter().map(|&m| enc(m))));
            let mut next: Vec<(i32, Vec<BakersMove>)> = Vec::new();
            'outer: for p in &beam {
                w.goto(p);
                expanded += 1;
                moves.clear();
                w.pos.moves(&mut moves);
                for &m in &moves.clone() {
                    let base = w.path.len();
                    w.push(m);
                    w.settle();
                    if w.pos.is_won() {
                        won = Some(w.path.clone());
                        break 'outer;
                    }
                    let k = w.pos.key();
                    if seen.insert(k) && !w.pos.is_dead() {
                        next.push((score(&w.pos, pack.len()), w.path.clone()));
                    }
                    let tail = w.path[..base].to_vec();
                    w.goto(&tail);
                }
            }
            next.sort_by_key(|n| std::cmp::Reverse(n.0));
            next.truncate(width);
            beam = next.into_iter().map(|(_, p)| p).collect();
        }
        let secs = t0.elapsed().as_secs_f64();
        match won {
            Some(path) => {
                w.goto(&[]);
                let mut steps = Vec::new();
                for &m in &path {
                    steps.push(w.pos.step(m));
                    w.push(m);
                }
                let ok = replay(&rules, &pack, &steps);
                println!(
                    "deal {deal}: won in {} moves, level {level}, {expanded} expanded, {secs:.1} s, replay {ok:?}",
                    path.len()
                );
            }
            None => println!(
                "deal {deal}: none (level {level}, beam {}, {expanded} expanded, {secs:.1} s)",
                beam.len()
            ),
        }
    }
}
