import { vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { siteSize, siteSpace } from '../kit/sizes';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: siteSpace.snug,
  color: 'inherit',
});

export const mark = style({ width: siteSize.chip, height: siteSize.chip, flex: 'none' });

export const wordmark = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.22em',
  textTransform: 'uppercase',
  lineHeight: 1,
});
