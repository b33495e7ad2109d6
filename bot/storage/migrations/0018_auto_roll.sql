-- 0018: the first roll of a turn made for the player (issue 35, fewer taps). A server
-- may choose for its players (NULL: the bot's default, on); a player may choose for
-- themselves on every server (a row only for those who chose). Plain ALTER/CREATE that
-- SQLite and PostgreSQL read alike.
-- older code: fit (it only adds a nullable column and a table)

ALTER TABLE guild_settings ADD COLUMN auto_roll INTEGER;

CREATE TABLE user_auto_roll (
    user_id   BIGINT  PRIMARY KEY,
    auto_roll INTEGER NOT NULL
);
