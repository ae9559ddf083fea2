import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import { focusOutline } from '../../theme/rules';
import { iconButton } from '../Button/Button.css';

export const header = style({
  position: 'relative',
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.surfaceRaised,
  // The hairline is drawn inside so the bar stays exactly the spec's 61 px.
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.l,
  height: vars.size.navBarHeight,
  // On a phone the brand and four 40 px buttons (wishlist, compare, search, menu) share 343 px: tighter gaps keep
  // them inside a 375 px (and a 360 px) screen instead of widening the page.
  '@media': { [mediaQuery.belowTablet]: { gap: vars.space.xs } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '100%',
  color: vars.color.text,
  textDecoration: 'none',
  flexShrink: 0,
  selectors: {
    '&:focus-visible': focusOutline('-4px'),
  },
});

export const menu = style({
  display: 'none',
  flex: 1,
  height: '100%',
  justifyContent: 'center',
  '@media': { [mediaQuery.desktop]: { display: 'flex' } },
});

export const spacer = style({
  flex: 1,
  '@media': { [mediaQuery.desktop]: { display: 'none' } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineEnd: `calc(-1 * ${vars.space.s})`,
  color: vars.color.text,
  '@media': { [mediaQuery.belowTablet]: { gap: 0 } },
});

export const hamburger = style({
  '@media': { [mediaQuery.desktop]: { display: 'none' } },
});

/** Search and the hamburger on a phone: 40 px wide like the shortcuts beside them (still past WCAG's 24 px). */
export const compact = style({
  '@media': { [mediaQuery.belowTablet]: { width: '40px' } },
});

/** A shortcut link looks like the icon buttons beside it: their round 44 px shape, hover and focus ring. */
export const shortcut = style([
  iconButton,
  compact,
  {
    position: 'relative',
    textDecoration: 'none',
    selectors: {
      // Said again here, as a link's own 3 px focus ring would otherwise win where Link's rules come later.
      '&:focus-visible': {
        outline: `${vars.borderWidth.thick} solid currentColor`,
        outlineOffset: '1px',
      },
      '&[aria-current="page"]': { boxShadow: `inset 0 -2px 0 ${vars.color.text}` },
    },
  },
]);

export const badge = style({
  position: 'absolute',
  top: '4px',
  insetInlineEnd: '2px',
  minWidth: '18px',
  height: '18px',
  paddingInline: '4px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xxs,
  fontWeight: vars.fontWeight.strong,
  lineHeight: '18px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});
