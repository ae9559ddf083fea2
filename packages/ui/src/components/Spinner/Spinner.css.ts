import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.m,
  padding: vars.space.xl,
  color: vars.color.textMuted,
});

export const ring = style({
  width: '36px',
  height: '36px',
  borderRadius: '50%',
  border: `${vars.borderWidth.thick} solid ${vars.color.border}`,
  borderTopColor: vars.color.text,
  animation: `${spin} 900ms linear infinite`,
  '@media': {
    // Without motion the ring still reads as "busy" through its label.
    '(prefers-reduced-motion: reduce)': { animation: 'none', borderTopColor: vars.color.textMuted },
  },
});

export const label = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: vars.textTransform.label as 'uppercase',
});
