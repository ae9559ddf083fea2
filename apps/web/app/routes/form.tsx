// Every form page of the site (/contact-us, /leads-form, /events-lead-form, /email-support, and each under /hi/):
// the form is the one of the page's path, its fields catalog-core's, laid out by forms/formLayout.ts. Validated in
// the browser and by the API with the same rules, working with and without JavaScript. The leads form is the
// landing page of campaigns, without toolbar and navigation (spec 2.1), and sends a lead to /leads-form/ThankYou.
import { data } from 'react-router';
import { Checkbox } from '@fittings/ui/Checkbox';
import { Link } from '@fittings/ui/Link';
import { Select } from '@fittings/ui/Select';
import { TextField } from '@fittings/ui/TextField';
import { useText } from '@fittings/ui/TextProvider';
import { Textarea } from '@fittings/ui/Textarea';
import { FormPage } from '../forms/FormPage';
import { SiteForm, type FieldBinders } from '../forms/SiteForm';
import * as styles from '../forms/SiteForm.css';
import { BrandLogo } from '../layout/BrandLogo';
import { RouteError } from '../layout/RouteError';
import { formCopy, formCopyAt, interestOptions, topicOptions } from '../forms/formCopy';
import { FORM_LAYOUTS, fieldsOf, formOfPath, type FieldWidget } from '../forms/formLayout';
import type { SiteFormId } from '../forms/forms';
import { publicOrigin } from '../api/api.server';
import { submitFormOnServer } from '../forms/formAction.server';
import { formPageHeaders, formPageLoader, formStart } from '../forms/formPage.server';
import { revalidateAfterSuccess, submitFormInBrowser } from '../forms/formSubmit';
import { useLanguage } from '../i18n/useLanguage';
import { pageMeta, trail } from '../seo/pageMeta';
import type { Route } from './+types/form';

/** The form of a request's path; a path that is none (it cannot be one: see formRoutes.ts) is not found. */
function formOf(request: Request): SiteFormId {
  const form = formOfPath(new URL(request.url).pathname);
  if (!form) throw data(null, { status: 404 });
  return form;
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const form = formOfPath(location.pathname);
  if (!form) return [];
  const copy = formCopyAt(form, location.pathname).page;
  return pageMeta(matches, data?.origin, {
    title: copy.title,
    description: copy.description,
    path: copy.path,
    crumbs: trail({ name: copy.title, path: copy.path }),
  });
};

export const headers = formPageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const form = formOf(request);
  return formPageLoader(request, {
    origin: publicOrigin(request),
    form,
    ...(await formStart(form, request)),
  });
}

export function action({ request, context }: Route.ActionArgs) {
  return submitFormOnServer(formOf(request), request, context);
}

export function clientAction({ request }: Route.ClientActionArgs) {
  return submitFormInBrowser(formOf(request), request);
}

export const shouldRevalidate = revalidateAfterSuccess;

export default function FormRoute({ loaderData }: Route.ComponentProps) {
  const { form, page, initialValues, events } = loaderData;
  const language = useLanguage();
  const { page: copy, fields: fieldText } = formCopy(form, language);
  const text = useText();
  const layout = FORM_LAYOUTS[form];
  const options = {
    interests: () => interestOptions(text),
    topics: () => topicOptions(text),
    events: () => events,
  };
  const words = fieldText as Record<
    string,
    { label: string; hint?: string; placeholder?: string } | undefined
  >;
  const aside = layout.aside.length ? (
    <>
      {layout.aside.map((block) => [
        <h2 key={`${block.title}-title`} className={styles.asideTitle}>
          {text.t(block.title)}
        </h2>,
        <p key={`${block.title}-text`} className={styles.asideText}>
          {text.t(block.text)}
        </p>,
        block.link ? (
          <Link key={`${block.title}-link`} href={block.link.href} variant="standalone">
            {'label' in block.link
              ? text.t(block.link.label)
              : formCopy(block.link.formTitle, language).page.title}
          </Link>
        ) : null,
      ])}
    </>
  ) : undefined;

  return (
    <FormPage
      crumbs={layout.landing ? [] : trail({ name: copy.title, path: copy.path })}
      eyebrow={layout.landing ? <BrandLogo /> : copy.eyebrow}
      title={copy.title}
      intro={copy.intro}
      aside={aside}
    >
      <SiteForm form={form} page={page} submitLabel={copy.submit} initialValues={initialValues}>
        {(bind) => (
          <>
            {fieldsOf(form).map(({ name, widget, optional }) =>
              renderField(bind, name, widget, optional),
            )}
          </>
        )}
      </SiteForm>
    </FormPage>
  );

  function renderField(bind: FieldBinders, name: string, widget: FieldWidget, optional: boolean) {
    const own = words[name];
    switch (widget.kind) {
      case 'text':
        return (
          <TextField
            key={name}
            {...bind.field(name)}
            type={widget.type}
            inputMode={widget.inputMode}
            optional={optional}
            label={own?.label ?? name}
            hint={widget.hint ? own?.hint : undefined}
            autoComplete={widget.autoComplete}
            autoCapitalize={widget.autoCapitalize}
            className={widget.wide ? styles.wide : undefined}
          />
        );
      case 'select':
        return (
          <Select
            key={name}
            {...bind.field(name)}
            label={own?.label ?? name}
            placeholder={own?.placeholder}
            options={options[widget.options]()}
            className={widget.wide ? styles.wide : undefined}
          />
        );
      case 'textarea':
        return (
          <Textarea
            key={name}
            {...bind.field(name)}
            optional={optional}
            rows={widget.rows}
            label={widget.label ? text.t(widget.label) : (own?.label ?? name)}
            className={styles.wide}
          />
        );
      case 'checkbox':
        return (
          <Checkbox
            key={name}
            {...bind.checkbox(name)}
            label={own?.label ?? name}
            className={styles.wide}
          />
        );
      case 'hidden':
        return initialValues[name] ? (
          <input key={name} type="hidden" name={name} value={initialValues[name]} />
        ) : null;
    }
  }
}

export function ErrorBoundary() {
  return <RouteError />;
}
