import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const media = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  backgroundColor: vars.color.imageBackground,
  borderRadius: vars.radius.l,
  overflow: 'hidden',
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  padding: '10%',
  mixBlendMode: 'multiply',
  transition: `transform ${vars.motion.durationSlow} ${vars.motion.easing}`,
  selectors: { [`${card}:hover &`]: { transform: 'scale(1.04)' } },
});

export const badges = style({
  position: 'absolute',
  top: vars.space.m,
  left: vars.space.m,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  pointerEvents: 'none',
});

// With the wishlist toggle in the top-right corner, badges wrap before they reach it rather than hide under it.
export const badgesBesideToggle = style([
  badges,
  { right: `calc(${vars.space.s} + 44px + ${vars.space.xs})` },
]);

export const wishlist = style({
  position: 'absolute',
  top: vars.space.s,
  right: vars.space.s,
  zIndex: 2,
});

export const body = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingTop: vars.space.l,
  paddingBottom: vars.space.s,
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.snug,
});

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    // The whole card is the link's target area; the wishlist button sits above it.
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
    '&:hover': {
      textDecoration: 'underline',
      textUnderlineOffset: '4px',
      textDecorationThickness: '1px',
    },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
      outlineOffset: '4px',
    },
  },
});

export const model = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wide,
});
