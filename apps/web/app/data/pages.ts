// Pages declared by the spec (2.6) whose content a later issue brings (the forms of issue 8; the content pages of
// issue 7 have their own routes in app/contentRoutes.ts). Each has a title and a short introduction so a visitor
// following a menu or footer link lands on a real page of the brand, never on an error.

export interface PlaceholderPage {
  eyebrow: string;
  title: string;
  intro: string;
}

const page = (eyebrow: string, title: string, intro: string): PlaceholderPage => ({
  eyebrow,
  title,
  intro,
});

const service = 'Customer Service';

export const placeholderPages: Record<string, PlaceholderPage> = {
  'where-to-buy': page(
    service,
    'Where to Buy',
    'Find a showroom or dealer near you to see and feel our finishes before you choose.',
  ),
  'contact-us': page(
    service,
    'Contact Us',
    'Questions about a product, an installation or your warranty: our team answers within one working day.',
  ),
  'email-support': page(
    service,
    'Email Support',
    'Write to us with your model number and we will reply within one working day.',
  ),
  'leads-form': page(
    'Enquiry',
    'Tell us about your project',
    'Leave your details and our team will help you choose fittings for your home or project.',
  ),
  'leads-form/thankyou': page(
    'Enquiry',
    'Thank you',
    'We have your details and will be in touch within one working day.',
  ),
  'events-lead-form': page(
    'Events',
    'Event registration',
    'Register your interest and we will send you the details.',
  ),
};

/** The placeholder page of a path, matched without case and without a trailing slash. */
export function placeholderPage(pathname: string): PlaceholderPage | undefined {
  const key = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  return Object.hasOwn(placeholderPages, key) ? placeholderPages[key] : undefined;
}
