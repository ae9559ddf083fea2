// One way to turn a message id into the words a visitor reads, in the page's language, on the server and in the
// browser alike: FormatJS-style ICU messages, compiled ahead of time (scripts/compile-messages.mjs, Lingui's
// compileMessage) into arrays that `say` below reads. The browser ships no message parser and, since issue 30, no
// Lingui runtime either (1.8 KB gzip on every page): reading the compiled arrays takes a few lines.
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, type Language } from './languages';

/** A compiled message catalogue (`src/i18n/messages/compiled/<language>.json` of a package). */
export type CompiledCatalog = Readonly<Record<string, unknown>>;

/** Values a message interpolates: `{count}`, `{name}`... */
export type MessageValues = Readonly<Record<string, string | number | undefined>>;

export interface Translator {
  readonly language: Language;
  /** The language's BCP 47 tag (`hi-IN`), for `lang` attributes and `Intl`. */
  readonly tag: string;
  /** The message's text with its values; an id no catalogue has comes back as itself, never an exception. */
  t(id: string, values?: MessageValues): string;
  /** A number in the language's grouping (lakh and crore for both of India's tags). */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A date in the language's words. */
  date(value: Date, options?: Intl.DateTimeFormatOptions): string;
  /** Whether some catalogue has this id (to fall back to a prop or a default). */
  has(id: string): boolean;
}

/**
 * A compiled message: text, and for each argument `[name]`, `[name, 'number', style?]` or
 * `[name, 'plural' | 'selectordinal' | 'select', { offset?, [case]: message }]`, where a plural's exact cases are
 * keyed by the number (`=0` is `0`) and `#` is the number less the offset, in the language's digits.
 */
type Compiled = readonly (string | readonly [string, string?, unknown?])[];

/** How a language formats what its messages interpolate. */
interface Formats {
  number(value: number, options?: Intl.NumberFormatOptions): string;
  plural(value: number, ordinal: boolean): string;
}

/**
 * A case of a plural or select by its own name only: a visitor's word such as `toString` or `constructor` names no case
 * (the object's inherited members are not cases), so it takes `other`. Lingui's runtime threw there.
 */
function caseOf(cases: Record<string, unknown>, name: string): unknown {
  return Object.hasOwn(cases, name) ? cases[name] : undefined;
}

/**
 * A compiled message with its values, as Lingui's runtime said it: a missing value says nothing, a number in a plain
 * argument is said as it is, `#` is only read in a plural's own cases (a select inside one keeps it as written).
 * Values are never decoded (Lingui turned a visitor's typed `\u0041` into `A`).
 */
function say(
  message: unknown,
  values: MessageValues | undefined,
  formats: Formats,
  octothorpe?: string,
): string {
  if (!Array.isArray(message)) return typeof message === 'string' ? message : '';
  let said = '';
  for (const token of message as Compiled) {
    if (typeof token === 'string') {
      said += token === '#' && octothorpe !== undefined ? octothorpe : token;
      continue;
    }
    const [name, type, format] = token;
    const value = values?.[name];
    if (type === 'plural' || type === 'selectordinal') {
      const { offset = 0, ...cases } = (format ?? {}) as Record<string, unknown> & {
        offset?: number;
      };
      const count = Number(value);
      const chosen =
        caseOf(cases, String(value)) ??
        caseOf(cases, formats.plural(count - offset, type === 'selectordinal')) ??
        cases.other;
      said += say(chosen, values, formats, formats.number(count - offset));
    } else if (type === 'select') {
      const cases = (format ?? {}) as Record<string, unknown>;
      said += say(caseOf(cases, String(value)) ?? cases.other, values, formats);
    } else if (type === 'number') {
      said += formats.number(
        Number(value),
        typeof format === 'object' && format
          ? (format as Intl.NumberFormatOptions)
          : { style: format as Intl.NumberFormatOptions['style'] },
      );
    } else if (value !== undefined && value !== null) said += String(value);
  }
  return said;
}

/**
 * One formatter per set of options, made on first use. An `Intl` formatter takes tens of microseconds to make and a
 * product page formats a few hundred numbers (every carousel dot says "3 of 12"): made per call, they were a twentieth
 * of the server's time rendering it. Options come from code, so the sets are few; the cap only guards a caller that
 * builds them from data.
 */
function formatters<Options extends object, Formatter>(
  make: (options: Options | undefined) => Formatter,
): (options: Options | undefined) => Formatter {
  const made = new Map<string, Formatter>();
  return (options) => {
    const key = options ? JSON.stringify(options) : '';
    let formatter = made.get(key);
    if (!formatter) {
      if (made.size >= 64) made.clear();
      formatter = make(options);
      made.set(key, formatter);
    }
    return formatter;
  };
}

/**
 * A translator over catalogues merged left to right, so a later one overrides an earlier one's ids (a brand's own
 * texts after the design system's).
 *
 * @example
 * const text = createTranslator('hi', coreHi, uiHi, brandHi);
 * text.t('ui.productCard.viewDetails') // 'विवरण देखें'
 */
export function createTranslator(
  language: Language,
  ...catalogs: readonly CompiledCatalog[]
): Translator {
  const messages = Object.assign({}, ...catalogs) as Record<string, unknown>;
  const tag = LANGUAGE_TAGS[language] ?? LANGUAGE_TAGS[DEFAULT_LANGUAGE];
  const has = (id: string) => Object.prototype.hasOwnProperty.call(messages, id);
  const numberFormat = formatters(
    (options: Intl.NumberFormatOptions | undefined) => new Intl.NumberFormat(tag, options),
  );
  const dateFormat = formatters(
    (options: Intl.DateTimeFormatOptions | undefined) => new Intl.DateTimeFormat(tag, options),
  );
  const plurals: Partial<Record<'cardinal' | 'ordinal', Intl.PluralRules>> = {};
  const formats: Formats = {
    number: (value, options) => numberFormat(options).format(value),
    plural: (value, ordinal) => {
      const type = ordinal ? 'ordinal' : 'cardinal';
      return (plurals[type] ??= new Intl.PluralRules(tag, { type })).select(value);
    },
  };
  return {
    language,
    tag,
    // An id without a message is a bug to fix, not a page to break: the id itself shows (tests look for ids).
    t: (id, values) => (has(id) ? say(messages[id], values, formats) : id),
    number: (value, options) => numberFormat(options).format(value),
    date: (value, options) => dateFormat(options).format(value),
    has,
  };
}
