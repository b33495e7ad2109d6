"""Properties over random play (hypothesis): scores, totals, game length, JSON round-trip,
and 5000's bookkeeping checked through the events."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.rules import RuleError, create_game, load_game
from tests.rules._rules_testkit import observables

SETTINGS = settings(max_examples=25, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
UPPER = ("ones", "twos", "threes", "fours", "fives", "sixes")

box_options = st.one_of(
    st.tuples(st.just("yacht"), st.fixed_dictionaries({
        "full_house": st.sampled_from(["fixed", "sum"]), "yacht_bonus": st.booleans()})),
    st.tuples(st.just("classic"), st.fixed_dictionaries({
        "four_of_a_kind": st.sampled_from(["face", "sum"])})),
    st.tuples(st.just("generala"), st.fixed_dictionaries({
        "double_generala": st.booleans(), "generala_points": st.sampled_from([50, 60]),
        "double_generala_points": st.sampled_from([100, 120]),
        "served_bonus": st.sampled_from([5, 10]), "served_generala_wins": st.booleans(),
        "straight": st.sampled_from(["standard", "one_gap", "ace_as_two"])})),
    st.tuples(st.just("yatzy"), st.just({})),
)


class Tape:
    """Seeded dice whose position can be copied, for replays."""

    def __init__(self, seed: int | None = None, loaded: float = 0.2) -> None:
        self.rng = random.Random(seed)
        self.loaded = loaded

    def clone(self) -> Tape:
        twin = Tape(loaded=self.loaded)
        twin.rng.setstate(self.rng.getstate())
        return twin

    def __call__(self, n: int) -> list[int]:
        if n and self.rng.random() < self.loaded:
            return [self.rng.randint(1, 6)] * n
        return [self.rng.randint(1, 6) for _ in range(n)]


def box_action(game, rng: random.Random):
    """A random legal action of the current box-game player."""
    if game.rolls_left == 3 or (game.rolls_left and rng.random() < 0.6):
        held = tuple(sorted(rng.sample(range(5), rng.randint(0, 4)))) if game.dice else ()
        return ("roll", held)
    return ("score", rng.choice(game.legal_boxes()))


def apply(game, action):
    if action[0] == "roll":
        return game.roll(held=action[1])
    if action[0] == "score":
        return game.score(action[1])
    if action[0] == "bank":
        return game.bank()
    return game.roll()


def check_box_totals(game) -> None:
    for p in game.players:
        card = game.scores(p)
        assert all(v >= 0 for v in card.values())
        upper = sum(v for b, v in card.items() if b in UPPER)
        bonus = {"yacht": 35, "yatzy": 50}.get(game.kind, 0) if upper >= 63 else 0
        assert game.totals[p] == sum(card.values()) + bonus + 100 * game.yacht_bonuses(p)
        if game.kind != "yacht" or not game.options["yacht_bonus"]:
            assert game.yacht_bonuses(p) == 0


@SETTINGS
@given(box_options, st.integers(1, 4), st.integers(0, 2**32), st.data())
def test_box_games(kind_options, n_players, seed, data):
    kind, options = kind_options
    tape = Tape(seed)
    players = [f"p{i}" for i in range(n_players)]
    game = create_game(kind, players, options, roller=tape)
    rng = random.Random(seed)
    turns = 0
    check_every = data.draw(st.integers(1, 6))
    step = 0
    while not game.is_over:
        action = box_action(game, rng)
        if step % check_every == 0:
            # the reloaded game shows the same observables and continues identically
            twin = load_game(game.to_json(), roller=tape.clone())
            assert observables(twin) == observables(game)
            assert apply(twin, action) == apply(game, action)
            assert observables(twin) == observables(game)
            assert twin.to_json() == game.to_json()
        else:
            apply(game, action)
        step += 1
        if action[0] == "score":
            turns += 1
        check_box_totals(game)
        assert game.moves == step
    assert game.winners
    if game.served_win:
        assert game.winners == [game.served_win] and kind == "generala"
        assert turns < len(game.boxes) * n_players
    else:
        assert turns == len(game.boxes) * n_players
        best = max(game.totals.values())
        assert game.winners == [p for p in players if game.totals[p] == best]
    for action in (("roll", ()), ("score", game.boxes[0].id)):
        before = game.to_json()
        try:
            apply(game, action)
            raise AssertionError("action accepted after game over")
        except RuleError:
            assert game.to_json() == before


def replay_totals(before: dict, entered: dict, events: list, banker: str) -> dict:
    """The totals the events say we should have now."""
    totals = dict(before)
    for e in events:
        if e["type"] == "bank":
            assert e["player"] == banker
            assert e["points"] % 100 == 0 and e["points"] >= (100 if entered[banker] else 500)
            totals[banker] += e["points"]
        elif e["type"] == "gift":
            assert e["from"] == banker and e["to"] != banker
            assert before[e["to"]] >= 500
            assert before[banker] + e["points"] > 5000
            totals[e["to"]] += e["points"]
        elif e["type"] == "reset":
            totals[e["player"]] = 0
    return totals


@SETTINGS
@given(st.integers(1, 5), st.integers(0, 2**32), st.floats(0.1, 0.9))
def test_5000_games(n_players, seed, greed):
    tape = Tape(seed, loaded=0.0)
    players = [f"p{i}" for i in range(n_players)]
    game = create_game("5000", players, roller=tape)
    rng = random.Random(seed)
    for step in range(5000):
        if game.is_over:
            break
        before = game.totals
        entered = {p: game.entered(p) for p in players}
        banker = game.current_player
        action = ("bank",) if game.can_bank and rng.random() > greed else ("throw",)
        if step % 7 == 0:
            twin = load_game(game.to_json(), roller=tape.clone())
            assert observables(twin) == observables(game)
            assert apply(twin, action) == apply(game, action)
            assert observables(twin) == observables(game)
        else:
            apply(game, action)
        totals = game.totals
        assert all(0 <= t <= 5000 for t in totals.values())
        if action[0] == "bank":
            assert replay_totals(before, entered, game.events, banker) == totals
        else:
            assert totals == before
            assert game.turn_points % 50 == 0
        for p in players:
            assert game.entered(p) == (totals[p] >= 500)
    assert game.is_over
    (winner,) = game.winners
    assert game.totals[winner] == 5000
    assert sum(1 for t in game.totals.values() if t == 5000) == 1
