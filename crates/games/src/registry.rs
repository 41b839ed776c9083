//! Every game patience knows, by name: the presets of each family.

use crate::nestor;
use crate::AnyGame;
use crate::GameError;
use patience_cards::rectify::Rectify;
use serde::Serialize;

/// A preset as `patience games` lists it.
#[derive(Clone, Debug, Serialize)]
pub struct Listing {
    /// The name used on the command line.
    pub name: String,
    /// The family: `nestor` or `match`.
    pub family: &'static str,
    /// One line on the layout and rules.
    pub layout: String,
    /// The published win rate, as the source words it, if any.
    pub published: Option<String>,
    /// The full parameters.
    pub params: serde_json::Value,
}

/// Every preset, family by family.
pub fn listings() -> Vec<Listing> {
    let mut out = Vec::new();
    for p in nestor::presets() {
        let r = &p.rules;
        out.push(Listing {
            name: p.name.to_string(),
            family: "nestor",
            layout: r.describe(),
            published: p.published.map(str::to_string),
            params: serde_json::to_value(r).expect("rules serialise"),
        });
    }
    for (name, rules, published) in crate::match_solitaire::presets() {
        out.push(Listing {
            name: name.to_string(),
            family: "match",
            layout: rules.game_id(),
            published: Some(published.to_string()),
            params: serde_json::to_value(rules).expect("rules serialise"),
        });
    }
    out
}

/// The game called `name`: a preset, or a Match Solitaire game-id such as `3x3x13x5+`.
/// `rectify` overrides a Nestor-family preset's rectification.
///
/// # Errors
/// [`GameError::UnknownGame`], or `--rectify` given for a game that deals no tableau to rectify.
pub fn game(name: &str, rectify: Option<Rectify>) -> Result<AnyGame, GameError> {
    if let Ok(p) = nestor::preset(name) {
        let mut rules = p.rules;
        if let Some(r) = rectify {
            rules.rectify = r;
        }
        return Ok(AnyGame::Nestor(nestor::NestorGame::new(rules)?));
    }
    match crate::match_solitaire::rules_by_name(name) {
        Ok(rules) => {
            if rectify.is_some() {
                return Err(GameError::BadRules(
                    "--rectify is for the Nestor family".into(),
                ));
            }
            Ok(AnyGame::Match(rules))
        }
        Err(_) => Err(GameError::UnknownGame {
            name: name.to_string(),
        }),
    }
}
