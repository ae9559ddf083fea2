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
  padding: `28px ${vars.space.xl}`,
  color: '#ffffff',
  textShadow: '0 1px 3px rgb(0 0 0 / 45%)',
  '@media': {
    [mediaQuery.tablet]: { maxWidth: '50%', padding: '40px 48px' },
    [mediaQuery.desktop]: { padding: '64px' },
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

export const collections = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `40px ${vars.space.xl}`,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
