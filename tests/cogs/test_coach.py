"""Hint, Review and Rematch through the emulator: what each player privately reads."""

from __future__ import annotations

import threading

import pytest

import bot.coach
from bot.ai import tables as ai_tables
from bot.rules import variant_ids
from tests.support.table_helpers import button_id, open_lobby, play_to_the_end, press, refused


def game_id_of(msg) -> int:
    return int(msg.buttons[0]["custom_id"].split(":")[1])


@pytest.mark.parametrize("kind", variant_ids())
async def test_hint_during_play_and_review_after(table, kind):
    emu = table.emu
    if kind != "5000":
        ai_tables.load_or_build(kind, {}, table.bot.settings.data_dir)
    if kind == "5000":
        table.dice.push(1, 1, 1, 2, 3)  # 1000 on the first roll: bank or roll on
    else:
        table.dice.push(5, 5, 2, 5, 3)
    msg = await open_lobby(emu, kind, bots=("optimal",))
    msg = await press(emu, msg, "Start", "alice")
    msg = await press(emu, msg, "Roll", "alice")
    # Bob asks during Alice's turn: a private refusal, and nothing changes.
    before = emu.message(msg.id).text
    handle = await emu.click(msg, button_id(msg, "Hint"), user="bob")
    assert "whose turn it is" in await refused(emu, handle)
    assert emu.message(msg.id).text == before
    handle = await emu.click(msg, button_id(msg, "Hint"), user="alice")
    hint = await handle.ephemeral()
    text = hint.text
    assert "Best:" in text and "expected" in text
    if kind == "5000":
        assert "**Best:** bank 1,100: expected 1,100.0\n  | 2. roll 2 dice: expected" in text
    else:
        assert "keep 5 5 5, reroll 2 3: expected" in text
    record, _rules, final = await play_to_the_end(table, emu.message(msg.id))
    assert record.status == "finished"
    assert "Hints were used" in final.text
    handle = await emu.click(final, button_id(final, "Review"), user="alice")
    review = (await handle.ephemeral()).text
    assert "Final score" in review and "Accuracy" in review
    assert ("solitaire objective" in review) == (kind != "5000")
    print(text, review, sep="\n")
    handle = await emu.click(final, button_id(final, "Review"), user="carol")
    assert "not seated" in await refused(emu, handle)


async def test_a_slow_hint_is_acknowledged_within_discords_3_s(table, monkeypatch):
    """The first advice of a process, or one worked out beside a table build, can take
    seconds on a busy machine: the click is acknowledged in time, the hint follows."""
    emu = table.emu
    done = threading.Event()
    real = bot.coach.advise

    def slow(game, exact):
        done.wait(60)
        return real(game, exact)

    monkeypatch.setattr(bot.coach, "advise", slow)
    msg = await open_lobby(emu, "classic", bots=())
    msg = await press(emu, msg, "Start", "alice")
    msg = await press(emu, msg, "Roll", "alice")
    handle = await emu.click(msg, button_id(msg, "Hint"), user="alice")
    try:
        assert (await handle.response()).type == 5  # "thinking", privately
    finally:
        emu.clock.advance(3.5)  # Discord's 3 s are over ...
        done.set()  # ... when the advice is ready
    hint = await handle.ephemeral()
    assert hint.ephemeral and "Best:" in hint.text


async def test_rematch_opens_a_lobby_with_the_same_seats_and_options(table):
    emu = table.emu
    msg = await open_lobby(emu, "generala", bots=("optimal", "easy"),
                           options={"rules": "served_bonus=10"})
    msg = await press(emu, msg, "Start", "alice")
    _record, _rules, final = await play_to_the_end(table, msg)
    handle = await emu.click(final, button_id(final, "Rematch"), user="bob")
    lobby = await handle.reply()
    assert not lobby.ephemeral
    assert lobby.texts[0].startswith("Rematch lobby opened by")
    assert lobby.texts[1] == "### Generala — lobby"
    record, _ = await table.bot.games.load(game_id_of(lobby))
    assert record.options == {**record.options, "served_bonus": 10}
    assert [(s.user_id, s.level) for s in record.seats] == [
        (int(emu.bob.id), None), (None, "optimal"), (None, "easy")]
    lobby = await press(emu, lobby, "Join", "alice")  # one click, and Alice is back
    record, _ = await table.bot.games.load(game_id_of(lobby))
    assert [s.user_id for s in record.seats][-1] == int(emu.alice.id)
    # The channel has a lobby again: a second rematch is refused, privately.
    handle = await emu.click(final, button_id(final, "Rematch"), user="alice")
    assert "already has a game" in await refused(emu, handle)
    # Only players of the finished game may ask for its rematch.
    handle = await emu.click(final, button_id(final, "Rematch"), user="carol")
    assert "not seated" in await refused(emu, handle)


async def test_a_server_can_turn_hints_off(table):
    emu = table.emu
    handle = await emu.slash("yacht-settings", user="admin", channel="dice",
                             options={"hints": "off"})
    shown = await handle.ephemeral()
    assert {f["name"]: f["value"] for f in shown.embeds[0]["fields"]}["Hints"] == "off"
    msg = await open_lobby(emu, "yacht", bots=())
    msg = await press(emu, msg, "Start", "alice")
    handle = await emu.click(msg, button_id(msg, "Hint"), user="alice")
    assert await refused(emu, handle) == "Hints are turned off on this server."
    assert "Hints were used" not in emu.message(msg.id).text
