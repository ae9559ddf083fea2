import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { eyebrowType, focusRing, leadType, listReset, sectionSpacing } from '../kit/rules';
import { siteSize, siteSpace } from '../kit/sizes';

export const explain = style([
  container,
  {
    display: 'grid',
    gap: siteSpace.group,
    ...sectionSpacing({ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.huge }),
  },
]);

export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });

export const blockTitle = style({ ...eyebrowType, fontWeight: vars.fontWeight.medium });

export const lead = style(leadType);

export const helps = style({
  ...listReset,
  display: 'flex',
  flexDirection: 'column',
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

globalStyle(`${helps} > li`, {
  position: 'relative',
  padding: `${siteSpace.close} 0 ${siteSpace.close} ${vars.space.xxl}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  lineHeight: vars.lineHeight.normal,
});

globalStyle(`${helps} > li::before`, {
  content: '""',
  position: 'absolute',
  left: 0,
  top: '22px',
  width: '14px',
  height: '2px',
  background: vars.color.waterwise,
});

export const bestFor = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const video = style({ maxWidth: '960px' });

export const groups = style({ margin: 0 });

export const others = style({
  ...listReset,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `0 ${vars.space.xxxl}`,
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const other = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateRows: 'auto auto',
  columnGap: vars.space.l,
  alignItems: 'center',
  paddingBlock: vars.space.l,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceStrong },
    '&:focus-visible': focusRing(siteSize.focusOffset),
  },
});

export const otherName = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.l,
  gridColumn: 1,
});

export const otherText = style({
  gridColumn: 1,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
});

globalStyle(`${other} > svg`, { gridColumn: 2, gridRow: '1 / span 2' });
