export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  isLanguage,
  languageOfPath,
  localizePath,
  stripLanguage,
} from './languages';
export type { Language } from './languages';
export { createTranslator } from './translator';
export type { CompiledCatalog, MessageValues, Translator } from './translator';
export { englishText, messageText } from './message';
export type { MessageRef } from './message';
