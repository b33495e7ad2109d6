"""The chaos suite runs `python -m bot` against the emulator (tests/emulator)."""

from tests.emulator.fixtures import bot_process, emulator

__all__ = ["bot_process", "emulator"]
