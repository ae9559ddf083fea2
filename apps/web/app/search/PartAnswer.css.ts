import { mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { siteSpace } from '../kit/sizes';

export const part = style({
  display: 'grid',
  gap: siteSpace.card,
  alignItems: 'start',
  padding: siteSpace.card,
  marginBottom: siteSpace.group,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: '160px 1fr' } },
});

export const picture = style({
  width: '160px',
  height: '160px',
  objectFit: 'contain',
  background: vars.color.surface,
});

export const body = style({ display: 'grid', gap: vars.space.s, justifyItems: 'start' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.medium,
});

export const lead = style({ margin: 0 });

export const fitsLabel = style({
  margin: `${vars.space.s} 0 0`,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const fits = style({ margin: `0 0 ${vars.space.m}`, paddingLeft: vars.space.xl });
