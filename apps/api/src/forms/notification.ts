// The notification e-mail a person at the company reads for each submission: a subject that says who and what, and
// the fields as plain text lines (no HTML, so nothing a visitor typed can become markup in a mail client).
import { PRODUCT_INTERESTS, SUPPORT_TOPICS } from '@fittings/catalog-core';
import type { FormId } from './definitions';

export interface Notification {
  subject: string;
  text: string;
  /** The visitor's e-mail, so a reply goes to them. */
  replyTo: string | undefined;
}

const LABELS: Record<string, string> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Mobile',
  city: 'City',
  pincode: 'Pincode',
  interest: 'Interested in',
  product: 'Product',
  event: 'Event',
  subject: 'Subject',
  topic: 'Topic',
  model: 'Model',
  message: 'Message',
  consent: 'Agreed to be contacted',
};

const TITLES: Record<FormId, string> = {
  'contact-us': 'Contact message',
  leads: 'New lead',
  'events-lead-form': 'New event lead',
  'email-support': 'Support request',
};

function display(key: string, value: unknown): string {
  if (key === 'interest')
    return PRODUCT_INTERESTS.find((i) => i.value === value)?.label ?? String(value);
  if (key === 'topic') return SUPPORT_TOPICS.find((t) => t.value === value)?.label ?? String(value);
  if (key === 'phone') return `+91 ${String(value).slice(0, 5)} ${String(value).slice(5)}`;
  if (value === true) return 'yes';
  return String(value);
}

const REFERENCE_PREFIXES: Record<FormId, string> = {
  'contact-us': 'C',
  leads: 'L',
  'events-lead-form': 'E',
  'email-support': 'S',
};

/**
 * The reference a visitor quotes for a stored submission: a letter for the form and the submission's number, so
 * whoever answers the phone finds it (`C-000042` is contact message 42).
 */
export function submissionReference(form: FormId, submissionId: number): string {
  return `${REFERENCE_PREFIXES[form]}-${String(submissionId).padStart(6, '0')}`;
}

/** Composes the notification of one stored submission. */
export function composeNotification(
  form: FormId,
  value: Record<string, unknown>,
  submissionId: number,
): Notification {
  const who = [value.name, value.city].filter(Boolean).join(', ');
  const about =
    form === 'email-support'
      ? display('topic', value.topic) + (value.model ? `, ${String(value.model)}` : '')
      : form === 'contact-us'
        ? (value.subject as string | undefined)
        : form === 'events-lead-form'
          ? String(value.event)
          : value.interest
            ? display('interest', value.interest)
            : undefined;
  const subject = `${TITLES[form]}: ${who}${about ? ` (${about})` : ''}`.slice(0, 200);
  const lines = Object.entries(value).map(([key, field]) => {
    const label = LABELS[key] ?? key;
    const text = display(key, field);
    return key === 'message' ? `${label}:\n${text}` : `${label}: ${text}`;
  });
  lines.push(
    '',
    `Submission #${submissionId} of the ${form} form, reference ${submissionReference(form, submissionId)}.`,
  );
  return {
    subject,
    text: lines.join('\n'),
    replyTo: typeof value.email === 'string' ? value.email : undefined,
  };
}
