// How each form of the site is laid out, for the one form route (routes/form.tsx): its fields are catalog-core's
// (FORM_FIELDS, in their order), a field is optional exactly when catalog-core's rules accept it left empty, and this
// table says only what the rules cannot: which widget each field is, the browser's hints, and the page around it.
import { stripLanguage } from '@fittings/catalog-core';
import { formPages } from './forms.data';
import { SITE_FORMS, type SiteFormId } from './forms';

/** The widget of a field: its label and hint come from the field words of the page's language (forms.data*.ts). */
export type FieldWidget =
  | {
      kind: 'text';
      type?: 'email' | 'tel';
      inputMode?: 'tel' | 'numeric';
      autoComplete?: string;
      autoCapitalize?: 'characters';
      hint?: boolean;
      wide?: boolean;
    }
  /** A choice: the product interests, the support topics, or the events the loader found. */
  | { kind: 'select'; options: 'interests' | 'topics' | 'events'; wide?: boolean }
  /** `label` is a message id when the form words its message field its own way. */
  | { kind: 'textarea'; rows: number; label?: string }
  | { kind: 'checkbox' }
  /** Sent as it came in the page's address (the product of a campaign link), never shown. */
  | { kind: 'hidden' };

/** What a field is wherever it appears. */
const WIDGETS: Record<string, FieldWidget> = {
  name: { kind: 'text', autoComplete: 'name' },
  email: { kind: 'text', type: 'email', autoComplete: 'email' },
  phone: { kind: 'text', type: 'tel', inputMode: 'tel', hint: true, autoComplete: 'tel' },
  city: { kind: 'text', autoComplete: 'address-level2' },
  pincode: { kind: 'text', inputMode: 'numeric', hint: true, autoComplete: 'postal-code' },
  subject: { kind: 'text', wide: true },
  model: { kind: 'text', hint: true, autoCapitalize: 'characters', wide: true },
  interest: { kind: 'select', options: 'interests' },
  topic: { kind: 'select', options: 'topics' },
  event: { kind: 'select', options: 'events', wide: true },
  product: { kind: 'hidden' },
  message: { kind: 'textarea', rows: 6 },
  consent: { kind: 'checkbox' },
};

/** A block of the column beside the form: a heading, a sentence, and perhaps a link (its words a message id, or
 * the title of another form page). */
export interface AsideBlock {
  title: string;
  text: string;
  link?: { href: string; label: string } | { href: string; formTitle: SiteFormId };
}

export interface FormLayout {
  /** The campaign landing page (spec 2.1): the brand's logo as eyebrow and no breadcrumbs. */
  landing?: boolean;
  aside: readonly AsideBlock[];
  /** Widgets that differ from WIDGETS on this form. */
  widgets?: Partial<Record<string, FieldWidget>>;
}

export const FORM_LAYOUTS: Record<SiteFormId, FormLayout> = {
  'contact-us': {
    aside: [
      {
        title: 'web.contact.finishesTitle',
        text: 'web.contact.finishesText',
        link: { href: '/where-to-buy', label: 'web.contact.findDealer' },
      },
      {
        title: 'web.contact.ownedTitle',
        text: 'web.contact.ownedText',
        link: { href: '/email-support', formTitle: 'email-support' },
      },
    ],
  },
  leads: {
    landing: true,
    aside: [{ title: 'web.leads.nextTitle', text: 'web.leads.nextText' }],
    widgets: { message: { kind: 'textarea', rows: 4, label: 'web.leads.messageLabel' } },
  },
  'events-lead-form': {
    aside: [],
    widgets: { message: { kind: 'textarea', rows: 4, label: 'web.events.messageLabel' } },
  },
  'email-support': {
    aside: [
      {
        title: 'web.support.beforeTitle',
        text: 'web.support.beforeText',
        link: { href: '/warranty', label: 'web.support.warrantyLink' },
      },
    ],
  },
};

export interface LaidOutField {
  name: string;
  widget: FieldWidget;
  optional: boolean;
}

/** A form's fields in order, each with its widget and whether it may be left empty. */
export function fieldsOf(form: SiteFormId): LaidOutField[] {
  const { validate, fields } = SITE_FORMS[form];
  // Nothing filled in: the rules refuse exactly the fields that are required.
  const empty = validate({});
  const required = new Set(empty.ok ? [] : Object.keys(empty.errors));
  return fields.map((name) => {
    const widget = FORM_LAYOUTS[form].widgets?.[name] ?? WIDGETS[name];
    if (!widget) throw new Error(`No widget for the field "${name}" of the form ${form}`);
    return { name, widget, optional: !required.has(name) };
  });
}

const byPath = new Map(
  (Object.keys(formPages) as SiteFormId[]).map((form) => [
    formPages[form].path.toLowerCase(),
    form,
  ]),
);

/** The form a page's path shows, in any language (/hi/contact-us is the contact form); routes match any case. */
export function formOfPath(pathname: string): SiteFormId | undefined {
  const bare = stripLanguage(pathname).toLowerCase().replace(/\/+$/, '');
  return byPath.get(bare);
}
