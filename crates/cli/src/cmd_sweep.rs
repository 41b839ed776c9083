//! `patience sweep`: the win rate of a game as one layout parameter varies, as a table on stdout,
//! JSON and an SVG chart. What each parameter means is the game's (`patience_games::spec::Sweep`).

use crate::args::{command_line, GameArgs, JsonArg, RunArgs};
use crate::printer::{self, JsonOut};
use anyhow::{anyhow, bail, Context, Result};
use clap::Args;
use patience_games::spec::SweepParam;
use patience_sim::{sweep, SweepSummary};
use plotters::prelude::*;
use std::path::{Path, PathBuf};

#[derive(Args, Debug)]
pub(crate) struct SweepArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// The parameter that varies: columns, rows or reserve.
    #[arg(long, value_parser = clap::value_parser!(SweepParam))]
    pub param: SweepParam,
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
    #[command(flatten)]
    pub json: JsonArg,
    /// Draw the chart (win rate with its 95% interval) as SVG to this file.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// No progress lines on stderr.
    #[arg(long, short)]
    pub quiet: bool,
}

fn row(
    value: &str,
    layout: &str,
    deals: &str,
    rate: &str,
    interval: &str,
    unknown: &str,
) -> String {
    format!("{value:>6}  {layout:<58} {deals:>9} {rate:>9}  {interval:<19} {unknown:>8}\n")
}

pub(crate) fn run(a: &SweepArgs) -> Result<u8> {
    let game = a.game.game()?;
    if a.step == 0 || a.from > a.to {
        bail!("--from must not exceed --to, and --step must be at least 1");
    }
    let config = a.run.sim_config(game.as_ref())?;
    let values: Vec<usize> = (a.from..=a.to).step_by(a.step).collect();
    let to_stdout = a.json.json != Some(JsonOut::Stdout);
    let semantics = game
        .sweeper()
        .map(|s| s.semantics(a.param))
        .unwrap_or_default();
    let mut head = format!(
        "{} by {}: {semantics}; {} deals a point\n",
        game.name(),
        a.param,
        a.run.deals
    );
    head += &row(
        "value",
        "layout",
        "deals",
        "win rate",
        "95% interval",
        "unknown",
    );
    // The header goes out once every value is known to make a game.
    let mut printed_head = false;
    let mut out_err = None;
    let s = sweep(
        game.as_ref(),
        a.param,
        &values,
        &config,
        &command_line(),
        &mut |p| {
            let s = &p.summary;
            let mut text = String::new();
            if !printed_head {
                text += &head;
                printed_head = true;
            }
            text += &row(
                &p.value.to_string(),
                &p.layout,
                &s.deals.to_string(),
                &format!("{:.3}%", 100.0 * s.win_rate),
                &format!(
                    "{:>7.3}% .. {:>7.3}%",
                    100.0 * s.ci95_low,
                    100.0 * s.ci95_high
                ),
                &s.unknown.to_string(),
            );
            if to_stdout && out_err.is_none() {
                out_err = printer::data(&text).err();
            }
            if !a.quiet {
                printer::progress(&format!(
                    "{} = {} done in {:.1} s",
                    a.param, p.value, s.seconds
                ));
            }
        },
    )?;
    match &a.json.json {
        Some(JsonOut::Stdout) => printer::emit(a.json.json.as_ref(), "", &s)?,
        Some(JsonOut::File(p)) => printer::json_file(p, &s)?,
        None => {}
    }
    if let Some(p) = &a.svg {
        chart(p, &s).with_context(|| format!("cannot draw {}", p.display()))?;
    }
    if let Some(e) = out_err {
        return Err(e);
    }
    Ok(0)
}

/// The chart: the win rate at each value, its 95% interval as a band and error bars.
fn chart(path: &Path, s: &SweepSummary) -> Result<()> {
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
        s.game, s.param, s.deals_per_point
    );
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 24))
        .margin(20)
        .x_label_area_size(60)
        .y_label_area_size(70)
        .build_cartesian_2d(x0..x1, 0f64..116f64)
        .map_err(|e| err(&e))?;
    let xdesc = format!("{}: {}", s.param, s.semantics).to_lowercase();
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
