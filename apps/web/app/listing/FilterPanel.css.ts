// The filter panel the listing and collections pages share: a toggle on small screens, a sticky column on wide
// ones, fieldsets of checkbox options with counts.
import { mediaQuery, vars } from '@fittings/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../kit/rules';
import { siteSize, siteSpace } from '../kit/sizes';

export const filters = style({
  '@media': {
    [mediaQuery.desktop]: { position: 'sticky', top: vars.space.xl, alignSelf: 'start' },
  },
});

export const toggle = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.size.controlHeight,
  padding: `0 ${vars.space.l}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.s,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  cursor: 'pointer',
  '@media': { [mediaQuery.desktop]: { display: 'none' } },
  selectors: {
    '&:focus-visible': focusRing('3px'),
  },
});

export const panel = style({
  display: 'none',
  flexDirection: 'column',
  gap: siteSpace.block,
  paddingTop: siteSpace.card,
  '@media': { [mediaQuery.desktop]: { display: 'flex', paddingTop: 0 } },
});

export const panelOpen = style({ display: 'flex' });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: siteSpace.snug,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: siteSpace.tight,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.text,
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: siteSpace.snug,
  minHeight: siteSize.chip,
  fontSize: vars.fontSize.s,
  color: vars.color.text,
  cursor: 'pointer',
});

export const checkbox = style({
  width: '18px',
  height: '18px',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

export const optionCount = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/** An option that would show nothing: muted and not clickable (the checkbox is disabled). */
export const optionEmpty = style({
  color: vars.color.textMuted,
  cursor: 'not-allowed',
});

globalStyle(`${optionEmpty} input`, { cursor: 'not-allowed' });
