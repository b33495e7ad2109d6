-- (SQLite) Seasons and a rating between players (issue 36).
-- older code: fit (it only adds tables, indexes and columns with a default; older code
-- writes results without a rating queue row, and those games are simply never rated)

-- A server's seasons (/yacht-settings season:): 'weekly', 'monthly', 'quarterly' or
-- 'off', aligned to UTC calendar boundaries; the channel its end-of-season post goes to
-- (NULL: none); whether games with hints move ratings; the rated games a player needs
-- to be on the rating board.
ALTER TABLE guild_settings ADD COLUMN season TEXT NOT NULL DEFAULT 'monthly';
ALTER TABLE guild_settings ADD COLUMN season_channel BIGINT;
ALTER TABLE guild_settings ADD COLUMN rated_hints INTEGER NOT NULL DEFAULT 0;
ALTER TABLE guild_settings ADD COLUMN rating_minimum INTEGER NOT NULL DEFAULT 5;

-- A seat that left the game or let a turn time out (ranked last by the rating), and the
-- per-player random tombstone that stands for a player who said forget-me (their id is
-- gone; the tombstone keeps their games together, so recomputing the ratings still
-- reproduces everyone else's).
ALTER TABLE results ADD COLUMN dropped INTEGER NOT NULL DEFAULT 0;
ALTER TABLE results ADD COLUMN tombstone TEXT;

-- A season's leaderboard reads one server's results of one game, with computer seats or
-- without, between two dates; the index covers what it sums (an all-time board reads
-- the index alone too).
CREATE INDEX results_season ON results (guild_id, kind, with_computers, finished_at, user_id,
                                        won, score);
-- The season closes find the servers that played in a season that has ended.
CREATE INDEX results_finished ON results (finished_at, guild_id);

-- Which games moved the ratings, in the one order they were applied (seq): a game
-- appears once (its primary key), written in the same transaction as the ratings it
-- moved; rated = 0 for a game looked at that moves nothing (hints, one human left).
-- Recomputation replays the rated ones in seq order.
CREATE TABLE rating_applied (
    game_id    BIGINT  PRIMARY KEY,
    seq        BIGINT  NOT NULL UNIQUE,
    guild_id   BIGINT  NOT NULL,
    kind       TEXT    NOT NULL,
    rated      INTEGER NOT NULL,
    model      TEXT    NOT NULL,             -- the model's name and parameters (JSON)
    applied_at DOUBLE PRECISION NOT NULL
);

-- A player's OpenSkill rating per server and game: mean and uncertainty.
CREATE TABLE ratings (
    guild_id   BIGINT  NOT NULL,
    kind       TEXT    NOT NULL,
    user_id    BIGINT  NOT NULL,
    mu         DOUBLE PRECISION NOT NULL,
    sigma      DOUBLE PRECISION NOT NULL,
    games      INTEGER NOT NULL,             -- rated games
    model      TEXT    NOT NULL,
    updated_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild_id, kind, user_id)
);
CREATE INDEX ratings_board ON ratings (guild_id, kind, games);

-- Each rating after each rated game (the stats chart's line and band, a season's most
-- improved).
CREATE TABLE rating_history (
    game_id     BIGINT  NOT NULL,
    user_id     BIGINT  NOT NULL,
    guild_id    BIGINT  NOT NULL,
    kind        TEXT    NOT NULL,
    seq         BIGINT  NOT NULL,
    mu          DOUBLE PRECISION NOT NULL,
    sigma       DOUBLE PRECISION NOT NULL,
    finished_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX rating_history_user ON rating_history (guild_id, user_id, seq);
CREATE INDEX rating_history_season ON rating_history (guild_id, kind, finished_at);

-- A season closed on a server: written once (its primary key), with its marks, by
-- whichever process gets there first. Its post (channel_id set) is claimed by one
-- process at a time (post_claim, a lease) and done once message_id is set.
CREATE TABLE season_closes (
    guild_id        BIGINT  NOT NULL,
    length          TEXT    NOT NULL,
    number          INTEGER NOT NULL,
    closed_at       DOUBLE PRECISION NOT NULL,
    channel_id      BIGINT,
    post_claim      TEXT,
    post_claimed_at DOUBLE PRECISION,
    message_id      BIGINT,
    PRIMARY KEY (guild_id, length, number)
);

-- Every player's place in each game of a closed season (/yacht stats: "Season 7
-- champion, Yacht").
CREATE TABLE season_marks (
    guild_id BIGINT  NOT NULL,
    length   TEXT    NOT NULL,
    number   INTEGER NOT NULL,
    kind     TEXT    NOT NULL,
    user_id  BIGINT  NOT NULL,
    place    INTEGER NOT NULL,
    players  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, length, number, kind, user_id)
);
CREATE INDEX season_marks_user ON season_marks (guild_id, user_id);

-- The finished games with two or more humans waiting for their rating, in the order
-- their results committed (seq, the rowid: one writer at a time).
CREATE TABLE rating_queue (
    seq     INTEGER PRIMARY KEY,
    game_id BIGINT  NOT NULL UNIQUE
);
