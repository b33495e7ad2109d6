"""Point discord.py at a different Discord: the local emulator in tests, real Discord otherwise.

discord.py has no public setting for this, but it reads two class attributes every time it
builds a request or opens the gateway:

* ``discord.http.Route.BASE`` (a ``str`` like ``https://discord.com/api/v10``, no trailing
  slash). ``Route.__init__`` builds ``url = BASE + path``; interaction callbacks and follow-ups
  (``discord.webhook.async_``) use the same ``Route`` class, so one setting covers them too.
* ``discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY`` (a ``yarl.URL``) used for the first
  IDENTIFY. Resumes go to the ``resume_gateway_url`` from READY, which the emulator points at
  itself, so nothing else needs patching. ``AutoShardedClient`` asks ``GET /gateway/bot``
  for its URL instead, which again comes from whatever ``Route.BASE`` points at.
"""

from __future__ import annotations

import os

import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route

_DEFAULT_API_BASE: str = Route.BASE
_DEFAULT_GATEWAY: yarl.URL = DiscordWebSocket.DEFAULT_GATEWAY

API_BASE_ENV = "DISCORD_API_BASE"
GATEWAY_URL_ENV = "DISCORD_GATEWAY_URL"


def point_discord_at(api_base: str | None, gateway_url: str | None) -> None:
    """Send REST calls to ``api_base`` and the gateway connection to ``gateway_url``.

    ``None`` means real Discord (and restores it if a previous call changed it), so
    ``point_discord_at(None, None)`` is always safe in production.
    Call before ``Client.start``/``login``; routes built earlier keep their old URL.
    """
    Route.BASE = api_base.rstrip("/") if api_base else _DEFAULT_API_BASE
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url) if gateway_url else _DEFAULT_GATEWAY


def point_discord_from_env(environ: dict[str, str] | None = None) -> None:
    """Apply ``DISCORD_API_BASE`` / ``DISCORD_GATEWAY_URL`` if set (empty = real Discord)."""
    env = os.environ if environ is None else environ
    point_discord_at(env.get(API_BASE_ENV) or None, env.get(GATEWAY_URL_ENV) or None)
