//! `patience simulate`.

use crate::args::{command_line, SimulateArgs};
use crate::printer;
use anyhow::{Context, Result};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use patience_sim::simulate_summary;
use std::fs::File;
use std::io::{BufWriter, IsTerminal, Write};

pub(crate) fn run(a: &SimulateArgs) -> Result<u8> {
    let game = a.game.game()?;
    let config = a.run.sim_config()?;
    let mut per_deal = match &a.per_deal {
        Some(p) => Some(BufWriter::new(
            File::create(p).with_context(|| format!("cannot write {}", p.display()))?,
        )),
        None => None,
    };
    let bar = if a.quiet || !std::io::stderr().is_terminal() {
        ProgressBar::hidden()
    } else {
        let b = ProgressBar::with_draw_target(Some(a.run.deals), ProgressDrawTarget::stderr());
        b.set_style(
            ProgressStyle::with_template(
                "{elapsed_precise} [{wide_bar}] {pos}/{len} deals, {per_sec}, eta {eta}",
            )
            .expect("static template"),
        );
        b
    };
    let mut write_err: Option<std::io::Error> = None;
    let summary = simulate_summary(
        game.as_ref(),
        &config,
        &command_line(),
        &|| bar.inc(1),
        &mut |reports| {
            if let Some(w) = per_deal.as_mut() {
                let res = reports
                    .iter()
                    .try_for_each(|r| {
                        serde_json::to_writer(&mut *w, r)?;
                        w.write_all(b"\n")
                    })
                    .and_then(|()| w.flush());
                if let Err(e) = res {
                    write_err.get_or_insert(e);
                }
            }
        },
    )?;
    bar.finish_and_clear();
    if let Some(e) = write_err {
        return Err(e).context("cannot write the per-deal file");
    }
    printer::emit(a.json.json.as_ref(), &summary.to_string(), &summary)?;
    Ok(0)
}
