"""Game service: permissions, stale prompts, the per-game lock, results once.

Runs against both backends (`database_url` is parametrised in conftest).
"""

from __future__ import annotations

import asyncio

import pytest

from bot.rules import variant_ids
from bot.service.games import COMPUTER, Actor, GameService, Refusal
from bot.storage import open_repository
from tests.support.postgres import next_name
from tests.support.scripted_dice import ScriptedDice
from tests.support.service_play import play_out

ALICE, BOB, CAROL = Actor(1), Actor(2), Actor(3)
ADMIN = Actor(99, manager=True)


@pytest.fixture
async def repo(database_url):
    """SQLite and PostgreSQL in turn: every service test runs on both."""
    repository = await open_repository(database_url)
    yield repository
    await repository.close()


@pytest.fixture
def dice():
    return ScriptedDice()


@pytest.fixture
def service(repo, dice):
    return GameService(repo, roller_factory=lambda game_id: dice)


async def new_lobby(service, kind="yacht", channel=10, **options):
    record = await service.create_lobby(
        guild_id=1, channel_id=channel, host_id=1, kind=kind, options=options
    )
    await service.set_message(record.id, 1000 + record.id)  # the lobby is shown
    record.message_id = 1000 + record.id
    return record


async def started(service, kind="yacht", players=(BOB,), bots=()):
    game = await new_lobby(service, kind)
    for actor in players:
        await service.act(game.id, None, actor, "join")
    for level in bots:
        await service.act(game.id, None, ALICE, "addbot", level)
    return await service.act(game.id, None, ALICE, "start")


async def test_the_to_win_level_sits_at_box_games_only(service):
    game = await new_lobby(service)
    out = await service.act(game.id, None, ALICE, "addbot", "win")
    assert out.game.seats[-1].level == "win"
    five_k = await new_lobby(service, kind="5000", channel=11)
    with pytest.raises(Refusal, match=r"^bad_level$"):
        await service.act(five_k.id, None, ALICE, "addbot", "win")


async def test_lobby_flow_and_start(service):
    game = await new_lobby(service)
    out = await service.act(game.id, game.version, BOB, "join")
    assert [s.user_id for s in out.game.seats] == [1, 2]
    with pytest.raises(Refusal, match=r"^seated$"):
        await service.act(game.id, None, BOB, "join")
    out = await service.act(game.id, None, ALICE, "addbot", "easy")
    assert out.game.seats[-1].level == "easy"
    with pytest.raises(Refusal, match=r"^not_host_"):
        await service.act(game.id, None, BOB, "addbot", "easy")
    with pytest.raises(Refusal, match=r"^not_host_"):
        await service.act(game.id, None, BOB, "start")
    with pytest.raises(Refusal, match=r"^not_host_"):
        await service.act(game.id, None, BOB, "cancel")
    out = await service.act(game.id, None, BOB, "leave")
    assert len(out.game.seats) == 2
    out = await service.act(game.id, None, ALICE, "start")
    assert out.game.status == "playing"
    assert out.rules.players == ("1", "cpu2")
    with pytest.raises(Refusal):
        await service.act(game.id, None, CAROL, "join")


async def test_option_not_for_game_and_bad_value(service):
    with pytest.raises(Refusal, match=r"^unknown_option$"):
        await new_lobby(service, "generala", full_house="sum")
    with pytest.raises(Refusal, match=r"^bad_option$"):
        await new_lobby(service, "yacht", full_house="triple")


async def test_server_defaults_fill_options(service, repo):
    settings = await repo.get_guild_settings(1)
    settings.default_options = {"served_bonus": 10, "full_house": "sum"}
    settings.default_game = "generala"
    await repo.save_guild_settings(settings)
    game = await service.create_lobby(guild_id=1, channel_id=5, host_id=1, kind=None, options={})
    assert game.kind == "generala" and game.options["served_bonus"] == 10
    other = await service.create_lobby(
        guild_id=1, channel_id=6, host_id=1, kind="yacht", options={}
    )
    assert other.options["full_house"] == "sum"


async def test_yatzy_as_the_default_game_takes_no_option(service, repo):
    """Yatzy has no options: the server's defaults for other games do not reach it, and
    an option given for it is refused with the game named."""
    await service.update_settings(1, default_game="yatzy",
                                  options={"yacht_bonus": True, "served_bonus": 10})
    game = await service.create_lobby(guild_id=1, channel_id=5, host_id=1, kind=None, options={})
    assert game.kind == "yatzy" and game.options == {}
    with pytest.raises(Refusal, match=r"^unknown_option$") as refused:
        await service.create_lobby(guild_id=1, channel_id=6, host_id=1, kind="yatzy",
                                   options={"yacht_bonus": True})
    assert refused.value.params["game"] == "yatzy"


async def test_second_lobby_in_channel_refused(service):
    first = await new_lobby(service)
    from bot.service.games import ChannelTaken

    with pytest.raises(ChannelTaken) as taken:
        await new_lobby(service)
    assert taken.value.active.id == first.id and taken.value.code == "busy"


async def test_turn_rules_wrong_player_and_stale(service, dice):
    out = await started(service)
    game_id = out.game.id
    v = out.game.version
    with pytest.raises(Refusal, match=r"^not_your_turn$"):
        await service.act(game_id, v, BOB, "roll")
    with pytest.raises(Refusal, match=r"^not_seated$"):
        await service.act(game_id, v, CAROL, "roll")
    with pytest.raises(Refusal):  # hold before the first roll: the engine refuses
        await service.act(game_id, v, ALICE, "hold", "0")
    dice.push(6, 6, 6, 2, 3)
    out = await service.act(game_id, v, ALICE, "roll")
    assert out.rules.dice == (6, 6, 6, 2, 3) and out.game.version == v + 1
    with pytest.raises(Refusal, match=r"^stale$"):
        await service.act(game_id, v, ALICE, "roll")  # old prompt
    out = await service.act(game_id, v + 1, ALICE, "hold", "0")
    assert out.rules.held == (0,)
    with pytest.raises(Refusal, match=r"^bad_die$"):
        await service.act(game_id, out.game.version, ALICE, "hold", "7")
    with pytest.raises(Refusal, match=r"^bad_box$"):
        await service.act(game_id, out.game.version, ALICE, "score", "bogus")
    out = await service.act(game_id, out.game.version, ALICE, "score", "sixes")
    assert out.rules.scores("1") == {"sixes": 18}
    with pytest.raises(Refusal):
        await service.act(game_id, 12345, ALICE, "roll")


async def test_double_click_applies_once(service):
    out = await started(service)
    v = out.game.version
    results = await asyncio.gather(
        service.act(out.game.id, v, ALICE, "roll"),
        service.act(out.game.id, v, ALICE, "roll"),
        return_exceptions=True,
    )
    assert sum(isinstance(r, Refusal) for r in results) == 1
    stored = await service.repo.get_game(out.game.id)
    assert stored.version == v + 1


async def test_lock_serialises_concurrent_actions(service):
    out = await started(service)
    game_id, v = out.game.id, out.game.version
    out = await service.act(game_id, v, ALICE, "roll")
    v = out.game.version
    # Many toggles at once on the same roll, each at the version it saw: the lock applies
    # them one after the other, every one (a hold does not stale another hold), each once:
    # every die toggled four times is free again.
    results = await asyncio.gather(
        *(service.act(game_id, v, ALICE, "hold", str(i % 5)) for i in range(20)),
        return_exceptions=True,
    )
    assert not [r for r in results if isinstance(r, Exception)]
    stored, rules = await service.load(game_id)
    assert stored.version == v + 20 and not rules.held
    # Chained at the right version, all apply in order.
    for i in range(5):
        out = await service.act(game_id, v + 20 + i, ALICE, "hold", str(i))
    assert (await service.repo.get_game(game_id)).version == v + 25
    # A control drawn before that roll is stale whatever holds came after.
    with pytest.raises(Refusal) as refused:
        await service.act(game_id, v - 1, ALICE, "hold", "0")
    assert refused.value.code == "stale"


async def test_computer_plays_its_turn(service):
    out = await started(service, players=(), bots=("easy",))
    game_id = out.game.id
    assert await service.computer_step(game_id) is None  # human's turn
    out = await service.act(game_id, out.game.version, ALICE, "roll")
    out = await service.act(game_id, out.game.version, ALICE, "score", "chance")
    assert out.current_is_computer
    steps = 0
    while out.current_is_computer:
        out = await service.computer_step(game_id)
        steps += 1
        assert steps < 10
    assert out.rules.current_player == "1"
    assert len(out.rules.scores("cpu2")) == 1


@pytest.mark.parametrize("kind", variant_ids())
async def test_full_game_records_results_once(service, repo, kind):
    out = await started(service, kind, players=(BOB,), bots=("easy",))
    await play_out(service, out.game.id)
    stored = await repo.get_game(out.game.id)
    assert stored.status == "finished"
    board = await repo.leaderboard(1, kind, with_computers=True)
    assert sum(r.games for r in board) == 2  # two humans, one row each
    with pytest.raises(Refusal, match=r"^over$"):
        await service.act(out.game.id, stored.version, ALICE, "roll")


async def test_cancel_by_manager_and_after_cancel(service):
    out = await started(service)
    with pytest.raises(Refusal, match=r"^not_host_"):
        await service.cancel(out.game.id, BOB)
    done = await service.cancel(out.game.id, ADMIN)
    assert done.game.status == "cancelled"
    with pytest.raises(Refusal, match=r"^cancelled$"):
        await service.act(out.game.id, None, ALICE, "roll")
    assert await service.active_in_channel(10) is None


async def test_unknown_game(service):
    with pytest.raises(Refusal, match=r"^unknown_game$"):
        await service.act(424242, 0, ALICE, "roll")
    with pytest.raises(Refusal, match=r"^unknown_action$"):
        out = await started(service)
        await service.act(out.game.id, out.game.version, ALICE, "explode")


async def test_a_restarted_service_reads_a_game_on_its_first_action(repo, dice):
    first = GameService(repo, roller_factory=lambda gid: dice)
    out = await started(first)
    out = await first.act(out.game.id, out.game.version, ALICE, "roll")
    second = GameService(repo, roller_factory=lambda gid: dice)  # "after a restart"
    assert await second.turns_to_check() == []  # a human's turn: nothing to resume
    record, rules = await second.load(out.game.id)
    assert (record.id, rules.dice) == (out.game.id, out.rules.dice)
    out2 = await second.act(out.game.id, out.game.version, ALICE, "score", "chance")
    assert out2.rules.scores("1")["chance"] == sum(out.rules.dice)


async def test_computer_actor_cannot_click(service):
    out = await started(service)
    with pytest.raises(Refusal):
        await service.act(out.game.id, out.game.version, COMPUTER, "roll")


async def test_update_settings_checks_each_option_with_its_game(service, repo):
    settings, changed = await service.update_settings(
        1, default_game="generala", turn_timeout=300, options={"served_bonus": 10}
    )
    assert changed and settings.default_options == {"served_bonus": 10}
    assert (await repo.get_guild_settings(1)).turn_timeout == 300
    with pytest.raises(Refusal, match=r"^bad_option$") as refused:
        await service.update_settings(1, options={"served_bonus": 7, "full_house": "sum"})
    assert refused.value.code == "bad_option"
    assert refused.value.params == {"option": "served_bonus", "value": "7", "allowed": ("5", "10")}
    for bad in ({"turn_timeout": -5}, {"turn_timeout": 99999 * 60}, {"default_game": "chess"}):
        with pytest.raises(Refusal, match=r"^(timeout_range|unknown_game)$"):
            await service.update_settings(1, **bad)
    stored = await repo.get_guild_settings(1)
    assert stored.default_options == {"served_bonus": 10}  # nothing of the refused call
    _, changed = await service.update_settings(1)
    assert not changed


async def test_two_processes_on_one_game(database_url, dice):
    """Two services on two connections (two shard processes, a misrouted click, a
    rolling restart): the stale one is refused as a stale prompt, nothing is applied
    twice, and each still sees the other's moves when it acts again."""
    repo_a, repo_b = await open_repository(database_url), await open_repository(database_url)
    try:
        a = GameService(repo_a, roller_factory=lambda gid: dice)
        b = GameService(repo_b, roller_factory=lambda gid: dice)
        out = await started(a)
        game_id, v = out.game.id, out.game.version
        await b.load(game_id)  # b has seen (and may cache) version v
        dice.push(1, 2, 3, 4, 5)
        out = await a.act(game_id, v, ALICE, "roll")
        with pytest.raises(Refusal, match=r"^stale$") as stale:
            await b.act(game_id, v, ALICE, "roll")  # same prompt, other process
        assert stale.value.code == "stale"
        assert (await repo_a.get_game(game_id)).version == v + 1
        # b acts on the current prompt: it must see a's roll, not its own old copy.
        out = await b.act(game_id, v + 1, ALICE, "score", "chance")
        assert out.rules.scores("1") == {"chance": 15}
        with pytest.raises(Refusal, match=r"^stale$"):
            await a.act(game_id, v + 1, ALICE, "score", "sixes")  # a's cache is behind
        record, rules = await a.load(game_id)
        assert record.version == v + 2 and rules.scores("1") == {"chance": 15}
    finally:
        await repo_a.close()
        await repo_b.close()


async def test_two_processes_finish_one_game_results_once(database_url, dice):
    """Both processes drive the same game to its end, racing: one result per seat."""
    repo_a, repo_b = await open_repository(database_url), await open_repository(database_url)
    try:
        a = GameService(repo_a, roller_factory=lambda gid: dice)
        b = GameService(repo_b, roller_factory=lambda gid: dice)
        out = await started(a, players=(BOB,))

        async def race(service):
            while True:
                try:
                    record = await play_out(service, out.game.id)
                except Refusal as refusal:
                    assert refusal.code in ("stale", "not_your_turn", "over"), refusal
                    continue
                return record

        finished = await asyncio.gather(race(a), race(b))
        assert {r.status for r in finished} == {"finished"}
        board = await repo_b.leaderboard(1, "yacht", with_computers=False)
        assert sorted(r.games for r in board) == [1, 1]
    finally:
        await repo_a.close()
        await repo_b.close()


async def test_shared_backend_trusts_no_cached_game(postgres_server, dice):
    """With PostgreSQL another process may move a game this one has cached: the
    current prompt must still be accepted (and act on the stored state)."""
    url = await postgres_server.create_database(next_name("svc"))
    repo_a, repo_b = await open_repository(url), await open_repository(url)
    try:
        a = GameService(repo_a, roller_factory=lambda gid: dice)
        b = GameService(repo_b, roller_factory=lambda gid: dice)
        out = await started(a)
        game_id, v = out.game.id, out.game.version
        await b.load(game_id)  # cached at v
        dice.push(6, 6, 6, 6, 6)
        await a.act(game_id, v, ALICE, "roll")
        out = await b.act(game_id, v + 1, ALICE, "score", "yacht")
        assert out.rules.scores("1") == {"yacht": 50} and out.game.version == v + 2
    finally:
        await repo_a.close()
        await repo_b.close()
