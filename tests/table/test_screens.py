"""The board is drawn once for what it shows (bot.table.screens): the same version drawn
again (a retried edit, a repair, the board brought to the bottom) is the same screen;
anything it shows that changed draws it anew."""

from __future__ import annotations

import pytest

from bot.ops.scheduler import Scheduler
from bot.service.chances import BoardChances
from bot.service.games import Actor, GameService, Outcome
from bot.storage import open_repository
from bot.table.cosmetics import Cosmetics
from bot.table.screens import Names, Screens
from tests.support.scripted_dice import ScriptedDice

ALICE = Actor(1)


@pytest.fixture
async def repo(tmp_path):
    repository = await open_repository(f"sqlite:///{tmp_path / 'screens.db'}")
    yield repository
    await repository.close()


async def no_name(user_id: int) -> str | None:
    return None


def screens_of(service: GameService, looks: Cosmetics) -> Screens:
    """The screens as the bot builds them (no data folder: chances from memory)."""
    chances = BoardChances(None, Scheduler(), service.table_settings)
    return Screens(service, looks, Names(no_name), {}, chances)


async def test_a_version_is_drawn_once_and_a_change_draws_anew(repo):
    dice = ScriptedDice(seed=5)
    service = GameService(repo, roller_factory=lambda game_id: dice)
    looks = Cosmetics(repo)
    screens = screens_of(service, looks)
    lobby = await service.create_lobby(guild_id=1, channel_id=10, host_id=ALICE.user_id,
                                       kind="yacht", options={})
    await service.set_message(lobby.id, 1000)
    await service.act(lobby.id, None, ALICE, "start")
    rolled = await service.act(lobby.id, None, ALICE, "roll")

    board = await screens.screen_of(rolled)
    stored, rules = await service.load(lobby.id)
    assert await screens.screen_of(Outcome(stored, rules, "redraw")) is board  # a redraw
    assert await screens.screen_of(rolled) is board  # a retry

    noted = await screens.screen_of(rolled, note="A line said once.")
    assert noted is not board and "A line said once." in noted.text
    # The classic dice's emoji arrive (uploaded meanwhile): the same version shows them.
    looks.emoji.faces[1] = {("classic", v, h): f"<:d_classic_{v}{'h' * h}:{10**17 + v}>"
                            for v in range(1, 7) for h in (False, True)}
    faces = await screens.screen_of(rolled)
    assert faces is not board and "<:d_classic_" in faces.text
    held = await service.act(lobby.id, None, ALICE, "hold", "0")
    again = await screens.screen_of(held)
    assert again is not faces and again.text != faces.text  # the held die drawn held


async def test_the_screens_kept_are_the_most_recent_of_running_games(repo, monkeypatch):
    """A screen is about 12 KiB: only the MAX_DRAWN drawn last are kept, and none of a
    game that ended."""
    monkeypatch.setattr("bot.table.screens.MAX_DRAWN", 1)
    dice = ScriptedDice(seed=5)
    service = GameService(repo, roller_factory=lambda game_id: dice)
    screens = screens_of(service, Cosmetics(repo))
    rolled = []
    for channel in (10, 11):
        lobby = await service.create_lobby(guild_id=1, channel_id=channel,
                                           host_id=ALICE.user_id, kind="yacht", options={})
        await service.set_message(lobby.id, 1000 + channel)
        await service.act(lobby.id, None, ALICE, "start")
        rolled.append(await service.act(lobby.id, None, ALICE, "roll"))
    first = await screens.screen_of(rolled[0])
    second = await screens.screen_of(rolled[1])
    assert await screens.screen_of(rolled[1]) is second
    assert await screens.screen_of(rolled[0]) is not first  # the second one pushed it out
    second = await screens.screen_of(rolled[1])  # and now pushes the first out again
    cancelled = await service.cancel(rolled[0].game.id, ALICE)
    await screens.screen_of(cancelled)
    assert await screens.screen_of(rolled[1]) is second  # an ended game took no place
