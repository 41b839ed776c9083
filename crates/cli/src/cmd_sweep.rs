//! `patience sweep`: the win rate of a Nestor-family game as one parameter of its layout varies,
//! as a table on stdout, JSON and an SVG chart.
//!
//! The parameters, each changing only the layout (the pack, the rectification and every option
//! stay the game's, and so does its name, so the point equal to the game reproduces its figures):
//!
//! - `columns N`: N columns of the game's longest column length (6 for Nestor), the reserve taking
//!   what is left; when N such columns need more cards than the pack has, the whole pack is dealt
//!   row by row into N columns (the first ones get a card more) and there is no reserve. So for
//!   Nestor, 7 is Vertical, 9 is Full Parade's shape and 10 Turkish Kerchief's.
//! - `rows R`: the game's number of columns, each of R cards, the reserve taking what is left (an
//!   error when the pack runs out).
//! - `reserve K`: the game's number of columns, dealt row by row with all but K cards (the first
//!   columns get a card more when they do not divide evenly); K cards are left over.

use crate::args::{GameArgs, RunArgs};
use anyhow::{anyhow, bail, Context, Result};
use clap::{Args, ValueEnum};
use patience_games::nestor::{NestorGame, NestorRules};
use patience_games::AnyGame;
use patience_sim::{simulate, RunInfo, Summary};
use plotters::prelude::*;
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The layout parameter a sweep varies.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Param {
    /// The number of columns (rows fixed; the reserve takes what is left).
    Columns,
    /// The length of every column (columns fixed; the reserve takes what is left).
    Rows,
    /// The cards left over for the reserve (columns fixed; the tableau takes the rest).
    Reserve,
}

#[derive(Args, Debug)]
pub struct SweepArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// The parameter that varies.
    #[arg(long, value_enum)]
    pub param: Param,
    /// Its first value.
    #[arg(long)]
    pub from: usize,
    /// Its last value (included).
    #[arg(long)]
    pub to: usize,
    /// The step between values.
    #[arg(long, default_value_t = 1)]
    pub step: usize,
    #[command(flatten)]
    pub run: RunArgs,
    /// Write the sweep as JSON to this file.
    #[arg(long)]
    pub json: Option<PathBuf>,
    /// Draw the chart (win rate with its 95% interval) as SVG to this file.
    #[arg(long)]
    pub svg: Option<PathBuf>,
    /// No progress lines on stderr.
    #[arg(long, short)]
    pub quiet: bool,
}

/// One value of the sweep.
#[derive(Serialize)]
struct Point {
    value: usize,
    /// The layout, as a person reads it.
    layout: String,
    columns: Vec<usize>,
    reserve: usize,
    summary: Summary,
}

#[derive(Serialize)]
struct Sweep {
    game: String,
    param: Param,
    /// What the parameter means.
    semantics: String,
    params: serde_json::Value,
    deals_per_point: u64,
    points: Vec<Point>,
    version: String,
    command: Vec<String>,
}

/// `n` columns of `rows` cards from a pack of `pack`, or the whole pack row by row into `n`
/// columns when it runs out.
fn fill(n: usize, rows: usize, pack: usize) -> Result<Vec<usize>> {
    if n == 0 || rows == 0 {
        bail!("impossible game: no columns, or columns of no cards");
    }
    if n * rows <= pack {
        return Ok(vec![rows; n]);
    }
    let (q, r) = (pack / n, pack % n);
    if q == 0 {
        bail!("impossible game: {n} columns, but the pack has {pack} cards");
    }
    Ok((0..n).map(|i| q + usize::from(i < r)).collect())
}

/// The rules of `base` with the parameter set to `v` (module docs).
fn vary(base: &NestorRules, param: Param, v: usize) -> Result<NestorRules> {
    let pack = base.tableau_deck().len();
    let rows = base.columns.iter().copied().max().unwrap_or(1);
    let ncols = base.columns.len();
    let columns = match param {
        Param::Columns => fill(v, rows, pack)?,
        Param::Rows => {
            if ncols * v > pack {
                bail!(
                    "impossible game: {ncols} columns of {v} need {} cards, the pack has {pack}",
                    ncols * v
                );
            }
            fill(ncols, v, pack)?
        }
        Param::Reserve => {
            let total = base.deck.len();
            if v > total {
                bail!("impossible game: a reserve of {v}, but the pack has {total} cards");
            }
            let t = total - v;
            if t > pack {
                bail!(
                    "impossible game: a reserve of {v}, fewer than the {} jokers that join it",
                    total - pack
                );
            }
            if t < ncols {
                bail!("impossible game: {t} cards for {ncols} columns");
            }
            let (q, r) = (t / ncols, t % ncols);
            (0..ncols).map(|i| q + usize::from(i < r)).collect()
        }
    };
    Ok(NestorRules {
        columns,
        ..base.clone()
    })
}

pub fn run(a: SweepArgs) -> Result<u8> {
    let game = a.game.game()?;
    let AnyGame::Nestor(g) = &game else {
        bail!("sweep is for the Nestor family")
    };
    if a.step == 0 || a.from > a.to {
        bail!("--from must not exceed --to, and --step must be at least 1");
    }
    if a.run.deals == 0 {
        bail!("--deals must be at least 1");
    }
    let config = a.run.sim_config()?;
    let (solver, threads) = (config.solver, config.threads);
    let base = g.rules().clone();
    let semantics = match a.param {
        Param::Columns => format!(
            "columns of {} cards (the whole pack row by row when it runs out), the reserve taking \
             what is left",
            base.columns.iter().max().unwrap_or(&0)
        ),
        Param::Rows => format!(
            "{} columns of that many cards, the reserve taking what is left",
            base.columns.len()
        ),
        Param::Reserve => format!(
            "that many cards left over, the rest dealt row by row into {} columns",
            base.columns.len()
        ),
    };
    // Check every point before the long runs.
    let mut games = Vec::new();
    for v in (a.from..=a.to).step_by(a.step) {
        let rules = vary(&base, a.param, v).with_context(|| format!("{:?} = {v}", a.param))?;
        let g = NestorGame::new(rules).with_context(|| format!("{:?} = {v}", a.param))?;
        games.push((v, g));
    }
    println!(
        "{} by {:?}: {semantics}; {} deals a point",
        base.name, a.param, a.run.deals
    );
    println!(
        "{:>6}  {:<58} {:>9} {:>9}  {:<19} {:>8}",
        "value", "layout", "deals", "win rate", "95% interval", "unknown"
    );
    let mut points = Vec::new();
    for (v, g) in games {
        let rules = g.rules().clone();
        let any = AnyGame::Nestor(g);
        let t = Instant::now();
        let tally = simulate(&any, &config, &|| {}, &mut |_| {})?;
        let summary = Summary::new(
            &tally,
            RunInfo {
                game: any.name(),
                params: any.params(),
                start: a.run.start,
                node_limit: solver.node_limit,
                seconds: t.elapsed().as_secs_f64(),
                threads,
                command: std::env::args().collect(),
            },
        );
        println!(
            "{:>6}  {:<58} {:>9} {:>8.3}%  {:>7.3}% .. {:>7.3}% {:>8}",
            v,
            rules.describe(),
            summary.deals,
            100.0 * summary.win_rate,
            100.0 * summary.ci95_low,
            100.0 * summary.ci95_high,
            summary.unknown
        );
        if !a.quiet {
            eprintln!("{:?} = {v} done in {:.1} s", a.param, summary.seconds);
        }
        points.push(Point {
            value: v,
            layout: rules.describe(),
            reserve: rules.reserve_len(),
            columns: rules.columns,
            summary,
        });
    }
    let sweep = Sweep {
        game: base.name.clone(),
        param: a.param,
        semantics,
        params: game.params(),
        deals_per_point: a.run.deals,
        points,
        version: env!("CARGO_PKG_VERSION").to_string(),
        command: std::env::args().collect(),
    };
    if let Some(p) = &a.json {
        let text = serde_json::to_string_pretty(&sweep)?;
        std::fs::write(p, text + "\n").with_context(|| format!("cannot write {}", p.display()))?;
    }
    if let Some(p) = &a.svg {
        chart(p, &sweep).with_context(|| format!("cannot draw {}", p.display()))?;
    }
    Ok(0)
}

/// The chart: the win rate at each value, its 95% interval as a band and error bars.
fn chart(path: &Path, s: &Sweep) -> Result<()> {
    let err = |e: &dyn std::fmt::Display| anyhow!("{e}");
    let pts: Vec<(f64, f64, f64, f64)> = s
        .points
        .iter()
        .map(|p| {
            (
                p.value as f64,
                100.0 * p.summary.win_rate,
                100.0 * p.summary.ci95_low,
                100.0 * p.summary.ci95_high,
            )
        })
        .collect();
    let (x0, x1) = (pts[0].0 - 0.5, pts[pts.len() - 1].0 + 0.5);
    let root = SVGBackend::new(path, (900, 560)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| err(&e))?;
    let title = format!(
        "{}: win rate by {} ({} deals a point)",
        s.game,
        format!("{:?}", s.param).to_lowercase(),
        s.deals_per_point
    );
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 24))
        .margin(20)
        .x_label_area_size(60)
        .y_label_area_size(70)
        .build_cartesian_2d(x0..x1, 0f64..116f64)
        .map_err(|e| err(&e))?;
    let xdesc = format!("{:?}: {}", s.param, s.semantics).to_lowercase();
    chart
        .configure_mesh()
        .x_desc(xdesc)
        .y_desc("win rate (%)")
        .x_labels(s.points.len() + 2)
        .x_label_formatter(&|x| {
            if (x - x.round()).abs() < 1e-9 {
                format!("{x:.0}")
            } else {
                String::new()
            }
        })
        .y_labels(13)
        .y_label_formatter(&|y| {
            if *y <= 100.0 {
                format!("{y:.0}%")
            } else {
                String::new()
            }
        })
        .label_style(("sans-serif", 16))
        .axis_desc_style(("sans-serif", 15))
        .light_line_style(WHITE.mix(0.0))
        .draw()
        .map_err(|e| err(&e))?;
    let colour = RGBColor(31, 90, 170);
    // The 95% interval as a band.
    let mut band: Vec<(f64, f64)> = pts.iter().map(|p| (p.0, p.3)).collect();
    band.extend(pts.iter().rev().map(|p| (p.0, p.2)));
    chart
        .draw_series(std::iter::once(Polygon::new(band, colour.mix(0.18))))
        .map_err(|e| err(&e))?
        .label("95% interval (Wilson)")
        .legend(move |(x, y)| Rectangle::new([(x, y - 6), (x + 20, y + 6)], colour.mix(0.18)));
    // And as error bars.
    for &(x, _, lo, hi) in &pts {
        let w = 0.08;
        chart
            .draw_series([
                PathElement::new(vec![(x, lo), (x, hi)], colour.stroke_width(2)),
                PathElement::new(vec![(x - w, lo), (x + w, lo)], colour.stroke_width(2)),
                PathElement::new(vec![(x - w, hi), (x + w, hi)], colour.stroke_width(2)),
            ])
            .map_err(|e| err(&e))?;
    }
    chart
        .draw_series(LineSeries::new(
            pts.iter().map(|p| (p.0, p.1)),
            colour.stroke_width(2),
        ))
        .map_err(|e| err(&e))?
        .label("win rate")
        .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], colour.stroke_width(2)));
    chart
        .draw_series(
            pts.iter()
                .map(|p| Circle::new((p.0, p.1), 5, colour.filled())),
        )
        .map_err(|e| err(&e))?;
    chart
        .draw_series(pts.iter().map(|p| {
            Text::new(
                format!("{:.1}%", p.1),
                (p.0 + 0.1, p.1 + 4.5),
                ("sans-serif", 15).into_font().color(&BLACK),
            )
        }))
        .map_err(|e| err(&e))?;
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperMiddle)
        .background_style(WHITE.mix(0.9))
        .border_style(BLACK.mix(0.3))
        .label_font(("sans-serif", 15))
        .draw()
        .map_err(|e| err(&e))?;
    root.present().map_err(|e| err(&e))?;
    Ok(())
}
