import { container, mediaQuery, vars } from '@fittings/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style([container, { paddingBlock: '48px 96px' }]);

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  paddingBottom: '32px',
  marginBottom: '40px',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const eyebrow = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.regular,
  letterSpacing: vars.letterSpacing.tight,
  '@media': { [mediaQuery.desktop]: { fontSize: vars.fontSize.xxxl } },
});

export const lead = style({ margin: 0, maxWidth: '560px', color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '12px', marginTop: '8px' });

export const shareLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '6px',
  maxWidth: '560px',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

globalStyle(`${shareLink} input`, {
  minHeight: '44px',
  padding: '0 12px',
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.s,
  color: vars.color.text,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '12px',
  padding: '48px 32px',
  background: vars.color.surface,
});

export const emptyTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.regular,
});
