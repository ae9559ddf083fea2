-- The day a missed term was last searched (issue 41), so a term not searched again within the age limit is forgotten
-- (src/search/misses.ts). Rows from before have no day: the first prune removes them, since they were stored before
-- numbers that look like phone, Aadhaar or PAN numbers were taken out of the terms.
ALTER TABLE search_misses ADD COLUMN last_seen TEXT NOT NULL DEFAULT '';
