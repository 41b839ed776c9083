//! Match Solitaire played without peeking ([`crate::player`]).
//!
//! **What the player sees** (`docs/rules.md`, "Closed deal"): every card dealt is face up, so the
//! player sees the columns, the free cells, which cards were collected, and how many cards the
//! stock holds; the stock's order is hidden. An open game hides nothing.
//!
//! **What the sampler draws.** The deal is a uniform shuffle of the deck (no rectification), and
//! the stock is its undealt part: given what was seen, every order of the cards not yet dealt is
//! equally likely, so the sampler shuffles them uniformly. The moves so far used only cards
//! already dealt, so they replay on the drawn deal. `tests/match_play.rs` checks this, and the
//! uniformity by chi-square on a tiny deck.
//!
//! **The moves offered.** Every move the rules allow, except moves the rules make
//! interchangeable: a card goes into the first empty free cell only (the cells are
//! interchangeable, see [`super::position`]), and once the stock is out, into the first empty
//! column only, never from a column where it lies alone (empty columns are interchangeable then;
//! while cards are left to deal, the next row goes to the columns by position, so every empty
//! column is offered).

use super::layout::MatchLayout;
use super::notation::{MatchMove, Place};
use super::position::{next_combination, MatchPos, PosMove};
use super::rules::MatchRules;
use crate::player::Playable;
use patience_cards::Card;
use rand::seq::SliceRandom;
use rand::Rng;

/// A move of a game played by a player: [`MatchMove`] without its allocation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PlayMove {
    /// One card from `from` to `to`.
    Move {
        /// Where the card is taken from.
        from: Place,
        /// Where it goes.
        to: Place,
    },
    /// A set collected: the places of its first `n` cards (columns, then cells, each in
    /// increasing order).
    Collect {
        /// The places (only the first `n` count).
        places: [Place; 4],
        /// The match size.
        n: u8,
    },
    /// The next row dealt from the stock.
    Deal,
}

impl PlayMove {
    /// The move in the game's notation.
    pub fn notation(&self) -> MatchMove {
        match *self {
            PlayMove::Move { from, to } => MatchMove::Move { from, to },
            PlayMove::Collect { places, n } => {
                MatchMove::collect(places[..usize::from(n)].to_vec())
            }
            PlayMove::Deal => MatchMove::Deal,
        }
    }
}

/// A Match Solitaire game in play; `W` words of the search key (at least
/// [`super::key_words`] of the rules).
#[derive(Clone, Debug)]
pub struct MatchPlay<const W: usize> {
    rules: MatchRules,
    /// The deal: its tableau, and the stock in dealing order (after [`Playable::resample`], the
    /// drawn one).
    deal: MatchLayout,
    cols: Vec<Vec<Card>>,
    cells: Vec<Option<Card>>,
    /// Stock cards dealt so far.
    dealt: usize,
    /// Where the card the last move moved lies (`None` after a collect or a deal).
    last_to: Option<Place>,
    history: Vec<PlayMove>,
}

/// What a player sees of Match Solitaire.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MatchSeen {
    /// The columns, bottom card first.
    pub columns: Vec<Vec<Card>>,
    /// The free cells.
    pub cells: Vec<Option<Card>>,
    /// Cards left in the stock (face down).
    pub stock_left: usize,
}

impl<const W: usize> MatchPlay<W> {
    /// The start of play of `deal` (a position of `rules` with nothing collected, such as
    /// [`MatchRules::deal`]).
    pub fn new(rules: &MatchRules, deal: &MatchLayout) -> MatchPlay<W> {
        let mut cells = deal.cells.clone();
        cells.resize(usize::from(rules.columns), None);
        MatchPlay {
            rules: *rules,
            deal: deal.clone(),
            cols: deal.tableau.clone(),
            cells,
            dealt: 0,
            last_to: None,
            history: Vec::new(),
        }
    }

    /// The deal being played (after [`Playable::resample`], the drawn one).
    pub fn deal(&self) -> &MatchLayout {
        &self.deal
    }

    /// The moves played so far, in the game's notation (for [`super::verify`]).
    pub fn moves(&self) -> Vec<MatchMove> {
        self.history.iter().map(PlayMove::notation).collect()
    }

    /// The moves played so far.
    pub fn history(&self) -> &[PlayMove] {
        &self.history
    }

    /// Stock cards dealt so far.
    pub fn stock_dealt(&self) -> usize {
        self.dealt
    }

    /// The position now as a layout: columns, cells, the stock not dealt yet.
    pub fn layout(&self) -> MatchLayout {
        MatchLayout {
            tableau: self.cols.clone(),
            cells: self.cells.clone(),
            stock: self.deal.stock[self.dealt..].to_vec(),
        }
    }

    fn stock_left(&self) -> bool {
        self.dealt < self.deal.stock.len()
    }

    /// The uncovered cards: column tops, then cell cards, with their places.
    fn uncovered(&self) -> Vec<(Place, Card)> {
        let tops = self
            .cols
            .iter()
            .enumerate()
            .filter_map(|(j, c)| c.last().map(|&k| (Place::Column(j as u8), k)));
        let cells = self
            .cells
            .iter()
            .enumerate()
            .filter_map(|(i, c)| c.map(|k| (Place::Cell(i as u8), k)));
        tops.chain(cells).collect()
    }

    /// Every choice of `m` uncovered cards of one value, in the notation's order.
    fn collects(&self, unc: &[(Place, Card)], out: &mut Vec<PlayMove>) {
        let m = usize::from(self.rules.match_size);
        for v in 1..=13u8 {
            let same: Vec<Place> = unc
                .iter()
                .filter(|(_, k)| k.rank() == v)
                .map(|&(p, _)| p)
                .collect();
            if same.len() < m {
                continue;
            }
            let mut idx: Vec<usize> = (0..m).collect();
            loop {
                let mut places = [Place::Column(0); 4];
                for (slot, &i) in places.iter_mut().zip(&idx) {
                    *slot = same[i];
                }
                places[..m].sort_unstable();
                out.push(PlayMove::Collect { places, n: m as u8 });
                if !next_combination(&mut idx, same.len()) {
                    break;
                }
            }
        }
    }

    fn take(&mut self, p: Place) -> Card {
        match p {
            Place::Column(j) => self.cols[usize::from(j)].pop().expect("a card to take"),
            Place::Cell(i) => self.cells[usize::from(i)].take().expect("a card to take"),
        }
    }

    /// Cards in the column `p` (0 for a cell).
    fn height(&self, p: Place) -> usize {
        match p {
            Place::Column(j) => self.cols[usize::from(j)].len(),
            Place::Cell(_) => 0,
        }
    }
}

impl<const W: usize> Playable for MatchPlay<W> {
    type Move = PlayMove;
    type Seen = MatchSeen;
    type Search = MatchPos<W>;
    /// Cards move back and forth: the sampling player prefers the moves after which its solves
    /// found the shortest wins, and with nothing hidden it follows the solver's line.
    const CIRCULAR: bool = true;

    /// Collects, then card moves (each uncovered card onto every column it may go on, a column's
    /// top into the first empty cell), then the deal; see the module doc for the moves left out.
    fn legal_moves(&self) -> Vec<PlayMove> {
        let unc = self.uncovered();
        let mut out = Vec::new();
        self.collects(&unc, &mut out);
        let symmetric = !self.stock_left();
        let first_empty = self.cols.iter().position(Vec::is_empty);
        let first_cell = self.cells.iter().position(Option::is_none);
        for &(from, x) in &unc {
            for (j, col) in self.cols.iter().enumerate() {
                let to = Place::Column(j as u8);
                if from == to {
                    continue;
                }
                let ok = match col.last() {
                    Some(&base) => self.rules.stacks_on(x, base),
                    None => !symmetric || (first_empty == Some(j) && self.height(from) != 1),
                };
                if ok {
                    out.push(PlayMove::Move { from, to });
                }
            }
            if let (Place::Column(_), Some(c)) = (from, first_cell) {
                out.push(PlayMove::Move {
                    from,
                    to: Place::Cell(c as u8),
                });
            }
        }
        if self.stock_left() {
            out.push(PlayMove::Deal);
        }
        out
    }

    fn play(&mut self, m: PlayMove) {
        match m {
            PlayMove::Move { from, to } => {
                let k = self.take(from);
                match to {
                    Place::Column(j) => self.cols[usize::from(j)].push(k),
                    Place::Cell(i) => self.cells[usize::from(i)] = Some(k),
                }
                self.last_to = Some(to);
            }
            PlayMove::Collect { places, n } => {
                for &p in &places[..usize::from(n)] {
                    self.take(p);
                }
                self.last_to = None;
            }
            PlayMove::Deal => {
                for col in &mut self.cols {
                    if self.dealt == self.deal.stock.len() {
                        break;
                    }
                    col.push(self.deal.stock[self.dealt]);
                    self.dealt += 1;
                }
                self.last_to = None;
            }
        }
        self.history.push(m);
    }

    fn is_won(&self) -> bool {
        !self.stock_left()
            && self.cols.iter().all(Vec::is_empty)
            && self.cells.iter().all(Option::is_none)
    }

    fn seen(&self) -> MatchSeen {
        MatchSeen {
            columns: self.cols.clone(),
            cells: self.cells.clone(),
            stock_left: self.deal.stock.len() - self.dealt,
        }
    }

    fn hides_cards(&self) -> bool {
        self.stock_left()
    }

    /// The cards not dealt yet in a uniformly random order (see the module doc).
    fn resample<R: Rng + ?Sized>(&self, rng: &mut R) -> MatchPlay<W> {
        let mut out = self.clone();
        out.deal.stock[self.dealt..].shuffle(rng);
        out
    }

    /// The greedy rule. Never moves again the card the last move moved. In this order:
    ///
    /// 1. collect a set (the first listed);
    /// 2. take a card from a column of two or more cards when the card it uncovers completes a
    ///    set (onto another column's top, else into an empty column, else into a cell);
    /// 3. a free-cell card onto another card;
    /// 4. deal, while the stock lasts;
    /// 5. then (the stock out) take a card from a column of two or more onto another card, else
    ///    into an empty column or a cell, from the tallest column first;
    /// 6. else give up.
    fn greedy(&self, legal: &[PlayMove]) -> Option<PlayMove> {
        if let Some(&m) = legal.iter().find(|m| matches!(m, PlayMove::Collect { .. })) {
            return Some(m);
        }
        let unc = self.uncovered();
        let m = usize::from(self.rules.match_size);
        // Card moves: (from, to, whether `to` holds a card), never the card moved last.
        let moves: Vec<(PlayMove, Place, Place)> = legal
            .iter()
            .filter_map(|&mv| match mv {
                PlayMove::Move { from, to } if Some(from) != self.last_to => Some((mv, from, to)),
                _ => None,
            })
            .collect();
        let onto_card =
            |to: Place| matches!(to, Place::Column(j) if !self.cols[usize::from(j)].is_empty());
        // The rank of the target kind: onto a card 0, into an empty column 1, into a cell 2.
        let target = |to: Place| match to {
            Place::Cell(_) => 2,
            Place::Column(_) if onto_card(to) => 0,
            Place::Column(_) => 1,
        };
        let uncovers = |from: Place| match from {
            Place::Column(j) => {
                let col = &self.cols[usize::from(j)];
                (col.len() >= 2).then(|| col[col.len() - 2])
            }
            Place::Cell(_) => None,
        };
        // 2: uncovering a card that completes a set.
        if let Some(&(mv, _, _)) = moves
            .iter()
            .filter(|&&(_, from, _)| {
                uncovers(from).is_some_and(|k| uncovered_of(&unc, k.rank()) + 1 >= m)
            })
            .min_by_key(|&&(_, _, to)| target(to))
        {
            return Some(mv);
        }
        // 3: a cell card onto a card.
        if let Some(&(mv, _, _)) = moves
            .iter()
            .find(|&&(_, from, to)| matches!(from, Place::Cell(_)) && onto_card(to))
        {
            return Some(mv);
        }
        // 4: deal.
        if legal.contains(&PlayMove::Deal) {
            return Some(PlayMove::Deal);
        }
        // 5: uncover a card, onto a card first, from the tallest column.
        moves
            .iter()
            .filter(|&&(_, from, _)| uncovers(from).is_some())
            .min_by_key(|&&(_, from, to)| (target(to).min(1), std::cmp::Reverse(self.height(from))))
            .map(|&(mv, _, _)| mv)
    }

    fn search(&self) -> MatchPos<W> {
        MatchPos::new(&self.rules, &self.layout())
    }

    /// The solver's move as a player's: the search position numbers columns and cells as this
    /// one does, and moves into cells and empty columns as [`Playable::legal_moves`] offers
    /// them.
    fn search_move(&self, m: PosMove) -> Option<PlayMove> {
        let mv = match self.search().notation(m) {
            MatchMove::Move { from, to } => PlayMove::Move { from, to },
            MatchMove::Collect(p) => {
                let mut places = [Place::Column(0); 4];
                places.get_mut(..p.len())?.copy_from_slice(&p);
                PlayMove::Collect {
                    places,
                    n: p.len() as u8,
                }
            }
            MatchMove::Deal => PlayMove::Deal,
        };
        self.legal_moves().contains(&mv).then_some(mv)
    }
}

/// Uncovered cards (of `unc`) of value `v`.
fn uncovered_of(unc: &[(Place, Card)], v: u8) -> usize {
    unc.iter().filter(|(_, k)| k.rank() == v).count()
}

/// Deal number `deal` of `rules` played by `player` ([`crate::player::play_kind`]) with the
/// narrowest search key the rules allow: whether it was won, and the moves as played in the
/// game's notation, each followed by why the player chose it ([`crate::player::why`]) when
/// `explain` is set (else the bare moves).
///
/// # Errors
/// [`crate::error::GameError::BadRules`] for invalid rules or a state too large for the widest
/// key.
pub fn play_deal(
    rules: &MatchRules,
    deal: u64,
    player: crate::player::PlayerSpec,
    explain: bool,
) -> Result<(bool, Vec<String>), crate::error::GameError> {
    fn run<const W: usize>(
        rules: &MatchRules,
        deal: u64,
        player: crate::player::PlayerSpec,
        explain: bool,
    ) -> (bool, Vec<String>) {
        let start = MatchPlay::<W>::new(rules, &rules.deal(deal));
        let text = |g: &MatchPlay<W>| g.moves().iter().map(ToString::to_string).collect();
        if explain {
            crate::player::played_lines(start, player, deal, text)
        } else {
            let g = crate::player::play_kind(start.clone(), player, deal);
            let mut end = start;
            for &m in &g.moves {
                end.play(m);
            }
            (g.won, text(&end))
        }
    }
    rules.validate()?;
    Ok(match super::key_words(rules) {
        0..=2 => run::<2>(rules, deal, player, explain),
        3 => run::<3>(rules, deal, player, explain),
        4 => run::<4>(rules, deal, player, explain),
        5 => run::<5>(rules, deal, player, explain),
        6 => run::<6>(rules, deal, player, explain),
        7..=8 => run::<8>(rules, deal, player, explain),
        9..=16 => run::<16>(rules, deal, player, explain),
        17..=32 => run::<32>(rules, deal, player, explain),
        words => {
            return Err(crate::error::GameError::BadRules(format!(
                "the state needs {words} words of key, more than the 32 supported"
            )))
        }
    })
}
