-- 0014: where a game is played (issue 33: play anywhere). `context` is one of
--   'guild'     a server that added the bot (the only value before this migration),
--   'guild_app' a server that did not: a member uses the app from their own account,
--   'group_dm'  a group DM, 'dm' a DM between two people, 'bot_dm' a DM with the bot.
-- For a game outside servers, `guild_id` holds its chat's channel id: the key of that
-- chat's own leaderboard ("this chat"), as a server's id is the key of the server's.
-- Results carry the context too, so a player's stats add up everywhere they played.
-- older code: fit (it only adds columns with a default that reads every existing row as
-- what it was: a game in a server that added the bot)
-- Plain ALTER/CREATE that SQLite and PostgreSQL read alike.

ALTER TABLE games ADD COLUMN context TEXT NOT NULL DEFAULT 'guild';
-- Where no admin sets a turn timeout (outside a server that added the bot), the host
-- chooses the game's own at /yacht start: seconds, NULL for the server's (or none).
ALTER TABLE games ADD COLUMN turn_timeout INTEGER;
ALTER TABLE results ADD COLUMN context TEXT NOT NULL DEFAULT 'guild';

-- A player's results everywhere (/yacht stats: the sum and the parts).
CREATE INDEX results_player ON results (user_id, context);
