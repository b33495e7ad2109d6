"""The rating's inputs from a played game: who left or let a turn time out is ranked
last (bot.service.games records it with the result), and the rating applied from them."""

from __future__ import annotations

import pytest

from bot.service.games import Actor, GameService
from bot.service.ratings import MODEL, apply_ratings
from bot.storage import open_repository
from tests.support.scripted_dice import ScriptedDice

ALICE, BOB = 11, 22


@pytest.fixture
async def repo(tmp_path):
    repository = await open_repository(f"sqlite:///{tmp_path / 'db.sqlite'}")
    yield repository
    await repository.close()


async def two_humans(service: GameService) -> int:
    record = await service.create_lobby(guild_id=1, channel_id=2, host_id=ALICE,
                                        kind="yacht", options={})
    await service.set_message(record.id, 3)
    await service.act(record.id, None, Actor(BOB), "join")
    await service.act(record.id, None, Actor(ALICE), "start")
    return record.id


async def play(service: GameService, game_id: int, absent: int | None) -> None:
    """Both play their best box, except `absent`, whose every turn times out."""
    while True:
        record, rules = await service.load(game_id)
        if record.status != "playing":
            return
        seat = record.seat_of_key(rules.current_player)
        if seat.user_id == absent:
            await service.play_for_absent(game_id, record.version)
        elif rules.roll_number == 0:
            await service.act(game_id, record.version, Actor(seat.user_id), "roll")
        else:
            preview = rules.preview()
            await service.act(game_id, record.version, Actor(seat.user_id), "score",
                              max(preview, key=preview.get))


async def results(repo, game_id: int) -> dict[int, tuple[int, bool]]:
    async with repo._season_read() as tx:
        rows = await tx.fetch("SELECT user_id, score, dropped FROM results WHERE game_id = ?",
                              game_id)
    return {int(u): (int(s), bool(d)) for u, s, d in rows}


async def test_a_seat_whose_turns_timed_out_is_ranked_last(repo):
    service = GameService(repo, roller_factory=lambda game_id: ScriptedDice(seed=3))
    game_id = await two_humans(service)
    await play(service, game_id, absent=BOB)
    stored = await results(repo, game_id)
    assert stored[ALICE][1] is False and stored[BOB][1] is True
    await apply_ratings(repo)
    ratings = await repo.ratings_of(1, "yacht", [ALICE, BOB])
    # Whatever the points, the absent seat lost: as OpenSkill rates a win over them.
    won, lost = MODEL.rate([[MODEL.rating()], [MODEL.rating()]], ranks=[1, 2])
    assert (ratings[ALICE].mu, ratings[BOB].mu) == pytest.approx((won[0].mu, lost[0].mu))


async def test_a_game_both_played_ranks_by_points(repo):
    service = GameService(repo, roller_factory=lambda game_id: ScriptedDice(seed=3))
    game_id = await two_humans(service)
    await play(service, game_id, absent=None)
    stored = await results(repo, game_id)
    assert not stored[ALICE][1] and not stored[BOB][1]
    await apply_ratings(repo)
    ratings = await repo.ratings_of(1, "yacht", [ALICE, BOB])
    first = ALICE if stored[ALICE][0] >= stored[BOB][0] else BOB
    assert ratings[first].mu >= max(r.mu for r in ratings.values())
