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
  /** Resolves with the server's answer when it accepted the mail (kept in the outbox row). */
  send(mail: Mail): Promise<string | undefined>;
  close?(): void;
}

/** Sends through an SMTP server given as a URL: `smtp://user:pass@host:587` or `smtps://…:465`. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    send: async (mail) => {
      const info = (await transporter.sendMail(mail)) as { response?: string; messageId?: string };
      return [info.response, info.messageId].filter(Boolean).join(' ') || undefined;
    },
    close: () => transporter.close(),
  };
}

/** Sends nothing: the notifications stay in the outbox table, status `queued`. */
export const outboxOnly: MailTransport = {
  kind: 'outbox',
  send: () => Promise.reject(new Error('No mail transport is configured')),
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
  /** Sends the rows due: queued or failed, unclaimed, fewer than 5 tries, past their backoff; oldest first. */
  deliverPending(): Promise<void>;
  /** Runs {@link Notifier.deliverPending} every `intervalMs` while the API runs; returns the stop. */
  startRetrying(intervalMs: number): () => void;
}

export interface RetryPolicy {
  /** The wait after the first failure, doubled after each next one. Default 1 minute (1, 2, 4, 8 minutes). */
  backoffMs?: number;
}

export const MAX_MAIL_ATTEMPTS = 5;
export const DEFAULT_MAIL_FROM = 'Website forms <no-reply@localhost>';
export const DEFAULT_NOTIFY_TO = 'sales@localhost';

export function createNotifier(
  outbox: OutboxStore,
  transport: MailTransport,
  logger: Logger,
  from: string = DEFAULT_MAIL_FROM,
  policy: RetryPolicy = {},
): Notifier {
  const backoffMs = policy.backoffMs ?? 60_000;
  const deliver = async (outboxId: number) => {
    if (transport.kind === 'outbox') return;
    let row: OutboxEntry | undefined;
    try {
      // Marked before it is sent: a stop while SMTP has the mail leaves the row claimed, never sent a second time.
      row = await outbox.claim(outboxId);
    } catch (error) {
      logger.warn({ outboxId, err: String(error) }, 'outbox not readable; the e-mail stays queued');
      return;
    }
    if (!row) return;
    let answer: string | undefined;
    try {
      answer = await transport.send({
        to: row.recipient,
        from,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.body,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(Date.now() + backoffMs * 2 ** Math.max(0, row.attempts - 1));
      try {
        await outbox.markFailed(outboxId, message.slice(0, 500), retryAt);
      } catch {
        // The database is closing or unreachable: the row stays claimed (in doubt) for a person to look at.
      }
      logger.warn(
        { outboxId, err: message },
        'notification e-mail not sent; it stays in the outbox',
      );
      return;
    }
    try {
      await outbox.markSent(outboxId, answer ?? null);
    } catch (error) {
      // Sent, but not recorded: the row stays claimed, so it is not sent again.
      logger.warn({ outboxId, err: String(error) }, 'e-mail sent but not marked sent');
    }
  };
  let running: Promise<void> | undefined;

  return {
    transport,
    deliver,
    deliverPending() {
      if (transport.kind === 'outbox') return Promise.resolve();
      // One pass at a time: a slow SMTP server must not pile passes up.
      running ??= (async () => {
        let ids: number[];
        try {
          ids = await outbox.pending(MAX_MAIL_ATTEMPTS);
        } catch (error) {
          logger.warn({ err: String(error) }, 'outbox not readable; queued e-mails wait');
          return;
        }
        for (const id of ids) await deliver(id);
      })().finally(() => {
        running = undefined;
      });
      return running;
    },
    startRetrying(intervalMs) {
      if (transport.kind === 'outbox') return () => undefined;
      const timer = setInterval(() => void this.deliverPending(), intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
