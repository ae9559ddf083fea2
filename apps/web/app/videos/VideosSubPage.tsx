// What the two lists under Videos & Catalogues (the video gallery and the catalogues) share: their words by
// language, their meta tags and their header with the section's sub-navigation. Each route adds its own list.
import { languageOfPath, type Language } from '@fittings/catalog-core';
import { useText } from '@fittings/ui/TextProvider';
import { PageHeader } from '../kit/PageHeader';
import { localTrail, metaText } from '../kit/pageText';
import { SubNav } from '../kit/SubNav';
import { pageMeta, trail, type PageMetaInput } from '../seo/pageMeta';
import { videosCatalogsInLanguages } from './videosCatalogs.languages';

/** The two list pages of the section. */
export type VideosSubPage = 'gallery' | 'catalogs';

/** A list page's words in a language, with the section's name, sub-navigation and breadcrumb trail. */
export function subPageWords<P extends VideosSubPage>(language: Language, page: P) {
  const words = videosCatalogsInLanguages[language];
  const copy = words[page];
  const { section, hub, nav } = words;
  const crumbs = trail({ name: section, path: hub.path }, { name: copy.title, path: copy.path });
  return { section, copy, nav, crumbs };
}

/** A list page's meta tags; `extra` (its image and structured data) once its data has loaded. */
export function subPageMeta(
  page: VideosSubPage,
  args: { matches: Parameters<typeof pageMeta>[0]; location: { pathname: string } },
  origin: string | undefined,
  extra: Pick<PageMetaInput, 'image' | 'jsonLd'> | undefined,
) {
  const { section, copy, crumbs } = subPageWords(languageOfPath(args.location.pathname), page);
  return pageMeta(
    args.matches,
    origin,
    extra && {
      title: `${copy.title} | ${section}`,
      description: copy.description,
      path: copy.path,
      crumbs: localTrail(crumbs, metaText(args.location)),
      ...extra,
    },
  );
}

/** A list page's header and the section's sub-navigation. */
export function SubPageHeader({ page }: { page: VideosSubPage }) {
  const text = useText();
  const { section, copy, nav, crumbs } = subPageWords(text.language, page);
  return (
    <>
      <PageHeader
        crumbs={localTrail(crumbs, text)}
        eyebrow={section}
        title={copy.title}
        intro={copy.intro}
      />
      <SubNav label={section} links={nav} current={copy.path} />
    </>
  );
}
