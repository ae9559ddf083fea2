import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusOutline } from '../../theme/rules';

export const toggle = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.s,
  minWidth: '44px',
  height: '44px',
  paddingInline: vars.space.s,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: vars.textTransform.label as 'uppercase',
  selectors: {
    '&:focus-visible': focusOutline('1px'),
  },
});

export const onSurface = style({
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.s,
});

export const heart = style({
  fontSize: '22px',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}, fill ${vars.motion.durationFast}`,
  selectors: {
    [`${toggle}[aria-pressed="true"] &`]: { fill: 'currentColor', color: vars.color.critical },
    [`${toggle}:hover &`]: { transform: 'scale(1.08)' },
  },
});
