-- The day a missed term was last searched, as in the SQLite file (migrations/0012): rows from before have none and
-- are removed by the first prune.
ALTER TABLE search_misses ADD COLUMN last_seen text NOT NULL DEFAULT '';
