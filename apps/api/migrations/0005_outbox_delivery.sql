-- Each notification e-mail sent at most once, retried while the API runs: a row is claimed (claimed_at, attempts + 1)
-- before it is handed to SMTP, so a stop mid-send leaves it claimed and never sent twice; a definite failure clears the
-- claim and sets when to try again (next_attempt_at, backing off); provider_response keeps the SMTP server's answer.
ALTER TABLE outbox ADD COLUMN claimed_at TEXT;
ALTER TABLE outbox ADD COLUMN next_attempt_at TEXT;
ALTER TABLE outbox ADD COLUMN provider_response TEXT;
