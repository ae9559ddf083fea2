import { style } from '@vanilla-extract/css';
import { vars } from '@fittings/ui';

export const page = style({
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const main = style({
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.l} ${vars.space.huge}`,
});

export const tagline = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

export const heading = style({
  margin: `${vars.space.s} 0 ${vars.space.xl}`,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.xxxl,
  lineHeight: vars.lineHeight.tight,
});

export const featured = style({
  marginBottom: vars.space.xxl,
  padding: vars.space.xl,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.l,
});

export const subheading = style({
  margin: `0 0 ${vars.space.m}`,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.xl,
});
