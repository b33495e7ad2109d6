-- 0006: languages. A user's own choice (/yacht language), a server's language
-- (/yacht-settings) and the language of each game's public message.
-- Plain ALTER/CREATE that SQLite and PostgreSQL read alike.

ALTER TABLE guild_settings ADD COLUMN language TEXT;        -- NULL: not set
ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en';

CREATE TABLE user_languages (
    user_id  BIGINT PRIMARY KEY,
    language TEXT   NOT NULL
);
