"""Benchmarks (run as python -m bench.<name>; `python -m bench --quick` smoke-runs them all)."""

from __future__ import annotations

import argparse


def add_quick(parser: argparse.ArgumentParser) -> None:
    """Every benchmark takes `--quick`: CI runs each once that way so that none can rot
    unnoticed (`python -m bench --quick`, from .ci/run)."""
    parser.add_argument("--quick", action="store_true",
                        help="smoke run (CI): the least work through every code path, in "
                             "seconds; its figures mean nothing")
