-- The places dealers are looked for in (cities and towns with or without dealers): their centres, pincode prefixes
-- and other names. Replaced with the rest of the catalogue on import; the record is the exchange format's.
CREATE TABLE places (
  seq INTEGER PRIMARY KEY,
  record TEXT NOT NULL
) STRICT;
