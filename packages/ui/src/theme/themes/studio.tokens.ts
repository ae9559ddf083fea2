// A second theme, warm and rounded with system fonts: it proves a brand can swap the whole look through the contract.
import { DEVANAGARI_FONT, brandTokens, sharedTokens, type ThemeTokens } from '../tokens';

const serif = `'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, 'Times New Roman', ${DEVANAGARI_FONT}, serif`;
const sans = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, ${DEVANAGARI_FONT}, sans-serif`;

export const studioTokens: ThemeTokens = {
  ...sharedTokens,
  color: {
    background: '#fbf8f3',
    surface: '#f3ece1',
    surfaceRaised: '#fffdf9',
    surfaceStrong: '#e8dccb',
    text: '#2a211c',
    textMuted: '#65564c',
    textInverse: '#fffdf9',
    border: '#e3d7c6',
    borderStrong: '#2a211c',
    primary: '#9a3f22',
    primaryHover: '#7d3119',
    primaryText: '#fffdf9',
    link: '#8a3a20',
    linkHover: '#1e4a3d',
    focus: '#1e4a3d',
    focusInverse: '#f7d9a6',
    critical: '#a1261b',
    criticalSurface: '#fbe9e4',
    positive: '#2c6a45',
    waterwise: '#1f5a6e',
    waterwiseSurface: '#e4eef0',
    tagNew: '#9a3f22',
    tagNewText: '#fffdf9',
    tagSoon: '#1e4a3d',
    tagSoonText: '#fffdf9',
    toolbarBackground: '#1e3a32',
    toolbarText: '#f1ebe1',
    footerBackground: '#1e3a32',
    footerText: '#d5dcd6',
    footerHeading: '#f7d9a6',
    overlay: 'rgba(42, 33, 28, 0.5)',
    imageBackground: '#efe6d8',
  },
  font: {
    body: sans,
    display: serif,
  },
  fontSize: {
    ...brandTokens.fontSize,
    m: '1rem',
    xxl: '2rem',
    xxxl: '2.875rem',
  },
  fontWeight: {
    light: '400',
    regular: '400',
    medium: '600',
    strong: '700',
  },
  lineHeight: {
    tight: '1.2',
    snug: '1.4',
    normal: '1.6',
  },
  letterSpacing: {
    tight: '0',
    normal: '0',
    wide: '0.02em',
    caps: '0.04em',
  },
  textTransform: {
    label: 'none',
  },
  space: brandTokens.space,
  radius: {
    none: '0',
    s: '6px',
    m: '10px',
    l: '18px',
    control: '999px',
    full: '999px',
  },
  borderWidth: brandTokens.borderWidth,
  shadow: {
    s: '0 1px 3px rgba(42, 33, 28, 0.08)',
    m: '0 10px 30px rgba(42, 33, 28, 0.10)',
    l: '0 30px 70px rgba(42, 33, 28, 0.22)',
  },
  motion: {
    durationFast: '150ms',
    durationBase: '260ms',
    durationSlow: '420ms',
    easing: 'cubic-bezier(0.33, 1, 0.68, 1)',
  },
};
