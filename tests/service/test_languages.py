"""The service's languages: resolution order, validation, what is stored (both backends)."""

from __future__ import annotations

import pytest

from bot.service.games import GameService, Refusal
from bot.storage import open_repository


@pytest.fixture
async def service(database_url):
    """SQLite and PostgreSQL in turn (`database_url` is parametrised in conftest)."""
    repo = await open_repository(database_url)
    yield GameService(repo)
    await repo.close()


async def test_an_unknown_language_is_refused_and_changes_nothing(service):
    for attempt in (
        service.set_user_language(7, "fr"),
        service.update_settings(1, language="klingon"),
        service.create_lobby(guild_id=1, channel_id=2, host_id=7, kind="yacht", options={},
                             language="xx"),
    ):
        with pytest.raises(Refusal) as refused:
            await attempt
        assert refused.value.code == "bad_language"
        assert refused.value.params["allowed"] == ("en", "ar", "es", "sq", "ta")
    assert await service.repo.get_user_language(7) is None
    assert (await service.repo.get_guild_settings(1)).language is None
    assert await service.active_in_channel(2) is None


async def test_resolution_order(service):
    assert await service.reader_language(7, None, 1) == "en"
    assert await service.reader_language(7, "pt-BR", 1) == "en"
    await service.update_settings(1, language="sq")
    assert await service.reader_language(7, "pt-BR", 1) == "sq"
    assert await service.reader_language(7, "es-ES", 1) == "es"
    await service.set_user_language(7, "ar")
    assert await service.reader_language(7, "es-ES", 1) == "ar"
    assert await service.repo.get_user_language(7) == "ar"
    await service.set_user_language(7, "auto")
    assert await service.repo.get_user_language(7) is None
    assert await service.reader_language(7, "es-ES", 1) == "es"


async def test_game_language_pick_then_server_then_host(service):
    picked = await service.create_lobby(guild_id=1, channel_id=1, host_id=7, kind="yacht",
                                        options={}, language="ta", host_language="es")
    hosts = await service.create_lobby(guild_id=1, channel_id=2, host_id=7, kind="yacht",
                                       options={}, host_language="es")
    await service.update_settings(1, language="ar")
    servers = await service.create_lobby(guild_id=1, channel_id=3, host_id=7, kind="yacht",
                                         options={}, host_language="es")
    assert (picked.language, hosts.language, servers.language) == ("ta", "es", "ar")
    stored = [await service.repo.get_game(g.id) for g in (picked, hosts, servers)]
    assert [g.language for g in stored] == ["ta", "es", "ar"]


async def test_a_choice_stored_by_another_process_is_seen_once_the_cache_expires(
        service, monkeypatch):
    assert await service.reader_language(7, None, 1) == "en"
    await service.repo.set_user_language(7, "es")  # e.g. a process running other shards
    assert await service.reader_language(7, None, 1) == "en"  # remembered for a while
    monkeypatch.setattr("bot.service.games.LANGUAGE_TTL", 0.0)
    assert await service.reader_language(7, None, 1) == "es"
