// GET /get/event/{x} and /get/events.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { EventRecord } from '../catalogue/format';
import type { Snapshot } from '../catalogue/state';
import type { AppEnv, Deps } from '../http/env';
import { errorResponses, quote, sendError } from '../http/errors';
import { contentRoute, ok, records } from '../http/openapi';
import { segment, type Assets } from '../media/assets';
import { idProblem } from '../products/routes';
import { mediaUrl } from '../http/schemas';
import { LangQuery } from '../i18n/languages';
import { localizeRecord } from '../catalogue/localize';

const EventSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    city: z.string(),
    venue: z.string(),
    startsOn: z.iso.date(),
    endsOn: z.iso.date(),
    description: z.string(),
    highlights: z.array(z.string()),
    image: mediaUrl,
    collections: z.array(z.object({ slug: z.string(), name: z.string(), image: mediaUrl })),
    leadFormPath: z.string().nullable(),
  })
  .openapi('Event');

export function registerEvents(app: OpenAPIHono<AppEnv>, { db, state }: Deps): void {
  const events = records<EventRecord>(db, 'SELECT record FROM events ORDER BY starts_on DESC, seq');
  const eventBySlug = db.prepare('SELECT record FROM events WHERE slug = ?').pluck();

  const eventOf = (record: EventRecord, snapshot: Snapshot, assets: Assets) => {
    const event = localizeRecord(snapshot, 'event', record.slug, record);
    return {
      ...event,
      image: assets.url(`events/${segment(event.slug)}.svg`),
      collections: event.collections.flatMap((slug) => {
        const collection = snapshot.collections.get(slug);
        return collection
          ? [{ slug, name: collection.name, image: assets.url(`collections/${segment(slug)}.svg`) }]
          : [];
      }),
      leadForm: undefined,
      leadFormPath: event.leadForm
        ? `/events-lead-form?event=${encodeURIComponent(event.slug)}`
        : null,
    };
  };

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/event/{x}',
      tags: ['content'],
      summary: 'An event by slug',
      request: {
        params: z.object({
          x: z
            .string()
            .openapi({ param: { name: 'x', in: 'path' }, example: 'design-week-mumbai-2026' }),
        }),
        query: LangQuery,
      },
      responses: { ...ok({ event: EventSchema }, 'The event'), ...errorResponses(400, 404) },
    }),
    (c) => {
      const { x } = c.req.valid('param');
      const problem = idProblem(x, 'event id');
      if (problem) return sendError(c, 400, problem);
      const row = eventBySlug.get(x.trim().toLowerCase());
      if (typeof row !== 'string') return sendError(c, 404, `There is no event ${quote(x)}.`);
      const { leadForm: _leadForm, ...event } = eventOf(
        JSON.parse(row) as EventRecord,
        state.snapshotIn(c.get('language')),
        c.get('assets'),
      );
      return c.json({ success: true as const, message: '', event }, 200);
    },
  );

  app.openapi(
    contentRoute(
      '/get/events',
      'All events, latest first',
      ok({ events: z.array(EventSchema) }, 'The events'),
    ),
    (c) => {
      const snapshot = state.snapshotIn(c.get('language'));
      const assets = c.get('assets');
      return c.json(
        {
          success: true as const,
          message: '',
          events: events().map((event) => {
            const { leadForm: _leadForm, ...shaped } = eventOf(event, snapshot, assets);
            return shaped;
          }),
        },
        200,
      );
    },
  );
}
