-- 0004 (SQLite): collectable dice sets (per user, across servers) and a per-server cosmetics switch.

CREATE TABLE dice_unlocks (
    user_id     INTEGER NOT NULL,
    set_id      TEXT    NOT NULL,
    game_id     INTEGER,                              -- the game that earned it
    unlocked_at REAL    NOT NULL,
    announced   INTEGER NOT NULL DEFAULT 0,           -- 0/1: told to the player yet
    PRIMARY KEY (user_id, set_id)
);

CREATE INDEX dice_unlocks_game ON dice_unlocks (game_id);

CREATE TABLE dice_choices (
    user_id INTEGER PRIMARY KEY,
    set_id  TEXT    NOT NULL
);

CREATE TABLE guild_cosmetics (
    guild_id INTEGER PRIMARY KEY,
    enabled  INTEGER NOT NULL                         -- 0/1; no row = on
);
