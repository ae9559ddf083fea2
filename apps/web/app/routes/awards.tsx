// awards and about/awards/{year}: every year's awards, or one year's (the legacy Company/Awards lands on 2021).
import { languageOfPath, type Translator } from '@fittings/catalog-core';
import { Icon } from '@fittings/ui/Icon';
import { Link } from '@fittings/ui/Link';
import { useText } from '@fittings/ui/TextProvider';
import { awardsInLanguages } from '../awards/awards.languages';
import { contentPageFor } from '../content/pages.languages';
import { localTrail, metaText } from '../kit/pageText';
import { RouteError } from '../layout/RouteError';
import { AwardList } from '../awards/AwardList';
import { PageHeader } from '../kit/PageHeader';
import * as pager from '../kit/Pager.css';
import { Section } from '../kit/Section';
import { pageEnd } from '../kit/Section.css';
import { SubNav } from '../kit/SubNav';
import { publicOrigin } from '../api/api.server';
import { loadAwards } from '../content/content.server';
import { pageMeta, trail } from '../seo/pageMeta';
import type { Route } from './+types/awards';

function crumbsOf(year: number | null, text: Pick<Translator, 't' | 'language'>) {
  const copy = awardsInLanguages[text.language];
  // The about page's own title in the page's language: the trail names it as its page does.
  const about = { name: contentPageFor('/about', text.language)?.title ?? '', path: '/about' };
  const awards = { name: copy.title, path: copy.path };
  return localTrail(
    year === null
      ? trail(about, awards)
      : trail(about, awards, { name: String(year), path: copy.yearPath(year) }),
    text,
  );
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const text = metaText(location);
  const copy = awardsInLanguages[languageOfPath(location.pathname)];
  return pageMeta(
    matches,
    data?.origin,
    data && {
      title: data.year === null ? copy.title : `${copy.title} ${data.year}`,
      description:
        data.year === null
          ? copy.description
          : `${copy.yearIntro(data.year, data.shown[0]?.awards.length ?? 0)} ${copy.description}`,
      path: data.year === null ? copy.path : copy.yearPath(data.year),
      crumbs: crumbsOf(data.year, text),
      image: data.shown[0]?.awards[0]?.image,
    },
  );
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const years = await loadAwards(request);
  const year = params.year === undefined ? null : Number(params.year);
  const shown = year === null ? years : years.filter((y) => y.year === year);
  if (year !== null && (!/^\d{4}$/.test(params.year ?? '') || shown.length === 0)) {
    throw new Response('Not Found', { status: 404 });
  }
  return { year, shown, years: years.map((y) => y.year), origin: publicOrigin(request) };
}

export default function AwardsPage({ loaderData }: Route.ComponentProps) {
  const { year, shown, years } = loaderData;
  const index = year === null ? -1 : years.indexOf(year);
  const text = useText();
  const copy = awardsInLanguages[text.language];
  const count = shown[0]?.awards.length ?? 0;
  return (
    <div className={pageEnd}>
      <PageHeader
        crumbs={crumbsOf(year, text)}
        eyebrow={copy.eyebrow}
        title={year === null ? copy.title : `${copy.title} ${year}`}
        intro={year === null ? copy.intro : copy.yearIntro(year, count)}
      />
      <SubNav
        label={copy.yearsLabel}
        current={year === null ? copy.path : copy.yearPath(year)}
        links={[
          { label: text.t('web.awards.allYears'), href: copy.path },
          ...years.map((y) => ({ label: String(y), href: copy.yearPath(y) })),
        ]}
      />
      {year === null ? (
        shown.map((y) => (
          <Section
            key={y.year}
            id={`year-${y.year}`}
            title={String(y.year)}
            action={{
              label: text.t('web.awards.yearOnItsOwn', { year: y.year }),
              href: copy.yearPath(y.year),
            }}
          >
            <AwardList awards={y.awards} />
          </Section>
        ))
      ) : (
        <Section id="awards" title={text.t('web.awards.count', { count })}>
          <AwardList awards={shown[0]?.awards ?? []} />
          <nav aria-label={text.t('web.awards.otherYears')} className={pager.pager}>
            {years[index - 1] ? (
              <Link href={copy.yearPath(years[index - 1]!)} variant="bare" className={pager.link}>
                <Icon name="chevronLeft" /> {years[index - 1]}
              </Link>
            ) : (
              <span />
            )}
            <span className={pager.status}>{year}</span>
            {years[index + 1] ? (
              <Link href={copy.yearPath(years[index + 1]!)} variant="bare" className={pager.link}>
                {years[index + 1]} <Icon name="chevronRight" />
              </Link>
            ) : (
              <span />
            )}
          </nav>
        </Section>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
