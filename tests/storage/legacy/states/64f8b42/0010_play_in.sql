-- 0010: where a server's games are played: 'channel' (the board moves to the bottom of
-- its channel when buried) or 'thread' (each game in a public thread of its own).
-- older code: fit (it only adds a column with a default)
-- Plain ALTER that SQLite and PostgreSQL read alike.

ALTER TABLE guild_settings ADD COLUMN play_in TEXT NOT NULL DEFAULT 'channel';
