import { mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { cardTitleText, eyebrowText, mutedText } from './text.css';
import { focusRing } from './rules';
import { siteSize, siteSpace } from './sizes';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.l,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xl },
  },
});

export const item = style({ display: 'flex' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `border-color ${vars.motion.durationFast} ease, box-shadow ${vars.motion.durationBase} ease`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.m },
    '&:focus-visible': focusRing('3px'),
  },
});

export const media = style({
  display: 'block',
  aspectRatio: '16 / 10',
  background: vars.color.imageBackground,
  overflow: 'hidden',
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const emblem = style({
  display: 'block',
  width: siteSize.thumbnailLarge,
  height: siteSize.thumbnailLarge,
  marginBottom: vars.space.s,
  objectFit: 'contain',
  boxShadow: `0 0 0 ${vars.borderWidth.thin} ${vars.color.border}`,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  flexGrow: 1,
  padding: `${siteSpace.card} ${siteSpace.card} ${vars.space.l}`,
});

export const eyebrow = style([eyebrowText]);

export const title = style([
  cardTitleText,
  {
    fontSize: vars.fontSize.l,
  },
]);

export const text = style([mutedText]);

export const more = style({ marginTop: 'auto', paddingTop: vars.space.s, display: 'flex' });
