import { container, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { focusRing, headingType, leadType, listReset, sectionSpacing, stack } from '../kit/rules';
import { siteSize, siteSpace } from '../kit/sizes';

export const section = style([
  container,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: siteSpace.card,
    ...sectionSpacing(),
  },
]);

export const sectionTitle = style(headingType(vars.fontWeight.light));

export const sectionText = style({ margin: 0, color: vars.color.textMuted, maxWidth: '60ch' });

export const story = style([
  container,
  {
    display: 'grid',
    gap: vars.space.xxl,
    ...sectionSpacing({
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      gap: vars.space.huge,
    }),
  },
]);

export const storyText = style(stack(siteSpace.card));

export const storyBody = style({ ...leadType, maxWidth: '40ch' });

export const facts = style({
  margin: 0,
  alignSelf: 'start',
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
});

export const fact = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.l,
  minHeight: siteSize.tabRow,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.m,
});

export const capitalised = style({ textTransform: 'capitalize' });

export const finishes = style({
  ...listReset,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.xl,
});

export const finish = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: siteSpace.snug,
  fontSize: vars.fontSize.s,
});

export const finishCount = style({
  marginTop: '-6px',
  color: vars.color.textMuted,
});

export const finishImage = style({
  width: siteSize.swatch,
  height: siteSize.swatch,
  borderRadius: '50%',
  boxShadow: `0 0 0 ${vars.borderWidth.thin} ${vars.color.border}, 0 6px 16px rgba(20, 20, 20, 0.12)`,
});

export const jump = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  marginInline: `calc(-1 * ${vars.space.l})`,
  paddingInline: vars.space.l,
  background: vars.color.background,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const jumpList = style({
  ...listReset,
  display: 'flex',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  overflowX: 'auto',
  whiteSpace: 'nowrap',
});

export const jumpLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: siteSpace.tight,
  minHeight: vars.size.controlHeight,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.s,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing('-2px'),
  },
});

export const jumpCount = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const group = style({
  ...stack(siteSpace.card),
  paddingTop: vars.space.xl,
  scrollMarginTop: siteSpace.section,
});

export const groupTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.xl,
});

export const groupArea = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.light });

export const awards = style({
  ...listReset,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const award = style({
  display: 'flex',
  gap: vars.space.xl,
  paddingBlock: vars.space.l,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const awardYear = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.l,
  color: vars.color.textMuted,
  minWidth: '3.5ch',
});

export const band = style({
  marginTop: siteSpace.sectionDesktop,
  background: vars.color.surface,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const bandInner = style([
  container,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xl,
    paddingBlock: vars.space.xxxl,
  },
]);

export const bandTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.light,
  fontSize: vars.fontSize.xxl,
});

export const bandText = style({
  margin: `${vars.space.s} 0 0`,
  color: vars.color.textMuted,
  maxWidth: '52ch',
});

export const bandActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.l} ${vars.space.xl}`,
});
