//! Property tests of the card parser: every card reads back as itself in every spelling, and no
//! text makes the parser panic.

use patience_cards::{Card, Suit};
use proptest::prelude::*;

fn card() -> impl Strategy<Value = Card> {
    prop_oneof![
        (1u8..=13, 0usize..4).prop_map(|(r, s)| Card::new(r, Suit::ALL[s])),
        Just(Card::joker(0)),
    ]
}

proptest! {
    #[test]
    fn a_card_reads_back_as_itself(c in card()) {
        let text = c.to_string();
        prop_assert_eq!(text.parse::<Card>().unwrap(), c);
        prop_assert_eq!(text.to_ascii_lowercase().parse::<Card>().unwrap(), c);
        prop_assert_eq!(format!(" {text} ").parse::<Card>().unwrap(), c);
        let json = serde_json::to_string(&c).unwrap();
        prop_assert_eq!(serde_json::from_str::<Card>(&json).unwrap(), c);
    }

    #[test]
    fn ten_reads_as_10_or_t(s in 0usize..4) {
        let c = Card::new(10, Suit::ALL[s]);
        let letter = c.to_string().chars().last().unwrap();
        prop_assert_eq!(format!("T{letter}").parse::<Card>().unwrap(), c);
        prop_assert_eq!(format!("10{letter}").parse::<Card>().unwrap(), c);
    }

    #[test]
    fn any_text_is_a_card_or_an_error_naming_it(text in "\\PC{0,6}") {
        match text.parse::<Card>() {
            Ok(c) => {
                // Whatever was accepted names that card again.
                prop_assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
            }
            Err(e) => prop_assert!(e.to_string().contains("bad card")),
        }
    }
}
