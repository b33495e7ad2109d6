-- 0017 (SQLite): the web pages (issue 37).
-- older code: fit (it only adds columns with defaults, a table, indexes, and triggers that
-- fill the new columns; older code reads none of them, and its inserts get their slugs)
--
-- A server's pages: 'off' (the default: 404), 'on' (kept out of search engines:
-- noindex), or 'listed' (search engines may index them). Each server, game and player
-- page is found by an opaque random slug of 128 bits (32 hex digits), never by a
-- Discord id; a row gets its slug when it is inserted.

ALTER TABLE guild_settings ADD COLUMN web TEXT NOT NULL DEFAULT 'off';
ALTER TABLE guild_settings ADD COLUMN web_slug TEXT;
UPDATE guild_settings SET web_slug = lower(hex(randomblob(16)));
CREATE UNIQUE INDEX guild_settings_web_slug ON guild_settings (web_slug);
CREATE TRIGGER guild_settings_web_slug AFTER INSERT ON guild_settings
    WHEN NEW.web_slug IS NULL
BEGIN
    UPDATE guild_settings SET web_slug = lower(hex(randomblob(16)))
        WHERE guild_id = NEW.guild_id;
END;

ALTER TABLE games ADD COLUMN web_slug TEXT;
UPDATE games SET web_slug = lower(hex(randomblob(16)));
CREATE UNIQUE INDEX games_web_slug ON games (web_slug);
CREATE TRIGGER games_web_slug AFTER INSERT ON games WHEN NEW.web_slug IS NULL
BEGIN
    UPDATE games SET web_slug = lower(hex(randomblob(16))) WHERE id = NEW.id;
END;

-- A player's page (made when a link to it is first shown) and, once they opt in with
-- /yacht web-name, the name the pages show them by (NULL: "Player N"). Forget-me
-- deletes the row: the page answers 404, their seats read "a former player".
CREATE TABLE web_players (
    user_id BIGINT PRIMARY KEY,
    slug    TEXT NOT NULL UNIQUE,
    name    TEXT
);

-- The solver's verdict on each decision of a reviewed seat (bot.service.skill), so a
-- replay page shows what the review found without reviewing again:
-- "version:cost:best;..." ('' for a game reviewed before this migration).
ALTER TABLE game_skill ADD COLUMN decisions TEXT NOT NULL DEFAULT '';

-- A player's finished games, newest first (their page), and their reviewed games on every
-- server (the skill on their page).
CREATE INDEX results_player_recent ON results (user_id, finished_at);
CREATE INDEX game_skill_player ON game_skill (user_id, finished_at);
-- The wins and points boards read only this index (a server's results of a game, by
-- player): 10,000 results of a server are summed without reading the table.
CREATE INDEX results_board_totals ON results (guild_id, kind, with_computers, user_id, won, score);
