"""Local Discord emulator: run the real discord.py bot end to end without Discord.

See ``tests/emulator/README.md``. Import the driver as ``from tests.emulator import Emulator``.
"""

from .driver import (
    DriverError,
    Emulator,
    InteractionHandle,
    InteractionRejected,
    Msg,
    Response,
    text_dump,
)
from .server import REFUSED_TOKEN, TOKEN, EmulatorServer

__all__ = [
    "REFUSED_TOKEN",
    "TOKEN",
    "DriverError",
    "Emulator",
    "EmulatorServer",
    "InteractionHandle",
    "InteractionRejected",
    "Msg",
    "Response",
    "text_dump",
]
