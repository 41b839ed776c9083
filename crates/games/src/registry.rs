//! Every game patience knows: a static list of families, one line each. A new game is a module
//! of its own and one line in [`FAMILIES`]; nothing else names it.

use crate::error::GameError;
use crate::spec::{Family, GameOptions, GameSpec, Listing, Verification};

/// The families, in the order `patience games` lists them.
pub static FAMILIES: &[&dyn Family] = &[
    &crate::nestor::FAMILY,
    &crate::match_solitaire::FAMILY,
    &crate::canfield::FAMILY,
    &crate::aces_up::FAMILY,
    &crate::baroness::FAMILY,
    &crate::accordion::FAMILY,
    &crate::bakers_dozen::FAMILY,
    &crate::as_you_like_it::FAMILY,
    &crate::nestors::FAMILY,
    &crate::pishe_pasha::FAMILY,
    &crate::double_solitaire::FAMILY,
    &crate::nuts::FAMILY,
    #[cfg(feature = "toy-game")]
    &crate::toy::FAMILY,
];

/// Every preset of every family.
pub fn listings() -> Vec<Listing> {
    FAMILIES.iter().flat_map(|f| f.listings()).collect()
}

/// The game called `name` (a preset, a Match Solitaire game-id such as `3x3x13x5+`, or `custom`)
/// with `options`.
///
/// # Errors
/// [`GameError::UnknownGame`] when no family knows the name; the family's error when the options
/// do not fit the game.
pub fn game(name: &str, options: &GameOptions) -> Result<Box<dyn GameSpec>, GameError> {
    FAMILIES
        .iter()
        .find_map(|f| f.resolve(name, options))
        .unwrap_or_else(|| {
            Err(GameError::UnknownGame {
                name: name.to_string(),
                suggestion: closest(name),
            })
        })
}

/// The game of a game file's JSON text: the rules of a family (the `rules` of `patience games
/// --json`), or an object holding them as `rules` (the `params` of `simulate --json`).
/// `options.rectify` overrides the file's rectification; layout options are refused (the file
/// gives the whole game).
///
/// # Errors
/// [`GameError::GameFile`] for text that is not JSON rules of any family; the family's error for
/// rules that make no game.
pub fn game_from_file(text: &str, options: &GameOptions) -> Result<Box<dyn GameSpec>, GameError> {
    let given = options.layout.given();
    if !given.is_empty() {
        return Err(GameError::GameFile(format!(
            "{} with a game file: the file gives the whole game (only --rectify may override it)",
            given.join(", ")
        )));
    }
    let v: serde_json::Value =
        serde_json::from_str(text).map_err(|e| GameError::GameFile(e.to_string()))?;
    // The rules themselves, or the `params` of a summary or listing, or an object with `rules`.
    let params = v.get("params").filter(|p| p.is_object()).unwrap_or(&v);
    let rules = match params.get("rules") {
        Some(r) if r.is_object() => r,
        _ => params,
    };
    FAMILIES
        .iter()
        .find_map(|f| f.game_of_rules(rules, options))
        .unwrap_or_else(|| {
            Err(GameError::GameFile(
                "not the rules of any game patience knows".into(),
            ))
        })
}

/// Replays a whole game written in a family's notation, on our deal of the number it names or
/// on the layout of `deal_file` (its JSON text).
///
/// # Errors
/// [`GameError::Notation`] when no family reads the line, or the family's error.
pub fn verify(game_line: &str, deal_file: Option<&str>) -> Result<Verification, GameError> {
    if game_line.trim().is_empty() {
        return Err(GameError::Notation("an empty game line".into()));
    }
    FAMILIES
        .iter()
        .find_map(|f| f.verify(game_line, deal_file))
        .unwrap_or_else(|| {
            Err(GameError::Notation(
                "not a game line of any game patience can replay (Match Solitaire: \
                 \"3x3x13x5+1 1a 23 ..\")"
                    .into(),
            ))
        })
}

/// The `game` named in a deal file's JSON text.
///
/// # Errors
/// [`GameError::DealFile`] when the text is not JSON with a `game` string.
pub fn deal_file_game(text: &str) -> Result<String, GameError> {
    let v: serde_json::Value =
        serde_json::from_str(text).map_err(|e| GameError::DealFile(e.to_string()))?;
    v.get("game")
        .and_then(|g| g.as_str())
        .map(str::to_string)
        .ok_or_else(|| GameError::DealFile("no \"game\" field".into()))
}

/// The preset name closest to `name` by edit distance, if it is within a third of its length.
fn closest(name: &str) -> Option<String> {
    let best = listings()
        .into_iter()
        .map(|l| (edit_distance(name, &l.name), l.name))
        .min()?;
    (best.0 <= (name.len() / 3).max(1)).then_some(best.1)
}

/// Levenshtein distance between `a` and `b`, in characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diag = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let next = (diag + usize::from(ca != cb))
                .min(row[j] + 1)
                .min(row[j + 1] + 1);
            diag = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn close_names_are_suggested() {
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(closest("nestr").as_deref(), Some("nestor"));
        assert_eq!(closest("dubble-nestor").as_deref(), Some("double-nestor"));
        assert_eq!(closest("zzzzzzzzzzzz"), None);
    }
}
