import { vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { siteSpace } from '../kit/sizes';

export const main = style({
  display: 'block',
  minHeight: '60vh',
  outline: 'none',
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.m,
  top: '-100px',
  zIndex: 1000,
  padding: `${siteSpace.snug} ${vars.space.l}`,
  background: vars.color.primary,
  color: vars.color.primaryText,
  textDecoration: 'none',
  selectors: {
    '&:focus': { top: vars.space.m },
  },
});
