// The routes of issue 8: where to buy, the contact, lead and support forms, and the cookie settings. app/routes.ts
// places them inside the site layout (which hides the toolbar and navigation on the leads form pages). The four forms
// are one route module, routes/form.tsx, which shows the form of its path; each keeps the id its own file gave it.
import { route, type RouteConfigEntry } from '@react-router/dev/routes';

export const formRoutes: RouteConfigEntry[] = [
  route('where-to-buy', 'routes/where-to-buy.tsx'),
  route('contact-us', 'routes/form.tsx', { id: 'routes/contact-us' }),
  route('leads-form', 'routes/form.tsx', { id: 'routes/leads-form' }),
  route('leads-form/ThankYou', 'routes/leads-form-thank-you.tsx'),
  route('events-lead-form', 'routes/form.tsx', { id: 'routes/events-lead-form' }),
  route('email-support', 'routes/form.tsx', { id: 'routes/email-support' }),
  route('cookie-settings', 'routes/cookie-settings.tsx'),
];
