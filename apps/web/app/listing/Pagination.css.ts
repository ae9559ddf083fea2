import { vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { centredInline, focusRing, listReset } from '../kit/rules';
import { siteSize } from '../kit/sizes';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.s,
  marginTop: vars.space.xxxl,
});

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  ...listReset,
});

const focus = { '&:focus-visible': focusRing(siteSize.focusOffset) };

export const page = style({
  ...centredInline,
  minWidth: siteSize.tapTarget,
  minHeight: siteSize.tapTarget,
  border: `${vars.borderWidth.thin} solid transparent`,
  color: vars.color.text,
  fontSize: vars.fontSize.s,
  textDecoration: 'none',
  selectors: { ...focus, '&:hover': { borderColor: vars.color.border } },
});

export const current = style({
  borderColor: vars.color.borderStrong,
  fontWeight: vars.fontWeight.strong,
});

export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: siteSize.tapTarget,
  padding: `0 ${vars.space.m}`,
  color: vars.color.text,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  textDecoration: 'none',
  selectors: { ...focus, '&:hover': { textDecoration: 'underline' } },
});

export const gap = style({
  ...centredInline,
  minWidth: '24px',
  color: vars.color.textMuted,
});
