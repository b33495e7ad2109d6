"""Score sheet pictures on the end message of every game, /yacht scorecard, /yacht stats.

Every picture the bot sends here is also written to artifacts/ (git-ignored) to be
looked at: one sheet per game, an in-progress sheet and a stats chart.
"""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.art.sheet import HEADER_BG, WINNER_BG
from bot.rules import variant_ids
from bot.text import texts_for
from tests.emulator import text_dump
from tests.support.artifacts import ARTIFACTS
from tests.support.table_helpers import open_lobby, play_to_the_end, press

EN = texts_for("en")


def picture(msg) -> Image.Image:
    (attachment,) = msg.attachments
    assert attachment["content_type"] == "image/png" or attachment["filename"].endswith(".png")
    if msg.v2:  # the end message shows it in its card
        assert [m["media"]["attachment_id"] for m in msg.media] == [attachment["id"]]
    else:  # a private answer, in its embed
        assert msg.embeds[0]["image"]["url"] == f"attachment://{attachment['filename']}"
    return Image.open(io.BytesIO(attachment["content"])).convert("RGB")


def save(image: Image.Image, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    image.save(ARTIFACTS / name)


def has_colour(image: Image.Image, colour: tuple[int, int, int]) -> bool:
    """Whether the picture uses this colour (the PNG palette may shift it slightly)."""
    return any(max(abs(a - b) for a, b in zip(found, colour, strict=True)) <= 6
               for _, found in image.getcolors(maxcolors=1 << 16) or [])


@pytest.mark.parametrize("kind", variant_ids())
async def test_end_message_carries_the_whole_sheet(table, kind):
    emu = table.emu
    msg = await open_lobby(emu, kind, bots=("easy",))
    msg = await press(emu, msg, "Start", "alice")
    _, rules, final = await play_to_the_end(table, msg)
    image = picture(final)
    save(image, f"sheet_{kind}.png")
    # Three players as columns after the labels: wide enough to read on a phone.
    assert 600 <= image.width <= 1280 and image.height >= 300
    assert has_colour(image, HEADER_BG)
    assert has_colour(image, WINNER_BG) == bool(rules.winners)
    # Drawn once, at the end: no game message before carried a picture.
    stored = emu.message_store[msg.id]
    assert all(not version.get("attachments") for version in stored.history)
    (ARTIFACTS / f"message_{kind}.txt").write_text(text_dump(final), encoding="utf-8")


async def test_scorecard_picture_of_a_game_in_progress(table):
    emu = table.emu
    msg = await open_lobby(emu, "yacht", bots=("normal",))
    msg = await press(emu, msg, "Start", "alice")
    msg = await press(emu, msg, "Roll", "alice")
    (ARTIFACTS / "message_yacht_turn.txt").write_text(text_dump(msg), encoding="utf-8")
    handle = await emu.slash("yacht scorecard", user="bob", channel="dice")
    reply = await handle.ephemeral()
    image = picture(reply)
    save(image, "scorecard_yacht_in_progress.png")
    assert not has_colour(image, WINNER_BG)  # nobody has won yet


async def test_stats_carry_a_chart_of_recent_scores(table):
    emu = table.emu
    for kind in ("classic", "classic", "5000"):
        msg = await open_lobby(emu, kind, bots=(), joiners=())
        msg = await press(emu, msg, "Start", "alice")
        await play_to_the_end(table, msg)
    handle = await emu.slash("yacht stats", user="alice", channel="dice")
    reply = await handle.reply()
    image = picture(reply)
    save(image, "stats_chart_e2e.png")
    assert image.width == 900 and image.height > 2 * 250  # one panel per game played
    handle = await emu.slash("yacht stats", user="bob", channel="dice")
    assert not (await handle.reply()).attachments  # no games, no chart


async def test_without_attach_files_the_end_message_falls_back_to_the_text_sheet(table):
    """Editing through the channel needs Attach Files; refused, the sheet goes as text."""
    from bot.service.games import Outcome

    emu = table.emu
    msg = await open_lobby(emu, "classic", bots=(), joiners=())
    msg = await press(emu, msg, "Start", "alice")
    record, rules, _ = await play_to_the_end(table, msg)
    refused = emu.inject_fault(r"/channels/\d+/messages/\d+$", status=403, count=1,
                               method="PATCH")
    table.bot.table.repair(Outcome(record, rules, "score"))  # drawn in the background
    await table.bot.table.display.idle()
    assert refused.hits == 1
    shown = emu.message(msg.id)
    assert f"P1 = <@{emu.alice.id}>" in shown.body
    assert "TOTAL" in shown.body and not shown.media
