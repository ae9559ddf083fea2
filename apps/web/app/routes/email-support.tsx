// /email-support: a support request by e-mail, with the model number of the product it is about.
import { Link } from '@fittings/ui/Link';
import { Select } from '@fittings/ui/Select';
import { TextField } from '@fittings/ui/TextField';
import { useText } from '@fittings/ui/TextProvider';
import { Textarea } from '@fittings/ui/Textarea';
import { FormPage } from '../forms/FormPage';
import { SiteForm } from '../forms/SiteForm';
import * as styles from '../forms/SiteForm.css';
import { RouteError } from '../layout/RouteError';
import { formCopyAt, topicOptions, useFormCopy } from '../forms/formCopy';
import { publicOrigin } from '../api/api.server';
import { submitFormOnServer } from '../forms/formAction.server';
import { formPageHeaders, formPageLoader } from '../forms/formPage.server';
import { revalidateAfterSuccess, submitFormInBrowser } from '../forms/formSubmit';
import { pageMeta, trail } from '../seo/pageMeta';
import type { Route } from './+types/email-support';

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const copy = formCopyAt('email-support', location.pathname).page;
  return pageMeta(matches, data?.origin, {
    title: copy.title,
    description: copy.description,
    path: copy.path,
    crumbs: trail({ name: copy.title, path: copy.path }),
  });
};

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
  const { page: copy, fields: fieldText } = useFormCopy('email-support');
  const text = useText();
  const crumbs = trail({ name: copy.title, path: copy.path });
  return (
    <FormPage
      crumbs={crumbs}
      eyebrow={copy.eyebrow}
      title={copy.title}
      intro={copy.intro}
      aside={
        <>
          <h2 className={styles.asideTitle}>{text.t('web.support.beforeTitle')}</h2>
          <p className={styles.asideText}>{text.t('web.support.beforeText')}</p>
          <Link href="/warranty" variant="standalone">
            {text.t('web.support.warrantyLink')}
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
              options={topicOptions(text)}
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
