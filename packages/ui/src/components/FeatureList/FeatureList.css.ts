import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import { focusOutline, labelType, listReset } from '../../theme/rules';

export const root = style({ display: 'grid', gap: vars.space.xxl, maxWidth: '880px' });

export const paragraph = style({
  margin: 0,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const bullets = style({
  display: 'grid',
  gap: vars.space.s,
  margin: 0,
  paddingLeft: vars.space.l,
  color: vars.color.text,
});

globalStyle(`${bullets} > li::marker`, { color: vars.color.textMuted });

export const afterParagraph = style({ marginTop: vars.space.l });

export const heading = style({
  margin: `0 0 ${vars.space.l}`,
  ...labelType,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const extras = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.m,
  ...listReset,
  '@media': { [mediaQuery.tablet]: { gap: vars.space.l } },
});

export const extra = style({
  appearance: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  width: '100%',
  padding: vars.space.s,
  paddingRight: vars.space.l,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  textAlign: 'left',
  fontSize: vars.fontSize.s,
  transition: `border-color ${vars.motion.durationFast}, box-shadow ${vars.motion.durationFast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': focusOutline('2px'),
  },
});

export const extraImage = style({
  width: '56px',
  height: '56px',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.m,
  backgroundColor: vars.color.imageBackground,
});

export const extraName = style({ flex: 1, fontWeight: vars.fontWeight.medium });

export const extraIcon = style({ color: vars.color.textMuted, flexShrink: 0 });
