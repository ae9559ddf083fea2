import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';

export const banners = style([
  container,
  { paddingBlock: '40px 0', '@media': { [mediaQuery.desktop]: { paddingBlock: '64px 0' } } },
]);

export const bannerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const banner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '6px',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px' },
  },
});

export const bannerImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1440 / 560',
  objectFit: 'cover',
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
