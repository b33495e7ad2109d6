"""Every path that changes a game runs the same steps after its commit (bot.table.pipeline):
show, place, ping, schedule the computer, warm the AI. Each path is driven through the
emulator as a player, an admin, the clock or a restart would drive it, and each step
is watched where it starts its work."""

from __future__ import annotations

import time
from collections import defaultdict
from typing import Any

import pytest

from bot.service.games import Outcome
from bot.table.pings import PREFIX as PING
from bot.table.pipeline import Table
from tests.support.table_helpers import button_id, open_lobby, press, score_select, settled
from tests.support.waiting import eventually

STEPS = ("show", "place", "ping", "schedule")


class Watch:
    """Which steps ran for which (game, version), and which action brought them."""

    def __init__(self, table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
        self.ran: dict[tuple[int, int], set[str]] = defaultdict(set)
        self.actions: dict[tuple[int, int], str] = {}
        self.warmed: list[int] = []
        self.kicked: list[int] = []
        after, steps = table.after, table._steps

        async def watched_after(outcome: Outcome, answer: Any = None, **kwargs: Any) -> None:
            key = (outcome.game.id, outcome.game.version)
            self.actions[key] = outcome.action
            self.ran[key].add("show")
            await after(outcome, answer, **kwargs)

        def watched_steps(outcome: Outcome, answer: Any) -> None:
            key = (outcome.game.id, outcome.game.version)
            self.ran[key].update({"place", "ping", "schedule"})
            steps(outcome, answer)

        kick = table.runner.kick

        def watched_kick(game_id: int, guild_id: int) -> None:
            self.kicked.append(game_id)
            kick(game_id, guild_id)

        def watched_warm(view: Any) -> None:
            self.warmed.append(view.id)  # (not built: an exact table takes minutes)

        monkeypatch.setattr(table, "after", watched_after)
        monkeypatch.setattr(table, "_steps", watched_steps)
        monkeypatch.setattr(table.runner, "kick", watched_kick)
        monkeypatch.setattr(table, "_warm", watched_warm)

    def of(self, game_id: int, action: str) -> set[str]:
        """The steps run for every change of `game_id` brought by `action`."""
        found = [ran for key, ran in self.ran.items()
                 if key[0] == game_id and self.actions[key] == action]
        assert found, f"no {action!r} change of game {game_id} went through the table"
        return set.intersection(*found)


@pytest.fixture
def watch(table, monkeypatch) -> Watch:
    return Watch(table.bot.table, monkeypatch)


def game_of(msg) -> int:
    return int(msg.buttons[0]["custom_id"].split(":")[1])


async def started_then(table, command: str) -> tuple[Any, int]:
    """Alice and Bob's started game, then Alice's `command` answered (and its steps run)."""
    emu = table.emu
    msg = await press(emu, await open_lobby(emu, "yacht", joiners=("bob",), bots=()),
                      "Start", "alice")
    await (await emu.slash(command, user="alice", channel="dice")).ephemeral()
    await table.bot.table.idle()
    return msg, game_of(msg)


async def test_a_click_and_the_computer_it_hands_the_turn_to(table, watch):
    emu, bot = table.emu, table.bot
    msg = await open_lobby(emu, "yacht", joiners=(), bots=("optimal",))
    game = game_of(msg)
    await bot.table.idle()
    assert watch.of(game, "addbot") == set(STEPS)
    msg = await press(emu, msg, "Start", "alice")
    await bot.table.idle()  # the steps follow the click's answer
    assert watch.of(game, "start") == set(STEPS)
    assert watch.warmed == [game]  # an optimal seat: its table is loaded or built
    msg = await press(emu, msg, "Roll", "alice")
    select = next(s for s in msg.selects if s["custom_id"].endswith(":score"))
    handle = await emu.select(msg, select["custom_id"], [select["options"][0]["value"]],
                              user="alice")
    await handle.response()
    scored = (await bot.games.load(game))[0].version
    record, _ = await settled(bot, game)
    await bot.table.idle()
    # Alice's score handed the turn to the computer: scheduled by the click's steps,
    # and every move the computer made went through the same steps.
    assert watch.ran[(game, scored)] == set(STEPS) and game in watch.kicked
    computer = [watch.ran[(game, v)] for v in range(scored + 1, record.version + 1)]
    assert len(computer) >= 2 and all(ran == set(STEPS) for ran in computer)


async def test_leave_hands_the_seat_to_the_computer_like_any_click(table, watch):
    emu, bot = table.emu, table.bot
    # Alice leaves on her own turn: the computer plays her seat, at once.
    msg, game = await started_then(table, "yacht leave")
    assert watch.of(game, "leave") == set(STEPS)
    assert game in watch.kicked
    record, rules = await settled(bot, game)
    assert record.seat_of_key(rules.current_player).user_id == int(emu.bob.id)
    await bot.table.display.idle()
    assert f"<@{emu.bob.id}>" in emu.message(msg.id).texts[1]


async def test_cancel_by_command_shows_who_cancelled(table, watch):
    emu, bot = table.emu, table.bot
    msg, game = await started_then(table, "yacht cancel")
    assert watch.of(game, "cancel") == set(STEPS)
    await bot.table.display.idle()
    assert f"<@{emu.alice.id}>" in emu.message(msg.id).body


async def test_a_timeout_and_an_expired_lobby(table, watch):
    emu, bot = table.emu, table.bot
    handle = await emu.slash("yacht-settings", user="admin", channel="dice",
                             options={"turn_timeout": 1})
    await handle.ephemeral()
    msg = await open_lobby(emu, "yacht", joiners=("bob",), bots=())
    game = game_of(msg)
    await press(emu, msg, "Start", "alice")
    assert await bot.timeouts.sweep(now=time.time() + 120) == 1
    (played,) = [ran for (g, v), ran in watch.ran.items()
                 if g == game and watch.actions[(g, v)] not in ("start", "join")]
    assert played == set(STEPS)
    lobby = await open_lobby(emu, "5000", joiners=(), bots=(), channel="general")
    await bot.timeouts.sweep(now=time.time() + bot.settings.lobby_timeout + 1)
    assert watch.of(game_of(lobby), "expire") == set(STEPS)
    await bot.table.display.idle()
    assert "lobby" in emu.message(lobby.id).body.lower()


async def test_a_restore_and_the_server_the_bot_left(table, watch):
    emu, bot = table.emu, table.bot
    msg = await open_lobby(emu, "yacht", joiners=("bob",), bots=())
    game = game_of(msg)
    await press(emu, msg, "Start", "alice")
    assert await bot.table.restore(game)
    await bot.table.idle()
    assert watch.of(game, "restore") == set(STEPS)
    closed = await bot.departures.left(int(emu.guild.id))
    assert [o.game.id for o in closed] == [game]
    await bot.table.idle()
    assert watch.of(game, "cancel") == set(STEPS)
    record, _ = await bot.games.load(game)
    assert record.status == "cancelled"


async def test_the_steps_of_one_version_run_once(table):
    """A restore after a crash between a commit and its show runs the steps again: for
    a version whose steps ran already, nothing is drawn, placed, pinged or scheduled
    twice."""
    emu, bot = table.emu, table.bot
    handle = await emu.slash("yacht-settings", user="admin", channel="dice",
                             options={"ping_grace": 600})
    await handle.ephemeral()
    msg = await open_lobby(emu, "yacht", joiners=("bob",), bots=("easy",))
    game = game_of(msg)
    msg = await press(emu, msg, "Start", "alice")
    msg = await press(emu, msg, "Roll", "alice")
    select = next(s for s in msg.selects if s["custom_id"].endswith(":score"))
    handle = await emu.select(msg, select["custom_id"], [select["options"][0]["value"]],
                              user="alice")
    await handle.response()
    await bot.table.idle()
    record, rules = await bot.games.load(game)
    outcome = Outcome(record, rules, "score", previous_player=str(emu.alice.id),
                      new_turn=True)
    edits = len(emu.requests_to("PATCH", f"/messages/{msg.id}"))
    pings = {n for n in bot.tasks.names() if n.startswith("ping-")}
    assert pings == {f"ping-{game}-{record.version}"}  # Bob's, waiting out the grace
    placed = bot.table.placement._placed.get(game)
    for _ in range(2):
        await bot.table.after(outcome)
        await bot.table.display.idle()
    assert len(emu.requests_to("PATCH", f"/messages/{msg.id}")) == edits
    assert {n for n in bot.tasks.names() if n.startswith("ping-")} == pings
    assert bot.table.placement._placed.get(game) == placed == record.version

    async def one_runner() -> bool:
        return [n for n in bot.tasks.names() if n.startswith("cpu-")] in ([], [f"cpu-{game}"])

    await eventually(one_runner, "at most one computer task for the game")


@pytest.mark.allow_errors
async def test_steps_that_fail_leave_the_move_shown_and_the_next_steps_run(
        table, watch, monkeypatch, caplog):
    """The steps run after the show in the table's own task: one change's failing step
    is logged with its game and version, the click that made it still shows the move
    (never "something went wrong" for a saved move), and the next change's steps run."""
    emu, bot = table.emu, table.bot
    msg = await open_lobby(emu, "yacht", joiners=("bob",), bots=())
    game = game_of(msg)
    msg = await press(emu, msg, "Start", "alice")
    await bot.table.idle()
    after_turn = bot.table.placement.after_turn
    broken: list[int] = []

    def fails_once(outcome: Outcome) -> None:
        if not broken:
            broken.append(outcome.game.version)
            raise RuntimeError("a step's bug")
        after_turn(outcome)

    monkeypatch.setattr(bot.table.placement, "after_turn", fails_once)
    roll = await emu.click(msg, button_id(msg, "Roll"), user="alice")
    assert (await roll.response()).type == 7  # the board, edited in place
    await bot.table.idle()
    rolled = (await bot.games.load(game))[0].version
    assert broken == [rolled]
    msg = emu.message(msg.id)
    assert score_select(msg)["options"]  # the roll is shown: dice to score
    # Alice reads no "something went wrong" about the roll she sees on the board.
    assert [m.content for m in roll.messages() if m.ephemeral] == []
    assert any(f"game {game}: steps after version {rolled} failed" in r.getMessage()
               for r in caplog.records)
    assert not any(r.getMessage().startswith("click ") for r in caplog.records)  # not refused
    select = score_select(msg)
    handle = await emu.select(msg, select["custom_id"], [select["options"][0]["value"]],
                              user="alice")
    await handle.response()
    await bot.table.idle()
    scored = (await bot.games.load(game))[0].version
    assert watch.ran[(game, scored)] == set(STEPS)
    assert f"{PING}{game}-{scored}" in bot.table.tasks  # Bob's turn ping is on its timer
