-- 0002 (SQLite): the move log (issue 11): every roll, score and bank of a game, in order, so a
-- finished game replays exactly (bot.movelog). Games from before it have no moves.

CREATE TABLE game_moves (
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    version       INTEGER NOT NULL,                  -- the game's version after the move
    player        TEXT    NOT NULL,                  -- seat key (storage.models.seat_keys)
    rules_version INTEGER NOT NULL,                  -- bot.movelog.RULES_VERSION
    entry         TEXT    NOT NULL,                  -- JSON of bot.movelog.LoggedMove
    PRIMARY KEY (game_id, version)
);
