// "Add to compare" sits beside the product page's "Wishlist" toggle and under cards, so it takes the design system's
// look for a secondary control (WishlistToggle's): display type, small caps-spaced uppercase label, an icon, no box.
import { style } from '@vanilla-extract/css';
import { vars } from '@fittings/ui/theme';
import { focusRing } from '../kit/rules';
import { siteSize } from '../kit/sizes';

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  columnGap: vars.space.m,
  alignItems: 'center',
  // Stretched in the product page's actions column and under a card, it centres as the Wishlist toggle does.
  justifyContent: 'center',
});

export const control = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.s,
  minHeight: siteSize.tapTarget,
  paddingInline: vars.space.s,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: vars.textTransform.label as 'uppercase',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '4px' },
    '&:focus-visible': focusRing('1px'),
  },
});

export const icon = style({ fontSize: '22px', flexShrink: 0 });

// The way to the comparison reads as a link: the same label type, underlined.
export const link = style([
  control,
  {
    textDecoration: 'underline',
    textUnderlineOffset: '4px',
    selectors: { '&:hover': { color: vars.color.linkHover } },
  },
]);
