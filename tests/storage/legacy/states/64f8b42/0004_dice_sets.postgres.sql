-- 0004 (PostgreSQL): dice sets, as 0004_dice_sets.sqlite.sql (Discord ids are BIGINT here).

CREATE TABLE dice_unlocks (
    user_id     BIGINT  NOT NULL,
    set_id      TEXT    NOT NULL,
    game_id     BIGINT,
    unlocked_at DOUBLE PRECISION NOT NULL,
    announced   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, set_id)
);

CREATE INDEX dice_unlocks_game ON dice_unlocks (game_id);

CREATE TABLE dice_choices (
    user_id BIGINT  PRIMARY KEY,
    set_id  TEXT    NOT NULL
);

CREATE TABLE guild_cosmetics (
    guild_id BIGINT  PRIMARY KEY,
    enabled  INTEGER NOT NULL
);
