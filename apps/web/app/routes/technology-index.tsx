// technology: every technology inside the range, each leading to its own page, and the special features that
// products list beside them.
import { languageOfPath, type Translator } from '@fittings/catalog-core';
import { MarkedName } from '@fittings/ui/MarkedName';
import { useText } from '@fittings/ui/TextProvider';
import {
  innovationInLanguages,
  technologyIndexInLanguages,
} from '../technologies/innovations.languages';
import { localTrail, metaText } from '../kit/pageText';
import { RouteError } from '../layout/RouteError';
import { PageHeader } from '../kit/PageHeader';
import { Section } from '../kit/Section';
import { pageEnd } from '../kit/Section.css';
import { TechnologyCards } from '../technologies/TechnologyCards';
import { TOP_LEVEL_TECHNOLOGY_ROUTES } from '../technologies/technologies.data';
import { publicOrigin } from '../api/api.server';
import { loadTechnologies } from '../content/content.server';
import { pageMeta, trail } from '../seo/pageMeta';
import * as styles from '../technologies/technologyIndex.css';
import type { Route } from './+types/technology-index';

function crumbsOf(text: Pick<Translator, 't' | 'language'>) {
  const section = innovationInLanguages[text.language];
  return localTrail(
    trail(
      { name: section.section, path: section.sectionPath },
      { name: technologyIndexInLanguages[text.language].title, path: '/technology' },
    ),
    text,
  );
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const copy = technologyIndexInLanguages[languageOfPath(location.pathname)];
  return pageMeta(matches, data?.origin, {
    title: copy.title,
    description: copy.description,
    path: '/technology',
    crumbs: crumbsOf(metaText(location)),
    image: data?.technologies[0]?.image,
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const all = await loadTechnologies(request);
  const order = (route: string) => TOP_LEVEL_TECHNOLOGY_ROUTES.indexOf(route);
  const technologies = all
    .filter((t) => t.kind === 'technology' && order(t.route) >= 0)
    .sort((a, b) => order(a.route) - order(b.route));
  const features = all.filter((t) => t.kind === 'special-feature');
  return { technologies, features, origin: publicOrigin(request) };
}

export default function TechnologyIndexPage({ loaderData }: Route.ComponentProps) {
  const { technologies, features } = loaderData;
  const text = useText();
  const copy = technologyIndexInLanguages[text.language];
  return (
    <div className={pageEnd}>
      <PageHeader
        crumbs={crumbsOf(text)}
        eyebrow={innovationInLanguages[text.language].section}
        title={copy.title}
        intro={copy.intro}
      />
      <Section id="technologies" title={copy.technologiesTitle}>
        <TechnologyCards technologies={technologies} withAreas />
      </Section>
      <Section
        id="features"
        title={copy.featuresTitle}
        text={copy.featuresText}
        action={{ label: copy.featuresLink, href: '/features' }}
        tone="muted"
      >
        <ul className={styles.features}>
          {features.map((feature) => (
            <li key={feature.slug} className={styles.feature}>
              <h3 className={styles.featureName}>
                <MarkedName text={feature.name} />
              </h3>
              <p className={styles.featureText}>{feature.summary}</p>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
