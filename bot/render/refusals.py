"""Refusals in words: the service's and the engine's codes, worded for the reader."""

from __future__ import annotations

from collections.abc import Mapping

from bot.domain import Refusal, TableView
from bot.kinds import find_kind
from bot.render.rules_text import value_word
from bot.render.screen import mention, names_by_key
from bot.rules import BaseGame, RuleError
from bot.text import Texts


def refusal_text(refusal: Refusal, t: Texts) -> str:
    """The private answer to a refused action."""
    table: TableView | None = refusal.table
    game: BaseGame | None = refusal.game
    params: dict[str, object] = dict(refusal.params)
    names: Mapping[str, str] = names_by_key(table, t) if table is not None else {}
    if "player" in params:
        key = str(params["player"])
        params["player"] = names.get(key, key)
    for field in ("host", "user"):
        value = params.get(field)
        if isinstance(value, int):
            params[field] = t.isolate(mention(value))
    if isinstance(params.get("channel"), int):
        params["channel"] = t.isolate(f"<#{params['channel']}>")
    for field in ("game", "other"):  # game ids: the game's name
        if field in params:
            try:
                params[field] = find_kind(params[field]).name(t)
            except RuleError:
                params[field] = str(params[field])
    error = refusal.rule_error
    if isinstance(error, RuleError):
        if table is not None:
            params.update(find_kind(table.kind).refusal_params(game, error, t))
        if error.code == "unknown_option":
            known = error.params.get("known") or ()
            params["known"] = t.join(_quoted(str(k), t) for k in known) if known else "none"
    # Options and their values by the names players pick them by, never identifiers.
    known_options = params.get("known")
    if refusal.code == "no_such_option" and isinstance(known_options, tuple | list):
        params["known"] = t.join(_quoted(str(k), t) for k in known_options)
    if refusal.code in ("bad_option", "option_twice") and "option" in params:
        params["option"] = _option(str(params["option"]), t)
    allowed = params.get("allowed")
    if refusal.code == "bad_option" and isinstance(allowed, tuple | list):
        params["allowed"] = t.join((value_word(v, t) for v in allowed), "or")
    permissions = params.get("permissions")
    if isinstance(permissions, (tuple, list)):  # discord.py's names: Discord's, translated
        params["permissions"] = t.join(t(f"permission-{name}") for name in permissions)
    for field, value in list(params.items()):
        if isinstance(value, (tuple, list)):  # the allowed values: one of them; else all
            params[field] = t.join((str(v) for v in value),
                                   "or" if field == "allowed" else "and")
    return t(f"refusal-{refusal.code}", **params)


def _quoted(name: str, t: Texts) -> str:
    """An option named in a list, quoted: its name may hold an «and» of its own."""
    return t("quoted", text=_option(name, t))


def _option(name: str, t: Texts) -> str:
    """An option as players read it (`option-name-*`), or as typed if no game has it."""
    key = f"option-name-{name}"
    return t.phrase(key) if t.has(key) else name

