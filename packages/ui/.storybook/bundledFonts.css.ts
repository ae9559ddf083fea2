// The second theme in the screenshot test. Its stacks name the system's own faces (system-ui, Georgia…), which every
// machine resolves differently (DejaVu on a bare Debian, Noto once fonts-noto-core is installed, Liberation beside
// Chromium), so the screenshots would follow the machine. Under the `fonts: bundled` global, which the visual test
// sets, the same theme draws in faces this package's dev dependencies bundle instead: DejaVu Sans for the system sans
// (what the first baselines were drawn in) and Noto Serif for the serif. What a developer sees in Storybook by
// default is unchanged: the theme as a brand would ship it.
import { createTheme } from '@vanilla-extract/css';
import { DEVANAGARI_FONT } from '../src/theme/tokens';
import { studioTokens } from '../src/theme/themes/studio.tokens';
import { vars } from '../src/theme/vars.css';

export const studioBundledTheme = createTheme(
  vars,
  {
    ...studioTokens,
    font: {
      body: `'DejaVu Sans', ${DEVANAGARI_FONT}`,
      display: `'Noto Serif Variable', ${DEVANAGARI_FONT}`,
    },
  },
  'studio-bundled',
);
