"""Test suite package (lets tests.emulator be imported by other test directories)."""
