"""Whole games through the emulator: two humans and a computer seat, scripted dice."""

from __future__ import annotations

import pytest

from bot.ai import prepare, tables_ready, uses_table
from bot.text import texts_for
from tests.support.table_helpers import open_lobby, play_to_the_end, press
from tests.support.waiting import eventually

EN = texts_for("en")


@pytest.mark.parametrize(
    ("kind", "level"),
    # Every computer level plays a whole game; 5000 with three seats plays its
    # expected-points policy at "optimal" (the win-probability table is head to head).
    [("yacht", "normal"), ("classic", "optimal"), ("generala", "easy"), ("5000", "optimal")],
)
async def test_full_game(table, kind, level):
    emu = table.emu
    if kind == "yacht":
        # Alice's first turn: three sixes, then two more: a Yacht on the second roll.
        table.dice.push(6, 6, 6, 2, 3, 6, 6)
    msg = await open_lobby(emu, kind, bots=(level,))
    msg = await press(emu, msg, "Start", "alice")
    record, rules = await table.bot.games.load(int(msg.buttons[0]["custom_id"].split(":")[1]))
    assert [s.level for s in record.seats] == [None, None, level]
    if uses_table(kind, len(record.seats)) and level == "optimal":
        await prepare(kind, record.options, table.bot.settings.data_dir)
        assert tables_ready(kind, record.options)
    assert "Turn:" in msg.body
    record, rules, final = await play_to_the_end(table, msg)
    assert record.status == "finished"
    # no game controls left: only the review, the rematch and the dice proof
    assert [b["label"] for b in final.buttons] == ["Review", "Rematch", "Fair dice"]
    assert "🏆" in final.body and "final scores" in final.texts[0]
    # The whole sheet comes as a picture shown in the message (tests/e2e/test_pictures.py
    # looks inside it).
    (picture,) = final.attachments
    (shown,) = final.media
    assert shown["media"]["attachment_id"] == picture["id"]
    if kind == "yacht":
        assert rules.scores(str(int(emu.alice.id)))["yacht"] == 50
    # Results recorded exactly once, both humans on the with-computers board.
    board = await table.bot.games.repo.leaderboard(
        int(emu.guild.id), kind, with_computers=True
    )
    assert sorted(r.user_id for r in board) == sorted([int(emu.alice.id), int(emu.bob.id)])
    assert all(r.games == 1 for r in board)
    assert sum(r.wins for r in board) == sum(
        1 for k in rules.winners if not k.startswith("cpu")
    )
    # The channel is free again.
    again = await emu.slash("yacht start", user="carol", channel="dice", options={"game": kind})
    assert (await again.reply()).texts[0].endswith("lobby")


async def test_transcript_of_a_whole_game(table, tmp_path):
    """Every version of the game message, as the emulator stored it (YACHT_TRANSCRIPT=path)."""
    import os

    from tests.emulator import text_dump
    from tests.emulator.store import StoredMessage

    emu = table.emu
    msg = await open_lobby(emu, "generala")
    msg = await press(emu, msg, "Start", "alice")
    await play_to_the_end(table, msg)
    stored = emu.message_store[msg.id]
    versions = []
    for payload in [*stored.history, stored.payload()]:
        snapshot = StoredMessage(**{**stored.__dict__, "history": []})
        snapshot.content = payload.get("content", "")
        snapshot.embeds = payload.get("embeds", [])
        snapshot.components = payload.get("components", [])
        versions.append(text_dump(snapshot))
    transcript = "\n\n".join(f"--- v{i}\n{text}" for i, text in enumerate(versions))
    assert "Generala — lobby" in versions[0] and "final scores" in versions[-1]
    target = os.environ.get("YACHT_TRANSCRIPT")
    if target:
        with open(target, "w", encoding="utf-8") as out:
            out.write(transcript)


async def test_a_to_win_computer_seat_plays_for_the_win_once_its_tables_are_in(table,
                                                                           monkeypatch):
    """Picked in the lobby by its name, the seat loads its tables when the game starts
    (the exact table, then the distributions its chances read) and then plays every turn
    by the chance of winning."""
    from bot.ai import finals, towin
    from bot.ai import tables as ai_tables

    emu = table.emu
    played: list[str] = []
    real = towin.win_move

    def spy(game, levels):
        move = real(game, levels)
        if move is not None:
            played.append(game.current_player)
        return move

    monkeypatch.setattr(towin, "win_move", spy)
    ai_tables.clear_memory()
    msg = await open_lobby(emu, "classic", joiners=(), bots=())
    handle = await emu.click(msg, "Add bot", user="alice")
    picker = await handle.ephemeral()
    (select,) = picker.selects
    assert [o["label"] for o in select["options"]][-1] == "To win — plays to win, not for points"
    pick = await emu.select(picker, select["custom_id"], ["win"], user="alice")
    await pick.response()
    assert emu.message(picker.id).content == "Added a “to win” computer seat."
    msg = await emu.wait_for_edit(msg)
    assert "🤖 Computer 2 (to win)" in msg.body
    msg = await press(emu, msg, "Start", "alice")
    await eventually(lambda: finals.loaded_finals("classic", {}, "optimal"),
                     "the tables of the chances loaded at the start")
    record, rules, _final = await play_to_the_end(table, msg)
    assert record.status == "finished"
    assert played and set(played) == {"cpu2"}
    assert len(played) >= len(rules.boxes)  # every turn's decisions by the chance of winning
    ai_tables.clear_memory()
