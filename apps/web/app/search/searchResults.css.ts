import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style([container, { paddingBlock: '48px 96px' }]);

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.l,
  textAlign: 'center',
  marginBottom: vars.space.xxxl,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.regular,
  letterSpacing: vars.letterSpacing.tight,
  '@media': { [mediaQuery.desktop]: { fontSize: vars.fontSize.xxxl } },
});

export const prompt = style({
  margin: 0,
  maxWidth: '560px',
  color: vars.color.textMuted,
});

export const field = style({ width: '100%', maxWidth: '640px', marginTop: '8px' });

export const results = style({ minHeight: '240px' });

export const count = style({
  margin: `0 0 ${vars.space.xl}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  textAlign: 'center',
});

export const more = style({ display: 'flex', justifyContent: 'center', marginTop: '40px' });

/** "Did you mean" and the nearest categories, centred under the line saying that nothing was found. */
export const suggestions = style({ alignItems: 'center', textAlign: 'center' });

globalStyle(`${suggestions} ul`, { justifyContent: 'center' });
