import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { blockLink, eyebrowType, listReset, pictureFrame, underlineOnHoverOf } from '../kit/rules';
import { siteSpace } from '../kit/sizes';

export const page = style({ display: 'flex', flexDirection: 'column' });

// A band of the page under the one before it: 64 px, 96 on desktops.
const bandTop = {
  marginTop: siteSpace.band,
  '@media': { [mediaQuery.desktop]: { marginTop: siteSpace.pageEnd } },
};

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  background: 'linear-gradient(160deg, #0d0d0d 0%, #1c1c1b 55%, #23262a 100%)',
  color: '#ffffff',
});

export const heroInner = style([
  container,
  {
    position: 'relative',
    zIndex: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: siteSpace.card,
    paddingBlock: `${siteSpace.end} ${siteSpace.pageEnd}`,
    '@media': { [mediaQuery.desktop]: { paddingBlock: '128px 152px' } },
  },
]);

export const heroEyebrow = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  color: '#d6d3cc',
});

export const heroTitle = style({
  margin: 0,
  maxWidth: '12ch',
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.light,
  fontSize: 'clamp(2.75rem, 8vw, 5.5rem)',
  lineHeight: 1.02,
  letterSpacing: '-0.02em',
});

export const heroText = style({
  margin: 0,
  maxWidth: '46ch',
  fontSize: vars.fontSize.l,
  lineHeight: vars.lineHeight.normal,
  color: '#e4e2dd',
});

export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  marginTop: vars.space.m,
});

const heroButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.controlHeight,
  padding: `0 ${siteSpace.block}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.s,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  textDecoration: 'none',
  transition: 'background-color 160ms ease, color 160ms ease',
} as const;

export const heroPrimary = style({
  ...heroButton,
  background: '#ffffff',
  color: '#111111',
  border: `${vars.borderWidth.thin} solid #ffffff`,
  selectors: {
    '&:hover': { background: '#e9e7e2' },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusInverse}`,
      outlineOffset: '4px',
    },
  },
});

export const heroSecondary = style({
  ...heroButton,
  color: '#ffffff',
  border: `${vars.borderWidth.thin} solid rgba(255, 255, 255, 0.7)`,
  selectors: {
    '&:hover': { background: 'rgba(255, 255, 255, 0.08)' },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusInverse}`,
      outlineOffset: '4px',
    },
  },
});

export const heroWave = style({
  position: 'absolute',
  right: '-10%',
  bottom: '-20px',
  width: '120%',
  height: 'auto',
  fill: 'none',
  stroke: 'rgba(255, 255, 255, 0.09)',
  strokeWidth: 1.5,
  '@media': { [mediaQuery.desktop]: { width: '80%', right: '-5%', bottom: '0' } },
});

export const section = style([
  container,
  {
    paddingBlock: `${siteSpace.band} 0`,
    '@media': { [mediaQuery.desktop]: { paddingBlock: `${siteSpace.pageEnd} 0` } },
  },
]);

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.l,
  marginBottom: siteSpace.block,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.light,
  fontSize: vars.fontSize.xxl,
  letterSpacing: vars.letterSpacing.tight,
  '@media': { [mediaQuery.desktop]: { fontSize: vars.fontSize.xxxl } },
});

export const sectionText = style({
  margin: `${vars.space.s} 0 0`,
  color: vars.color.textMuted,
  maxWidth: '52ch',
});

export const categories = style({
  ...listReset,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.l,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [mediaQuery.desktop]: {
      gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
      gap: vars.space.xl,
    },
  },
});

export const category = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  ...blockLink,
});

export const categoryMedia = style(pictureFrame('2 / 1'));

// The menu pictures carry their title in the top band; the tile shows the product part and names it below.
export const categoryImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transformOrigin: '50% 100%',
  transform: 'scale(1.32)',
  transition: 'transform 400ms ease',
  selectors: { [`${category}:hover &`]: { transform: 'scale(1.38)' } },
});

export const categoryName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: siteSpace.tight,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.m,
  letterSpacing: vars.letterSpacing.wide,
  ...underlineOnHoverOf(category),
});

export const feature = style({ ...bandTop, background: vars.color.surface });

export const featureLink = style({
  display: 'grid',
  // The picture is scaled up from its bottom-right corner; clipped here, it never spreads over the kitchen's
  // links above the band (at 375 px it covered "Accessories").
  overflow: 'hidden',
  ...blockLink,
  '@media': {
    [mediaQuery.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      alignItems: 'center',
    },
  },
});

export const featureMedia = style({
  display: 'block',
  overflow: 'hidden',
  aspectRatio: '16 / 7',
  '@media': { [mediaQuery.desktop]: { order: 2, aspectRatio: '4 / 3' } },
});

// The picture names the collection in its top-left corner; the text beside it already does, so only the
// faucets on the right are shown.
export const featureImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  objectPosition: 'right bottom',
  transformOrigin: '100% 100%',
  transform: 'scale(1.6)',
  '@media': { [mediaQuery.desktop]: { transform: 'scale(1.15)' } },
});

export const featureText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: siteSpace.close,
  padding: `${siteSpace.group} ${vars.space.xl} ${vars.space.xxxl}`,
  '@media': { [mediaQuery.desktop]: { padding: `${siteSpace.band} ${siteSpace.end}` } },
});

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: siteSpace.snug,
  ...eyebrowType,
});

export const featureTitle = style({
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.light,
  fontSize: vars.fontSize.xxxl,
  lineHeight: vars.lineHeight.tight,
});

export const featureBody = style({ maxWidth: '44ch', color: vars.color.text });

export const featureCta = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: siteSpace.tight,
  marginTop: vars.space.s,
  paddingBottom: vars.space.xs,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.s,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

export const collections = style({
  ...listReset,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.l,
  '@media': {
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xl },
  },
});

export const collection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: siteSpace.snug,
  ...blockLink,
});

export const collectionImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  background: vars.color.imageBackground,
});

export const collectionName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  fontFamily: vars.font.display,
  letterSpacing: vars.letterSpacing.wide,
  ...underlineOnHoverOf(collection),
});

export const waterwise = style({ ...bandTop, background: vars.color.waterwiseSurface });

export const waterwiseIcon = style({ color: vars.color.waterwise, flex: 'none' });

export const dealers = style({ borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}` });

export const bandInner = style([
  container,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: siteSpace.card,
    paddingBlock: vars.space.xxxl,
    '@media': {
      [mediaQuery.desktop]: {
        flexDirection: 'row',
        alignItems: 'center',
        gap: siteSpace.group,
        paddingBlock: siteSpace.band,
      },
    },
  },
]);

export const bandText = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});

export const bandTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.xl,
  '@media': { [mediaQuery.desktop]: { fontSize: vars.fontSize.xxl } },
});

export const bandBody = style({ margin: 0, maxWidth: '60ch', color: vars.color.textMuted });

globalStyle(`${waterwise} ${bandBody}`, { color: vars.color.text });
