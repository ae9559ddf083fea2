// innovations/{featured, bath, shower, kitchen}: an innovation group's technologies, each with what it does and a
// link to its page, and products that have them.
import type { Language } from '@fittings/catalog-core';
import { languageOfPath } from '@fittings/catalog-core';
import { useText } from '@fittings/ui/TextProvider';
import {
  innovationGroupsInLanguages,
  innovationInLanguages,
} from '../technologies/innovations.languages';
import { localTrail, metaText } from '../kit/pageText';
import { RouteError } from '../layout/RouteError';
import { PageHeader } from '../kit/PageHeader';
import { ProductCards } from '../kit/ProductCards';
import { Section } from '../kit/Section';
import { pageEnd } from '../kit/Section.css';
import { SubNav } from '../kit/SubNav';
import { TechnologyRow } from '../technologies/TechnologyRow';
import { INNOVATION_GROUPS } from '../technologies/innovations.data';
import { publicOrigin, serverApi } from '../api/api.server';
import { loadInnovations, optionalFromApi } from '../content/content.server';
import { pageMeta, trail } from '../seo/pageMeta';
import * as styles from '../technologies/innovationsPage.css';
import type { Route } from './+types/innovations';

const groupHref = (slug: string) => `/innovations/${slug}`;

function crumbsOf(group: { slug: string; title: string }, language: Language) {
  const copy = innovationInLanguages[language];
  return group.slug === 'featured'
    ? trail({ name: copy.section, path: groupHref('featured') })
    : trail(
        { name: copy.section, path: groupHref('featured') },
        { name: group.title, path: groupHref(group.slug) },
      );
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const language = languageOfPath(location.pathname);
  const copy = innovationInLanguages[language];
  return pageMeta(
    matches,
    data?.origin,
    data && {
      title:
        data.group.slug === 'featured' ? copy.section : `${data.group.title} | ${copy.section}`,
      description: data.group.description,
      path: groupHref(data.group.slug),
      crumbs: localTrail(crumbsOf(data.group, language), metaText(location)),
      image: data.group.image,
    },
  );
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const slug = (params.group ?? '').toLowerCase();
  if (!INNOVATION_GROUPS.some((g) => g.slug === slug)) {
    throw new Response('Not Found', { status: 404 });
  }
  const [innovations, products] = await Promise.all([
    loadInnovations(request),
    optionalFromApi(
      async () =>
        (
          await serverApi(request).filterProductsByInnovation(
            slug,
            { pageSize: 8, sort: 'newest' },
            { signal: request.signal },
          )
        ).items,
      [],
    ),
  ]);
  const group = innovations.find((g) => g.slug === slug);
  if (!group) throw new Response('Not Found', { status: 404 });
  return { group, products, origin: publicOrigin(request) };
}

export default function InnovationsPage({ loaderData }: Route.ComponentProps) {
  const { group, products } = loaderData;
  const text = useText();
  const copy = innovationInLanguages[text.language];
  return (
    <div className={pageEnd}>
      <PageHeader
        crumbs={localTrail(crumbsOf(group, text.language), text)}
        eyebrow={copy.section}
        title={group.title}
        intro={group.description}
      />
      <SubNav
        label={copy.groupsLabel}
        current={groupHref(group.slug)}
        links={[
          ...innovationGroupsInLanguages[text.language].map((g) => ({
            label: g.label,
            href: groupHref(g.slug),
          })),
          { label: copy.allTechnologies, href: '/technology' },
        ]}
      />
      <Section id="technologies" title={copy.technologiesTitle}>
        <div className={styles.rows}>
          {group.technologies.map((technology, index) => (
            <TechnologyRow key={technology.slug} technology={technology} flip={index % 2 === 1} />
          ))}
        </div>
      </Section>
      {products.length > 0 ? (
        <Section id="products" title={copy.productsTitle}>
          <ProductCards
            products={products}
            label={text.t('web.innovations.products', { group: group.title })}
          />
        </Section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
