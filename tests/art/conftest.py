"""The art tests write what they draw into artifacts/ (git-ignored) to be looked at."""

from __future__ import annotations

from pathlib import Path

import pytest

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
