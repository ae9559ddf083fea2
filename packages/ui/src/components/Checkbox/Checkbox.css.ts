import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusOutline } from '../../theme/rules';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '22px 1fr',
  columnGap: vars.space.m,
  alignItems: 'start',
});

export const input = style({
  appearance: 'none',
  display: 'grid',
  placeContent: 'center',
  width: '22px',
  height: '22px',
  margin: '1px 0 0',
  border: `${vars.borderWidth.thin} solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.s,
  backgroundColor: vars.color.surfaceRaised,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast}, border-color ${vars.motion.durationFast}`,
  selectors: {
    '&::before': {
      content: '""',
      width: '12px',
      height: '7px',
      borderLeft: `2px solid ${vars.color.primaryText}`,
      borderBottom: `2px solid ${vars.color.primaryText}`,
      transform: 'translateY(-2px) rotate(-45deg) scale(0)',
      transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
    },
    '&:checked': { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    '&:checked::before': { transform: 'translateY(-2px) rotate(-45deg) scale(1)' },
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': focusOutline('2px'),
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
});

export const label = style({ fontSize: vars.fontSize.m, cursor: 'pointer' });

export const description = style({
  gridColumn: 2,
  margin: `${vars.space.xxs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
});

export const error = style({
  gridColumn: 2,
  margin: `${vars.space.xxs} 0 0`,
  color: vars.color.critical,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
});
