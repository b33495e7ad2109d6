-- 0009: trust (issue 24). Plain ALTER/CREATE that SQLite and PostgreSQL read alike.
-- older code: fit (it only adds a column, a table and indexes)

-- Verifiable dice: the game's 32-byte seed (hex), drawn at the start, revealed at the
-- end (docs/fairness.md). NULL: a game from before, whose dice cannot be verified.
ALTER TABLE games ADD COLUMN dice_seed TEXT;

-- Servers the bot left (or found gone at startup): their data is deleted once
-- LEFT_SERVER_GRACE_DAYS have passed; coming back within them deletes the row instead.
CREATE TABLE guilds_left (
    guild_id BIGINT           PRIMARY KEY,
    left_at  DOUBLE PRECISION NOT NULL
);

-- The caps count a server's lobbies and games; forget-me and the purge find rows by
-- user and by server.
CREATE INDEX games_guild_status ON games (guild_id, status);
CREATE INDEX seats_user ON seats (user_id);
