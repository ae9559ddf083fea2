import { container, mediaQuery, vars } from '@fittings/ui';
import { style } from '@vanilla-extract/css';

export const page = style([
  container,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '16px',
    paddingBlock: '72px 120px',
    '@media': { [mediaQuery.desktop]: { paddingBlock: '120px 160px' } },
  },
]);

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
  maxWidth: '16ch',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.light,
  letterSpacing: vars.letterSpacing.tight,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaQuery.desktop]: { fontSize: '3.5rem' } },
});

export const intro = style({
  margin: 0,
  maxWidth: '620px',
  fontSize: vars.fontSize.l,
  lineHeight: vars.lineHeight.normal,
});

export const note = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '12px', marginTop: '16px' });
