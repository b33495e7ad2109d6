"""What a start loads before the bot serves (issue 23: start to serving within 1 s, and
the start is CPU-bound). The drawing (PIL), the AI's tables and reviews (numpy) and the
pictures are loaded when first used, not by `python -m bot`: a module-level import
that pulls one of them back in fails here, not silently in bench.shards' figures."""

from __future__ import annotations

from tests.test_layers import loaded_by

#: what `python -m bot` imports on its way to serving: its entry point, the bot class,
#: the storage backends, the logging, every cog (bot.app.commands.discover_cogs)
SERVING = ["bot.__main__", "bot.ops.logs", "bot.app.endpoints", "bot.app.shards",
           "bot.service.skill", "bot.storage", "bot.storage.sqlite", "bot.storage.sqlite_lock"]
LOAD_COGS = ("from bot.app.commands import discover_cogs\n"
             "for n in discover_cogs(): importlib.import_module(n)")

#: loaded on first use only (pictures, emoji uploads, AI tables, reviews)
LATER = ("PIL", "numpy", "bot.art.dice", "bot.art.chart", "bot.art.sheet", "bot.art.text",
         "bot.ai.review", "bot.ai.solver", "bot.ai.kernels")


def test_the_bot_serves_without_loading_pictures_or_the_ai_tables() -> None:
    loaded = loaded_by(SERVING, LOAD_COGS)
    assert {"bot.app.client", "cogs.play", "cogs.yacht", "bot.render",
            "bot.art.dice_sets"} <= loaded
    early = sorted(m for m in loaded
                   if any(m == name or m.startswith(f"{name}.") for name in LATER))
    assert early == []


def test_a_picture_still_draws_once_asked_for() -> None:
    """The lazy imports resolve: the emoji faces and the pictures import what they draw
    with when first called."""
    loaded = loaded_by(["bot.table.cosmetics", "bot.render.pictures"],
                       "from bot.table.cosmetics import _face_png\n"
                       "assert _face_png('wood', 6, True).startswith(b'\\x89PNG')\n"
                       "from bot.render.pictures import skill_panels\n"
                       "from bot.text import texts_for\n"
                       "assert skill_panels([], texts_for('en')) == []")
    assert {"PIL", "bot.art.dice", "bot.art.chart"} <= loaded
