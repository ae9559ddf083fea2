// The declarations the site's stylesheets share, spread into each feature's own `style()` (as the design system's
// `theme/rules.ts` does): every element keeps its one class and the CSS its declarations, written here once, so a
// section's spacing, a heading or a tile's hover is the same wherever a feature draws one.
import { mediaQuery, vars } from '@fittings/ui/theme';
import type { StyleRule } from '@vanilla-extract/css';

/** A list without bullets, margin or indent. */
export const listReset = { listStyle: 'none', margin: 0, padding: 0 } as const satisfies StyleRule;

/** The keyboard focus ring, `offset` outside the element (for a `'&:focus-visible'` selector). */
export const focusRing = (offset: string) =>
  ({ outline: `2px solid ${vars.color.focus}`, outlineOffset: offset }) satisfies StyleRule;

/** An inline box with its content centred both ways (a page number, an icon button). */
export const centredInline = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const satisfies StyleRule;

/** Things stacked in a column, `gap` apart. */
export const stack = (gap: string) =>
  ({ display: 'flex', flexDirection: 'column', gap }) as const satisfies StyleRule;

/** A link that is a whole card, tile or banner: in the text's colour, not underlined, its ring outside it. */
export const blockLink = {
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRing('4px') },
} as const satisfies StyleRule;

/** Underlines an element while the pointer is over its card or tile (`parent`, that card's class). */
export const underlineOnHoverOf = (parent: string) =>
  ({
    selectors: {
      [`${parent}:hover &`]: { textDecoration: 'underline', textUnderlineOffset: '4px' },
    },
  }) satisfies StyleRule;

/**
 * A picture filling its frame that grows a little while the pointer is over its card (`parent`, that card's class),
 * and holds still for those who ask for less motion.
 */
export const zoomOnHoverOf = (parent: string) =>
  ({
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    transition: `transform ${vars.motion.durationSlow} ${vars.motion.easing}`,
    selectors: { [`${parent}:hover &`]: { transform: 'scale(1.03)' } },
    '@media': { [mediaQuery.reducedMotion]: { transition: 'none' } },
  }) satisfies StyleRule;

/** A frame a picture fills: its shape (`aspectRatio`), the image background while it loads, nothing spilling out. */
export const pictureFrame = (aspectRatio: string) =>
  ({
    display: 'block',
    aspectRatio,
    background: vars.color.imageBackground,
    overflow: 'hidden',
  }) satisfies StyleRule;

/** A wide banner picture: 1440 × 560, cropped to fill. */
export const bannerPicture = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1440 / 560',
  objectFit: 'cover',
} as const satisfies StyleRule;

/** A list of tiles: one column on phones, two on tablets, three on desktops, 40 px between rows. */
export const tileGrid = {
  ...listReset,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `40px ${vars.space.xl}`,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
} as const satisfies StyleRule;

/**
 * A section's space above it on a page: 56 px, 88 on desktops. `desktop` adds what else changes there (a section
 * that becomes two columns).
 */
export const sectionSpacing = (desktop: StyleRule = {}) =>
  ({
    paddingBlock: '56px 0',
    '@media': { [mediaQuery.desktop]: { ...desktop, paddingBlock: '88px 0' } },
  }) as const satisfies StyleRule;

/** The small upper-case line above a page's or block's title, muted. */
export const eyebrowType = {
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
} as const satisfies StyleRule;

/**
 * A page's or section's title in the display face: 2xl, 3xl on desktops, in the weight the page gives it (most set
 * their line height tight as well).
 */
export const headingType = (fontWeight: string) =>
  ({
    margin: 0,
    fontFamily: vars.font.display,
    fontWeight,
    fontSize: vars.fontSize.xxl,
    letterSpacing: vars.letterSpacing.tight,
    '@media': { [mediaQuery.desktop]: { fontSize: vars.fontSize.xxxl } },
  }) satisfies StyleRule;

/** The large light paragraph that opens a section's story. */
export const leadType = {
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.light,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
  '@media': { [mediaQuery.desktop]: { fontSize: '1.625rem' } },
} as const satisfies StyleRule;

/** A small upper-case text link with a touch-sized target (a pager's step, a card's download), underlined on hover. */
export const capsLink = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  minHeight: '44px',
  color: vars.color.text,
  textDecoration: 'none',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.s,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing('2px'),
  },
} as const satisfies StyleRule;

/** The box of an empty list (no results, an empty wishlist): its words and actions stacked on the surface tone. */
export const emptyBox = (gap: string) =>
  ({
    ...stack(gap),
    alignItems: 'flex-start',
    padding: `${vars.space.xxxl} ${vars.space.xxl}`,
    background: vars.color.surface,
  }) satisfies StyleRule;

/** The title of an empty list's box. */
export const emptyBoxTitle = {
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.regular,
} as const satisfies StyleRule;
