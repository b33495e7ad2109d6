"""Benchmarks cannot rot: each one is smoke-run by CI, and each can be."""

from __future__ import annotations

import importlib
import sys

import pytest

from bench.__main__ import BENCH, HELPERS, RUNNABLE, benchmarks
from tests.support import ROOT
from tests.support.waiting import DEADLINE


def runnable() -> set[str]:
    return {path.stem for path in BENCH.glob("*.py")
            if path.stem != "__main__" and RUNNABLE.search(path.read_text("utf-8"))}


def test_every_runnable_module_is_smoke_run_unless_a_helper_process():
    assert set(HELPERS) <= runnable()
    assert set(benchmarks()) == runnable() - set(HELPERS)
    assert len(benchmarks()) >= 11


def test_ci_smoke_runs_the_benchmarks():
    assert "python -m bench --quick" in (ROOT / ".ci" / "run").read_text("utf-8")


@pytest.mark.parametrize("name", benchmarks())
def test_each_benchmark_imports_and_takes_quick(name, monkeypatch, capsys):
    """Importing catches a renamed module or API at once; `--help` shows the parser the
    smoke run will meet (it stops there, so nothing is measured)."""
    module = importlib.import_module(f"bench.{name}")
    monkeypatch.setattr(sys, "argv", [name, "--help"])
    with pytest.raises(SystemExit) as stop:
        module.main()
    assert stop.value.code == 0
    assert "--quick" in capsys.readouterr().out


def test_a_failed_click_counts_as_slower_than_any_answered_one():
    """bench.reviews: a bot that fails its slowest clicks must not look faster for it;
    a new game that did not open is set-up, not a click."""
    from bench.harness import Stats
    from bench.reviews import latencies, pooled_p99

    answered = Stats("reviews", 1, latencies_ms=[float(ms) for ms in range(1, 100)])
    assert pooled_p99([answered]) == 99.0
    failing = Stats("reviews", 1, latencies_ms=[float(ms) for ms in range(1, 99)], errors=3,
                    failures=["click: InteractionRejected('10062')",
                              "before: DriverError(\"no button 'Start'\")",
                              "before: DriverError(\"no button 'Start'\")"])
    assert latencies([failing])[-2:] == [98.0, float("inf")]
    assert pooled_p99([failing]) == float("inf")


async def test_a_player_whose_click_failed_goes_on_in_a_new_channel():
    """bench.gameplay: the failed click may have moved the game, and the channel still
    holds it ("this channel already has a game"): the player's next game opens in a new
    channel, else every later click of theirs would fail too."""
    from bench.gameplay import Player, Table
    from tests.emulator import Emulator

    async with Emulator() as emu:
        table = Table(emu, "bot", [Player(emu.user("alice").id, emu.dice.id)])
        table.players[0].step = 4

        async def refused(index: int) -> None:
            raise RuntimeError("10062")

        table._click = refused  # type: ignore[method-assign]
        with pytest.raises(RuntimeError):
            await table.click(0)
        player = table.players[0]
        assert player.channel not in (emu.dice.id, emu.general.id)
        assert emu.channels[player.channel].guild_id == emu.guild.id
        assert (player.message, player.step) == (None, 0)


def test_the_cpu_guard_fails_past_its_baseline_ratio(tmp_path, monkeypatch, capsys):
    """bench.gameplay --quick (CI): the bot's CPU per click, as a ratio to the V2 floor's
    (the median of paired windows), may grow to CPU_GUARD times the committed baseline's,
    not past it; a baseline measured otherwise, or none, fails."""
    import json

    from bench import gameplay

    baseline = tmp_path / "baseline.json"
    baseline.write_text(json.dumps({"method": gameplay.GUARD_METHOD, "ratio": 2.0,
                                    "measured": "today"}))
    monkeypatch.setattr(gameplay, "BASELINE", baseline)

    def guard(*ratios: float) -> bool:
        async def paired() -> list[float]:
            return list(ratios)

        monkeypatch.setattr(gameplay, "paired_cpu", paired)
        return gameplay.cpu_guard(save=False)

    assert guard(2.9, 9.0, 1.0) is True  # the median, 2.9 <= 1.5 * 2.0
    assert guard(3.1, 3.2, 1.0) is False
    assert "FAILED" in capsys.readouterr().out
    baseline.write_text(json.dumps({"method": "levels 1,10", "ratio": 2.0}))
    assert guard(1.0) is False
    baseline.unlink()
    assert guard(1.0) is False


async def test_the_web_load_storms_from_one_address_while_its_readers_are_served(tmp_path):
    """bench.gameplay --web-load's clients: the storm's address runs out of its budget
    (429) while the readers, each within theirs, read every page they ask for."""
    import asyncio
    import contextlib

    from bench import webload

    database = f"sqlite:///{tmp_path}/bench.db"
    paths = await webload.seed(database)
    # The clients and the pages at the test's own priority (pages below it answered 4
    # requests a second beside three CPU-bound jobs: the storm never reached its budget);
    # the load says when the storm's address is refused more than served while the
    # readers are served.
    async with webload.web_load(database, paths, ROOT, tmp_path / "web.log",
                                niceness=0, pages_niceness=0) as load:
        with contextlib.suppress(TimeoutError):  # the counts below say what was seen
            await asyncio.wait_for(load.limited.wait(), DEADLINE)
    answers = load.counts
    assert answers.get("storm 429", 0) > answers.get("storm 200", 0) > 0, answers
    assert answers["readers 200"] > 0 and "readers failed" not in answers, answers
    assert not {k for k in answers if k.startswith("readers ") and k != "readers 200"}, answers
