import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';

export const plain = style({
  background: vars.color.surface,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const waterwise = style({
  background: vars.color.waterwiseSurface,
  marginTop: '56px',
  '@media': { [mediaQuery.desktop]: { marginTop: '88px' } },
});

export const inner = style([
  container,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: `20px ${vars.space.xxl}`,
    paddingBlock: '40px',
    '@media': { [mediaQuery.desktop]: { paddingBlock: '56px' } },
  },
]);

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.light,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
});

export const text = style({ margin: '8px 0 0', color: vars.color.text, maxWidth: '56ch' });
