#!/usr/bin/env python3
"""Prints PySolFC's deal of a game number, with the generators of the `pysol_cards` package
(PyPI) and the dealing of PySolFC's own game classes (pysollib/games/montecarlo.py: Nestor,
Double Nestor, Vertical), for the tests to compare with patience's `--deal pysol:N`.

    scripts/peers/pysol_deal.py pack DECKS N      the shuffled pack, one card a line
    scripts/peers/pysol_deal.py nestor|double-nestor|vertical N
                                                  the columns (bottom first) and the reserve
    scripts/peers/pysol_deal.py bakers-dozen|good-measure N
                                                  the columns (head first) and the foundations
    scripts/peers/pysol_deal.py primrose N        the index cards and the piles (bottom first)

Baker's Dozen is pysol_cards' own deal (its `bakers_dozen` board); Good Measure, which
pysol_cards does not deal, follows pysollib/games/bakersdozen.py (GoodMeasure._shuffleHook,
startGame) and pysollib/game.py (_shuffleHookMoveToBottom) step by step, and Primrose (As You
Like It) pysollib/games/auldlangsyne.py (Primrose.startGame, Interregnum.startGame).

Cards are written as patience writes them (AS, 10H, QD). As PySolFC's construct_random does,
numbers below 32000 use Microsoft FreeCell's generator on the FreeCell order of one deck, the
others Python's Mersenne Twister.
"""
import sys

from pysol_cards.cards import createCards, ms_rearrange
from pysol_cards.random import LCRandom31, MTRandom, RandomBase


def name(card):
    rank = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"][card.rank]
    return rank + "CSHD"[card.suit]


def shuffled(decks, number):
    cards = createCards(decks)
    if number < 32000:
        rng = LCRandom31(number)
        cards = ms_rearrange(cards)
    else:
        rng = MTRandom(number)
    rng.shuffle(cards)
    return cards, rng


def rectified(cards, rng, cols, colcards, decks):
    """Nestor._shuffleHook, without its final reverse (the talon deals the list from its start)."""
    def check_row(row):
        first = {}
        for i, c in enumerate(row):
            if c.rank in first:
                return first[c.rank]
            first[c.rank] = i
        return -1

    for i in range(cols):
        for _ in range(1000):
            j = check_row(cards[i * colcards:(i + 1) * colcards])
            if j < 0:
                break
            j += i * colcards
            k = rng.choice(list(range((i + 1) * colcards, 52 * decks)))
            cards[j], cards[k] = cards[k], cards[j]
    return cards


def bakers_dozen(number):
    from pysol_cards.deal_game import Game
    from pysol_cards.cards import CardRenderer
    text = Game("bakers_dozen", number, RandomBase.DEALS_PYSOLFC).calc_layout_string(
        CardRenderer(True))
    for line in text.strip().splitlines():
        print(line.replace("T", "10"))
    print("foundations:")


def good_measure(number):
    cards, _ = shuffled(1, number)
    # BakersDozen._shuffleHook with 10 rows: kings to the bottom of each stack, then reverse
    # (PySolFC's talon deals from the end of the list).
    n = 10
    kings = [i for i, c in enumerate(cards) if c.rank == 13]
    for i in kings:
        j = i % n
        while j < i:
            if cards[j].rank != 13:
                cards[i], cards[j] = cards[j], cards[i]
                break
            j += n
    cards.reverse()
    # Game._shuffleHookMoveToBottom(cards, lambda c: (c.rank == ACE, c.suit), 2)
    sitems, i = [], len(cards)
    for c in cards[:]:
        select, sort_order = (c.rank == 1, c.suit)
        if select:
            cards.remove(c)
            sitems.append((sort_order, i, c))
            if len(sitems) >= 2:
                break
        i = i - 1
    sitems.sort()
    sitems.reverse()
    cards = [item[2] for item in sitems] + cards
    # startGame: five rows dealt from the top of the talon (the end of the list), then the two
    # aces left go to the foundations.
    columns = [[] for _ in range(n)]
    for k in range(5 * n):
        columns[k % n].append(cards.pop())
    for col in columns:
        print(" ".join(name(c) for c in col))
    print("foundations: " + " ".join(name(c) for c in reversed(cards)))


def primrose(number):
    cards, _ = shuffled(2, number)
    # Primrose.startGame: 11 rows, then Interregnum.startGame: a 12th row, then one card onto
    # each of the 8 index places; the talon deals from the end of the list, face up.
    piles = [[] for _ in range(8)]
    for k in range(12 * 8):
        piles[k % 8].append(cards.pop())
    index = [cards.pop() for _ in range(8)]
    print("index cards: " + " ".join(name(c) for c in index))
    print("piles, bottom first (the last card is available):")
    for i, p in enumerate(piles):
        print("%2d: %s" % (i + 1, " ".join(name(c) for c in p)))


def main():
    what = sys.argv[1]
    if what == "primrose":
        primrose(int(sys.argv[2]))
        return
    if what in ("bakers-dozen", "good-measure"):
        {"bakers-dozen": bakers_dozen, "good-measure": good_measure}[what](int(sys.argv[2]))
        return
    if what == "pack":
        decks, number = int(sys.argv[2]), int(sys.argv[3])
        cards, _ = shuffled(decks, number)
        print("\n".join(name(c) for c in cards))
        return
    number = int(sys.argv[2])
    decks, cols, colcards = {"nestor": (1, 8, 6), "double-nestor": (2, 10, 10),
                             "vertical": (1, 8, 6)}[what]
    cards, rng = shuffled(decks, number)
    cards = rectified(cards, rng, cols, colcards, decks)
    if what == "vertical":
        columns = [[c] for c in cards[:7]]
        reserve = cards[7:16]
        rest = cards[16:]
        for row in range(5):
            for col in range(7):
                columns[col].append(rest[row * 7 + col])
        columns[3].append(rest[35])
    else:
        columns = [cards[i * colcards:(i + 1) * colcards] for i in range(cols)]
        reserve = cards[cols * colcards:]
    for col in columns:
        print(" ".join(name(c) for c in col))
    print("reserve: " + " ".join(name(c) for c in reserve))


if __name__ == "__main__":
    main()
