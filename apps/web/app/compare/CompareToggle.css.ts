import { style } from '@vanilla-extract/css';
import { vars } from '@fittings/ui';

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  alignItems: 'center',
});

export const control = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.m}`,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.s,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.text, color: vars.color.surface },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const link = style({ color: vars.color.text, fontSize: vars.fontSize.s });
