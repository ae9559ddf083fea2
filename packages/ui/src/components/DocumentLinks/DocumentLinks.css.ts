import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import { focusOutline, labelType } from '../../theme/rules';

export const root = style({
  display: 'grid',
  gap: vars.space.xxl,
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: '1fr 1fr', gap: vars.space.huge } },
});

export const heading = style({
  margin: `0 0 ${vars.space.s}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.m,
  paddingBlock: vars.space.l,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const name = style({ fontSize: vars.fontSize.m });

export const actions = style({ display: 'flex', gap: vars.space.xl });

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  ...labelType,
  fontSize: vars.fontSize.xs,
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '4px' },
    '&:focus-visible': focusOutline('3px'),
  },
});
