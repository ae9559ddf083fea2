-- The same as the SQLite migration 0005: claim before send (at most once), retry with backoff, the SMTP answer kept.
ALTER TABLE outbox ADD COLUMN claimed_at timestamptz;
ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz;
ALTER TABLE outbox ADD COLUMN provider_response text;
