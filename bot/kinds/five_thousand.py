"""5000 as the bot hosts it: roll or bank, scoring dice set aside by the rules."""

from __future__ import annotations

from collections.abc import Mapping

from bot.controls import Button, Control
from bot.domain import Choice
from bot.faces import BLANK_DIE, dice_line, die, set_aside_dice
from bot.kinds.base import RESET_MARK, GameKind, Names, SheetRow, Step
from bot.rules import BaseGame, FiveThousandGame, RuleError
from bot.rules.five_thousand import TARGET
from bot.text import Texts

_fivek = FiveThousandGame.of


def bank_reasons(game: FiveThousandGame, reasons: tuple[str, ...], t: Texts) -> str:
    """Every reason a bank is refused, in one sentence."""
    refusal = game.bank_refusal
    params = refusal.params if refusal is not None else {}
    numbers = {k: v for k, v in params.items() if k != "reasons"}
    return t("bank-reason-joiner").join(t(f"bank-reason-{r}", **numbers) for r in reasons)


class FiveThousandKind(GameKind):
    """Push your luck to exactly 5000."""

    actions = frozenset({"roll", "bank"})
    coached = True

    def apply(self, game: BaseGame, action: str, arg: str | None, player: str) -> None:
        fk = _fivek(game)
        if action == "roll":
            fk.roll(player=player)
        elif action == "bank":
            fk.bank(player=player)
        else:
            raise self.refuse_unknown(action)

    def choice_arg(self, choice: Choice) -> str | None:
        return choice.action if choice.action in ("roll", "bank") else None

    def choice_steps(self, game: BaseGame, arg: str | None) -> list[Step]:
        if arg not in ("roll", "bank"):
            raise self.refuse_unknown("apply")
        return [(arg, None)]

    def turn_lines(self, game: BaseGame, names: Names, t: Texts) -> list[str]:
        fk = _fivek(game)
        # The dice in play, then those set aside on a line of their own and in their own
        # look: set-aside dice are out of the next throw, not "held".
        in_play = tuple(d for i, d in enumerate(fk.dice) if i not in fk.set_aside_indices)
        lines = [t("turn-line-5000", player=names[fk.current_player]),
                 t("dice-line", dice=t.isolate(dice_line(in_play)))]
        if fk.set_aside:
            lines.append(t("set-aside-line", dice=t.isolate(set_aside_dice(fk.set_aside))))
        lines.append(t("turn-points-line", points=fk.turn_points))
        if fk.dice and fk.bank_refusals:
            lines.append(t("bank-refused-line", reasons=bank_reasons(fk, fk.bank_refusals, t)))
        return lines

    def prompt_lines(self, game: BaseGame, t: Texts) -> list[str]:
        return [] if _fivek(game).dice else [t("before-first-roll")]

    def controls(self, game: BaseGame, t: Texts) -> list[Control]:
        fk = _fivek(game)
        refused = bool(fk.bank_refusals)
        return [
            Button("roll", label=t("btn-roll-dice", n=fk.dice_to_roll), emoji=BLANK_DIE,
                   style="success", row=0),
            # Bank stays clickable when refused: the click explains why (so does the embed).
            Button("bank", label=t("btn-bank", points=fk.turn_points),
                   style="secondary" if refused else "primary", row=0),
        ]

    def sheet(self, game: BaseGame, t: Texts) -> list[SheetRow]:
        """Every player's total after each round, the last one too (a game ends inside
        its final round; a round in progress shows the totals so far), a total that
        fell back to 0 marked as a reset; numbers as the reader writes them."""
        fk = _fivek(game)
        keys = fk.players
        totals = fk.totals
        rounds = list(fk.round_totals)
        if not rounds or any(rounds[-1][k] != totals[k] for k in keys):
            rounds.append(totals)
        resets = set(fk.resets)
        rows: list[SheetRow] = []
        for n, after in enumerate(rounds, start=1):
            fell = [(n, k) in resets for k in keys]
            rows.append(SheetRow(
                t("row-round", n=n),
                tuple(t.isolate(f"{t.number(after[k])} {RESET_MARK}") if reset
                      else t.number(after[k]) for k, reset in zip(keys, fell, strict=True)),
                marks=tuple("reset" if reset else "" for reset in fell)))
        return [
            *rows,
            SheetRow(t("row-entered"), tuple(
                t("entered-yes") if fk.entered(k) else t("entered-no") for k in keys)),
            SheetRow(t("row-total"), tuple(t.number(totals[k]) for k in keys), strong=True),
        ]

    def aim(self, options: Mapping[str, object]) -> tuple[float, str] | None:
        return float(TARGET), "goal"

    def total_note(self, game: BaseGame, player: str, t: Texts) -> str:
        return "" if _fivek(game).entered(player) else t("not-entered")

    def event_params(self, game: BaseGame, event: Mapping[str, object],
                     t: Texts) -> dict[str, object]:
        """A roll lists the dice thrown, never the set-aside dice lying beside them."""
        thrown, dice = event.get("thrown"), event.get("dice")
        if event.get("type") == "roll" and isinstance(thrown, list) and isinstance(dice, list):
            return {"dice": t.isolate(" ".join(die(dice[i]) for i in thrown))}
        return {}

    def refusal_params(self, game: BaseGame | None, error: RuleError,
                       t: Texts) -> dict[str, object]:
        if error.code == "bank_refused" and game is not None:
            return {"reasons": bank_reasons(_fivek(game), tuple(error.params["reasons"]), t)}
        return {}
