-- 0012: shard leases (issue 23). Plain CREATE that SQLite and PostgreSQL read alike.
-- older code: fit (it only adds a table)

-- Which process runs a shard's background work (computer turns, timeouts) on a shared
-- database: the owner renews expires_at while it lives; a process starting the same
-- shard waits for the row to expire or be released, or takes it over after
-- SHARD_LEASE_WAIT; the owner that finds its row taken gives the shard up.
CREATE TABLE shard_leases (
    shard_count INTEGER          NOT NULL,
    shard_id    INTEGER          NOT NULL,
    owner       TEXT             NOT NULL,
    expires_at  DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (shard_count, shard_id)
);
