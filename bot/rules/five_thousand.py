"""5000: push your luck to reach exactly 5000 points."""

from __future__ import annotations

from typing import Any

from bot.rules.base import BaseGame, GameState
from bot.rules.errors import RuleError
from bot.rules.five_thousand_scoring import score_roll

TARGET = 5000
ENTRY = 500
MINIMUM_BANK = 100
ROUNDING = 100


class FiveThousandState(GameState):
    scores: list[int]
    entered: list[bool]
    set_aside: list[int] = []
    turn_points: int = 0
    turn_rolls: int = 0  # rolls thrown this turn (the keyed dice's roll number)
    rounds: list[list[int]] = []  # every player's total after each full round (the sheet)
    resets: list[list[int]] = []  # [round, seat] of each total that fell back to 0 (the sheet)


class FiveThousandGame(BaseGame):
    state_model = FiveThousandState
    family = "5000"
    _state: FiveThousandState

    @classmethod
    def new_state(cls, kind: str, options: dict[str, Any],
                  players: list[str]) -> FiveThousandState:
        return FiveThousandState(kind=kind, options=options, players=players,
                                 scores=[0] * len(players), entered=[False] * len(players))

    # -- observables -------------------------------------------------------
    @property
    def totals(self) -> dict[str, int]:
        return dict(zip(self._state.players, self._state.scores, strict=True))

    @property
    def round_totals(self) -> tuple[dict[str, int], ...]:
        """Totals after each completed round, for the score sheet's running totals."""
        return tuple(dict(zip(self._state.players, scores, strict=True))
                     for scores in self._state.rounds)

    @property
    def turn_number(self) -> int:
        """Turns ended before this one, from 0 (every seat's turn counts)."""
        return len(self._state.rounds) * len(self._state.players) + self._state.current

    @property
    def resets(self) -> tuple[tuple[int, str], ...]:
        """(round, player) of every total that fell back to 0, rounds counted from 1."""
        return tuple((r, self._state.players[seat]) for r, seat in self._state.resets)

    @property
    def turn_points(self) -> int:
        return self._state.turn_points

    @property
    def set_aside_indices(self) -> tuple[int, ...]:
        return tuple(self._state.set_aside)

    @property
    def set_aside(self) -> tuple[int, ...]:
        return tuple(self._state.dice[i] for i in self._state.set_aside)

    @property
    def dice_to_roll(self) -> int:
        kept = len(self._state.set_aside)
        return 5 if not self._state.dice or kept == 5 else 5 - kept

    def entered(self, player: str) -> bool:
        try:
            return self._state.entered[self._state.players.index(player)]
        except ValueError:
            raise RuleError("unknown_player", player=player) from None

    @property
    def bank_refusals(self) -> tuple[str, ...]:
        """Every reason banking is refused right now, as codes (empty when allowed).

        `bank-reason-<code>` in the catalogue words each one; the numbers behind
        them are the module constants and `turn_points`.
        """
        if self._state.over:
            return ("over",)
        if not self._state.dice:
            return ("no_roll",)
        points = self._state.turn_points
        reasons = []
        if points % ROUNDING:
            reasons.append("not_rounded")
        if not self._state.entered[self._state.current] and points < ENTRY:
            reasons.append("below_entry")
        elif points < MINIMUM_BANK:
            reasons.append("below_minimum")
        return tuple(reasons)

    @property
    def bank_refusal(self) -> RuleError | None:
        """The refusal a bank would get now (codes + numbers), or None when allowed."""
        reasons = self.bank_refusals
        if not reasons:
            return None
        return RuleError("bank_refused", reasons=reasons, points=self._state.turn_points,
                         entry=ENTRY, minimum=MINIMUM_BANK, rounding=ROUNDING)

    @property
    def can_bank(self) -> bool:
        return self.bank_refusal is None

    # -- actions -----------------------------------------------------------
    def roll(self, held: Any = None, *, player: str | None = None,
             version: int | None = None) -> tuple[int, ...]:
        """Throw the turn's first roll, the non-scoring dice, or five after hot dice."""
        self._check_turn(player, version)
        if held:
            raise RuleError("no_holds")
        hot = len(self._state.set_aside) == 5
        fresh = not self._state.dice or hot
        thrown = list(range(5)) if fresh else [
            i for i in range(5) if i not in self._state.set_aside
        ]
        values = self._throw(thrown, self.turn_number, self._state.turn_rolls + 1)
        self._state.turn_rolls += 1
        dice = list(self._state.dice) or [0] * 5
        for index, value in zip(thrown, values, strict=True):
            dice[index] = value
        points, scoring = score_roll(values)
        player_id = self.current_player
        events: list[dict[str, Any]] = [
            {"type": "roll", "player": player_id, "dice": dice, "thrown": thrown,
             "points": points}
        ]
        if points == 0:
            events.append({"type": "bust", "player": player_id,
                           "lost": self._state.turn_points, "dice": dice})
            self._next_turn()
        else:
            kept = [] if fresh else list(self._state.set_aside)
            self._state.dice = dice
            self._state.set_aside = sorted(kept + [thrown[i] for i in scoring])
            self._state.turn_points += points
            if len(self._state.set_aside) == 5:
                events.append({"type": "hot_dice", "player": player_id})
        self._commit(events)
        return tuple(dice)

    def bank(self, *, player: str | None = None, version: int | None = None) -> int:
        """Add the turn total; returns the points the banker kept (0 if given away)."""
        self._check_turn(player, version)
        refusal = self.bank_refusal
        if refusal is not None:
            raise refusal
        me = self._state.current
        points = self._state.turn_points
        scores = self._state.scores
        events: list[dict[str, Any]] = []
        kept = 0
        if scores[me] + points <= TARGET:
            kept = points
            events.append({"type": "bank", "player": self.current_player, "points": points})
            self._add(me, points, events)
        else:
            self._give_away(me, points, events)
        if not self._state.over:
            self._next_turn()
        self._commit(events)
        return kept

    def _give_away(self, me: int, points: int, events: list[dict[str, Any]]) -> None:
        """Over 5000: the points go to the lowest qualified player, or are lost."""
        count = len(self._state.players)
        order = [(me + step) % count for step in range(1, count)]
        candidates = [i for i in order if self._state.scores[i] >= ENTRY]
        banker = self._state.players[me]
        if candidates:
            receiver = min(candidates, key=lambda i: self._state.scores[i])  # first on ties
            if self._state.scores[receiver] + points <= TARGET:
                events.append({"type": "gift", "from": banker,
                               "to": self._state.players[receiver], "points": points})
                self._add(receiver, points, events)
                return
        events.append({"type": "gift_lost", "player": banker, "points": points})

    def _add(self, index: int, points: int, events: list[dict[str, Any]]) -> None:
        """A bank (or gift) lands: entry, equal-totals resets, and the win."""
        scores = self._state.scores
        scores[index] += points
        self._state.entered[index] = True
        for other, total in enumerate(scores):
            if other != index and total == scores[index]:
                scores[other] = 0
                self._state.entered[other] = False
                self._state.resets.append([len(self._state.rounds) + 1, other])
                events.append({"type": "reset", "player": self._state.players[other]})
        if scores[index] == TARGET:
            self._finish([self._state.players[index]], events)

    def _next_turn(self) -> None:
        self._state.dice = []
        self._state.set_aside = []
        self._state.turn_points = 0
        self._state.turn_rolls = 0
        self._state.current = (self._state.current + 1) % len(self._state.players)
        if self._state.current == 0:
            self._state.rounds.append(list(self._state.scores))

