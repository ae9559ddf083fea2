// One way to turn a message id into the words a visitor reads, in the page's language, on the server and in the
// browser alike: FormatJS-style ICU messages, compiled ahead of time (scripts/compile-messages.mjs) so the browser
// ships Lingui's 2.5 KB runtime and no message parser.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, type Language } from './languages';

/** A compiled message catalogue (`src/i18n/messages/compiled/<language>.ts` of a package). */
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

const ESCAPE = /\\(?:u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2})/;

/**
 * A message with its values. Lingui decodes `\uXXXX` and `\xXX` in the finished text, so a value a visitor typed
 * (a note, a name) that holds one would change; such values go in as placeholders and are put back afterwards.
 */
function say(i18n: I18n, id: string, values: MessageValues | undefined): string {
  const typed = values
    ? Object.entries(values).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && ESCAPE.test(entry[1]),
      )
    : [];
  if (typed.length === 0) return i18n._(id, values as Record<string, unknown> | undefined);
  const held = { ...values } as Record<string, unknown>;
  typed.forEach(([name], index) => (held[name] = `\uE000${index}\uE001`));
  return i18n
    ._(id, held)
    .replace(/\uE000(\d+)\uE001/g, (_, index: string) => typed[Number(index)]?.[1] ?? '');
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
  const messages = Object.assign({}, ...catalogs) as Messages;
  const tag = LANGUAGE_TAGS[language] ?? LANGUAGE_TAGS[DEFAULT_LANGUAGE];
  const i18n = setupI18n({ locale: tag, messages: { [tag]: messages } });
  const has = (id: string) => Object.prototype.hasOwnProperty.call(messages, id);
  const numberFormat = formatters(
    (options: Intl.NumberFormatOptions | undefined) => new Intl.NumberFormat(tag, options),
  );
  const dateFormat = formatters(
    (options: Intl.DateTimeFormatOptions | undefined) => new Intl.DateTimeFormat(tag, options),
  );
  return {
    language,
    tag,
    // An id without a message is a bug to fix, not a page to break: the id itself shows (tests look for ids).
    t: (id, values) => (has(id) ? say(i18n, id, values) : id),
    number: (value, options) => numberFormat(options).format(value),
    date: (value, options) => dateFormat(options).format(value),
    has,
  };
}
