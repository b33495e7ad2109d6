"""Slash commands, components, defers, follow-ups, ephemerals and files through discord.py."""

from __future__ import annotations

import pytest

from tests.emulator import DriverError, Emulator, text_dump

from .tiny_bot import Tiny


async def test_nested_options_and_resolved_user(emulator: Emulator, tiny: Tiny) -> None:
    h = await emulator.slash(
        "game start",
        user="alice",
        channel="dice",
        options={"rounds": 3, "opponent": "bob", "fast": True, "title": "Duel", "stake": 2.5},
    )
    msg = await h.reply()
    embed = msg.embeds[0]
    assert embed["title"] == "Duel"
    assert embed["description"] == "rounds=3 fast=True stake=2.5"
    assert embed["fields"] == [{"name": "opponent", "value": "bob", "inline": True}]
    assert embed["footer"]["text"] == "started by alice"
    assert (await h.response()).type == 4
    assert h.latency is not None and h.latency < 3


async def test_subcommand_group_and_permissions(emulator: Emulator, tiny: Tiny) -> None:
    admin = await emulator.slash("game admin reset", user="admin", channel="general")
    assert (await admin.ephemeral()).content == "reset allowed=True"
    alice = await emulator.slash("game admin reset", user="alice", channel="general")
    assert (await alice.ephemeral()).content == "reset allowed=False"


async def test_guild_command(emulator: Emulator, tiny: Tiny) -> None:
    h = await emulator.slash("local", user="carol", channel="general")
    assert (await h.reply()).content == "local ok"
    with pytest.raises(DriverError, match="no registered slash command /local"):
        await emulator.slash("local", user="alice", channel="lobby")


@pytest.mark.parametrize(
    ("command", "options", "error"),
    [
        ("game start", {}, "missing required option 'rounds'"),
        ("game start", {"rounds": 20}, "outside"),
        ("game start", {"rounds": 2, "colour": "red"}, "unknown options"),
        ("game start", {"rounds": "2"}, "expected a number"),
        ("game", {}, "is a group"),
        ("nope", {}, "no registered slash command"),
        ("game stop", {}, "no subcommand"),
    ],
)
async def test_driver_refuses_what_discord_clients_cannot_send(
    emulator: Emulator, tiny: Tiny, command: str, options: dict, error: str
) -> None:
    with pytest.raises(DriverError, match=error):
        await emulator.slash(command, user="alice", channel="general", options=options)


async def test_dynamic_item_click_updates_message(emulator: Emulator, tiny: Tiny) -> None:
    original = await (await emulator.slash("ping", user="alice", channel="general")).reply()
    click = await emulator.click(original, "Count 0", user="bob")
    assert (await click.response()).type == 7
    updated = await click.reply()
    assert updated.id == original.id
    assert updated.content == "count=1"
    assert [b["custom_id"] for b in updated.buttons] == ["counter:1", "never"]
    assert updated.version == original.version + 1
    stored = emulator.message_store[original.id]
    assert stored.history[-1]["content"] == "pong"
    # The old button is gone from the stored message: a stale click is impossible.
    with pytest.raises(DriverError, match="no button 'Count 0'"):
        await emulator.click(original, "Count 0", user="bob")
    with pytest.raises(DriverError, match="disabled"):
        await emulator.click(original, "Disabled", user="bob")
    again = await emulator.click(original, "counter:1", user="alice")
    assert (await again.reply()).content == "count=2"
    edited = await emulator.wait_for_edit(updated)
    assert edited.content == "count=2"


async def test_defer_then_edit_original(emulator: Emulator, tiny: Tiny) -> None:
    h = await emulator.slash("slow", user="alice", channel="general")
    assert (await h.response()).type == 5
    msg = await h.reply()
    assert msg.content == "done thinking" and not msg.loading and not msg.ephemeral


async def test_followup_and_ephemeral_flags(emulator: Emulator, tiny: Tiny) -> None:
    h = await emulator.slash("follow", user="alice", channel="general")
    first = await h.reply()
    assert first.content == "first" and not first.ephemeral
    second = await h.followup(0)
    assert second.content == "second" and second.ephemeral
    assert (await h.ephemeral()).id == second.id
    assert [m.content for m in emulator.messages("general", include_ephemeral=False)] == ["first"]
    assert emulator.last_message("general", include_ephemeral=True).content == "second"


async def test_ephemeral_reply(emulator: Emulator, tiny: Tiny) -> None:
    h = await emulator.slash("secret", user="carol", channel="dice")
    msg = await h.ephemeral()
    assert msg.ephemeral and msg.content == "only you"
    assert msg.visible_to == emulator.carol.id
    assert "(ephemeral)" in text_dump(msg)


async def test_select_menu(emulator: Emulator, tiny: Tiny) -> None:
    msg = await (await emulator.slash("menu", user="alice", channel="general")).reply()
    assert msg.selects[0]["placeholder"] == "Pick dice"
    h = await emulator.select(msg, "menu:pick", ["1", "3"], user="alice")
    assert (await h.reply()).content == "picked=1,3"
    with pytest.raises(DriverError, match="not among options"):
        await emulator.select(msg, "menu:pick", ["9"], user="alice")
    with pytest.raises(DriverError, match="between 1 and 2"):
        await emulator.select(msg, "menu:pick", ["1", "2", "3"], user="alice")


async def test_files_in_callback_and_channel_message(emulator: Emulator, tiny: Tiny) -> None:
    h = await emulator.slash("upload", user="alice", channel="general")
    reply = await h.reply()
    [att] = reply.attachments
    assert (att["filename"], att["size"], att["content"]) == ("dice.txt", 10, b"hello dice")
    board = await emulator.wait_for_message(lambda m: m.content == "channel file")
    assert board.attachments[0]["filename"] == "board.png"
    assert board.attachments[0]["content"] == b"\x89PNG..."
    assert emulator.requests_to("POST", f"/channels/{emulator.general.id}/messages")


async def test_text_dump_renders_everything(emulator: Emulator, tiny: Tiny) -> None:
    h = await emulator.slash("game start", user="alice", channel="dice", options={"rounds": 2})
    dump = text_dump(await h.reply())
    assert dump.splitlines() == [
        "[EmuBot]",
        "  | ** Yacht **",
        "  | rounds=2 fast=False stake=1.5",
        "  | -- started by alice",
        "  [Count 0] [~Disabled~]",
    ]


async def test_modal_round_trip(emulator: Emulator, tiny: Tiny) -> None:
    h = await emulator.slash("name", user="alice", channel="general")
    modal = await h.modal()
    assert modal["title"] == "Your name"
    submitted = await emulator.submit_modal(h, {"modal:name": "Alice"})
    assert (await submitted.reply()).content == "hello Alice"


def test_text_dump_mentions_and_v2_layouts() -> None:
    emu = Emulator()
    stored = emu.create_message(
        emu.general,
        {
            "content": f"turn: <@{emu.alice.id}>",
            "flags": 1 << 15,
            "components": [
                {
                    "type": 17,
                    "components": [
                        {"type": 10, "content": "Scorecard"},
                        {
                            "type": 1,
                            "components": [
                                {"type": 2, "style": 1, "label": "Roll", "custom_id": "r"},
                            ],
                        },
                    ],
                },
            ],
        },
    )
    assert emu.dump(stored.id).splitlines() == [
        "[EmuBot]",
        "  turn: @alice",
        "  Scorecard",
        "  [Roll]",
    ]
