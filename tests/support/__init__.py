"""Helpers shared by test folders that mirror different source packages: scripted dice,
a throwaway PostgreSQL, the settings of a bot under test, playing a table like a person."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
"""The checkout: tests find the project's files from here, wherever their own folder is."""
