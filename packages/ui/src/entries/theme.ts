// `@fittings/ui/theme`: the theme contract, the themes, the tokens and the style helpers, without a component.
export { vars } from '../theme/vars.css';
export { brandTheme } from '../theme/themes/brand.css';
export { studioTheme } from '../theme/themes/studio.css';
export {
  DEVANAGARI_FONT,
  brandTokens,
  breakpoints,
  mediaQuery,
  specSizes,
  timing,
} from '../theme/tokens';
export type { Breakpoint, ThemeTokens, TokenTree } from '../theme/tokens';
export { studioTokens } from '../theme/themes/studio.tokens';
export { sprinkles } from '../theme/sprinkles.css';
export type { Sprinkles } from '../theme/sprinkles.css';
export { container, visuallyHidden } from '../theme/utils.css';
