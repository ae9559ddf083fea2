import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { siteSpace } from './sizes';

export const plain = style({
  background: vars.color.surface,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const waterwise = style({
  background: vars.color.waterwiseSurface,
  marginTop: siteSpace.section,
  '@media': { [mediaQuery.desktop]: { marginTop: siteSpace.sectionDesktop } },
});

export const inner = style([
  container,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: `${siteSpace.card} ${vars.space.xxl}`,
    paddingBlock: siteSpace.group,
    '@media': { [mediaQuery.desktop]: { paddingBlock: siteSpace.section } },
  },
]);

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.light,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
});

export const text = style({
  margin: `${vars.space.s} 0 0`,
  color: vars.color.text,
  maxWidth: '56ch',
});
