import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { bannerPicture, blockLink, sectionSpacing, tileGrid } from '../kit/rules';
import { siteSpace } from '../kit/sizes';

export const feature = style([container, sectionSpacing()]);

export const featureLink = style({ position: 'relative', display: 'block', ...blockLink });

export const featureImage = style({
  ...bannerPicture,
  background: vars.color.imageBackground,
  '@media': { [mediaQuery.belowTablet]: { aspectRatio: '750 / 900' } },
});

/**
 * The banner's words, over the picture: the picture draws none (issue 26: a crop cut them, and they stayed English on
 * Hindi pages). The demo pictures leave the left of the wide one and the top of the phone one clear for them; a light
 * shadow keeps them legible on a brand's own photograph.
 */
export const featureText = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  maxWidth: '100%',
  padding: `${siteSpace.block} ${vars.space.xl}`,
  color: '#ffffff',
  textShadow: '0 1px 3px rgb(0 0 0 / 45%)',
  '@media': {
    [mediaQuery.tablet]: { maxWidth: '50%', padding: `${siteSpace.group} ${vars.space.xxxl}` },
    [mediaQuery.desktop]: { padding: siteSpace.band },
  },
});

export const featureTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  lineHeight: 1.2,
  '@media': { [mediaQuery.desktop]: { fontSize: vars.fontSize.xxxl } },
  selectors: { [`${featureLink}:hover &`]: { textDecoration: 'underline' } },
});

export const featureBody = style({
  fontSize: vars.fontSize.m,
  lineHeight: 1.5,
  color: '#d5e6ef',
  '@media': { [mediaQuery.desktop]: { fontSize: vars.fontSize.l } },
});

export const collections = style(tileGrid);
