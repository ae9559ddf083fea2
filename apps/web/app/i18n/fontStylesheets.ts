// The stylesheet of each language's extra font (see fonts.ts), as built asset URLs. Apart from fonts.ts because the
// type rules in languageType.css.ts read the families at build time, where an asset import does not resolve.
import type { Language } from '@fittings/catalog-core';
import devanagari from './devanagari.css?url';

export const LANGUAGE_FONT_STYLESHEETS: Partial<Record<Language, string>> = { hi: devanagari };
