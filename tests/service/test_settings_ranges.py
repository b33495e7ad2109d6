"""A server setting given as a number outside what it takes is refused in words (the
bounds given to the catalogue), and the server's settings stay as they were."""

from __future__ import annotations

import pytest

from bot.domain import Refusal
from bot.service.games import PING_GRACE, RATING_MINIMUM, GameService
from bot.storage import open_repository
from bot.text import texts_for

EN = texts_for("en")


@pytest.fixture
async def service(tmp_path):
    repo = await open_repository(f"sqlite:///{tmp_path / 'settings.db'}")
    yield GameService(repo)
    await repo.close()


@pytest.mark.parametrize(("option", "bounds", "code"), [
    ("ping_grace", PING_GRACE, "grace_range"),
    ("rating_minimum", RATING_MINIMUM, "rating_minimum_range"),
])
async def test_a_number_outside_its_bounds_is_refused_and_changes_nothing(
        service, option, bounds, code):
    low, high = bounds
    await service.update_settings(1, **{option: high})
    for wrong in (low - 1, high + 1):
        with pytest.raises(Refusal) as refused:
            await service.update_settings(1, **{option: wrong})
        assert refused.value.code == code and refused.value.params == {"min": low, "max": high}
        assert str(high) in EN(f"refusal-{code}", **refused.value.params)
    after, changed = await service.update_settings(1)
    assert getattr(after, option) == high and not changed
