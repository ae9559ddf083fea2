// POST /post/contact-us, /post/leads, /post/events-lead-form and /post/email-support: validated with the shared
// rules, captcha-checked, stored once (idempotency key, else the same content within a window) with a queued
// notification e-mail, and only then answered 200 and the e-mail sent.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv, Deps } from '../http/env';
import { ErrorSchema, errorResponses, sendError } from '../http/errors';
import type { CaptchaVerifier } from './captcha';
import { FORMS, type FormDefinition } from './definitions';
import type { Notifier } from './mail';
import { composeNotification, submissionReference } from './notification';
import { contentHash, createSubmissionStore, type CaptchaStatus } from './store';

export interface FormsOptions {
  captcha: CaptchaVerifier;
  notifier: Notifier;
  /** Who receives the notification e-mails. */
  notifyTo: string;
  /** Without an idempotency key, the same content within this window is one submission. Default 10 minutes. */
  duplicateWindowMs?: number;
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;
export const CAPTCHA_MESSAGE = 'Please confirm that you are not a robot, then send the form again.';

const Answer = z.object({ success: z.literal(true), message: z.string(), reference: z.string() });
const FieldErrors = ErrorSchema.extend({
  errors: z
    .record(z.string(), z.string())
    .optional()
    .openapi({
      description:
        'A message for the visitor per invalid field (absent when the request, not a field, is wrong)',
      example: { phone: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.' },
    }),
}).openapi('FieldErrors');

/** 400 naming every invalid field, with the visitor's message for each under `errors`. */
function invalidFields(c: Context, errors: Record<string, string>) {
  const list = Object.entries(errors)
    .map(([field, message]) => `"${field}": ${message}`)
    .join(' ');
  return c.json(
    { success: false as const, message: `Please check these fields. ${list}`, errors },
    400,
  );
}

/** The answer of a stored submission: the visitor's thanks and the reference to quote. */
const stored = (c: Context, definition: FormDefinition, id: number) =>
  c.json(
    {
      success: true as const,
      message: definition.message,
      reference: submissionReference(definition.form, id),
    },
    200,
  );

function replayed(c: Context, definition: FormDefinition, id: number) {
  c.header('Idempotent-Replayed', 'true');
  return stored(c, definition, id);
}

export function registerForms(
  app: OpenAPIHono<AppEnv>,
  { db, logger, writes, metrics }: Deps,
  options: FormsOptions,
): void {
  const store = createSubmissionStore(writes);
  const duplicateWindowMs = options.duplicateWindowMs ?? 10 * 60_000;
  const eventRecord = db
    .prepare<[string], string>('SELECT record FROM events WHERE slug = ?')
    .pluck();
  const acceptsLeads = (slug: unknown) => {
    const record = typeof slug === 'string' ? eventRecord.get(slug) : undefined;
    return record !== undefined && (JSON.parse(record) as { leadForm?: boolean }).leadForm === true;
  };

  for (const definition of FORMS) {
    const { form, path, schema, summary } = definition;
    app.openapi(
      createRoute({
        method: 'post',
        path,
        tags: ['forms'],
        summary,
        description:
          'JSON body (at most the body limit) with the XSRF header. Send an `Idempotency-Key` header (8 to 200 of A-Z a-z 0-9 _ . : -) to make retries safe; without one, the same content within 10 minutes is stored once. A replayed answer carries `Idempotent-Replayed: true`.',
        request: { body: { required: true, content: { 'application/json': { schema } } } },
        responses: {
          200: { description: 'Stored', content: { 'application/json': { schema: Answer } } },
          400: {
            description: 'Invalid fields, each named with its message',
            content: { 'application/json': { schema: FieldErrors } },
          },
          ...errorResponses(403, 413, 415, 422, 429, 503),
        },
      }),
      async (c) => {
        const body = c.req.valid('json') as Record<string, unknown>;
        const result = definition.validate(body);
        // The schema ran the same rules; this gives the normalised value.
        if (!result.ok) return invalidFields(c, result.errors as Record<string, string>);
        const value = result.value as Record<string, unknown>;
        if (form === 'events-lead-form' && !acceptsLeads(value.event)) {
          return invalidFields(c, { event: 'Choose the event you visited.' });
        }

        const key = c.req.header(IDEMPOTENCY_HEADER);
        if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
          return sendError(
            c,
            400,
            `The ${IDEMPOTENCY_HEADER} header must be 8 to 200 letters, digits or the characters _ . : -`,
          );
        }
        const hash = contentHash(form, value);
        const previous = key ? await store.findByKey(form, key) : undefined;
        if (previous) {
          // A retry of a stored submission: answer as before without asking the captcha again (its token is
          // single-use and was spent on the first try).
          if (previous.contentHash === hash) return replayed(c, definition, previous.id);
          return sendError(
            c,
            422,
            `This ${IDEMPOTENCY_HEADER} was already used for a different submission; send a new key.`,
          );
        }

        const token = typeof body.captchaToken === 'string' ? body.captchaToken : undefined;
        const outcome = await options.captcha.verify(token, c.get('clientIp'));
        if (outcome === 'invalid') return invalidFields(c, { captcha: CAPTCHA_MESSAGE });
        // When the captcha service does not answer, the submission is kept and marked: losing a buyer because a
        // third party is down costs more than a rare unverified message, which the sales team can filter.
        const captcha: CaptchaStatus = outcome;

        const saved = await store.save({
          form,
          payload: value,
          requestId: c.get('requestId'),
          idempotencyKey: key,
          contentHash: hash,
          captcha,
          duplicateWindowMs,
          notification: (id) => {
            const mail = composeNotification(form, value, id);
            return {
              recipient: options.notifyTo,
              replyTo: mail.replyTo,
              subject: mail.subject,
              text: mail.text,
            };
          },
        });
        if (saved.kind === 'conflict') {
          return sendError(
            c,
            422,
            `This ${IDEMPOTENCY_HEADER} was already used for a different submission; send a new key.`,
          );
        }
        if (saved.kind === 'duplicate') return replayed(c, definition, saved.id);
        metrics.submissionStored(form);
        if (captcha === 'unavailable') {
          logger.warn(
            { reqId: c.get('requestId'), form },
            'captcha service unavailable; stored unverified',
          );
        }
        // Stored and committed: now the e-mail may go. Not awaited, so a slow SMTP server never delays the answer,
        // and a failure only marks the outbox row.
        void options.notifier.deliver(saved.outboxId);
        return stored(c, definition, saved.id);
      },
      (result, c) => {
        if (result.success) return undefined;
        const errors: Record<string, string> = {};
        for (const issue of result.error.issues) {
          const field = String(issue.path[0] ?? 'body');
          errors[field] ??=
            issue.path.length === 0 ? 'Send the form as a JSON object.' : issue.message;
        }
        return invalidFields(c, errors);
      },
    );
  }
}
