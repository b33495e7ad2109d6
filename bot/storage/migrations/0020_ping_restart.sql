-- 0019: turn pings remembered across a restart (issue 35, the table's last edges). A
-- game's pings are edited when its board moves (bot.table.placement): remembered only
-- in memory, a restart forgot them and they went on linking to a deleted board. Plain
-- CREATE that SQLite and PostgreSQL read alike.
-- older code: fit (it only adds a table; older code keeps pings in memory)

-- A turn ping the bot sent for a game (a message naming `user_id`), oldest first by
-- message id; removed when the game ends, with the game, and by the user's forget-me.
CREATE TABLE turn_pings (
    game_id    BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    message_id BIGINT NOT NULL,
    user_id    BIGINT NOT NULL,
    PRIMARY KEY (game_id, message_id)
);
CREATE INDEX turn_pings_user ON turn_pings (user_id);
