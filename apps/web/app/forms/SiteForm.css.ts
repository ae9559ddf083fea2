import { mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { siteSize, siteWidth } from '../kit/sizes';

export const form = style({ display: 'grid', gap: vars.space.xl, maxWidth: siteWidth.text });

/** Short fields two by two on wide screens; a field marked `wide` takes the whole row. */
export const fields = style({
  display: 'grid',
  gap: vars.space.xl,
  // Side by side, a field with a hint and one without keep their inputs on one line.
  alignItems: 'end',
  '@media': {
    [mediaQuery.desktop]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: vars.space.xxl,
    },
  },
});

export const wide = style({
  '@media': { [mediaQuery.desktop]: { gridColumn: '1 / -1' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.l,
});

export const privacy = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

const statusBase = {
  margin: 0,
  padding: `${vars.space.l} ${vars.space.xl}`,
  borderLeft: `${siteSize.accentRule} solid`,
  borderRadius: vars.radius.m,
} as const;

export const sent = style({
  ...statusBase,
  borderLeftColor: vars.color.positive,
  backgroundColor: vars.color.surface,
});

export const failed = style({
  ...statusBase,
  borderLeftColor: vars.color.critical,
  backgroundColor: vars.color.criticalSurface,
  outline: 'none',
});

export const captcha = style({ display: 'grid', gap: vars.space.xs });

export const fieldError = style({
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
});

export const page = style({ paddingBottom: vars.space.huge });

export const layout = style({
  display: 'grid',
  paddingTop: vars.space.xxxl,
  gap: vars.space.xxxl,
  alignItems: 'start',
  '@media': {
    [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 320px', gap: vars.space.huge },
  },
});

export const aside = style({
  display: 'grid',
  gap: vars.space.l,
  padding: vars.space.xl,
  borderRadius: vars.radius.m,
  backgroundColor: vars.color.surface,
});

export const asideTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.l,
});

export const asideText = style({ margin: 0, color: vars.color.textMuted });
