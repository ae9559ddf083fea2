import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusOutline } from '../../theme/rules';

export const root = style({
  padding: vars.space.xl,
  border: `${vars.borderWidth.thick} solid ${vars.color.critical}`,
  borderRadius: vars.radius.m,
  backgroundColor: vars.color.criticalSurface,
  selectors: {
    '&:focus-visible': focusOutline('3px'),
  },
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  margin: `0 0 ${vars.space.m}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical,
});

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingLeft: vars.space.l,
});

export const link = style({
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
  textUnderlineOffset: '3px',
  selectors: {
    '&:focus-visible': focusOutline('2px'),
  },
});
