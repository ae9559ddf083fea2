-- Searches that found nothing, counted by their normalised words only (no visitor, address or time); the same
-- columns as the SQLite table (migrations/0010).
CREATE TABLE search_misses (
  term   text PRIMARY KEY,
  count  integer NOT NULL
);
