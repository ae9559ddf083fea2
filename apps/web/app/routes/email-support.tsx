// /email-support: a support request by e-mail, with the model number of the product it is about.
import { SUPPORT_TOPICS } from '@fittings/catalog-core';
import { Link, Select, TextField, Textarea } from '@fittings/ui';
import { FormPage } from '../forms/FormPage';
import { SiteForm } from '../forms/SiteForm';
import * as styles from '../forms/SiteForm.css';
import { RouteError } from '../layout/RouteError';
import { fieldText, formPages } from '../forms/forms.data';
import { publicOrigin } from '../api/api.server';
import { submitFormOnServer } from '../forms/formAction.server';
import { formPageHeaders, formPageLoader } from '../forms/formPage.server';
import { revalidateAfterSuccess, submitFormInBrowser } from '../forms/formSubmit';
import { pageMeta, trail } from '../seo/pageMeta';
import type { Route } from './+types/email-support';

const copy = formPages['email-support'];
const crumbs = trail({ name: copy.title, path: copy.path });
const topics = SUPPORT_TOPICS.map(({ value, label }) => ({ value, label }));

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta(matches, data?.origin, {
    title: copy.title,
    description: copy.description,
    path: copy.path,
    crumbs,
  });

export const headers = formPageHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return formPageLoader(request, { origin: publicOrigin(request) });
}

export function action({ request, context }: Route.ActionArgs) {
  return submitFormOnServer('email-support', request, context);
}

export function clientAction({ request }: Route.ClientActionArgs) {
  return submitFormInBrowser('email-support', request);
}

export const shouldRevalidate = revalidateAfterSuccess;

export default function EmailSupport({ loaderData }: Route.ComponentProps) {
  return (
    <FormPage
      crumbs={crumbs}
      eyebrow={copy.eyebrow}
      title={copy.title}
      intro={copy.intro}
      aside={
        <>
          <h2 className={styles.asideTitle}>Before you write</h2>
          <p className={styles.asideText}>
            Installation guides and spec sheets are on each product page, under Support.
          </p>
          <Link href="/warranty" variant="standalone">
            Warranty terms
          </Link>
        </>
      }
    >
      <SiteForm form="email-support" page={loaderData.page} submitLabel={copy.submit}>
        {({ field }) => (
          <>
            <TextField {...field('name')} label={fieldText.name.label} autoComplete="name" />
            <TextField
              {...field('email')}
              type="email"
              label={fieldText.email.label}
              autoComplete="email"
            />
            <TextField
              {...field('phone')}
              type="tel"
              inputMode="tel"
              optional
              label={fieldText.phone.label}
              hint={fieldText.phone.hint}
              autoComplete="tel-national"
            />
            <Select
              {...field('topic')}
              label={fieldText.topic.label}
              placeholder={fieldText.topic.placeholder}
              options={topics}
            />
            <TextField
              {...field('model')}
              optional
              label={fieldText.model.label}
              hint={fieldText.model.hint}
              autoCapitalize="characters"
              className={styles.wide}
            />
            <Textarea
              {...field('message')}
              label={fieldText.message.label}
              rows={6}
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
