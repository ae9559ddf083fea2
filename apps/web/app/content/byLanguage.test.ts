// The translations of the site's words must match the English entry for entry: nothing missing, nothing extra, no
// English left where a visitor reads words, and every link, path, anchor and picture exactly the English one (the
// app localizes link targets when it renders them).
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMenus } from '../layout/menus.languages';
import { CONTENT_LANGUAGES, contentByLanguage, contentPageFor } from './byLanguage';
import { parseProse, slugify } from '../kit/prose';
import type { ContentPageData } from './pages/types';

/** Keys whose values are addresses, identifiers, pictures or editors' notes: the same in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'area',
  'href',
  'id',
  'image',
  'innovations',
  'isNew',
  'kind',
  'menu',
  'path',
  'position',
  'preview',
  'purpose',
  'queryKind',
  'queryValue',
  'route',
  'sectionPath',
  'slug',
  'src',
  'topImage',
  'updated',
  'yearPath',
]);

/** Texts that are only names or trademarks, and so the same in every language. */
const NAMES = new Set(['WaterWise', 'Choice Dway']);

const DEVANAGARI = /[\u0900-\u097F]/;

/** Arguments a data set's text functions are called with (a year and a count, or a room name). */
const SAMPLE_ARGUMENTS = [2024, 3];

function linkTargets(text: string): string[] {
  return parseProse(text)
    .flatMap((part) => (part.href === undefined ? [] : [part.href]))
    .sort();
}

/** Every way a translation differs from the English in what it must keep, as readable lines. */
export function translationProblems(english: unknown, translated: unknown, at = ''): string[] {
  const key = at.split(/[.[]/).pop()?.replace(/]$/, '') ?? '';
  const isRecord = english !== null && typeof english === 'object' && !Array.isArray(english);
  // A picture given as an object (`image: { src, alt }`) has words in it; only its parts are compared.
  if (SAME_IN_EVERY_LANGUAGE.has(key) && !isRecord) {
    const same = JSON.stringify(english) === JSON.stringify(translated);
    const sameFunction =
      typeof english === 'function' && typeof translated === 'function'
        ? JSON.stringify(english(...SAMPLE_ARGUMENTS)) ===
          JSON.stringify(translated(...SAMPLE_ARGUMENTS))
        : false;
    return same || sameFunction
      ? []
      : [`${at}: must stay ${JSON.stringify(english)}, is ${JSON.stringify(translated)}`];
  }
  if (typeof english === 'function') {
    if (typeof translated !== 'function') return [`${at}: must be a function`];
    return translationProblems(
      english(...SAMPLE_ARGUMENTS),
      translated(...SAMPLE_ARGUMENTS),
      `${at}()`,
    );
  }
  if (typeof english === 'string') {
    if (typeof translated !== 'string') return [`${at}: must be text`];
    const problems: string[] = [];
    if (!DEVANAGARI.test(translated) && !(NAMES.has(translated) && translated === english)) {
      problems.push(`${at}: left untranslated: ${JSON.stringify(translated)}`);
    }
    if (JSON.stringify(linkTargets(english)) !== JSON.stringify(linkTargets(translated))) {
      problems.push(
        `${at}: links ${JSON.stringify(linkTargets(translated))} instead of ${JSON.stringify(linkTargets(english))}`,
      );
    }
    return problems;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return [`${at}: must be a list`];
    if (translated.length !== english.length) {
      return [`${at}: ${translated.length} entries instead of ${english.length}`];
    }
    return english.flatMap((item, index) =>
      translationProblems(item, translated[index], `${at}[${index}]`),
    );
  }
  if (english !== null && typeof english === 'object') {
    if (translated === null || typeof translated !== 'object' || Array.isArray(translated)) {
      return [`${at}: must be an object`];
    }
    const englishKeys = Object.keys(english);
    // A translated page may add a notice (that the English text is binding); it is checked on its own.
    const translatedKeys = Object.keys(translated).filter(
      (name) => name !== 'notice' || 'notice' in english,
    );
    const missing = englishKeys.filter((name) => !(name in translated));
    const extra = translatedKeys.filter((name) => !(name in english));
    return [
      ...missing.map((name) => `${at}.${name}: missing`),
      ...extra.map((name) => `${at}.${name}: not in the English`),
      ...englishKeys
        .filter((name) => name in translated)
        .map((name) =>
          translationProblems(
            (english as Record<string, unknown>)[name],
            (translated as Record<string, unknown>)[name],
            `${at}.${name}`,
          ),
        )
        .flat(),
    ];
  }
  return english === translated
    ? []
    : [`${at}: must stay ${String(english)}, is ${String(translated)}`];
}

/** Section anchors as a visitor's links see them: the given id, or the English heading made into a slug. */
function withAnchors(pages: readonly ContentPageData[]): readonly ContentPageData[] {
  return pages.map((page) => ({
    ...page,
    sections: page.sections.map((section) => ({
      ...section,
      id: section.id ?? slugify(section.heading),
    })),
  }));
}

function problemsOf(set: string, english: unknown, translated: unknown): string[] {
  return set === 'contentPages'
    ? translationProblems(
        withAnchors(english as ContentPageData[]),
        withAnchors(translated as ContentPageData[]),
        set,
      )
    : translationProblems(english, translated, set);
}

/** A policy page in another language says first that the English text, linked, is binding. */
function noticeProblems(pages: readonly ContentPageData[]): string[] {
  return pages
    .filter((page) => page.kind === 'policy')
    .flatMap((page) =>
      page.notice && DEVANAGARI.test(page.notice) && linkTargets(page.notice).includes(page.path)
        ? []
        : [`${page.path}: no notice linking to the binding English text at ${page.path}`],
    );
}

const translations = CONTENT_LANGUAGES.filter((language) => language !== 'en');

describe.each(translations)('the %s content', (language) => {
  // The menus of a language other than English are loaded with its words, as a page of it does.
  beforeAll(() => loadMenus(language));

  it('has menus of its own once loaded, not the English ones', () => {
    expect(contentByLanguage.navEntries[language]).not.toEqual(contentByLanguage.navEntries.en);
    expect(contentByLanguage.categoryMenus[language]).not.toEqual(
      contentByLanguage.categoryMenus.en,
    );
  });

  it.each(Object.keys(contentByLanguage))('%s matches the English', (set) => {
    const data = contentByLanguage[set as keyof typeof contentByLanguage];
    expect(problemsOf(set, data.en, data[language])).toEqual([]);
  });

  it('marks every policy page as a translation of the binding English text', () => {
    expect(noticeProblems(contentByLanguage.contentPages[language])).toEqual([]);
  });

  it('finds a page by its path as the English does', () => {
    const page = contentPageFor('/Warranty/', language);
    expect(page?.path).toBe('/warranty');
    expect(page?.title).not.toBe(contentPageFor('/warranty', 'en')?.title);
  });
});

describe('the check itself', () => {
  const english = contentByLanguage.contentPages.en;
  const hindi = contentByLanguage.contentPages.hi;

  it('fails on a page the translation lacks, or one it adds', () => {
    expect(problemsOf('contentPages', english, hindi.slice(1))).toContain(
      `contentPages: ${hindi.length - 1} entries instead of ${english.length}`,
    );
    expect(problemsOf('contentPages', english.slice(1), hindi)).not.toEqual([]);
  });

  it('fails on a key the translation lacks or adds', () => {
    const { cta: _cta, ...withoutCta } = contentByLanguage.home.hi.dealers;
    expect(
      problemsOf('home', contentByLanguage.home.en, {
        ...contentByLanguage.home.hi,
        dealers: withoutCta,
      }),
    ).toEqual(['home.dealers.cta: missing']);
    expect(
      problemsOf('home', contentByLanguage.home.en, {
        ...contentByLanguage.home.hi,
        extra: 'अतिरिक्त',
      }),
    ).toEqual(['home.extra: not in the English']);
  });

  it('fails on text left in English, but not on a name', () => {
    const hi = contentByLanguage.home.hi;
    expect(
      problemsOf('home', contentByLanguage.home.en, {
        ...hi,
        bathroom: { ...hi.bathroom, title: 'The bathroom' },
      }),
    ).toEqual(['home.bathroom.title: left untranslated: "The bathroom"']);
    expect(hi.feature.title).toBe('Choice Dway');
  });

  it('fails on a changed link, path, picture or anchor', () => {
    const [first, ...rest] = hindi;
    if (!first) throw new Error('no pages');
    const section = first.sections[0];
    if (!section) throw new Error('no sections');
    const moved: ContentPageData = {
      ...first,
      image: first.image && { ...first.image, src: '/media/other.svg' },
      intro: `${first.intro} [और](/elsewhere)`,
      sections: [{ ...section, id: undefined }, ...first.sections.slice(1)],
      related: first.related?.map((link) => ({ ...link, href: `/hi${link.href}` })),
    };
    const problems = problemsOf('contentPages', english, [moved, ...rest]);
    expect(problems.some((line) => line.startsWith('contentPages[0].image.src:'))).toBe(true);
    expect(problems.some((line) => line.startsWith('contentPages[0].intro: links'))).toBe(true);
    expect(problems.some((line) => line.startsWith('contentPages[0].sections[0].id:'))).toBe(true);
    expect(problems.some((line) => line.startsWith('contentPages[0].related[0].href:'))).toBe(true);
  });

  it('fails on a policy page without its notice', () => {
    const page = hindi.find((candidate) => candidate.path === '/privacy-policy');
    if (!page) throw new Error('no privacy policy');
    const { notice: _notice, ...withoutNotice } = page;
    expect(noticeProblems([withoutNotice])).toEqual([
      '/privacy-policy: no notice linking to the binding English text at /privacy-policy',
    ]);
  });
});
