import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const form = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  maxWidth: '640px',
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  transition: `border-color ${vars.motion.durationFast}`,
  selectors: {
    '&:focus-within': {
      borderBottomColor: vars.color.focus,
      boxShadow: `0 1px 0 0 ${vars.color.focus}`,
    },
  },
});

export const icon = style({
  flexShrink: 0,
  fontSize: vars.size.iconSize,
  color: vars.color.textMuted,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '56px',
  padding: `0 ${vars.space.m}`,
  border: 0,
  background: 'transparent',
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.light,
  selectors: {
    '&:focus': { outline: 'none' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const busy = style({ flexShrink: 0, width: '80px' });
