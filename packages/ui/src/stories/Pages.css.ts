// Layout of the example pages in Storybook (the app owns its real page layouts).
import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export const section = style({
  paddingBlock: vars.space.xxxl,
  '@media': { [mediaQuery.desktop]: { paddingBlock: vars.space.huge } },
});

export const productTop = style({
  display: 'grid',
  gap: vars.space.xxl,
  paddingTop: vars.space.l,
  '@media': {
    [mediaQuery.desktop]: {
      gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
      gap: vars.space.huge,
    },
  },
});

export const details = style({ display: 'grid', gap: vars.space.xl, alignContent: 'start' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });

export const eyebrow = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.light,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
  '@media': { [mediaQuery.desktop]: { fontSize: vars.fontSize.xxxl } },
});

export const model = style({
  margin: 0,
  fontSize: vars.fontSize.s,
  letterSpacing: vars.letterSpacing.wide,
  color: vars.color.textMuted,
});

export const description = style({ margin: 0, color: vars.color.textMuted, maxWidth: '48ch' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
  paddingTop: vars.space.xl,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const divider = style({
  border: 0,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  margin: 0,
});

export const pageHeading = style({
  margin: `0 0 ${vars.space.s}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.light,
  '@media': { [mediaQuery.desktop]: { fontSize: vars.fontSize.xxxl } },
});

export const prompt = style({
  margin: `0 0 ${vars.space.xl}`,
  color: vars.color.textMuted,
  maxWidth: '60ch',
});

export const hero = style({
  position: 'relative',
  display: 'grid',
  alignItems: 'end',
  minHeight: '62vh',
  padding: `${vars.space.huge} 0 ${vars.space.xxxl}`,
  backgroundColor: vars.color.surface,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  backgroundBlendMode: 'multiply',
  '@media': { [mediaQuery.desktop]: { backgroundPosition: '20vw center' } },
  color: vars.color.text,
});

export const heroText = style({ display: 'grid', gap: vars.space.l, maxWidth: '560px' });

export const heroTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: 'clamp(2.25rem, 6vw, 4.5rem)',
  fontWeight: vars.fontWeight.light,
  lineHeight: 1.05,
  letterSpacing: '-0.02em',
});
