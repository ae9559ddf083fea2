// /events-lead-form?event={slug}: the lead form of an exhibition stand; the events that take leads come from the API.
import { PRODUCT_INTERESTS } from '@fittings/catalog-core';
import { Checkbox, Select, TextField, Textarea } from '@fittings/ui';
import { FormPage } from '../components/forms/FormPage';
import { SiteForm } from '../components/forms/SiteForm';
import * as styles from '../components/forms/SiteForm.css';
import { RouteError } from '../components/RouteError';
import { fieldText, formPages } from '../data/forms';
import { apiOrigin, forwardedHeaders, publicOrigin } from '../lib/api.server';
import { submitFormOnServer } from '../lib/forms/formAction.server';
import { formPageHeaders, formPageLoader } from '../lib/forms/formPage.server';
import { revalidateAfterSuccess, submitFormInBrowser } from '../lib/forms/formSubmit';
import { pageMeta, trail } from '../lib/pageMeta';
import type { Route } from './+types/events-lead-form';

const copy = formPages['events-lead-form'];
const crumbs = trail({ name: copy.title, path: copy.path });
const interests = PRODUCT_INTERESTS.map(({ value, label }) => ({ value, label }));

interface EventSummary {
  slug: string;
  title: string;
  city: string;
  startsOn: string;
  leadFormPath: string | null;
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta(matches, data?.origin, {
    title: copy.title,
    description: copy.description,
    path: copy.path,
    crumbs,
  });

export const headers = formPageHeaders;

async function leadEvents(request: Request): Promise<EventSummary[]> {
  try {
    const response = await fetch(`${apiOrigin()}/get/events`, {
      signal: request.signal,
      headers: forwardedHeaders(request),
    });
    const body = (await response.json()) as { events?: EventSummary[] };
    return (body.events ?? []).filter((event) => event.leadFormPath);
  } catch {
    return [];
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const events = await leadEvents(request);
  const wanted = new URL(request.url).searchParams.get('event');
  const event = events.find((e) => e.slug === wanted)?.slug ?? null;
  return formPageLoader(request, {
    origin: publicOrigin(request),
    events: events.map(({ slug, title, city }) => ({ value: slug, label: `${title}, ${city}` })),
    event,
  });
}

export function action({ request, context }: Route.ActionArgs) {
  return submitFormOnServer('events-lead-form', request, context);
}

export function clientAction({ request }: Route.ClientActionArgs) {
  return submitFormInBrowser('events-lead-form', request);
}

export const shouldRevalidate = revalidateAfterSuccess;

export default function EventsLeadForm({ loaderData }: Route.ComponentProps) {
  const { page, events, event } = loaderData;
  return (
    <FormPage crumbs={crumbs} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <SiteForm
        form="events-lead-form"
        page={page}
        submitLabel={copy.submit}
        initialValues={event ? { event } : {}}
      >
        {({ field, checkbox }) => (
          <>
            <Select
              {...field('event')}
              label={fieldText.event.label}
              placeholder={fieldText.event.placeholder}
              options={events}
              className={styles.wide}
            />
            <TextField {...field('name')} label={fieldText.name.label} autoComplete="name" />
            <TextField
              {...field('phone')}
              type="tel"
              inputMode="tel"
              label={fieldText.phone.label}
              hint={fieldText.phone.hint}
              autoComplete="tel-national"
            />
            <TextField
              {...field('email')}
              type="email"
              optional
              label={fieldText.email.label}
              autoComplete="email"
            />
            <TextField
              {...field('city')}
              label={fieldText.city.label}
              autoComplete="address-level2"
            />
            <TextField
              {...field('pincode')}
              inputMode="numeric"
              optional
              label={fieldText.pincode.label}
              hint={fieldText.pincode.hint}
              autoComplete="postal-code"
            />
            <Select
              {...field('interest')}
              label={fieldText.interest.label}
              placeholder={fieldText.interest.placeholder}
              options={interests}
            />
            <Textarea
              {...field('message')}
              optional
              rows={4}
              label="What did you like at the stand?"
              className={styles.wide}
            />
            <Checkbox
              {...checkbox('consent')}
              label={fieldText.consent.label}
              className={styles.wide}
            />
          </>
        )}
      </SiteForm>
    </FormPage>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
