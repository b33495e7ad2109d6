"""Yacht, Classic Yacht and Generala: fill every box once, three rolls a turn."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bot.rules.base import BaseGame, GameState
from bot.rules.boxes import FACE_OF_UPPER, BoxInfo, boxes_for
from bot.rules.errors import RuleError
from bot.rules.scoring import box_points, is_five_of_a_kind, legal_boxes
from bot.rules.variants import Variant, find_variant

ROLLS_PER_TURN = 3


class BoxGameState(GameState):
    cards: list[dict[str, int]]
    yacht_bonuses: list[int]
    held: list[int] = []
    #: hold changes since the dice were last thrown (see BaseGame.hold_changes)
    hold_changes: int = 0
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
    def variant(self) -> Variant:
        return find_variant(self.kind)

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
        return boxes_for(self.kind, self._state.options)

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
        return legal_boxes(self.kind, self._state.options, self._state.dice, self._card)

    def preview(self) -> dict[str, int]:
        """Points each legal box would score with the dice as they lie."""
        return {
            box: box_points(self.kind, self._state.options, box, self._state.dice,
                            card=self._card, first_roll=self._first_roll)
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
        self._state.hold_changes += 1
        self._commit([{"type": "hold", "player": self.current_player,
                       "held": list(self._state.held)}])
        return self.held

    def roll_keeping(self, face: int, *, player: str | None = None,
                     version: int | None = None) -> tuple[int, ...]:
        """Hold every die showing `face` (besides those held already) and roll the others:
        the usual decision of a turn in one action."""
        self._check_turn(player, version)
        keep = set(self.showing(face)) | set(self._state.held)
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
        points = box_points(self.kind, self._state.options, box, dice,
                            card=self._card, first_roll=self._first_roll)
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
        self._state.hold_changes = 0
        self._state.rolls_left = ROLLS_PER_TURN
        if all(len(card) == len(self.boxes) for card in self._state.cards):
            self._finish(self._highest_totals(), events)
            return
        self._state.current = (self._state.current + 1) % len(self._state.players)
