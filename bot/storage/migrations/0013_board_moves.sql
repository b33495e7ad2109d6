-- 0013: board moves that survive a kill (issue 32). Plain CREATE that SQLite and
-- PostgreSQL read alike.
-- older code: fit (it only adds a table; older code moves boards without it)

-- A board being moved to a new message (the bottom of its channel, or a thread of its
-- own): written before the new board is posted, removed once the board it left is
-- taken down. A row found at startup is a move a process died in: a board the game's
-- row does not point at is taken down (bot.table.placement).
CREATE TABLE board_moves (
    game_id      BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    from_message BIGINT NOT NULL,  -- the board moved away from
    from_channel BIGINT NOT NULL,  -- where it is
    to_channel   BIGINT NOT NULL,  -- where the new one is posted
    PRIMARY KEY (game_id, from_message)
);
