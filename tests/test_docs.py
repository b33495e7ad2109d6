"""docs/rules.md is the project's rules of record: every game the registry hosts has its
section there, naming each of its boxes and options by the ids the code uses. The
package's description names the same games."""

from __future__ import annotations

import re
import tomllib

import pytest

from bot.kinds import all_kinds
from bot.rules import game_info, variant_ids
from bot.rules.boxes import UPPER
from bot.text import texts_for
from tests.support import ROOT

RULES = (ROOT / "docs" / "rules.md").read_text("utf-8")
SECTION = re.compile(r"^## \d+\. `([^`]+)` — ", re.M)


def section(kind: str) -> str:
    """The text of the game's own section, from its heading to the next one."""
    starts = {m.group(1): m.start() for m in SECTION.finditer(RULES)}
    assert kind in starts, f"docs/rules.md has no '## N. `{kind}` — …' section"
    start = starts[kind]
    end = RULES.find("\n## ", start + 1)
    return RULES[start:] if end < 0 else RULES[start:end]


def every_box(kind: str) -> set[str]:
    """Box ids under the defaults and under each other allowed value of each option
    (Generala's `double_generala` box exists only with its option on)."""
    info = game_info(kind)
    boxes = {box.id for box in info.boxes()}
    for option in info.options:
        for value in option.allowed:
            boxes |= {box.id for box in info.boxes({option.name: value})}
    return boxes


def test_every_registered_game_has_its_section():
    assert set(SECTION.findall(RULES)) >= set(variant_ids())


@pytest.mark.parametrize("kind", variant_ids())
def test_the_section_names_every_box_and_option_by_its_id(kind):
    text = section(kind)
    named = set(re.findall(r"`([a-z0-9_]+)`", text)) | set(re.findall(r"`([a-z0-9_]+)=", text))
    if "`ones` … `sixes`" in text:
        named |= set(UPPER)
    boxes = every_box(kind) if game_info(kind).is_box_game else set()
    options = {option.name for option in game_info(kind).options}
    assert boxes - named == set(), "boxes the rules of record do not name"
    assert options - named == set(), "options the rules of record do not name"


def test_the_package_description_names_every_game_the_registry_hosts():
    """pyproject.toml's description is static (setuptools cannot ask the registry), so it
    is held to the registry here: its games, by their English names, in its order."""
    en = texts_for("en")
    names = [kind.name(en) for kind in all_kinds()]
    games = ", ".join(names[:-1]) + " and " + names[-1]
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    assert project["description"] == f"A Discord bot that hosts five-dice games: {games}."
