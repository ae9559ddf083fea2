import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusOutline, labelType } from '../../theme/rules';

export const list = style({
  display: 'flex',
  gap: vars.space.xl,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const tab = style({
  appearance: 'none',
  position: 'relative',
  flexShrink: 0,
  padding: `${vars.space.m} 0`,
  border: 0,
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ...labelType,
  fontSize: vars.fontSize.s,
  transition: `color ${vars.motion.durationFast}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: '-1px',
      height: vars.borderWidth.thick,
      backgroundColor: vars.color.text,
      transform: 'scaleX(0)',
      transition: `transform ${vars.motion.durationBase} ${vars.motion.easing}`,
    },
    '&:hover': { color: vars.color.text },
    '&[aria-selected="true"]': { color: vars.color.text },
    '&[aria-selected="true"]::after': { transform: 'scaleX(1)' },
    '&:focus-visible': focusOutline('-2px'),
  },
});

export const panel = style({
  paddingTop: vars.space.xl,
  selectors: {
    '&:focus-visible': focusOutline('4px'),
  },
});
