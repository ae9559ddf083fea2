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
