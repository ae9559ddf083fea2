import { vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { focusRing, zoomOnHoverOf } from '../kit/rules';
import { cardTitleText, eyebrowText, mutedText } from '../kit/text.css';
import { siteSize, siteSpace } from '../kit/sizes';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surfaceRaised,
});

export const media = style({
  position: 'relative',
  aspectRatio: '16 / 10',
  overflow: 'hidden',
  background: vars.color.imageBackground,
});

export const image = style(zoomOnHoverOf(card));

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  minHeight: siteSize.chip,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: siteSpace.tight,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  flexGrow: 1,
  paddingTop: vars.space.l,
});

export const eyebrow = style([
  eyebrowText,
  {
    margin: 0,
  },
]);

export const title = style([
  cardTitleText,
  {
    fontSize: vars.fontSize.xl,
  },
]);

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '4px' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': focusRing('4px'),
  },
});

export const tagline = style([
  mutedText,
  {
    margin: 0,
  },
]);

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
  marginTop: 'auto',
  paddingTop: vars.space.s,
});

export const count = style({
  margin: 0,
  flexShrink: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
