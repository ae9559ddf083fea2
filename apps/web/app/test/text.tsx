// The site's translators as pages get them (catalog-core's, the design system's and the site's catalogues, in the
// order translators.ts merges them), built synchronously for tests, and a wrapper that renders under one.
import { createTranslator, type Language, type Translator } from '@fittings/catalog-core';
import coreEnglish from '@fittings/catalog-core/messages/en';
import coreHindi from '@fittings/catalog-core/messages/hi';
import { TextProvider } from '@fittings/ui/TextProvider';
import uiEnglish from '@fittings/ui/messages/en';
import uiHindi from '@fittings/ui/messages/hi';
import type { ReactNode } from 'react';
import webEnglish from '../i18n/messages/compiled/en.json';
import webHindi from '../i18n/messages/compiled/hi.json';

const english = [coreEnglish, uiEnglish, webEnglish];

export const testTranslators: Record<Language, Translator> = {
  en: createTranslator('en', ...english),
  hi: createTranslator('hi', ...english, coreHindi, uiHindi, webHindi),
};

/** Renders children in a language, as root.tsx does for a page. */
export function InLanguage({ language, children }: { language: Language; children: ReactNode }) {
  return <TextProvider translator={testTranslators[language]}>{children}</TextProvider>;
}

/** A wrapper component rendering in a language, for testing-library's `wrapper` option. */
export async function textWrapper(language: Language) {
  const translator = testTranslators[language];
  return function Wrapper({ children }: { children: ReactNode }) {
    return <TextProvider translator={translator}>{children}</TextProvider>;
  };
}
