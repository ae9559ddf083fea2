import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { bannerPicture, blockLink, listReset } from '../kit/rules';
import { siteSpace } from '../kit/sizes';

export const banners = style([
  container,
  {
    paddingBlock: `${siteSpace.group} 0`,
    '@media': { [mediaQuery.desktop]: { paddingBlock: `${siteSpace.band} 0` } },
  },
]);

export const bannerList = style({
  ...listReset,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const banner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: siteSpace.tight,
  ...blockLink,
});

export const bannerImage = style({
  ...bannerPicture,
  objectPosition: 'right center',
  background: vars.color.imageBackground,
  marginBottom: vars.space.s,
});

export const bannerTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.l,
  selectors: { [`${banner}:hover &`]: { textDecoration: 'underline' } },
});

export const bannerText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.m });
