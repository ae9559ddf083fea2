// The routes of issue 8: where to buy, the contact, lead and support forms, and the cookie settings. app/routes.ts
// places them inside the site layout (which hides the toolbar and navigation on the leads form pages).
import { route, type RouteConfigEntry } from '@react-router/dev/routes';

export const formRoutes: RouteConfigEntry[] = [
  route('where-to-buy', 'routes/where-to-buy.tsx'),
  route('contact-us', 'routes/contact-us.tsx'),
  route('leads-form', 'routes/leads-form.tsx'),
  route('leads-form/ThankYou', 'routes/leads-form-thank-you.tsx'),
  route('events-lead-form', 'routes/events-lead-form.tsx'),
  route('email-support', 'routes/email-support.tsx'),
  route('cookie-settings', 'routes/cookie-settings.tsx'),
];
