import { mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { cardTitleText, mutedText } from '../kit/text.css';

export const features = style({ display: 'flex', flexDirection: 'column' });

export const feature = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingBlock: vars.space.xxl,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  '@media': {
    [mediaQuery.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 3fr)',
      gap: vars.space.xxxl,
    },
  },
});

export const featureText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const featureName = style([
  cardTitleText,
  {
    fontSize: vars.fontSize.xl,
  },
]);

export const summary = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const description = style([
  mutedText,
  {
    margin: 0,
  },
]);

export const count = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.textMuted });
