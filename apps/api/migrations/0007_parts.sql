-- Spare and installation parts (cartridges, aerators, O-ring kits, handles…), each sold by its own code and fitting
-- one or more products. Replaced with the rest of the catalogue on import; the record is the exchange format's.
CREATE TABLE parts (
  code TEXT PRIMARY KEY,
  seq INTEGER NOT NULL,
  record TEXT NOT NULL
) STRICT;
