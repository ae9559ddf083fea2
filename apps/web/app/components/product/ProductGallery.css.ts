import { vars } from '@fittings/ui';
import { style } from '@vanilla-extract/css';

export const gallery = style({ display: 'flex', flexDirection: 'column', gap: '12px' });

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  background: vars.color.imageBackground,
});
