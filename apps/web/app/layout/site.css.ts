import { vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';

export const main = style({
  display: 'block',
  minHeight: '60vh',
  outline: 'none',
});

export const skipLink = style({
  position: 'absolute',
  left: '12px',
  top: '-100px',
  zIndex: 1000,
  padding: `10px ${vars.space.l}`,
  background: vars.color.primary,
  color: vars.color.primaryText,
  textDecoration: 'none',
  selectors: {
    '&:focus': { top: '12px' },
  },
});
