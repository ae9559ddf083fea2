// Small shared styles: visually hidden text, the focus ring, the page container.
import { style } from '@vanilla-extract/css';
import { mediaQuery } from './tokens';
import { vars } from './vars.css';
import { focusOutline, labelType } from './rules';

/** Hides content visually while keeping it for assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A clear keyboard focus ring; `focusRingInverse` on dark backgrounds. */
export const focusRing = style({
  selectors: {
    '&:focus-visible': focusOutline('3px'),
  },
});

export const focusRingInverse = style({
  selectors: {
    '&:focus-visible': focusOutline('3px', vars.color.focusInverse),
  },
});

/** The centred page column with side gutters. */
export const container = style({
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.l,
  '@media': {
    [mediaQuery.tablet]: { paddingInline: vars.space.xxl },
    [mediaQuery.wide]: { paddingInline: vars.space.xxxl },
  },
});

/** Small uppercase label type used for eyebrows, tags and navigation. */
export const labelText = style({
  ...labelType,
  fontSize: vars.fontSize.xs,
});

export const unstyledList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const unstyledButton = style({
  appearance: 'none',
  background: 'none',
  border: 0,
  padding: 0,
  margin: 0,
  cursor: 'pointer',
  font: 'inherit',
  color: 'inherit',
});
