//! Puts reports that arrive in any order back in deal order, a chunk at a time.

use std::collections::VecDeque;

/// A reorder buffer over the deal numbers `start .. end`: [`InOrder::put`] takes each deal's
/// result once, in any order, and hands the results on in deal order, in chunks of `chunk`
/// consecutive deals (the last may be shorter), each as soon as all of its deals are in.
pub(crate) struct InOrder<T> {
    /// The first deal not yet handed on.
    done: u64,
    end: u64,
    chunk: u64,
    /// The results from `done` on that are in (`None`: not yet).
    pending: VecDeque<Option<T>>,
    /// The current chunk's results handed on so far.
    ready: Vec<T>,
}

impl<T> InOrder<T> {
    /// A buffer for deals `start .. end`, handed on in chunks of `chunk` (at least 1).
    pub(crate) fn new(start: u64, end: u64, chunk: u64) -> InOrder<T> {
        InOrder {
            done: start,
            end,
            chunk: chunk.max(1),
            pending: VecDeque::new(),
            ready: Vec::new(),
        }
    }

    /// Takes the result of `deal` (in `start .. end`, not put before). Hands `on_chunk` each
    /// chunk this completes, in order.
    pub(crate) fn put(&mut self, deal: u64, result: T, on_chunk: &mut dyn FnMut(Vec<T>)) {
        debug_assert!((self.done..self.end).contains(&deal));
        let at = usize::try_from(deal - self.done).unwrap_or(usize::MAX);
        if self.pending.len() <= at {
            self.pending.resize_with(at + 1, || None);
        }
        self.pending[at] = Some(result);
        while let Some(Some(_)) = self.pending.front() {
            if let Some(Some(r)) = self.pending.pop_front() {
                self.ready.push(r);
            }
            self.done += 1;
            if self.ready.len() as u64 == self.chunk || self.done == self.end {
                on_chunk(std::mem::take(&mut self.ready));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hands_on_chunks_in_order_whatever_the_arrival_order() {
        let mut order = InOrder::new(10, 17, 3);
        let mut chunks: Vec<Vec<u64>> = Vec::new();
        for deal in [12, 10, 16, 13, 11, 15, 14] {
            order.put(deal, deal, &mut |c| chunks.push(c));
        }
        assert_eq!(chunks, vec![vec![10, 11, 12], vec![13, 14, 15], vec![16]]);
    }
}
