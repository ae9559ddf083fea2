// The design tokens. The brand's theme is the typed reference: the vanilla-extract contract is derived from its shape,
// so every other theme has to provide exactly the same keys.
import { SEARCH_DEBOUNCE_MS } from '@fittings/catalog-core';

/** Replaces every leaf of a token tree by `string`: the shape every theme must fill in. */
export type TokenTree<T> = {
  [K in keyof T]: T[K] extends string ? string : TokenTree<T[K]>;
};

/**
 * Breakpoints in pixels. Media queries cannot read CSS custom properties, so components use these static values
 * (and {@link mediaQuery}); the same values are also in the contract for code that needs them at run time.
 */
/**
 * The Devanagari family of every font stack. The Latin fonts have no Devanagari letters, so a browser takes Hindi
 * from the next family that has them: this one. An app that ships a Devanagari web font (only on its Hindi pages)
 * names it in `--fittings-font-devanagari` on `:root`. Without it (an English page), the package's 'Fittings Language
 * Names' (fonts.css) comes first: it has just the letters of हिन्दी, so the language switch reads the same on every
 * device, with or without a Devanagari face of its own (a system Noto Sans Devanagari drew it on the phones that have
 * one, and in the screenshots of a machine with fonts-noto-core); any other Hindi text falls to the system's Noto.
 */
export const DEVANAGARI_FONT =
  "var(--fittings-font-devanagari, 'Fittings Language Names'), 'Noto Sans Devanagari'";

export const breakpoints = {
  tablet: 768,
  desktop: 1024,
  wide: 1280,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** `min-width` media queries for each breakpoint, for `@media` blocks in `.css.ts` files. */
export const mediaQuery = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  /** Below the desktop breakpoint: where the side menu and carousel controls appear. */
  belowDesktop: `screen and (max-width: ${breakpoints.desktop - 0.02}px)`,
  belowTablet: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/**
 * Timings of the spec (section 9) used by components as prop defaults. They are behaviour, not paint, so they live
 * in TypeScript rather than in the CSS contract.
 */
export const timing = {
  /** Dropdowns and the side menu hide after this delay. */
  menuHideDelayMs: 500,
  /** The search field waits this long after typing before it searches. */
  searchDebounceMs: SEARCH_DEBOUNCE_MS,
  /** How long a transient notification stays before it dismisses itself. */
  notificationDurationMs: 6000,
} as const;

/** The fixed sizes of the spec (sections 2 and 9). Every theme uses them; they are tokens so no component hard-codes them. */
export const specSizes = {
  toolbarHeight: '39px',
  navBarHeight: '61px',
  galleryThumbnailWidth: '100px',
  detailedCardWidth: '270px',
  infoDialogWidth: '90vw',
  infoDialogMaxWidth: '350px',
  searchDialogWidth: '90vw',
  searchDialogMaxWidth: '888px',
  searchDialogMaxHeight: '85vh',
  searchDialogTop: '70px',
} as const;

const breakpointTokens = {
  tablet: `${breakpoints.tablet}px`,
  desktop: `${breakpoints.desktop}px`,
  wide: `${breakpoints.wide}px`,
};

/**
 * The brand's theme: a restrained monochrome palette with one water-blue accent, Jost for display type and Inter for
 * reading, square corners and quiet shadows.
 */
export const brandTokens = {
  color: {
    background: '#ffffff',
    surface: '#f5f4f1',
    surfaceRaised: '#ffffff',
    surfaceStrong: '#e9e7e2',
    text: '#141414',
    textMuted: '#595959',
    textInverse: '#ffffff',
    border: '#e2e0db',
    borderStrong: '#141414',
    primary: '#141414',
    primaryHover: '#3a3a3a',
    primaryText: '#ffffff',
    link: '#141414',
    linkHover: '#0b5d7a',
    focus: '#1b5fd1',
    focusInverse: '#ffffff',
    critical: '#b3261e',
    criticalSurface: '#fcefee',
    positive: '#1e6b3a',
    waterwise: '#0b5d7a',
    waterwiseSurface: '#e7f1f5',
    tagNew: '#141414',
    tagNewText: '#ffffff',
    tagSoon: '#ffffff',
    tagSoonText: '#141414',
    toolbarBackground: '#000000',
    toolbarText: '#e8e8e8',
    footerBackground: '#111111',
    footerText: '#bdbdbd',
    footerHeading: '#ffffff',
    overlay: 'rgba(12, 12, 12, 0.55)',
    imageBackground: '#f5f4f1',
  },
  font: {
    body: `'Inter Variable', 'Inter', 'Inter Fallback', ${DEVANAGARI_FONT}, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
    display: `'Jost Variable', 'Jost', 'Jost Fallback', ${DEVANAGARI_FONT}, 'Futura', 'Century Gothic', system-ui, sans-serif`,
  },
  fontSize: {
    xxs: '0.6875rem',
    xs: '0.75rem',
    s: '0.8125rem',
    m: '0.9375rem',
    l: '1.125rem',
    xl: '1.375rem',
    xxl: '1.875rem',
    xxxl: '2.625rem',
    display: 'clamp(4.5rem, 14vw, 10rem)',
  },
  fontWeight: {
    light: '300',
    regular: '400',
    medium: '500',
    strong: '600',
  },
  lineHeight: {
    tight: '1.15',
    snug: '1.35',
    normal: '1.65',
  },
  letterSpacing: {
    tight: '-0.01em',
    normal: '0',
    wide: '0.06em',
    caps: '0.14em',
  },
  textTransform: {
    label: 'uppercase',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    s: '8px',
    m: '12px',
    l: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
    huge: '80px',
  },
  radius: {
    none: '0',
    s: '0',
    m: '0',
    l: '2px',
    control: '0',
    full: '999px',
  },
  borderWidth: {
    thin: '1px',
    thick: '2px',
  },
  shadow: {
    s: '0 1px 2px rgba(20, 20, 20, 0.06)',
    m: '0 8px 24px rgba(20, 20, 20, 0.08)',
    l: '0 24px 64px rgba(20, 20, 20, 0.18)',
  },
  zIndex: {
    base: '1',
    dropdown: '100',
    sticky: '200',
    overlay: '300',
    dialog: '400',
    notification: '500',
  },
  motion: {
    durationFast: '120ms',
    durationBase: '220ms',
    durationSlow: '360ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  size: {
    ...specSizes,
    contentMaxWidth: '1320px',
    controlHeight: '48px',
    controlHeightSmall: '36px',
    iconSize: '20px',
  },
  breakpoint: breakpointTokens,
};

/** The shape every theme fills in: the brand's token tree with `string` leaves. */
export type ThemeTokens = TokenTree<typeof brandTokens>;

/** The spec's sizes and the breakpoints, for themes that keep them as they are (most will). */
export const sharedTokens = {
  size: brandTokens.size,
  breakpoint: brandTokens.breakpoint,
  zIndex: brandTokens.zIndex,
} as const;
