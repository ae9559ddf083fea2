import { keyframes, style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import { labelType } from '../../theme/rules';

const rise = keyframes({
  from: { transform: 'translateY(100%)' },
  to: { transform: 'translateY(0)' },
});

export const banner = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.overlay,
  maxHeight: '90vh',
  overflowY: 'auto',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.l,
  animation: `${rise} ${vars.motion.durationSlow} ${vars.motion.easing}`,
});

export const inner = style({
  display: 'grid',
  gap: vars.space.l,
  paddingBlock: vars.space.xl,
  '@media': {
    [mediaQuery.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'center',
      gap: vars.space.xxl,
    },
  },
});

export const title = style({
  margin: `0 0 ${vars.space.xs}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.regular,
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  maxWidth: '70ch',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  '@media': { [mediaQuery.belowTablet]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const choices = style({
  gridColumn: '1 / -1',
  display: 'grid',
  // `display: grid` would otherwise override the `hidden` attribute that keeps the choices closed.
  selectors: { '&[hidden]': { display: 'none' } },
  gap: vars.space.m,
  margin: 0,
  padding: `${vars.space.l} 0 0`,
  border: 0,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  '@media': {
    [mediaQuery.desktop]: {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto',
      alignItems: 'start',
    },
  },
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.s,
  ...labelType,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
