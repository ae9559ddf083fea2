import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: '26px',
  paddingInline: vars.space.s,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.waterwiseSurface,
  color: vars.color.waterwise,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
  lineHeight: 1,
  whiteSpace: 'nowrap',
});
