-- Error reports grouped by fingerprint; the same columns as the SQLite table (migrations/0011).
CREATE TABLE error_groups (
  fingerprint text PRIMARY KEY,
  source      text NOT NULL,
  type        text NOT NULL,
  message     text NOT NULL,
  stack       text NOT NULL,
  release     text NOT NULL,
  route       text NOT NULL,
  request_id  text NOT NULL,
  count       integer NOT NULL,
  bytes       integer NOT NULL,
  first_seen  timestamptz NOT NULL,
  last_seen   timestamptz NOT NULL
);
CREATE INDEX error_groups_last_seen ON error_groups (last_seen);
