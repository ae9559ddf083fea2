// POST /post/contact-us and /post/leads: the JSON forms of the generic post helper, answering { success, message }.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../http/env';
import { errorResponses } from '../http/errors';
import { sqliteSubmissionStore } from './store';

const name = z.string().trim().min(2, 'must have at least 2 characters').max(100);
const phone = z
  .string()
  .trim()
  .regex(
    /^(\+91[ -]?)?[6-9]\d{4}[ -]?\d{5}$/,
    'must be an Indian mobile number such as +91 98765 43210',
  );
const email = z.email('must be an e-mail address').max(200);

const ContactSchema = z
  .object({
    name,
    email,
    phone: phone.optional(),
    city: z.string().trim().max(80).optional(),
    subject: z.string().trim().max(160).optional(),
    message: z.string().trim().min(10, 'must have at least 10 characters').max(4000),
  })
  .openapi('ContactMessage');

const LeadSchema = z
  .object({
    name,
    phone,
    email: email.optional(),
    city: z.string().trim().min(2).max(80),
    pincode: z
      .string()
      .regex(/^[1-9]\d{5}$/, 'must be a six-digit pincode')
      .optional(),
    interest: z.enum(['bathroom', 'kitchen', 'both']).optional(),
    event: z.string().max(80).optional(),
    product: z.string().max(60).optional(),
    consent: z.literal(true, { error: 'must be true: the visitor has to agree to be contacted' }),
  })
  .openapi('Lead');

const Answer = z.object({ success: z.literal(true), message: z.string() });

export function registerForms(app: OpenAPIHono<AppEnv>, { db }: Deps): void {
  const store = sqliteSubmissionStore(db);
  const forms = [
    {
      path: '/post/contact-us',
      form: 'contact-us',
      schema: ContactSchema,
      message: 'Thank you for writing to us. We will reply within two working days.',
    },
    {
      path: '/post/leads',
      form: 'leads',
      schema: LeadSchema,
      message: 'Thank you! Our team will call you soon.',
    },
  ] as const;
  for (const { path, form, schema, message } of forms) {
    app.openapi(
      createRoute({
        method: 'post',
        path,
        tags: ['forms'],
        summary: `Send the ${form} form (JSON body, at most the body limit)`,
        request: { body: { required: true, content: { 'application/json': { schema } } } },
        responses: {
          200: { description: 'Received', content: { 'application/json': { schema: Answer } } },
          ...errorResponses(400, 413, 415),
        },
      }),
      (c) => {
        store.save(form, c.req.valid('json'), c.get('requestId'));
        return c.json({ success: true as const, message }, 200);
      },
    );
  }
}
