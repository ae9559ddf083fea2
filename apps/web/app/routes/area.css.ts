import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';

export const feature = style([
  container,
  { paddingBlock: '56px 0', '@media': { [mediaQuery.desktop]: { paddingBlock: '88px 0' } } },
]);

export const featureLink = style({
  position: 'relative',
  display: 'block',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px' },
  },
});

export const featureImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1440 / 560',
  objectFit: 'cover',
  background: vars.color.imageBackground,
  '@media': { [mediaQuery.belowTablet]: { aspectRatio: '750 / 900' } },
});

/** The banner's words for assistive technology and search; the picture already shows them. */
export const featureText = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const featureTitle = style({});
export const featureBody = style({});

export const collections = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '40px 24px',
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
