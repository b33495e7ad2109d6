"""The thin application: the bot class, its wiring and lifecycle."""
