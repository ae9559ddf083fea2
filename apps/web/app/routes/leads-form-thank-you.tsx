// /leads-form/ThankYou: where a stored lead lands; like the form, without toolbar and navigation (spec 2.1).
import { ButtonLink } from '@fittings/ui';
import { PageHeader } from '../content/PageHeader';
import { BrandLogo } from '../layout/BrandLogo';
import { RouteError } from '../layout/RouteError';
import { thankYouPage } from '../forms/forms.data';
import { publicOrigin } from '../api/api.server';
import { seo } from '../seo/seo';
import { brand } from '../brand';
import type { Route } from './+types/leads-form-thank-you';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: `${thankYouPage.title} | ${brand.name}`, noindex: true });

export function loader({ request }: Route.LoaderArgs) {
  return { origin: publicOrigin(request) };
}

export default function LeadThankYou() {
  return (
    <PageHeader
      crumbs={[]}
      eyebrow={<BrandLogo />}
      title={thankYouPage.title}
      intro={thankYouPage.intro}
    >
      <ButtonLink href="/">Explore the range</ButtonLink>
      <ButtonLink href="/where-to-buy" tone="secondary">
        Find a dealer
      </ButtonLink>
    </PageHeader>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
