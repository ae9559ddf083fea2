-- The catalogue: each table keeps the imported source record (JSON) beside the columns that queries filter and sort on.

CREATE TABLE meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;

CREATE TABLE categories (
  area        TEXT NOT NULL CHECK (area IN ('bathroom', 'kitchen')),
  slug        TEXT NOT NULL,
  query_kind  TEXT NOT NULL CHECK (query_kind IN ('type', 'subcategory')),
  rank        INTEGER NOT NULL,
  seq         INTEGER NOT NULL,
  record      TEXT NOT NULL,
  PRIMARY KEY (area, slug)
) STRICT;

CREATE TABLE category_items (
  area      TEXT NOT NULL,
  category  TEXT NOT NULL,
  value     TEXT NOT NULL,
  title     TEXT NOT NULL,
  rank      INTEGER NOT NULL,
  is_new    INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (area, category, value),
  FOREIGN KEY (area, category) REFERENCES categories (area, slug) ON DELETE CASCADE
) STRICT;

CREATE TABLE collections (
  slug           TEXT PRIMARY KEY,
  name_key       TEXT NOT NULL,
  viewable_key   TEXT NOT NULL,
  style_code     INTEGER NOT NULL,
  waterwise      INTEGER NOT NULL,
  rank           INTEGER NOT NULL,
  seq            INTEGER NOT NULL,
  record         TEXT NOT NULL
) STRICT;
CREATE INDEX collections_name_key ON collections (name_key);
CREATE INDEX collections_viewable_key ON collections (viewable_key);

CREATE TABLE technologies (
  slug    TEXT PRIMARY KEY,
  kind    TEXT NOT NULL CHECK (kind IN ('technology', 'special-feature')),
  rank    INTEGER NOT NULL,
  seq     INTEGER NOT NULL,
  record  TEXT NOT NULL
) STRICT;

CREATE TABLE products (
  model             TEXT PRIMARY KEY,
  model_key         TEXT NOT NULL UNIQUE,
  slug              TEXT NOT NULL UNIQUE,
  name_key          TEXT NOT NULL,
  collection_slug   TEXT REFERENCES collections (slug),
  collection_key    TEXT NOT NULL,
  viewable_key      TEXT NOT NULL,
  area              TEXT NOT NULL,
  category          TEXT NOT NULL,
  type              TEXT,
  subcategory       TEXT,
  finish_code       INTEGER NOT NULL,
  style_code        INTEGER,
  family            TEXT NOT NULL,
  new_launch        INTEGER NOT NULL,
  coming_soon       INTEGER NOT NULL,
  waterwise         INTEGER NOT NULL,
  has_marketplace   INTEGER NOT NULL,
  category_rank     INTEGER NOT NULL,
  subcategory_rank  INTEGER NOT NULL,
  rank              INTEGER NOT NULL,
  seq               INTEGER NOT NULL,
  record            TEXT NOT NULL,
  FOREIGN KEY (area, category) REFERENCES categories (area, slug)
) STRICT;
CREATE INDEX products_listing ON products (area, category, category_rank, subcategory_rank, rank);
CREATE INDEX products_collection ON products (collection_slug);
CREATE INDEX products_family ON products (family);
CREATE INDEX products_type ON products (type);
CREATE INDEX products_subcategory ON products (subcategory);

CREATE TABLE product_technologies (
  model       TEXT NOT NULL REFERENCES products (model) ON DELETE CASCADE,
  technology  TEXT NOT NULL REFERENCES technologies (slug),
  position    INTEGER NOT NULL,
  PRIMARY KEY (model, technology)
) STRICT;
CREATE INDEX product_technologies_technology ON product_technologies (technology);

CREATE TABLE product_links (
  model     TEXT NOT NULL REFERENCES products (model) ON DELETE CASCADE,
  kind      TEXT NOT NULL CHECK (kind IN ('accent', 'installation', 'related', 'recommended')),
  target    TEXT NOT NULL REFERENCES products (model),
  position  INTEGER NOT NULL,
  PRIMARY KEY (model, kind, target)
) STRICT;

-- Keyword search: one row per product, rowid = products.rowid.
CREATE VIRTUAL TABLE products_fts USING fts5 (
  model, name, description, collection, category, type, features, finishes,
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TABLE dealers (
  id          TEXT PRIMARY KEY,
  tier        TEXT NOT NULL,
  city_key    TEXT NOT NULL,
  state_key   TEXT NOT NULL,
  pincode     TEXT NOT NULL,
  lat         REAL NOT NULL,
  lng         REAL NOT NULL,
  seq         INTEGER NOT NULL,
  record      TEXT NOT NULL
) STRICT;
CREATE INDEX dealers_city ON dealers (city_key);
CREATE INDEX dealers_state ON dealers (state_key);
CREATE INDEX dealers_pincode ON dealers (pincode);

CREATE TABLE video_categories (
  slug    TEXT PRIMARY KEY,
  rank    INTEGER NOT NULL,
  seq     INTEGER NOT NULL,
  record  TEXT NOT NULL
) STRICT;

CREATE TABLE videos (
  id        TEXT PRIMARY KEY,
  category  TEXT NOT NULL REFERENCES video_categories (slug) ON DELETE CASCADE,
  record    TEXT NOT NULL
) STRICT;

CREATE TABLE catalog_categories (
  slug    TEXT PRIMARY KEY,
  rank    INTEGER NOT NULL,
  seq     INTEGER NOT NULL,
  record  TEXT NOT NULL
) STRICT;

CREATE TABLE catalogs (
  slug      TEXT PRIMARY KEY,
  category  TEXT NOT NULL REFERENCES catalog_categories (slug) ON DELETE CASCADE,
  record    TEXT NOT NULL
) STRICT;

CREATE TABLE awards (
  id      TEXT PRIMARY KEY,
  year    INTEGER NOT NULL,
  seq     INTEGER NOT NULL,
  record  TEXT NOT NULL
) STRICT;

CREATE TABLE innovations (
  slug    TEXT PRIMARY KEY,
  rank    INTEGER NOT NULL,
  seq     INTEGER NOT NULL,
  record  TEXT NOT NULL
) STRICT;

CREATE TABLE innovation_technologies (
  innovation  TEXT NOT NULL REFERENCES innovations (slug) ON DELETE CASCADE,
  technology  TEXT NOT NULL REFERENCES technologies (slug),
  PRIMARY KEY (innovation, technology)
) STRICT;

CREATE TABLE events (
  slug      TEXT PRIMARY KEY,
  starts_on TEXT NOT NULL,
  seq       INTEGER NOT NULL,
  record    TEXT NOT NULL
) STRICT;

CREATE TABLE banners (
  id      TEXT PRIMARY KEY,
  page    TEXT NOT NULL,
  kind    TEXT NOT NULL,
  rank    INTEGER NOT NULL,
  seq     INTEGER NOT NULL,
  record  TEXT NOT NULL
) STRICT;
