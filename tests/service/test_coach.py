"""The coach behind the buttons: who may ask, the server's hint setting, boards without
hinted games, games without a log, and the answer while the exact table is built."""

from __future__ import annotations

import re

import pytest

from bot.ai import finals
from bot.ai import tables as ai_tables
from bot.domain import Refusal
from bot.service.coach import Coach
from bot.service.games import Actor, GameService
from bot.storage import open_repository
from tests.support.scripted_dice import ScriptedDice
from tests.support.service_play import play_out

ALICE, BOB, CAROL = Actor(1), Actor(2), Actor(3)


@pytest.fixture
async def repo(database_url):
    """SQLite and PostgreSQL in turn (`database_url` is parametrised in conftest)."""
    repository = await open_repository(database_url)
    yield repository
    await repository.close()


async def raw_sql(repo, query: str, *args: object) -> None:
    """Tamper with the stored rows behind the repository's back, on either backend."""
    if hasattr(repo, "pool"):  # PostgreSQL numbers its parameters
        parts = query.split("?")
        query = parts[0] + "".join(f"${i}{p}" for i, p in enumerate(parts[1:], 1))
        await repo.pool.execute(query, *args)
    else:
        await repo.conn.execute(query, args)


@pytest.fixture
def service(repo):
    dice = ScriptedDice(seed=3)
    return GameService(repo, roller_factory=lambda game_id: dice)


@pytest.fixture
def coach(service, tmp_path):
    return Coach(service, tmp_path / "data")


async def started(service, kind="classic", options=None, channel=10):
    game = await service.create_lobby(guild_id=1, channel_id=channel, host_id=1, kind=kind,
                                      options=options or {})
    await service.set_message(game.id, 1000 + game.id)  # shown (unshown lobbies never start)
    await service.act(game.id, None, BOB, "join")
    return await service.act(game.id, None, ALICE, "start")


async def test_hint_only_for_the_player_to_act_and_it_marks_the_game(service, coach,
                                                                     monkeypatch):
    ai_tables.load_or_build("classic", {}, None)
    # two seats, before the tables of the chances are in: a hint in points, which asks
    # for them (a build the test's other storage parameter started is kept out)
    asked: list[str] = []
    monkeypatch.setattr(finals, "_loaded", {})
    monkeypatch.setattr(coach, "build_chances", lambda table: asked.append(table.kind))
    out = await started(service)
    game_id = out.game.id
    with pytest.raises(Refusal) as refused:
        await coach.hint(game_id, BOB)
    assert refused.value.code == "hint_not_your_turn" and refused.value.params == {"player": "1"}
    with pytest.raises(Refusal, match="not_seated"):
        await coach.hint(game_id, CAROL)
    hint = await coach.hint(game_id, ALICE)  # before the first roll: roll, with its value
    assert [c.action for c in hint.advice.choices] == ["roll"] and not hint.building
    assert hint.advice.best.value == pytest.approx(166.9551, abs=1e-4)
    assert asked == ["classic"]
    assert (await service.repo.get_game(game_id)).hints_used
    record, _ = await service.load(game_id)
    assert record.hints_used  # the cached record too: the next redraw shows the mark


async def test_a_hint_at_a_table_of_several_seats_counts_in_chances_to_win(service, coach,
                                                                         monkeypatch):
    """Once the tables of the chances are in, the hint ranks by the chance of winning
    (the `to win` level's evaluator): at the start, the first player's chance."""
    ai_tables.load_or_build("classic", {}, None)
    monkeypatch.setattr(finals, "_loaded", {})
    finals.load_or_build_finals("classic", {}, "optimal", None)
    monkeypatch.setattr(coach, "build_chances", lambda table: None)
    out = await started(service)
    hint = await coach.hint(out.game.id, ALICE)
    assert hint.advice.objective == "win_chance"
    assert 0.5 < hint.advice.best.value < 0.56  # moving first is worth a little


async def test_hint_while_the_table_is_built_gives_the_normal_advice(service, coach,
                                                                     monkeypatch):
    options = {"four_of_a_kind": "sum"}
    # The build this hint starts stays "in progress": a build started by the test's other
    # storage parameter may finish in its thread at any time, so the table is kept out.
    builds: list[str] = []
    monkeypatch.setattr(coach, "build_table", lambda kind, _options: builds.append(kind))
    monkeypatch.delitem(ai_tables._loaded, ai_tables.table_key("classic", options),
                        raising=False)
    out = await started(service, options=options)
    await service.act(out.game.id, None, ALICE, "roll")
    hint = await coach.hint(out.game.id, ALICE)
    assert hint.building and not hint.advice.exact and builds == ["classic"]
    assert len(hint.advice.choices) > 3


async def test_server_hint_setting(service, coach, repo):
    await service.update_settings(1, hints="off")
    out = await started(service, kind="5000")
    with pytest.raises(Refusal, match="hints_off"):
        await coach.hint(out.game.id, ALICE)
    with pytest.raises(Refusal, match="bad_hints"):
        await service.update_settings(1, hints="sometimes")
    # unranked: hints are given, and hinted games stay off the leaderboards
    await service.update_settings(1, hints="unranked")
    await coach.hint(out.game.id, ALICE)
    await play_out(service, out.game.id)
    other = await started(service, kind="5000", channel=11)
    await play_out(service, other.game.id)
    _, humans, _ = await service.leaderboard(1, "5000")
    assert sum(r.games for r in humans) == 2  # one game, two players: the hinted one is out
    await service.update_settings(1, hints="on")
    _, humans, _ = await service.leaderboard(1, "5000")
    assert sum(r.games for r in humans) == 4


async def test_review_needs_a_finished_game_with_its_log(service, coach, repo):
    out = await started(service, kind="5000")
    with pytest.raises(Refusal, match="review_not_finished"):
        await coach.review(out.game.id, ALICE)
    await play_out(service, out.game.id)
    with pytest.raises(Refusal, match="not_seated"):
        await coach.review(out.game.id, CAROL)
    record, review = await coach.review(out.game.id, BOB)
    assert review.player == "2" and record.status == "finished"
    assert abs(review.balance - review.final) < 1e-9
    # A game from before the move log (its moves deleted here) cannot be reviewed.
    other = await started(service, kind="5000", channel=12)
    await play_out(service, other.game.id)
    await raw_sql(repo, "DELETE FROM game_moves WHERE game_id = ?", other.game.id)
    with pytest.raises(Refusal, match="review_no_log"):
        await coach.review(other.game.id, ALICE)
    # A log missing its first moves (game started before the migration) neither.
    third = await started(service, kind="5000", channel=13)
    await play_out(service, third.game.id)
    await raw_sql(
        repo, "DELETE FROM game_moves WHERE game_id = ? AND version = (SELECT MIN(version)"
        " FROM game_moves WHERE game_id = ?)", third.game.id, third.game.id)
    with pytest.raises(Refusal, match="review_no_log"):
        await coach.review(third.game.id, ALICE)


async def test_rematch_only_after_the_end(service, coach):
    out = await started(service)
    with pytest.raises(Refusal, match="rematch_not_finished"):
        await coach.rematch(out.game.id, ALICE)


async def test_while_building_the_hint_says_so_and_shows_no_numbers(service, coach):
    from bot.render.coach import render_hint
    from bot.text import texts_for

    options = {"four_of_a_kind": "sum"}
    ai_tables._loaded.pop(ai_tables.table_key("classic", options), None)
    out = await started(service, options=options, channel=20)
    await service.act(out.game.id, None, ALICE, "roll")
    hint = await coach.hint(out.game.id, ALICE)
    text = render_hint(hint.table, hint.advice, texts_for("en"), building=True).embed.description
    first, second, *_ = text.split("\n")
    assert first.startswith("**Keep ") or first.startswith("**Score ")  # words first
    assert second.startswith("The exact table for these rules is still being built")
    assert not re.search(r"\d\.\d", text) and "Expected" not in text  # no figures
    assert "best:" not in text  # nor how much it matters: the numbers are no scores
