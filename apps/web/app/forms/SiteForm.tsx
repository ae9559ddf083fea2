// One form of the site, the same with and without JavaScript: a React Router <Form> whose action runs on the server
// without JavaScript and in the browser with it. Field errors appear beside their fields and in an ErrorSummary
// (ordered as the form), success and failure as notifications (with JavaScript) and as a status line.
import { Button } from '@fittings/ui/Button';
import { ErrorSummary } from '@fittings/ui/ErrorSummary';
import { Link } from '@fittings/ui/Link';
import { useText } from '@fittings/ui/TextProvider';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import {
  KEY_FIELD,
  SITE_FORMS,
  XSRF_FIELD,
  checkForm,
  formValues,
  type FormOutcome,
  type FormPageData,
  type SiteFormId,
} from './forms';
import { CaptchaField } from './CaptchaField';
import * as styles from './SiteForm.css';

export interface FieldProps {
  id: string;
  name: string;
  error?: string;
  defaultValue?: string;
}

export interface CheckboxFieldProps {
  id: string;
  name: string;
  error?: string;
  defaultChecked?: boolean;
}

export interface FieldBinders {
  /** Props of a text, select or textarea field: id, name, its error and the value sent last time. */
  field(name: string): FieldProps;
  checkbox(name: string): CheckboxFieldProps;
}

export interface SiteFormProps {
  form: SiteFormId;
  page: FormPageData;
  submitLabel: string;
  /** Values to start with (e.g. the event from the URL). */
  initialValues?: Record<string, string>;
  children: (bind: FieldBinders) => ReactNode;
}

const fieldId = (form: SiteFormId, name: string) => `${form}-${name}`;

export function SiteForm({ form, page, submitLabel, initialValues, children }: SiteFormProps) {
  const outcome = useActionData() as FormOutcome | undefined;
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const definition = SITE_FORMS[form];
  const text = useText();

  // The errors of the last answer, cleared field by field as the visitor corrects them.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<FormOutcome | undefined>(undefined);
  if (outcome !== shown) {
    setShown(outcome);
    setErrors(outcome?.status === 'invalid' ? outcome.errors : {});
  }
  // After an answer, focus goes where the visitor's next step is: the confirmation once sent, the failure when it
  // failed (the error summary takes it itself when fields are wrong, on every attempt: see focusKey).
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome?.status === 'sent' || outcome?.status === 'kept') formRef.current?.reset();
    if (outcome?.status === 'sent' || outcome?.status === 'kept' || outcome?.status === 'failed') {
      statusRef.current?.focus();
    }
  }, [outcome]);

  const values =
    outcome && outcome.status !== 'sent' && outcome.status !== 'kept'
      ? outcome.values
      : (initialValues ?? {});
  const sending = navigation.state === 'submitting' && navigation.formMethod === 'POST';

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (!name || !(name in errors) || !formRef.current) return;
    const result = checkForm(form, formValues(new FormData(formRef.current)), text);
    const message = result.ok ? undefined : result.errors[name];
    if (message === errors[name]) return;
    const next = { ...errors };
    if (message) next[name] = message;
    else delete next[name];
    setErrors(next);
  };

  const order = [...definition.fields, 'captcha'];
  const summary = Object.entries(errors)
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([name, message]) => ({ fieldId: fieldId(form, name), message }));

  const bind: FieldBinders = {
    field: (name) => ({
      id: fieldId(form, name),
      name,
      ...(errors[name] ? { error: errors[name] } : {}),
      ...(values[name] !== undefined ? { defaultValue: values[name] } : {}),
    }),
    checkbox: (name) => ({
      id: fieldId(form, name),
      name,
      ...(errors[name] ? { error: errors[name] } : {}),
      ...(values[name] !== undefined ? { defaultChecked: values[name] !== '' } : {}),
    }),
  };

  return (
    <Form
      method="post"
      ref={formRef}
      noValidate
      className={styles.form}
      onInput={onInput}
      aria-describedby={outcome && outcome.status !== 'invalid' ? `${form}-status` : undefined}
    >
      <ErrorSummary errors={summary} title={text.t('web.form.errorSummary')} focusKey={outcome} />
      {outcome?.status === 'sent' || outcome?.status === 'kept' ? (
        <p
          id={`${form}-status`}
          ref={statusRef}
          tabIndex={-1}
          role="status"
          className={styles.sent}
        >
          {outcome.message}
        </p>
      ) : null}
      {outcome?.status === 'failed' ? (
        <p
          id={`${form}-status`}
          ref={statusRef}
          tabIndex={-1}
          role="alert"
          className={styles.failed}
        >
          {outcome.message}
        </p>
      ) : null}
      <input type="hidden" name={XSRF_FIELD} value={page.xsrf} />
      <input type="hidden" name={KEY_FIELD} value={page.idempotencyKey} />
      <div className={styles.fields}>{children(bind)}</div>
      <CaptchaField id={fieldId(form, 'captcha')} error={errors.captcha} />
      <div className={styles.actions}>
        <Button type="submit" disabled={sending} aria-disabled={sending}>
          {sending ? text.t('web.form.sending') : submitLabel}
        </Button>
        <p className={styles.privacy}>
          {text.t('web.form.privacyBefore')}{' '}
          <Link href="/privacy-policy" variant="inline">
            {text.t('web.form.privacyLink')}
          </Link>
          {text.t('web.form.privacyAfter')}
        </p>
      </div>
    </Form>
  );
}
