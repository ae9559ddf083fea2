// Brasswell's theme, filled in through the design system's contract: warm paper, brass accent, serif display
// type, rounded corners. Only colours, type and shape change; the spec's sizes stay.
import { createTheme } from '@vanilla-extract/css';
import { brandTokens, vars } from '@fittings/ui';

export const brasswellTheme = createTheme(vars, {
  ...brandTokens,
  color: {
    ...brandTokens.color,
    background: '#f7f1e8',
    surface: '#efe5d6',
    surfaceRaised: '#fffaf2',
    surfaceStrong: '#e2d3bd',
    text: '#2b2118',
    textMuted: '#5f4f3f',
    border: '#e0d2bd',
    borderStrong: '#2b2118',
    primary: '#6b4a1f',
    primaryHover: '#553a17',
    primaryText: '#fffaf2',
    link: '#6b4a1f',
    linkHover: '#2f5d52',
    focus: '#2f5d52',
    tagNew: '#6b4a1f',
    tagNewText: '#fffaf2',
    toolbarBackground: '#2f5d52',
    footerBackground: '#2f5d52',
    imageBackground: '#efe5d6',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    display: "Georgia, 'Iowan Old Style', 'Palatino Linotype', serif",
  },
  radius: { none: '0', s: '6px', m: '10px', l: '16px', control: '999px', full: '999px' },
});
