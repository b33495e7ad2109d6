"""A real browser for the page tests: Debian's chromium, driven through Playwright's
Python package with the system browser's path (Playwright's own browser builds cannot be
downloaded on the project's machines). A machine without chromium gets it from Debian's
packages the first time (tests/support/provision.py); where nothing can install it the
tests fail naming the command, never skip."""

from __future__ import annotations

import shutil
from collections.abc import AsyncIterator

import pytest
from aiohttp.test_utils import TestClient, TestServer
from playwright.async_api import Browser, Page, async_playwright

from bot.storage import Repository, open_repository
from bot.web.app import make_app
from tests.support.provision import debian_package
from tests.web.filled import SECRET


def chromium_path() -> str:
    return debian_package("chromium", lambda: shutil.which("chromium"))


@pytest.fixture
async def browser() -> AsyncIterator[Browser]:
    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(
            executable_path=chromium_path(),
            # as root (CI, the project's machines) chromium refuses its sandbox
            args=["--no-sandbox", "--disable-dev-shm-usage"])
        try:
            yield launched
        finally:
            await launched.close()


@pytest.fixture
async def page(browser: Browser) -> AsyncIterator[Page]:
    """A phone-sized page (360 px) that may inject the vendored axe-core despite the
    pages' content security policy (the pages themselves run under it)."""
    context = await browser.new_context(viewport={"width": 360, "height": 740},
                                        bypass_csp=True)
    try:
        yield await context.new_page()
    finally:
        await context.close()


@pytest.fixture
async def repo(database_url) -> AsyncIterator[Repository]:
    """The bot's database, on each backend (the browser tests fill one file of their own)."""
    repository = await open_repository(database_url)
    yield repository
    await repository.close()


@pytest.fixture
async def client(repo) -> AsyncIterator[TestClient]:
    """The pages over `repo`, given the daily's secret as python -m bot.web would be."""
    async with TestClient(TestServer(make_app(repo, public_url="https://dice.example",
                                              secret=SECRET))) as test_client:
        yield test_client
