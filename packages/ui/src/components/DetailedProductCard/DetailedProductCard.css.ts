import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: vars.size.detailedCardWidth,
  maxWidth: '100%',
  height: '100%',
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  overflow: 'hidden',
  transition: `box-shadow ${vars.motion.durationBase} ${vars.motion.easing}, border-color ${vars.motion.durationBase}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.m, borderColor: 'transparent' },
  },
});

export const media = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  backgroundColor: vars.color.imageBackground,
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  padding: '12%',
  mixBlendMode: 'multiply',
});

export const badges = style({
  position: 'absolute',
  top: vars.space.m,
  left: vars.space.m,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const wishlist = style({
  position: 'absolute',
  top: vars.space.s,
  right: vars.space.s,
  zIndex: 2,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  flex: 1,
  padding: vars.space.l,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  lineHeight: vars.lineHeight.snug,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  marginTop: 'auto',
  paddingTop: vars.space.m,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.text,
});
