import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const enter = keyframes({
  from: { opacity: 0, transform: 'scale(0.98)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

export const dialog = style({
  width: vars.size.infoDialogWidth,
  maxWidth: vars.size.infoDialogMaxWidth,
  maxHeight: '85vh',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.l,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.l,
  overflow: 'auto',
  selectors: {
    '&[open]': { animation: `${enter} ${vars.motion.durationBase} ${vars.motion.easing}` },
    '&::backdrop': { backgroundColor: vars.color.overlay },
  },
});

export const image = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  backgroundColor: vars.color.imageBackground,
});

export const body = style({ display: 'grid', gap: vars.space.m, padding: vars.space.xl });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.s,
});

export const title = style({
  margin: 0,
  paddingTop: vars.space.s,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.snug,
});

export const close = style({
  marginTop: `calc(-1 * ${vars.space.xs})`,
  marginRight: `calc(-1 * ${vars.space.s})`,
});

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });
