import { vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '14px',
  height: '100%',
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: '6px' });

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.l,
  lineHeight: vars.lineHeight.snug,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.normal,
});

export const meta = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.textMuted });
