-- 0007: turns that reach the players. A server pings the person whose turn begins
-- (unless turned off) after a grace period in seconds; a user may turn pings off for
-- themselves (a row only for those who chose); a rematch lobby seats the last game's
-- players as invited until each confirms. Plain ALTER/CREATE that SQLite and
-- PostgreSQL read alike.
-- older code: fit (it only adds: columns with defaults and a table)

ALTER TABLE guild_settings ADD COLUMN pings INTEGER NOT NULL DEFAULT 1;
ALTER TABLE guild_settings ADD COLUMN ping_grace INTEGER NOT NULL DEFAULT 20;

CREATE TABLE user_pings (
    user_id BIGINT  PRIMARY KEY,
    pings   INTEGER NOT NULL
);

ALTER TABLE seats ADD COLUMN invited INTEGER NOT NULL DEFAULT 0;
