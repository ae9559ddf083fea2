// The words of the design system's components, in the page's language. An app wraps its pages in a TextProvider with
// a translator over catalog-core's, this package's and its own catalogues (`createTranslator` of
// @fittings/catalog-core); a component reads it with useText(). Without a provider the components speak English, as
// they always have, so an app that never heard of languages keeps working unchanged.
import { createTranslator, type Translator } from '@fittings/catalog-core';
import coreEnglish from '@fittings/catalog-core/messages/en';
import { createContext, useContext, type ReactNode } from 'react';
import uiEnglish from './messages.en';

const english = createTranslator('en', coreEnglish, uiEnglish);
const TextContext = createContext<Translator>(english);

export interface TextProviderProps {
  /** The page's translator: catalog-core's catalogue, then this package's, then the app's own overrides. */
  translator: Translator;
  children?: ReactNode;
}

export function TextProvider({ translator, children }: TextProviderProps) {
  return <TextContext.Provider value={translator}>{children}</TextContext.Provider>;
}

/**
 * The translator of the page: `t(id, values)`, `number()`, `date()`, `language`, `tag`.
 *
 * @example
 * const text = useText();
 * <button>{label ?? text.t('ui.productCard.viewDetails')}</button>
 */
export const useText = (): Translator => useContext(TextContext);
