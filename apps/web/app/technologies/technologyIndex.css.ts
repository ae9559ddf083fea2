import { mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { siteSpace } from '../kit/sizes';

export const features = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `0 ${vars.space.xxxl}`,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const feature = style({
  paddingBlock: siteSpace.card,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const featureName = style({
  margin: `0 0 ${siteSpace.tight}`,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.l,
});

export const featureText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.m,
});
