"""A box game reduced to arrays the solver can use: boxes, scores and state layout.

Box points come from `bot.rules.scoring.box_points`, called once per (box, roll,
context) when the model is built, so the solver can never disagree with the
referee. The "context" is what the card contributes to a box's score: whether
the special box (Yacht with `yacht_bonus`, Generala with `double_generala`) is
open, holds 0, or holds its points. Every per-game number (the upper bonus and
its threshold, the extra five-alike bonus, the `normal` level's fitted
coefficients) is read from the game's rules variant here, once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import numpy as np

from bot.ai.dice import COUNTS, N_ROLLS, ROLLS
from bot.rules import NormalFit

#: rows of ROLLS that are five of a kind, by face (ROLLS is sorted, so 11111 … 66666)
FIVE_KIND_ROWS = np.array([ROLLS.index((f,) * 5) for f in range(1, 7)])


@dataclass
class BoxModel:
    kind: str
    options: dict[str, Any]
    boxes: tuple[str, ...]
    upper_face: np.ndarray  # per box: 1..6 for upper boxes, 0 otherwise
    bonus: int  # upper bonus points (0: the game has none)
    threshold: int  # upper total that earns it; totals are tracked capped here
    special: int | None  # box whose filled value changes other scores
    special_points: int
    joker: bool  # yacht_bonus: joker rule and extra yachts
    joker_bonus: int  # points per extra yacht under the joker
    served: bool  # first-roll scores differ (generala)
    fit: NormalFit | None  # the `normal` level's coefficients (None: not fitted yet)
    # points[ctx, first_roll, box, roll]
    points: np.ndarray = field(repr=False)

    @property
    def n(self) -> int:
        return len(self.boxes)

    @property
    def has_bonus(self) -> bool:
        return self.bonus > 0

    @property
    def u_dim(self) -> int:
        return self.threshold + 1 if self.has_bonus else 1

    @property
    def cap(self) -> int:
        """The largest upper total a state tells apart (the threshold; 0 without a bonus)."""
        return self.u_dim - 1

    def upper_step(self, upper: int, points: int) -> tuple[int, int]:
        """(capped upper total after scoring `points` in an upper box, bonus earned now)."""
        new = min(self.cap, upper + points)
        return new, self.bonus if upper < self.cap <= new else 0

    @property
    def f_dim(self) -> int:
        return 2 if self.special is not None else 1

    @cached_property
    def upper_mask(self) -> int:
        return sum(1 << b for b in range(self.n) if self.upper_face[b])

    def context(self, open_mask: int, flag: int) -> int:
        """0: special box open (or none); 1: it holds 0; 2: it holds its points."""
        if self.special is None or open_mask >> self.special & 1:
            return 0
        return 1 + flag

    def joker_allowed(self, open_mask: int, face: int) -> list[int]:
        """Boxes a five of a kind of `face` may go in when the joker rule applies."""
        open_boxes = [b for b in range(self.n) if open_mask >> b & 1]
        own = [b for b in open_boxes if self.upper_face[b] == face]
        if own:
            return own
        lower = [b for b in open_boxes if not self.upper_face[b]]
        return lower or open_boxes


def build_model(kind: str, options: dict[str, Any] | None = None) -> BoxModel:
    from bot.rules import box_variant
    from bot.rules.boxes import FACE_OF_UPPER
    from bot.rules.scoring import box_points

    variant = box_variant(kind)
    opts = variant.resolve(options)
    boxes = tuple(b.id for b in variant.box_list(opts))
    upper_face = np.array([FACE_OF_UPPER.get(b, 0) for b in boxes])
    special: int | None = None
    special_points = 0
    joker = variant.joker_option is not None and bool(opts[variant.joker_option])
    if joker or (variant.unlocks_box is not None and variant.unlocks_box in boxes):
        assert variant.special_box is not None
        special = boxes.index(variant.special_box)
        special_points = box_points(kind, opts, variant.special_box, (6,) * 5, card={})
    served = variant.served_bonus
    cards: list[dict[str, int]] = [{}]
    if special is not None:
        cards += [{boxes[special]: 0}, {boxes[special]: special_points}]
    points = np.zeros((3, 2, len(boxes), N_ROLLS), dtype=np.int64)
    for ctx, card in enumerate(cards):
        for first in (0, 1) if served else (0,):
            for b, box in enumerate(boxes):
                points[ctx, first, b] = [
                    box_points(kind, opts, box, r, card=card, first_roll=bool(first))
                    for r in ROLLS
                ]
        if not served:
            points[ctx, 1] = points[ctx, 0]
    for ctx in range(len(cards), 3):
        points[ctx] = points[0]
    bonus = variant.upper_bonus
    return BoxModel(kind, opts, boxes, upper_face,
                    bonus=bonus.points if bonus else 0, threshold=bonus.threshold if bonus else 0,
                    special=special, special_points=special_points, joker=joker,
                    joker_bonus=variant.joker_bonus, served=served,
                    fit=variant.normal_fit(opts),
                    points=points)


def upper_distributions(model: BoxModel, weights: np.ndarray) -> dict[int, np.ndarray]:
    """For each set of upper boxes (as a box mask), the weights of their capped total.

    A box of face f contributes f·c points with weight ``weights[c]`` (c = 0..5 dice).
    With all weights 1 the support is the set of reachable totals; with binomial
    weights it is the distribution the `normal` heuristic's bonus term uses.
    """
    uppers = [b for b in range(model.n) if model.upper_face[b]]
    totals = np.arange(model.u_dim)
    out: dict[int, np.ndarray] = {}
    for bits in range(1 << len(uppers)):
        dist = np.zeros(model.u_dim)
        dist[0] = 1.0
        mask = 0
        for i, b in enumerate(uppers):
            if bits >> i & 1:
                mask |= 1 << b
                face = int(model.upper_face[b])
                new = np.zeros_like(dist)
                for c in range(6):
                    np.add.at(new, np.minimum(model.u_dim - 1, totals + face * c),
                              dist * weights[c])
                dist = new
        out[mask] = dist
    return out


def upper_reachable(model: BoxModel) -> dict[int, np.ndarray]:
    """For each set of filled upper boxes (as a box mask), the reachable capped totals."""
    return {mask: dist > 0 for mask, dist in upper_distributions(model, np.ones(6)).items()}


__all__ = [
    "COUNTS", "FIVE_KIND_ROWS", "BoxModel", "build_model", "upper_distributions",
    "upper_reachable",
]
