// On a page in Hindi the brand's type stacks start with the Devanagari face (devanagari.css, linked only on such
// pages): its unicode-range covers Devanagari alone, so Latin text, figures and model numbers still set in Inter and
// Jost, and Devanagari no longer falls to whatever system font the phone has. On English pages the family is not
// declared; the language switch's "हिन्दी" there is set in the design system's 1.9 KB face of just those letters.
import { brandTheme, brandTokens, vars } from '@fittings/ui/theme';
import { globalStyle } from '@vanilla-extract/css';
import { LANGUAGE_FONT_FAMILIES } from './fonts';

for (const [language, family] of Object.entries(LANGUAGE_FONT_FAMILIES)) {
  // The theme class sets the stacks on <html>; with :lang() this rule is the more specific one there (:lang(hi)
  // matches hi-IN too).
  globalStyle(`.${brandTheme}:lang(${language})`, {
    vars: {
      // The family, then the phone's own face scaled to its width (devanagari.css), then the brand's stacks.
      [vars.font.body]: `'${family}', '${family} Fallback', ${brandTokens.font.body}`,
      [vars.font.display]: `'${family}', '${family} Fallback', ${brandTokens.font.display}`,
    },
  });
}
