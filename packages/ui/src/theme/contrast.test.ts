// Colour contrast of both themes, checked on the tokens themselves (WCAG 2 relative luminance).
import { brandTokens, type ThemeTokens } from './tokens';
import { studioTokens } from './themes/studio.tokens';

function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map(
    (offset) => Number.parseInt(value.slice(offset, offset + 2), 16) / 255,
  );
  const [r, g, b] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type Colour = keyof ThemeTokens['color'];

// Text pairs need 4.5:1 (AA, normal text); focus rings and control borders need 3:1 against what they sit on.
const textPairs: [Colour, Colour][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceStrong'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceRaised'],
  ['primaryText', 'primary'],
  ['primaryText', 'primaryHover'],
  ['link', 'background'],
  ['linkHover', 'background'],
  ['critical', 'background'],
  ['critical', 'criticalSurface'],
  ['positive', 'background'],
  ['waterwise', 'waterwiseSurface'],
  ['tagNewText', 'tagNew'],
  ['tagSoonText', 'tagSoon'],
  ['toolbarText', 'toolbarBackground'],
  ['footerText', 'footerBackground'],
  ['footerHeading', 'footerBackground'],
  ['textInverse', 'text'],
];
const uiPairs: [Colour, Colour][] = [
  ['focus', 'background'],
  ['focus', 'surface'],
  ['focusInverse', 'toolbarBackground'],
  ['focusInverse', 'footerBackground'],
  ['borderStrong', 'background'],
];

describe.each([
  ['brand', brandTokens],
  ['studio', studioTokens],
])('the %s theme', (_name, tokens) => {
  it.each(textPairs)('sets %s on %s at 4.5:1 or more', (fg, bg) => {
    expect(contrast(tokens.color[fg], tokens.color[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('draws %s on %s at 3:1 or more', (fg, bg) => {
    expect(contrast(tokens.color[fg], tokens.color[bg])).toBeGreaterThanOrEqual(3);
  });
});

describe('the spec sizes', () => {
  it('are the same in both themes', () => {
    expect(studioTokens.size).toEqual(brandTokens.size);
    expect(brandTokens.size).toMatchObject({
      toolbarHeight: '39px',
      navBarHeight: '61px',
      galleryThumbnailWidth: '100px',
      detailedCardWidth: '270px',
      infoDialogWidth: '90vw',
      infoDialogMaxWidth: '350px',
      searchDialogMaxWidth: '888px',
      searchDialogWidth: '90vw',
      searchDialogMaxHeight: '85vh',
      searchDialogTop: '70px',
    });
  });
});
