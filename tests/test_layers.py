"""The layers hold (docs/architecture.md): each imports only its own layer and those
below it; the core (service and below) runs without discord.py; the AI depends on the
rules and on what it is handed (never on the registry of kinds or the service); render
reads hint and review results as plain values, never from the AI's modules; a cog
reads the service and changes games through the table, never storage."""

from __future__ import annotations

import ast
import json
import pkgutil
import subprocess
import sys
from pathlib import Path

import bot

ROOT = Path(__file__).resolve().parents[1]
#: the packages and modules that must import without discord.py
CORE = ("bot.rules", "bot.ai", "bot.kinds", "bot.storage", "bot.service", "bot.ops",
        "bot.domain", "bot.controls", "bot.settings", "bot.faces", "bot.text", "bot.art",
        "bot.web")
#: the layers, lowest first: a module may import its own layer and those below
LAYERS = (
    ("bot.domain", "bot.settings", "bot.controls", "bot.faces"),
    ("bot.rules",),
    ("bot.ai",),
    ("bot.kinds", "bot.text", "bot.art"),
    ("bot.storage",),
    ("bot.ops",),
    ("bot.service",),
    ("bot.render",),
    ("bot.web",),  # the pages: through the service only, without discord.py (CORE)
    ("bot.table",),
    ("cogs",),
    ("bot.app", "bot.__main__"),
)


def modules_of(name: str) -> list[str]:
    """`name` and, for a package, every module inside it."""
    path = ROOT / name.replace(".", "/")
    if not path.is_dir():
        return [name]
    return [name, *(m.name for m in pkgutil.walk_packages([str(path)], prefix=f"{name}."))]


def loaded_by(names: list[str], then: str = "") -> set[str]:
    """The modules a fresh interpreter has loaded after importing `names` and running
    `then` (nothing of this test process leaks into it)."""
    code = (f"import importlib, json, sys\nfor n in {names!r}: importlib.import_module(n)\n"
            f"{then}\nprint(json.dumps(sorted(sys.modules)))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, check=True, timeout=300)
    return set(json.loads(done.stdout.splitlines()[-1]))


def discord_modules(loaded: set[str]) -> set[str]:
    return {m for m in loaded if m == "discord" or m.startswith("discord.")}


#: a whole 5000 game and a box-game turn played by the AI, a hint of each, a replay
PLAY = """
import random
from bot.ai import advise, apply_move, choose_move
from bot.ai.movelog import entry_for, final_state
from bot.rules import create_game
rng = random.Random(7)
log = []
game = create_game("5000", ["a", "b"], roller=lambda n: [rng.randint(1, 6) for _ in range(n)])
for _ in range(5000):
    if game.is_over:
        break
    before = game.copy()
    advise(game, None)
    move = choose_move(game, "easy")
    apply_move(game, move)
    log.append(entry_for(before, game, move.action, "computer"))
final_state("5000", {}, ["a", "b"], log)
box = create_game("yacht", ["a"])
apply_move(box, choose_move(box, "easy"))
"""


def test_the_core_imports_and_plays_without_discord():
    names = [m for name in CORE for m in modules_of(name)]
    assert "bot.kinds.box" in names and "bot.service.games" in names
    loaded = loaded_by(names, PLAY)
    assert discord_modules(loaded) == set()
    assert "bot.render.components" not in loaded and "bot.render" not in loaded


def test_the_rules_know_every_game_with_only_the_rules_imported():
    """RULES.md §6: `create_game` works for every listed game from `bot.rules` alone."""
    loaded = loaded_by(["bot.rules"], "from bot.rules import GAMES, create_game\n"
                                      "for v in GAMES: create_game(v.id, ['a', 'b'])")
    assert not {m for m in loaded if m.startswith(("bot.kinds", "bot.ai", "bot.service.games"))}


def test_before_the_layer_check_discord_is_found_where_it_belongs():
    """The check can fail: the Discord side does load discord.py."""
    assert "discord" in loaded_by(["bot.render.components"])


def imported_names(package: str) -> dict[str, set[str]]:
    """Every module a package's source imports, at the top or inside a function."""
    found: dict[str, set[str]] = {}
    for path in sorted((ROOT / package.replace(".", "/")).rglob("*.py")):
        names: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names.add(node.module)
                names.update(f"{node.module}.{alias.name}" for alias in node.names)
        found[str(path.relative_to(ROOT))] = names
    return found


def reaches(names: set[str], module: str) -> bool:
    return any(n == module or n.startswith(f"{module}.") for n in names)


def test_the_ai_imports_neither_the_registry_nor_the_service():
    for path, names in imported_names("bot.ai").items():
        for forbidden in ("bot.kinds", "bot.service", "bot.app", "bot.render", "discord",
                          "cogs"):
            assert not reaches(names, forbidden), f"{path} imports {forbidden}"
    loaded = loaded_by(modules_of("bot.ai"), PLAY)
    assert not {m for m in loaded if m.startswith(("bot.kinds", "bot.service"))}


def test_render_reads_advice_and_reviews_as_plain_values():
    for path, names in imported_names("bot.render").items():
        assert not reaches(names, "bot.ai"), f"{path} imports the AI"
        assert not reaches(names, "bot.storage"), f"{path} imports storage"


def layer_of(module: str) -> int:
    for rank, names in enumerate(LAYERS):
        if any(module == n or module.startswith(f"{n}.") for n in names):
            return rank
    raise AssertionError(f"{module} is in no layer: add it to LAYERS")


def module_name(path: str) -> str:
    name = path.removesuffix(".py").replace("/", ".")
    return name.removesuffix(".__init__")


def test_nothing_imports_upward():
    checked = 0
    for package in ("bot", "cogs"):
        for path, names in imported_names(package).items():
            if path == "bot/__init__.py":
                continue
            mine = layer_of(module_name(path))
            for name in names:
                if not name.startswith(("bot.", "cogs")) or name in ("bot", "cogs"):
                    continue
                if name.count(".") > 1 and not (ROOT / name.replace(".", "/")).exists() \
                        and not (ROOT / f"{name.replace('.', '/')}.py").exists():
                    name = name.rsplit(".", 1)[0]  # `from bot.x import Name`: the module
                assert layer_of(name) <= mine, f"{path} imports {name}, a layer above it"
                checked += 1
    assert checked > 300


def test_the_check_of_the_layers_can_fail():
    assert layer_of("bot.app.client") > layer_of("bot.table.pipeline") > \
        layer_of("bot.service.games") > layer_of("bot.rules.games")


def test_nothing_below_the_app_knows_the_bot_class_and_no_cog_reads_storage():
    for package in ("bot", "cogs"):
        for path, names in imported_names(package).items():
            if not path.startswith("bot/app/") and path != "bot/__main__.py":
                assert not reaches(names, "bot.app"), f"{path} imports the app"
            if path.startswith("cogs/"):
                assert not reaches(names, "bot.storage"), f"{path} imports storage"


def test_the_package_is_where_the_test_looks():
    assert Path(bot.__file__).resolve().parent == ROOT / "bot"
