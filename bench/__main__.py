"""Smoke-run every benchmark: `python -m bench --quick [name ...]` (CI does, from .ci/run).

A benchmark nobody runs rots: a schema or an API changes under it and nothing fails.
Every module of bench/ that can be run (it has a `__main__` block) is a benchmark and is
run here once with `--quick`, each in its own process, unless it is a helper process
another benchmark starts. Any failure fails the whole run; the figures mean nothing.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
HELPERS = {"floor_bot": "the no-op bot process bench.floor and bench.gameplay start",
           "webload": "the web's clients bench.gameplay starts (its smoke run included)"}
TIMEOUT = 300.0  # seconds for one benchmark's smoke run, far above what it takes
RUNNABLE = re.compile(r"^if __name__ == [\"']__main__[\"']:", re.M)


def benchmarks() -> list[str]:
    """The runnable modules of bench/, helpers excepted: new ones are found, not listed."""
    return sorted(
        path.stem for path in BENCH.glob("*.py")
        if path.stem not in HELPERS and not path.stem.startswith("__")
        and RUNNABLE.search(path.read_text("utf-8"))
    )


def run(name: str) -> tuple[bool, float]:
    print(f"== python -m bench.{name} --quick", flush=True)
    start = time.monotonic()
    try:
        done = subprocess.run([sys.executable, "-m", f"bench.{name}", "--quick"],
                              cwd=BENCH.parent, timeout=TIMEOUT, check=False)
        ok = done.returncode == 0
    except subprocess.TimeoutExpired:
        print(f"bench.{name}: no result after {TIMEOUT:.0f} s", flush=True)
        ok = False
    return ok, time.monotonic() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", required=True,
                        help="the only mode: full benchmarks are run one by one, by hand")
    parser.add_argument("names", nargs="*", help="some benchmarks only (default: all)")
    args = parser.parse_args(argv)
    names = args.names or benchmarks()
    results = {name: run(name) for name in names}
    print("\nbenchmark smoke runs:")
    for name, (ok, seconds) in results.items():
        print(f"  {name:<14}{seconds:7.1f} s  {'ok' if ok else 'FAILED'}")
    failed = [name for name, (ok, _) in results.items() if not ok]
    print(f"  total {sum(s for _, s in results.values()):.1f} s"
          + (f"; failed: {', '.join(failed)}" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
