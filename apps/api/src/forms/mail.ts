// The notification e-mail of each submission: written to the outbox table in the same transaction as the submission,
// then sent by SMTP (nodemailer) when SMTP_URL is configured. Without SMTP the outbox is where a person reads them.
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/database';

export interface Mail {
  to: string;
  from: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
}

/** How mail leaves: by SMTP, or not at all (the outbox keeps it). */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close?(): void;
}

/** Sends through an SMTP server given as a URL: `smtp://user:pass@host:587` or `smtps://…:465`. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/** Sends nothing: the notifications stay in the outbox table, status `queued`. */
export const outboxOnly: MailTransport = {
  kind: 'outbox',
  send: async () => {
    throw new Error('No mail transport is configured');
  },
};

/** Who gets the notifications and whom they come from. */
export interface MailSettings {
  from: string;
  to: string;
}

export interface Notifier {
  readonly transport: MailTransport;
  /** Sends one outbox row and records the outcome. Never throws: a mail failure must not touch the submission. */
  deliver(outboxId: number): Promise<void>;
  /** Sends the rows still queued or failed (fewer than 5 tries), oldest first; e.g. on start. */
  deliverPending(): Promise<void>;
}

export const MAX_MAIL_ATTEMPTS = 5;
export const DEFAULT_MAIL_FROM = 'Website forms <no-reply@localhost>';
export const DEFAULT_NOTIFY_TO = 'sales@localhost';

interface OutboxRow {
  recipient: string;
  reply_to: string | null;
  subject: string;
  body: string;
}

export function createNotifier(
  db: Db,
  transport: MailTransport,
  logger: Logger,
  from: string = DEFAULT_MAIL_FROM,
): Notifier {
  const read = db.prepare<[number], OutboxRow>(
    "SELECT recipient, reply_to, subject, body FROM outbox WHERE id = ? AND status != 'sent'",
  );
  const sent = db.prepare(
    "UPDATE outbox SET status = 'sent', attempts = attempts + 1, last_error = NULL, sent_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?",
  );
  const failed = db.prepare(
    "UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = ? WHERE id = ?",
  );
  const pending = db
    .prepare<[number], number>(
      "SELECT id FROM outbox WHERE status IN ('queued', 'failed') AND attempts < ? ORDER BY id",
    )
    .pluck();

  const deliver = async (outboxId: number) => {
    if (transport.kind === 'outbox') return;
    const row = read.get(outboxId);
    if (!row) return;
    try {
      await transport.send({
        to: row.recipient,
        from,
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: row.body,
      });
      sent.run(outboxId);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      try {
        failed.run(message.slice(0, 500), outboxId);
      } catch {
        // The database is closing (shutdown); the row stays queued and is sent on the next start.
      }
      logger.warn(
        { outboxId, err: message },
        'notification e-mail not sent; it stays in the outbox',
      );
    }
  };

  return {
    transport,
    deliver,
    async deliverPending() {
      if (transport.kind === 'outbox') return;
      for (const id of pending.all(MAX_MAIL_ATTEMPTS)) await deliver(id);
    },
  };
}
