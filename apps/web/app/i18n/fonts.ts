// The web font each language's script needs beyond the brand's Latin faces: the family a stylesheet declares and the
// stylesheet, linked by root.tsx only on pages in that language. A language written in Latin letters has no entry.
import type { Language } from '@fittings/catalog-core';

/**
 * The family each stylesheet declares (devanagari.css), which also declares '<family> Fallback': the system face
 * scaled to its width. languageType.css.ts puts both first in the brand's stacks.
 */
export const LANGUAGE_FONT_FAMILIES: Partial<Record<Language, string>> = {
  hi: 'Brand Devanagari',
};
