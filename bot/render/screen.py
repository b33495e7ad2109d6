"""What one render produces, ready for send_message / edit_message, and how seats are named."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import discord

from bot.controls import Button, Control, Link
from bot.domain import Seat, TableView, seat_keys
from bot.render.components import TEXT, Payload, classic_rows, walk
from bot.rules import BaseGame
from bot.text import Texts


@dataclass
class Screen:
    """One message: a classic embed (private answers), or a Components V2 layout (the
    game's own message: board, lobby, end), which carries no content and no embed."""

    embed: discord.Embed | None = None
    view: Payload | None = None
    content: str | None = None
    files: list[discord.File] = field(default_factory=list)  # pictures (the score sheet)
    fallback: Screen | None = None  # the same without pictures, if they cannot be sent

    @property
    def text(self) -> str:
        """Every word the message shows (tests read it; so could a screen reader)."""
        parts = [self.content or ""]
        if self.embed is not None:
            parts += [self.embed.title or "", self.embed.description or ""]
            parts += [f"{f.name}: {f.value}" for f in self.embed.fields]
        if self.view is not None:
            parts += [str(item.get("content", "")) for item in walk(self.view.to_components())
                      if item.get("type") == TEXT]
        return "\n".join(p for p in parts if p)

    def kwargs(self) -> dict[str, Any]:
        """Arguments for edit_message / message.edit (view=None clears components)."""
        kwargs: dict[str, Any] = {
            "content": self.content,
            "embed": self.embed,
            "view": self.view,
            "allowed_mentions": discord.AllowedMentions.none(),
        }
        if self.files:
            kwargs["attachments"] = self.files
        return kwargs

    def send_kwargs(self) -> dict[str, Any]:
        """Arguments for send_message / followup.send, which refuse view=None."""
        kwargs = self.kwargs()
        if kwargs["view"] is None:
            del kwargs["view"]
        if "attachments" in kwargs:
            kwargs["files"] = kwargs.pop("attachments")
        return kwargs


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def name_of(seat: Seat, position: int, t: Texts) -> str:
    if seat.user_id is not None:
        return t.isolate(mention(seat.user_id))
    if seat.is_forgotten:
        return t("former-player", n=position + 1)
    level = t.phrase(f"level-name-{seat.level or 'normal'}")
    return t("computer-name", n=position + 1, level=level)


def fair_dice_button(t: Texts, row: int | None = None) -> Button:
    """🎲 Fair dice: privately, the commitment while the game is played; the seed, and the
    file to check every throw with, once it is over (cogs/play.py)."""
    return Button("proof", label=t("btn-fair-dice"), emoji="🎲", row=row)


def names_by_key(table: TableView, t: Texts) -> dict[str, str]:
    return {
        key: name_of(seat, i, t)
        for i, (seat, key) in enumerate(zip(table.seats, seat_keys(table.seats), strict=True))
    }


#: the rows of buttons and menus a message without Components V2 may carry
VIEW_ROWS, ROW_WIDTH = 5, 5


def new_view(controls: Sequence[Control] = (), game_id: int = 0,
             version: int = 0, day: str | None = None) -> Payload:
    """These controls in classic rows (under an embed), drawn for this game at this state
    version (and a daily challenge's day), in at most VIEW_ROWS rows (`fitted`)."""
    return Payload(classic_rows(fitted(controls), game_id, version, day), v2=False)


def web_button(url: str | None, label: str) -> dict[str, Any]:
    """A link button (style 5) to `url`'s web page, as arguments of an answer's send
    ({} without a page: the answer carries no button)."""
    return {} if url is None else {"view": new_view([Link(url, label=label, emoji="🌐")])}


def fitted(controls: Sequence[Control]) -> list[Control]:
    """The controls with their rows merged, the neighbouring rows of buttons that fit
    together first, until VIEW_ROWS remain: a layout drawn for a board's more rows (the
    keeps of several faces have one of their own) still fits a daily's private message;
    the rows numbered from 0 without gaps."""
    if any(control.row is None for control in controls):
        return list(controls)  # placed in the first row with room (classic_rows)
    rows: dict[int, list[Control]] = {}
    for control in controls:
        rows.setdefault(control.row or 0, []).append(control)
    merged = [rows[key] for key in sorted(rows)]
    while len(merged) > VIEW_ROWS:
        pairs = [i for i in range(len(merged) - 1)
                 if all(isinstance(c, Button) for c in merged[i] + merged[i + 1])
                 and len(merged[i]) + len(merged[i + 1]) <= ROW_WIDTH]
        if not pairs:
            break  # nothing fits together: discord.py says so, as before
        i = pairs[-1]  # the later rows: the dice stay a row of their own
        merged[i:i + 2] = [merged[i] + merged[i + 1]]
    return [replace(control, row=row) for row, line in enumerate(merged) for control in line]


WINNER_KEYS = ("served-win", "winner-one", "winner-tie")


def winner_text(names: Mapping[str, str], game: BaseGame, t: Texts,
                keys: tuple[str, str, str] = WINNER_KEYS) -> str:
    """Who won a finished game ("" before the end): `keys` name the catalogue texts for
    a served win, one winner and a shared win (pictures have their own: a picture
    shows plain names, not mentions)."""
    served_key, one_key, tie_key = keys
    served = getattr(game, "served_win", None)
    if served:
        return t(served_key, player=names[served])
    winners = list(game.winners)
    if not winners:
        return ""
    total = game.totals[winners[0]]
    if len(winners) == 1:
        return t(one_key, player=names[winners[0]], total=total)
    return t(tie_key, players=t.join(names[w] for w in winners),
             total=total)
