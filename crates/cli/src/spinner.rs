//! What a long search shows on stderr while it runs: a spinner with the time and the positions
//! searched so far (`patience solve`), and the same count on `simulate`'s progress bar, so that
//! a search of minutes (a Nestors deal double dummy, a hard deal's whole budget) shows that it is
//! at work. Hidden when stderr is no terminal: scripts and pipes see nothing of it.

use indicatif::{HumanCount, ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};
use patience_search::progress::searched;
use std::io::IsTerminal;
use std::time::Duration;

/// `style` with the template key `{searched}`: the positions searched since `style` was made,
/// by every search of the process (thousands separated).
pub(crate) fn with_searched(style: ProgressStyle) -> ProgressStyle {
    let base = searched();
    style.with_key(
        "searched",
        move |_: &ProgressState, w: &mut dyn std::fmt::Write| {
            let _ = write!(w, "{}", HumanCount(searched().saturating_sub(base)));
        },
    )
}

/// A spinner on stderr from [`Spinner::start`] until dropped, then cleared.
pub(crate) struct Spinner(ProgressBar);

impl Spinner {
    /// Starts the spinner, redrawn four times a second, unless stderr is no terminal.
    pub(crate) fn start() -> Spinner {
        if !std::io::stderr().is_terminal() {
            return Spinner(ProgressBar::hidden());
        }
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
        bar.set_style(with_searched(
            ProgressStyle::with_template(
                "{spinner} {elapsed_precise} {searched} positions searched",
            )
            .expect("static template"),
        ));
        bar.enable_steady_tick(Duration::from_millis(250));
        Spinner(bar)
    }
}

impl Drop for Spinner {
    fn drop(&mut self) {
        self.0.finish_and_clear();
    }
}
