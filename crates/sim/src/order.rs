//! Puts reports that arrive in any order back in deal order.

use std::collections::VecDeque;

/// A reorder buffer over the deal numbers `start .. end`: [`InOrder::put`] takes each deal's
/// result once, in any order, and hands the results on one by one in deal order, each as soon as
/// every deal before it is in.
pub(crate) struct InOrder<T> {
    /// The first deal not yet handed on.
    done: u64,
    end: u64,
    /// The results from `done` on that are in (`None`: not yet).
    pending: VecDeque<Option<T>>,
}

impl<T> InOrder<T> {
    /// A buffer for deals `start .. end`.
    pub(crate) fn new(start: u64, end: u64) -> InOrder<T> {
        InOrder {
            done: start,
            end,
            pending: VecDeque::new(),
        }
    }

    /// Takes the result of `deal` (in `start .. end`, not put before). Hands `on_result` every
    /// result this puts in order, in deal order.
    pub(crate) fn put(&mut self, deal: u64, result: T, on_result: &mut dyn FnMut(T)) {
        debug_assert!((self.done..self.end).contains(&deal));
        let at = usize::try_from(deal - self.done).unwrap_or(usize::MAX);
        if self.pending.len() <= at {
            self.pending.resize_with(at + 1, || None);
        }
        self.pending[at] = Some(result);
        while let Some(Some(_)) = self.pending.front() {
            if let Some(Some(r)) = self.pending.pop_front() {
                on_result(r);
            }
            self.done += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hands_on_results_in_order_whatever_the_arrival_order() {
        let mut order = InOrder::new(10, 17);
        let mut out: Vec<Vec<u64>> = Vec::new();
        for deal in [12, 10, 16, 13, 11, 15, 14] {
            let mut now = Vec::new();
            order.put(deal, deal, &mut |d| now.push(d));
            out.push(now);
        }
        let want: [&[u64]; 7] = [&[], &[10], &[], &[], &[11, 12, 13], &[], &[14, 15, 16]];
        assert_eq!(out, want.map(<[u64]>::to_vec));
    }
}
