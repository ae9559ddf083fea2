// The theme contract: CSS custom properties named after the brand's token tree. Components read these, never literals.
import { createThemeContract } from '@vanilla-extract/css';
import { brandTokens } from './tokens';

export const vars = createThemeContract(brandTokens);
