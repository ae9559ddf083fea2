// Base element styles for pages that use the theme: box sizing, the body's type and colours, reduced motion.
import { globalStyle } from '@vanilla-extract/css';
import { mediaQuery } from './tokens';
import { vars } from './vars.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

globalStyle('img, video', { maxWidth: '100%', display: 'block' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

// Visitors who ask for less motion get instant transitions and no smooth scrolling.
globalStyle('*, *::before, *::after', {
  '@media': {
    [mediaQuery.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});

// Devanagari (issue 18). Its vowel signs (matras) rise above and hang below the letters further than Latin
// ascenders and descenders, so the Latin line heights (1.15 for headings) clip or collide in Hindi; and letter
// spacing tears its joined letters apart. A Hindi page (`<html lang="hi">`) or a Hindi part of a page gets roomier
// line heights and no tracking through the theme's own variables, so every component follows without a rule of its
// own. `html:lang(hi)` outranks a theme class on the same element; the `*` reaches a theme class set lower down.
const devanagari = {
  vars: {
    [vars.lineHeight.tight]: '1.4',
    [vars.lineHeight.snug]: '1.55',
    [vars.lineHeight.normal]: '1.8',
    [vars.letterSpacing.wide]: '0',
    [vars.letterSpacing.caps]: '0',
  },
};
globalStyle('html:lang(hi), html:lang(hi) *, [lang|="hi"], [lang|="hi"] *', devanagari);

// Controls and tags set `line-height: 1` inside fixed heights for Latin capitals; in Hindi they take the snug line
// height and grow with their text rather than cut its matras.
globalStyle(':lang(hi) :is(button, input, select, textarea)', {
  lineHeight: vars.lineHeight.snug,
});
