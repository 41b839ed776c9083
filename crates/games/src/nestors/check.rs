//! An independent replay of a Nestors deal's play, written from the text of "Nestors" by Ali
//! Safaaei with plain cards and vectors: it shares no code with the search's rules or position,
//! so the tests can check every line the search plays.

use super::deal::NestorsDeal;
use super::rules::Trump;
use patience_cards::{Card, Suit};

/// One trick of a replayed deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrickRecord {
    /// The cards in the order played, each with its seat (0 bidder, 1 right, 2 partner, 3 left;
    /// 4 the table).
    pub cards: Vec<(usize, Card)>,
    /// The side that took it: 0 the bidder and partner, 1 the others.
    pub side: usize,
}

/// A whole deal replayed: its twelve tricks and each side's points (0: the bidder and partner).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replayed {
    /// The tricks in order.
    pub tricks: Vec<TrickRecord>,
    /// The points of each side, the spade bonus included.
    pub points: [i32; 2],
}

fn trump_rank(trump: Trump) -> u8 {
    match trump {
        Trump::Aces => 1,
        Trump::Jacks => 11,
        Trump::Tens => 10,
    }
}

fn value(trump: Trump, c: Card) -> i32 {
    let t = trump_rank(trump);
    match c.rank() {
        r if r == t => 15,
        1 => 10,
        11 if t == 1 => 10,
        10 | 11 => 5,
        _ => 0,
    }
}

fn plain_order(c: Card) -> u8 {
    if c.rank() == 1 {
        14
    } else {
        c.rank()
    }
}

/// Replays the 33 plays of a deal (`plays[0]` is the bidder's card with the table card left to
/// lead the second trick; the others have `None`), checking each is legal.
///
/// # Errors
/// A message naming the first illegal play, or a line that does not play the whole deal.
pub fn replay(
    deal: &NestorsDeal,
    trump: Trump,
    plays: &[(Card, Option<Card>)],
) -> Result<Replayed, String> {
    let t = trump_rank(trump);
    let is_trump = |c: Card| c.rank() == t;
    let mut hands: Vec<Vec<Card>> = deal.hands.to_vec();
    let mut tricks: Vec<TrickRecord> = Vec::new();
    let mut current: Vec<(usize, Card)> = Vec::new();
    let mut leader_side = 0;
    for (i, &(card, keep)) in plays.iter().enumerate() {
        let seat = i % 4;
        let Some(at) = hands[seat].iter().position(|&c| c == card) else {
            return Err(format!("play {}: seat {seat} does not hold {card}", i + 1));
        };
        if i == 0 {
            let Some(k) = keep.filter(|k| deal.table.contains(k)) else {
                return Err("play 1: name the table card that leads the second trick".into());
            };
            hands[0].remove(at);
            let mut first = vec![(0, card)];
            first.extend(deal.table.iter().filter(|&&c| c != k).map(|&c| (4, c)));
            tricks.push(TrickRecord {
                cards: first,
                side: 0,
            });
            current.push((4, k));
            leader_side = 0;
            continue;
        }
        if keep.is_some() {
            return Err(format!(
                "play {}: only the first play takes table cards",
                i + 1
            ));
        }
        if current.is_empty() {
            leader_side = seat % 2;
        }
        let hand = hands[seat].clone();
        hands[seat].remove(at);
        current.push((seat, card));
        if current.len() < 3 {
            continue;
        }
        let (a, b) = (current[0].1, current[1].1);
        let (sa, sb) = (a.suit(), b.suit());
        let fits = |c: Card| {
            if sa == sb {
                c.suit() == sa || is_trump(c)
            } else {
                c.suit() != sa && c.suit() != sb
            }
        };
        let must = if sa == sb {
            hand.iter().any(|c| c.suit() == sa)
        } else {
            hand.iter().any(|&c| c.suit() != sa && c.suit() != sb)
        };
        let complied = fits(card);
        if must && !complied {
            return Err(format!(
                "play {}: {card} breaks the third player's constraint after {a} {b}",
                i + 1
            ));
        }
        let winner_index = if complied {
            if let Some(j) = (0..3).rev().find(|&j| is_trump(current[j].1)) {
                j
            } else {
                let mut best = 0;
                for j in 1..3 {
                    if plain_order(current[j].1) > plain_order(current[best].1) {
                        best = j;
                    }
                }
                best
            }
        } else {
            let trumps_by_leaders = is_trump(a) || is_trump(card);
            let overtrump = is_trump(b) && is_trump(card) && card.suit() != sa && card.suit() != sb;
            usize::from(!((trumps_by_leaders && !is_trump(b)) || overtrump))
        };
        let side = if winner_index == 1 {
            1 - leader_side
        } else {
            leader_side
        };
        tricks.push(TrickRecord {
            cards: std::mem::take(&mut current),
            side,
        });
    }
    if plays.len() != 33 || !current.is_empty() || hands.iter().any(|h| !h.is_empty()) {
        return Err(format!("{} plays: a deal has 33", plays.len()));
    }
    let mut points = [0; 2];
    let mut spades = [0; 2];
    for trick in &tricks {
        points[trick.side] += 5 + trick
            .cards
            .iter()
            .map(|&(_, c)| value(trump, c))
            .sum::<i32>();
        spades[trick.side] += trick
            .cards
            .iter()
            .filter(|(_, c)| c.suit() == Some(Suit::Spades))
            .count();
    }
    points[usize::from(spades[1] > spades[0])] += 10;
    Ok(Replayed { tricks, points })
}
