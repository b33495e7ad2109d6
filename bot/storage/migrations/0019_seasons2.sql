-- 0019: seasons, what was left (issue 36): a season's post made exactly once, and the
-- season's skill board. Plain ALTER/CREATE that SQLite and PostgreSQL read alike.
-- older code: fit (it only adds nullable columns older code never reads, and an index)

-- Before a season's post is sent, the process that holds its claim writes the message's
-- nonce and the wall time it tried at: a process that later takes the claim over (the
-- first died between sending and marking) looks in the channel for the post first, from
-- that time on, and sends with the same nonce (Discord answers a repeat within a few
-- minutes with the first message).
ALTER TABLE season_closes ADD COLUMN post_nonce TEXT;
ALTER TABLE season_closes ADD COLUMN post_tried_at DOUBLE PRECISION;

-- A season's skill board (and its standings' skill) reads one server's reviews of one
-- game, ranked or all of them, between two dates: the index covers what it averages.
CREATE INDEX game_skill_season ON game_skill (guild_id, kind, ranked, finished_at, user_id,
                                              lost, accuracy);
