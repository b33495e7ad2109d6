"""Turns that reach the players, played through the emulator: two people and a computer
seat, every version of the board read as the players saw it."""

from __future__ import annotations

import pytest

from tests.emulator import text_dump
from tests.emulator.driver import Msg
from tests.emulator.store import StoredMessage
from tests.support.table_helpers import open_lobby, play_to_the_end, press, user_names


def versions(emu, msg) -> list[Msg]:
    """Every version of a message as it was shown, oldest first."""
    stored = emu.message_store[msg.id]
    shown = []
    for payload in [*stored.history, stored.payload()]:
        snapshot = StoredMessage(**{**stored.__dict__, "history": []})
        snapshot.content = payload.get("content", "")
        snapshot.embeds = payload.get("embeds", [])
        snapshot.components = payload.get("components", [])
        snapshot.flags = payload.get("flags", 0)
        shown.append(Msg.of(snapshot))
    return shown


def controls(msg: Msg) -> list[dict]:
    return [*msg.buttons, *msg.selects]


@pytest.mark.parametrize("kind", ["yacht", "5000"])
async def test_no_board_shown_during_a_computer_turn_invites_a_click(table, kind):
    emu = table.emu
    msg = await open_lobby(emu, kind, bots=("easy",))
    msg = await press(emu, msg, "Start", "alice")
    record, rules, final = await play_to_the_end(table, msg)
    names = user_names(emu)
    computer_turns = human_turns = 0
    for shown in versions(emu, msg):
        text = text_dump(shown, {str(k): v for k, v in names.items()})
        if "Turn:** 🤖" in text:
            computer_turns += 1
            assert "🤖 Computer 3 (easy) is thinking…" in text, text
            assert controls(shown) and not any(
                not c.get("disabled", False) for c in controls(shown)), text
            assert "Press **Roll**" not in text
        elif "Turn:**" in text:
            human_turns += 1
            assert "thinking" not in text, text
            assert any(not c.get("disabled", False) for c in controls(shown)), text
    assert computer_turns and human_turns
    # The end names every seat's final total, ranked.
    final_text = text_dump(final)
    totals = rules.totals
    for place, key in enumerate(sorted(totals, key=lambda k: -totals[k]), start=1):
        seat = record.seat_of_key(key)
        who = f"<@{seat.user_id}>" if seat.user_id else "Computer 3 (easy)"
        line = next(line for line in final_text.splitlines() if who in line and ". " in line)
        assert line.rstrip().endswith(f"— {totals[key]:,}"), line
