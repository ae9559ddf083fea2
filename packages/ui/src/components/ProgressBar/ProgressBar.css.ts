import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const slide = keyframes({
  '0%': { transform: 'translateX(-100%) scaleX(0.4)' },
  '100%': { transform: 'translateX(250%) scaleX(0.4)' },
});

export const track = style({
  position: 'relative',
  width: '100%',
  height: '2px',
  overflow: 'hidden',
  backgroundColor: vars.color.border,
});

export const indeterminate = style({
  position: 'absolute',
  inset: 0,
  width: '40%',
  backgroundColor: vars.color.text,
  transformOrigin: 'left',
  animation: `${slide} 1.1s ${vars.motion.easing} infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.5 },
  },
});

export const determinate = style({
  position: 'absolute',
  insetBlock: 0,
  left: 0,
  backgroundColor: vars.color.text,
  transition: `width ${vars.motion.durationBase} ${vars.motion.easing}`,
});
