-- 0005: a player who leaves a running game keeps their seat (and their id in the
-- results) but a computer plays it from then on; their result counts as a loss.
ALTER TABLE seats ADD COLUMN left_game INTEGER NOT NULL DEFAULT 0;

-- The timeout sweep asks for games by status and age only.
CREATE INDEX games_status_updated ON games (status, updated_at);
