//! Canfield played without peeking ([`crate::player`]). A player sees the foundations, the
//! tableau, the reserve's top card (the cards under it stay face down until they come to the
//! top), the waste, and the stock cards dealt so far and where they are: every card dealt from
//! the stock is seen as it is dealt (all of a deal of three, not only the top one), so once the
//! whole stock has been dealt through, the player knows its whole order. The cards never seen
//! are the reserve's below its top and the stock's not dealt yet.
//!
//! Moves are a person's: deal the next cards of the stock, turn the waste over when the stock is
//! empty, or play a card (the reserve's top, the waste's top, a pile or part of one), never the
//! search's jumps to a talon card further on.

use super::check::Step;
use super::deal::CanfieldDeal;
use super::position::{CanfieldMove, CanfieldPos};
use super::rules::{CanfieldRules, PILES};
use crate::player::Playable;
use patience_cards::Card;
use patience_search::Game;
use rand::seq::SliceRandom;
use rand::Rng;

/// A move of play as a person makes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CanfieldAction {
    /// Deal the next cards of the stock onto the waste (the deal count, or what is left).
    Deal,
    /// Turn the waste over as the new stock (the stock being empty).
    Redeal,
    /// A card's move, as the search names it; a talon card is always the waste's top.
    Play(CanfieldMove),
}

/// What a player sees of Canfield: the foundations, the tableau, the reserve and the talon, with
/// the cards not seen yet as `None`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CanfieldSeen {
    /// The cards on each suit's foundation.
    pub foundations: [u8; 4],
    /// The tableau piles, bottom card first.
    pub piles: Vec<Vec<Card>>,
    /// The reserve, bottom first: its top card, and the others once seen (never, unless every
    /// card is face up).
    pub reserve: Vec<Option<Card>>,
    /// The talon in dealing order (the waste bottom first, then the stock, next card first):
    /// the cards dealt at some time, and `None` for those never dealt yet.
    pub talon: Vec<Option<Card>>,
    /// Cards in the waste (the talon's first ones).
    pub waste: usize,
}

/// A Canfield game in play: the deal, the position, the moves played and what the player knows.
#[derive(Clone, Debug)]
pub struct CanfieldPlay {
    rules: CanfieldRules,
    deal: CanfieldDeal,
    pos: CanfieldPos,
    history: Vec<CanfieldAction>,
    /// The talon's first `known` cards have been seen (dealt at some time).
    known: usize,
    /// Whether every card is face up (the reserve spread, the stock's order known): for
    /// checking the players against the solver.
    face_up: bool,
}

impl CanfieldPlay {
    /// The start of play of `deal` (valid for `rules`), the reserve's cards below its top and
    /// the stock face down.
    pub fn new(rules: &CanfieldRules, deal: &CanfieldDeal) -> CanfieldPlay {
        let pos = CanfieldPos::new(rules, deal);
        CanfieldPlay {
            rules: *rules,
            deal: deal.clone(),
            known: pos.waste_len(),
            pos,
            history: Vec::new(),
            face_up: false,
        }
    }

    /// The start of play of `deal` with every card face up: nothing is hidden, so the sampling
    /// player plays as the solver does (a check, not a way to play Canfield).
    pub fn face_up(rules: &CanfieldRules, deal: &CanfieldDeal) -> CanfieldPlay {
        CanfieldPlay {
            face_up: true,
            ..CanfieldPlay::new(rules, deal)
        }
    }

    /// The deal at the start (the hidden cards included: what a player never sees).
    pub fn deal(&self) -> &CanfieldDeal {
        &self.deal
    }

    /// The moves played so far as a person makes them, for [`super::replay`].
    pub fn steps(&self) -> Vec<Step> {
        let mut pos = CanfieldPos::new(&self.rules, &self.deal);
        let mut out = Vec::new();
        for &a in &self.history {
            match a {
                CanfieldAction::Deal => out.push(Step::Deal),
                CanfieldAction::Redeal => out.push(Step::Redeal),
                CanfieldAction::Play(m) => {
                    out.extend(pos.steps(m));
                    pos.apply(m);
                    continue;
                }
            }
            pos.turn_stock();
        }
        out
    }

    /// The reserve's cards not seen: all but its top one, unless every card is face up.
    fn reserve_hidden(&self) -> usize {
        if self.face_up {
            0
        } else {
            self.pos.reserve_cards().len().saturating_sub(1)
        }
    }

    /// The stock's cards never dealt (the talon's last ones), unless every card is face up.
    fn talon_hidden(&self) -> usize {
        if self.face_up {
            0
        } else {
            self.pos.talon_cards().len() - self.known
        }
    }

    /// Whether the move `m` leaves pile `from` empty (for the reserve to fill) or with a top
    /// card that goes to its foundation.
    fn frees_a_card(&self, m: CanfieldMove) -> bool {
        let CanfieldMove::PileTo { from, count, .. } = m else {
            return false;
        };
        let f = usize::from(from);
        if usize::from(count) == self.pos.pile_len(f) {
            return true;
        }
        let mut next = self.pos.clone();
        next.apply(m);
        next.pile_len(f) > 0 && next.top_goes_up(f)
    }
}

impl Playable for CanfieldPlay {
    type Move = CanfieldAction;
    type Seen = CanfieldSeen;
    type Search = CanfieldPos;

    fn hides_cards(&self) -> bool {
        self.reserve_hidden() + self.talon_hidden() > 0
    }

    fn search(&self) -> CanfieldPos {
        self.pos.clone()
    }

    /// The search's moves of the reserve's top and the piles, its moves of the waste's top card
    /// (none of a talon card further on), and the deal while the stock lasts, else turning the
    /// waste over (while it holds cards).
    fn legal_moves(&self) -> Vec<CanfieldAction> {
        let mut moves = Vec::new();
        self.pos.clone().moves(&mut moves);
        let waste = self.pos.waste_len();
        let mut out: Vec<CanfieldAction> = moves
            .into_iter()
            .filter(|&m| match m {
                CanfieldMove::TalonUp(at) | CanfieldMove::TalonTo { at, .. } => {
                    usize::from(at) == waste
                }
                _ => true,
            })
            .map(CanfieldAction::Play)
            .collect();
        let talon = self.pos.talon_cards().len();
        if waste < talon {
            out.push(CanfieldAction::Deal);
        } else if waste > 0 {
            out.push(CanfieldAction::Redeal);
        }
        out
    }

    fn play(&mut self, a: CanfieldAction) {
        match a {
            CanfieldAction::Deal | CanfieldAction::Redeal => {
                self.pos.turn_stock();
                self.known = self.known.max(self.pos.waste_len());
            }
            CanfieldAction::Play(m) => {
                if matches!(m, CanfieldMove::TalonUp(_) | CanfieldMove::TalonTo { .. }) {
                    // The waste's top card leaves the talon: it was seen.
                    self.known -= 1;
                }
                self.pos.apply(m);
            }
        }
        self.history.push(a);
    }

    fn is_won(&self) -> bool {
        self.pos.is_won()
    }

    fn seen(&self) -> CanfieldSeen {
        let hide = |cards: Vec<Card>, hidden: std::ops::Range<usize>| {
            cards
                .into_iter()
                .enumerate()
                .map(|(i, c)| (!hidden.contains(&i)).then_some(c))
                .collect()
        };
        let talon = self.pos.talon_cards();
        let n = talon.len();
        CanfieldSeen {
            foundations: self.pos.foundations(),
            piles: (0..PILES).map(|p| self.pos.pile_cards(p)).collect(),
            reserve: hide(self.pos.reserve_cards(), 0..self.reserve_hidden()),
            talon: hide(talon, n - self.talon_hidden()..n),
            waste: self.pos.waste_len(),
        }
    }

    /// The cards never seen (the reserve's below its top, the stock's never dealt) shuffled
    /// uniformly into their places, every other card kept where it was dealt, and the moves
    /// played so far played again: every card seen is where it was seen. The places are those
    /// of the deal: the reserve loses cards only from its top, and the talon only cards that
    /// were dealt, so the reserve's hidden cards are its bottom ones as dealt, and the talon's
    /// hidden cards the stock's bottom ones.
    fn resample<R: Rng + ?Sized>(&self, rng: &mut R) -> CanfieldPlay {
        let (r, s) = (self.reserve_hidden(), self.talon_hidden());
        let mut deal = self.deal.clone();
        let mut unseen: Vec<Card> = deal.reserve[..r]
            .iter()
            .chain(&deal.stock[..s])
            .copied()
            .collect();
        unseen.shuffle(rng);
        deal.reserve[..r].copy_from_slice(&unseen[..r]);
        deal.stock[..s].copy_from_slice(&unseen[r..]);
        let mut again = CanfieldPlay {
            face_up: self.face_up,
            ..CanfieldPlay::new(&self.rules, &deal)
        };
        for &a in &self.history {
            again.play(a);
        }
        again
    }

    /// The greedy rule, in this order: a card to its foundation (the reserve's top first, then
    /// a pile's, then the waste's); the reserve's top onto a pile; a pile (or part of one) onto
    /// another when that frees a card (the pile it leaves empties, for the reserve to fill, or
    /// shows a card that goes to its foundation); the waste's top onto a pile (one with cards
    /// before a space); else deal (or turn the waste over). It gives up when none of these is
    /// left, which happens once a whole pass through the stock has changed nothing (the deal
    /// would bring back a position already seen, which [`crate::player::play`] never offers).
    fn greedy(&self, legal: &[CanfieldAction]) -> Option<CanfieldAction> {
        let class = |a: &CanfieldAction| -> Option<u8> {
            match *a {
                CanfieldAction::Play(m) => match m {
                    CanfieldMove::ReserveUp => Some(0),
                    CanfieldMove::PileUp(_) => Some(1),
                    CanfieldMove::TalonUp(_) => Some(2),
                    CanfieldMove::ReserveTo(_) => Some(3),
                    CanfieldMove::PileTo { .. } => self.frees_a_card(m).then_some(4),
                    CanfieldMove::TalonTo { to, .. } => {
                        Some(if self.pos.pile_len(usize::from(to)) > 0 {
                            5
                        } else {
                            6
                        })
                    }
                },
                CanfieldAction::Deal | CanfieldAction::Redeal => Some(7),
            }
        };
        let best = legal.iter().filter_map(class).min()?;
        legal.iter().copied().find(|a| class(a) == Some(best))
    }
}
