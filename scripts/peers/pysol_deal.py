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
    scripts/peers/pysol_deal.py aces-up N         the 4 piles (bottom first) once every row is dealt
    scripts/peers/pysol_deal.py baroness N        the 5 piles (bottom first) once every row is
                                                  dealt, and the 2 reserves
    scripts/peers/pysol_deal.py accordion N       the line, left to right, once every card is dealt
    scripts/peers/pysol_deal.py canfield N        the foundation card, the reserve (top last), the
                                                  4 piles, the stock (next dealt first) and the
                                                  waste (top last)

Baker's Dozen is pysol_cards' own deal (its `bakers_dozen` board); Good Measure, which
pysol_cards does not deal, follows pysollib/games/bakersdozen.py (GoodMeasure._shuffleHook,
startGame) and pysollib/game.py (_shuffleHookMoveToBottom) step by step, and Primrose (As You
Like It) pysollib/games/auldlangsyne.py (Primrose.startGame, Interregnum.startGame). Aces Up
follows pysollib/games/acesup.py (AcesUp.startGame, its DealRowTalonStack), Baroness
pysollib/games/pyramid.py (Baroness.startGame, Baroness_Talon.dealCards), Accordion
pysollib/games/pushpin.py (Accordion2, PushPin.startGame, PushPin_Talon.dealCards) and Canfield
pysollib/games/canfield.py (Canfield.startGame); none of them has a shuffle hook, and each talon
deals from the end of the list (pysollib/stack.py: dealToStacks moves the talon's top card).

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


def deal_rows(cards, piles):
    """A DealRowTalonStack's deals (dealRowAvail) until the talon is empty, with no play between:
    one card onto each pile in turn from the end of the list, the last row short."""
    columns = [[] for _ in range(piles)]
    k = 0
    while cards:
        columns[k % piles].append(cards.pop())
        k += 1
    return columns


def aces_up(number):
    cards, _ = shuffled(1, number)
    # AcesUp.startGame (_startAndDealRow): one row onto the 4 rows; each click on the talon
    # deals another row (DealRowTalonStack.dealCards).
    for i, col in enumerate(deal_rows(cards, 4)):
        print("%d: %s" % (i + 1, " ".join(name(c) for c in col)))


def baroness(number):
    cards, _ = shuffled(1, number)
    # Baroness.startGame (_startAndDealRow): one row onto the 5 rows; each click deals another
    # row (Baroness_Talon.dealCards), and the click that finds 7 cards left deals them onto the
    # 5 rows and then the 2 reserves (s.reserves[0] first).
    piles = [[] for _ in range(5)]
    while len(cards) > 7:
        for p in piles:
            p.append(cards.pop())
    for p in piles:
        p.append(cards.pop())
    reserves = [cards.pop(), cards.pop()]
    for i, p in enumerate(piles):
        print("%d: %s" % (i + 1, " ".join(name(c) for c in p)))
    print("reserves: " + " ".join(name(c) for c in reserves))


def accordion(number):
    cards, _ = shuffled(1, number)
    # PushPin.startGame deals the first 3 cards (or all 52 with the accordion_deal_all option)
    # onto s.rows[0], s.rows[1], ...; each click on the talon (PushPin_Talon.dealCards) deals
    # one card onto the first empty row: with no play, the line left to right.
    line = []
    while cards:
        line.append(cards.pop())
    print(" ".join(name(c) for c in line))


def canfield(number):
    cards, _ = shuffled(1, number)
    # Canfield.startGame: the talon's top card to the foundations (the base card), 13 cards onto
    # the reserve (the last one turned face up), one row onto the 4 rows dealt right to left
    # (dealRow(reverse=1)), then the talon deals 3 cards onto the waste
    # (WasteTalonStack.dealCards, num_deal=3).
    foundation = cards.pop()
    reserve = [cards.pop() for _ in range(13)]
    piles = [None] * 4
    for i in reversed(range(4)):
        piles[i] = cards.pop()
    waste = [cards.pop() for _ in range(3)]
    print("foundation: " + name(foundation))
    print("reserve (top last): " + " ".join(name(c) for c in reserve))
    for i, c in enumerate(piles):
        print("pile %d: %s" % (i + 1, name(c)))
    print("stock (next dealt first): " + " ".join(name(c) for c in reversed(cards)))
    print("waste (top last): " + " ".join(name(c) for c in waste))


def main():
    what = sys.argv[1]
    games = {"primrose": primrose, "aces-up": aces_up, "baroness": baroness,
             "accordion": accordion, "canfield": canfield}
    if what in games:
        games[what](int(sys.argv[2]))
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
