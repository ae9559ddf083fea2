import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import { wrappingRow } from '../../theme/rules';

export const root = style({ display: 'grid', gap: vars.space.l, maxWidth: '880px' });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const highlights = style(wrappingRow);

export const highlight = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.m}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.waterwiseSurface,
  color: vars.color.text,
  fontSize: vars.fontSize.s,
});

export const facts = style({
  display: 'grid',
  gap: vars.space.m,
  margin: 0,
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBottom: vars.space.m,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const label = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: vars.textTransform.label as 'uppercase',
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});
