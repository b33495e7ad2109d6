"""A game kind: the application's side of one game, derived from its rules variant.

The rules engine's `Variant` says how the game is played; the kind adds what
the application needs around it: the actions its buttons send and how its turn,
controls and score sheet are laid out, as plain values (`bot.controls`, `SheetRow`)
that render turns into Discord messages. One kind class serves a whole family of
variants. Service, render and cogs look the kind up (`bot.kinds.find_kind`) and
call it; none of them compares game names.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from bot.controls import Control
from bot.domain import Choice
from bot.rules import BaseGame, RuleError, Variant
from bot.text import Texts

Names = Mapping[str, str]  # seat key -> how the seat is named in messages
#: the hint's button: carries out a choice (its argument) as the kind's own actions
APPLY = "apply"
Step = tuple[str, str | None]  # one of the kind's actions and its argument


#: what a cell of a score sheet holds beyond its text, for pictures to draw it so: an
#: open box, a scratch (a box filled with 0), the upper bonus still being worked towards
#: ("37/63") or earned ("+35"), a 5000 total that fell back to 0 (a reset)
CellMark = Literal["", "open", "scratch", "progress", "earned", "reset"]
OPEN_CELL = "·"  # how the text sheets show an open box
SCRATCH_CELL = "—"  # and a scratch
RESET_MARK = "↺"  # after a 5000 total that fell back to 0 (pictures draw an arrow)


@dataclass(frozen=True)
class SheetRow:
    """One row of a score sheet: a label and one cell per player (its text, already in
    the reader's numbers), with a mark per cell (none: plain)."""

    label: str
    cells: tuple[str, ...]
    strong: bool = False  # totals and bonuses: drawn bold in pictures
    marks: tuple[CellMark, ...] = ()

    def mark(self, column: int) -> CellMark:
        return self.marks[column] if self.marks else ""


class GameKind(ABC):
    """One game as the bot hosts it."""

    #: game actions its buttons send (lobby actions are common to all kinds)
    actions: frozenset[str] = frozenset()
    #: whether the exact solver can give hints and reviews for it (bot.ai.advice)
    coached: bool = False

    def __init__(self, variant: Variant) -> None:
        self.variant = variant

    @property
    def id(self) -> str:
        return self.variant.id

    def name(self, t: Texts) -> str:
        return t.phrase(f"game-{self.id}")

    def summary(self, t: Texts) -> str:
        return t(f"summary-{self.id}")

    # -- playing ------------------------------------------------------------
    @abstractmethod
    def apply(self, game: BaseGame, action: str, arg: str | None, player: str) -> None:
        """Apply one button action for `player` (RuleError when the rules refuse it)."""

    def refuse_unknown(self, action: str) -> RuleError:
        return RuleError("unknown_action", action=action)

    def opening(self, game: BaseGame) -> Step | None:
        """The action the turn to act now begins with when it holds no decision (a box
        game's first roll), which a player's auto-roll makes for them; None once the
        turn began, or where its first action is a choice."""
        return None

    # -- the hint's Apply -------------------------------------------------------
    def choice_arg(self, choice: Choice) -> str | None:
        """A choice of the hint as the argument of its Apply button (short, [a-z0-9_]);
        None when this kind cannot carry it out."""
        return None

    def choice_steps(self, game: BaseGame, arg: str | None) -> list[Step]:
        """The clicks of the kind's own buttons that carry out an Apply argument now,
        as the player would make them (RuleError `unknown_action` for a malformed one:
        whether the steps are legal is the rules' to say when they are applied)."""
        raise self.refuse_unknown(APPLY)

    # -- layout ---------------------------------------------------------------
    @abstractmethod
    def turn_lines(self, game: BaseGame, names: Names, t: Texts) -> list[str]:
        """The body of the running game's message: whose turn, the dice, what may be done."""

    def prompt_lines(self, game: BaseGame, t: Texts) -> list[str]:
        """What the person to act may do now ("Press Roll ..."): shown under the turn
        lines on a person's turn only (a computer's turn says it is thinking instead)."""
        return []

    @abstractmethod
    def controls(self, game: BaseGame, t: Texts) -> list[Control]:
        """Buttons and menus of the running game (render gives them the game's id and
        state version)."""

    @abstractmethod
    def sheet(self, game: BaseGame, t: Texts) -> list[SheetRow]:
        """The whole score sheet, one column per player in seat order."""

    def box_name(self, box: str, t: Texts) -> str:
        """A score box in words (games without boxes have none to name)."""
        return box

    def box_lines(self, options: Mapping[str, object], t: Texts) -> list[str]:
        """Every box of the sheet under these (resolved) options with what it scores,
        for `/yacht rules`; none for games without boxes."""
        return []

    def aim(self, options: Mapping[str, object]) -> tuple[float, str] | None:
        """The score a player can aim at under these rules and what it is
        (`optimal` expected score, or the `goal`), for the stats chart; None if none."""
        return None

    def total_note(self, game: BaseGame, player: str, t: Texts) -> str:
        """Extra words after a player's total in the totals list."""
        return ""

    def event_params(self, game: BaseGame, event: Mapping[str, object],
                     t: Texts) -> dict[str, object]:
        """Kind-specific parameters of an event's sentence (e.g. the box's name)."""
        return {}

    def refusal_params(self, game: BaseGame | None, error: RuleError,
                       t: Texts) -> dict[str, object]:
        """Kind-specific wording of a refusal's parameters (box names, bank reasons)."""
        return {}
