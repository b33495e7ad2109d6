"""Raw HTTP access to the emulator, for sending payloads discord.py itself would never build."""

from __future__ import annotations

from typing import Any

import aiohttp

from tests.emulator import TOKEN, Emulator


async def raw(
    emu: Emulator, method: str, path: str, body: Any = None, *, auth: bool = True
) -> tuple[int, dict[str, str], Any]:
    """``(status, headers, parsed JSON or None)`` for one request to ``/api/v10{path}``."""
    headers = {"Authorization": f"Bot {TOKEN}"} if auth else {}
    async with (
        aiohttp.ClientSession() as session,
        session.request(method, emu.api_base + path, json=body, headers=headers) as resp,
    ):
        data = await resp.json(content_type=None) if resp.status != 204 else None
        return resp.status, dict(resp.headers), data
