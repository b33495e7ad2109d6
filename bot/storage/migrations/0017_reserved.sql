-- 0017: reserved for a branch in flight (the numbers must run without gaps, and
-- 0018_auto_roll follows it). This file stands in its place until that branch lands,
-- and goes with the commit that adds it when it does.
-- older code: fit (it only adds an empty table)
CREATE TABLE reserved_0017 (unused INTEGER);
