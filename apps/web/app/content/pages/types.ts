// The shape of a content page written as data: the company, customer service and legal pages. The page route
// renders any of them; a brand edits the words here, never the JSX.
import type { Crumb } from '../../kit/pageText';

/**
 * Running text. Links are written inline as `[words](/path)`; nothing else is markup, and nothing is HTML.
 */
export type Prose = string;

export interface ContentCard {
  title: string;
  href: string;
  text: Prose;
}

export interface ContentSection {
  heading: string;
  /** The anchor of the section; the heading made into a slug when left out. */
  id?: string;
  paragraphs?: readonly Prose[];
  bullets?: readonly Prose[];
  /** Numbered steps, in order. */
  steps?: readonly Prose[];
  table?: { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] };
  /** Questions and answers, shown as disclosures and as FAQPage structured data. */
  questions?: readonly { question: string; answer: Prose }[];
  /** Links to other pages, shown as cards. */
  cards?: readonly ContentCard[];
}

export interface ContentPageData {
  /** The canonical path, e.g. `/warranty`. */
  path: string;
  title: string;
  /** The meta description: one or two sentences, under about 160 characters. */
  description: string;
  eyebrow: string;
  /**
   * A short note shown above the introduction. A translated legal page says here that it is a translation and that
   * the English text is binding; its links point at the English text, so they are rendered without localizing them.
   */
  notice?: Prose;
  intro: Prose;
  /** The pages between Home and this one, for the breadcrumb trail. */
  parents: readonly Crumb[];
  /**
   * What a visitor arriving here expects, and so what the page is for. The spec names many of these routes without
   * showing them; this is the decision taken for each.
   */
  purpose: string;
  /**
   * A picture beside the introduction, served by the API under /media; `position` crops a wide picture (e.g.
   * `right center` keeps the pieces and leaves out the name a collection picture carries).
   */
  image?: { src: string; alt: string; position?: string };
  /** `policy` pages get a table of contents and their date of last update. */
  kind: 'article' | 'policy';
  /** ISO date of the last change to a policy. */
  updated?: string;
  sections: readonly ContentSection[];
  /** Further reading at the foot of the page. */
  related?: readonly { title: string; href: string }[];
}
