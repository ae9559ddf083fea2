-- The catalogue's texts in languages other than English (issue 18): one row per record and language, holding the
-- translated fields (description, features, title…) as the exchange format's `fields` object. Replaced with the
-- rest of the catalogue on import, so a catalogue import (and a PostgreSQL catalogue snapshot, which is the
-- exchange format) carries them; a field left out is served in English.
CREATE TABLE translations (
  language TEXT NOT NULL,
  entity TEXT NOT NULL,
  key TEXT NOT NULL,
  seq INTEGER NOT NULL,
  fields TEXT NOT NULL,
  PRIMARY KEY (language, entity, key)
) STRICT;
