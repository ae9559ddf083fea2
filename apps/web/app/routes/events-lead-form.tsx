// /events-lead-form?event={slug}: the lead form of an exhibition stand; the events that take leads come from the API.
import { Checkbox } from '@fittings/ui/Checkbox';
import { Select } from '@fittings/ui/Select';
import { TextField } from '@fittings/ui/TextField';
import { useText } from '@fittings/ui/TextProvider';
import { Textarea } from '@fittings/ui/Textarea';
import { FormPage } from '../forms/FormPage';
import { SiteForm } from '../forms/SiteForm';
import * as styles from '../forms/SiteForm.css';
import { RouteError } from '../layout/RouteError';
import { formCopyAt, interestOptions, useFormCopy } from '../forms/formCopy';
import { publicOrigin } from '../api/api.server';
import { submitFormOnServer } from '../forms/formAction.server';
import { formPageHeaders, formPageLoader, leadEvents } from '../forms/formPage.server';
import { revalidateAfterSuccess, submitFormInBrowser } from '../forms/formSubmit';
import { pageMeta, trail } from '../seo/pageMeta';
import type { Route } from './+types/events-lead-form';

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const copy = formCopyAt('events-lead-form', location.pathname).page;
  return pageMeta(matches, data?.origin, {
    title: copy.title,
    description: copy.description,
    path: copy.path,
    crumbs: trail({ name: copy.title, path: copy.path }),
  });
};

export const headers = formPageHeaders;

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
  const { page: copy, fields: fieldText } = useFormCopy('events-lead-form');
  const text = useText();
  const crumbs = trail({ name: copy.title, path: copy.path });
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
              options={interestOptions(text)}
            />
            <Textarea
              {...field('message')}
              optional
              rows={4}
              label={text.t('web.events.messageLabel')}
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
