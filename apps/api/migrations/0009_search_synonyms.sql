-- The catalogue's search synonyms: groups of words and phrases that mean the same product to a visitor (towel rail,
-- towel bar). Replaced with the rest of the catalogue on import; the record is the exchange format's.
CREATE TABLE search_synonyms (
  seq INTEGER PRIMARY KEY,
  record TEXT NOT NULL
) STRICT;
