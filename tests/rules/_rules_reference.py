"""An independent reading of the rules of record (docs/rules.md): a compact referee
for every game.

Written from the rules page alone; it imports nothing from `bot.rules`. The
reference tests drive it and the engine with the same dice and compare them
move by move.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence


class Refused(Exception):
    """The reference referee refuses the action."""


UPPER = ("ones", "twos", "threes", "fours", "fives", "sixes")

BOXES = {
    "yacht": (*UPPER, "three_of_a_kind", "four_of_a_kind", "full_house", "small_straight",
              "large_straight", "yacht", "chance"),
    "classic": (*UPPER, "full_house", "four_of_a_kind", "little_straight", "big_straight",
                "choice", "yacht"),
    "generala": (*UPPER, "straight", "full_house", "four_of_a_kind", "generala"),
    "yatzy": (*UPPER, "one_pair", "two_pairs", "three_of_a_kind", "four_of_a_kind",
              "small_straight", "large_straight", "full_house", "chance", "yatzy"),
}
#: (points, threshold) of the upper bonus, for the games that have one
UPPER_BONUS = {"yacht": (35, 63), "yatzy": (50, 63)}

DEFAULTS = {
    "yacht": {"full_house": "fixed", "yacht_bonus": False},
    "classic": {"four_of_a_kind": "face"},
    "generala": {"double_generala": True, "generala_points": 50,
                 "double_generala_points": 100, "served_bonus": 5,
                 "served_generala_wins": True, "straight": "standard"},
    "5000": {},
    "yatzy": {},
}


def _multiplicities(dice: Sequence[int]) -> list[int]:
    return sorted(Counter(dice).values(), reverse=True)


def _five_alike(dice: Sequence[int]) -> bool:
    return len(set(dice)) == 1


def _full_house(dice: Sequence[int]) -> bool:
    return _multiplicities(dice) == [3, 2]


def _contains(dice: Sequence[int], faces: Sequence[int]) -> bool:
    return set(faces) <= set(dice)


def generala_straight(dice: Sequence[int], rule: str) -> bool:
    ordered = sorted(dice)
    standard = ([1, 2, 3, 4, 5], [2, 3, 4, 5, 6], [1, 3, 4, 5, 6])
    if ordered in standard:
        return True
    if rule == "one_gap":
        return len(set(dice)) == 5
    if rule == "ace_as_two":
        # one 1 is read as a 2: the dice must then form a standard straight
        for i, d in enumerate(dice):
            if d == 1:
                changed = sorted([*list(dice[:i]), 2, *list(dice[i + 1:])])
                if changed in standard:
                    return True
    return False


def box_value(kind: str, opts: dict, box: str, dice: Sequence[int], card: dict,
              first_roll: bool) -> int:
    """Points of `dice` in `box` (rules §1-§3), joker included."""
    total = sum(dice)
    if box in UPPER:
        face = UPPER.index(box) + 1
        return face * list(dice).count(face)
    most = _multiplicities(dice)[0]
    if kind == "yacht":
        joker = opts["yacht_bonus"] and "yacht" in card and _five_alike(dice)
        fixed_fh = total if opts["full_house"] == "sum" else 25
        return {
            "three_of_a_kind": total if most >= 3 else 0,
            "four_of_a_kind": total if most >= 4 else 0,
            "full_house": fixed_fh if (joker or _full_house(dice)) else 0,
            "small_straight": 30 if joker or any(
                _contains(dice, r) for r in ((1, 2, 3, 4), (2, 3, 4, 5), (3, 4, 5, 6))) else 0,
            "large_straight": 40 if joker or sorted(dice) in (
                [1, 2, 3, 4, 5], [2, 3, 4, 5, 6]) else 0,
            "yacht": 50 if _five_alike(dice) else 0,
            "chance": total,
        }[box]
    if kind == "classic":
        if box == "four_of_a_kind":
            if most < 4:
                return 0
            if opts["four_of_a_kind"] == "sum":
                return total
            face = next(f for f in range(1, 7) if list(dice).count(f) >= 4)
            return 4 * face
        return {
            "full_house": total if _full_house(dice) else 0,
            "little_straight": 30 if sorted(dice) == [1, 2, 3, 4, 5] else 0,
            "big_straight": 30 if sorted(dice) == [2, 3, 4, 5, 6] else 0,
            "choice": total,
            "yacht": 50 if _five_alike(dice) else 0,
        }[box]
    if kind == "yatzy":
        return yatzy_value(box, dice)
    # generala
    bonus = opts["served_bonus"] if first_roll else 0
    if box == "straight":
        return 20 + bonus if generala_straight(dice, opts["straight"]) else 0
    if box == "full_house":
        return 30 + bonus if _full_house(dice) else 0
    if box == "four_of_a_kind":
        return 40 + bonus if most >= 4 else 0
    if box == "generala":
        return opts["generala_points"] if _five_alike(dice) else 0
    if box == "double_generala":
        holds = card.get("generala") == opts["generala_points"]
        return opts["double_generala_points"] if _five_alike(dice) and holds else 0
    raise KeyError(box)


def yatzy_value(box: str, dice: Sequence[int]) -> int:
    """Scandinavian Yatzy's lower boxes, read from its table of boxes."""
    count = Counter(dice)
    # A box scores only the dice it names (3-3-3-4-4 in One Pair: the 4s, 8 points).
    n_alike = {n: [f for f in range(6, 0, -1) if count[f] >= n] for n in (2, 3, 4)}
    if box == "one_pair":
        return 2 * n_alike[2][0] if n_alike[2] else 0
    if box == "two_pairs":
        return 2 * n_alike[2][0] + 2 * n_alike[2][1] if len(n_alike[2]) == 2 else 0
    if box == "three_of_a_kind":
        return 3 * n_alike[3][0] if n_alike[3] else 0
    if box == "four_of_a_kind":
        return 4 * n_alike[4][0] if n_alike[4] else 0
    if box == "small_straight":
        return 15 if sorted(dice) == [1, 2, 3, 4, 5] else 0
    if box == "large_straight":
        return 20 if sorted(dice) == [2, 3, 4, 5, 6] else 0
    if box == "full_house":
        return sum(dice) if sorted(count.values()) == [2, 3] else 0
    if box == "chance":
        return sum(dice)
    if box == "yatzy":
        return 50 if len(count) == 1 else 0
    raise KeyError(box)


class RefBoxGame:
    """Yacht, Classic Yacht, Generala or Yatzy, as the rules of record describe them."""

    def __init__(self, kind: str, players: Sequence[str], options: dict | None,
                 roller: Callable[[int], Sequence[int]]) -> None:
        self.kind = kind
        self.opts = {**DEFAULTS[kind], **(options or {})}
        self.players = list(players)
        self.roller = roller
        self.boxes = list(BOXES[kind])
        if kind == "generala" and self.opts["double_generala"]:
            self.boxes.append("double_generala")
        self.cards: list[dict[str, int]] = [{} for _ in players]
        self.extra_yachts = [0 for _ in players]
        self.current = 0
        self.dice: list[int] = []
        self.rolls_left = 3
        self.is_over = False
        self.winners: list[str] = []

    @property
    def current_player(self) -> str:
        return self.players[self.current]

    @property
    def card(self) -> dict[str, int]:
        return self.cards[self.current]

    def _alive(self) -> None:
        if self.is_over:
            raise Refused("over")

    def roll(self, held: Sequence[int] = ()) -> None:
        self._alive()
        held = list(held)
        for index in held:
            if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index <= 4:
                raise Refused("no such die")
        if self.rolls_left == 0:
            raise Refused("fourth roll")
        if held and not self.dice:
            raise Refused("hold before first roll")
        positions = [i for i in range(5) if i not in held]
        values = list(self.roller(len(positions)))
        dice = self.dice[:] if self.dice else [0] * 5
        for i, v in zip(positions, values, strict=True):
            dice[i] = v
        self.dice = dice
        self.rolls_left -= 1
        if (self.kind == "generala" and self.rolls_left == 2 and _five_alike(dice)
                and self.opts["served_generala_wins"] and self.card.get("generala") != 0):
            self.is_over = True
            self.winners = [self.current_player]

    def _joker(self) -> bool:
        return (self.kind == "yacht" and self.opts["yacht_bonus"] and "yacht" in self.card
                and _five_alike(self.dice))

    def allowed_boxes(self) -> list[str]:
        open_boxes = [b for b in self.boxes if b not in self.card]
        if not self.dice or not self._joker():
            return open_boxes
        own = UPPER[self.dice[0] - 1]
        if own in open_boxes:
            return [own]
        lower = [b for b in open_boxes if b not in UPPER]
        return lower if lower else [b for b in open_boxes if b in UPPER]

    def score(self, box: str) -> int:
        self._alive()
        if box not in self.boxes:
            raise Refused("unknown box")
        if not self.dice:
            raise Refused("score before roll")
        if box in self.card:
            raise Refused("used box")
        if box not in self.allowed_boxes():
            raise Refused("joker")
        points = box_value(self.kind, self.opts, box, self.dice, self.card,
                           first_roll=self.rolls_left == 2)
        if (self.kind == "yacht" and self.opts["yacht_bonus"] and _five_alike(self.dice)
                and self.card.get("yacht") == 50):
            self.extra_yachts[self.current] += 1
        self.card[box] = points
        self.dice = []
        self.rolls_left = 3
        if all(len(c) == len(self.boxes) for c in self.cards):
            best = max(self.totals.values())
            self.is_over = True
            self.winners = [p for p in self.players if self.totals[p] == best]
        else:
            self.current = (self.current + 1) % len(self.players)
        return points

    def upper_bonus(self, i: int) -> int:
        if self.kind not in UPPER_BONUS:
            return 0
        points, threshold = UPPER_BONUS[self.kind]
        upper = sum(v for b, v in self.cards[i].items() if b in UPPER)
        return points if upper >= threshold else 0

    @property
    def totals(self) -> dict[str, int]:
        return {p: sum(self.cards[i].values()) + self.upper_bonus(i)
                + 100 * self.extra_yachts[i] for i, p in enumerate(self.players)}


def score_5000(values: Sequence[int]) -> tuple[int, list[int]]:
    """Points of one 5000 roll and the positions (into `values`) of its scoring dice."""
    if sorted(values) in ([1, 2, 3, 4, 5], [2, 3, 4, 5, 6]):
        return 1500, list(range(len(values)))
    points = 0
    scoring_faces = set()
    for face in range(1, 7):
        n = list(values).count(face)
        if n >= 3:
            three = 1100 if face == 1 else 100 * face
            points += three * {3: 1, 4: 2, 5: 4}[n]
            scoring_faces.add(face)
        elif n and face in (1, 5):
            points += n * (100 if face == 1 else 50)
            scoring_faces.add(face)
    return points, [i for i, v in enumerate(values) if v in scoring_faces]


class RefFiveThousand:
    """5000, as RULES.md §4 and §5 describe it."""

    kind = "5000"

    def __init__(self, players: Sequence[str], roller: Callable[[int], Sequence[int]]) -> None:
        self.players = list(players)
        self.roller = roller
        self.scores = [0] * len(players)
        self.entered = [False] * len(players)
        self.current = 0
        self.dice: list[int] = []
        self.kept: list[int] = []  # positions set aside since the last fresh throw
        self.turn_points = 0
        self.is_over = False
        self.winners: list[str] = []
        self.last_bust_dice: list[int] = []

    @property
    def current_player(self) -> str:
        return self.players[self.current]

    @property
    def totals(self) -> dict[str, int]:
        return dict(zip(self.players, self.scores, strict=True))

    def _end_turn(self) -> None:
        self.dice, self.kept, self.turn_points = [], [], 0
        self.current = (self.current + 1) % len(self.players)

    def roll(self) -> None:
        if self.is_over:
            raise Refused("over")
        fresh = not self.dice or len(self.kept) == 5
        positions = list(range(5)) if fresh else [i for i in range(5) if i not in self.kept]
        values = list(self.roller(len(positions)))
        points, scoring = score_5000(values)
        dice = self.dice[:] if self.dice else [0] * 5
        for i, v in zip(positions, values, strict=True):
            dice[i] = v
        if points == 0:
            self.last_bust_dice = dice
            self._end_turn()
            return
        self.dice = dice
        self.kept = sorted(([] if fresh else self.kept) + [positions[i] for i in scoring])
        self.turn_points += points

    def bank_allowed(self) -> bool:
        t = self.turn_points
        if self.is_over or not self.dice:
            return False
        if t % 100:
            return False
        if not self.entered[self.current] and t < 500:
            return False
        return t >= 100

    def _land(self, i: int, points: int) -> None:
        self.scores[i] += points
        self.entered[i] = True
        for j in range(len(self.players)):
            if j != i and self.scores[j] == self.scores[i]:
                self.scores[j] = 0
                self.entered[j] = False
        if self.scores[i] == 5000:
            self.is_over = True
            self.winners = [self.players[i]]

    def bank(self) -> int:
        if not self.bank_allowed():
            raise Refused("bank refused")
        me, points = self.current, self.turn_points
        kept = 0
        if self.scores[me] + points <= 5000:
            kept = points
            self._land(me, points)
        else:
            n = len(self.players)
            after = [(me + k) % n for k in range(1, n)]
            qualified = [j for j in after if self.scores[j] >= 500]
            if qualified:
                low = min(self.scores[j] for j in qualified)
                receiver = next(j for j in qualified if self.scores[j] == low)
                if self.scores[receiver] + points <= 5000:
                    self._land(receiver, points)
        if not self.is_over:
            self._end_turn()
        return kept
