// /contact-us: a message for the company, validated in the browser and by the API with the shared rules, working
// with and without JavaScript.
import { Link } from '@fittings/ui/Link';
import { TextField } from '@fittings/ui/TextField';
import { useText } from '@fittings/ui/TextProvider';
import { Textarea } from '@fittings/ui/Textarea';
import { FormPage } from '../forms/FormPage';
import { SiteForm } from '../forms/SiteForm';
import * as styles from '../forms/SiteForm.css';
import { RouteError } from '../layout/RouteError';
import { formCopyAt, useFormCopy } from '../forms/formCopy';
import { publicOrigin } from '../api/api.server';
import { submitFormOnServer } from '../forms/formAction.server';
import { formPageHeaders, formPageLoader } from '../forms/formPage.server';
import { revalidateAfterSuccess, submitFormInBrowser } from '../forms/formSubmit';
import { pageMeta, trail } from '../seo/pageMeta';
import type { Route } from './+types/contact-us';

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const copy = formCopyAt('contact-us', location.pathname).page;
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
  return submitFormOnServer('contact-us', request, context);
}

export function clientAction({ request }: Route.ClientActionArgs) {
  return submitFormInBrowser('contact-us', request);
}

export const shouldRevalidate = revalidateAfterSuccess;

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const { page: copy, fields: fieldText } = useFormCopy('contact-us');
  const text = useText();
  const crumbs = trail({ name: copy.title, path: copy.path });
  const emailSupport = useFormCopy('email-support').page.title;
  return (
    <FormPage
      crumbs={crumbs}
      eyebrow={copy.eyebrow}
      title={copy.title}
      intro={copy.intro}
      aside={
        <>
          <h2 className={styles.asideTitle}>{text.t('web.contact.finishesTitle')}</h2>
          <p className={styles.asideText}>{text.t('web.contact.finishesText')}</p>
          <Link href="/where-to-buy" variant="standalone">
            {text.t('web.contact.findDealer')}
          </Link>
          <h2 className={styles.asideTitle}>{text.t('web.contact.ownedTitle')}</h2>
          <p className={styles.asideText}>{text.t('web.contact.ownedText')}</p>
          <Link href="/email-support" variant="standalone">
            {emailSupport}
          </Link>
        </>
      }
    >
      <SiteForm form="contact-us" page={loaderData.page} submitLabel={copy.submit}>
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
            <TextField
              {...field('city')}
              optional
              label={fieldText.city.label}
              autoComplete="address-level2"
            />
            <TextField
              {...field('subject')}
              optional
              label={fieldText.subject.label}
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
