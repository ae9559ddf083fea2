import { vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '10px',
  color: 'inherit',
});

export const mark = style({ width: '28px', height: '28px', flex: 'none' });

export const wordmark = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.22em',
  textTransform: 'uppercase',
  lineHeight: 1,
});
