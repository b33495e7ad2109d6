"""The solved tables a test run keeps for the next (tests/support/shared_tables.py) are
a function of the code: any change to the solver's or the rules' sources is another key."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

from tests.support.shared_tables import SOLVER_SOURCES, STALE_SECONDS, code_key, kept_folder

ROOT = Path(__file__).resolve().parents[1]


def _copy_sources(to: Path) -> None:
    for name in SOLVER_SOURCES:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, to / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            (to / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(source, to / name)


def test_a_byte_changed_in_the_solver_or_the_rules_is_another_key(tmp_path):
    _copy_sources(tmp_path)
    key = code_key(tmp_path)
    assert key == code_key(ROOT)
    for changed in ("bot/ai/kernels.py", "bot/rules/scoring.py", "bot/domain.py"):
        path = tmp_path / changed
        text = path.read_bytes()
        path.write_bytes(text + b"\n")
        assert code_key(tmp_path) != key, changed
        path.write_bytes(text)
    (tmp_path / "bot/ai/new_module.py").write_text("")  # a module added counts too
    assert code_key(tmp_path) != key


def test_other_codes_tables_are_deleted_once_stale(tmp_path):
    stale, running = tmp_path / ("0" * 16), tmp_path / ("1" * 16)
    for folder in (stale, running):
        folder.mkdir()
        (folder / "yacht.npy").write_bytes(b"table")
    hour_ago = time.time() - STALE_SECONDS - 1
    os.utime(stale, (hour_ago, hour_ago))
    kept = kept_folder(tmp_path, ROOT)
    assert kept.name == code_key(ROOT)
    assert not stale.exists() and running.exists()  # another run may be using it
