import { mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { stack } from '../kit/rules';
import { siteWidth } from '../kit/sizes';

export const row = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': {
    [mediaQuery.tablet]: {
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
      gap: vars.space.xxxl,
    },
    [mediaQuery.desktop]: { gap: vars.space.huge },
  },
});

export const flip = style({});

export const media = style({
  background: vars.color.imageBackground,
  aspectRatio: '1 / 1',
  maxWidth: siteWidth.narrow,
  width: '100%',
  overflow: 'hidden',
  '@media': {
    [mediaQuery.tablet]: { selectors: { [`${flip} &`]: { order: 2, justifySelf: 'end' } } },
  },
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const text = style({
  ...stack(vars.space.m),
  alignItems: 'flex-start',
  maxWidth: '56ch',
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.light,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
});

export const summary = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.medium,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const count = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.textMuted });

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  marginTop: vars.space.xs,
});
