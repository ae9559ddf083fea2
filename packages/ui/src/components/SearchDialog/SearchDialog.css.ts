import { keyframes, style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import { focusOutline, labelType, listReset } from '../../theme/rules';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const dialog = style({
  position: 'fixed',
  top: vars.size.searchDialogTop,
  margin: '0 auto',
  padding: 0,
  width: vars.size.searchDialogWidth,
  maxWidth: vars.size.searchDialogMaxWidth,
  maxHeight: vars.size.searchDialogMaxHeight,
  border: 0,
  borderRadius: vars.radius.l,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.l,
  overflow: 'hidden',
  selectors: {
    '&[open]': {
      display: 'flex',
      flexDirection: 'column',
      animation: `${enter} ${vars.motion.durationBase} ${vars.motion.easing}`,
    },
    '&::backdrop': { backgroundColor: vars.color.overlay },
  },
});

export const form = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.s} ${vars.space.s} ${vars.space.s} ${vars.space.xl}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const icon = style({ flexShrink: 0, fontSize: '22px', color: vars.color.textMuted });

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '56px',
  padding: `0 ${vars.space.s}`,
  border: 0,
  background: 'transparent',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.light,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { boxShadow: `inset 0 -2px 0 ${vars.color.focus}` },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const progress = style({ flexShrink: 0 });

export const body = style({
  overflowY: 'auto',
  padding: vars.space.xl,
  '@media': { [mediaQuery.tablet]: { padding: vars.space.xxl } },
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const heading = style({
  margin: `0 0 ${vars.space.l}`,
  color: vars.color.textMuted,
  ...labelType,
  fontSize: vars.fontSize.xs,
});

export const results = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.m,
  ...listReset,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xl },
  },
});

export const result = style({
  display: 'grid',
  gridTemplateColumns: '88px 1fr',
  alignItems: 'center',
  gap: vars.space.l,
  color: vars.color.text,
  textDecoration: 'none',
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: '1fr', alignItems: 'start', gap: vars.space.m },
  },
  selectors: {
    '&:focus-visible': focusOutline('4px'),
  },
});

export const resultImage = style({
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  padding: '10%',
  backgroundColor: vars.color.imageBackground,
  borderRadius: vars.radius.l,
  mixBlendMode: 'multiply',
});

export const resultText = style({ display: 'grid', gap: vars.space.xxs });

export const resultName = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.snug,
  selectors: { [`${result}:hover &`]: { textDecoration: 'underline', textUnderlineOffset: '4px' } },
});

export const resultMeta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  marginTop: vars.space.xxl,
});
