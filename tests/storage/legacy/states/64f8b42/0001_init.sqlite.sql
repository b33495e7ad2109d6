-- 0001 (SQLite): guild settings, games with their seats, and recorded results.

CREATE TABLE guild_settings (
    guild_id        INTEGER PRIMARY KEY,
    default_game    TEXT    NOT NULL DEFAULT 'yacht',
    default_options TEXT    NOT NULL DEFAULT '{}',   -- JSON: option name -> value
    turn_timeout    INTEGER NOT NULL DEFAULT 0        -- seconds; 0 = no timeout
);

CREATE TABLE games (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    message_id  INTEGER,
    host_id     INTEGER NOT NULL,
    kind        TEXT    NOT NULL,
    options     TEXT    NOT NULL,                     -- JSON, resolved by bot.rules
    status      TEXT    NOT NULL
                CHECK (status IN ('lobby', 'playing', 'finished', 'cancelled')),
    version     INTEGER NOT NULL DEFAULT 0,           -- bumped by every applied action
    state       TEXT,                                 -- bot.rules JSON once started
    created_at  REAL    NOT NULL,
    updated_at  REAL    NOT NULL
);

-- One active game per channel, enforced by the database itself.
CREATE UNIQUE INDEX games_active_channel ON games (channel_id)
    WHERE status IN ('lobby', 'playing');
CREATE INDEX games_status ON games (status);

CREATE TABLE seats (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,                        -- 0-based turn order
    user_id  INTEGER,                                 -- a human, or
    level    TEXT,                                    -- a computer seat's level
    CHECK ((user_id IS NULL) <> (level IS NULL)),
    PRIMARY KEY (game_id, position)
);

CREATE TABLE results (
    game_id        INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    position       INTEGER NOT NULL,
    guild_id       INTEGER NOT NULL,
    kind           TEXT    NOT NULL,
    user_id        INTEGER,
    level          TEXT,
    score          INTEGER NOT NULL,
    won            INTEGER NOT NULL,                  -- 0/1; ties share the win
    with_computers INTEGER NOT NULL,                  -- 0/1: game had a computer seat
    finished_at    REAL    NOT NULL,
    PRIMARY KEY (game_id, position)
);

CREATE INDEX results_board ON results (guild_id, kind, with_computers);
CREATE INDEX results_user ON results (guild_id, user_id);
