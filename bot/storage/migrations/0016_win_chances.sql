-- 0016: the board's line of each seat's chance to win (issue 34): a server may turn it off.
-- older code: fit (it only adds a column with a default)
-- Plain ALTER that SQLite and PostgreSQL read alike.

ALTER TABLE guild_settings ADD COLUMN win_chances INTEGER NOT NULL DEFAULT 1;
