import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusOutline, labelType, listReset } from '../../theme/rules';

const slideIn = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});

export const drawer = style({
  position: 'fixed',
  inset: 0,
  margin: 0,
  padding: 0,
  border: 0,
  width: 'min(420px, 88vw)',
  maxWidth: 'none',
  height: '100%',
  maxHeight: 'none',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.l,
  selectors: {
    '&[open]': { animation: `${slideIn} ${vars.motion.durationSlow} ${vars.motion.easing}` },
    '&::backdrop': { backgroundColor: vars.color.overlay },
  },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100%',
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  height: vars.size.navBarHeight,
  paddingInline: vars.space.l,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  ...labelType,
  fontSize: vars.fontSize.s,
});

export const list = style({
  ...listReset,
});

export const entry = style({
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

const rowBase = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: '56px',
  paddingInline: vars.space.l,
  border: 0,
  background: 'none',
  color: vars.color.text,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.m,
  letterSpacing: vars.letterSpacing.wide,
  selectors: {
    '&:focus-visible': focusOutline('-4px'),
  },
} as const;

export const row = style(rowBase);

export const subRow = style({
  ...rowBase,
  minHeight: '48px',
  paddingInlineStart: vars.space.xl,
  fontSize: vars.fontSize.s,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: vars.textTransform.label as 'uppercase',
  color: vars.color.textMuted,
});

export const section = style({
  paddingBottom: vars.space.s,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const subList = style({
  margin: 0,
  padding: `0 0 ${vars.space.s}`,
  listStyle: 'none',
  backgroundColor: vars.color.surface,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const leaf = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: '40px',
  paddingInline: `${vars.space.xxl} ${vars.space.l}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.s,
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' },
    '&:focus-visible': focusOutline('-3px'),
  },
});

export const overview = style({
  margin: `${vars.space.s} ${vars.space.xl} ${vars.space.m}`,
});

export const footer = style({
  marginTop: 'auto',
  display: 'grid',
  gap: vars.space.m,
  padding: vars.space.l,
  backgroundColor: vars.color.surface,
});

export const footerLink = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});

export const language = style({
  padding: `${vars.space.m} ${vars.space.l}`,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.m,
});

export const shortcuts = style({
  display: 'flex',
  gap: vars.space.s,
  padding: `${vars.space.m} ${vars.space.l}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const shortcut = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: '44px',
  paddingInline: vars.space.m,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.s,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': focusOutline('2px'),
    '&[aria-current="page"]': { borderColor: vars.color.borderStrong },
  },
});

export const shortcutLabel = style({ fontWeight: vars.fontWeight.medium });

export const shortcutCount = style({
  minWidth: '20px',
  paddingInline: '6px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.strong,
  lineHeight: '20px',
  textAlign: 'center',
});
