// A rule's words as data: the id of a message in the package's catalogues and the values it takes, so any caller
// says it in the page's language (`translator.t(code, values)`), while the rules' English answers, which the API
// sends and the spec fixes, come from the same English catalogue: each sentence has one home, messages/en.json.
import en from './messages.en';
import { createTranslator, type MessageValues, type Translator } from './translator';

/** A message by id, with the values it interpolates. */
export interface MessageRef {
  /** The message id in the catalogues (`core.form.name.required`). */
  readonly code: string;
  /** The values the message interpolates, when it takes any (numbers stay numbers, formatted per language). */
  readonly values?: MessageValues;
}

let english: Translator | undefined;

/**
 * The English text of a message of this package, as the API answers and today's screens show it.
 *
 * @example
 * englishText('core.form.name.tooLong', { max: 80 }) // 'Your name can have at most 80 characters.'
 */
export function englishText(code: string, values?: MessageValues): string {
  // Made on first use, so importing a rule costs nothing until an English sentence is asked for.
  english ??= createTranslator('en', en);
  return english.t(code, values);
}

/**
 * A message in a translator's language.
 *
 * @example
 * messageText(hindi, { code: 'core.form.name.required' }) // 'अपना नाम लिखें।'
 */
export function messageText(translator: Pick<Translator, 't'>, message: MessageRef): string {
  return translator.t(message.code, message.values);
}

/**
 * Adds a message's id and values to an object that already carries its English text, without making them part of
 * its JSON or its equality: the API serialises these objects as they were before ids existed, and callers comparing
 * them keep working. Read them as `result.code` and `result.values`; a spread copy (`{ ...result }`) drops them.
 */
export function withMessageRef<T extends object>(target: T, message: MessageRef): T & MessageRef {
  Object.defineProperty(target, 'code', { value: message.code, enumerable: false });
  if (message.values !== undefined)
    Object.defineProperty(target, 'values', { value: message.values, enumerable: false });
  return target as T & MessageRef;
}
