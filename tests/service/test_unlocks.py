"""What a move earns (dice sets) is recorded by the service step that saved it, through
`after_move`: nothing has to be drawn, and a failure there never undoes the move."""

from __future__ import annotations

import logging

from bot.service.games import Actor, GameService
from bot.storage import open_repository
from bot.table.cosmetics import Cosmetics
from tests.support.scripted_dice import ScriptedDice


async def test_a_move_records_its_unlock_without_being_drawn(tmp_path):
    """The step that saved a five-of-a-kind roll records the Wooden dice: nothing is drawn."""
    repo = await open_repository(f"sqlite:///{tmp_path / 'u.db'}")
    try:
        cosmetics = Cosmetics(repo)
        dice = ScriptedDice([5, 5, 5, 5, 5], seed=1)
        service = GameService(repo, roller_factory=lambda game_id: dice,
                              after_move=cosmetics.after_move)
        alice = Actor(1)
        lobby = await service.create_lobby(guild_id=1, channel_id=2, host_id=1, kind="yacht",
                                           options={})
        await service.set_message(lobby.id, 3)
        out = await service.act(lobby.id, None, alice, "start")
        out = await service.act(lobby.id, out.game.version, alice, "roll")
        assert out.unlocks == []  # told at the end, not now
        assert [(u.set_id, u.announced) for u in await repo.dice_unlocks(1)] == [("wood", False)]
    finally:
        await repo.close()


async def test_a_move_stays_saved_when_recording_its_unlocks_fails(tmp_path, caplog):
    repo = await open_repository(f"sqlite:///{tmp_path / 'f.db'}")
    try:
        async def locked(outcome) -> list[tuple[int, str]]:
            raise OSError("database is locked")

        service = GameService(repo, after_move=locked)
        alice = Actor(1)
        lobby = await service.create_lobby(guild_id=1, channel_id=2, host_id=1, kind="yacht",
                                           options={})
        await service.set_message(lobby.id, 3)
        out = await service.act(lobby.id, None, alice, "start")
        with caplog.at_level(logging.WARNING, logger="bot.service.games"):
            out = await service.act(lobby.id, out.game.version, alice, "roll")
        assert out.unlocks == [] and (await service.stored(lobby.id)).version == out.game.version
        assert "could not record what version" in caplog.text
    finally:
        await repo.close()
