import { mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../kit/rules';
import { siteSize, siteSpace } from '../kit/sizes';

export const story = style({
  display: 'grid',
  gap: siteSpace.group,
  '@media': {
    [mediaQuery.desktop]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      gap: vars.space.huge,
    },
  },
});

export const storyText = style({ display: 'flex', flexDirection: 'column', gap: siteSpace.card });

export const paragraph = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  lineHeight: vars.lineHeight.normal,
  maxWidth: '62ch',
});

export const points = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
});

export const point = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: siteSpace.row,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const pointValue = style({
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.light,
  fontSize: vars.fontSize.xxl,
  color: vars.color.waterwise,
});

export const pointLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.m });

export const assumptions = style({
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  paddingTop: vars.space.s,
});

export const assumptionsSummary = style({
  cursor: 'pointer',
  minHeight: siteSize.tapTarget,
  display: 'flex',
  alignItems: 'center',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.l,
  marginBottom: vars.space.m,
  selectors: {
    '&:focus-visible': focusRing(siteSize.focusOffset),
  },
});

export const more = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m });

export const collections = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: siteSpace.snug,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: siteSize.tapTarget,
  padding: `0 ${siteSpace.row}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': focusRing(siteSize.focusOffset),
  },
});
