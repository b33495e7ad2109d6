-- 0021: a finished game's replay steps, stored by its review (issue 37). A replay's first
-- view worked them out from the move log, the rules replaying every move: about half its
-- time, and past 50 ms at p99 on a loaded machine. Plain CREATE that SQLite and
-- PostgreSQL read alike.
-- older code: fit (it only adds a table; older code replays the move log as before)

-- The steps of a reviewed game (bot.service.replay_steps: JSON with its format's number;
-- seats by position, no user ids, so forget-me leaves it). A game reviewed before this
-- migration has none: its replay is worked out from the move log, as before.
CREATE TABLE game_replays (
    game_id BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    steps   TEXT NOT NULL
);
