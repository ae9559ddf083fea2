// /leads-form/ThankYou: where a stored lead lands; like the form, without toolbar and navigation (spec 2.1).
import { languageOfPath } from '@fittings/catalog-core';
import { ButtonLink } from '@fittings/ui/Button';
import { useText } from '@fittings/ui/TextProvider';
import { PageHeader } from '../kit/PageHeader';
import { BrandLogo } from '../layout/BrandLogo';
import { RouteError } from '../layout/RouteError';
import { thankYouPageInLanguages } from '../forms/forms.languages';
import { useLanguage } from '../i18n/useLanguage';
import { publicOrigin } from '../api/api.server';
import { seo } from '../seo/seo';
import { brand } from '../brand';
import type { Route } from './+types/leads-form-thank-you';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, {
    title: `${thankYouPageInLanguages[languageOfPath(location.pathname)].title} | ${brand.name}`,
    noindex: true,
  });

export function loader({ request }: Route.LoaderArgs) {
  return { origin: publicOrigin(request) };
}

export default function LeadThankYou() {
  const thankYouPage = thankYouPageInLanguages[useLanguage()];
  const text = useText();
  return (
    <PageHeader
      crumbs={[]}
      eyebrow={<BrandLogo />}
      title={thankYouPage.title}
      intro={thankYouPage.intro}
    >
      <ButtonLink href="/">{text.t('web.leads.exploreRange')}</ButtonLink>
      <ButtonLink href="/where-to-buy" tone="secondary">
        {text.t('web.leads.findDealer')}
      </ButtonLink>
    </PageHeader>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
