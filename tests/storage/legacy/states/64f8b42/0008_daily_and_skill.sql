-- 0008: the daily challenge and skill per game (issue 21). Plain SQL that SQLite and
-- PostgreSQL read alike.
-- older code: unfit. Older releases would take a daily (a game row without a channel
-- message) for a table game: restore it in its channel, time it out, and start a channel
-- game beside it, since the one-game-per-channel index no longer counts dailies.

-- A daily challenge is a game row like any other (its moves, results and review come
-- for free) played privately by its host: the UTC day it belongs to, NULL for a game
-- at a table.
ALTER TABLE games ADD COLUMN daily_day TEXT;

-- A daily never holds its channel: only table games take the one active game per channel.
DROP INDEX games_active_channel;
CREATE UNIQUE INDEX games_active_table ON games (channel_id)
    WHERE status IN ('lobby', 'playing') AND daily_day IS NULL;

-- One attempt per user per day (and game: the dice depend on both).
CREATE UNIQUE INDEX games_daily_once ON games (host_id, daily_day, kind)
    WHERE daily_day IS NOT NULL;
CREATE INDEX games_daily_board ON games (guild_id, kind, daily_day)
    WHERE daily_day IS NOT NULL;

-- The game of a server's daily challenge (/yacht-settings).
ALTER TABLE guild_settings ADD COLUMN daily_game TEXT NOT NULL DEFAULT 'yacht';

-- The Share button posts once: the row exists from the first share on.
CREATE TABLE daily_shares (
    game_id   BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    shared_at DOUBLE PRECISION NOT NULL
);

-- Secrets the bot generates once and keeps (the daily secret when DAILY_SECRET is unset).
CREATE TABLE bot_secrets (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

-- Background reviews: every finished game with a human seat is reviewed once. A process
-- claims a game (review_claim, review_claimed_at) before reviewing it; a claim older than
-- the lease is taken over (its process died). reviewed = 1: done, or nothing to review.
ALTER TABLE games ADD COLUMN reviewed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN review_claim TEXT;
ALTER TABLE games ADD COLUMN review_claimed_at DOUBLE PRECISION;
-- (games already finished without a human seat have nothing to review)
UPDATE games SET reviewed = 1 WHERE status = 'finished' AND NOT EXISTS (
    SELECT 1 FROM seats s WHERE s.game_id = games.id AND s.user_id IS NOT NULL);
CREATE INDEX games_review_queue ON games (id) WHERE status = 'finished' AND reviewed = 0;

-- Skill per human seat and game, from the exact solver's review.
CREATE TABLE game_skill (
    game_id     BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    position    INTEGER NOT NULL,
    guild_id    BIGINT  NOT NULL,
    user_id     BIGINT  NOT NULL,
    kind        TEXT    NOT NULL,
    score       INTEGER NOT NULL,
    lost        DOUBLE PRECISION NOT NULL,  -- expected points lost to decisions
    accuracy    DOUBLE PRECISION,           -- % of decisions at the best; NULL: none
    luck        DOUBLE PRECISION NOT NULL,  -- what the dice gave beyond expectation
    ranked      INTEGER NOT NULL,           -- 0/1: a daily or a solo game, no hints
    finished_at DOUBLE PRECISION NOT NULL,
    turns       TEXT    NOT NULL,           -- a mark per turn: 0 best .. 3 blunder
    PRIMARY KEY (game_id, position)
);
CREATE INDEX game_skill_board ON game_skill (guild_id, kind, ranked, user_id, finished_at);
CREATE INDEX game_skill_user ON game_skill (guild_id, user_id, finished_at);
