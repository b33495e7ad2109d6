"""The art tests write what they draw into artifacts/ (git-ignored) to be looked at."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.artifacts import ARTIFACTS


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
