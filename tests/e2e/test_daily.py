"""/yacht daily through the emulator: the same dice for everyone (also across a restart),
private messages only, one attempt, its end and Share, the boards, and hostile clicks."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.ai import tables as ai_tables
from bot.app.client import YachtBot
from bot.domain import Seat, SkillRow
from bot.text import texts_for
from tests.emulator import Emulator, Msg
from tests.emulator.fixtures import run_bot
from tests.support.settings import make_settings
from tests.support.table_helpers import raw_click, refused
from tests.support.waiting import eventually

EN = texts_for("en")
KIND = "classic"  # the server picks Classic Yacht: its exact table builds in a second


@pytest.fixture(autouse=True)
def classic_table():
    ai_tables.load_or_build(KIND, {}, None)


class Daily:
    """A bot on a database that survives it (restart() starts another on the same one)."""

    def __init__(self, emu: Emulator, db: Path) -> None:
        self.emu, self.db = emu, db
        self.bot: YachtBot

    def run(self):
        self.bot = YachtBot(make_settings(self.db))
        return run_bot(self.bot, self.emu)


@pytest.fixture
async def daily(emulator: Emulator, tmp_path: Path) -> AsyncIterator[Daily]:
    made = Daily(emulator, tmp_path / "yacht.db")
    async with made.run():
        await emulator.wait_commands()
        handle = await emulator.slash("yacht-settings", user="admin", channel="dice",
                                      options={"daily_game": KIND})
        assert "Classic Yacht" in str((await handle.ephemeral()).embeds)
        yield made


async def open_daily(emu: Emulator, user: str) -> Msg:
    handle = await emu.slash("yacht daily", user=user, channel="dice")
    msg = await handle.ephemeral()
    assert msg.ephemeral
    return msg


def game_of(msg: Msg) -> int:
    return int(msg.buttons[0]["custom_id"].split(":")[2])


async def click(emu: Emulator, msg: Msg, custom_id: str, user: str, values=None) -> Msg:
    """Press a control of a private daily message: the answer updates it (type 7, or a
    type 6 defer and then an edit when the move takes long, as a game's end may under load)."""
    if values is None:
        handle = await emu.click(msg, custom_id, user=user)
    else:
        handle = await emu.select(msg, custom_id, values, user=user)
    response = await handle.response()
    assert response.type in (6, 7), response
    updated = await handle.reply()
    assert updated.id == msg.id and updated.ephemeral
    return emu.message(msg.id)


def dice_line(msg: Msg) -> str:
    return msg.embeds[0]["description"].splitlines()[1]


async def play_steady(emu: Emulator, msg: Msg, user: str, turns: int | None = None,
                      seen: list[str] | None = None) -> tuple[Msg, list[str]]:
    """Roll, hold the first two dice, roll twice more, score the menu's first box: the
    same choices whoever plays. Returns the message and the dice read after each roll."""
    seen = [] if seen is None else seen
    played = 0
    while turns is None or played < turns:
        if not any(str(b.get("custom_id")).endswith(":roll") for b in msg.buttons):
            return msg, seen  # the end screen (a link button has no custom id)
        roll = next(b["custom_id"] for b in msg.buttons if b["custom_id"].endswith(":roll"))
        msg = await click(emu, msg, roll, user)
        seen.append(dice_line(msg))
        for die in (0, 1):
            hold = next(b["custom_id"] for b in msg.buttons
                        if b["custom_id"].endswith(f":hold:{die}"))
            msg = await click(emu, msg, hold, user)
        for _ in range(2):
            roll = next(b["custom_id"] for b in msg.buttons if b["custom_id"].endswith(":roll"))
            msg = await click(emu, msg, roll, user)
            seen.append(dice_line(msg))
        (menu,) = [s for s in msg.selects if s["custom_id"].endswith(":score")]
        msg = await click(emu, msg, menu["custom_id"], user, [menu["options"][0]["value"]])
        played += 1
    return msg, seen


def public(emu: Emulator) -> list[Msg]:
    return [m for m in emu.messages("dice", include_ephemeral=False)]


async def test_same_choices_same_dice_across_a_restart_privately_once(daily: Daily):
    emu = daily.emu
    alice = await open_daily(emu, "alice")
    assert EN("daily-new") in alice.embeds[0]["description"]
    assert alice.buttons[0]["custom_id"].startswith("y:d")
    final_alice, seen_alice = await play_steady(emu, alice, "alice")
    bob = await open_daily(emu, "bob")
    bob, seen_bob = await play_steady(emu, bob, "bob", turns=5)
    assert public(emu) == []  # all of it private

    # A restart: the next click goes on from the stored game, with the same dice.
    await daily.bot.close()
    async with daily.run():
        await emu.wait_commands()
        final_bob, seen_bob = await play_steady(emu, emu.message(bob.id), "bob",
                                                seen=seen_bob)
        assert seen_bob == seen_alice and len(seen_alice) == 12 * 3
        assert game_of(final_alice) != game_of(final_bob)

        # The end, privately: the score, skill, luck against the day's, the solver.
        end = final_bob.embeds[0]["description"]
        assert "Your score:" in end and "points lost to your decisions" in end
        assert "the day's average" in end and "(2 players)" in end
        # The solver's own game on the day's dice, not a claim about the player's dice.
        assert "The exact solver played today's challenge too and scored" in end
        assert "with the same dice" not in end
        assert "#" not in (final_bob.embeds[0].get("footer") or {}).get("text", "")
        assert [b["label"] for b in final_bob.buttons] == [EN("btn-share")]

        # A second attempt starts no game: the result again.
        again = await open_daily(emu, "bob")
        assert EN("daily-done-before") in again.embeds[0]["description"]
        assert "Ones " in again.embeds[0]["description"]  # and the sheet of the game
        assert game_of(again) == game_of(final_bob)
        assert daily.bot.games.repo.__class__.__name__ == "SqliteRepository"
        rows = await daily.bot.games.repo.conn.execute_fetchall(
            "SELECT COUNT(*) FROM games WHERE daily_day IS NOT NULL")
        assert rows[0][0] == 2
        assert public(emu) == []

        # Share: one public, spoiler-free line; once.
        share = next(b["custom_id"] for b in again.buttons if b["custom_id"].endswith(":share"))
        handle = await emu.click(again, share, user="bob")
        line = (await handle.reply()).content
        assert not (await handle.reply()).ephemeral
        assert line.startswith(f"<@{emu.bob.id}> — daily Classic Yacht")
        assert "lost to decisions" in line and any(m in line for m in "🟩🟨🟧🟥")
        assert len(public(emu)) == 1
        handle = await emu.click(again, share, user="bob")
        assert await refused(emu, handle) == EN("refusal-daily_shared")
        assert len(public(emu)) == 1


async def test_the_daily_board_shows_today_only_after_playing(daily: Daily):
    emu = daily.emu
    alice = await open_daily(emu, "alice")
    await play_steady(emu, alice, "alice")
    bob = await open_daily(emu, "bob")
    handle = await emu.slash("yacht leaderboard", user="bob", channel="dice",
                             options={"by": "daily"})
    board = await handle.ephemeral()
    (today, week) = board.embeds[0]["fields"]
    assert "Play `/yacht daily` first" in today["value"]
    assert f"<@{emu.alice.id}>" not in today["value"] + week["value"]
    await play_steady(emu, bob, "bob", turns=1)
    handle = await emu.slash("yacht leaderboard", user="alice", channel="dice",
                             options={"by": "daily"})
    (today, week) = (await handle.ephemeral()).embeds[0]["fields"]
    assert today["value"].startswith(f"1. <@{emu.alice.id}> — ")
    assert f"<@{emu.bob.id}>" not in today["value"]  # not finished
    assert f"<@{emu.alice.id}>" in week["value"]


async def test_hostile_daily_clicks_change_nothing(daily: Daily):
    emu = daily.emu
    alice = await open_daily(emu, "alice")
    roll = next(b["custom_id"] for b in alice.buttons if b["custom_id"].endswith(":roll"))
    game_id = game_of(alice)
    day = roll.split(":")[1]
    cases = [
        (alice, roll, "bob", "refusal-daily_not_yours"),  # someone else's daily
        (alice, roll.replace(day, "d20000101"), "alice", "refusal-daily_forged"),
        (alice, f"y:{game_id}:0:roll", "alice", "refusal-daily_forged"),  # no day at all
    ]
    lobby = await (await emu.slash("yacht start", user="carol", channel="dice",
                                   options={"game": "yacht"})).reply()
    cases += [  # a daily's id on a channel message, with or without its day
        (lobby, roll, "alice", "refusal-daily_in_channel"),
        (lobby, f"y:{game_id}:0:roll", "alice", "refusal-daily_in_channel"),
    ]
    for msg, custom_id, user, key in cases:
        handle = await raw_click(emu, msg, custom_id, user)
        assert await refused(emu, handle) == EN(key), (custom_id, user)
    record, rules = await daily.bot.games.load(game_id)
    assert record.version == 0 and rules.dice == ()
    assert emu.message(alice.id).version == alice.version
    handle = await raw_click(emu, alice, roll.replace(":roll", ":share"), "alice")
    assert await refused(emu, handle) == EN("refusal-daily_not_over")


async def test_an_expired_private_message_hands_the_game_to_a_new_one(daily: Daily):
    emu = daily.emu
    alice = await open_daily(emu, "alice")
    emu.clock.advance(15 * 60 + 1)  # its token is gone: Discord will not update it
    roll = next(b["custom_id"] for b in alice.buttons if b["custom_id"].endswith(":roll"))
    handle = await emu.click(alice, roll, user="alice")
    # Discord refuses the update (10008); the bot answers with a new private message.
    fresh = await eventually(
        lambda: next((m for m in handle.messages() if not m.loading), None), "a new message")
    assert handle.record.rejected[0]["code"] == 10008
    assert fresh.ephemeral and fresh.id != alice.id and fresh.content == EN("daily-moved")
    record, rules = await daily.bot.games.load(game_of(alice))
    assert record.version == 1 and len(rules.dice) == 5
    assert dice_line(fresh) != dice_line(alice)
    # /yacht daily brings it back at any time, too.
    again = await open_daily(emu, "alice")
    assert EN("daily-resumed") in again.embeds[0]["description"]
    assert dice_line(again) == dice_line(fresh)


async def test_the_skill_board_ranks_points_lost_per_game(daily: Daily):
    """Stored reviews with hand-set figures, as /yacht leaderboard by: skill shows them."""
    emu, repo = daily.emu, daily.bot.games.repo
    guild = int(emu.guild.id)
    users = {"alice": int(emu.alice.id), "bob": int(emu.bob.id), "carol": int(emu.carol.id)}
    lost = {"alice": [10.0, 12.0, 14.0, 16.0, 18.0], "bob": [3.0, 5.0, 4.0, 6.0, 2.0],
            "carol": [0.0, 0.0, 0.0, 0.0]}  # carol: 4 games, not ranked yet
    for name, values in lost.items():
        for i, value in enumerate(values):
            game = await repo.create_game(guild_id=guild, channel_id=1000 + i, host_id=0,
                                          kind="yacht", options={},
                                          seats=[Seat(user_id=users[name])])
            await repo.claim_review("test", 0.0, 1.0, game_id=game.id)  # not finished: no
            await repo.conn.execute("UPDATE games SET status = 'finished' WHERE id = ?",
                                    (game.id,))
            assert await repo.claim_review("test", 0.0, 1.0, game_id=game.id) is not None
            assert await repo.finish_review(game.id, "test", [SkillRow(
                game.id, 0, guild, users[name], "yacht", 200, value, 80.0, 0.0, True,
                float(i))])
    # The reviews are dated 1970: all time's board (each player's last 20 ranked games).
    handle = await emu.slash("yacht leaderboard", user="carol", channel="dice",
                             options={"game": "yacht", "by": "skill", "season": "all"})
    embed = (await handle.reply()).embeds[0]
    lines = embed["description"].splitlines()
    assert lines == [
        EN("board-all-time"),
        f"1. <@{users['bob']}> — 4.0 points lost per game, over 5 games, accuracy 80%",
        f"2. <@{users['alice']}> — 14.0 points lost per game, over 5 games, accuracy 80%",
    ]
    assert "last 20 ranked games, from 5 on" in embed["footer"]["text"]
    # /yacht stats: the skill per game, and its trend on the chart.
    handle = await emu.slash("yacht stats", user="bob", channel="dice")
    stats = await handle.reply()
    assert ("Yacht skill: 4.0 points lost to decisions per game, over the last 5 ranked games"
            in stats.embeds[0]["description"])
    assert [a["filename"] for a in stats.attachments] == ["stats.png"]


async def test_forget_me_cancels_an_unfinished_daily_and_a_new_one_may_start(daily: Daily):
    """An unfinished daily may never end: forget-me cancels it rather than refusing for
    ever; a lobby at a table still refuses first, touching the daily not at all."""
    emu, repo = daily.emu, daily.bot.games.repo
    alice_id = int(emu.alice.id)
    alice, _ = await play_steady(emu, await open_daily(emu, "alice"), "alice", turns=1)
    game_id = game_of(alice)
    lobby = await (await emu.slash("yacht start", user="alice", channel="general",
                                   options={"game": "yacht"})).reply()

    async def confirm() -> str:
        handle = await emu.slash("yacht forget-me", user="alice", channel="dice")
        question = await handle.ephemeral()
        done = await (await emu.click(question, EN("btn-forget-confirm"), user="alice")
                      ).reply()
        return done.content

    assert await confirm() == EN("refusal-forget_seated", channel=f"<#{emu.general.id}>")
    assert (await repo.get_game(game_id)).status == "playing"
    await (await emu.click(lobby, "Cancel", user="alice")).reply()

    assert await confirm() == EN("forget-done", games=2)
    record = await repo.get_game(game_id)
    assert record.status == "cancelled" and record.host_id == -game_id
    assert [s.user_id for s in record.seats] == [None]
    # Its private message is dead; a new daily starts, from the day's first roll.
    roll = next(b["custom_id"] for b in alice.buttons if b["custom_id"].endswith(":roll"))
    handle = await raw_click(emu, alice, roll, "alice")
    assert await refused(emu, handle) == EN("refusal-daily_not_yours")
    assert (await repo.get_game(game_id)).version == record.version
    fresh = await open_daily(emu, "alice")
    assert EN("daily-new") in fresh.embeds[0]["description"] and game_of(fresh) != game_id
    assert (await repo.daily_of(alice_id, record.daily_day, KIND)).id == game_of(fresh)
