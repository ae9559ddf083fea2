// The site's words in a language for a component under test, as the root gives them to every page.
import type { Language } from '@fittings/catalog-core';
import { TextProvider } from '@fittings/ui';
import type { ReactNode } from 'react';
import { loadTranslator } from '../i18n/translators';

export async function textWrapper(language: Language) {
  const translator = await loadTranslator(language);
  return function Wrapper({ children }: { children: ReactNode }) {
    return <TextProvider translator={translator}>{children}</TextProvider>;
  };
}
