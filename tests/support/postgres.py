"""A throwaway PostgreSQL server for tests, CI and benchmarks.

``initdb`` into a fresh temp folder, start on a free loopback port, stop and delete
at the end. PostgreSQL refuses to run as root, so as root (CI) the server runs as the
``postgres`` user (Debian's package creates it), or an unprivileged user created here.
Missing binaries are installed (tests/support/provision.py), never skipped.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

from tests.support.provision import debian_package

_SEARCH = ("/usr/lib/postgresql/*/bin",)
_FALLBACK_USER = "yacht-pg"
_MEMORY = Path("/dev/shm")


def _located() -> Path | None:
    """The folder holding initdb and pg_ctl: PATH first, then Debian's versioned folders."""
    on_path = shutil.which("initdb")
    if on_path and shutil.which("pg_ctl"):
        return Path(os.path.realpath(on_path)).parent
    for pattern in _SEARCH:
        for folder in sorted(glob.glob(pattern), reverse=True):
            if Path(folder, "initdb").exists() and Path(folder, "pg_ctl").exists():
                return Path(folder)
    return None


def find_binaries() -> Path:
    """PostgreSQL's server binaries, installed first if the machine has none."""
    return debian_package("postgresql", _located)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _server_user() -> str | None:
    """Who runs the server: None (ourselves) unless we are root."""
    if os.geteuid() != 0:
        return None
    for name in ("postgres", _FALLBACK_USER):
        try:
            pwd.getpwnam(name)
            return name
        except KeyError:
            continue
    subprocess.run(
        ["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin",
         _FALLBACK_USER],
        check=True, capture_output=True,
    )
    return _FALLBACK_USER


class ThrowawayPostgres:
    """One PostgreSQL cluster in a temp folder; `url` is its superuser DSN."""

    def __init__(self, *, durable: bool = False) -> None:
        # Tests do not need fsync; a benchmark comparing with SQLite's WAL wants the
        # real commit path (durable=True).
        self.durable = durable
        self.bin = find_binaries()
        self.user = _server_user()
        self.port = 0
        self.folder: Path | None = None

    @property
    def url(self) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def database_url(self, name: str) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{name}"

    def _run(self, *args: str) -> subprocess.CompletedProcess[str]:
        cmd = [str(self.bin / args[0]), *args[1:]]
        if self.user is not None:
            cmd = ["runuser", "-u", self.user, "--", *cmd]
        result = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
        if result.returncode != 0:
            raise RuntimeError(f"{args[0]} failed ({result.returncode}): {result.stderr}")
        return result

    def _parent(self) -> Path | None:
        """Where the cluster lives: in memory (Linux's /dev/shm) unless it must be durable.

        On disk, deleting a test run's few hundred databases (some 30,000 files, their
        pages still being written back) took 30 s of a busy machine's teardown; in memory
        it costs nothing, and each test's database is dropped when the test ends.
        """
        if self.durable or not (_MEMORY.is_dir() and os.access(_MEMORY, os.W_OK)):
            return None
        return _MEMORY

    def start(self) -> ThrowawayPostgres:
        self.folder = Path(tempfile.mkdtemp(prefix="yacht-pg-", dir=self._parent()))
        if self.user is not None:
            entry = pwd.getpwnam(self.user)
            os.chown(self.folder, entry.pw_uid, entry.pw_gid)
        data = self.folder / "data"
        self._run("initdb", "-D", str(data), "-U", "postgres", "--auth=trust",
                  "--encoding=UTF8", "--no-sync")
        self.port = free_port()
        options = [
            f"-p {self.port}", "-c listen_addresses=127.0.0.1",
            f"-c unix_socket_directories={self.folder}", "-c max_connections=200",
        ]
        if not self.durable:
            options += ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"]
        self._run("pg_ctl", "-D", str(data), "-l", str(self.folder / "log"), "-w",
                  "-t", "60", "-o", " ".join(options), "start")
        return self

    def stop(self) -> None:
        if self.folder is None:
            return
        try:
            self._run("pg_ctl", "-D", str(self.folder / "data"), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)
            self.folder = None

    def log(self) -> str:
        if self.folder is None:
            return ""
        return (self.folder / "log").read_text(errors="replace")

    async def _admin(self, sql: str) -> None:
        import asyncpg

        conn = await asyncpg.connect(self.url)
        try:
            await conn.execute(sql)
        finally:
            await conn.close()

    async def create_database(self, name: str) -> str:
        """A new empty database; returns its DSN."""
        await self._admin(f'CREATE DATABASE "{name}"')
        return self.database_url(name)

    async def drop_database(self, name: str) -> None:
        """Drop a database, closing whatever a test left connected to it."""
        await self._admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def __enter__(self) -> ThrowawayPostgres:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


_counter = 0


def next_name(prefix: str = "t") -> str:
    global _counter
    _counter += 1
    return f"{prefix}_{os.getpid()}_{_counter}_{int(time.time() * 1000) % 100000}"
