// /leads-form: the landing page of campaigns, without toolbar and navigation (spec 2.1); a lead agrees to be
// called, and is sent to /leads-form/ThankYou once stored.
import { validateModelNumber } from '@fittings/catalog-core';
import { Checkbox } from '@fittings/ui/Checkbox';
import { Select } from '@fittings/ui/Select';
import { TextField } from '@fittings/ui/TextField';
import { useText } from '@fittings/ui/TextProvider';
import { Textarea } from '@fittings/ui/Textarea';
import { FormPage } from '../forms/FormPage';
import { SiteForm } from '../forms/SiteForm';
import * as styles from '../forms/SiteForm.css';
import { BrandLogo } from '../layout/BrandLogo';
import { RouteError } from '../layout/RouteError';
import { formCopyAt, interestOptions, useFormCopy } from '../forms/formCopy';
import { publicOrigin } from '../api/api.server';
import { submitFormOnServer } from '../forms/formAction.server';
import { formPageHeaders, formPageLoader } from '../forms/formPage.server';
import { revalidateAfterSuccess, submitFormInBrowser } from '../forms/formSubmit';
import { pageMeta, trail } from '../seo/pageMeta';
import type { Route } from './+types/leads-form';

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const copy = formCopyAt('leads', location.pathname).page;
  return pageMeta(matches, data?.origin, {
    title: copy.title,
    description: copy.description,
    path: copy.path,
    crumbs: trail({ name: copy.title, path: copy.path }),
  });
};

export const headers = formPageHeaders;

export function loader({ request }: Route.LoaderArgs) {
  // A campaign or product page may name the product: /leads-form?product=T14059
  const product = validateModelNumber(new URL(request.url).searchParams.get('product'), {
    required: false,
  });
  return formPageLoader(request, {
    origin: publicOrigin(request),
    product: product.ok ? (product.value ?? null) : null,
  });
}

export function action({ request, context }: Route.ActionArgs) {
  return submitFormOnServer('leads', request, context);
}

export function clientAction({ request }: Route.ClientActionArgs) {
  return submitFormInBrowser('leads', request);
}

export const shouldRevalidate = revalidateAfterSuccess;

export default function LeadsForm({ loaderData }: Route.ComponentProps) {
  const { page: copy, fields: fieldText } = useFormCopy('leads');
  const text = useText();
  const { page, product } = loaderData;
  return (
    <FormPage
      crumbs={[]}
      eyebrow={<BrandLogo />}
      title={copy.title}
      intro={copy.intro}
      aside={
        <>
          <h2 className={styles.asideTitle}>{text.t('web.leads.nextTitle')}</h2>
          <p className={styles.asideText}>{text.t('web.leads.nextText')}</p>
        </>
      }
    >
      <SiteForm
        form="leads"
        page={page}
        submitLabel={copy.submit}
        initialValues={product ? { product } : {}}
      >
        {({ field, checkbox }) => (
          <>
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
            {product ? <input type="hidden" name="product" value={product} /> : null}
            <Textarea
              {...field('message')}
              optional
              rows={4}
              label={text.t('web.leads.messageLabel')}
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
