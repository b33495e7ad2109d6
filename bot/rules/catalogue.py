"""What each game is called and how it is explained, from the engine itself,
so `/yacht rules` and the score menu can never drift from the rules applied."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.rules.boxes import BoxInfo, boxes_for
from bot.rules.options import GAME_NAMES, OPTION_SPECS, OptionSpec, check_kind, resolve_options


@dataclass(frozen=True)
class GameInfo:
    kind: str
    name: str
    summary: str
    options: tuple[OptionSpec, ...]
    min_players: int = 1
    max_players: int = 8

    @property
    def is_box_game(self) -> bool:
        return self.kind != "5000"

    def boxes(self, options: Mapping[str, Any] | None = None) -> tuple[BoxInfo, ...]:
        return boxes_for(self.kind, resolve_options(self.kind, options))

    def rules_text(self, options: Mapping[str, Any] | None = None) -> list[str]:
        resolved = resolve_options(self.kind, options)
        return _RULES_TEXT[self.kind](resolved)


def _yacht_text(o: Mapping[str, Any]) -> list[str]:
    lines = [
        "13 rounds: every player fills every box once.",
        "Up to three rolls a turn; hold any dice between rolls; score after any roll.",
        "A box the dice do not fit may still be chosen: it scores 0.",
        "Upper bonus: +35 when Ones to Sixes total 63 or more.",
    ]
    if o["yacht_bonus"]:
        lines += [
            "Extra Yacht: +100 for each further Yacht once the Yacht box holds 50.",
            "Joker: with the Yacht box filled, five of a kind must go in its upper box if "
            "open, else any lower box (straights and full house at full value), else 0 in "
            "an upper box.",
        ]
    lines.append("Highest total wins; equal totals share the win.")
    return lines


def _classic_text(o: Mapping[str, Any]) -> list[str]:
    return [
        "12 rounds: every player fills every box once.",
        "Up to three rolls a turn; held dice may be re-rolled later in the turn.",
        "A box the dice do not fit may still be chosen: it scores 0.",
        "No upper bonus, no Yacht bonus, no joker.",
        "Highest total wins; equal totals share the win.",
    ]


def _generala_text(o: Mapping[str, Any]) -> list[str]:
    rounds = 11 if o["double_generala"] else 10
    lines = [
        f"{rounds} rounds: every player fills every box once.",
        "Up to three rolls a turn; any open box may be scratched (filled with 0).",
        f"Served (first roll) straight, full house or four of a kind: +{o['served_bonus']}.",
    ]
    if o["served_generala_wins"]:
        lines.append("A served Generala wins the game at once, unless you scratched Generala.")
    lines.append("Otherwise the highest total wins; equal totals share the win.")
    return lines


def _five_thousand_text(o: Mapping[str, Any]) -> list[str]:
    return [
        "Be the first to reach exactly 5000.",
        "Each 1 scores 100, each 5 scores 50; three of a kind: face × 100, three 1s 1100; "
        "four of a kind doubles it, five of a kind quadruples it; 1-2-3-4-5 or 2-3-4-5-6: 1500.",
        "Only dice of one roll combine. Scoring dice are set aside; roll the rest or bank.",
        "A roll that scores nothing busts the turn. All five scored: roll five fresh dice.",
        "Bank only multiples of 100: at least 500 to enter the game, then at least 100.",
        "Landing on another player's total resets them to 0 (they must enter again).",
        "A bank that would pass 5000 goes to the lowest player with at least 500 instead.",
    ]


_RULES_TEXT = {
    "yacht": _yacht_text,
    "classic": _classic_text,
    "generala": _generala_text,
    "5000": _five_thousand_text,
}

_SUMMARIES = {
    "yacht": "13 boxes with an upper bonus: the Yahtzee-style classic.",
    "classic": "The traditional 12-box Yacht: no bonuses, no joker.",
    "generala": "The Latin-American favourite: served bonuses and Generalas.",
    "5000": "Push your luck: bank points until you hit exactly 5000.",
}


def game_info(kind: str) -> GameInfo:
    kind = check_kind(kind)
    return GameInfo(kind=kind, name=GAME_NAMES[kind], summary=_SUMMARIES[kind],
                    options=OPTION_SPECS[kind])
