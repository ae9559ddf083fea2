-- Form submissions (contact messages, leads): the write path, kept apart from the catalogue an import replaces.
CREATE TABLE submissions (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  form        TEXT NOT NULL,
  payload     TEXT NOT NULL,
  request_id  TEXT NOT NULL,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
