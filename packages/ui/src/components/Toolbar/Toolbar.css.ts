import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import { centredRow, focusOutline } from '../../theme/rules';

export const toolbar = style({
  height: vars.size.toolbarHeight,
  backgroundColor: vars.color.toolbarBackground,
  color: vars.color.toolbarText,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.l,
  height: '100%',
});

export const nav = style({ minWidth: 0 });

// The language switch leads the bar; the service links keep the right edge, where they always were.
export const language = style({
  marginRight: 'auto',
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});

export const list = style(centredRow(vars.space.xl));

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxs,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: vars.textTransform.label as 'uppercase',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '4px' },
    '&:focus-visible': focusOutline('3px', vars.color.focusInverse),
  },
});

// Narrower gaps on a phone when a language switch shares the 375 px bar with the service links.
export const besideLanguage = style({
  '@media': { [mediaQuery.belowTablet]: { gap: vars.space.m } },
});

// On a phone the toolbar's switch links only to the other languages: the page's own one is said by <html lang>, and
// the 375 px bar has no room for both beside the service links. The side menu lists them all.
globalStyle(`${language} li:has([aria-current="true"])`, {
  '@media': { [mediaQuery.belowTablet]: { display: 'none' } },
});
globalStyle(`${language} li:has([aria-current="true"]) + li::before`, {
  '@media': { [mediaQuery.belowTablet]: { display: 'none' } },
});
