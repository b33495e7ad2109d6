-- 0002 (PostgreSQL): the move log, as 0002_move_log.sqlite.sql (game ids are BIGINT here).

CREATE TABLE game_moves (
    game_id       BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    version       INTEGER NOT NULL,
    player        TEXT    NOT NULL,
    rules_version INTEGER NOT NULL,
    entry         TEXT    NOT NULL,
    PRIMARY KEY (game_id, version)
);
