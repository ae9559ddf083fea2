import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
  minHeight: '60vh',
  padding: `${vars.space.huge} ${vars.space.l}`,
  textAlign: 'center',
});

export const heading = style({
  display: 'grid',
  gap: vars.space.l,
  margin: 0,
  fontWeight: 'inherit',
});

export const code = style({
  display: 'block',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.light,
  lineHeight: 0.9,
  letterSpacing: '-0.04em',
  color: vars.color.text,
});

export const message = style({
  display: 'block',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.light,
  color: vars.color.textMuted,
});
