// The notification e-mail of each submission: written to the outbox table in the same transaction as the submission,
// then sent by SMTP (nodemailer) when SMTP_URL is configured. Without SMTP the outbox is where a person reads them.
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { OutboxEntry, OutboxStore } from './outbox';

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

export function createNotifier(
  outbox: OutboxStore,
  transport: MailTransport,
  logger: Logger,
  from: string = DEFAULT_MAIL_FROM,
): Notifier {
  const deliver = async (outboxId: number) => {
    if (transport.kind === 'outbox') return;
    let row: OutboxEntry | undefined;
    try {
      row = await outbox.unsent(outboxId);
    } catch (error) {
      logger.warn({ outboxId, err: String(error) }, 'outbox not readable; the e-mail stays queued');
      return;
    }
    if (!row) return;
    try {
      await transport.send({
        to: row.recipient,
        from,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.body,
      });
      await outbox.markSent(outboxId);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      try {
        await outbox.markFailed(outboxId, message.slice(0, 500));
      } catch {
        // The database is closing (shutdown) or unreachable; the row stays queued and is sent on the next start.
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
      let ids: number[];
      try {
        ids = await outbox.pending(MAX_MAIL_ATTEMPTS);
      } catch (error) {
        logger.warn(
          { err: String(error) },
          'outbox not readable; queued e-mails wait for the next start',
        );
        return;
      }
      for (const id of ids) await deliver(id);
    },
  };
}
