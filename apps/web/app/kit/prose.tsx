// Running text from the data files, with `[words](/path)` links turned into the design system's links. Everything
// else stays text: React escapes it, so a data file can never inject markup.
import { Link } from '@fittings/ui/Link';
import type { ReactNode } from 'react';

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

export interface ProsePart {
  text: string;
  href?: string;
}

/** Splits running text into plain parts and link parts. */
export function parseProse(text: string): ProsePart[] {
  const parts: ProsePart[] = [];
  let cursor = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > cursor) parts.push({ text: text.slice(cursor, match.index) });
    parts.push({ text: match[1] ?? '', href: match[2] ?? '' });
    cursor = match.index + match[0].length;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor) });
  return parts;
}

/** The text without its link markup, for meta descriptions and structured data. */
export function proseToText(text: string): string {
  return parseProse(text)
    .map((part) => part.text)
    .join('');
}

/**
 * `toEnglish`: the links open the English page as written, with a full page load (a translation's notice pointing at
 * the binding English text), rather than the page in the reader's language.
 */
export function Prose({
  text,
  toEnglish = false,
  englishLinkClass,
}: {
  text: string;
  toEnglish?: boolean;
  englishLinkClass?: string;
}): ReactNode {
  return parseProse(text).map((part, index) =>
    part.href && toEnglish ? (
      <a key={index} href={part.href} hrefLang="en" className={englishLinkClass}>
        {part.text}
      </a>
    ) : part.href ? (
      <Link key={index} href={part.href} variant="inline">
        {part.text}
      </Link>
    ) : (
      part.text
    ),
  );
}

/** A heading made into an anchor id: lower case, words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
