"""Numbered SQL migrations, one ordered list for every backend, and their history.

`migrations/NNNN_name.sql` is the same for all backends; where dialects differ a
migration ships one file per backend instead (`NNNN_name.sqlite.sql`,
`NNNN_name.postgres.sql`). Either way each number exists exactly once per
backend, so a database's schema version means the same schema everywhere.

Every database records what was applied to it in `schema_migrations`: number, name,
checksum of the SQL, and whether older code may run on it. At startup the bot
compares that history with its own files and refuses, in one line, a database whose
history names another migration under a number it knows (a renumbered or edited
migration), or one carrying a newer migration marked unfit for older code
(docs/migrations.md: expand, then contract).

Databases from before the history (round 1 onwards, and those made at the commits
where branches renumbered migrations) are read by what they contain: a migration
whose tables, columns and indexes are all there was applied, whatever number the
old `schema_version` says; the missing ones are applied, and the history written.
"""

from __future__ import annotations

import hashlib
import logging
import re
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from importlib import resources

import aiosqlite

log = logging.getLogger(__name__)

BACKENDS = ("sqlite", "postgres")
_NAME = re.compile(r"^(\d{4})_([\w-]+?)(?:\.(sqlite|postgres))?\.sql$")
# A migration says in its first comment lines whether the release before it still runs
# on the schema it leaves: `-- older code: fit` (it only adds) or `-- older code: unfit`.
_OLDER_CODE = re.compile(r"^--\s*older code:\s*(fit|unfit)\b", re.IGNORECASE | re.MULTILINE)
# Landed before migrations said so: each of them only adds tables, columns and indexes.
LEGACY_FIT = range(1, 7)

HISTORY_TABLE = "schema_migrations"


class MigrationRefused(Exception):
    """The database and this release disagree about the schema; one line for the operator."""


@dataclass(frozen=True)
class Migration:
    """One migration file as this release ships it."""

    number: int
    name: str  # "languages": the file name without its number and backend
    file: str
    sql: str
    older_code_fit: bool

    @property
    def label(self) -> str:
        return f"{self.number:04d}_{self.name}"

    @property
    def checksum(self) -> str:
        """sha256 of the SQL (line endings aside): any edit changes it."""
        text = self.sql.replace("\r\n", "\n")
        return hashlib.sha256(text.encode("utf-8")).hexdigest()

    @property
    def marks(self) -> Marks:
        return marks_of(self.sql)


def available(backend: str = "sqlite", package: str = "bot.storage.migrations"
              ) -> list[Migration]:
    """Every migration `backend` applies, in order."""
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r}")
    by_number: dict[int, list[tuple[str | None, str, str, str]]] = {}
    for entry in resources.files(package).iterdir():
        match = _NAME.match(entry.name)
        if match:
            by_number.setdefault(int(match.group(1)), []).append(
                (match.group(3), match.group(2), entry.name, entry.read_text(encoding="utf-8"))
            )
    numbers = sorted(by_number)
    if numbers != list(range(1, len(numbers) + 1)):
        raise RuntimeError(f"migration numbers must run 1..n without gaps, got {numbers}")
    found = []
    for number in numbers:
        files = by_number[number]
        common = [f for f in files if f[0] is None]
        own = [f for f in files if f[0] == backend]
        if len(common) + len(own) != 1 or (common and len(files) > 1):
            names = sorted(f[2] for f in files)
            raise RuntimeError(
                f"migration {number:04d} needs one shared file or one per backend, got {names}"
            )
        if len({f[1] for f in files}) != 1:
            raise RuntimeError(f"migration {number:04d}: one name for every backend, got"
                               f" {sorted(f[2] for f in files)}")
        _, name, file, sql = (common or own)[0]
        found.append(Migration(number, name, file, sql, _older_code_fit(number, file, sql)))
    return found


def _older_code_fit(number: int, file: str, sql: str) -> bool:
    said = _OLDER_CODE.search(sql)
    if said is None:
        if number in LEGACY_FIT:
            return True
        raise RuntimeError(f"{file} must say `-- older code: fit` or `-- older code: unfit`"
                           " (docs/migrations.md)")
    return said.group(1).lower() == "fit"


# -- what a migration leaves in a schema ---------------------------------------------------

_IDENT = r'"?([A-Za-z_][\w]*)"?'
_CREATE_TABLE = re.compile(rf"\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?{_IDENT}", re.I)
_ADD_COLUMN = re.compile(rf"\bALTER\s+TABLE\s+{_IDENT}\s+ADD\s+(?:COLUMN\s+)?{_IDENT}", re.I)
_CREATE_INDEX = re.compile(
    rf"\bCREATE\s+(?:UNIQUE\s+)?INDEX\s+(?:IF\s+NOT\s+EXISTS\s+)?{_IDENT}", re.I)
_DROP_TABLE = re.compile(rf"\bDROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?{_IDENT}", re.I)
_DROP_COLUMN = re.compile(rf"\bALTER\s+TABLE\s+{_IDENT}\s+DROP\s+(?:COLUMN\s+)?{_IDENT}", re.I)
_DROP_INDEX = re.compile(rf"\bDROP\s+INDEX\s+(?:IF\s+EXISTS\s+)?{_IDENT}", re.I)


@dataclass(frozen=True)
class Marks:
    """What a schema holds once a migration ran: objects it made, and ones it removed."""

    tables: frozenset[str] = frozenset()
    columns: frozenset[tuple[str, str]] = frozenset()
    indexes: frozenset[str] = frozenset()
    gone_tables: frozenset[str] = frozenset()
    gone_columns: frozenset[tuple[str, str]] = frozenset()
    gone_indexes: frozenset[str] = frozenset()

    def __bool__(self) -> bool:
        return any((self.tables, self.columns, self.indexes, self.gone_tables,
                    self.gone_columns, self.gone_indexes))

    def then(self, later: Marks) -> Marks:
        """These marks once a later migration ran: what it removes or makes again is no
        longer this one's to show (0008 drops 0001's channel index for one of its own)."""
        return Marks(
            tables=self.tables - later.gone_tables,
            columns=self.columns - later.gone_columns,
            indexes=self.indexes - later.gone_indexes,
            gone_tables=self.gone_tables - later.tables,
            gone_columns=self.gone_columns - later.columns,
            gone_indexes=self.gone_indexes - later.indexes,
        )


def marks_of(sql: str) -> Marks:
    code = "\n".join(line.split("--", 1)[0] for line in sql.splitlines())

    def low(found: Iterable[str | tuple[str, ...]]) -> frozenset:  # type: ignore[type-arg]
        return frozenset(f.lower() if isinstance(f, str) else tuple(x.lower() for x in f)
                         for f in found)

    return Marks(
        tables=low(_CREATE_TABLE.findall(code)), columns=low(_ADD_COLUMN.findall(code)),
        indexes=low(_CREATE_INDEX.findall(code)), gone_tables=low(_DROP_TABLE.findall(code)),
        gone_columns=low(_DROP_COLUMN.findall(code)), gone_indexes=low(_DROP_INDEX.findall(code)),
    )


@dataclass
class Applied:
    """One row of a database's migration history."""

    number: int
    name: str
    checksum: str
    older_code_fit: bool

    @property
    def label(self) -> str:
        return f"{self.number:04d}_{self.name}"


@dataclass
class Schema:
    """What a database holds, as far as migrations are concerned (lower-case names)."""

    tables: set[str] = field(default_factory=set)
    columns: dict[str, set[str]] = field(default_factory=dict)
    indexes: set[str] = field(default_factory=set)
    history: list[Applied] | None = None  # None: a database from before the history

    def holds(self, marks: Marks) -> tuple[int, int]:
        """(marks present, marks in all) of a migration in this schema."""
        checks = [
            *(t in self.tables for t in marks.tables),
            *(c in self.columns.get(t, set()) for t, c in marks.columns),
            *(i in self.indexes for i in marks.indexes),
            *(t not in self.tables for t in marks.gone_tables),
            *(c not in self.columns.get(t, set()) for t, c in marks.gone_columns),
            *(i not in self.indexes for i in marks.gone_indexes),
        ]
        return sum(checks), len(checks)


@dataclass
class Plan:
    """What to do to a database: history rows to write for migrations found by content,
    migrations to apply, and what to tell the operator."""

    found: list[Migration]
    pending: list[Migration]
    newer: list[Applied]


def plan(known: list[Migration], schema: Schema) -> Plan:
    """Compare a database with this release's migrations; MigrationRefused when they do
    not fit together."""
    if schema.history is None:
        return _plan_from_content(known, schema)
    by_number = {m.number: m for m in known}
    done: set[int] = set()
    newer = []
    for row in schema.history:
        mine = by_number.get(row.number)
        if mine is None:
            newer.append(row)
            continue
        if (row.name, row.checksum) != (mine.name, mine.checksum):
            what = "another migration" if row.name != mine.name else "an edited migration"
            raise MigrationRefused(
                f"the database's migration {row.label} (checksum {row.checksum[:12]}) is"
                f" {what} than this release's {mine.label} (checksum {mine.checksum[:12]});"
                " a landed migration was renumbered or edited: run the release that made"
                " this database")
        done.add(row.number)
    unfit = [row for row in newer if not row.older_code_fit]
    if unfit:
        labels = ", ".join(row.label for row in unfit)
        raise MigrationRefused(
            f"the database has migration {labels}, made by a newer release and marked unfit"
            f" for older code (this release knows migrations up to {len(known):04d}):"
            " run the newer release, or restore a backup from before it")
    return Plan([], [m for m in known if m.number not in done], newer)


def _plan_from_content(known: list[Migration], schema: Schema) -> Plan:
    if not schema.tables - {"schema_version", HISTORY_TABLE}:
        return Plan([], list(known), [])  # a new, empty database
    found, pending = [], []
    for index, migration in enumerate(known):
        marks = migration.marks
        for later in known[index + 1:]:
            marks = marks.then(later.marks)
        present, wanted = schema.holds(marks)
        if wanted and present == wanted:
            found.append(migration)
        elif present == 0 or not wanted:
            pending.append(migration)
        else:
            raise MigrationRefused(
                f"the database holds part of migration {migration.label} ({present} of"
                f" {wanted} of its tables, columns and indexes): it was changed by hand or"
                " by another program; restore a backup")
    return Plan(found, pending, [])


def describe(plan: Plan, backend: str) -> None:
    """One log line for what a migration run did beyond the ordinary."""
    if plan.found:
        log.warning("%s database from before the migration history: found %s by content;"
                    " applying %s", backend, ", ".join(m.label for m in plan.found),
                    ", ".join(m.label for m in plan.pending) or "nothing")
    if plan.newer:
        log.warning("the database has newer migration(s) %s, marked fit for older code:"
                    " running on it", ", ".join(row.label for row in plan.newer))


def history_rows(migrations: list[Migration]) -> list[tuple[int, str, str, bool, float]]:
    now = time.time()
    return [(m.number, m.name, m.checksum, m.older_code_fit, now) for m in migrations]


# -- SQLite ---------------------------------------------------------------------------------

_SQLITE_HISTORY = (
    f"CREATE TABLE IF NOT EXISTS {HISTORY_TABLE} ("
    " number INTEGER PRIMARY KEY, name TEXT NOT NULL, checksum TEXT NOT NULL,"
    " older_code_fit INTEGER NOT NULL, applied_at REAL NOT NULL, how TEXT NOT NULL)"
)


async def current_version(conn: aiosqlite.Connection) -> int:
    """The highest migration applied (0: none)."""
    async with conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?",
            (HISTORY_TABLE,)) as cursor:
        if await cursor.fetchone() is not None:
            async with conn.execute(f"SELECT MAX(number) FROM {HISTORY_TABLE}") as rows:
                row = await rows.fetchone()
            return int(row[0] or 0) if row else 0
    async with conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'"
    ) as cursor:
        if await cursor.fetchone() is None:
            return 0
    async with conn.execute("SELECT version FROM schema_version") as cursor:
        row = await cursor.fetchone()
    return 0 if row is None else int(row[0])


async def sqlite_schema(conn: aiosqlite.Connection) -> Schema:
    schema = Schema()
    async with conn.execute("SELECT type, name, tbl_name FROM sqlite_master") as cursor:
        for kind, name, _table in await cursor.fetchall():
            if kind == "table":
                schema.tables.add(str(name).lower())
            elif kind == "index":
                schema.indexes.add(str(name).lower())
    for table in schema.tables:
        async with conn.execute(f'PRAGMA table_info("{table}")') as cursor:
            schema.columns[table] = {str(row[1]).lower() for row in await cursor.fetchall()}
    if HISTORY_TABLE in schema.tables:
        async with conn.execute(
                f"SELECT number, name, checksum, older_code_fit FROM {HISTORY_TABLE}"
                " ORDER BY number") as cursor:
            schema.history = [Applied(int(n), str(a), str(c), bool(f))
                              for n, a, c, f in await cursor.fetchall()]
    return schema


def _sqlite_history_sql(migrations: list[Migration], how: str) -> str:
    values = ", ".join(
        f"({n}, '{name}', '{checksum}', {int(fit)}, {at!r}, '{how}')"
        for n, name, checksum, fit, at in history_rows(migrations))
    return f"INSERT INTO {HISTORY_TABLE} VALUES {values};" if values else ""


async def migrate(conn: aiosqlite.Connection, known: list[Migration] | None = None) -> int:
    """Check the history, record what an old database holds, apply the rest; each
    migration in its own transaction with its history row. Returns the version."""
    known = available("sqlite") if known is None else known
    the_plan = plan(known, await sqlite_schema(conn))
    describe(the_plan, "SQLite")
    # executescript commits anything pending first; BEGIN..COMMIT keeps each step atomic.
    # IMMEDIATE: the write lock from the start, waited for as busy_timeout says. A deferred
    # BEGIN reads first, and a write by another process in between (the bot running while
    # `python -m bot.web` starts on its file) failed the start at once: "database is locked".
    steps = [(_SQLITE_HISTORY + ";\n" + _sqlite_history_sql(the_plan.found, "found"))]
    steps += [f"{m.sql}\n;{_sqlite_history_sql([m], 'applied')}" for m in the_plan.pending]
    for step in steps:
        try:
            await conn.executescript(
                "BEGIN IMMEDIATE;\n"
                "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL);\n"
                f"{_SQLITE_HISTORY};\n{step}\n;DELETE FROM schema_version;"
                f"\nINSERT INTO schema_version SELECT COALESCE(MAX(number), 0)"
                f" FROM {HISTORY_TABLE};\nCOMMIT;")
        except Exception:
            if conn.in_transaction:
                await conn.execute("ROLLBACK")
            raise
    return await current_version(conn)
