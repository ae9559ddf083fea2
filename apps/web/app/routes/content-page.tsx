// The company, customer service and legal pages: each is a data file entry (app/content/pages) registered as its
// own route, rendered here with its breadcrumb trail, one h1 and its sections.
import { RouteError } from '../layout/RouteError';
import { languageOf, pagePathOf } from '../i18n/useLanguage';
import { ContentBody } from '../kit/ContentBody';
import { PageHeader } from '../kit/PageHeader';
import type { ContentPageData } from '../content/pages';
import { contentPageFor } from '../content/pages.languages';
import { localTrail, metaText } from '../kit/pageText';
import { noticeLink } from '../kit/PageHeader.css';
import { publicOrigin } from '../api/api.server';
import { pageMeta, trail } from '../seo/pageMeta';
import { Prose, proseToText } from '../kit/prose';
import type { Route } from './+types/content-page';

function crumbsOf(page: ContentPageData) {
  return trail(...page.parents, { name: page.title, path: page.path });
}

function faqJsonLd(page: ContentPageData) {
  const questions = page.sections.flatMap((section) => section.questions ?? []);
  if (questions.length === 0) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: questions.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: proseToText(item.answer) },
      })),
    },
  ];
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageMeta(
    matches,
    data?.origin,
    data && {
      title: data.page.title,
      description: data.page.description,
      path: data.page.path,
      crumbs: localTrail(crumbsOf(data.page), metaText(location)),
      type: data.page.kind === 'policy' ? 'article' : 'website',
      ...(data.page.image ? { image: data.page.image.src, imageAlt: data.page.image.alt } : {}),
      jsonLd: faqJsonLd(data.page),
    },
  );

export function loader({ request }: Route.LoaderArgs) {
  const page = contentPageFor(pagePathOf(request), languageOf(request));
  if (!page) throw new Response('Not Found', { status: 404 });
  return { page, origin: publicOrigin(request) };
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article>
      <PageHeader
        crumbs={crumbsOf(page)}
        eyebrow={page.eyebrow}
        title={page.title}
        {...(page.notice
          ? { notice: <Prose text={page.notice} toEnglish englishLinkClass={noticeLink} /> }
          : {})}
        intro={<Prose text={page.intro} />}
        {...(page.image ? { image: page.image } : {})}
      />
      <ContentBody page={page} />
    </article>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
