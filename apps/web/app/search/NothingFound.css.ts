import { vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { siteSpace } from '../kit/sizes';

export const nothing = style({ display: 'grid', gap: siteSpace.group, marginTop: siteSpace.group });

export const contact = style({ margin: 0, textAlign: 'center' });

export const heading = style({
  margin: `0 0 ${vars.space.xl}`,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.regular,
  textAlign: 'center',
});
