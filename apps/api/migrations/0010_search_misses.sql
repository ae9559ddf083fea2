-- Searches that found nothing, counted by their normalised words only (no visitor, address or time), so the brand
-- sees which words to add as synonyms (pnpm search:misses).
CREATE TABLE search_misses (
  term TEXT PRIMARY KEY,
  count INTEGER NOT NULL
) STRICT;
