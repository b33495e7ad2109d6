"""Self-tests of the Discord emulator (tests/emulator) against a tiny real discord.py bot."""
