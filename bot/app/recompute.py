"""`python -m bot.app.recompute [--write]`: the operator's check of the ratings.

Replays every rated game from the stored results, in the order the ratings were applied
(bot.service.ratings.recompute), and compares with the stored ratings: one line, exit 0
when they agree, 1 when some differ (with --write the replay is stored in their place,
and the exit is 0), 2 for a database it cannot open. DATABASE_URL names the database, as
for the bot; no Discord token is needed.
"""

from __future__ import annotations

import asyncio
import os
import sys

from bot.service.ratings import recompute
from bot.storage import StorageUnavailable, open_repository, redact

DEFAULT_URL = "sqlite:///data/yacht.db"


async def run(database_url: str, *, write: bool) -> tuple[int, str]:
    """(exit code, the line to print)."""
    try:
        repo = await open_repository(database_url)
    except StorageUnavailable as error:
        return 2, f"cannot open {redact(database_url)}: {error}"
    try:
        found = await recompute(repo, write=write)
    finally:
        await repo.close()
    ratings, differ = len(found.ratings), len(found.differences)
    if not differ:
        return 0, f"{ratings} ratings recomputed: all equal to the stored ones"
    if write:
        return 0, f"{ratings} ratings recomputed: {differ} differed and were replaced"
    shown = ", ".join(f"{g}/{k}/{u}" for g, k, u in found.differences[:5])
    return 1, (f"{ratings} ratings recomputed: {differ} differ from the stored ones"
               f" (server/game/player: {shown}); --write stores the recomputation")


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args not in ([], ["--write"]):
        print("usage: python -m bot.app.recompute [--write]", file=sys.stderr)
        return 2
    url = os.environ.get("DATABASE_URL", DEFAULT_URL)
    code, line = asyncio.run(run(url, write=args == ["--write"]))
    print(line, file=sys.stdout if code == 0 else sys.stderr)
    return code


if __name__ == "__main__":
    sys.exit(main())
