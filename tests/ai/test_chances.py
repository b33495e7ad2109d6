"""Win chances on positions whose answer is known: a player who has already won, a tie,
last turns computed by hand; and the stored distributions against the exact ones."""

from __future__ import annotations

from math import comb

import numpy as np
import pytest

from bot.ai import finals
from bot.ai import tables as ai_tables
from bot.ai.boxpolicy import model_for
from bot.ai.chances import box_chances, served_odds, win_chances
from bot.ai.kernels import chances, expand
from bot.ai.solver import solve
from bot.rules import BoxGame, create_game, resolve_options
from bot.rules.box_game import BoxGameState

#: a Classic card with every box but `open` written (total 250 with `sixes` at 18)
FULL = {"ones": 3, "twos": 6, "threes": 9, "fours": 12, "fives": 15, "sixes": 18,
        "full_house": 25, "four_of_a_kind": 20, "little_straight": 30, "big_straight": 30,
        "choice": 32, "yacht": 50}


@pytest.fixture(scope="module", autouse=True)
def classic_tables():
    ai_tables.clear_memory()
    for level in ("optimal", "normal", "easy"):
        finals.load_or_build_finals("classic", {}, level, None)
    yield
    ai_tables.clear_memory()


def card(total: int, *open_boxes: str) -> dict[str, int]:
    """A Classic card with `open_boxes` open and `total` points on it (in `choice`)."""
    out = {box: points for box, points in FULL.items() if box not in open_boxes}
    out["choice"] = 0
    out["choice"] = total - sum(out.values())
    return out


def position(cards: list[dict[str, int]], current: int, dice=(), rolls_left=3,
             over=False, winners=()) -> BoxGame:
    players = [f"p{i}" for i in range(len(cards))]
    return BoxGame(BoxGameState(kind="classic", options=resolve_options("classic", {}),
                                players=players, cards=cards, yacht_bonuses=[0] * len(cards),
                                current=current, dice=list(dice), rolls_left=rolls_left,
                                over=over, winners=list(winners)))


def sixes(k_at_least: int, dice: int, rolls: int) -> float:
    """P(at least k of `dice` dice show a six within `rolls` throws, sixes kept)."""
    q = 1 - (5 / 6) ** rolls
    return sum(comb(dice, k) * q**k * (1 - q) ** (dice - k) for k in range(k_at_least, dice + 1))


#: P(five alike within a turn, playing for it): 2 783 176 / 60 466 176
YACHT_IN_A_TURN = 2_783_176 / 60_466_176


def test_a_finished_game_gives_its_winners_every_chance():
    game = position([card(250), card(250)], 0, over=True, winners=("p0", "p1"))
    assert box_chances(game, {}) == (1.0, 1.0)  # a tie is a win for each, as results count
    game = position([card(250), card(200)], 0, over=True, winners=("p0",))
    assert box_chances(game, {}) == (1.0, 0.0)


def test_a_player_who_has_already_won_before_the_end():
    """p0's card is full at 250; p1 has only Yacht open at 150: 50 more cannot catch up."""
    game = position([card(250), card(150, "yacht")], 1)
    assert box_chances(game, {}) == pytest.approx((1.0, 0.0), abs=1e-12)


def test_a_tie_counts_for_both():
    """p1's last box is Yacht, 50 behind: a Yacht ties (a win for both), else p0 wins."""
    game = position([card(250), card(200, "yacht")], 1)
    mine, theirs = box_chances(game, {})
    assert mine == pytest.approx(1.0, abs=1e-9)
    assert theirs == pytest.approx(YACHT_IN_A_TURN, abs=2e-5)


def test_last_turn_by_hand_before_and_during_the_turn():
    """p1 has only Sixes open, 18 behind: three sixes tie, four or five win."""
    game = position([card(250), card(232, "sixes")], 1)
    p0, p1 = box_chances(game, {})
    assert p1 == pytest.approx(sixes(3, 5, 3), abs=2e-5)
    assert p0 == pytest.approx(1 - sixes(4, 5, 3), abs=2e-5)
    # two sixes on the table, two rolls left: one more six among three dice ties
    game = position([card(250), card(232, "sixes")], 1, dice=(6, 6, 1, 2, 3), rolls_left=2)
    p0, p1 = box_chances(game, {})
    assert p1 == pytest.approx(1 - (25 / 36) ** 3, abs=2e-5)
    assert p0 == pytest.approx(1 - sixes(2, 3, 2), abs=2e-5)


def test_three_players_last_turns_by_hand():
    """p2 can only tie p0 (a Yacht); p1 needs three sixes to tie and four to win."""
    game = position([card(250), card(232, "sixes"), card(200, "yacht")], 1)
    p0, p1, p2 = box_chances(game, {})
    assert p0 == pytest.approx(1 - sixes(4, 5, 3), abs=2e-5)
    assert p1 == pytest.approx(sixes(3, 5, 3), abs=2e-5)
    assert p2 == pytest.approx(YACHT_IN_A_TURN * (1 - sixes(4, 5, 3)), abs=2e-5)


def test_each_level_plays_its_own_last_turn():
    """`easy` writes 25 points at once, even in Sixes' place: with only Sixes open it keeps
    the most common face, not the sixes, so its chance is lower than a human's."""
    game = position([card(250), card(232, "sixes")], 1)
    human = box_chances(game, {})[1]
    easy = box_chances(game, {"p1": "easy"})[1]
    assert easy < human - 0.05


def test_chances_wait_for_the_tables():
    ai_tables.clear_memory()
    try:
        assert win_chances(create_game("classic", ["a", "b"], {}), {}) is None
    finally:
        for level in ("optimal", "normal", "easy"):
            finals.load_or_build_finals("classic", {}, level, None)


def test_a_served_generala_ends_the_game_first():
    """Two players with only the Generala box open: the first to serve one wins at once."""
    options = resolve_options("generala", {})
    boxes = [b.id for b in create_game("generala", ["a"], {}).boxes]
    full = {box: 1 for box in boxes if box != "generala"}
    game = BoxGame(BoxGameState(kind="generala", options=options, players=["a", "b"],
                                cards=[dict(full), dict(full)], yacht_bonuses=[0, 0]))
    first, none = served_odds(game)
    p = 6 / 6**5
    np.testing.assert_allclose(first, [p, (1 - p) * p])
    assert none == pytest.approx((1 - p) ** 2)


def test_stored_distributions_keep_the_exact_mean_and_near_exact_chances():
    """Against the exact distributions of 1, 2 and 5 open boxes: the same mean as the
    solver's table, and two-player chances within a few tenths of a point on average."""
    model = model_for("classic", resolve_options("classic", {}))
    values = solve(model)
    keep: dict[int, tuple[np.ndarray, np.ndarray]] = {1: None, 2: None, 5: None}  # type: ignore[dict-item]
    table = finals.build(model, values, "optimal", keep=keep)
    grid = np.arange(table.size)
    rng = np.random.default_rng(3)
    out = np.empty(table.size)
    for size, (idx, pmf) in keep.items():
        errors = []
        for row in rng.choice(len(idx), min(len(idx), 200), replace=False):
            expand(table.codes[table.rows[idx[row]]], finals.LEVELS, out)
            assert (out * grid).sum() == pytest.approx(values.reshape(-1)[idx[row]], abs=0.1)
            other = rng.integers(len(idx))
            totals = np.array([30, 30 + int(rng.integers(-15, 16))])
            exact, stored = np.empty(2), np.empty(2)
            chances(np.stack([pmf[row], pmf[other]]).astype(float), totals, exact)
            other_out = np.empty(table.size)
            expand(table.codes[table.rows[idx[other]]], finals.LEVELS, other_out)
            chances(np.stack([out, other_out]), totals, stored)
            errors.append(abs(stored[0] - exact[0]))
        assert np.mean(errors) < 0.005, size
