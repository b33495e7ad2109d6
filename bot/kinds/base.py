"""A game kind: everything the bot knows about one game, in one registered object.

The rules engine's `Variant` says how the game is played; the kind adds what
the application needs around it: the actions its buttons send, its computer
policy, and how its turn, controls and score sheet are laid out. Service, AI,
render and cogs look the kind up (`bot.kinds.find_kind`) and call it; none of
them compares game names.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass

from bot.ai.policies import Policy
from bot.components import GameComponent
from bot.domain import TableView
from bot.rules import BaseGame, RuleError, Variant
from bot.text import Texts

Names = Mapping[str, str]  # seat key -> how the seat is named in messages


@dataclass(frozen=True)
class SheetRow:
    """One row of a score sheet: a label and one cell per player."""

    label: str
    cells: tuple[str, ...]
    strong: bool = False  # totals and bonuses: drawn bold in pictures


class GameKind(ABC):
    """One game as the bot hosts it."""

    #: game actions its buttons send (lobby actions are common to all kinds)
    actions: frozenset[str] = frozenset()
    #: whether the exact solver can give hints and reviews for it (bot.ai.advice)
    coached: bool = False

    def __init__(self, variant: Variant, policy: Policy) -> None:
        self.variant = variant
        self.policy = policy

    @property
    def id(self) -> str:
        return self.variant.id

    def name(self, t: Texts) -> str:
        return t(f"game-{self.id}")

    def summary(self, t: Texts) -> str:
        return t(f"summary-{self.id}")

    # -- playing ------------------------------------------------------------
    @abstractmethod
    def apply(self, game: BaseGame, action: str, arg: str | None, player: str) -> None:
        """Apply one button action for `player` (RuleError when the rules refuse it)."""

    def refuse_unknown(self, action: str) -> RuleError:
        return RuleError("unknown_action", action=action)

    # -- layout ---------------------------------------------------------------
    @abstractmethod
    def turn_lines(self, game: BaseGame, names: Names, t: Texts) -> list[str]:
        """The body of the running game's message: whose turn, the dice, what may be done."""

    @abstractmethod
    def controls(self, game: BaseGame, table: TableView, t: Texts) -> list[GameComponent]:
        """Buttons and selects of the running game (custom ids carry game and version)."""

    @abstractmethod
    def sheet(self, game: BaseGame, t: Texts) -> list[SheetRow]:
        """The whole score sheet, one column per player in seat order."""

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
