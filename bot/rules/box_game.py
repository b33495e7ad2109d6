"""The box games: fill every box of a sheet once, three rolls a turn.

`BoxGame` plays every one of them; `BoxVariant` is what a box game is made of (its
boxes, their scoring, its bonuses, the computer's figures), one subclass per game in
`bot.rules.games`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from bot.rules.base import BaseGame, GameState
from bot.rules.boxes import FACE_OF_UPPER, UPPER, BoxInfo
from bot.rules.errors import RuleError
from bot.rules.patterns import is_five_of_a_kind
from bot.rules.variants import RuleLine, Variant, find_variant

ROLLS_PER_TURN = 3


class BoxGameState(GameState):
    cards: list[dict[str, int]]
    yacht_bonuses: list[int]
    held: list[int] = []
    #: hold changes since the dice were last thrown (see BaseGame.hold_changes)
    hold_changes: int = 0
    #: the dice held through the last throw, until one of them is released
    #: (`roll_keeping` releases them); None in a state saved before it was kept
    carried: list[int] | None = None
    rolls_left: int = ROLLS_PER_TURN
    served_win: str | None = None


class BoxGame(BaseGame):
    state_model = BoxGameState
    family = "box"
    _state: BoxGameState

    @classmethod
    def new_state(cls, kind: str, options: dict[str, Any], players: list[str]) -> BoxGameState:
        return BoxGameState(kind=kind, options=options, players=players,
                            cards=[{} for _ in players], yacht_bonuses=[0] * len(players))

    # -- observables -------------------------------------------------------
    @property
    def variant(self) -> BoxVariant:
        return box_variant(self.kind)

    @property
    def rolls_left(self) -> int:
        return self._state.rolls_left

    @property
    def roll_number(self) -> int:
        """0 before the turn's first roll, then 1 to 3."""
        return ROLLS_PER_TURN - self._state.rolls_left

    @property
    def held(self) -> tuple[int, ...]:
        return tuple(self._state.held)

    @property
    def hold_changes(self) -> int:
        return self._state.hold_changes

    def showing(self, face: int) -> tuple[int, ...]:
        """The positions of the dice showing `face` (RuleError when none does)."""
        if isinstance(face, bool) or not isinstance(face, int) or not 1 <= face <= 6:
            raise RuleError("bad_face", face=repr(face))
        if not self._state.dice:
            raise RuleError("hold_before_roll")
        found = tuple(i for i, value in enumerate(self._state.dice) if value == face)
        if not found:
            raise RuleError("no_such_face", face=face)
        return found

    @property
    def boxes(self) -> tuple[BoxInfo, ...]:
        return self.variant.box_list(self._state.options)

    @property
    def served_win(self) -> str | None:
        return self._state.served_win

    @property
    def turns_played(self) -> int:
        return sum(len(card) for card in self._state.cards)

    def _index(self, player: str) -> int:
        try:
            return self._state.players.index(player)
        except ValueError:
            raise RuleError("unknown_player", player=player) from None

    def scores(self, player: str) -> dict[str, int]:
        card = self._state.cards[self._index(player)]
        return {b.id: card[b.id] for b in self.boxes if b.id in card}

    def open_boxes(self, player: str | None = None) -> list[str]:
        card = self._state.cards[self._index(player or self.current_player)]
        return [b.id for b in self.boxes if b.id not in card]

    def upper_total(self, player: str) -> int:
        card = self._state.cards[self._index(player)]
        return sum(points for box, points in card.items() if box in FACE_OF_UPPER)

    def upper_bonus(self, player: str) -> int:
        bonus = self.variant.upper_bonus
        if bonus is None or self.upper_total(player) < bonus.threshold:
            return 0
        return bonus.points

    def yacht_bonuses(self, player: str) -> int:
        return self._state.yacht_bonuses[self._index(player)]

    @property
    def totals(self) -> dict[str, int]:
        return {
            p: sum(self._state.cards[i].values())
            + self.upper_bonus(p)
            + self.variant.joker_bonus * self._state.yacht_bonuses[i]
            for i, p in enumerate(self._state.players)
        }

    @property
    def _card(self) -> dict[str, int]:
        return self._state.cards[self._state.current]

    @property
    def _first_roll(self) -> bool:
        return self._state.rolls_left == ROLLS_PER_TURN - 1

    def legal_boxes(self) -> list[str]:
        if self._state.over or not self._state.dice:
            return []
        return self.variant.legal(self._state.options, self._state.dice, self._card)

    def preview(self) -> dict[str, int]:
        """Points each legal box would score with the dice as they lie."""
        return {
            box: self.variant.points(box, self._state.dice, self._state.options, self._card,
                                     self._first_roll)
            for box in self.legal_boxes()
        }

    # -- actions -----------------------------------------------------------
    def _check_indices(self, indices: Iterable[Any]) -> list[int]:
        if isinstance(indices, (str, bytes)) or not isinstance(indices, Iterable):
            raise RuleError("bad_die", die=repr(indices))
        checked = set()
        for index in indices:
            if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index <= 4:
                raise RuleError("bad_die", die=repr(index))
            checked.add(index)
        return sorted(checked)

    def toggle_hold(self, index: int, *, player: str | None = None,
                    version: int | None = None) -> tuple[int, ...]:
        """Mark or unmark a die to keep on the next roll; returns the held dice."""
        self._check_turn(player, version)
        (index,) = self._check_indices([index])
        if not self._state.dice:
            raise RuleError("hold_before_roll")
        if self._state.rolls_left == 0:
            raise RuleError("no_rolls")
        held = set(self._state.held) ^ {index}
        return self._set_held(held)

    def _set_held(self, held: set[int]) -> tuple[int, ...]:
        self._state.held = sorted(held)
        if self._state.carried and not set(self._state.carried) <= held:
            # A carried die released: the player is choosing among them, so the ones
            # still held are theirs now (a face keeps them).
            self._state.carried = []
        self._state.hold_changes += 1
        self._commit([{"type": "hold", "player": self.current_player,
                       "held": list(self._state.held)}])
        return self.held

    def roll_keeping(self, face: int, *, player: str | None = None,
                     version: int | None = None) -> tuple[int, ...]:
        """Hold every die showing `face` and roll the others: the usual decision of a
        turn in one action. Dice the player held by hand since this roll stay held too
        (a mixed keep: a die or two, then a face); dice only carried over from the last
        roll are released, whatever else was held (a change of plan: from the 1s to the
        6s, or to a 6 held by hand and the 5s), unless the player released one of them:
        then they chose among them, and those still held stay."""
        self._check_turn(player, version)
        keep = set(self.showing(face))
        carried = self._state.carried
        if carried is None:  # saved before: any hold changed, and all held were by hand
            if self._state.hold_changes:
                keep |= set(self._state.held)
        else:
            keep |= set(self._state.held) - set(carried)
        return self.roll(held=sorted(keep), player=player, version=version)

    def roll_keeping_dice(self, faces: Sequence[int], *, player: str | None = None,
                          version: int | None = None) -> tuple[int, ...]:
        """Hold exactly dice showing `faces` (a multiset: two pairs, a run) and roll the
        others: a keep of several faces in one action. Dice held already are chosen
        first among equal faces; RuleError when the dice do not show them."""
        self._check_turn(player, version)
        keep: list[int] = []
        for face in faces:
            spare = [i for i in self.showing(face) if i not in keep]
            if not spare:
                raise RuleError("no_such_face", face=face)
            keep.append(min(spare, key=lambda i: (i not in self._state.held, i)))
        return self.roll(held=sorted(keep), player=player, version=version)

    def roll(self, held: Iterable[int] | None = None, *, player: str | None = None,
             version: int | None = None) -> tuple[int, ...]:
        """Roll the dice not in `held` (all five on the first roll)."""
        self._check_turn(player, version)
        keep = self._check_indices(() if held is None else held)
        if self._state.rolls_left == 0:
            raise RuleError("no_rolls")
        if keep and not self._state.dice:
            raise RuleError("hold_before_roll")
        thrown = [i for i in range(5) if i not in keep]
        values = self._throw(thrown, self.turns_played, self.roll_number + 1)
        dice = list(self._state.dice) or [0] * 5
        for index, value in zip(thrown, values, strict=True):
            dice[index] = value
        player_id = self.current_player
        first = self._state.rolls_left == ROLLS_PER_TURN
        self._state.dice = dice
        self._state.held = keep
        self._state.carried = list(keep)
        self._state.hold_changes = 0
        self._state.rolls_left -= 1
        events: list[dict[str, Any]] = [
            {"type": "roll", "player": player_id, "dice": dice, "thrown": thrown}
        ]
        if first and self._served_generala_wins(dice):
            events.append({"type": "served_generala", "player": player_id})
            self._state.served_win = player_id
            self._finish([player_id], events)
        self._commit(events)
        return self.dice

    def _served_generala_wins(self, dice: list[int]) -> bool:
        option = self.variant.served_win_option
        return bool(
            option is not None
            and self._state.options[option]
            and is_five_of_a_kind(dice)
            and self._card.get(self.variant.special_box or "") != 0
        )

    def score(self, box: str, *, player: str | None = None,
              version: int | None = None) -> int:
        """Write the dice in `box`; returns the points written there."""
        self._check_turn(player, version)
        if not isinstance(box, str) or box not in {b.id for b in self.boxes}:
            raise RuleError("bad_box", box=repr(box), game=self.kind)
        if not self._state.dice:
            raise RuleError("score_before_roll")
        if box in self._card:
            raise RuleError("box_filled", box=box)
        legal = self.legal_boxes()
        if box not in legal:
            raise RuleError("joker", boxes=tuple(legal))
        dice = self._state.dice
        points = self.variant.points(box, dice, self._state.options, self._card,
                                     self._first_roll)
        player_id = self.current_player
        events: list[dict[str, Any]] = [
            {"type": "score", "player": player_id, "box": box, "points": points,
             "dice": list(dice)}
        ]
        joker = self.variant.joker_option
        if (joker is not None and self._state.options[joker]
                and is_five_of_a_kind(dice) and self._card.get(self.variant.special_box or "")):
            self._state.yacht_bonuses[self._state.current] += 1
            events.append({"type": "yacht_bonus", "player": player_id,
                           "points": self.variant.joker_bonus})
        self._card[box] = points
        self._next_turn(events)
        self._commit(events)
        return points

    def _next_turn(self, events: list[dict[str, Any]]) -> None:
        self._state.dice = []
        self._state.held = []
        self._state.carried = []
        self._state.hold_changes = 0
        self._state.rolls_left = ROLLS_PER_TURN
        if all(len(card) == len(self.boxes) for card in self._state.cards):
            self._finish(self._highest_totals(), events)
            return
        self._state.current = (self._state.current + 1) % len(self._state.players)


@dataclass(frozen=True)
class UpperBonus:
    """Bonus points once the upper boxes (ones … sixes) total at least `threshold`."""

    points: int
    threshold: int


@dataclass(frozen=True)
class NormalFit:
    """The `normal` computer level's coefficients for one rule configuration.

    `bot.ai.heuristic` values a turn-start state from them; `bench/fit_normal.py`
    fits them by least squares to the game's exact optimal table. They sit with the
    game's rules so a new game brings its own and nothing else lists games.
    `boxes` maps every box id to (a, c): its par counts a + c × open boxes;
    `bonus_weight` scales the upper bonus's probability term (q: the chance a die
    shows an open upper box's face); `flag` is (d0, d1) for the special box holding
    its points.
    """

    q: float
    bonus_weight: float
    boxes: Mapping[str, tuple[float, float]]
    flag: tuple[float, float] = (0.0, 0.0)


class BoxVariant(Variant, ABC):
    """A box game: its boxes and their scoring, its bonuses and the computer's figures.

    A game subclasses it (or another box game, changing only what differs): the class
    attributes say which of the shared rules it turns on, the hooks give its boxes
    (`boxes`), the points of its lower boxes (`lower_points`), its rules text
    (`lines`) and, per rule configuration, the computer's figures (`normal_fit`,
    `optimal_score`: a box game without them fails tests/ai/test_expected.py).
    """

    game = BoxGame
    state = BoxGameState
    is_box_game = True
    upper_bonus: UpperBonus | None = None
    #: the option that turns the extra five-alike bonus and the joker on (None: never)
    joker_option: str | None = None
    #: points for each further five-alike under `joker_option`
    joker_bonus: int = 0
    #: the option under which five alike on a turn's first roll wins the game at once
    served_win_option: str | None = None
    #: the five-alike box: its points unlock the joker, the extra bonus, `unlocks_box`
    special_box: str | None = None
    #: a box that only scores once `special_box` holds points
    unlocks_box: str | None = None
    #: whether first-roll ("served") combinations score differently
    served_bonus: bool = False
    #: box names this game words its own way in some language: box id -> catalogue key
    #: (every other box is `box-<id>`, the words all games share)
    box_words: Mapping[str, str] = {}

    @abstractmethod
    def boxes(self, options: Mapping[str, Any]) -> list[BoxInfo]:
        """Its boxes in sheet order under resolved `options`."""

    @abstractmethod
    def lower_points(self, box: str, dice: Sequence[int], options: Mapping[str, Any],
                     card: Mapping[str, int], first_roll: bool) -> int:
        """Points of `dice` in the lower box `box` (KeyError for a box it lacks), given
        the player's filled boxes and whether the dice are the turn's first roll."""

    @abstractmethod
    def normal_fit(self, options: Mapping[str, Any]) -> NormalFit | None:
        """The `normal` level's coefficients under resolved `options`."""

    @abstractmethod
    def optimal_score(self, options: Mapping[str, Any]) -> float | None:
        """The exact optimal expected score of solitaire play under resolved `options`
        (the stats chart's target)."""

    def box_name_key(self, box: str) -> str:
        """The catalogue key of a box's name."""
        return self.box_words.get(box, f"box-{box}")

    def box_list(self, options: Mapping[str, Any]) -> tuple[BoxInfo, ...]:
        """Its boxes under resolved `options`, memoised: scoring, previews and every
        rendered turn ask for them, and they depend on nothing but the options."""
        return _box_list(self, tuple(sorted(options.items())))

    def points(self, box: str, dice: Sequence[int], options: Mapping[str, Any],
               card: Mapping[str, int], first_roll: bool = False) -> int:
        """Points `box` would score for `dice`; legality is checked elsewhere."""
        face = FACE_OF_UPPER.get(box)
        if face is not None:
            return face * sum(1 for d in dice if d == face)
        return self.lower_points(box, dice, options, card, first_roll)

    def joker_active(self, options: Mapping[str, Any], dice: Sequence[int],
                     card: Mapping[str, int]) -> bool:
        """Yacht's joker: five alike rolled when the five-alike box is already filled."""
        return bool(
            self.joker_option is not None
            and options[self.joker_option]
            and self.special_box in card
            and is_five_of_a_kind(dice)
        )

    def legal(self, options: Mapping[str, Any], dice: Sequence[int],
              card: Mapping[str, int]) -> list[str]:
        """Open boxes the player may fill with these dice, in sheet order.

        Every open box is legal (a box the dice do not fit scores 0), except under
        Yacht's forced joker: the matching upper box if open, else any open lower
        box, else an open upper box.
        """
        open_boxes = [b.id for b in self.box_list(options) if b.id not in card]
        if not self.joker_active(options, dice, card):
            return open_boxes
        own_upper = UPPER[dice[0] - 1]
        if own_upper in open_boxes:
            return [own_upper]
        lower = [b for b in open_boxes if b not in FACE_OF_UPPER]
        return lower or [b for b in open_boxes if b in FACE_OF_UPPER]

    # -- lines its rules text shares with other box games -----------------------------
    def rounds_line(self, options: Mapping[str, Any]) -> RuleLine:
        """A box game lasts one round per box."""
        return ("rules-rounds", {"rounds": len(self.box_list(options))})

    def upper_bonus_line(self) -> RuleLine:
        assert self.upper_bonus is not None, "a game with an upper bonus line has one"
        return ("rules-upper-bonus", {"bonus": self.upper_bonus.points,
                                      "threshold": self.upper_bonus.threshold})


@lru_cache(maxsize=256)
def _box_list(variant: BoxVariant, options: tuple[tuple[str, Any], ...]) -> tuple[BoxInfo, ...]:
    return tuple(variant.boxes(dict(options)))


def box_variant(kind: object) -> BoxVariant:
    """The registered box game `kind` (RuleError for an unknown game, KeyError for a
    game without boxes)."""
    variant = find_variant(kind)
    if not isinstance(variant, BoxVariant):
        raise KeyError(f"{variant.id} is not a box game")
    return variant


def boxes_for(kind: str, options: Mapping[str, Any]) -> tuple[BoxInfo, ...]:
    """The box list of a game under resolved `options` (empty for a game without boxes)."""
    variant = find_variant(kind)
    return variant.box_list(options) if isinstance(variant, BoxVariant) else ()
