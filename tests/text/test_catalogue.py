"""The catalogues: every key in every language with the same parameters, none unused."""

from __future__ import annotations

import re
from typing import get_args

import pytest
from fluent.syntax import FluentParser, ast

from bot.domain import LEVELS
from bot.kinds import all_kinds
from bot.render.rules_text import SAID_TOGETHER
from bot.rules import BoxVariant, Variant, all_variants, show_value
from bot.storage.privacy import Switch
from bot.table import reach
from bot.text import GAME_LISTS, LOCALES_DIR, languages, texts_for
from tests.support import ROOT

SOURCES = [*ROOT.glob("bot/**/*.py"), *ROOT.glob("cogs/*.py"),
           *ROOT.glob("bot/web/templates/*.html")]
# Codes raised as refusals anywhere in the core: RuleError("x" / Refusal("x".
RAISED = re.compile(r"""(?:RuleError|Refusal|super\(\)\.__init__)\(\s*["']([a-z_]+)["']""")
# A setting's bounds are refused by GameService's `_within(value, bounds, "code")`.
WITHIN = re.compile(r"""_within\([^()]*?,\s*["']([a-z_]+)["']\)""")
LITERAL = re.compile(r"""["']([a-z0-9]+(?:-[a-z0-9_]+)+)["']|\b(?:t|EN)\(\s*["']([a-z]+)["']""")
EVENTS = {"roll", "hold", "score", "yacht_bonus", "served_generala", "bust", "bank", "gift",
          "gift_lost", "reset", "hot_dice"}
# Kebab-case literals in the source that are not catalogue keys (task and command names).
NOT_KEYS = {"ai-tables", "auto-roll", "bot-watch", "es-419", "forget-me", "left-servers",
            "no-referrer", "no-store", "postgres-writer",
            "right-to-left", "sqlite-writer", "sync-commands", "table-steps",
            "turn-timeouts", "utf-8", "web-name", "yacht-bot",
            "yacht-settings"}
BANK_REASONS = {"over", "no_roll", "not_rounded", "below_entry", "below_minimum"}


def parse(language: str) -> dict[str, set[str]]:
    """Message id -> the variables it uses."""
    resource = FluentParser().parse((LOCALES_DIR / f"{language}.ftl").read_text("utf-8"))
    messages: dict[str, set[str]] = {}
    for entry in resource.body:
        if isinstance(entry, ast.Junk):
            pytest.fail(f"{language}.ftl does not parse: {entry.content[:80]!r}")
        if isinstance(entry, ast.Message):
            names: set[str] = set()
            _variables(entry.value, names)
            messages[entry.id.name] = names
    return messages


def _variables(node: object, found: set[str]) -> None:
    if isinstance(node, ast.VariableReference):
        found.add(node.id.name)
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                _variables(child, found)


def used_keys() -> set[str]:
    """Every key the code can ask for: literals in the source plus the keys built from
    the registry (games, boxes, options, levels) and from the codes the core raises."""
    text = "\n".join(p.read_text("utf-8") for p in SOURCES)
    keys = {a or b for a, b in LITERAL.findall(text)}
    keys |= {f"refusal-{code}" for code in RAISED.findall(text) + WITHIN.findall(text)}
    keys |= {f"event-{e}" for e in EVENTS} | {f"bank-reason-{r}" for r in BANK_REASONS}
    keys |= {f"level-{lv}" for lv in LEVELS} | {f"level-name-{lv}" for lv in LEVELS}
    keys |= {f"permission-{name}" for name in reach.NAMED}
    keys |= {f"refusal-bad_{switch}" for switch in get_args(Switch)}  # GameService._set_switch
    keys |= referenced_messages("en")  # `{ permission-manage_guild }` inside other messages
    # Option values shown as words (/yacht rules, the rules suggestions: render.rules_text).
    specs = [spec for variant in all_variants() for spec in variant.options]
    keys |= {f"value-{show_value(v)}" for spec in specs for v in spec.allowed
             if not show_value(v).isdigit()}
    keys |= {f"option-short-{key}" for key in SAID_TOGETHER.values()}
    for kind in all_kinds():
        keys |= {f"game-{kind.id}", f"summary-{kind.id}"}
        keys |= {f"option-{spec.name}" for spec in kind.variant.options}
        keys |= {f"option-name-{spec.name}" for spec in kind.variant.options}
        keys |= {f"option-short-{spec.name}" for spec in kind.variant.options}
        keys |= {key for key, _ in kind.variant.rule_lines()}
        keys |= box_keys(kind.variant)
    return keys


def referenced_messages(language: str) -> set[str]:
    """The messages a catalogue's messages name inside them (`{ other-message }`)."""
    resource = FluentParser().parse((LOCALES_DIR / f"{language}.ftl").read_text("utf-8"))
    found: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, ast.MessageReference):
            found.add(node.id.name)
        if isinstance(node, ast.BaseNode):
            for value in vars(node).values():
                for child in value if isinstance(value, list) else [value]:
                    walk(child)

    walk(resource)
    return found


def box_keys(variant: Variant, options: dict | None = None) -> set[str]:
    """The names and descriptions of a box game's boxes under `options` (none for a game
    without boxes)."""
    if not isinstance(variant, BoxVariant):
        return set()
    boxes = variant.box_list(variant.resolve(options))
    return {variant.box_name_key(box.id) for box in boxes} | {box.desc for box in boxes}


def test_english_has_every_key_the_code_uses_and_no_other():
    english = set(parse("en"))
    used = used_keys()
    # Lines only some option values show (extra Yacht, double Generala) come from
    # rules_lines/boxes under other options: add them by resolving every option value.
    for kind in all_kinds():
        for spec in kind.variant.options:
            for value in spec.allowed:
                options = kind.variant.resolve({spec.name: value})
                used |= {key for key, _ in kind.variant.rule_lines(options)}
                used |= box_keys(kind.variant, options)
    missing = sorted(k for k in used if k not in english)
    assert set(missing) <= NOT_KEYS | GAME_LISTS.keys(), missing  # variables, not keys
    unused = sorted(english - used)
    assert not unused, f"keys nobody uses: {unused}"


@pytest.mark.parametrize("language", languages())
def test_every_language_has_every_key_with_the_same_parameters(language):
    english = parse("en")
    other = parse(language)
    assert set(other) == set(english)
    for key, names in english.items():
        # Commands named in text (bot.text.commands) are each language's own business.
        assert own(other[key]) == own(names), (
            f"{language}: {key} uses {other[key]}, English {names}")


def own(names: set[str]) -> set[str]:
    """The variables a call site passes (Texts fills in `command-*` and `parameter-*`)."""
    return {n for n in names if not n.startswith(("command-", "parameter-")) and n != "client"}


@pytest.mark.parametrize("language", languages())
def test_every_message_formats(language):
    t = texts_for(language)
    sample = {"player": "P", "n": 2, "points": 50, "box": "B", "game": "G", "id": "1",
              "rounds": 13, "left": 1, "roll": 2, "total": 9, "count": 1, "max": 8,
              "min": 1, "dice": "⚀", "level": "easy", "mode": "humans", "scoring": "sum",
              "straight": "standard", "served": 5, "face": 3}
    for key, names in parse(language).items():
        assert t(key, **{n: sample.get(n, "x") for n in names})


@pytest.mark.parametrize("language", languages())
def test_a_computer_seat_has_the_same_name_in_pictures_and_text(language):
    """The text names it with a robot emoji (the picture's font has none), else alike."""
    t = texts_for(language)
    for n, level in ((2, "easy"), (3, "optimal")):
        words = t(f"level-name-{level}")
        assert t("computer-name", n=n, level=words) == \
            "🤖 " + t("picture-computer-name", n=n, level=words)


def test_a_text_is_formatted_once_and_each_parameter_type_apart(monkeypatch):
    """A board asks for the same texts click after click (box names and their points,
    the buttons): each is formatted once and remembered. 1 and True are equal keys in
    Python, but not the same words."""
    t = texts_for("de")
    calls: list[str] = []
    format_ = type(t._catalogue).format

    def counted(catalogue, key, args):
        calls.append(key)
        return format_(catalogue, key, args)

    monkeypatch.setattr(type(t._catalogue), "format", counted)
    monkeypatch.setattr(t._catalogue, "formatted", {})  # as a new process starts
    first = t("btn-roll-dice", n=1)
    assert t("btn-roll-dice", n=1) == first and calls == ["btn-roll-dice"]
    assert t("btn-bank", points=True) == t("btn-bank", points="true") != t("btn-bank", points=1)
    assert t("btn-roll-dice", n=2) != first and len(calls) == 5
    assert t("btn-keep", count=[3]) == t("btn-keep", count=[3]) and len(calls) == 7
