"""A direct recursion over dice outcomes: the reference the solver's tables are checked against.

It shares nothing with the solver but the rules' scoring helpers: holds are index
subsets of the actual dice, rerolls are multisets with their probabilities, and
`legal_boxes` (not the solver's joker code) says which boxes may be filled. It carries
(E[R], E[R²]) of the points still to come under the mean-maximising policy, so one
recursion checks both the value table and the second-moment pass.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from functools import cache, partial

import numpy as np

from bot.ai.boxmodel import BoxModel, upper_reachable
from bot.ai.dice import multiset_probability
from bot.rules.scoring import box_points, is_five_of_a_kind, legal_boxes

Moments = tuple[float, float]


@cache
def _rerolls(n: int) -> list[tuple[tuple[int, ...], float]]:
    return [(m, multiset_probability(m))
            for m in itertools.combinations_with_replacement(range(1, 7), n)]


@cache
def _holds(dice: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every distinct multiset of dice a hold of `dice` keeps (32 index subsets), sorted."""
    return sorted({tuple(sorted(d for d, h in zip(dice, held, strict=True) if h))
                   for held in itertools.product((0, 1), repeat=5)})


def _mix(pairs: list[tuple[float, Moments]]) -> Moments:
    """Probability-weighted (mean, E²) of (p, (mean, E²)) pairs."""
    return (sum(p * m for p, (m, _) in pairs), sum(p * s for p, (_, s) in pairs))


def _best(options: list[Moments]) -> Moments:
    """The option with the highest mean (the first of equals, as ties do not matter)."""
    out = options[0]
    for option in options[1:]:
        if option[0] > out[0] + 1e-9:
            out = option
    return out


_MOMENTS: dict[tuple[object, ...], Moments] = {}
"""brute_moments' answers for the whole run: the advice, moment and solver tests ask for the
same turn-start states (every two-box state leads to one-box ones), each a full recursion
over the dice."""


def brute_moments(model: BoxModel, mask: int, upper: int, flag: int) -> Moments:
    """(E[R], E[R²]) of the points to come from a turn-start state."""
    if mask == 0:
        return 0.0, 0.0
    key = (model.kind, repr(sorted(model.options.items())), tuple(model.boxes),
           model.points.tobytes(), mask, upper, flag)
    if key not in _MOMENTS:
        _MOMENTS[key] = _turn(model, mask, upper, flag)
    return _MOMENTS[key]


def _turn(model: BoxModel, mask: int, upper: int, flag: int) -> Moments:
    """brute_moments of one state, its successors' from brute_moments."""
    kind, opts = model.kind, model.options
    state = partial(brute_moments, model)

    def here(mask: int, upper: int, flag: int) -> Moments:
        card = {box: 0 for b, box in enumerate(model.boxes) if not mask >> b & 1}
        if model.special is not None and not mask >> model.special & 1:
            card[model.boxes[model.special]] = model.special_points if flag else 0

        @cache
        def stop(dice: tuple[int, ...], first: bool) -> Moments:
            options = []
            extra = model.joker_bonus if (model.joker and card.get("yacht") == 50
                                          and is_five_of_a_kind(dice)) else 0
            for box in legal_boxes(kind, opts, dice, card):
                b = model.boxes.index(box)
                g = float(box_points(kind, opts, box, dice, card=card, first_roll=first))
                u, f = upper, flag
                if model.upper_face[b] and model.has_bonus:
                    u = min(model.threshold, upper + int(g))
                    g += model.bonus if upper < model.threshold <= u else 0
                if b == model.special:
                    f = int(g == model.special_points)
                nxt = mask & ~(1 << b)
                if not (model.has_bonus and nxt & model.upper_mask):
                    u = 0
                g += extra
                m, s = state(nxt, u, f)
                options.append((g + m, g * g + 2 * g * m + s))
            return _best(options)

        @cache
        def hold(kept: tuple[int, ...], rolls_left: int) -> Moments:
            return _mix([(p, after(tuple(sorted(kept + m)), rolls_left, False))
                         for m, p in _rerolls(5 - len(kept))])

        @cache
        def after(dice: tuple[int, ...], rolls_left: int, first: bool) -> Moments:
            options = [stop(dice, first)]
            if rolls_left:
                options += [hold(k, rolls_left - 1) for k in _holds(dice)]
            return _best(options)

        return _mix([(p, after(m, 2, True)) for m, p in _rerolls(5)])

    return here(mask, upper, flag)


def sample_states(model: BoxModel, seed: int) -> Iterator[tuple[int, int, int]]:
    """A few reachable turn-start states with one or two open boxes (seeded)."""
    reach = upper_reachable(model) if model.has_bonus else {}
    rng = random.Random(seed)
    masks = [m for m in range(1, 1 << model.n) if m.bit_count() <= 2]
    for mask in [*rng.sample(masks, 2), 1 << rng.randrange(model.n)]:
        uppers = [0]
        if model.has_bonus and mask & model.upper_mask:
            reachable = [int(u) for u in np.flatnonzero(reach[model.upper_mask & ~mask])]
            uppers = sorted({rng.choice(reachable), reachable[-1]})
        special_filled = model.special is not None and not mask >> model.special & 1
        for upper in uppers:
            for flag in (0, 1) if special_filled else (0,):
                yield mask, upper, flag


def brute_choices(model: BoxModel, mask: int, upper: int, flag: int, dice: tuple[int, ...],
                  rolls_left: int, first: bool) -> dict[tuple[str, object], float]:
    """Points still to come after each legal choice at one decision point, by direct recursion.

    Keys: ("score", box) and ("keep", kept multiset); the successor turn-start states
    come from `brute_moments`, the rest of this turn is searched here over index holds.
    """
    kind, opts = model.kind, model.options
    card = {box: 0 for b, box in enumerate(model.boxes) if not mask >> b & 1}
    if model.special is not None and not mask >> model.special & 1:
        card[model.boxes[model.special]] = model.special_points if flag else 0

    @cache
    def future(nxt: int, u: int, f: int) -> float:
        return brute_moments(model, nxt, u, f)[0]

    @cache
    def boxes(dice: tuple[int, ...], first: bool) -> dict[str, float]:
        extra = model.joker_bonus if (model.joker and card.get("yacht") == 50
                                      and is_five_of_a_kind(dice)) else 0
        out = {}
        for box in legal_boxes(kind, opts, dice, card):
            b = model.boxes.index(box)
            g = float(box_points(kind, opts, box, dice, card=card, first_roll=first))
            u, f = upper, flag
            if model.upper_face[b] and model.has_bonus:
                u = min(model.threshold, upper + int(g))
                g += model.bonus if upper < model.threshold <= u else 0
            if b == model.special:
                f = int(g == model.special_points)
            nxt = mask & ~(1 << b)
            if not (model.has_bonus and nxt & model.upper_mask):
                u = 0
            out[box] = g + extra + future(nxt, u, f)
        return out

    @cache
    def hold(kept: tuple[int, ...], rolls_left: int) -> float:
        return sum(p * after(tuple(sorted(kept + m)), rolls_left)
                   for m, p in _rerolls(5 - len(kept)))

    def keeps(dice: tuple[int, ...]) -> set[tuple[int, ...]]:
        return {tuple(sorted(d for d, h in zip(dice, held, strict=True) if h))
                for held in itertools.product((0, 1), repeat=5)}

    @cache
    def after(dice: tuple[int, ...], rolls_left: int) -> float:
        options = list(boxes(dice, False).values())
        if rolls_left:
            options += [hold(k, rolls_left - 1) for k in keeps(dice)]
        return max(options)

    out: dict[tuple[str, object], float] = {
        ("score", box): v for box, v in boxes(tuple(sorted(dice)), first).items()}
    if rolls_left:
        out.update({("keep", k): hold(k, rolls_left - 1) for k in keeps(tuple(sorted(dice)))})
    return out
