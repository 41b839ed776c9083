//! The loss proofs shared by the variant search ([`super::VariantPos`]) and inspection
//! ([`super::inspect`]), on a position's chains (a column's cards, or a closed reserve's, in
//! order). The plain search ([`super::NestorPos`]) keeps the same arguments in incremental form
//! (column groups, forced ranks updated move by move), for speed; the tests hold all three to
//! brute force.

/// Cards of rank `r` in a chain (`ranks`, in order) that can pair inside it: overlap discards
/// take two adjacent cards, so a run of `m` adjacent cards of `r` pairs `2 * floor(m / 2)` of
/// them and no others.
pub(crate) fn pairable_within(ranks: impl IntoIterator<Item = u8>, r: u8) -> usize {
    let (mut w, mut run) = (0, 0);
    for x in ranks {
        if x == r {
            run += 1;
        } else {
            w += 2 * (run / 2);
            run = 0;
        }
    }
    w + 2 * (run / 2)
}

/// **Too many of a rank in one chain.** Two cards of one chain never pair with each other (the
/// upper covers the lower until it is discarded, and then it is gone), but for the `within` that
/// overlap discards pair inside it. So of the chain's `k` cards of a rank with `n` cards left,
/// the other `k - within` each need a partner among the `n - k` elsewhere or the `jokers`: the
/// position is lost when `k - within > n - k + jokers`, that is `2k > n + jokers + within`.
pub(crate) fn too_many_in_chain(k: usize, n: usize, jokers: usize, within: usize) -> bool {
    2 * k > n + jokers + within
}

/// **Forced discards in a cycle.** `before[q]` is the set (a bit each, at most 64) of forced
/// discards that must come before forced discard `q` (one of its cards lies under one of
/// theirs in a chain); `set` the discards to consider. Discards with none of `set` before them
/// can be peeled off, as they could be played first; if some cannot ever be, they hold a cycle
/// of precedences that no order of play meets, and the position is lost.
pub(crate) fn precedence_cycle(set: u64, before: &[u64]) -> bool {
    let mut set = set;
    loop {
        let mut peeled = false;
        let mut m = set;
        while m != 0 {
            let x = m.trailing_zeros() as usize;
            m &= m - 1;
            if before[x] & set == 0 {
                set &= !(1 << x);
                peeled = true;
            }
        }
        if set == 0 {
            return false;
        }
        if !peeled {
            return true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_pair_by_twos_and_cycles_are_found() {
        assert_eq!(pairable_within([3, 3, 3, 5, 3, 3], 3), 4);
        assert_eq!(pairable_within([3, 5, 3], 3), 0);
        assert!(too_many_in_chain(3, 4, 0, 0));
        assert!(!too_many_in_chain(3, 4, 0, 2));
        // 0 before 1 before 2 before 0: a cycle; drop one edge and it peels.
        assert!(precedence_cycle(0b111, &[0b100, 0b001, 0b010]));
        assert!(!precedence_cycle(0b111, &[0b000, 0b001, 0b010]));
    }
}
