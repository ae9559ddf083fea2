-- What the forms need beyond storing a payload: idempotency (a client key, and a content hash for resubmissions
-- without one), the captcha outcome, and an outbox of notification e-mails written in the same transaction as the
-- submission, so a mail that fails or is never configured never loses a lead and can be read or sent later.
ALTER TABLE submissions ADD COLUMN idempotency_key TEXT;
ALTER TABLE submissions ADD COLUMN content_hash TEXT NOT NULL DEFAULT '';
ALTER TABLE submissions ADD COLUMN captcha TEXT NOT NULL DEFAULT 'not-checked';

CREATE UNIQUE INDEX submissions_idempotency_key ON submissions (form, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
CREATE INDEX submissions_content_hash ON submissions (form, content_hash, created_at);

CREATE TABLE outbox (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  submission_id  INTEGER NOT NULL REFERENCES submissions (id),
  recipient      TEXT NOT NULL,
  reply_to       TEXT,
  subject        TEXT NOT NULL,
  body           TEXT NOT NULL,
  -- queued: not sent (no SMTP configured, or not tried yet); sent; failed: the last try failed (see last_error)
  status         TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts       INTEGER NOT NULL DEFAULT 0,
  last_error     TEXT,
  created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  sent_at        TEXT
) STRICT;
CREATE INDEX outbox_status ON outbox (status, id);
