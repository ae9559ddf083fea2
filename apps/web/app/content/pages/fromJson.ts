// The content pages' words live in JSON, one file a group of pages a language (`company.en.json`,
// `company.hi.json`, ...): data an editor changes without touching code. This module is the one way in: it checks a
// file against the page shape of ./types (so a missing title or an unknown field fails the build's tests and the
// first render with the file and the place named, instead of rendering a hole) and fills in the brand's names,
// written in the files as `{brand.name}`, `{brand.legalName}` and `{brand.marketplaceName}`.
import { brand } from '../../brand';
import { fail as failAt, list, oneOf, record, text } from '../../kit/jsonShape';
import type { ContentPageData } from './types';

/** Errors name the data set: `Content page data, company.hi.json[0].title: missing.` */
function fail(at: string, problem: string): never {
  return failAt(`Content page data, ${at}`, problem);
}

const link = record({ title: text, href: text });

const section = record({
  heading: text,
  'id?': text,
  'paragraphs?': list(text),
  'bullets?': list(text),
  'steps?': list(text),
  'table?': record({ caption: text, columns: list(text), rows: list(list(text)) }),
  'questions?': list(record({ question: text, answer: text })),
  'cards?': list(record({ title: text, href: text, text })),
});

const pageFields = {
  path: text,
  title: text,
  description: text,
  eyebrow: text,
  'notice?': text,
  intro: text,
  parents: list(record({ name: text, path: text })),
  purpose: text,
  'image?': record({ src: text, alt: text, 'position?': text }),
  kind: oneOf('article', 'policy'),
  'updated?': text,
  sections: list(section),
  'related?': list(link),
};

const englishPages = list(record(pageFields));
/** A translation leaves out the editors' note on what the page is for: it is the English page's. */
const { purpose: _purpose, ...translatedFields } = pageFields;
const translatedPages = list(record(translatedFields));

const BRAND_NAMES: Record<string, string> = {
  'brand.name': brand.name,
  'brand.legalName': brand.legalName,
  'brand.marketplaceName': brand.marketplaceName,
};

function withBrand<T>(value: T, at: string): T {
  if (typeof value === 'string') {
    return value.replace(
      /\{([\w.]+)\}/g,
      (_, name: string) => BRAND_NAMES[name] ?? fail(at, `no brand name {${name}}`),
    ) as T;
  }
  if (Array.isArray(value))
    return value.map((entry, index) => withBrand(entry, `${at}[${index}]`)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, withBrand(entry, `${at}.${key}`)]),
    ) as T;
  }
  return value;
}

/** English pages from a JSON file's contents; `file` names it in errors. */
export function englishPagesFrom(json: unknown, file: string): readonly ContentPageData[] {
  englishPages(json, `Content page data, ${file}`);
  return withBrand(json as ContentPageData[], file);
}

/**
 * Translated pages from a JSON file's contents: the same pages, paths, links and pictures as `english`, only the
 * words differ; each takes its purpose note from the English page at its path.
 */
export function translatedPagesFrom(
  json: unknown,
  file: string,
  english: readonly ContentPageData[],
): readonly ContentPageData[] {
  translatedPages(json, `Content page data, ${file}`);
  return withBrand(json as Omit<ContentPageData, 'purpose'>[], file).map((page, index) => {
    const original = english.find((candidate) => candidate.path === page.path);
    if (!original) fail(`${file}[${index}].path`, `no English page at ${page.path} to translate`);
    return { ...page, purpose: original.purpose };
  });
}
