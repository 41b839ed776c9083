//! Property tests of the deal-file readers: a deal file written by `patience deal --json` reads
//! back as the same layout, and no text makes a reader panic.

use patience_games::match_solitaire::{MatchDealFile, MatchRules};
use patience_games::nestor::{DealFile, NestorGame};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn nestor_deal_files_read_back(deal in 1u64..1_000_000, preset in 0usize..3) {
        let name = ["nestor", "double-nestor", "doublets"][preset];
        let game = NestorGame::preset(name).unwrap();
        let file = game.deal_file(deal).unwrap();
        let text = serde_json::to_string(&file).unwrap();
        let back = DealFile::parse(&text).unwrap();
        prop_assert_eq!(&back, &file);
        prop_assert_eq!(back.layout_for(game.rules()).unwrap(), game.deal(deal).unwrap().0);
    }

    #[test]
    fn match_deal_files_read_back(deal in 1u64..1_000_000) {
        let rules = MatchRules::default();
        let file = MatchDealFile::of_deal(&rules, deal);
        let back = MatchDealFile::parse(&file.to_json()).unwrap();
        prop_assert_eq!(&back, &file);
        let (r, layout) = back.rules_and_layout().unwrap();
        prop_assert_eq!(r, rules);
        prop_assert_eq!(layout, rules.deal(deal));
    }

    #[test]
    fn any_text_is_a_deal_file_or_an_error(text in "\\PC{0,80}") {
        // Errors are fine; panics are not.
        let _ = DealFile::parse(&text);
        let _ = MatchDealFile::parse(&text);
    }

    #[test]
    fn a_corrupted_card_is_named(deal in 1u64..1000, at in 0usize..48) {
        let game = NestorGame::preset("nestor").unwrap();
        let mut v = serde_json::to_value(game.deal_file(deal).unwrap()).unwrap();
        let (c, r) = (at / 6, at % 6);
        v["tableau"][c][r] = serde_json::json!("ZZ");
        let e = DealFile::parse(&v.to_string()).unwrap_err();
        prop_assert!(e.to_string().contains("ZZ"), "{}", e);
    }
}
