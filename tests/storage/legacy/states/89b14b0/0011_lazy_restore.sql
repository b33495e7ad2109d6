-- 0011: lazy restore (issue 23). Plain ALTER/CREATE that SQLite and PostgreSQL read alike.
-- older code: fit (it only adds a column and an index; older code leaves the column
-- behind the version, which reads as "unknown" below)

-- The version at which a human holds the turn of a running game. A restart looks for
-- computer turns among the running games whose human_turn is not their version (NULL
-- while a computer is to act, and for rows an older release wrote): the index answers
-- that without reading any game's state.
ALTER TABLE games ADD COLUMN human_turn INTEGER;

CREATE INDEX games_turn_holder ON games (status, human_turn, version, guild_id);
