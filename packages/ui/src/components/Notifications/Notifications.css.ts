import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { listReset } from '../../theme/rules';
import { mediaQuery } from '../../theme/tokens';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const region = style({
  position: 'fixed',
  left: '50%',
  bottom: vars.space.xl,
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.notification,
  width: `min(480px, calc(100vw - 2 * ${vars.space.l}))`,
  pointerEvents: 'none',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  ...listReset,
});

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  padding: `${vars.space.s} ${vars.space.s} ${vars.space.s} ${vars.space.l}`,
  // A light surface with a strong border and a shadow: it reads on the white page and on the black footer alike.
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.l,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.m,
  fontSize: vars.fontSize.s,
  pointerEvents: 'auto',
  animation: `${rise} ${vars.motion.durationBase} ${vars.motion.easing}`,
  // On a phone a toast with an action ("Compare now") stays a slim bar at the bottom: the message keeps the width the
  // icon and wide gaps would take, so a long product name wraps to two or three short lines, not four.
  '@media': {
    [mediaQuery.belowTablet]: {
      gap: vars.space.s,
      paddingInlineStart: vars.space.m,
    },
  },
});

export const critical = style({
  borderColor: vars.color.critical,
  borderLeftWidth: vars.borderWidth.thick,
});

export const criticalIcon = style({ color: vars.color.critical });

export const icon = style({
  flexShrink: 0,
  fontSize: '18px',
  '@media': { [mediaQuery.belowTablet]: { display: 'none' } },
});

export const message = style({
  flex: 1,
  margin: 0,
  '@media': { [mediaQuery.belowTablet]: { lineHeight: 1.35 } },
});

export const dismiss = style({
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focus}` },
  },
});

export const action = style({
  flexShrink: 0,
  minHeight: '36px',
  padding: `0 ${vars.space.s}`,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focus}` },
  },
});
