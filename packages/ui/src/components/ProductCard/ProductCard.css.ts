import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

// One card, two levels of detail: `compact` for listings and small rails, `detailed` (270 px, with description, finish
// chips and a call to action) for search results and the product page's related and recommended rails.
export const cardDetails = ['compact', 'detailed'] as const;

const cardBase = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const card = recipe({
  base: cardBase,
  variants: {
    detail: {
      compact: {},
      detailed: {
        width: vars.size.detailedCardWidth,
        maxWidth: '100%',
        border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
        borderRadius: vars.radius.l,
        overflow: 'hidden',
        transition: `box-shadow ${vars.motion.durationBase} ${vars.motion.easing}, border-color ${vars.motion.durationBase}`,
        selectors: {
          '&:hover': { boxShadow: vars.shadow.m, borderColor: 'transparent' },
        },
      },
    },
  },
  defaultVariants: { detail: 'compact' },
});

export const media = recipe({
  base: {
    position: 'relative',
    aspectRatio: '1 / 1',
    backgroundColor: vars.color.imageBackground,
  },
  variants: {
    detail: {
      compact: { borderRadius: vars.radius.l, overflow: 'hidden' },
      detailed: {},
    },
  },
  defaultVariants: { detail: 'compact' },
});

export const noImage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  color: vars.color.textMuted,
});

export const image = recipe({
  base: {
    width: '100%',
    height: '100%',
    objectFit: 'contain',
    mixBlendMode: 'multiply',
  },
  variants: {
    detail: {
      compact: {
        padding: '10%',
        transition: `transform ${vars.motion.durationSlow} ${vars.motion.easing}`,
        selectors: { [`${cardBase}:hover &`]: { transform: 'scale(1.04)' } },
      },
      detailed: { padding: '12%' },
    },
  },
  defaultVariants: { detail: 'compact' },
});

export const badges = style({
  position: 'absolute',
  top: vars.space.m,
  left: vars.space.m,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  pointerEvents: 'none',
});

// With the wishlist toggle in the top-right corner, badges wrap before they reach it rather than hide under it.
export const badgesBesideToggle = style([
  badges,
  { right: `calc(${vars.space.s} + 44px + ${vars.space.xs})` },
]);

// A tag wider than the room beside the toggle ("Coming Soon" on a 375 px screen's narrow card) wraps onto two lines
// rather than run under the heart.
export const tagBesideToggle = style({
  selectors: {
    [`${badgesBesideToggle} > &`]: {
      whiteSpace: 'normal',
      height: 'auto',
      minHeight: '22px',
      paddingBlock: '3px',
      lineHeight: vars.lineHeight.snug,
      overflowWrap: 'anywhere',
    },
  },
});

export const wishlist = style({
  position: 'absolute',
  top: vars.space.s,
  right: vars.space.s,
  zIndex: 2,
});

export const body = recipe({
  variants: {
    detail: {
      compact: {
        display: 'grid',
        gap: vars.space.xs,
        paddingTop: vars.space.l,
        paddingBottom: vars.space.s,
      },
      detailed: {
        display: 'flex',
        flexDirection: 'column',
        gap: vars.space.s,
        flex: 1,
        padding: vars.space.l,
      },
    },
  },
  defaultVariants: { detail: 'compact' },
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.snug,
});

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    // The whole card is the link's target area; the wishlist button sits above it.
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
    '&:hover': {
      textDecoration: 'underline',
      textUnderlineOffset: '4px',
      textDecorationThickness: '1px',
    },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
      outlineOffset: '4px',
    },
  },
});

export const model = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wide,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  lineHeight: vars.lineHeight.snug,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  marginTop: 'auto',
  paddingTop: vars.space.m,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.text,
});
