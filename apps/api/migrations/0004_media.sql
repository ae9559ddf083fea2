-- The catalogue's media files (product images, documents, banners...), stored at import beside the records that
-- name them and replaced in the same transaction; GET /media serves only what is here. `path` is the file's path
-- under /media, a variant as `name@variant.ext` (`collections/pivotal@hero.svg` answers `?variant=hero`).
CREATE TABLE media (
  path TEXT PRIMARY KEY,
  content_type TEXT NOT NULL,
  etag TEXT NOT NULL,
  body BLOB NOT NULL
) STRICT;
