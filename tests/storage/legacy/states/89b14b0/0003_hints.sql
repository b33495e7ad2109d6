-- 0003: hints (issue 11). A game remembers whether anyone asked for a hint; a server
-- chooses whether hints are offered and whether such games count on its leaderboards.

ALTER TABLE games ADD COLUMN hints_used INTEGER NOT NULL DEFAULT 0;    -- 0/1
ALTER TABLE guild_settings ADD COLUMN hints TEXT NOT NULL DEFAULT 'on'
    CHECK (hints IN ('on', 'unranked', 'off'));  -- unranked: hinted games off the boards
