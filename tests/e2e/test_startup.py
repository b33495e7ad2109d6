"""`python -m bot` started wrong in every way an operator can: one line, a non-zero exit,
nothing migrated or contacted that the bad setting concerns, and never a hang."""

from __future__ import annotations

import asyncio
import contextlib
import os
import sqlite3
import sys
from pathlib import Path

import pytest

from tests.emulator import REFUSED_TOKEN, TOKEN
from tests.emulator.fixtures import REPO_ROOT

HANG = 45.0  # seconds: far beyond a failed start on a loaded machine, far short of "hung"


async def start_fails(cwd: Path, *, bound: bool = False, **env_vars: str
                      ) -> tuple[int, list[str]]:
    """Run `python -m bot`; its exit code and the operator's lines on stderr."""
    env = {**os.environ, "DISCORD_TOKEN": TOKEN, "PYTHONPATH": str(REPO_ROOT),
           "DATABASE_URL": f"sqlite:///{cwd}/yacht.db", "DATA_DIR": str(cwd / "data"),
           "DISCORD_API_BASE": "http://127.0.0.1:9/api/v10",
           "DISCORD_GATEWAY_URL": "ws://127.0.0.1:9/gateway", **env_vars}
    for name in ("SHARD_COUNT", "SHARD_IDS", "METRICS_PORT", "LOG_FORMAT", "LOG_LEVEL"):
        if name not in env_vars:
            env.pop(name, None)
    proc = await asyncio.create_subprocess_exec(
        *(bound_by_file_modes() if bound else ()), sys.executable, "-m", "bot", cwd=cwd,
        env=env, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    try:
        _out, err = await asyncio.wait_for(proc.communicate(), HANG)
    except TimeoutError:
        proc.kill()
        raise AssertionError(f"python -m bot still running after {HANG:.0f} s") from None
    text = err.decode()
    assert "Traceback" not in text, text
    # Log records (timestamped) may come first; the operator's message is one line.
    return proc.returncode or 0, [ln for ln in text.strip().splitlines() if not ln[:4].isdigit()]


@pytest.mark.parametrize(("name", "value", "says"), [
    ("LOG_LEVEL", "nonsense", "must be one of DEBUG, INFO, WARNING, ERROR, CRITICAL"),
    ("LOG_FORMAT", "xml", "must be one of text, json"),
    ("DISCORD_TOKEN", "abc\ndef", "contains a space, a line break or a control character"),
    ("DISCORD_TOKEN", "abc def", "contains a space"),
    ("DISCORD_API_BASE", "not-a-url", "must be a http:// or https://host... URL"),
    ("DISCORD_API_BASE", "http://127.0.0.1:port/api", "a port that is not a number"),
    ("DISCORD_GATEWAY_URL", "http://127.0.0.1:9/gateway", "must be a ws:// or wss://host"),
    ("METRICS_PORT", "70000", "less than or equal to 65535"),
    ("SHARD_COUNT", "0", "greater than or equal to 1"),
])
async def test_a_bad_setting_is_one_line_before_anything_else(tmp_path, name, value, says):
    code, lines = await start_fails(tmp_path, **{name: value})
    assert code == 2
    assert len(lines) == 1 and lines[0].startswith(f"error: invalid setting {name}: "), lines
    assert says in lines[0]
    assert not (tmp_path / "yacht.db").exists()  # nothing opened, nothing migrated


#: what the README says a bot token is, and the refusal of a malformed one says too
TOKEN_SHAPE = "three parts joined by dots, the first the bot's id in base64"


@pytest.mark.parametrize("token", [
    "abc",  # the README's example: no dots at all
    "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.try",  # half a token: two parts
    "YWJj.try.it",  # three parts, but the first is base64 of "abc", not an id
    "MTg0NDY3NDQwNzM3MDk1NTE2MTY.try.it",  # an id past 64 bits
])
async def test_a_malformed_token_is_one_line_and_exit_2_before_discord_is_contacted(
        tmp_path, emulator, token):
    """README: a token not shaped as a bot token stops the start at once, offline, with
    one line and exit code 2, like any bad setting. Discord here is the emulator, which
    would take any token: it is never asked."""
    code, lines = await start_fails(tmp_path, DISCORD_TOKEN=token,
                                    DISCORD_API_BASE=emulator.api_base,
                                    DISCORD_GATEWAY_URL=emulator.gateway_url)
    assert code == 2
    assert len(lines) == 1 and lines[0].startswith("error: invalid setting DISCORD_TOKEN: "), lines
    assert f"is not a bot token ({TOKEN_SHAPE})" in lines[0]
    assert emulator.requests == []  # nothing contacted
    assert not (tmp_path / "yacht.db").exists()  # nothing opened, nothing migrated
    readme = " ".join((REPO_ROOT / "README.md").read_text("utf-8").split())
    assert f"({TOKEN_SHAPE}), so `DISCORD_TOKEN=abc python -m bot` stops at once" in readme
    assert "A bad setting exits with code 2 before anything is opened" in readme


async def test_a_token_with_a_trailing_newline_is_used_as_the_token(tmp_path, emulator):
    """The last newline of a file the token was pasted into is no reason to refuse it."""
    code, lines = await start_fails(tmp_path, DISCORD_TOKEN=f"{REFUSED_TOKEN}\n",
                                    DISCORD_API_BASE=emulator.api_base,
                                    DISCORD_GATEWAY_URL=emulator.gateway_url)
    assert code == 1 and lines == ["error: Discord refused the token (Improper token has been"
                                   " passed.). Check DISCORD_TOKEN."]


async def test_a_file_that_is_not_a_database_is_one_line_and_no_hang(tmp_path):
    (tmp_path / "yacht.db").write_bytes(b"this is a text file, not SQLite " * 200)
    code, lines = await start_fails(tmp_path)
    assert code == 1 and len(lines) == 1, lines
    assert lines[0] == (f"error: cannot use DATABASE_URL sqlite:///{tmp_path}/yacht.db:"
                        " file is not a database")


async def test_a_database_of_another_program_is_refused_untouched(tmp_path):
    with sqlite3.connect(tmp_path / "yacht.db") as conn:
        conn.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, title TEXT)")
        conn.execute("CREATE INDEX games_status ON games (title)")
    code, lines = await start_fails(tmp_path)
    assert code == 1 and len(lines) == 1, lines
    assert "holds part of migration 0001_init" in lines[0]


# -- what the process may not write (root writes anything: it runs bound by file modes) ---


def bound_by_file_modes() -> tuple[str, ...]:
    """As root, drop the capabilities that let root ignore file modes (util-linux's
    setpriv), so a read-only file is read-only to the bot as it is in production."""
    if os.geteuid() != 0:
        return ()
    caps = "-dac_override,-dac_read_search,-fowner"
    return ("setpriv", "--bounding-set", caps, "--inh-caps", caps)


async def test_a_read_only_database_is_one_line_at_startup(tmp_path):
    """It used to start silently and answer every /yacht start with "Something went
    wrong"; opening writes, so it fails before Discord is contacted."""
    with sqlite3.connect(tmp_path / "yacht.db") as conn:
        conn.execute("CREATE TABLE t (a INTEGER)")
    (tmp_path / "yacht.db").chmod(0o444)
    code, lines = await start_fails(tmp_path, bound=True)
    assert code == 1 and len(lines) == 1, lines
    assert "readonly database" in lines[0] or "read-only" in lines[0], lines


async def test_a_folder_where_the_wal_cannot_be_made_is_one_line_and_no_hang(tmp_path):
    folder = tmp_path / "locked"
    folder.mkdir()
    with contextlib.closing(sqlite3.connect(folder / "y.db")) as conn:
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("CREATE TABLE t (a INTEGER)")
    assert sorted(p.name for p in folder.iterdir()) == ["y.db"]
    folder.chmod(0o555)  # the file may be written, the folder may not: no -wal, no -shm
    try:
        code, lines = await start_fails(tmp_path, bound=True,
                                        DATABASE_URL=f"sqlite:///{folder}/y.db")
    finally:
        folder.chmod(0o755)
    assert code == 1 and len(lines) == 1, lines
    assert lines[0].startswith(f"error: cannot use DATABASE_URL sqlite:///{folder}/y.db:")


async def test_an_unwritable_data_dir_is_one_line(tmp_path):
    (tmp_path / "data").mkdir()
    (tmp_path / "data").chmod(0o555)
    try:
        code, lines = await start_fails(tmp_path, bound=True)
    finally:
        (tmp_path / "data").chmod(0o755)
    assert code == 1
    assert lines == [f"error: DATA_DIR {tmp_path}/data is not writable (Permission denied);"
                     " the computer players' tables are saved there."]
    assert not (tmp_path / "yacht.db").exists()  # checked before the database


async def test_a_metrics_port_in_use_is_one_line(tmp_path, emulator):
    server = await asyncio.start_server(lambda r, w: None, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    try:
        code, lines = await start_fails(tmp_path, METRICS_PORT=str(port),
                                        DISCORD_API_BASE=emulator.api_base,
                                        DISCORD_GATEWAY_URL=emulator.gateway_url)
    finally:
        server.close()
    assert code == 1 and len(lines) == 1, lines
    assert lines[0].startswith(f"error: cannot serve metrics on 127.0.0.1:{port} (")
