"""Random whole games: the engine against an independent reading of RULES.md.

Both referees get the same dice (two copies of one seeded stream), the same
actions (legal and illegal), and are compared after every action.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

import pytest

from bot.rules import RuleError, create_game
from tests.rules._rules_reference import (
    UPPER,
    RefBoxGame,
    RefFiveThousand,
    Refused,
    box_value,
    generala_straight,
    score_5000,
)

BOX_OPTION_SETS = {
    "yacht": [
        {"full_house": fh, "yacht_bonus": yb}
        for fh, yb in itertools.product(("fixed", "sum"), (False, True))
    ],
    "classic": [{"four_of_a_kind": v} for v in ("face", "sum")],
    "generala": [
        {"double_generala": dg, "generala_points": gp, "double_generala_points": dp,
         "served_bonus": sb, "served_generala_wins": sw, "straight": st}
        for dg, gp, dp, sb, sw, st in itertools.product(
            (True, False), (50, 60), (100, 120), (5, 10), (True, False),
            ("standard", "one_gap", "ace_as_two"))
    ],
    "yatzy": [{}],
}
ALL_DICE = list(itertools.product(range(1, 7), repeat=5))


class Tape:
    """A seeded dice stream that records how many dice each roll asked for."""

    def __init__(self, seed: int, loaded: float = 0.0) -> None:
        self.rng = random.Random(seed)
        self.loaded = loaded
        self.calls: list[int] = []

    def __call__(self, n: int) -> list[int]:
        self.calls.append(n)
        if n and self.rng.random() < self.loaded:
            face = self.rng.randint(1, 6)  # five-alike heavy throws exercise jokers
            return [face] * n
        return [self.rng.randint(1, 6) for _ in range(n)]


def outcome(action):
    try:
        return ("ok", action())
    except Refused:
        return ("refused", None)
    except RuleError:
        return ("refused", None)


def compare_box(game, ref: RefBoxGame, where: str) -> None:
    assert game.is_over == ref.is_over, where
    assert game.winners == ref.winners, where
    assert game.totals == ref.totals, where
    for i, p in enumerate(ref.players):
        assert game.scores(p) == ref.cards[i], where
        assert game.yacht_bonuses(p) == ref.extra_yachts[i], where
    if not ref.is_over:
        assert game.current_player == ref.current_player, where
        assert game.dice == tuple(ref.dice), where
        assert game.rolls_left == ref.rolls_left, where
        assert game.legal_boxes() == (ref.allowed_boxes() if ref.dice else []), where


def play_box(kind: str, options: dict, n_players: int, seed: int) -> int:
    """One random whole box game; returns the number of actions tried."""
    players = [f"p{i}" for i in range(n_players)]
    loaded = 0.25 if kind != "classic" else 0.1
    engine_tape, ref_tape = Tape(seed, loaded), Tape(seed, loaded)
    game = create_game(kind, players, options, roller=engine_tape)
    ref = RefBoxGame(kind, players, options, ref_tape)
    rng = random.Random(seed ^ 0x5EED)
    actions = 0
    while not ref.is_over and actions < 2000:
        actions += 1
        choice = rng.random()
        if choice < 0.45 or not ref.dice:
            held: Sequence = sorted(rng.sample(range(5), rng.randint(0, 5)))
            if rng.random() < 0.05:
                held = [rng.choice([-1, 5, 7, "1", True, 4.0])]
            a = outcome(lambda h=held: game.roll(held=h))
            b = outcome(lambda h=held: ref.roll(h))
            assert a[0] == b[0], (kind, options, seed, "roll", held, a, b)
            assert engine_tape.calls == ref_tape.calls
        else:
            if rng.random() < 0.05:
                box = rng.choice(["bogus", "double_generala", "chance", "straight"])
            elif rng.random() < 0.1:
                box = rng.choice(ref.boxes)  # maybe used, maybe joker-illegal
            else:
                box = rng.choice(ref.allowed_boxes())
            a = outcome(lambda b=box: game.score(b))
            b = outcome(lambda b=box: ref.score(b))
            assert a == b, (kind, options, seed, "score", box, a, b, game.dice)
        compare_box(game, ref, f"{kind} {options} seed={seed} action={actions}")
    assert ref.is_over
    assert outcome(lambda: game.roll()) == ("refused", None)
    return actions


@pytest.mark.parametrize("kind", ["yacht", "classic", "generala", "yatzy"])
def test_random_box_games_match_reference(kind: str) -> None:
    option_sets = BOX_OPTION_SETS[kind]
    games = 40 if kind == "generala" else 16
    for g in range(games):
        options = option_sets[(g * 37) % len(option_sets)]
        play_box(kind, options, 1 + g % 4, seed=1000 * g + len(kind))


def play_5000(n_players: int, seed: int, greed: float) -> None:
    players = [f"p{i}" for i in range(n_players)]
    engine_tape, ref_tape = Tape(seed), Tape(seed)
    game = create_game("5000", players, roller=engine_tape)
    ref = RefFiveThousand(players, ref_tape)
    rng = random.Random(seed ^ 0xB00)
    for step in range(20000):
        if ref.is_over:
            break
        # bank when allowed with probability (1 - greed); sometimes try a refused bank
        if (ref.dice and rng.random() > greed) or rng.random() < 0.03:
            a, b = outcome(game.bank), outcome(ref.bank)
        else:
            a, b = outcome(game.roll), outcome(ref.roll)
            a, b = a[0], b[0]
        where = f"5000 seed={seed} step={step}"
        assert a == b, (where, a, b)
        assert engine_tape.calls == ref_tape.calls, where
        assert game.is_over == ref.is_over, where
        assert game.winners == ref.winners, where
        assert game.totals == ref.totals, where
        if not ref.is_over:
            assert game.current_player == ref.current_player, where
            assert game.dice == tuple(ref.dice), where
            assert game.turn_points == ref.turn_points, where
            assert game.set_aside_indices == tuple(ref.kept), where
            assert game.can_bank == ref.bank_allowed(), where
            assert [game.entered(p) for p in players] == ref.entered, where
    assert ref.is_over, "random 5000 game did not finish"
    assert outcome(game.roll) == ("refused", None)
    assert outcome(game.bank) == ("refused", None)


@pytest.mark.parametrize("n_players", [1, 2, 3, 4])
def test_random_5000_games_match_reference(n_players: int) -> None:
    for g in range(12):
        play_5000(n_players, seed=7919 * g + n_players, greed=(0.2, 0.5, 0.8)[g % 3])


# -- exhaustive scoring comparisons (every one of the 7776 throws) -----------------


CARDS = {
    "yacht": lambda o: [{}, {"yacht": 50}, {"yacht": 0}, {"yacht": 0, "fours": 16}],
    "classic": lambda o: [{}],
    "generala": lambda o: [{}, {"generala": o["generala_points"]}, {"generala": 0}],
    "yatzy": lambda o: [{}, {"yatzy": 50}, {"yatzy": 0}],
}
# every multiset of five dice, plus each in a few orders (scores must not depend on order)
MULTISETS = sorted({tuple(sorted(d)) for d in ALL_DICE})
THROWS = MULTISETS + [d[2:] + d[:2] for d in MULTISETS]


@pytest.mark.parametrize("kind", ["yacht", "classic", "generala", "yatzy"])
def test_every_throw_scores_like_the_reference(kind: str) -> None:
    from bot.rules.scoring import box_points  # the engine's helper, checked, not used

    option_sets = BOX_OPTION_SETS[kind]
    if kind == "generala":  # each option value appears at least once
        option_sets = [*option_sets[::13], option_sets[-1]]
    for options in option_sets:
        full = create_game(kind, ["a"], options).options
        ref = RefBoxGame(kind, ["a"], full, lambda n: [])
        firsts = (True, False) if kind == "generala" else (False,)
        for card in CARDS[kind](full):
            for dice in THROWS:
                for first in firsts:
                    for box in ref.boxes:
                        want = box_value(kind, full, box, dice, card, first)
                        got = box_points(kind, full, box, dice, card=card, first_roll=first)
                        assert got == want, (kind, options, box, dice, card, first)


def test_every_throw_scores_like_the_reference_in_5000() -> None:
    from bot.rules.five_thousand_scoring import score_roll

    for n in range(1, 6):
        for dice in itertools.product(range(1, 7), repeat=n):
            points, scoring = score_5000(dice)
            assert score_roll(dice) == (points, tuple(scoring)), dice


def test_generala_straights_against_reference() -> None:
    for rule in ("standard", "one_gap", "ace_as_two"):
        from bot.rules.games.generala import is_generala_straight

        for dice in ALL_DICE:
            assert is_generala_straight(dice, rule) == generala_straight(dice, rule), (rule, dice)
    assert UPPER[0] == "ones"
