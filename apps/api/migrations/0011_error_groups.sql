-- Error reports (issue 29), grouped by fingerprint: one row per kind of error, counted, with when it was first and
-- last seen, the release, route pattern and request id of its latest occurrence. Written by the API itself and, through
-- its POST /errors, by the web servers (their own render errors and the browser's). No visitor data: the texts are
-- scrubbed before they are stored (src/observe/errors.ts), and rows and bytes are capped there.
CREATE TABLE error_groups (
  fingerprint TEXT PRIMARY KEY,
  source TEXT NOT NULL,
  type TEXT NOT NULL,
  message TEXT NOT NULL,
  stack TEXT NOT NULL,
  release TEXT NOT NULL,
  route TEXT NOT NULL,
  request_id TEXT NOT NULL,
  count INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  first_seen TEXT NOT NULL,
  last_seen TEXT NOT NULL
) STRICT;
CREATE INDEX error_groups_last_seen ON error_groups (last_seen);
