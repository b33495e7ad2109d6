"""Dice sets end to end: application emoji, the collection, picking, fair play."""

from __future__ import annotations

import contextlib
import re
from collections.abc import AsyncIterator
from pathlib import Path
from types import SimpleNamespace

import pytest

from bot.app.client import YachtBot
from bot.art.dice import SET_IDS, all_faces, emoji_name, face_png
from bot.text import texts_for
from tests.emulator import Emulator
from tests.emulator.fixtures import run_bot
from tests.support.scripted_dice import ScriptedDice
from tests.support.settings import make_settings
from tests.support.table_helpers import (
    open_lobby,
    play_to_the_end,
    press,
    raw_click,
    refused,
    settled,
)

EN = texts_for("en")
FACES = len(SET_IDS) * 12
APP_EMOJI = r"/applications/\d+/emojis"


@contextlib.asynccontextmanager
async def emoji_bot(emu: Emulator, db: Path, dice: ScriptedDice | None = None,
                    ) -> AsyncIterator[YachtBot]:
    """The bot with dice emoji on, its startup emoji sync finished."""
    rolls = dice or ScriptedDice(seed=3)
    bot = YachtBot(make_settings(db, dice_emoji=True), roller_factory=lambda game_id: rolls)
    async with run_bot(bot, emu):
        await emu.wait_commands()
        await bot.looks.emoji.done.wait()
        yield bot


class RecordingDice(ScriptedDice):
    """Scripted dice that remember every face they threw."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.thrown: list[list[int]] = []

    def __call__(self, count: int) -> list[int]:
        out = super().__call__(count)
        self.thrown.append(out)
        return out


def table_of(emu, bot) -> SimpleNamespace:
    """What play_to_the_end needs of a table."""
    return SimpleNamespace(emu=emu, bot=bot)


def die_buttons(msg) -> list[dict]:
    return [b for b in msg.buttons if ":hold:" in (b["custom_id"] or "")]


async def test_emoji_are_uploaded_once_and_reused_after_a_restart(emulator, tmp_path):
    emu = emulator
    async with emoji_bot(emu, tmp_path / "a.db") as bot:
        assert bot.looks.emoji.uploaded == FACES
    assert len(emu.requests_to("POST", "/emojis")) == FACES
    assert sorted(e["name"] for e in emu.emojis.values()) == sorted(
        name for name, *_ in all_faces())
    assert all(size <= 256 * 1024 for size in emu.emoji_sizes.values())
    # A restart lists the emoji, finds every face by name and uploads nothing.
    async with emoji_bot(emu, tmp_path / "a.db") as bot:
        assert bot.looks.emoji.uploaded == 0
        assert all(bot.looks.emoji.complete(s) for s in SET_IDS)
    assert len(emu.requests_to("POST", "/emojis")) == FACES
    assert len(emu.requests_to("GET", "/emojis")) == 2


async def test_a_rate_limit_is_waited_out(emulator, tmp_path):
    emulator.inject_fault(APP_EMOJI + "$", status=429, count=2, method="POST",
                          retry_after=0.05)
    async with emoji_bot(emulator, tmp_path / "r.db") as bot:
        assert all(bot.looks.emoji.complete(s) for s in SET_IDS)
    assert len(emulator.emojis) == FACES


async def test_game_shows_classic_emoji_on_buttons_and_in_the_message(emulator, tmp_path):
    emu = emulator
    async with emoji_bot(emu, tmp_path / "c.db", ScriptedDice([2, 3, 3, 5, 6])):
        msg = await open_lobby(emu, "yacht", bots=())
        msg = await press(emu, msg, "Start", "alice")
        msg = await press(emu, msg, "Roll", "alice")
        ids = {e["name"]: e["id"] for e in emu.emojis.values()}
        buttons = die_buttons(msg)
        assert [b["emoji"]["name"] for b in buttons] == [
            emoji_name("classic", v) for v in (2, 3, 3, 5, 6)]
        assert all(str(b["emoji"]["id"]) == ids[b["emoji"]["name"]] for b in buttons)
        five = emoji_name("classic", 5)
        assert f"<:{five}:{ids[five]}>" in msg.body
        # Holding a die turns its button into the held face.
        msg = await press(emu, msg, buttons[1]["custom_id"], "alice")
        held = die_buttons(msg)[1]
        assert held["emoji"]["name"] == emoji_name("classic", 3, True)
        assert held["label"] == EN("btn-held")
        assert emoji_name("classic", 3, True) in msg.body


@pytest.mark.parametrize("failing", ["GET", "POST"])
async def test_without_emoji_the_game_plays_with_unicode_faces(emulator, tmp_path, failing):
    """Missing permission on the emoji routes: ⚀-⚅ in the message and on the buttons."""
    emu = emulator
    emu.inject_fault(APP_EMOJI + "$", status=403, count=100, method=failing)
    async with emoji_bot(emu, tmp_path / "f.db", ScriptedDice([1, 2, 3, 4, 6])) as bot:
        assert bot.looks.emoji.markup == {} and "403" in (bot.looks.emoji.problem or "")
        assert emu.emojis == {}
        msg = await open_lobby(emu, "generala", bots=("easy",))
        msg = await press(emu, msg, "Start", "alice")
        msg = await press(emu, msg, "Roll", "alice")
        assert [b["label"] for b in die_buttons(msg)] == ["⚀", "⚁", "⚂", "⚃", "⚅"]
        assert all(b["emoji"] is None for b in die_buttons(msg))
        assert "⚀  ⚁  ⚂  ⚃  ⚅" in msg.body
        record, _, final = await play_to_the_end(table_of(emu, bot), msg)
        assert record.status == "finished" and final.attachments


async def test_a_set_with_missing_faces_shows_classic(emulator, tmp_path):
    """Only classic got uploaded (then the uploads were refused): a player who picked
    another set sees classic faces, not a broken mix."""
    emu = emulator
    async with emoji_bot(emu, tmp_path / "p.db") as bot:
        pass
    classic = {emoji_name("classic", v, h) for v in range(1, 7) for h in (False, True)}
    for emoji_id in [i for i, e in emu.emojis.items() if e["name"] not in classic]:
        del emu.emojis[emoji_id]
    emu.inject_fault(APP_EMOJI + "$", status=403, count=100, method="POST")
    async with emoji_bot(emu, tmp_path / "p.db", ScriptedDice([4, 4, 4, 4, 1])) as bot:
        assert bot.looks.emoji.complete("classic") and not bot.looks.emoji.complete("wood")
        await bot.games.repo.unlock_dice(int(emu.alice.id), ["wood"], None)
        assert await bot.looks.choose(int(emu.alice.id), "wood")
        msg = await open_lobby(emu, "yacht", bots=())
        msg = await press(emu, msg, "Start", "alice")
        msg = await press(emu, msg, "Roll", "alice")
        assert die_buttons(msg)[0]["emoji"]["name"] == emoji_name("classic", 4)


def upload_old_drawing(emu: Emulator) -> None:
    """A bot deployed before this drawing left its faces, named without a version."""
    png = face_png("classic", 1)
    for _name, set_id, value, held in all_faces():
        emoji = {"id": emu.ids.next(), "name": emoji_name(set_id, value, held, version=1),
                 "roles": [], "require_colons": True, "managed": False, "available": True,
                 "animated": False, "user": emu.owner.payload()}
        emu.emojis[emoji["id"]] = emoji
        emu.emoji_sizes[emoji["id"]] = len(png)
    emu.emojis["777"] = {**emoji, "id": "777", "name": "party_parrot"}  # not ours


async def test_a_new_drawing_replaces_the_faces_of_a_deployed_bot(emulator, tmp_path):
    """The faces found by name are of an older drawing: the new ones are uploaded under
    new names and shown, then the old ones are deleted; other emoji are left alone."""
    emu = emulator
    upload_old_drawing(emu)
    old_ids = set(emu.emojis) - {"777"}
    async with emoji_bot(emu, tmp_path / "v.db", ScriptedDice([2, 3, 3, 5, 6])) as bot:
        assert bot.looks.emoji.uploaded == FACES and bot.looks.emoji.deleted == FACES
        msg = await open_lobby(emu, "yacht", bots=())
        msg = await press(emu, msg, "Start", "alice")
        msg = await press(emu, msg, "Roll", "alice")
        assert [b["emoji"]["name"] for b in die_buttons(msg)] == [
            emoji_name("classic", v) for v in (2, 3, 3, 5, 6)]
    assert sorted(e["name"] for e in emu.emojis.values()) == sorted(
        [name for name, *_ in all_faces()] + ["party_parrot"])
    assert not old_ids & set(emu.emojis)
    calls = [r.method for r in emu.requests if "/emojis" in r.path and r.method != "GET"]
    # the old drawing is deleted only once the new one is complete
    assert calls == ["POST"] * FACES + ["DELETE"] * FACES


async def test_an_unfinished_upload_keeps_the_old_drawing_in_use(emulator, tmp_path):
    """Uploads refused part way (here: Discord's 2000 emoji per application are
    reached): nothing is deleted, and every set still shows, in its old drawing, until
    a later start completes the new one."""
    emu = emulator
    upload_old_drawing(emu)
    filler = next(iter(emu.emojis.values()))
    while len(emu.emojis) < 2000 - 5:
        other = emu.ids.next()
        emu.emojis[other] = {**filler, "id": other, "name": f"other_{other}"}
    async with emoji_bot(emu, tmp_path / "u.db", ScriptedDice([4, 4, 4, 4, 1])) as bot:
        assert bot.looks.emoji.uploaded == 5 and bot.looks.emoji.deleted == 0
        assert all(bot.looks.emoji.complete(s) for s in SET_IDS)
        msg = await open_lobby(emu, "yacht", bots=())
        msg = await press(emu, msg, "Start", "alice")
        msg = await press(emu, msg, "Roll", "alice")
        assert die_buttons(msg)[0]["emoji"]["name"] == emoji_name("classic", 4, version=1)
        assert "Maximum number of emojis" in (bot.looks.emoji.problem or "")
    assert len(emu.emojis) == 2000
    assert not emu.requests_to("DELETE", "/emojis/")


async def test_dice_shelf_locked_unlocked_and_picked(emulator, tmp_path):
    emu = emulator
    async with emoji_bot(emu, tmp_path / "s.db") as bot:
        handle = await emu.slash("yacht dice", user="alice", channel="dice")
        shelf = await handle.ephemeral()
        text = shelf.embeds[0]["description"]
        assert "✅ **Classic**" in text and "— in use" in text
        assert "🔒 **Neon**" in text and EN("dice-unlock-neon") in text
        assert "🔒 **Red casino**" in text and "finish 3 games" in text
        assert "🔒 **Gold**" in text and "bank 1,000 or more in one turn of 5000" in text
        (menu,) = shelf.selects
        assert [o["value"] for o in menu["options"]] == ["classic"]
        # A forged pick of a locked set is refused and changes nothing.
        handle = await raw_click(emu, shelf, menu["custom_id"], "alice", ["neon"])
        assert await refused(emu, handle) == (
            "You have not unlocked Neon yet: win a game that has an optimal computer seat.")
        assert (await bot.games.repo.dice_choices([int(emu.alice.id)])) == {}
        # Unlocked sets can be picked; the first look shows them as new, once.
        await bot.games.repo.unlock_dice(int(emu.alice.id), ["neon", "wood"], None)
        handle = await emu.slash("yacht dice", user="alice", channel="dice")
        shelf = await handle.ephemeral()
        assert "🎉 New: Wooden and Neon!" in shelf.embeds[0]["description"] or \
            "🎉 New: Neon and Wooden!" in shelf.embeds[0]["description"]
        (menu,) = shelf.selects
        assert [o["value"] for o in menu["options"]] == ["classic", "wood", "neon"]
        pick = await emu.select(shelf, menu["custom_id"], ["neon"], user="alice")
        assert (await pick.response()).type == 7
        shelf = emu.message(shelf.id)
        assert "Your dice are now Neon." in shelf.embeds[0]["description"]
        assert "✅ **Neon**" in shelf.embeds[0]["description"]
        handle = await emu.slash("yacht dice", user="alice", channel="dice")
        assert "New:" not in (await handle.ephemeral()).embeds[0]["description"]

        # Alice's turns show her neon dice to everyone; Bob's turns his classic ones.
        bot_dice = ScriptedDice([6, 5, 4, 3, 2])
        bot.games.roller_factory = lambda game_id: bot_dice
        msg = await open_lobby(emu, "yacht", bots=())
        msg = await press(emu, msg, "Start", "alice")
        msg = await press(emu, msg, "Roll", "alice")
        assert [b["emoji"]["name"] for b in die_buttons(msg)] == [
            emoji_name("neon", v) for v in (6, 5, 4, 3, 2)]
        assert re.search(rf"<:{emoji_name('neon', 6)}:\d+>", msg.body)
        select = next(s for s in msg.selects if s["custom_id"].endswith(":score"))
        handle = await emu.select(msg, select["custom_id"], ["chance"], user="alice")
        await handle.response()
        msg = await press(emu, emu.message(msg.id), "Roll", "bob")
        assert die_buttons(msg)[0]["emoji"]["name"].startswith(emoji_name("classic", 1)[:-1])

        # A server that turns cosmetics off shows classic dice for everyone.
        handle = await emu.slash("yacht-settings", user="admin", channel="dice",
                                 options={"cosmetics": False})
        assert "off" in str((await handle.ephemeral()).embeds[0]["fields"])
        select = next(s for s in msg.selects if s["custom_id"].endswith(":score"))
        handle = await emu.select(msg, select["custom_id"], ["chance"], user="bob")
        await handle.response()
        msg = await press(emu, emu.message(msg.id), "Roll", "alice")
        assert die_buttons(msg)[0]["emoji"]["name"].startswith(emoji_name("classic", 1)[:-1])
        handle = await emu.slash("yacht dice", user="alice", channel="dice")
        assert EN("dice-off-here") in (await handle.ephemeral()).embeds[0]["description"]


async def test_milestones_unlock_and_the_end_message_announces_them_once(emulator, tmp_path):
    emu = emulator
    # Alice's first roll is a Yacht: five of a kind unlocks the wooden dice.
    dice = ScriptedDice([5, 5, 5, 5, 5], seed=9)
    async with emoji_bot(emu, tmp_path / "m.db", dice) as bot:
        msg = await open_lobby(emu, "classic", bots=("optimal",), joiners=())
        msg = await press(emu, msg, "Start", "alice")
        msg = await press(emu, msg, "Roll", "alice")
        alice = int(emu.alice.id)
        unlocks = await bot.games.repo.dice_unlocks(alice)
        assert [(u.set_id, u.announced) for u in unlocks] == [("wood", False)]
        _, rules, final = await play_to_the_end(table_of(emu, bot), msg)
        description = final.body
        assert f"🎉 <@{alice}> unlocked the Wooden dice!" in description
        if str(alice) in rules.winners:  # beating the optimal seat unlocks neon too
            assert f"🎉 <@{alice}> unlocked the Neon dice!" in description
        assert all(u.announced for u in await bot.games.repo.dice_unlocks(alice))
        # Told once: the shelf does not call them new again.
        handle = await emu.slash("yacht dice", user="alice", channel="dice")
        assert "New:" not in (await handle.ephemeral()).embeds[0]["description"]


async def test_the_same_seeded_game_rolls_the_same_with_every_set(emulator, tmp_path):
    """Fair play: the dice source never reads cosmetic state."""
    emu = emulator
    outcomes = []
    async with emoji_bot(emu, tmp_path / "fair.db") as bot:
        alice = int(emu.alice.id)
        await bot.games.repo.unlock_dice(alice, [s for s in SET_IDS if s != "classic"], None)
        for set_id in SET_IDS:
            assert await bot.looks.choose(alice, set_id)
            dice = RecordingDice(seed=2024)
            bot.games.roller_factory = lambda game_id, dice=dice: dice
            msg = await open_lobby(emu, "yacht", bots=("easy",))
            msg = await press(emu, msg, "Start", "alice")
            msg = await press(emu, msg, "Roll", "alice")
            assert die_buttons(msg)[0]["emoji"]["name"].startswith(emoji_name(set_id, 1)[:-1])
            record, rules, _ = await play_to_the_end(table_of(emu, bot), msg)
            await settled(bot, record.id)
            outcomes.append((dice.thrown, rules.totals))
    assert len(outcomes) == len(SET_IDS) and len(outcomes[0][0]) > 13
    assert all(o == outcomes[0] for o in outcomes)
