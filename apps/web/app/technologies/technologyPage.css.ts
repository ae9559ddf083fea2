import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const explain = style([
  container,
  {
    display: 'grid',
    gap: '40px',
    paddingBlock: '56px 0',
    '@media': {
      [mediaQuery.desktop]: {
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: vars.space.huge,
        paddingBlock: '88px 0',
      },
    },
  },
]);

export const block = style({ display: 'flex', flexDirection: 'column', gap: '16px' });

export const blockTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const lead = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.light,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
  '@media': { [mediaQuery.desktop]: { fontSize: '1.625rem' } },
});

export const helps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

globalStyle(`${helps} > li`, {
  position: 'relative',
  padding: `14px 0 14px ${vars.space.xxl}`,
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
  listStyle: 'none',
  margin: 0,
  padding: 0,
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
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
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
