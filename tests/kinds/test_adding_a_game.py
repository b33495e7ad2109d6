"""A game kind registered from outside plays through the service like the built-in ones."""

from __future__ import annotations

import pytest

from bot.kinds import all_kinds, find_kind
from bot.rules import create_game, load_game, unregister_variant
from bot.service.games import COMPUTER, Actor, GameService, Refusal
from bot.storage.sqlite import SqliteRepository
from tests.kinds.high_roll import HIGH_ROLL, HighRollKind, register
from tests.support.scripted_dice import ScriptedDice

ALICE, BOB = Actor(1), Actor(2)


@pytest.fixture
def high_roll():
    register()
    yield HIGH_ROLL
    unregister_variant(HIGH_ROLL.id)


@pytest.fixture
async def service(tmp_path):
    repo = SqliteRepository(str(tmp_path / "kinds.db"))
    await repo.open()
    dice = ScriptedDice()
    dice.push(6, 6, 6, 6, 5, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2)
    yield GameService(repo, roller_factory=lambda game_id: dice)
    await repo.close()


async def test_a_registered_kind_plays_through_the_service(high_roll, service):
    kind = find_kind("highroll")
    assert isinstance(kind, HighRollKind) and kind.variant is high_roll
    assert kind in all_kinds()
    game = create_game("highroll", ["a", "b"])  # the rules facade knows it too
    assert load_game(game.to_json()).players == ("a", "b")

    lobby = await service.create_lobby(guild_id=1, channel_id=5, host_id=1, kind="highroll",
                                       options={})
    await service.set_message(lobby.id, 900)  # the lobby is shown (unshown ones never start)
    await service.act(lobby.id, None, BOB, "join")
    await service.act(lobby.id, None, ALICE, "addbot", "easy")
    out = await service.act(lobby.id, None, ALICE, "start")
    assert out.rules.players == ("1", "2", "cpu3")
    with pytest.raises(Refusal, match=r"^not_your_turn$"):
        await service.act(lobby.id, out.game.version, BOB, "roll")
    with pytest.raises(Refusal, match=r"^unknown_action$"):
        await service.act(lobby.id, out.game.version, ALICE, "score", "chance")
    out = await service.act(lobby.id, out.game.version, ALICE, "roll")
    out = await service.act(lobby.id, out.game.version, BOB, "roll")
    assert out.current_is_computer
    out = await service.computer_step(lobby.id)
    assert out is not None and out.finished_now and out.rules.winners == ["1"]
    stored = await service.repo.get_game(lobby.id)
    assert stored.status == "finished"
    with pytest.raises(Refusal, match=r"^over$"):
        await service.act(lobby.id, None, COMPUTER, "roll")


async def test_an_unregistered_kind_is_refused(service):
    with pytest.raises(Refusal, match=r"^unknown_game$"):
        await service.create_lobby(guild_id=1, channel_id=5, host_id=1, kind="highroll",
                                   options={})
