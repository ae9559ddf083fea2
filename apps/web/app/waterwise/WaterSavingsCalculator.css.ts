import { mediaQuery, vars } from '@fittings/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../kit/rules';
import { siteSize, siteSpace } from '../kit/sizes';

export const calculator = style({
  display: 'grid',
  gap: vars.space.xxl,
  '@media': {
    [mediaQuery.desktop]: {
      gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
      gap: siteSpace.section,
    },
  },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xl,
  padding: vars.space.xl,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  '@media': { [mediaQuery.desktop]: { padding: vars.space.xxl } },
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  width: '100%',
});

export const label = style({ fontWeight: vars.fontWeight.medium });

export const number = style({
  width: '8rem',
  minHeight: siteSize.tapTarget,
  padding: `0 ${vars.space.m}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: 0,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': focusRing(siteSize.focusOffset),
  },
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0',
  width: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.s,
  fontWeight: vars.fontWeight.medium,
});

export const fixture = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${siteSpace.tight} ${vars.space.l}`,
  paddingBlock: siteSpace.close,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const check = style({
  gridColumn: '1 / -1',
  display: 'inline-flex',
  alignItems: 'center',
  gap: siteSpace.snug,
  cursor: 'pointer',
});

export const checkbox = style({
  width: '20px',
  height: '20px',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

export const minutesLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  paddingLeft: '30px',
});

export const result = style({
  alignSelf: 'start',
  display: 'flex',
  flexDirection: 'column',
  gap: siteSpace.card,
  padding: vars.space.xl,
  background: vars.color.waterwise,
  color: '#ffffff',
  '@media': {
    [mediaQuery.desktop]: { padding: vars.space.xxl, position: 'sticky', top: vars.space.xl },
  },
});

export const resultTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

export const output = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const value = style({
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.light,
  fontSize: 'clamp(2.25rem, 9vw, 3.25rem)',
  lineHeight: 1.05,
  fontVariantNumeric: 'tabular-nums',
});

export const unit = style({ fontSize: vars.fontSize.m });

export const aside = style({ fontSize: vars.fontSize.s, lineHeight: vars.lineHeight.normal });

export const breakdown = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  borderTop: `${vars.borderWidth.thin} solid rgba(255, 255, 255, 0.35)`,
  paddingTop: vars.space.l,
});

export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${siteSpace.tight} ${vars.space.m}`,
  fontSize: vars.fontSize.s,
});

export const barValue = style({ fontVariantNumeric: 'tabular-nums' });

export const barFill = style({
  gridColumn: '1 / -1',
  height: '4px',
  background: '#ffffff',
  minWidth: '2px',
});

export const assumptions = style({ display: 'flex', flexDirection: 'column', gap: siteSpace.card });

export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.s,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${siteSpace.snug} ${vars.space.m} ${siteSpace.snug} 0`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  verticalAlign: 'top',
});

globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  paddingBottom: vars.space.s,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
});

export const notes = style({
  margin: 0,
  paddingLeft: '1.25rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  fontSize: vars.fontSize.s,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});
