//! Errors of a simulation run.

use patience_games::GameError;

/// Why a run could not go on. Each prints as one line.
#[derive(Debug, thiserror::Error)]
pub enum SimError {
    /// A deal could not be dealt, or the game cannot be searched.
    #[error(transparent)]
    Game(#[from] GameError),
    /// The worker threads could not be started.
    #[error("cannot start {threads} threads: {reason}")]
    Threads {
        /// Threads asked for.
        threads: usize,
        /// The system's reason.
        reason: String,
    },
    /// A parameter of the run is out of range.
    #[error("{0}")]
    BadRun(String),
    /// A per-deal file cannot be read back.
    #[error("bad per-deal file: {0}")]
    PerDeal(String),
    /// Per-deal files that do not make one experiment.
    #[error("cannot merge: {0}")]
    Merge(String),
    /// Per-deal files of a run and its passes that do not make one chain of passes.
    #[error("cannot retry: {0}")]
    Retry(String),
}
